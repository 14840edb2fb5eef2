"""The lobby of a game server: connect, list the tables, open one, sit down, watch, resume a seat.

Why its own module: ``--connect HOST[:PORT] [--name NAME]`` (framework/programs/connect.py) and
the main menu's "Play over the network" (:func:`play_over_network`) both end
here, and every way to a table goes through the same screen. A new table asks
the game's own questions (the very ones of a game at one keyboard, the clock
among them where the game has one); a dice game's seat commits to a fresh
hash chain whose secret stays in ``network.json``; a client that holds exactly
one seat at an unfinished table of the server goes back to it by itself, the
list after it. Every refusal is said in
the player's language; a server that goes away is a sentence and the way
back, never a traceback.
"""
from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

from framework.core.fair_dice import Chain, new_secret, to_hex
from framework.core.numbers import NumberError, parse_number
from framework.core.settings import config_dir
from framework.core.spec import dice_per_throw
from framework.net.client import Address, Connection, NetError, parse_address
from framework.net.identity import KeyFileError, KeyPair
from framework.net.memory import Held, Memory
from framework.net.remote_play import NetTable, Revealer
from framework.net.texts import NET
from framework.tui.hotseat import format_clock
from framework.tui.terminal import printable
from framework.lang.texts import COMMON, HOUSE, Catalogue
from framework.lang.words import BACK, COMMANDS

__all__ = ["play_over_network", "Lobby", "DEFAULT_HOST", "MAX_NAME", "check_name"]

DEFAULT_HOST = "127.0.0.1:7412"
#: The protocol's longest name.
MAX_NAME = 24
#: A table's states while its game is still to be played out (a seat held there is resumed by itself).
UNFINISHED = ("open", "starting", "playing")


def _catalogue(spec: Any = None):
    return Catalogue(COMMON, HOUSE, NET, *(spec.texts if spec is not None else ()))


def check_name(name: str) -> str | None:
    """``name`` trimmed if the protocol takes it (1-24 printable characters), else None."""
    name = " ".join(name.split())
    if not name or len(name) > MAX_NAME or not name.isprintable():
        return None
    return name


