"""A game at a server's table, at the keyboard: the table's screen, with the other seat over the network.

Why the hotseat's screen: the players must see the very same board, words and
commands as at one keyboard, so NetTable holds the same
:class:`~framework.tui.table_screen.TableScreen` as the hotseat and is its driver
here: an action goes to the server, not to the session. The game here is a *mirror*: rebuilt from the
server's snapshot (its record read with the game's codec and replayed by
``framework.core.record.restore``, which checks every throw against the revealed
links), then moved on only by the server's events, in order (``seq``). An
action typed here is checked on a copy first (the engine's refusal is said
at once, in the player's language), sent, and applied when the server's
``play`` event comes back; the other seat's throws and actions come as
events and take the loop's "computer" path, said from this seat (the board is
always drawn from the local seat). Every throw is verified here: the links
revealed must follow the committed chains and give the thrown dice
(``JointThrows``); one that does not is said plainly and the table is no
longer played.

While the other seat plays the prompt stays open (a short ``select`` on a
terminal), for ``say TEXT``, ``mute``, ``leave``, ``claim``/``wait`` after the
grace period, ``board``, ``log``, ``save FILE``, ``rules``, ``help``: the
table's commands (:meth:`NetTable.commands`) beside the screen's own. Undo and
hints are not offered over the network; a watcher's board is read-only, from
the seat they choose (``seat I|II``).
"""
from __future__ import annotations

import re
from dataclasses import replace
import time
from typing import Any, Callable

from framework.core.errors import GameError, IllegalActionError
from framework.core.fair_dice import Chain, Commitment, new_secret, to_hex
from framework.core.player import Player
from framework.tui.hotseat import format_clock
from framework.tui.table_screen import ANY, GAME, LEAVE, TABLE, Command, TableScreen, on_screen
from framework.lang.words import COMMANDS, NET, REVIEW
from framework.net.client import Connection, NetError
from framework.net.memory import Held, Memory
from framework.net.mirror import MirrorError, apply_play, apply_throw, rebuild
from framework.net.protocol import MAX_SAY
from framework.net.witness import Witness, WitnessError, check_commitment, check_opening, first_link
from framework.tui.prompt import TimeUp
from framework.tui.terminal import printable

__all__ = ["Remote", "NetTable", "Revealer", "mirror", "POLL", "MAX_SAY"]

#: Seconds the prompt waits for a key before the loop looks at the server's news again.
POLL = 0.25
#: Lines of chat shown under the board.
CHAT_LINES = 3
#: Notes kept under the board (the newest).
MAX_NOTES = 8

SEAT_WORDS = {"i": 0, "1": 0, "ii": 1, "2": 1}
#: The events that move a game on: before a game's snapshot has come they wait for it.
GAME_EVENTS = ("link", "throw", "play", "end", "draw_offer", "draw_declined", "claimable")


class ServerRefusal(IllegalActionError):
    """The engine's refusal as the server reports it (``illegal``: its code, catalogue key and params)."""

    def __init__(self, code: str, key: str, params: dict) -> None:
        super().__init__(code, f"refused by the server: {code}", **params)
        self.server_key = key

    @property
    def key(self) -> str:
        return self.server_key or super().key


class Remote:
    """A seat played elsewhere: to the loop it is the "computer" (its turns come from the server)."""

    is_computer = True
    level = ""

    def __init__(self, name: str, seat: int) -> None:
        self.name, self.seat = name, seat


def mirror(spec: Any, record_text: str, names: tuple[str, str], local: int | None) -> tuple[Any, Any]:
    """The session of the server's ``record_text`` (framework/net/mirror.py: read and replayed, every throw
    verified) and a Scribe keeping its record; ``local`` is the seat played at this keyboard (None: watching).
    RecordError / FairDiceError (ValueError) when the record does not hold."""
    players = tuple(Player(names[seat], seat) if seat == local else Remote(names[seat], seat) for seat in (0, 1))
    return rebuild(spec, record_text, players)


class Revealer:
    """A seat's dice links, revealed from the connection's own thread as soon as the server asks.

    Why not from the keyboard's loop: a player reading the rules pages must not keep the other
    waiting for a link. It follows the table's messages: ``start`` (link 1 of the chain committed
    last: a rematch's new one), ``link`` (link n of this game's chain), a snapshot's pending link
    (after a reconnection); the game's chain is the secret whose anchor the record's ``Fair-Dice``
    holds. The mover's own ``reveal`` is refused by the server (its link goes with its throw), which
    is harmless; so is a link sent twice (the loop sends them too, for messages that came before
    this hook was in place).
    """

    def __init__(self, conn: Connection, table: str | None, held: Held) -> None:
        self.conn, self.table, self.held = conn, table, held
        self.chain = None
        self.chains: dict[str, Any] = {}

    def adopt(self, reply: dict) -> None:
        """The ``ok`` of ``create`` or ``join`` (in the connection's thread): the table and the seat's token."""
        seat = reply.get("seat")
        self.table = str(reply.get("table", self.table))
        self.held = replace(self.held, table=self.table, seat=seat if seat in (0, 1) else self.held.seat,
                            token=str(reply.get("token") or self.held.token))

    def chain_of(self, secret: str):
        if not secret:
            return None
        if secret not in self.chains:
            self.chains[secret] = Chain(bytes.fromhex(secret))
        return self.chains[secret]

    def __call__(self, m: dict) -> None:
        held = self.held
        if held is None or not held.secret or m.get("table") != self.table:
            return
        if m.get("type") == "snapshot":
            record = m.get("record") or ""
            info = m.get("info") if isinstance(m.get("info"), dict) else {}
            if info.get("state") == "starting":
                self.reveal_first(m.get("commitment"))
                return
            found = re.search(r"^Fair-Dice: (.+)$", record, re.M)
            if found and m.get("seat") in (0, 1):
                anchor = Commitment.parse(found.group(1).strip()).anchors[m["seat"]]
                self.chain = next((c for c in (self.chain_of(held.secret), self.chain_of(held.next_secret))
                                   if c is not None and c.anchor == anchor), None)
            pending = m.get("pending") if isinstance(m.get("pending"), dict) else {}
            if isinstance(pending.get("link"), int):
                self.reveal(pending["link"], self.chain)
        elif m.get("type") == "event" and m.get("kind") == "start":
            self.chain = self.chain_of(held.next_secret or held.secret)
            self.reveal_first(m.get("commitment"))
        elif m.get("type") == "event" and m.get("kind") == "link" and isinstance(m.get("n"), int):
            self.reveal(m["n"], self.chain)

    def reveal_first(self, commitment: object) -> None:
        """Link 1 of the chain committed last, only against the three parties' anchors with that chain's at its
        own seat (framework/net/witness.py): a server that has not committed first, or places the anchors
        otherwise, gets nothing to choose against."""
        held = self.held
        seat, secret = first_link(held.seat, held.secret, held.next_secret, held.next_seat)
        chain = self.chain_of(secret)
        if chain is None:
            return
        try:
            check_commitment(commitment, seat, (chain.anchor,))
        except WitnessError:
            return                              # the loop says why (it checks the same)
        self.reveal(1, chain)

    def reveal(self, n: int, chain: Any) -> None:
        if chain is None or not 1 <= n <= chain.length:
            return
        self.conn.send("act", table=self.table, token=self.held.token, action="reveal", n=n,
                       link=to_hex(chain.link(n)))


