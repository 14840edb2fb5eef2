"""One table of the game server: two seats, watchers, one game at a time, its record and its events.

Why pure (no sockets, no clock): everything a table decides (who may act,
whether an action is legal, when a throw is due, when a dropped player's grace
is over) is tested here without a network, and a server restarted from its
data directory rebuilds the very same table. Time comes in as ``now`` (ms);
what leaves goes out through :attr:`Table.outbox` (the events, each with the
table's sequence number). The table writes no file and calls nothing back: the
server reads what it saves after each request and each tick, the record
(:meth:`Table.record_text`, the house's format) when :attr:`Table.record_version`
moved on, then the state (:meth:`Table.to_json`).

The rules are the engine's: every action goes through the same
:class:`framework.core.session.Session` as hotseat play, an illegal one is refused
with the engine's error (``illegal``) and changes nothing. A network game with
dice takes its throws from :class:`framework.core.fair_dice.JointThrows`: both
clients and the server committed to a hash chain, link 1 of each gives the
seed, and link ``n`` of each is revealed for throw ``n`` (the seat not to move
reveals when the ``link`` event asks, the mover with its ``throw``).
"""
from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from framework.core.errors import GameError
from framework.core.fair_dice import Chain, Commitment, FairDiceError, check_link, new_secret, opening_seed
from framework.core.record import FAIR_DICE_REVEAL, MAX_CLOCK_MS, Record, Scribe, fair_dice_pairs, read, restore, write
from framework.core.signed_log import SEAT_KEYS, SEAT_NAMES, SERVER_KEY, SIGNERS, TABLE, Log, Signed, begin_body, end_body
from framework.core.session import Setup, first_seat, new_seed
from framework.core.spec import new_session
from framework.core.player import Player

__all__ = ["TableError", "Seat", "Table", "token_hash", "STATES", "setup_date", "signed_body"]

#: A table's states: waiting for a player, exchanging the dice's first links, a game on, over, called off.
STATES = ("open", "starting", "playing", "over", "cancelled")
#: Words of an action that would bring dice or a position from a client.
_DICE_WORDS = ("roll", "dice", "seed", "fen", "position", "setup", "script")


class TableError(ValueError):
    """A request the table refuses: ``code`` (the contract's error codes), ``message``, ``params``."""

    def __init__(self, code: str, message: str, /, **params: object) -> None:
        super().__init__(message)
        self.code, self.message, self.params = code, message, params


def token_hash(token: str) -> str:
    """What the table keeps of a seat's token: its sha256, hex."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def setup_date(now: int) -> str:
    """``now`` (ms since the epoch) as a record's Date."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(now / 1000))


def signed_body(action: str, link: str | None, n: int | None) -> str:
    """The text a seat signs for an ``act``: ``reveal N LINK``, ``throw N LINK`` (``throw`` alone: a scripted
    throw), or ``act <the action as sent>``."""
    word = action.strip().lower()
    if word in ("reveal", "throw"):
        return word if link is None and n is None else f"{word} {n} {link}"
    return f"act {action.strip()}"


def _jsonable(value: object) -> object:
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    return str(value)


@dataclass
class Seat:
    """One player at the table: ``name``, the hash of their token, whether a connection holds the seat,
    since when it has not (``gone_since``, ms), their dice commitment and what they asked for."""

    name: str
    token: str                      # sha256 hex of the token
    connected: bool = True
    gone_since: int | None = None
    claimable: bool = False
    commit: str = ""                # the anchor of this game's chain (dice games)
    link1: str = ""                 # link 1, revealed while the table is starting
    rematch: bool = False
    rematch_commit: str = ""
    key: str | None = None          # the player's public key (64 hex), proven at hello