class Lobby:
    """The lobby's screens on ``ctx`` (framework.tui.context.Context) for one server."""

    #: Seconds the lobby waits for a dropped connection to come back before it says the server is gone.
    patience = 6.0

    def __init__(self, ctx: Any, memory: Memory, show_rules=None, review=None) -> None:
        self.ctx = ctx
        self.memory = memory
        self.show_rules = show_rules
        self.review = review                    # review(spec, record): a finished table's game (the reviews part's)
        self.words = _catalogue()
        self.conn: Connection | None = None
        self.notes: list = []

    def t(self, key: str, /, **params: object) -> str:
        return self.words.text(self.ctx.lang, key, **params)

    def explain(self, err: NetError) -> str:
        shown = {k: printable(str(v), 60) for k, v in err.params.items() if isinstance(v, (str, int, float))}
        text = self.t(f"net.error.{err.code}", **shown)
        return text if text != f"net.error.{err.code}" else self.t("net.error.other", code=printable(err.code, 30))

    # ------------------------------------------------------------ connecting
    def connect(self, address: Address, name: str) -> bool:
        """Connect and say hello; False (said on the screen) when the server cannot be reached or refuses."""
        ctx = self.ctx
        ctx.term.line(self.t("lobby.connecting", address=address.key))
        ctx.term.flush()
        try:
            key = KeyPair.load_or_create(config_dir(ctx.environ))    # made on the first network game
        except KeyFileError as err:
            ctx.notices.append(ctx.term.style("error", self.t("lobby.key_file", path=printable(err.path, 120),
                                                              reason=printable(err.reason, 80))))
            return False
        conn = Connection(address, name, client="xii_scripta.py", key=key)
        try:
            conn.open()
        except NetError as err:
            ctx.notices.append(ctx.term.style("error", self.t("lobby.connect_failed", address=address.key,
                                                              reason=self.explain(err))))
            return False
        self.conn = conn
        return True

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None

    # ------------------------------------------------------------ the list
    def run(self, address: Address, name: str) -> None:
        """The lobby until the player goes back (or the server goes away)."""
        if not self.connect(address, name):
            return
        try:
            self.lobby()
        finally:
            self.close()

    def lobby(self) -> None:
        """The list of tables until the player goes back; first, a client that holds exactly one seat at an
        unfinished table of this server sits down there again by itself (the README's "--connect resumes
        your seat")."""
        ctx, conn = self.ctx, self.conn
        first = True
        while True:
            while conn.get(0) is not None:
                pass                                # news of tables left behind: the list is asked anew
            try:
                tables = conn.request("list").get("tables") or []
            except NetError as err:
                if err.code in ("disconnected", "timeout") and self.reconnected():
                    continue
                ctx.notices.append(ctx.term.style("error", self.t("lobby.gone", address=conn.address.key,
                                                                  reason=self.explain(err))))
                return
            tables = [t for t in tables if isinstance(t, dict) and isinstance(t.get("table"), str)] \
                if isinstance(tables, list) else []
            for info in tables:                     # a server's junk in place of the seats: none known
                if not isinstance(info.get("seats"), list):
                    info["seats"] = [None, None]
            held = self.memory.held(conn.address.key)
            if first:
                first = False
                mine = [info for info in tables if info["table"] in held and info.get("state") in UNFINISHED]
                if len(mine) == 1:              # the one seat this client holds here: back to it at once
                    self.resume(mine[0], held[mine[0]["table"]])
                    continue
            title = self.t("lobby.title", address=conn.address.key, name=printable(conn.name, 24))
            lines = [ctx.term.style("title", title), "=" * len(title), ""]
            for n, info in enumerate(tables, 1):
                lines.append(self.row(n, info, info["table"] in held))
            if not tables:
                lines.append(self.t("lobby.none"))
            lines += ["", *ctx.term.wrap([self.t("lobby.help")], ctx.term.width, 4), ""]
            lines += ctx.term.wrap(self.notes, ctx.term.width, 8)
            self.notes = []
            ctx.show(lines)
            key = "lobby.prompt" if len(tables) > 1 else "lobby.prompt_one" if tables else "lobby.prompt_empty"
            choice = ctx.ask(self.t(key, last=len(tables))).strip()
            word = choice.lower()
            if word in BACK or word in COMMANDS["quit"]:
                return
            if word == "":
                continue
            if word in ("n", "new", "nový", "novy"):
                self.new_table()
                continue
            watch = word.startswith("w")
            number = word[1:].strip() if watch else word
            picked = _number(number, len(tables))
            if picked is None:
                self.notes.append(ctx.term.style("error", self.t("lobby.bad", text=printable(choice, 30))))
                continue
            info = tables[picked - 1]
            if watch:
                self.watch(info)
            elif info["table"] in held:
                self.resume(info, held[info["table"]])
            elif None in (info.get("seats") or [None, None]) and info.get("state") == "open":
                self.join(info)
            else:
                self.notes.append(self.t("lobby.full", n=picked))

    def reconnected(self) -> bool:
        """Wait a little for the connection to come back (it reconnects by itself)."""
        deadline = time.monotonic() + self.patience
        while time.monotonic() < deadline:
            if self.conn.up:
                return True
            time.sleep(0.2)
        return False

    def row(self, n: int, info: dict, mine: bool) -> str:
        entry = self.entry(info.get("game"))
        game = entry.title(self.ctx.lang) if entry is not None else printable(str(info.get("game")), 20)
        options = info.get("options") if isinstance(info.get("options"), dict) else {}
        clock = info.get("clock_ms")
        shown = [self.option_words(k, v) for k, v in sorted(options.items(), key=lambda kv: str(kv[0]))
                 if v not in (False, None, "", 0)]
        if isinstance(clock, int):
            shown.append(format_clock(clock))
        seats = list(info.get("seats") or [None, None]) + [None, None]
        free = self.t("lobby.free")
        watchers = info.get("watchers") if isinstance(info.get("watchers"), int) else 0
        return self.t("lobby.row", n=n, game=game, options=", ".join(shown) or self.t("lobby.no_options"),
                      first=printable(str(seats[0]), 24) if seats[0] else free,
                      second=printable(str(seats[1]), 24) if seats[1] else free,
                      state=self.t(f"lobby.state.{info.get('state')}") if info.get("state") in
                      ("open", "starting", "playing", "over", "cancelled") else printable(str(info.get("state")), 12),
                      watchers=self.t("lobby.watchers", count=watchers) if watchers else "",
                      mine=self.t("lobby.mine") if mine else "")

    def option_words(self, name: object, value: object) -> str:
        """A table's option as the lobby lists it, in the player's words (``lobby.option.NAME``); an option
        this client does not know is shown by its name and value as the server sent them."""
        key = f"lobby.option.{name}"
        if self.words.has(key):
            return self.t(key, value=printable(str(value), 12))
        return printable(str(name), 16) if value is True else f"{printable(str(name), 16)} {printable(str(value), 12)}"

    def entry(self, name: object):
        return next((e for e in self.ctx.registry if e.name == name), None)

    # ------------------------------------------------------------ tables
    def new_table(self) -> None:
        """A new table: the game, its own questions, the seat; then the table's screen."""
        ctx = self.ctx
        games = self.conn.server.get("games")
        games = games if isinstance(games, list) and games else None      # a server's junk: every game
        entries = [e for e in self.ctx.registry if games is None or e.name in games]
        choices = ", ".join(f"{i} {e.title(ctx.lang)}" for i, e in enumerate(entries, 1))
        answer = ctx.ask(self.t("lobby.pick_game", choices=choices)).strip()
        picked = _number(answer, len(entries))
        if picked is None:
            if answer not in ("", "0"):
                self.notes.append(ctx.term.style("error", self.t("lobby.bad", text=printable(answer, 30))))
            return
        entry = entries[picked - 1]
        spec = entry.spec()
        options = self.ask_options(spec)
        if options is None:
            return
        seat_answer = ctx.ask(self.t("lobby.ask_seat")).strip().lower()
        seat = {"": None, "i": 0, "1": 0, "ii": 1, "2": 1}.get(seat_answer, -1)
        if seat == -1:
            self.notes.append(ctx.term.style("error", self.t("lobby.bad_seat", text=printable(seat_answer, 12))))
            return
        secret, fields = self.commitment(spec)
        revealer = self.revealer(None, Held("", None, "", secret))
        try:
            reply = self.conn.request("create", game=entry.name, options=options, seat=seat, **fields,
                                      on_ok=revealer.adopt if revealer else None)
        except NetError as err:
            self.unhook(revealer)
            self.notes.append(ctx.term.style("error", self.explain(err)))
            return
        self.sit(spec, reply, secret, revealer)

    def revealer(self, table: str | None, held: Held):
        """A seat's dice links revealed from the connection's thread, in place before its first request
        (remote_play.Revealer); None without dice."""
        if not held.secret:
            return None
        revealer = Revealer(self.conn, table, held)
        self.conn.hooks.append(revealer)
        return revealer

    def unhook(self, revealer) -> None:
        if revealer is not None and revealer in self.conn.hooks:
            self.conn.hooks.remove(revealer)

    def ask_options(self, spec: Any) -> dict | None:
        """Every question the game asks before a game (the clock too, where it has one); None after a refusal."""
        ctx = self.ctx
        values: dict = {}
        for option in spec.options:
            answer = ctx.ask(ctx.gt(spec, option.key))
            try:
                value = option.parse(answer)
            except ValueError:
                self.notes.append(ctx.term.style("error", ctx.gt(spec, option.bad_key, text=printable(answer.strip()))))
                return None
            if isinstance(value, dict):
                values.update(value)
            elif value is not None or option.name != "clock_ms":
                values[option.name] = value
        return values

    def commitment(self, spec: Any) -> tuple[str, dict]:
        """A dice game's seat: a new chain secret (hex) and the ``commit`` field; ``("", {})`` without dice."""
        if not dice_per_throw(spec):
            return "", {}
        secret = new_secret()
        return secret.hex(), {"commit": to_hex(Chain(secret).anchor)}

    def join(self, info: dict) -> None:
        entry = self.entry(info.get("game"))
        if entry is None:
            self.notes.append(self.ctx.term.style("error", self.t("net.error.unknown_game")))
            return
        spec = entry.spec()
        secret, fields = self.commitment(spec)
        revealer = self.revealer(info["table"], Held(info["table"], None, "", secret))
        try:
            reply = self.conn.request("join", table=info["table"], **fields,
                                      on_ok=revealer.adopt if revealer else None)
        except NetError as err:
            self.unhook(revealer)
            self.notes.append(self.ctx.term.style("error", self.explain(err)))
            return
        self.sit(spec, reply, secret, revealer)

    def resume(self, info: dict, held: Held) -> None:
        entry = self.entry(info.get("game"))
        if entry is None:
            return
        revealer = self.revealer(held.table, held)
        try:
            reply = self.conn.request("join", table=info["table"], token=held.token)
        except NetError as err:
            self.unhook(revealer)
            if err.code in ("bad_token", "no_table"):
                self.memory.forget(self.conn.address.key, info["table"])
            self.notes.append(self.ctx.term.style("error", self.explain(err)))
            return
        seat = reply.get("seat", held.seat)
        self.play(entry.spec(), replace(held, seat=seat if seat in (0, 1) else held.seat), revealer=revealer)

    def sit(self, spec: Any, reply: dict, secret: str, revealer=None) -> None:
        table, token, seat = str(reply.get("table", "")), str(reply.get("token", "")), reply.get("seat")
        held = Held(table, seat if seat in (0, 1) else None, token, secret)
        self.memory.hold(self.conn.address.key, held)
        self.play(spec, held, revealer=revealer)

    def watch(self, info: dict) -> None:
        entry = self.entry(info.get("game"))
        if entry is None:
            return
        try:
            self.conn.request("watch", table=info["table"])
        except NetError as err:
            self.notes.append(self.ctx.term.style("error", self.explain(err)))
            return
        self.play(entry.spec(), None, table=info["table"])

    def play(self, spec: Any, held: Held | None, table: str | None = None, revealer=None) -> None:
        """The table's screen until the player leaves it."""
        ctx, conn = self.ctx, self.conn
        table = held.table if held is not None else table
        conn.rejoin[table] = {"token": held.token} if held is not None else {}
        words = _catalogue(spec)
        view = spec.view(ctx.term, ctx.lang)
        loop = NetTable(ctx.prompt, view, lambda key, **p: words.text(ctx.lang, key, **p), conn, self.memory,
                        spec, table, held, explain_save=ctx.explain_save, revealer=revealer,
                        on_rules=(lambda: self.show_rules(spec)) if self.show_rules else None,
                        on_review=(lambda record: self.review(spec, record)) if self.review else None)
        try:
            loop.run()
        finally:
            conn.rejoin.pop(table, None)
            self.unhook(revealer)


