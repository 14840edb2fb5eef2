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
from framework.core.record import read as read_record
from framework.core.saves import Slot, export, make_dir
from framework.core.settings import config_dir
from framework.core.spec import dice_per_throw
from framework.net.client import Address, Connection, NetError, parse_address
from framework.net.identity import KeyFileError, KeyPair
from framework.net.memory import Held, Memory
from framework.net.remote_play import NetTable, Revealer
from framework.net.texts import NET, options_said
from framework.tui.hotseat import format_clock
from framework.tui.terminal import printable
from framework.lang.texts import COMMON, HOUSE, Catalogue
from framework.lang.words import BACK, COMMANDS, Words, fold

__all__ = ["play_over_network", "Lobby", "DEFAULT_HOST", "MAX_NAME", "check_name"]

DEFAULT_HOST = "127.0.0.1:7412"
#: The protocol's longest name.
MAX_NAME = 24
#: A table's states while its game is still to be played out (a seat held there is resumed by itself).
UNFINISHED = ("open", "starting", "playing")
#: The lobby's ``ratings [GAME]`` (a pool's leaderboard) and ``history [NAME]`` (a player's finished games).
RATINGS_WORDS = Words("ratings rating", "žebříček hodnocení", "ranking rankingi", "рейтинг рейтинги")
HISTORY_WORDS = Words("history games", "historie partie", "historia partie", "история партии")
#: Answers to "rated or casual?" that make a casual table (Enter: rated).
CASUAL_WORDS = Words("c casual", "c přátelská", "c towarzyska", "c с товарищеская", also="c")
RATED_WORDS = Words("r rated", "h hodnocená", "r rankingowa", "р рейтинговая")
#: What a chosen finished game offers: its review, its replay, a copy saved.
REVIEW_WORDS = Words("v review", "v rozbor", "v analiza", "в разбор", also="v")
REPLAY_WORDS = Words("p replay", "p přehrát", "p odtwórz", "п просмотр повтор", also="p")
SAVE_WORDS = Words("s save", "s uložit", "s zapisz", "с сохранить", also="s")
#: Rows of a leaderboard's or a history's page.
PAGE_ROWS = 15


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

    def __init__(self, ctx: Any, memory: Memory, show_rules=None, review=None, replay=None) -> None:
        self.ctx = ctx
        self.memory = memory
        self.show_rules = show_rules
        self.review = review                    # review(spec, record, name=""): a finished game (the reviews part's)
        self.replay = replay                    # replay(spec, record, name): a game turn by turn (the replays')
        self._pool_games: dict | None = None    # pool -> (registry entry, its options): made when first asked
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
            if err.code in ("name_taken", "bad_name"):
                # connected, but not under that name: said as such, and the name is not offered again
                ctx.notices.append(ctx.term.style("error", self.t("lobby.name_refused", address=address.key,
                                                                  name=printable(name, 24), reason=self.explain(err))))
                if self.memory.last("name") == name:
                    self.memory.set_last(self.memory.last("host"), "")
                return False
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
            held = self.memory.held(conn.server_id)
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
            head, _, rest = choice.strip().partition(" ")
            if head in RATINGS_WORDS:
                self.ratings(rest.strip())
                continue
            if head in HISTORY_WORDS:
                self.history(rest.strip())
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
            elif info.get("state") in ("over", "cancelled"):
                self.watch(info)            # a game over has no seat to take: its end is what there is to see
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
        shown = options_said(self.words, self.ctx.lang, options)
        if isinstance(clock, int):
            shown.append(format_clock(clock))
        if info.get("rated") is False:
            shown.append(self.t("lobby.casual"))
        seats = list(info.get("seats") or [None, None]) + [None, None]
        ratings = list(info.get("ratings") if isinstance(info.get("ratings"), list) else []) + [None, None]
        free = self.t("lobby.free")
        watchers = info.get("watchers") if isinstance(info.get("watchers"), int) else 0
        return self.t("lobby.row", n=n, game=game, options=", ".join(shown) or self.t("lobby.no_options"),
                      first=printable(str(seats[0]), 24) + _rating(ratings[0]) if seats[0] else free,
                      second=printable(str(seats[1]), 24) + _rating(ratings[1]) if seats[1] else free,
                      state=self.t(f"lobby.state.{info.get('state')}") if info.get("state") in
                      ("open", "starting", "playing", "over", "cancelled") else printable(str(info.get("state")), 12),
                      watchers=self.t("lobby.watchers", count=watchers) if watchers else "",
                      mine=self.t("lobby.mine") if mine else "")

    def entry(self, name: object):
        return next((e for e in self.ctx.registry if e.name == name), None)

    # ------------------------------------------------------------ ratings and finished games
    def pool_games(self) -> dict:
        """Each rating pool of this client's games: (its registry entry, the options standing for it)."""
        if self._pool_games is None:
            self._pool_games = {}
            for entry in self.ctx.registry:
                for pool, options in getattr(entry.spec(), "rating_pools", ()):
                    self._pool_games.setdefault(pool, (entry, dict(options)))
        return self._pool_games

    def pool_title(self, pool: str) -> str:
        """A pool by its game and the options that make it (``XII Scripta (3 pieces each)``)."""
        known = self.pool_games().get(pool)
        if known is None:
            return printable(pool, 20)
        entry, options = known
        words = options_said(self.words, self.ctx.lang, options)
        return entry.title(self.ctx.lang) + (f" ({', '.join(words)})" if words else "")

    def pool_named(self, what: str, pools: list) -> str | None:
        """The pool ``what`` names: its number in the list, its name (``xii3``), its title, a game's name or title
        in any language and a number of its options (``xii 3``), or a game alone (its first pool); None if none."""
        picked = _number(what, len(pools))
        if picked is not None:
            return pools[picked - 1]
        folded = fold(" ".join(what.split()))
        for pool in pools:
            if fold(pool) == folded or fold(self.pool_title(pool)) == folded:
                return pool
        def names(entry) -> set:
            return {fold(entry.name), *(fold(label) for label in entry.label.values())}
        words = folded.split()
        for pool in pools:                      # a game and a number of its pool's options: ``xii 3``
            entry, options = self.pool_games().get(pool, (None, {}))
            if entry is not None and len(words) > 1 and " ".join(words[:-1]) in names(entry) \
                    and words[-1] in {str(value) for value in options.values()}:
                return pool
        for pool in pools:
            entry = self.pool_games().get(pool, (None,))[0]
            if entry is not None and folded in names(entry):
                return pool
        return None

    def ask_server(self, kind: str, **fields: object) -> dict | None:
        """A request of the lobby's screens; None after a refusal (noted for the list)."""
        try:
            return self.conn.request(kind, **fields)
        except NetError as err:
            self.notes.append(self.ctx.term.style("error", self.explain(err)))
            return None

    def ratings(self, what: str = "") -> None:
        """``ratings [GAME]``: a pool's leaderboard, a page at a time; a pool's number or name shows that one."""
        ctx = self.ctx
        pool, offset, said = None, 0, []
        reply = self.ask_server("ratings", offset=0, limit=PAGE_ROWS)
        if reply is None:
            return
        pools = [p for p in reply.get("pools") or [] if isinstance(p, str)] if isinstance(reply.get("pools"), list) \
            else []
        if what:
            pool = self.pool_named(what, pools)
            if pool is None:
                self.notes.append(ctx.term.style("error", self.t("lobby.no_pool", text=printable(what, 30))))
                return
        while True:
            if pool is not None or offset:
                reply = self.ask_server("ratings", **({"pool": pool} if pool else {}), offset=offset,
                                        limit=PAGE_ROWS)
                if reply is None:
                    return
            shown_pool = reply.get("pool") if isinstance(reply.get("pool"), str) else ""
            rows = [r for r in reply.get("rows") or [] if isinstance(r, dict)] \
                if isinstance(reply.get("rows"), list) else []
            total = reply.get("total") if type(reply.get("total")) is int else len(rows)
            title = self.t("lobby.ratings_title", pool=self.pool_title(shown_pool))
            lines = [ctx.term.style("title", title), "=" * min(len(title), ctx.term.width), ""]
            if rows:
                lines.append(self.t("lobby.ratings_columns"))
            for n, row in enumerate(rows, offset + 1):
                rating = row.get("rating") if type(row.get("rating")) is int else 0
                lines.append(self.t("lobby.ratings_row", n=n, name=printable(str(row.get("name")), 24),
                                    rating=f"{rating}{'?' if row.get('provisional') is True else ''}",
                                    rd=row.get("rd") if type(row.get("rd")) is int else "?",
                                    games=row.get("games") if type(row.get("games")) is int else "?"))
            if not rows:
                lines.append(self.t("lobby.ratings_none"))
            lines += [""] + ctx.term.wrap([self.t("lobby.pools", pools=", ".join(
                f"{i} {self.pool_title(p)}" for i, p in enumerate(pools, 1)))], ctx.term.width, 4)
            if total > len(rows):
                lines.append(self.t("lobby.page", first=offset + 1 if rows else 0, last=offset + len(rows),
                                    total=total))
            ctx.show(lines + [""] + said)
            said = []
            answer = ctx.ask(self.t("lobby.ratings_prompt", last=len(pools))).strip()
            if not answer or answer in BACK or answer in COMMANDS["quit"]:
                return
            if answer in ("+", "-"):
                offset = _paged(offset, answer, total)
                continue
            picked = self.pool_named(answer, pools)
            if picked is None:
                said.append(ctx.term.style("error", self.t("lobby.no_pool", text=printable(answer, 30))))
                continue
            pool, offset = picked, 0

    def history(self, name: str = "") -> None:
        """``history [NAME]``: a player's finished games (yours without a name), newest first, a page at a time;
        one's number fetches its record (:meth:`finished_game`)."""
        ctx = self.ctx
        offset, said = 0, []
        while True:
            reply = self.ask_server("history", **({"name": name} if name else {}), offset=offset,
                                    limit=PAGE_ROWS)
            if reply is None:
                return
            rows = [r for r in reply.get("rows") or [] if isinstance(r, dict)] \
                if isinstance(reply.get("rows"), list) else []
            total = reply.get("total") if type(reply.get("total")) is int else len(rows)
            who = printable(str(reply.get("name") or name or self.conn.name), 24)
            title = self.t("lobby.history_title", name=who)
            lines = [ctx.term.style("title", title), "=" * min(len(title), ctx.term.width), ""]
            # every row of the page, each in as many lines as it takes (a row is a game: none is cut)
            lines += ctx.term.wrap([self.history_row(n, row) for n, row in enumerate(rows, offset + 1)],
                                   ctx.term.width, 4 * max(1, len(rows)))
            if not rows:
                lines.append(self.t("lobby.history_none"))
            if total > len(rows):
                lines += ["", self.t("lobby.page", first=offset + 1 if rows else 0, last=offset + len(rows),
                                     total=total)]
            ctx.show(lines + [""] + said)
            said = []
            answer = ctx.ask(self.t("lobby.history_prompt" if rows else "lobby.history_prompt_none",
                                    first=offset + 1, last=offset + len(rows))).strip()
            if not answer or answer in BACK or answer in COMMANDS["quit"]:
                return
            if answer in ("+", "-"):
                offset = _paged(offset, answer, total)
                continue
            picked = _number(answer, offset + len(rows))
            if picked is None or picked <= offset:
                said.append(ctx.term.style("error", self.t("lobby.bad", text=printable(answer, 30))))
                continue
            game_id = rows[picked - offset - 1].get("id")
            if type(game_id) is int and game_id > 0:
                said += self.finished_game(game_id)
            else:
                said.append(ctx.term.style("error", self.t("net.error.no_game")))

    def history_row(self, n: int, row: dict) -> str:
        """One finished game of a history: the date, the game, the opponent, the result and the rating's change."""
        entry = self.entry(row.get("game"))
        game = entry.title(self.ctx.lang) if entry is not None else printable(str(row.get("game")), 20)
        score = row.get("score")
        result = self.t({1: "lobby.result.won", 0: "lobby.result.lost", 0.5: "lobby.result.draw"}.get(
            score, "lobby.result.none") if isinstance(score, (int, float)) else "lobby.result.none")
        change = row.get("change")
        if row.get("rated") is True and isinstance(change, (int, float)) and abs(change) < 10000:
            result += f" {round(change):+d}".replace("-", "−")
        elif row.get("rated") is not True:
            result += f" ({self.t('lobby.casual')})"
        date = printable(str(row.get("date") or "")[:16], 20)
        return self.t("lobby.history_row", n=n, date=date, game=game, result=result,
                      opponent=printable(str(row.get("opponent") or "?"), 24))

    def finished_game(self, game_id: int) -> list:
        """A finished game fetched by its number, then what to do with it: review, replay, save a copy. The
        lines to say on the history's screen afterwards."""
        ctx = self.ctx
        try:
            reply = self.conn.request("fetch", game_id=game_id)
        except NetError as err:
            return [ctx.term.style("error", self.explain(err))]
        entry = self.entry(reply.get("game"))
        if entry is None:
            return [ctx.term.style("error", self.t("net.error.unknown_game"))]
        spec = entry.spec()
        try:
            record = read_record(str(reply.get("record") or ""), spec.codec)
        except ValueError as err:
            return [ctx.term.style("error", self.t("lobby.bad_fetched", reason=printable(str(err), 60)))]
        said: list = []
        names = [str(name) for name in record.setup.names if name]
        if not names and isinstance(reply.get("names"), list):      # a game whose record names only the seats
            names = [str(name) for name in reply["names"][:2]]
        names = " – ".join(printable(name, 24) for name in names)
        while True:
            title = self.t("lobby.fetched_title", n=game_id, game=entry.title(ctx.lang), names=names)
            ctx.show([ctx.term.style("title", title), "=" * min(len(title), ctx.term.width), "",
                      *ctx.term.wrap([self.t("lobby.fetched_help")], ctx.term.width, 4), ""] + said)
            said = []
            answer = ctx.ask(self.t("lobby.fetched_prompt")).strip()
            head, _, rest = answer.partition(" ")
            if not answer or answer in BACK or answer in COMMANDS["quit"]:
                return []
            if head in REVIEW_WORDS and not rest and self.review is not None:
                self.review(spec, record, f"{entry.title(ctx.lang)} {game_id}")   # as its replay names it
            elif head in REPLAY_WORDS and not rest and self.replay is not None:
                self.replay(spec, record, f"{entry.title(ctx.lang)} {game_id}")
            elif head in SAVE_WORDS:
                said.append(self.save_fetched(spec, record, game_id, rest.strip()))
            else:
                said.append(ctx.term.style("error", self.t("lobby.bad", text=printable(answer, 30))))

    def save_fetched(self, spec: Any, record: Any, game_id: int, name: str) -> str:
        """A fetched game's record saved: to ``name``, or (no name) among the game's finished games, where the
        menus' "Review a finished game" finds it. The sentence that says where, or why not."""
        ctx = self.ctx
        try:
            if name:
                path = export(record, name, spec.codec)
            else:
                slot = Slot(spec.codec, getattr(getattr(ctx, "args", None), "save_dir", None) or None, spec.folder)
                stamp = "".join(ch for ch in (record.setup.date or "")[:19] if ch.isdigit())
                make_dir(slot.dir / "games")
                path = export(record, slot.dir / "games" / f"net-{game_id}-{stamp}{spec.codec.suffix}",
                              spec.codec)
        except (OSError, ValueError) as err:
            if getattr(err, "code", None) == "exists":
                return self.t("lobby.saved_already", path=printable(name or str(err), 60))
            reason = ctx.explain_save(err if isinstance(err, OSError) else OSError(str(err)))
            return ctx.term.style("error", self.t("lobby.save_failed", reason=reason))
        return self.t("lobby.saved", path=printable(str(path), 100))

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
        casual = self.ask_casual(spec, options)
        if casual is None:
            return
        secret, fields = self.commitment(spec)
        revealer = self.revealer(None, Held("", None, "", secret))
        try:
            reply = self.conn.request("create", game=entry.name, options=options, seat=seat, **fields,
                                      **({"casual": True} if casual else {}),
                                      on_ok=revealer.adopt if revealer else None)
        except NetError as err:
            self.unhook(revealer)
            self.notes.append(ctx.term.style("error", self.explain(err)))
            return
        self.sit(spec, reply, secret, revealer)

    def ask_casual(self, spec: Any, options: dict) -> bool | None:
        """Whether the new table is casual (not rated): asked only of a game these options rate (Enter: rated);
        None after a refusal (noted)."""
        if getattr(spec, "rating_pool", lambda options: None)(dict(options)) is None:
            return False
        answer = self.ctx.ask(self.t("lobby.ask_casual")).strip()
        if not answer or answer in RATED_WORDS:
            return False
        if answer in CASUAL_WORDS:
            return True
        self.notes.append(self.ctx.term.style("error", self.t("lobby.bad_casual", text=printable(answer, 12))))
        return None

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
        """Every question the game asks before a network game (the clock too, where it has one; not how a
        screen draws the board: Option.modes); None after a refusal."""
        ctx = self.ctx
        values: dict = {}
        for option in spec.options:
            if "network" not in option.modes:
                continue
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
                self.memory.forget(self.conn.server_id, info["table"])
            self.notes.append(self.ctx.term.style("error", self.explain(err)))
            return
        seat = reply.get("seat", held.seat)
        self.play(entry.spec(), replace(held, seat=seat if seat in (0, 1) else held.seat), revealer=revealer)

    def sit(self, spec: Any, reply: dict, secret: str, revealer=None) -> None:
        table, token, seat = str(reply.get("table", "")), str(reply.get("token", "")), reply.get("seat")
        held = Held(table, seat if seat in (0, 1) else None, token, secret)
        self.memory.hold(self.conn.server_id, held)
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


def _rating(rating: object) -> str:
    """A player's rating as the lobby shows it beside the name: `` 1532``, `` 1532?`` while provisional."""
    if not isinstance(rating, dict) or type(rating.get("rating")) is not int or not -99999 < rating["rating"] < 99999:
        return ""
    return f" {rating['rating']}{'?' if rating.get('provisional') is True else ''}"


def _paged(offset: int, way: str, total: int) -> int:
    """The next (``+``) or previous (``-``) page's offset, within ``total`` rows."""
    if way == "+":
        return offset + PAGE_ROWS if offset + PAGE_ROWS < total else offset
    return max(0, offset - PAGE_ROWS)


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


def play_over_network(ctx: Any, show_rules=None, review=None, replay=None) -> None:
    """The main menu's "Play over the network": host and name (remembered), then the lobby."""
    memory = Memory.load(config_dir(ctx.environ))
    asked = ask_address(ctx, memory)
    if asked is None:
        return
    Lobby(ctx, memory, show_rules, review, replay).run(*asked)
