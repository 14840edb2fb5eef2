"""A client's own copy of a table's game, kept in step with the server's events and checked at every step.

Why one place: the terminal client, the tests' scripted players and the load
benchmark all follow a game from the server, and each had its own way to do
it. The copy is a plain :class:`framework.core.session.Session`, rebuilt from a
snapshot's record (:func:`rebuild`: ``framework.core.record.restore`` replays every
throw against the revealed links, so a snapshot verifies itself) and moved on
by each event: a throw only when its links follow the parties' commitments and
give that very throw (:func:`apply_throw`), a play only through the engine
(:func:`apply_play`). Pure: no sockets, no screen.
"""
from __future__ import annotations

from typing import Any

from framework.core.errors import GameError
from framework.core.fair_dice import FairDiceError, from_hex
from framework.core.record import Scribe, read, restore
from framework.core.spec import new_session

__all__ = ["MirrorError", "rebuild", "apply_throw", "apply_play"]


class MirrorError(ValueError):
    """An event the copy cannot follow: ``code`` ``bad_throw`` (links or throw that do not verify; ``thrown``
    is what the links give, when they give anything), ``wrong_seat`` (an event for the seat not to move)."""

    def __init__(self, code: str, message: str, thrown: tuple[int, ...] | None = None) -> None:
        super().__init__(message)
        self.code, self.message, self.thrown = code, message, thrown


def rebuild(spec: Any, record_text: str, players: tuple | None = None) -> tuple[Any, Any]:
    """The session of the server's ``record_text`` (read and replayed: every throw and action verified) and
    a Scribe keeping its record. RecordError / FairDiceError (both ValueError) when the record does not hold."""
    record = read(record_text, spec.codec)
    session = restore(record, spec.codec, lambda setup: new_session(spec, setup, players))
    scribe = Scribe(record, spec.codec)
    session.listeners.append(scribe)
    return session, scribe


def apply_throw(session: Any, event: dict) -> tuple[int, ...]:
    """A ``throw`` event played on the copy: its links (if any: a scripted throw has none) must follow those
    known and the throw must be what they give. MirrorError ``bad_throw`` otherwise; nothing thrown then."""
    seat, links, n = event.get("seat"), event.get("links"), event.get("n")
    try:
        expected = tuple(int(d) for d in event.get("throw") or ())
    except (TypeError, ValueError):
        raise MirrorError("bad_throw", f"{event.get('throw')!r} is not a throw") from None
    if session.game_over or not session.needs_throw or seat != session.game.to_move():
        raise MirrorError("wrong_seat", f"seat {seat} threw, but no throw of theirs is due")
    throws = session.throws
    try:
        if links:
            if not isinstance(n, int) or len(links) != 3:
                raise FairDiceError("bad_link", "a throw comes with its number and three links")
            revealed = tuple(from_hex(str(link)) for link in links)
            if n > throws.known:
                throws.reveal(n, revealed)
            elif throws.links(n) != revealed:
                raise FairDiceError("bad_link", f"links {n} differ from those revealed before", n=n)
        due = throws.script[throws.script_used] if throws.remaining_script else throws.peek(seat)
    except (FairDiceError, GameError) as err:
        raise MirrorError("bad_throw", str(err)) from None
    if tuple(due) != expected:
        raise MirrorError("bad_throw", f"the links give {'-'.join(map(str, due))}, not "
                          f"{'-'.join(map(str, expected))}", tuple(due))
    return tuple(session.throw())


def apply_play(session: Any, event: dict) -> Any:
    """A ``play`` event played on the copy through the engine, with the server's clocks after it (a clock
    running out is the server's to say, with its ``end`` event). The Played, or None if the game took none."""
    seat = session.game.to_move()
    if session.game_over or event.get("seat") != seat:
        raise MirrorError("wrong_seat", f"seat {event.get('seat')} played, but it is seat {seat}'s turn")
    clocks = event.get("clocks")
    has_clocks = session.clocks is not None and isinstance(clocks, list) and len(clocks) == 2 \
        and all(isinstance(c, int) for c in clocks)
    used = 0
    if has_clocks:
        before = session.clocks[-1][seat]
        used = max(0, min(before - clocks[seat], before - 1))
    played = session.play(str(event.get("action")), used_ms=used)
    if played is not None and has_clocks:
        session.clocks[-1] = (clocks[0], clocks[1])
    return played
