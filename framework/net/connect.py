"""``xii_scripta.py --connect HOST[:PORT] [--name NAME]``: the program that opens a server's lobby.

Why apart from the lobby: this program builds the house's App (its terminal,
settings and language) and then runs the lobby, while the App's own menu
runs the same lobby for "Play over the network"; kept in the lobby, the two
would import each other.
"""
from __future__ import annotations

from framework.net.client import NetError, parse_address
from framework.net.lobby import DEFAULT_HOST, Lobby, check_name
from framework.net.memory import Memory
from framework.texts import LANGUAGES

__all__ = ["main", "parser"]


def parser():
    import argparse
    p = argparse.ArgumentParser(prog="xii_scripta.py --connect",
                                description="Play over the network: the lobby of a game server.")
    p.add_argument("address", nargs="?", metavar="HOST[:PORT]",
                   help=f"the server (default: the last one used, else {DEFAULT_HOST})")
    p.add_argument("--name", help="your name at the table (1-24 characters; default: the last one used)")
    p.add_argument("--tls", action="store_true", help="a secure connection (TLS), with the system's trust")
    p.add_argument("--cafile", metavar="FILE", help="TLS, trusting the certificates in FILE")
    p.add_argument("--lang", choices=LANGUAGES, help="language: " + ", ".join(LANGUAGES))
    p.add_argument("--color", "--colour", dest="color", choices=("auto", "always", "never"), help="colour")
    return p


def main(argv: list[str], registry) -> int:
    """``--connect HOST[:PORT] [--name NAME]``: the lobby, then back to the house's menu when it is left."""
    import sys
    args = parser().parse_args(argv)
    from framework.app import App, Leave
    from framework.settings import config_dir
    from framework.terminal import catch_hangups
    catch_hangups()
    app = App(args, registry)
    ctx = app.ctx
    memory = Memory.load(config_dir(ctx.environ))
    text = args.address or memory.last("host") or DEFAULT_HOST
    try:
        address = parse_address(text, tls=args.tls, cafile=args.cafile)
    except NetError as err:
        print(f"xii_scripta.py --connect: {err}", file=sys.stderr)
        return 2
    name = check_name(args.name or memory.last("name") or ctx.settings.name_i or ctx.t("player.default.I"))
    if name is None:
        print(f"xii_scripta.py --connect: {args.name!r}: a name has 1 to 24 printable characters", file=sys.stderr)
        return 2
    memory.set_last(text, name)
    lobby = Lobby(ctx, memory, show_rules=lambda spec: app.menus.show_rules(spec))
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