@dataclass
class Table:
    """One table. Build it with :meth:`new` or :meth:`load`; every request method raises TableError or
    changes the table and puts its events into :attr:`outbox`."""

    id: str
    spec: Any                                   # framework.core.spec.GameSpec
    options: dict
    clock_ms: int | None = None
    grace_ms: int = 120_000
    turn_limit_ms: int = 300_000                # a seat that must act and has not for this long is claimable
    seats: list = field(default_factory=lambda: [None, None])
    watchers: int = 0
    state: str = "open"
    seq: int = 0
    games: int = 0                              # games finished or cancelled before this one (rematches)
    secret: str = ""                            # the server's chain secret for this game (hex; dice games)
    pending: int | None = None                  # the link number of the throw due (dice games)
    pending_links: dict = field(default_factory=dict)      # seat (as text) -> its link of the throw due
    draw_offer: int | None = None
    turn_started: int = 0
    created: int = 0
    outbox: list = field(default_factory=list)
    session: Any = None
    scribe: Any = None
    dice: int = 0
    reason: str = ""                            # why the table was cancelled
    resnap: bool = False                        # a new game began: everyone gets a snapshot
    owed_since: int | None = None               # since when the seats that must act have owed it (the turn limit)
    kept_record: str = ""                       # a finished game's record as loaded (not replayed again)
    # How many times the record changed (a new game's, a throw, a play, the end; never reset): the server writes
    # the record when this is not the count it last wrote. A loaded table starts at 0, its record on disk.
    record_version: int = 0
    rated: str | None = None                    # the rating pool its games count in; None: casual or not rated
    # The server's word on a seat's rating in this table's pool (``{"rating", "provisional"}`` or None), for info.
    rating_of: Any = None
    _clock_now: int = 0                         # the latest ``now`` given (a snapshot's grace left)
    # Who played (framework/core/signed_log.py): the server's key (``.public``, ``.sign(bytes)``; None: an
    # unsigned table, as the pure tests build), and this game's signed log from its start.
    server_key: Any = None
    log: Any = None

    # ------------------------------------------------------------ building
    @classmethod
    def new(cls, table_id: str, spec, options: dict, clock_ms: int | None, now: int, *, grace_ms: int = 120_000,
            turn_limit_ms: int = 300_000, server_key: Any = None) -> "Table":
        """A new open table of ``spec``'s game; TableError ``bad_option`` if the options do not make a game.
        ``server_key``: the server's key, which signs the game's log (None: the game is not signed)."""
        table = cls(table_id, spec, dict(options), clock_ms, grace_ms, turn_limit_ms, created=now,
                    turn_started=now, server_key=server_key)
        table.dice = table._check_options()
        table._new_secret()
        return table

    def _check_options(self) -> int:
        spec, options = self.spec, self.options
        defaults = dict(spec.defaults)
        if "start" in options:
            raise TableError("dice_from_client", "a client does not set the start position", field="start")
        for name, value in options.items():
            if name not in defaults:
                raise TableError("bad_option", f"{spec.name} has no option {name!r} (its options: "
                                 f"{', '.join(sorted(defaults)) or 'none'})", option=name)
            want = type(defaults[name])
            if type(value) is not want:
                raise TableError("bad_option", f"the option {name!r} takes {want.__name__}, not {value!r}",
                                 option=name, expected=want.__name__)
        if self.clock_ms is not None:
            if type(self.clock_ms) is not int or not 1000 <= self.clock_ms <= MAX_CLOCK_MS:
                raise TableError("bad_option", f"a clock gives 1000..{MAX_CLOCK_MS} ms, not {self.clock_ms!r}",
                                 option="clock_ms")
        try:
            setup = spec.complete(Setup(names=("I", "II"), options=tuple(options.items()), clock_ms=self.clock_ms))
            game = spec.new_game(setup)
            read(write(Record(setup), spec.codec), spec.codec)      # a game its record can hold
        except (ValueError, TypeError, KeyError) as exc:
            raise TableError("bad_option", f"these options do not make a game: {exc}", reason=str(exc)[:200]) from None
        return game.dice

    def _new_secret(self) -> None:
        if self.dice:
            self.secret = new_secret().hex()

    # ------------------------------------------------------------ queries
    def info(self) -> dict:
        """What the lobby lists about this table."""
        return {"table": self.id, "game": self.spec.name, "options": dict(self.options), "clock_ms": self.clock_ms,
                "seats": [s.name if s else None for s in self.seats], "watchers": self.watchers,
                "state": self.state, "connected": [bool(s and s.connected) for s in self.seats],
                "rated": self.rated is not None,
                "ratings": [self.rating_of(s) if s is not None and self.rating_of is not None else None
                            for s in self.seats]}

    @property
    def live(self) -> bool:
        """Not over and not cancelled: it counts against a client's open tables."""
        return self.state in ("open", "starting", "playing")

    def seat_of(self, token: str | None) -> int:
        """The seat whose token ``token`` is; TableError ``bad_token`` if none (compared in constant time)."""
        if token:
            digest = token_hash(token)
            for seat, s in enumerate(self.seats):
                if s is not None and hmac.compare_digest(s.token, digest):
                    return seat
        raise TableError("bad_token", "this token holds no seat at this table")

    def record_text(self) -> str:
        """The record of the game so far in the house's format (``""`` before the game begins)."""
        if self.scribe is None:
            return self.kept_record
        return write(self.scribe.record, self.spec.codec)

    def snapshot(self, seat: int | None) -> dict:
        """Everything a client needs to draw the table from ``seat`` (None: a watcher)."""
        gone = None
        for s, sitter in enumerate(self.seats):
            if sitter is not None and not sitter.connected and sitter.gone_since is not None:
                gone = {"seat": s, "name": sitter.name, "grace_ms": self._grace_left(sitter, self._clock_now),
                        "claimable": sitter.claimable}
                break
        return {"type": "snapshot", "table": self.id, "seq": self.seq, "seat": seat, "info": self.info(),
                "game": self.games + 1, "commitment": self.commitment_text(), "record": self.record_text(),
                "gone": gone, "pending": {"link": self.pending}, "draw_offer": self.draw_offer,
                "turn_limit_ms": self.turn_limit_ms, "owing": self._owing_info(self._clock_now),
                # the log before the record holds it (a dice game's links 1); after, the record's Sign: lines
                "log": list(self.log.lines()) if self.log is not None and self.scribe is None else None}

    def commitment_text(self) -> str | None:
        """The three parties' anchors of this game's dice (``Fair-Dice`` text), once both seats committed: the
        server's is bound before any link 1 is asked for. None before that, or in a game without dice."""
        if not self.dice or self.state == "open" or not all(self.seats):
            return None
        return self._commitment().text()

    def owing(self) -> list[int]:
        """The seats that must act now (a link 1, a throw, a link, an action) for the game to go on."""
        if self.state == "starting":
            return [s for s in (0, 1) if not self.seats[s].link1]
        session = self.session
        if self.state != "playing" or session is None or session.game_over:
            return []
        mover = session.game.to_move()
        if self.pending is not None:
            return [s for s in (0, 1) if str(s) not in self.pending_links]
        return [mover]

    def _limited(self) -> list[int]:
        """The seats that :meth:`owing` names and the turn limit applies to (a clock game: the clock, not the
        limit, measures the mover's thinking; a link owed is still limited)."""
        seats = self.owing()
        if self.session is not None and self.session.clocks is not None and self.pending is None:
            return []
        return seats

    def _owing_info(self, now: int) -> dict | None:
        seats = self._limited()
        if not seats or not self.turn_limit_ms or self.owed_since is None:
            return None
        return {"seats": seats, "left_ms": max(0, self.turn_limit_ms - (now - self.owed_since))}

    def _grace_left(self, sitter: Seat, now: int) -> int:
        return max(0, self.grace_ms - (now - (sitter.gone_since or now)))

    # ------------------------------------------------------------ events
    def _event(self, kind: str, **fields: object) -> None:
        self.seq += 1
        self.outbox.append({"type": "event", "table": self.id, "seq": self.seq, "kind": kind, **fields})

    def take_events(self) -> list[dict]:
        """The events since the last call (the server sends them to everyone at the table)."""
        out, self.outbox = self.outbox, []
        return out

    def _on_session(self, event) -> None:
        if event.kind == "throw":
            n = links = None
            if not event.scripted and self.session.throws is not None and hasattr(self.session.throws, "links"):
                n = self.session.throws.next_link - 1
                links = [link.hex() for link in self.session.throws.links(n)]
            self._event("throw", seat=event.seat, throw=list(event.throw), n=n, links=links)
        elif event.kind == "play":
            self._event("play", seat=event.seat, action=event.played.text,
                        clocks=list(event.clocks) if event.clocks is not None else None)
        elif event.kind == "end":
            outcome = event.outcome
            self.state = "over"
            self.pending, self.pending_links, self.draw_offer = None, {}, None
            result = self.spec.codec.format_result(outcome)
            self._server_signs(end_body(setup_date(self._clock_now), result))
            self._event("end", winner=outcome.winner, reason=outcome.reason, result=result)

    def _record_changed(self, _record=None) -> None:
        """The record is not what it was (the table's Scribe calls it, and the beginning of a game)."""
        self.record_version += 1

    # ------------------------------------------------------------ seats
    def sit(self, name: str, seat: int | None, commit: str | None, now: int, key: str | None = None) -> tuple[int, str]:
        """``name`` (whose public key is ``key``) takes ``seat`` (None: a free one); returns the seat and its new
        token."""
        self._clock_now = now
        if self.state != "open":
            raise TableError("table_full", "both seats are taken" if self.state != "cancelled" else
                             "this table was called off", state=self.state)
        free = [s for s in (0, 1) if self.seats[s] is None]
        if seat is None:
            if not free:
                raise TableError("table_full", "both seats are taken")
            seat = free[0] if len(free) == 1 else secrets.randbelow(2)
        elif self.seats[seat] is not None:
            raise TableError("seat_taken", f"seat {seat} is taken", seat=seat)
        if self.dice and not commit:
            raise TableError("bad_field", "a game with dice needs your chain's anchor in 'commit'", field="commit",
                             expected="64 lower-case hex digits")
        token = secrets.token_urlsafe(24)
        self.seats[seat] = Seat(name, token_hash(token), commit=commit or "" if self.dice else "", key=key)
        self._event("seated", seat=seat, name=name)
        if all(self.seats):
            self._start(now)
        return seat, token

    def resume(self, seat: int, now: int) -> None:
        """A connection presented ``seat``'s token: the seat is held again."""
        self._clock_now = now
        sitter = self.seats[seat]
        if not sitter.connected:
            sitter.connected, sitter.gone_since, sitter.claimable = True, None, False
            self._event("back", seat=seat, name=sitter.name)

    def drop(self, seat: int, now: int) -> None:
        """``seat``'s connection went away: the grace period starts (the game waits)."""
        self._clock_now = now
        sitter = self.seats[seat]
        if sitter is None or not sitter.connected or not self.live:
            return
        sitter.connected, sitter.gone_since, sitter.claimable = False, now, False
        self._event("gone", seat=seat, name=sitter.name, grace_ms=self.grace_ms)

    def leave(self, seat: int, now: int) -> None:
        """``seat`` leaves: freed while nothing of the game is known (an open table with nobody left is called
        off); kept as a dropped connection once it counts, so the other may claim it after the grace period.

        A game counts from its first move in a game without dice, and in a dice game once it began (the first
        links gave the opening) or once the other seat revealed its link 1 (a server in league with the leaver
        could already have told it the opening): leaving then is never a free re-roll."""
        self._clock_now = now
        if self.state in ("over", "cancelled"):
            return
        other_revealed = self.state == "starting" and bool(self.seats[1 - seat].link1)
        if (self.state == "playing" and (self.session.history or self.dice)) or other_revealed:
            self.drop(seat, now)
            return
        sitter = self.seats[seat]
        other = self.seats[1 - seat]
        if other is not None and (self.state == "open" or (self.state == "playing" and not self.dice)):
            self.seats[seat] = None         # a game without dice and without a move: the seat is free again
            if self.state == "playing":
                self.state, self.session, self.scribe, self.resnap = "open", None, None, True
            self._event("left", seat=seat, name=sitter.name)
            return
        self._event("left", seat=seat, name=sitter.name)
        self._cancel("left")

    def _cancel(self, reason: str) -> None:
        self.state, self.reason = "cancelled", reason
        self.pending, self.pending_links, self.draw_offer = None, {}, None
        self._event("cancelled", reason=reason)

    def watch(self, delta: int) -> None:
        """A watcher came (+1) or went (-1)."""
        self.watchers = max(0, self.watchers + delta)
        self._event("watchers", count=self.watchers)

    # ------------------------------------------------------------ the start
    def _start(self, now: int) -> None:
        if self.server_key is not None:
            self.log = Log(self._log_table(), self.server_key.public)
        if self.dice:
            self.state = "starting"
            self.owed_since = now
            # The server's anchor goes out with the clients' before anyone reveals a link: no party can draw a
            # fresh secret after seeing another's link 1 (the opening would be its to choose).
            self._event("start", n=1, game=self.games + 1, commitment=self._commitment().text())
        else:
            self._begin(now)

    # ------------------------------------------------------------ who played: the signed log
    def _log_table(self) -> str:
        return f"{self.id} {self.games + 1}"

    def _signing(self) -> tuple[tuple[str, str], ...]:
        """The record's header lines of the keys: the server's, the table and game, each seat's."""
        return ((SERVER_KEY, self.server_key.public), (TABLE, self._log_table()),
                *((SEAT_KEYS[s], self.seats[s].key or "-") for s in (0, 1)),
                *((SEAT_NAMES[s], self.seats[s].name) for s in (0, 1)))

    def _server_signs(self, body: str) -> None:
        if self.log is None:
            return
        log = self.log
        k = log.next_k("S")
        after = len(log.entries)
        entry = Signed("S", k, after, self.server_key.sign(log.message("S", k, after, body)), body)
        self._logged(entry)

    def _logged(self, entry) -> None:
        """``entry`` appended to the log, to the record, and told to the table."""
        self.log.append(entry)
        if self.scribe is not None:
            self.scribe.record = self.scribe.record.with_signed(self._signing(), self.log.lines())
            self._record_changed()
        self._event("signed", game=self.games + 1, entry=entry.line())

    def _seat_entry(self, seat: int, body: str, signature: dict | None):
        """The seat's signed entry for ``body`` (checked, not yet appended); None on an unsigned table.
        TableError ``bad_signature`` when it is missing, out of order or not the seat's key's."""
        if self.log is None or self.server_key is None:
            return None
        key = self.seats[seat].key
        signature = signature or {}
        sig, k, after = signature.get("sig"), signature.get("k"), signature.get("after")
        if not key or sig is None or k is None or after is None:
            raise TableError("bad_signature", "every action at this table is signed: send 'sig', 'k' and 'after'",
                             reason="missing")
        try:
            entry = Signed(SIGNERS[seat], int(k), int(after), str(sig), body)
            why = self.log.problem(entry, key)
        except (TypeError, ValueError):
            why = "signature"
        if why is not None:
            if why == "text":
                raise TableError("bad_field", "an action is one line of printable text", field="action",
                                 expected="one line of printable text")
            raise TableError("bad_signature", {"sequence": f"entry {k} is not your next (expected "
                                               f"{self.log.next_k(SIGNERS[seat])} or more, at most 999999999)",
                                               "order": f"you cannot have seen {after} entries",
                                               "signature": "the signature is not your key's"}[why],
                             reason=why, expected=self.log.next_k(SIGNERS[seat]))
        return entry

    def _chain(self):
        """The server's chain of this game, made once (4,096 hashes) and kept while its secret stands."""
        kept = self.__dict__.get("_kept_chain")
        if kept is None or kept[0] != self.secret:
            kept = self.__dict__["_kept_chain"] = (self.secret, Chain(bytes.fromhex(self.secret)))
        return kept[1]

    def _commitment(self):
        return Commitment((bytes.fromhex(self.seats[0].commit), bytes.fromhex(self.seats[1].commit),
                           self._chain().anchor))

    def _players(self):
        return (Player(self.seats[0].name, 0), Player(self.seats[1].name, 1))

    def _new_session(self, setup):
        return new_session(self.spec, setup, self._players())

    def _begin_unrevealed(self, now: int) -> None:
        """A dice game claimed before its links 1 were all in: its record holds the commitment, no seed the
        links gave (``0``), no throw, and (after the claim) the result; ``--verify`` finds nothing to check but
        the commitment."""
        self._begin(now, unrevealed=True)

    def _begin(self, now: int, unrevealed: bool = False) -> None:
        """Both seats are taken (and, with dice, links 1 are in): the game begins."""
        spec = self.spec
        extra: dict = {}
        links = None
        if unrevealed:
            seed = "0"
            extra["fair_dice"] = self._commitment().text()
        elif self.dice:
            links = (bytes.fromhex(self.seats[0].link1), bytes.fromhex(self.seats[1].link1), self._chain().link(1))
            seed = opening_seed(links)
            extra["fair_dice"] = self._commitment().text()
        else:
            seed = str(new_seed())
        first, script = 0, ()
        if unrevealed:
            pass
        elif spec.opening is not None:
            first, _words, first_throw = spec.opening(seed, dict(self.options))
            if first_throw is not None:
                script = (tuple(first_throw),)
        elif spec.names == "settings":
            first = first_seat("random", seed)
        setup = Setup(names=(self.seats[0].name, self.seats[1].name), seed=str(seed), first=first, script=script,
                      clock_ms=self.clock_ms, options=tuple(self.options.items()), date=setup_date(now), **extra)
        session = self._new_session(setup)
        record = Record(session.setup)
        if links is not None:
            session.throws.reveal(1, links)
            record = replace(record, reveal=session.throws.proof())
        if self.log is not None:
            record = record.with_signed(self._signing(), self.log.lines())
        self._attach(session, record)
        if self.log is not None:
            codec = self.spec.codec
            header = list(codec.header(record.setup)) + [
                pair for pair in fair_dice_pairs(record, codec) if pair[0] != FAIR_DICE_REVEAL] + [
                pair for pair in self._signing() if pair[0] != SERVER_KEY]
            self._server_signs(begin_body(header))
        for sitter in self.seats:
            sitter.link1 = ""
        self.state = "playing"
        self.turn_started = self.owed_since = now
        self.resnap = True
        if unrevealed:
            return                              # the claim ends it at once
        self._event("begin")
        self._record_changed()
        self._due()

    def _attach(self, session, record) -> None:
        self.session = session
        self.scribe = Scribe(record, self.spec.codec, self._record_changed)
        session.listeners.append(self._on_session)
        session.listeners.append(self.scribe)

    def _due(self) -> None:
        """A throw due from the joint links: the ``link`` event asks the seat not to move for its link."""
        session = self.session
        if (session is None or not self.dice or self.state != "playing" or session.game_over
                or not session.needs_throw or self.pending is not None or session.throws.remaining_script):
            return
        self.pending, self.pending_links = session.throws.next_link, {}
        self.owed_since = self._clock_now
        self._event("link", n=self.pending)

    # ------------------------------------------------------------ actions
    def act(self, seat: int, action: str, link: str | None, n: int | None, now: int,
            signature: dict | None = None) -> None:
        """``seat`` acts: a command as typed, ``throw``, ``reveal``, ``yield``, ``draw``/``accept``/``decline``.
        On a signed table ``signature`` (``sig``, ``k``, ``after``: framework/core/signed_log.py) signs it; the
        entry joins the log only if the action is taken."""
        self._clock_now = now
        if self.log is None or self.state in ("open", "over", "cancelled"):
            return self._act(seat, action, link, n, now)
        entry = self._seat_entry(seat, signed_body(action, link, n), signature)
        # The seat's entry goes first: what its action sets off (the game's begin, its end) comes after it.
        before = (len(self.log.entries), len(self.outbox), self.seq, self.record_version)
        self._logged(entry)
        try:
            self._act(seat, action, link, n, now)
        except BaseException:
            # refused: the action changed nothing, and its entry goes as it came
            entries, events, self.seq, self.record_version = before
            self.log.truncate(entries)
            del self.outbox[events:]
            if self.scribe is not None:
                self.scribe.record = self.scribe.record.with_signed(self._signing(), self.log.lines())
            raise

    def _act(self, seat: int, action: str, link: str | None, n: int | None, now: int) -> None:
        words = action.strip().lower().split()
        if not words:
            raise TableError("bad_field", "an empty action", field="action", expected="a command")
        word = words[0]
        if word in _DICE_WORDS or (word == "throw" and len(words) > 1):
            raise TableError("dice_from_client", "a client never sends dice or a position: the throws come from "
                             "the joint links", action=action[:60])
        if word == "reveal":
            return self._reveal(seat, link, n, now)
        if self.state in ("over", "cancelled"):
            raise TableError("game_over", "the game is over", state=self.state)
        if self.state != "playing":
            raise TableError("not_your_turn", "the game has not begun", state=self.state)
        session = self.session
        if word == "yield" and len(words) == 1:
            session.concede(seat, "yield")
            return
        if word in ("accept", "decline") and len(words) == 1:
            return self._answer_draw(seat, word == "accept", now)
        mover = session.game.to_move()
        if seat != mover:
            raise TableError("not_your_turn", "it is not your turn", seat=seat, mover=mover)
        if word == "throw":
            return self._throw(seat, link, n, now)
        if session.needs_throw:
            raise TableError("throw_first", "throw the dice first", action=action[:60])
        if word == "draw" and len(words) == 1:
            return self._offer_draw(seat)
        self._play(seat, action.strip(), now)

    def _play(self, seat: int, text: str, now: int) -> None:
        session = self.session
        split = session.game.split_line
        parts = split(text) if split is not None else [text]
        trial = session.game.copy()
        for part in parts:                    # the whole line on a copy first: refused, nothing changes
            if trial.to_move() != seat or trial.outcome() is not None or (self.dice and trial.needs_throw()):
                raise self._illegal(GameError("turn_over", "the turn is over before this action",
                                              action=part), text)
            try:
                trial.apply(part)
            except GameError as exc:
                raise self._illegal(exc, text) from None
            except (ValueError, TypeError) as exc:
                raise self._illegal(GameError("invalid", str(exc)[:200]), text) from None
        for part in parts:
            used = max(0, now - self.turn_started)
            self.turn_started = now
            if session.play(part, used) is None:
                break                         # the mover's clock had run out: lost on time
        if self.draw_offer == seat:
            self.draw_offer = None
        self._acted(seat)
        if session.game_over or session.game.to_move() != seat:
            self.owed_since = now                # the turn passed: the other's limit starts (not per action)
        self._due()

    def _illegal(self, exc: Exception, text: str) -> TableError:
        code = getattr(exc, "code", "invalid")
        key = getattr(exc, "key", f"invalid.{code}")
        params = {k: _jsonable(v) for k, v in getattr(exc, "params", {}).items()}
        return TableError("illegal", f"{text[:60]!r} is not allowed: {exc}", code=code, key=key, params=params,
                          action=text[:200])

    def _offer_draw(self, seat: int) -> None:
        trial = self.session.game.copy()
        try:
            trial.apply("draw")
        except GameError as exc:
            raise self._illegal(exc, "draw") from None
        self.draw_offer = seat
        self._event("draw_offer", seat=seat)

    def _answer_draw(self, seat: int, accept: bool, now: int) -> None:
        offerer = self.draw_offer
        if offerer is None or offerer == seat:
            raise TableError("illegal", "there is no draw offer to answer", code="no_draw_offer",
                             key="net.no_draw_offer", params={}, action="accept" if accept else "decline")
        self.draw_offer = None
        if not accept:
            self._event("draw_declined", seat=seat)
            return
        self.session.play("draw", 0)

    # ------------------------------------------------------------ dice
    def _party_link(self, seat: int, link: str | None, n: int | None, expected: int) -> bytes:
        if link is None or n is None:
            raise TableError("bad_field", "a link needs 'link' and 'n'", field="link", expected="64 hex digits")
        if n != expected:
            raise TableError("wrong_link_number", f"link {expected} is due, not {n}", expected=expected, n=n)
        return bytes.fromhex(link)

    def _reveal(self, seat: int, link: str | None, n: int | None, now: int) -> None:
        if not self.dice:
            raise TableError("no_throw_due", "this game has no dice")
        if self.state == "starting":
            got = self._party_link(seat, link, n, 1)
            if not check_link(bytes.fromhex(self.seats[seat].commit), got):
                raise TableError("bad_link", "this link does not hash to your commitment", n=1)
            self.seats[seat].link1 = link
            self._acted(seat)
            if all(s.link1 for s in self.seats):
                self._begin(now)
            return
        if self.state != "playing":
            raise TableError("game_over" if self.state in ("over", "cancelled") else "no_throw_due",
                             "no link is due", state=self.state)
        if self.pending is None:
            raise TableError("no_throw_due", "no throw is due")
        if seat == self.session.game.to_move():
            raise TableError("throw_first", "the mover reveals its link with its throw", n=self.pending)
        self._take_link(seat, link, n)
        self._acted(seat)                               # late, but here: no longer as good as gone
        self._maybe_throw()

    def _take_link(self, seat: int, link: str | None, n: int | None) -> None:
        got = self._party_link(seat, link, n, self.pending)
        try:
            self.session.throws.check(seat, n, got)
        except FairDiceError as exc:
            raise TableError("bad_link" if exc.code == "bad_link" else "wrong_link_number", exc.message,
                             n=n) from None
        self.pending_links[str(seat)] = link

    def _throw(self, seat: int, link: str | None, n: int | None, now: int) -> None:
        session = self.session
        if not session.needs_throw:
            raise TableError("no_throw_due", "the dice are already thrown")
        if self.pending is None:                # a scripted throw (Long Nardy's opening pair): no link
            session.throw()
            self._acted(seat)
            self._due()
            return
        self._take_link(seat, link, n)
        self._acted(seat)
        self._maybe_throw()

    def _maybe_throw(self) -> None:
        if len(self.pending_links) < 2:
            return
        n = self.pending
        links = (bytes.fromhex(self.pending_links["0"]), bytes.fromhex(self.pending_links["1"]), self._chain().link(n))
        self.session.throws.reveal(n, links)
        self.pending, self.pending_links = None, {}
        self.session.throw()                    # the same turn: the mover's limit runs on (throw and moves)
        self._due()

    # ------------------------------------------------------------ talk, rematch, claims, time
    def saving(self, saved: bool, move: int) -> None:
        """The server's word on this table's files: ``saved`` False, they cannot be written (the game since
        ``move`` would be lost if the server stopped); True, they are written again (up to ``move``)."""
        self._event("saving", saved=saved, move=move)

    def say(self, seat: int, text: str) -> None:
        self._event("say", seat=seat, name=self.seats[seat].name, text=text)

    def rematch(self, seat: int, commit: str | None, now: int) -> None:
        """``seat`` asks for another game; when both have, it begins with the seats swapped."""
        self._clock_now = now
        if self.state != "over":
            raise TableError("not_over", "the game is not over", state=self.state)
        if self.dice and not commit:
            raise TableError("bad_field", "a game with dice needs a new chain's anchor in 'commit'", field="commit",
                             expected="64 lower-case hex digits")
        sitter = self.seats[seat]
        if not sitter.rematch:
            sitter.rematch, sitter.rematch_commit = True, commit or ""
            self._event("rematch_offer", seat=seat)
        if not all(s.rematch for s in self.seats):
            return
        self.seats.reverse()
        for s in self.seats:
            s.commit, s.link1, s.rematch, s.rematch_commit = s.rematch_commit, "", False, ""
        self.games += 1
        self.session = self.scribe = None
        self.kept_record = ""
        self.pending, self.pending_links, self.draw_offer = None, {}, None
        self._new_secret()
        self.state = "open"
        self.resnap = True
        for s, sitter in enumerate(self.seats):
            self._event("seated", seat=s, name=sitter.name)
        self._start(now)

    def claim(self, seat: int, what: str, now: int, signature: dict | None = None) -> None:
        """``seat`` claims the game (``win``) or keeps waiting (``wait``) once the other is as good as gone: its
        connection dropped past the grace period, or it had to act and did not within the turn limit."""
        self.tick(now)
        other = self.seats[1 - seat]
        mine = self.seats[seat]
        if self.state not in ("playing", "starting") or other is None or (other.connected and not other.claimable):
            raise TableError("not_gone", "the other player is here", seat=1 - seat)
        if not other.claimable:
            raise TableError("not_gone", "the grace period is not over",
                             grace_ms=self._grace_left(other, now), seat=1 - seat)
        if mine.claimable or seat in self.owing():
            # A seat that owes an action (its throw, its move, a link) acts first: a staller whose opponent gave
            # up waiting must not win by it. Once it has played, the other owes, and the claim stands.
            raise TableError("act_first", "you owe an action yourself: act first, then claim", seat=seat)
        if what != "win":
            return
        # the claimer signs it (a record's yield is then either the loser's or the winner's claim, never the
        # server's word alone); its entry goes before the game's (unrevealed) begin and its end
        entry = self._seat_entry(seat, "claim win", signature)
        if entry is not None:
            self._logged(entry)
        if self.state == "starting":
            self._begin_unrevealed(now)
        self.session.concede(1 - seat, "yield")

    def tick(self, now: int) -> None:
        """Time passed: a dropped player's grace running out, a seat that must act past the turn limit, a clock
        running out."""
        self._clock_now = now
        if not self.live:
            return
        for s, sitter in enumerate(self.seats):
            if sitter is None or sitter.connected or sitter.gone_since is None or sitter.claimable:
                continue
            if now - sitter.gone_since < self.grace_ms:
                continue
            if (self.state == "playing" and (self.session.history or self.dice)) or (
                    self.state == "starting" and not sitter.link1 and self.seats[1 - s].link1):
                self._claimable(s, "gone")
            elif self.state != "starting":
                self._cancel("gone")            # the game had not begun: nothing is lost
                return
        if self.turn_limit_ms and self.owed_since is not None and now - self.owed_since >= self.turn_limit_ms:
            late = self._limited()
            if self.state == "starting" and len(late) == 2:
                self._cancel("no_reveal")       # neither revealed anything: nothing of the game is known
                return
            for s in late:
                if not self.seats[s].claimable:
                    link = self.state == "starting" or (self.pending is not None
                                                        and s != self.session.game.to_move())
                    self._claimable(s, "no_reveal" if link else "turn_limit")
        session = self.session
        if self.state == "playing" and session.clocks is not None and not session.game_over:
            mover = session.game.to_move()
            if now - self.turn_started >= session.clocks[-1][mover]:
                session.time_out(mover)

    def _claimable(self, seat: int, reason: str) -> None:
        sitter = self.seats[seat]
        sitter.claimable = True
        self._event("claimable", seat=seat, name=sitter.name, reason=reason)

    def _acted(self, seat: int) -> None:
        """``seat`` did what it owed: a seat still connected is no longer as good as gone."""
        sitter = self.seats[seat]
        if sitter is not None and sitter.claimable and sitter.connected:
            sitter.claimable = False
            self._event("back", seat=seat, name=sitter.name)

    # ------------------------------------------------------------ persistence
    def to_json(self) -> dict:
        """The table's state for ``<table>.json`` (the record is its own file)."""
        return {"table": self.id, "game": self.spec.name, "options": self.options, "clock_ms": self.clock_ms,
                "state": self.state, "seq": self.seq, "games": self.games, "secret": self.secret,
                "pending": self.pending, "pending_links": self.pending_links, "draw_offer": self.draw_offer,
                "created": self.created, "reason": self.reason, "rated": self.rated,
                "seats": [None if s is None else {k: v for k, v in asdict(s).items()
                                                  if k not in ("connected", "gone_since", "claimable")}
                          for s in self.seats],
                **({"log": list(self.log.lines())} if self.log is not None and self.state == "starting" else {})}

    @classmethod
    def load(cls, data: dict, spec, record_text: str, now: int, *, grace_ms: int = 120_000,
             turn_limit_ms: int = 300_000, server_key: Any = None) -> "Table":
        """A table from its ``to_json`` and its record (replayed through the engine: same position, same
        throws to come); every seat starts as dropped, its grace from ``now``."""
        table = cls(str(data["table"]), spec, dict(data["options"]), data.get("clock_ms"), grace_ms, turn_limit_ms,
                    created=int(data.get("created", now)), turn_started=now, server_key=server_key)
        table.dice = table._check_options()
        table.state, table.seq, table.games = data["state"], int(data["seq"]), int(data.get("games", 0))
        table.secret, table.reason = data.get("secret", ""), data.get("reason", "")
        table.draw_offer = data.get("draw_offer")
        rated = data.get("rated")                   # a state from before ratings has none: not rated
        table.rated = rated if isinstance(rated, str) else None
        for s, seat in enumerate(data["seats"]):
            if seat is not None:
                table.seats[s] = Seat(**seat, connected=False, gone_since=now)
        if table.state in ("over", "cancelled"):
            table.kept_record = record_text         # done: what it holds is for the snapshot, not to replay
        elif table.state == "playing":
            record = read(record_text, spec.codec)
            session = restore(record, spec.codec, table._new_session)
            table._attach(session, record)
            if server_key is not None and record.signed:
                table.log = Log(table._log_table(), server_key.public, [Signed.parse(t) for t in record.signed])
            if table.dice and table.state == "playing":
                # The record is written before the state: a server killed between the two has the
                # record's word for which throw is due, and the links saved for it only if they are its.
                due = session.throws.next_link if session.needs_throw and not session.throws.remaining_script \
                    else None
                table.pending = due
                if due is not None and data.get("pending") == due:
                    table.pending_links = dict(data.get("pending_links") or {})
            if session.game_over and table.state == "playing":
                table.state = "over"
        if server_key is not None and table.state == "starting" and all(table.seats):
            table.log = Log(table._log_table(), server_key.public, [Signed.parse(t) for t in data.get("log") or ()])
        table._clock_now = now
        if table.state in ("starting", "playing"):
            table.owed_since = now              # a fresh turn limit, as every seat has a fresh grace
        return table