def _number(text: str, last: int) -> int | None:
    if not text or len(text) > 3:
        return None
    try:
        return parse_number(text, 1, last)
    except NumberError:
        return None


# ------------------------------------------------------------ the ways in

def ask_address(ctx: Any, memory: Memory) -> tuple[Address, str] | None:
    """The server and the name, asked (Enter: the remembered ones); None after a refusal (noted)."""
    words = _catalogue()
    t = lambda key, **p: words.text(ctx.lang, key, **p)           # noqa: E731
    host_default = memory.last("host") or DEFAULT_HOST
    answer = ctx.ask(t("lobby.ask_host", default=host_default)).strip() or host_default
    try:
        address = parse_address(answer)
    except NetError:
        ctx.notices.append(ctx.term.style("error", t("net.error.bad_address", text=printable(answer, 40))))
        return None
    name_default = memory.last("name") or ctx.settings.name_i or ctx.t("player.default.I")
    typed = ctx.ask(t("lobby.ask_name", default=name_default)).strip()
    name = check_name(typed or name_default)
    if name is None:
        ctx.notices.append(ctx.term.style("error", t("lobby.bad_name", text=printable(typed, 30))))
        return None
    memory.set_last(answer, name)
    return address, name


def play_over_network(ctx: Any, show_rules=None, review=None) -> None:
    """The main menu's "Play over the network": host and name (remembered), then the lobby."""
    memory = Memory.load(config_dir(ctx.environ))
    asked = ask_address(ctx, memory)
    if asked is None:
        return
    Lobby(ctx, memory, show_rules, review).run(*asked)