class NetTable:
    """One table of the server at this keyboard: the waiting before the game, the game, its end, rematches.

    ``t`` gives the game's and the network's words; ``held`` the seat (None: watching). What is typed,
    shown and refused is its :class:`TableScreen`'s, whose driver it is
    (:class:`~framework.tui.table_screen.SeatDriver`): an action is checked on a copy, sent, and applied when
    the server's event comes back; the board is drawn from this keyboard's seat.
    """

    def __init__(self, prompt: Any, view: Any, t: Callable[..., str], conn: Connection, memory: Memory,
                 spec: Any, table: str, held: Held | None, *, on_rules: Callable[[], None] | None = None,
                 explain_save: Callable[[Exception], str] | None = None, clock: Callable[[], float] = time.monotonic,
                 poll: float = POLL, revealer: Revealer | None = None,
                 on_review: Callable[[Any], None] | None = None) -> None:
        self.on_review = on_review              # on_review(record): the end screen's "r" (None: not offered)
        self.prompt = prompt
        self.term = prompt.term
        self.view = view
        self.t = t
        self.clock = clock
        self.screen = TableScreen(prompt, view, t, self, on_rules=on_rules, explain_save=explain_save, clock=clock)
        self.conn = conn
        self.memory = memory
        self.spec = spec
        self.table = table
        self.held = held
        self.seat: int | None = held.seat if held is not None else None
        self.view_seat = self.seat if self.seat is not None else 0
        self.poll_s = poll
        self.info: dict = {}
        self.seq: int | None = None
        self.chat: list[tuple[str, str]] = []
        self.muted = False
        self.unsaved = False                    # told that the server cannot save the table
        self.gone: dict | None = None           # the absent seat: seat, name, until (clock), claimable
        self.dropped = False                    # our own connection is down (reconnecting)
        self.stopped: str | None = None         # why this table is no longer played here
        self.left = False
        self.final: dict | None = None          # the server's end event when the mirror cannot end so
        self.chain = None
        self.pending_link: int | None = None
        self.rematch_asked = False
        self.resyncing = False
        # The commitment and the past this client was told (the commitment kept in network.json too).
        self.witness = Witness(commitment=held.commitment or None if held is not None else None)
        self.limit_ms: int | None = None        # the server's turn limit
        self.deadline: float | None = None      # when the seat that must act may be claimed against (clock)
        self.stalled: int | None = None         # a connected seat that did not act in time (claimable)
        self.revealer = revealer if revealer is not None or held is None else Revealer(conn, table, held)
        if self.revealer is not None:
            self.revealer.held = held
            if self.revealer not in conn.hooks:
                conn.hooks.append(self.revealer)

    # ------------------------------------------------------------ the mirror
    # The screen's state, read and set by the table's code as its own: the mirror's session (None before a
    # game), its record, the notes under the board, the throw shown, the turn's start (the clocks).
    session = on_screen("session")
    scribe = on_screen("scribe")
    notes = on_screen("notes")
    last_throw = on_screen("last_throw")
    last_seat = on_screen("last_seat")
    turn_started = on_screen("turn_started")

    def reader(self, seat: int) -> int:
        """SeatDriver: the board is drawn from this keyboard's seat (a watcher's: the one they chose)."""
        return self.view_seat

    def name(self, seat: int) -> str:
        if self.session is not None:
            return self.session.players[seat].name
        seats = self.info.get("seats") or [None, None]
        return str(seats[seat] or "?")

    def names_or_none(self) -> list:
        """The two seats' names as the server gave them (None: free), two of them whatever it sent."""
        seats = self.info.get("seats")
        return (list(seats) + [None, None])[:2] if isinstance(seats, list) else [None, None]

    def names(self) -> tuple[str, str]:
        seats = self.names_or_none()
        return (printable(str(seats[0] or self.t("seat.0")), 24), printable(str(seats[1] or self.t("seat.1")), 24))

    def keep(self, held: Held) -> None:
        """The seat as held from now on: remembered in network.json, and told to the revealer."""
        self.held = held
        if self.revealer is not None:
            self.revealer.held = held
        self.memory.hold(self.conn.server_id, held)

    def note(self, note: Any) -> None:
        self.notes.append(note)
        del self.notes[:-MAX_NOTES]

    def stop(self, key: str, **params: object) -> None:
        """This table is no longer played here (a throw that does not verify, a record that does not hold)."""
        if self.stopped is None:
            self.stopped = self.t(key, **params)

    # ------------------------------------------------------------ the server's news
    def pump(self, wait: float = 0.0) -> bool:
        """Handle what the server said (waiting up to ``wait`` seconds for the first); True if anything did."""
        changed = False
        message = self.conn.get(wait)
        while message is not None:
            changed = self.handle(message) or changed
            message = self.conn.get(0)
        return changed

    def handle(self, m: dict) -> bool:
        kind = m.get("type")
        if kind == "net":
            return self.on_net(m)
        if m.get("table") != self.table or self.stopped is not None:
            return False
        if kind == "snapshot":
            self.resyncing = False
            try:
                self.on_snapshot(m)
            except (GameError, ValueError, KeyError, TypeError, IndexError, AttributeError, OverflowError) as err:
                self.session = None
                self.stop("net.bad_record", reason=printable(str(err), 120))
            return True
        if kind != "event":
            return False
        seq = m.get("seq")
        if isinstance(seq, int) and self.seq is not None:
            if seq <= self.seq:
                return False                    # seen already (a snapshot covered it)
            if seq != self.seq + 1:
                self.resync()                   # one was missed: the snapshot says where the game is
                return False
        if isinstance(seq, int):
            self.seq = seq
        handler = self.EVENTS.get(str(m.get("kind")))
        if handler is None:
            return False
        if self.session is None and m.get("kind") in GAME_EVENTS:
            return False                        # a game about to begin: its snapshot follows
        try:
            handler(self, m)
        except (GameError, ValueError, KeyError, TypeError, IndexError, AttributeError, OverflowError) as err:
            # The server's event does not fit the game here: nothing is trusted from now on.
            self.stop("net.bad_event", kind=printable(str(m.get("kind")), 20), reason=printable(str(err), 80))
        return True

    def resync(self) -> None:
        """Ask for a snapshot (once until it comes): ``join`` with the token, or ``watch`` again."""
        if self.resyncing:
            return
        self.resyncing = True
        if self.held is not None:
            self.conn.send("join", table=self.table, token=self.held.token)
        else:
            self.conn.send("watch", table=self.table)

    def on_net(self, m: dict) -> bool:
        state = m.get("state")
        if state == "down":
            self.dropped = True                 # said under the board while it lasts (under_board), once
        elif state == "up":
            self.dropped = False
            self.note(self.t("net.back_self"))
        elif state == "closed":
            self.stop("net.closed", reason=self.t_error(m.get("code"), m.get("params") or {}))
        elif state == "rejoin_failed":
            self.stop("net.rejoin_failed", reason=self.t_error(m.get("code"), m.get("params") or {}))
        return True

    def watch_link(self) -> str | None:
        """The table's web page when the server has one (hello's ``web``: its scheme and port, the host the one
        this client reached), else None."""
        server = getattr(self.conn, "server", None)
        web = server.get("web") if isinstance(server, dict) else None
        if not isinstance(web, dict) or web.get("scheme") not in ("http", "https") or type(web.get("port")) is not int:
            return None
        host = str(self.conn.address.host)
        return printable(f"{web['scheme']}://{f'[{host}]' if ':' in host else host}:{web['port']}/t/{self.table}", 200)

    def on_snapshot(self, m: dict) -> None:
        if not getattr(self, "told_link", False) and self.watch_link():
            self.told_link = True
            self.note(self.t("net.watch_link", url=self.watch_link()))
        self.seq = m.get("seq") if isinstance(m.get("seq"), int) else self.seq
        self.info = m.get("info") if isinstance(m.get("info"), dict) else self.info
        seats = self.info.get("seats")
        if not (isinstance(seats, list) and len(seats) == 2):       # a server's junk: no names rather than a crash
            self.info = {**self.info, "seats": [None, None]}
        seat = m.get("seat")
        if self.held is not None and seat in (0, 1) and seat != self.seat:
            if not (self.held.next_secret and seat == self.held.next_seat):
                self.unfair(WitnessError("seat_changed", f"the server now seats this client at {seat}, which no "
                                         "rematch of its asked for"))
                return
            self.seat = self.view_seat = seat          # the rematch it asked for swapped the seats
            self.keep(replace(self.held, seat=seat))
        if type(m.get("unsaved")) is int:
            self.on_saving({"saved": False, "move": m["unsaved"]})
        gone = m.get("gone")
        self.gone = None
        if isinstance(gone, dict) and gone.get("seat") in (0, 1):
            self.gone = {"seat": gone["seat"], "name": printable(str(gone.get("name", "")), 24),
                         "until": self.clock() + max(0, int(gone.get("grace_ms") or 0)) / 1000,
                         "claimable": bool(gone.get("claimable"))}
        record = m.get("record") or ""
        self.timing(m)
        if self.info.get("state") == "cancelled":      # called off while this client was away
            self.on_cancelled(m)
            return
        if self.info.get("state") == "starting" and self.seat is not None and self.held is not None:
            if not self.committed(m.get("commitment")):
                return
        if self.info.get("state") in ("open", "starting"):
            record = ""                             # the seats are being taken: no game yet
        self.final = None
        self.last_throw = None
        if not record:
            self.session = None
        else:
            try:
                session, scribe = mirror(self.spec, record, self.names(), self.seat)
            except ValueError as err:
                self.session = None
                self.stop("net.bad_record", reason=printable(str(err), 120))
                return
            try:
                if self.session is not None and self.scribe is not None:
                    self.witness.seen(self.scribe.record)      # the past as this client followed it
                self.witness.follow(scribe.record, self.seat, m.get("game") if type(m.get("game")) is int
                                    else None, self.my_anchors())
                check_opening(scribe.record, self.spec, session)
            except WitnessError as err:
                self.unfair(err)
                return
            self.remember_commitment()
            self.session, self.scribe = session, scribe
            self.turn_started = self.clock()
            self.use_chain(session)
            if not session.game_over:
                self.rematch_asked = False
        offer = m.get("draw_offer")
        if offer in (0, 1) and offer != self.seat and self.session is not None and not self.session.game_over:
            self.note(self.t("net.draw_offered", name=self.name(offer)))
        pending = (m.get("pending") or {}).get("link") if isinstance(m.get("pending"), dict) else None
        self.pending_link = pending if isinstance(pending, int) else None
        if self.pending_link is not None:
            self.reveal_if_mine(self.pending_link)
        elif self.info.get("state") == "starting":
            self.reveal_if_mine(1)                  # both seats taken: link 1 (sent again after a reconnection)

    def my_anchors(self) -> tuple:
        """The anchors of this seat's chains (this game's and a rematch's), as committed."""
        if self.held is None:
            return ()
        return tuple(Chain(bytes.fromhex(secret)).anchor for secret in (self.held.secret, self.held.next_secret)
                     if secret)

    def committed(self, commitment: object) -> bool:
        """The three parties' anchors before this seat's link 1: kept, or the table left (False) when the
        server has not committed first or names another anchor for this seat."""
        if self.held is None or self.seat is None or not self.held.secret:
            return True
        held = self.held
        seat, secret = first_link(held.seat, held.secret, held.next_secret, held.next_seat)
        try:
            self.witness.committed(commitment, seat, (Chain(bytes.fromhex(secret)).anchor,))
        except WitnessError as err:
            self.unfair(err)
            return False
        self.remember_commitment()
        return True

    def remember_commitment(self) -> None:
        """The commitment held now, in network.json with the seat (a restarted client checks against it)."""
        if self.held is not None and self.witness.commitment and self.held.commitment != self.witness.commitment:
            self.keep(replace(self.held, commitment=self.witness.commitment))

    def unfair(self, err: WitnessError) -> None:
        """The server told a story that this client refuses: said plainly, and this table is played no more."""
        self.session = None
        self.stop(f"net.unfair.{err.code}")

    def timing(self, m: dict) -> None:
        """The turn limit and what is left of it for the seat that must act, from a snapshot."""
        if type(m.get("turn_limit_ms")) is int:
            self.limit_ms = m["turn_limit_ms"]
        owing = m.get("owing") if isinstance(m.get("owing"), dict) else None
        left = owing.get("left_ms") if owing is not None else None
        self.deadline = self.clock() + left / 1000 if type(left) is int else None
        self.stalled = None

    def restart_limit(self) -> None:
        """The turn passed (a play that ended it, a link asked, a game begun): whoever must act now has the
        whole turn limit again, as the server counts it."""
        self.deadline = self.clock() + self.limit_ms / 1000 if self.limit_ms else None
        self.stalled = None

    def use_chain(self, session: Any) -> None:
        """The seat's chain for this game: the secret whose anchor the record's commitment holds."""
        self.chain = None
        fair = getattr(session.setup, "fair_dice", "")
        if self.held is None or self.seat is None or not fair:
            return
        anchor = Commitment.parse(fair).anchors[self.seat]
        for secret in (self.held.secret, self.held.next_secret):
            if not secret:
                continue
            chain = Chain(bytes.fromhex(secret))
            if chain.anchor == anchor:
                self.chain = chain
                if secret != self.held.secret:
                    self.keep(replace(self.held, seat=self.seat, secret=secret, next_secret="", next_seat=None))
                return
        self.note(("error", self.t("net.no_secret")))

    def reveal_if_mine(self, n: int) -> None:
        """Throw ``n`` is due: the seat not to move reveals its link now, by itself (and everyone at the
        start, before the game exists)."""
        if self.held is None or self.seat is None or not self.held.secret:
            return
        s = self.session
        if s is not None and (s.game_over or s.game.to_move() == self.seat):
            return                                  # the mover reveals its link with its throw (Enter)
        chain = self.chain
        if s is None and self.witness.commitment is None:
            return                                  # link 1 only against the three parties' anchors
        if s is None:                               # a game about to begin: the chain last committed to
            chain = Chain(bytes.fromhex(first_link(self.held.seat, self.held.secret, self.held.next_secret,
                                                   self.held.next_seat)[1]))
        elif chain is None:
            return
        self.conn.send("act", table=self.table, token=self.held.token, action="reveal", n=n,
                       link=to_hex(chain.link(n)))

    # ------------------------------------------------------------ events
    def on_seated(self, m: dict) -> None:
        seats = list(self.info.get("seats") or [None, None])
        if m.get("seat") in (0, 1):
            seats[m["seat"]] = m.get("name")
            self.info["seats"] = seats
            if m["seat"] != self.seat:
                self.note(self.t("net.seated", name=printable(str(m.get("name", "")), 24)))

    def on_start(self, m: dict) -> None:
        self.session = None                         # a new game at the table (a rematch): it begins anew
        self.final = None
        self.rematch_asked = False
        self.restart_limit()
        if self.committed(m.get("commitment")):
            self.reveal_if_mine(int(m.get("n") or 1))

    def on_left(self, m: dict) -> None:
        seats = list(self.info.get("seats") or [None, None])
        if m.get("seat") in (0, 1):
            seats[m["seat"]] = None
            self.info["seats"] = seats
            if m["seat"] != self.seat:
                self.note(self.t("net.left", name=printable(str(m.get("name", "")), 24)))

    def on_begin(self, m: dict) -> None:
        self.note(self.t("net.begin"))

    def on_link(self, m: dict) -> None:
        n = int(m["n"])
        self.restart_limit()
        self.pending_link = n
        self.reveal_if_mine(n)

    def on_throw(self, m: dict) -> None:
        seat = m.get("seat")
        shown = "-".join(map(str, m.get("throw") or ()))
        try:
            thrown = apply_throw(self.session, m)
        except MirrorError as err:
            reason = printable(err.message, 80) if err.thrown is None else \
                self.t("net.bad_throw_differs", throw="-".join(map(str, err.thrown)))
            self.stop("net.bad_throw", name=self.name(seat) if seat in (0, 1) else "?", throw=shown, reason=reason)
            return
        self.pending_link = None
        self.last_throw = tuple(thrown)
        self.last_seat = None
        self.turn_started = self.clock()
        self.note(self.t("play.thrown", name=self.name(seat), throw="-".join(map(str, thrown))))

    def on_play(self, m: dict) -> None:
        s = self.session
        seat = s.game.to_move()
        played = apply_play(s, m)          # MirrorError (a ValueError) for the seat not to move
        if played is None:
            return
        if seat != self.seat:
            self.note(self.t("play.played", name=self.name(seat), move=self.screen.describe(played, self.view_seat)))
        self.screen.moved(played, seat)
        del self.notes[:-MAX_NOTES]
        if s.game_over or s.game.to_move() != seat:
            self.restart_limit()                    # the turn passed (the limit is for a whole turn)

    def on_end(self, m: dict) -> None:
        s = self.session
        winner, reason = m.get("winner"), str(m.get("reason") or "")
        if s is not None and not s.game_over and winner in (0, 1):
            try:
                if reason == "time":
                    s.time_out(1 - winner)          # its clock shows 0:00, as the server's
                else:
                    s.concede(1 - winner, "yield")
            except ValueError:
                pass
        if s is None or not s.game_over:
            self.final = m                          # said as the server says it
        self.gone = None

    def on_say(self, m: dict) -> None:
        if self.muted and m.get("seat") != self.seat:
            return
        self.chat.append((printable(str(m.get("name", "")), 24), printable(str(m.get("text", "")), MAX_SAY)))
        del self.chat[:-CHAT_LINES]

    def on_draw_offer(self, m: dict) -> None:
        if m.get("seat") != self.seat:
            self.note(self.t("net.draw_offered", name=self.name(m["seat"])))

    def on_draw_declined(self, m: dict) -> None:
        if m.get("seat") != self.seat:
            self.note(self.t("net.draw_declined", name=self.name(m["seat"])))

    def on_gone(self, m: dict) -> None:
        self.gone = {"seat": m.get("seat"), "name": printable(str(m.get("name", "")), 24),
                     "until": self.clock() + max(0, int(m.get("grace_ms") or 0)) / 1000, "claimable": False}

    def on_back(self, m: dict) -> None:
        self.gone = None
        if self.stalled == m.get("seat"):
            self.stalled = None
        self.note(self.t("net.back", name=printable(str(m.get("name", "")), 24)))

    def on_saving(self, m: dict) -> None:
        """The server cannot save the table (said once, a snapshot's ``unsaved`` too), or can again."""
        if m.get("saved") is False and not self.unsaved:
            self.unsaved = True
            self.note(("error", self.t("net.unsaved", move=int(m["move"]))))
        elif m.get("saved") is True and self.unsaved:
            self.unsaved = False
            self.note(self.t("net.saved_again"))

    def on_claimable(self, m: dict) -> None:
        if self.gone is not None and self.gone.get("seat") == m.get("seat"):
            self.gone["claimable"] = True
        elif m.get("seat") in (0, 1):
            self.stalled = m["seat"]                # connected, but it did not act within the turn limit
        if self.seat is not None and m.get("seat") != self.seat:
            key = "net.claimable" if self.gone is not None else "net.claimable_stalled"
            self.note(self.t(key, name=self.name(m["seat"])))

    def on_cancelled(self, m: dict) -> None:
        self.memory.forget(self.conn.server_id, self.table)
        self.stop("net.cancelled")

    def on_rematch_offer(self, m: dict) -> None:
        if m.get("seat") != self.seat:
            self.note(self.t("net.rematch_offered", name=self.name(m["seat"])))

    def on_watchers(self, m: dict) -> None:
        self.info["watchers"] = m.get("count")

    def on_signed(self, m: dict) -> None:
        """An entry of the game's signed log: the connection's Signer follows it (framework/net/identity.py),
        the record the server keeps carries it; nothing on the screen changes."""

    #: The server's event kinds and what each does here: one table, not a method found by name.
    EVENTS: dict[str, Callable[["NetTable", dict], None]] = {
        "seated": on_seated, "left": on_left, "start": on_start, "begin": on_begin, "link": on_link,
        "throw": on_throw, "play": on_play, "end": on_end, "say": on_say, "draw_offer": on_draw_offer,
        "draw_declined": on_draw_declined, "gone": on_gone, "back": on_back, "saving": on_saving,
        "claimable": on_claimable, "cancelled": on_cancelled, "rematch_offer": on_rematch_offer,
        "watchers": on_watchers, "signed": on_signed}

    # ------------------------------------------------------------ the screen
    def state(self) -> tuple:
        """What decides which screen and prompt the loop shows: a change sends the loop back to decide."""
        s = self.session
        if s is None:
            return (None, self.stopped, self.left, self.seat)
        return (id(s), len(s.history), s.needs_throw, s.game_over, self.final is not None, self.stopped,
                self.left, self.seat)

    def under_board(self) -> list:
        lines: list = []
        for name, text in self.chat:
            lines.append(self.t("net.chat_line", name=name, text=text))
        if self.dropped:
            lines.append(("error", self.t("net.reconnecting")))
        if self.gone is not None:
            left = max(0, int(self.gone["until"] - self.clock()))
            key = "net.gone_claimable" if self.gone["claimable"] and self.seat is not None else "net.gone"
            if key == "net.gone_claimable" and self.must_answer() and self.session is not None \
                    and not self.session.game_over:
                key = "net.gone_claimable_your_turn"     # the server takes a claim once this seat owes nothing
            lines.append(("error", self.t(key, name=self.gone["name"], left=format_clock(left * 1000))))
        elif self.stalled is not None and self.seat is not None and self.stalled != self.seat:
            lines.append(("error", self.t("net.stalled_claimable", name=self.name(self.stalled))))
        elif self.other_must_act() and self.deadline is not None:
            left = max(0, int(self.deadline - self.clock()))
            lines.append(self.t("net.turn_limit", name=self.name(1 - self.seat), left=format_clock(left * 1000)))
        return lines

    def other_must_act(self) -> bool:
        """Whether the other seat is the one this seat waits for (its move or its throw; no clock measures it)."""
        s = self.session
        if self.seat is None or s is None or s.game_over or self.final is not None or s.clocks is not None:
            return False
        return s.game.to_move() != self.seat

    def show(self, extra: list | None = None, turn_over: bool = False) -> None:
        s = self.session
        notes = list(self.notes) + list(extra or []) + self.under_board()
        if s is None:
            self.prompt.show(self.waiting_lines() + self.term.wrap(notes, self.term.width, 12))
            return
        mover = s.game.to_move() if not s.game_over else self.view_seat
        self.screen.draw(self.view_seat, notes, turn_over=turn_over, mover=mover)

    def waiting_lines(self) -> list[str]:
        names = [n or "-" for n in self.names_or_none()]
        title = self.t("net.table_title", table=printable(self.table, 12), game=self.view.title)
        return [self.term.style("title", title), "=" * len(title), "",
                self.t("net.table_seats", first=printable(str(names[0]), 24), second=printable(str(names[1]), 24)),
                ""]

    def poll(self, prompt: str, redraw: Callable[[], None]) -> str | None:
        """Draw, then wait for a line while following the server: the line typed, or None when the game
        moved on (another screen is due). Piped input is read only when this seat must answer."""
        redraw()
        before = self.state()
        shown = prompt
        tty = self.prompt._tty_input()
        ticking = self.ticking()
        last_tick = self.clock()
        while True:
            if tty or self.must_answer():
                try:
                    line = self.prompt.ask(shown, self.clock() + self.poll_s if tty else None)
                    return line
                except TimeUp:
                    shown = ""
            changed = self.pump(0 if tty else self.poll_s)
            if self.state() != before:
                return None
            now = self.clock()
            if changed or (ticking and now - last_tick >= 1.0):
                last_tick = now
                redraw()
                shown = prompt
                ticking = self.ticking()

    def must_answer(self) -> bool:
        """Whether this keyboard's seat is to act now (piped input is read only then)."""
        s = self.session
        if self.stopped is not None:
            return True
        if s is None:
            return False
        if s.game_over or self.final is not None:
            return not self.rematch_asked           # after asking for a rematch: its answer is awaited
        return self.seat is not None and s.game.to_move() == self.seat

    def ticking(self) -> bool:
        """Whether the screen shows a countdown worth redrawing every second: the absent player's grace, or
        the clocks while the other seat thinks (never under a line this seat is typing at its own turn)."""
        s = self.session
        running = s is not None and s.clocks is not None and not s.game_over
        return self.gone is not None or (running and not self.must_answer()) or (
            self.deadline is not None and self.other_must_act())

    # ------------------------------------------------------------ the loop
    def run(self) -> None:
        """Play at this table until the player leaves it (back to the lobby)."""
        try:
            self.play()
        finally:
            if self.revealer in self.conn.hooks:
                self.conn.hooks.remove(self.revealer)

    def play(self) -> None:
        while not self.left:
            self.pump(0)
            if self.left:
                return
            if self.stopped is not None:
                self.show([("error", self.stopped)])
                self.prompt.ask(self.t("net.enter_lobby"))
                return
            s = self.session
            if s is None:
                line = self.poll(self.t("net.wait_prompt"), self.show)
                if line is not None:
                    self.table_command(line)
                continue
            if s.game_over or self.final is not None:
                if not self.game_end():
                    return
                continue
            if self.seat is None or s.game.to_move() != self.seat:
                if not self.wait_turn():
                    return
                continue
            if s.needs_throw:
                if not self.before_throw():
                    return
                continue
            if not self.person_turn():
                return

    def table_command(self, line: str) -> bool:
        """A line typed before the game begins: the table's commands (chat, leave), else what may be typed."""
        words = line.split()
        if not words:
            return True
        word, rest = words[0].lower(), line.strip()[len(words[0]):].strip()
        for cmd in self.commands():
            if (cmd.group == TABLE or cmd.name in ("leave", "quit")) and word in cmd.words and cmd.rest(rest):
                if cmd.refusal is not None:
                    self.note(cmd.refusal)
                else:
                    cmd.run(rest, False)
                return True
        self.note(self.t("net.wait_help"))
        return True

    def wait_turn(self) -> bool:
        """The other seat plays (or this keyboard watches): the board, the news, the prompt open."""
        s = self.session
        mover = s.game.to_move()
        key = "net.watch_prompt" if self.seat is None else "net.wait_prompt_turn"
        line = self.poll(self.t(key, name=self.name(mover)),
                         lambda: self.show(turn_over=s.needs_throw and bool(s.history)))
        if line is None:
            return True
        self.notes = []
        return self.command(line, thrown=not s.needs_throw)

    def before_throw(self) -> bool:
        """This seat's throw: Enter sends this seat's link; the throw comes back as the server's event."""
        line = self.poll(self.t("play.throw_prompt", name=self.name(self.seat)),
                         lambda: self.show([self.t("play.handover_first", name=self.name(self.seat))]))
        if line is None:
            return True
        self.notes = []
        if line.strip():
            return self.command(line, thrown=False)
        self.send_throw()
        return True

    def send_throw(self) -> None:
        """This seat's throw: its link of the throw due (none for a scripted throw), then the server's event."""
        s = self.session
        scripted = bool(getattr(s.throws, "remaining_script", 0))
        n = None if scripted else getattr(s.throws, "next_link", None)
        fields: dict = {"action": "throw"}
        if n is not None and self.chain is not None:
            fields.update(n=n, link=to_hex(self.chain.link(n)))
        if self.send_act(**fields):
            self.await_change(lambda: not s.needs_throw)

    def person_turn(self) -> bool:
        """This seat's move: the prompt (with its clock), the line carried out through the server."""
        s = self.session
        seat = self.seat
        extra = self.screen.stuck()
        line = self.poll(self.view.prompt(s, self.screen.left_ms(seat)), lambda: self.show(list(extra)))
        if line is None:
            return True
        self.notes = []
        return self.command(line, thrown=True)

    def game_end(self) -> bool:
        """The end screen: ``rematch`` (seats swapped), or Enter back to the lobby."""
        s = self.session
        ending = list(self.view.end(s)) if s.game_over else [("title", self.final_words())]
        review = self.on_review if s.game_over and self.scribe is not None else None
        prompt = self.t(("net.end_prompt" if self.seat is not None else "net.end_prompt_watch")
                        + ("_review" if review is not None else ""))
        line = self.poll(prompt, lambda: self.show(ending, turn_over=True))
        if line is None:
            return True
        words = line.split()
        if not words:
            self.leave(ask=False)
            return False
        if review is not None and len(words) == 1 and words[0] in REVIEW:
            review(self.named_record())         # the game's record as this client verified it; then the end again
            return True
        self.notes = []
        if not self.command(line, thrown=False):
            return False
        return True

    def named_record(self) -> Any:
        """The game's record as this client verified it, its seats named by the players at the table: a game
        whose record keeps no names (Ataxx's, Latrunculi's) is reviewed with theirs, not its colours."""
        record = self.scribe.record
        names = tuple(player.name for player in self.session.players)
        return replace(record, setup=replace(record.setup, names=names))

    def final_words(self) -> str:
        """The server's end, said in the game's own words (``end.<reason>``, as the end screen says it); the
        server's result text (the record's English) only for a reason the game has no sentence for."""
        m = self.final or {}
        winner = m.get("winner")
        result = printable(str(m.get("result", "")), 60)
        reason = str(m.get("reason") or "")
        if reason.replace("_", "").isalnum() and reason.isascii():
            names = {"winner": self.name(winner), "loser": self.name(1 - winner)} if winner in (0, 1) else {}
            key = f"end.{reason}"
            said = self.t(key, **{"winner": "", "loser": "", **names})
            if said != key:
                result = said
        if winner in (0, 1):
            return self.t("net.result_won", name=self.name(winner), result=result)
        return self.t("net.result", result=result)

    # ------------------------------------------------------------ commands
    def command(self, line: str, thrown: bool) -> bool:
        """One typed line, carried out by the screen; False when the table is left (back to the lobby)."""
        return self.screen.command(line, thrown) and not self.left

    def commands(self) -> list[Command]:
        """SeatDriver: the table's commands (framework/lang/words.py ``NET``) and the loop's that work otherwise
        here: quit leaves the table, yield is sent, undo and hint are not offered. A watcher is refused
        what only a seat may do (and the help does not list it); a player has no ``seat`` to choose."""
        c = NET
        watching = self.seat is None
        seated = ("error", self.t("net.watcher")) if watching else None
        out = [
            Command("undo", COMMANDS["undo"], rest=ANY, group=GAME, refusal=self.t("net.no_undo")),
            Command("hint", COMMANDS["hint"], group=GAME, refusal=self.t("net.no_hint")),
            Command("yield", COMMANDS["yield"], lambda rest, thrown: self.give_up(), "play.cmd.yield",
                    group=LEAVE, refusal=seated),
            Command("quit", COMMANDS["quit"], lambda rest, thrown: not self.leave(ask=self.playing()), group=LEAVE),
            Command("leave", c["leave"], lambda rest, thrown: not self.leave(ask=self.playing()),
                    "net.cmd.leave", group=LEAVE),
            Command("say", c["say"], lambda rest, thrown: self.say(rest), "net.cmd.say", rest=ANY, group=TABLE,
                    refusal=seated),
            Command("mute", c["mute"], lambda rest, thrown: self.mute(), "net.cmd.mute", group=TABLE),
            Command("claim", c["claim"], lambda rest, thrown: self.request("claim", what="win"), "net.cmd.claim",
                    group=TABLE, refusal=seated),
            Command("wait", c["wait"], lambda rest, thrown: self.wait_longer(), "net.cmd.wait", group=TABLE,
                    refusal=seated),
            Command("rematch", c["rematch"], lambda rest, thrown: self.ask_rematch(), "net.cmd.rematch",
                    group=TABLE, refusal=seated),
            Command("seat", c["seat"], lambda rest, thrown: self.view_from(rest), "net.cmd.seat", group=TABLE,
                    rest=lambda rest: rest.lower() in SEAT_WORDS,
                    refusal=None if watching else ("error", self.t("net.seat_players"))),
        ]
        if self.view.draw_offers:                   # a game with draws offered (Latrunculi)
            out += [Command("draw", c["draw"], lambda rest, thrown: self.offer_draw(), group=TABLE,
                            refusal=seated),              # unlisted: the game's own help names it
                    Command("accept", c["accept"], lambda rest, thrown: self.answer_draw("accept"),
                            "net.cmd.accept", group=TABLE, refusal=seated),
                    Command("decline", c["decline"], lambda rest, thrown: self.answer_draw("decline"),
                            "net.cmd.decline", group=TABLE, refusal=seated)]
        return out

    def closed(self) -> Any:
        """SeatDriver: a watcher plays nothing; after the end only the table's commands are left; a player
        waits for their turn."""
        s = self.session
        if self.seat is None:
            return ("error", self.t("net.watcher"))
        if s is None or s.game_over or self.final is not None:
            return self.t("net.over_help")
        if s.game.to_move() != self.seat:
            return ("error", self.t("net.not_your_turn", name=self.name(s.game.to_move())))
        return None

    def playing(self) -> bool:
        """Whether this keyboard holds a seat in a game under way (leaving it then asks first)."""
        return self.session is not None and not self.session.game_over and self.seat is not None

    def give_up(self) -> None:
        """``yield``: sent once confirmed; the other player wins at every screen."""
        if self.session is None or self.session.game_over:
            return
        other = self.name(1 - self.seat)
        if self.prompt.confirm(self.t("play.confirm_yield", other=other)):
            self.send_act(action="yield")
        else:
            self.note(self.t("play.playing_on"))

    def say(self, text: str) -> None:
        """``say TEXT``: a line to the table (the server shows it to everyone there)."""
        if not text:
            self.note(("error", self.t("net.say_usage")))
        elif len(text) > MAX_SAY:
            self.note(("error", self.t("net.say_too_long", most=MAX_SAY, length=len(text))))
        else:
            self.request("say", text=text)

    def mute(self) -> None:
        """``mute``: the other player's lines hidden (again: shown)."""
        self.muted = not self.muted
        if self.muted:
            self.chat = [(n, x) for n, x in self.chat if n == self.name(self.seat if self.seat is not None else 0)]
        self.note(self.t("net.muted" if self.muted else "net.unmuted"))

    def wait_longer(self) -> None:
        if self.request("claim", what="wait"):
            self.note(self.t("net.waiting_on"))

    def view_from(self, rest: str) -> None:
        """``seat I|II``: a watcher's board drawn from that seat."""
        self.view_seat = SEAT_WORDS[rest.lower()]
        self.note(self.t(f"view.from_seat.{self.view_seat}"))      # a whole sentence per seat: the game's own

    def offer_draw(self) -> None:
        if self.send_act(action="draw"):
            self.note(self.t("net.draw_sent", name=self.name(1 - self.seat)))

    def answer_draw(self, answer: str) -> None:
        """``accept`` or ``decline`` the draw offered (a refusal of the server's is said, the table stays)."""
        self.send_act(action=answer)

    def refuse_watcher(self) -> bool:
        if self.seat is None:
            self.note(("error", self.t("net.watcher")))
            return True
        return False

    def leave(self, ask: bool) -> bool:
        """Leave the table (back to the lobby); True when left. A game under way keeps the seat."""
        if ask and not self.prompt.confirm(self.t("net.confirm_leave")):
            self.note(self.t("play.playing_on"))
            return False
        fields = {"table": self.table}
        if self.held is not None:
            fields["token"] = self.held.token
        try:
            self.conn.request("leave", timeout=5, **fields)
        except NetError:
            pass
        self.conn.rejoin.pop(self.table, None)
        if self.held is not None and (self.session is None or not self.session.history
                                      or self.session.game_over or self.final is not None):
            self.memory.forget(self.conn.server_id, self.table)    # nothing to come back to
        self.left = True
        return True

    def ask_rematch(self) -> None:
        if self.refuse_watcher():
            return
        if self.session is None or not (self.session.game_over or self.final is not None):
            self.note(("error", self.t("net.rematch_not_over")))
            return
        fields: dict = {}
        if self.held is not None and self.held.secret:
            secret = new_secret()
            self.keep(replace(self.held, seat=self.seat, next_secret=secret.hex(), next_seat=1 - self.seat))
            fields["commit"] = to_hex(Chain(secret).anchor)
        if self.request("rematch", **fields):
            self.rematch_asked = True
            self.note(self.t("net.rematch_sent"))

    # ------------------------------------------------------------ talking to the server
    def request(self, kind: str, **fields: object) -> dict | None:
        """Send ``kind`` for this table with the seat's token; the reply, or None (the refusal noted)."""
        fields = {"table": self.table, **fields}
        if self.held is not None:
            fields["token"] = self.held.token
        try:
            return self.conn.request(kind, **fields)
        except NetError as err:
            if err.code == "disconnected":              # said plainly: what was typed is not played
                self.note(("error", self.t("net.not_sent")))
            else:
                self.note(("error", self.t_error(err.code, err.params)))
            return None

    def send_act(self, **fields: object) -> bool:
        return self.request("act", **fields) is not None

    def await_change(self, done: Callable[[], bool], seconds: float = 15.0) -> None:
        """Follow the server until ``done()`` (the event that answers what was sent has come), the table
        stops or ``seconds`` pass."""
        deadline = self.clock() + seconds
        session = self.session
        while not done() and self.stopped is None and self.session is session and self.clock() < deadline:
            self.pump(0.1)

    def apply(self, action: Any) -> Any:
        """SeatDriver: ``action`` checked on a copy of the game (the engine's refusal raised at once, nothing
        sent), sent, and applied when the server's event comes back: what was played, or None."""
        if self.refuse_watcher():
            return None
        s = self.session
        played = s.game.copy().apply(action)
        before = len(s.history)
        if not self.send_act(action=played.text):
            return None
        self.await_change(lambda: len(s.history) > before or s.game_over)
        if self.session is s and len(s.history) > before:
            return s.history[before]
        return None

    def act(self, action: Any) -> Any:
        """Play ``action`` as if typed (a refusal becomes notes): what was played, or None."""
        return self.screen.act(action)

    def t_error(self, code: object, params: dict) -> str:
        """A refusal of the server (or the connection's trouble) in the player's language."""
        code = str(code or "server_error")
        if code == "illegal" and isinstance(params, dict):
            inner = params.get("params") if isinstance(params.get("params"), dict) else {}
            key = str(params.get("key") or "")
            if key.startswith("net.") and self.t(key) != key:
                return self.t(key, **{k: printable(str(v), 40) for k, v in inner.items()})
            err = ServerRefusal(str(params.get("code", "illegal")), str(params.get("key") or ""), inner)
            return self.view.refusal(err, printable(str(params.get("action", "")), 24))
        key = f"net.error.{code}"
        shown = {k: printable(str(v), 40) for k, v in (params or {}).items() if isinstance(v, (str, int, float))}
        text = self.t(key, **shown)
        return text if text != key else self.t("net.error.other", code=printable(code, 30))

