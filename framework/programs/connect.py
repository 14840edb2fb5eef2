"""``xii_scripta.py --connect HOST[:PORT] [--name NAME]``: the program that opens a server's lobby.

Why apart from the lobby: this program builds the house's App (its terminal,
settings and language) and then runs the lobby, while the App's own menu
runs the same lobby for "Play over the network"; kept in the lobby, the two
would import each other.
"""
from __future__ import annotations

import sys

from framework.core.settings import config_dir
from framework.lang import texts
from framework.net.client import NetError, parse_address
from framework.net.lobby import DEFAULT_HOST, Lobby, check_name
from framework.net.memory import Memory
from framework.programs.app import App, Leave
from framework.tui.cli_parser import Parser, language, languages_list, words
from framework.tui.terminal import catch_hangups

__all__ = ["main", "parser"]


def parser(lang: str = "en"):
    """``--connect``'s options, their help and refusals in ``lang`` (framework/tui/cli_parser.py)."""
    say = words(lang)
    p = Parser(say, lang, prog="xii_scripta.py --connect", description=say("cli.connect.description"))
    p.add_argument("address", nargs="?", metavar=f"{say('cli.meta.host')}[:{say('cli.meta.port')}]",
                   help=say("cli.connect.address", host=DEFAULT_HOST))
    p.add_argument("--name", metavar=say("cli.meta.name"), help=say("cli.connect.name"))
    p.add_argument("--tls", action="store_true", help=say("cli.connect.tls"))
    p.add_argument("--cafile", metavar=say("cli.meta.file"), help=say("cli.connect.cafile"))
    p.add_argument("--lang", choices=texts.LANGUAGES, metavar=languages_list(),
                   help=say("cli.lang", languages=", ".join(texts.LANGUAGES)))
    p.add_argument("--color", "--colour", dest="color", choices=("auto", "always", "never"), help=say("cli.color"))
    return p


def main(argv: list[str], registry) -> int:
    """``--connect HOST[:PORT] [--name NAME]``: the lobby, then back to the house's menu when it is left."""
    p = parser(language(argv))
    args = p.parse_args(argv)
    catch_hangups()
    app = App(args, registry)
    ctx = app.ctx
    memory = Memory.load(config_dir(ctx.environ))
    lobby = Lobby(ctx, memory, show_rules=lambda spec: app.menus.show_rules(spec),
                  review=lambda spec, record, name="": app.reviews.review_record(spec, record, name),
                  replay=lambda spec, record, name: app.replays.replay_record(spec, record, name))
    text = args.address or memory.last("host") or DEFAULT_HOST
    try:
        address = parse_address(text, tls=args.tls, cafile=args.cafile)
    except NetError as err:
        print(f"xii_scripta.py --connect: {lobby.explain(err)}", file=sys.stderr)       # in the player's language
        return 2
    name = check_name(args.name or memory.last("name") or ctx.settings.name_i or ctx.t("player.default.I"))
    if name is None:
        print(f"xii_scripta.py --connect: {p.text('cli.connect.bad_name', text=repr(args.name))}", file=sys.stderr)
        return 2
    memory.set_last(text, name)
    try:
        lobby.run(address, name)
        if ctx.notices:
            for note in ctx.notices:
                ctx.term.line(note if isinstance(note, str) else note[1])
            ctx.term.flush()
            return 1
    except Leave as leave:
        lobby.close()
        return leave.code
    return 0
