"""What one client was told about its table's game, kept so that no later story can change it.

Why: the server speaks to each client alone, so a dishonest one could tell the
two seats different stories (equivocation), or answer a reconnection with a
snapshot whose past differs from what the client saw (rewriting the past). It
could also draw a fresh secret of its own after the clients revealed their
links 1 and so pick the opening. The answer is the same for all three: the
client checks what it is told against what it already holds, and refuses a
story that changes it.

* :func:`check_commitment`: before a client reveals its link 1, it must hold the
  three parties' anchors (the ``start`` event's or a starting snapshot's
  ``commitment``), its own among them at its own seat. A server that keeps its
  anchor back, or names another for the client, gets no link.
* :class:`Witness`: per table, the commitment the client revealed against and
  the record of the game as the client followed it. A later record (a snapshot's)
  must carry the same commitment and a history that extends the one held: the
  same setup, every turn seen before unchanged (the last one may have grown).
  A new game (a rematch) is one whose commitment holds the client's *new*
  anchor, or (without dice) the next game number after a finished one.

Pure: no sockets, no clock; the client's loop decides what to say and does.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from framework.core.fair_dice import Commitment, FairDiceError
from framework.core.verify import opening_problem

__all__ = ["WitnessError", "check_commitment", "first_link", "check_opening", "Witness"]


class WitnessError(ValueError):
    """A story the client refuses. ``code``: ``no_commitment`` (link 1 asked for without the three anchors),
    ``not_my_anchor`` (the commitment names another anchor for this seat), ``commitment_changed`` (the game's
    commitment is not the one link 1 was revealed against), ``history_changed`` (a snapshot's past differs from
    what was seen), ``wrong_opening`` (the seed or first seat do not follow from the links 1)."""

    def __init__(self, code: str, message: str, **params: object) -> None:
        super().__init__(message)
        self.code, self.message, self.params = code, message, params


def check_commitment(text: object, seat: int, anchors: Iterable[bytes]):
    """The commitment ``text`` (``Fair-Dice`` form) if it names one of ``anchors`` (the client's chains) at
    ``seat`` and three different anchors; WitnessError ``no_commitment`` or ``not_my_anchor`` otherwise.

    The seat is the client's own knowledge (its ``create``/``join`` reply, swapped by each rematch it asked
    for), never the server's word of the moment: the links are combined in seat order, so a server free to
    place the clients' anchors could pick between two openings after seeing the links 1."""
    if not isinstance(text, str) or not text:
        raise WitnessError("no_commitment", "the server asked for link 1 before it committed to its own chain")
    try:
        commitment = Commitment.parse(text)
    except FairDiceError as err:
        raise WitnessError("no_commitment", f"the server's commitment does not read: {err}") from None
    if seat not in (0, 1) or commitment.anchors[seat] not in set(anchors):
        raise WitnessError("not_my_anchor", "the server's commitment names another anchor for this seat",
                           seat=seat)
    if len(set(commitment.anchors)) != 3:
        raise WitnessError("not_my_anchor", "the server's commitment names one anchor twice", seat=seat)
    return commitment


def first_link(seat: int | None, secret: str, next_secret: str = "", next_seat: int | None = None) \
        -> tuple[int | None, str]:
    """The seat and the chain secret whose link 1 a client reveals next: a rematch's chain at the seat the
    rematch gives (the other one) while one is committed, else this game's at this seat."""
    if next_secret and next_seat in (0, 1):
        return next_seat, next_secret
    return seat, secret


def _turn_grew(old, new) -> bool:
    """Whether entry ``new`` is entry ``old`` with possibly more actions of the same turn."""
    return (old.seat, old.throw) == (new.seat, new.throw) and new.actions[:len(old.actions)] == old.actions


@dataclass
class Witness:
    """One table's story as this client was told it: ``commitment`` (text) and the ``record`` followed."""

    commitment: str | None = None
    game: int | None = None
    record: Any = None                  # framework.core.record.Record as last followed

    def committed(self, text: object, seat: int, anchors: Iterable[bytes]) -> None:
        """A start's commitment, checked (:func:`check_commitment`: this client's chain at its own seat); once
        link 1 was revealed against one, another that holds the same chain is ``commitment_changed``."""
        commitment = check_commitment(text, seat, anchors)
        if self.commitment is not None and self.commitment != commitment.text():
            if commitment.anchors[seat] in Commitment.parse(self.commitment).anchors:
                raise WitnessError("commitment_changed", "the server now names other anchors for this game",
                                   kept=self.commitment, told=commitment.text())
            self.record = None                  # a new chain of this client's: a new game (a rematch)
        self.commitment = commitment.text()

    def follow(self, record: Any, seat: int | None, game: int | None = None, anchors: Iterable[bytes] = ()) -> None:
        """``record`` (read from a snapshot) is the table's game now: the commitment link 1 was revealed against,
        and a past that extends the one held. A new game (a rematch) starts afresh only after the one held is
        over: for a seat, one whose commitment holds another chain of this client's (at its seat); for a
        watcher or a game without dice, another game (a commitment or a game number)."""
        fair = getattr(record.setup, "fair_dice", "") or None
        anchors = set(anchors)
        if fair is not None and seat in (0, 1) and anchors:
            check_commitment(fair, seat, anchors)
        old = self.record
        finished = old is None or old.result is not None
        new_game = old is None
        if fair is not None and self.commitment is not None and fair != self.commitment:
            told, kept = Commitment.parse(fair), Commitment.parse(self.commitment)
            same_chain = seat in (0, 1) and told.anchors[seat] in kept.anchors
            if same_chain or not finished:
                raise WitnessError("commitment_changed", "the game's dice follow other anchors than those link 1 "
                                   "was revealed against", kept=self.commitment, told=fair)
            new_game = True
        elif old is not None and game is not None and self.game is not None and game != self.game:
            if not finished:
                raise WitnessError("history_changed", "the server names another game while this one is not over")
            new_game = True
        if not new_game:
            self._extends(old, record)
        if fair is not None:
            self.commitment = fair
        self.record = record
        if game is not None:
            self.game = game

    @staticmethod
    def _extends(old: Any, new: Any) -> None:
        if old.setup != new.setup:
            raise WitnessError("history_changed", "the game's setup differs from the one seen")
        if len(new.entries) < len(old.entries):
            raise WitnessError("history_changed", f"the game now has {len(new.entries)} turns, {len(old.entries)} "
                               "were seen", turn=len(new.entries) + 1)
        for n, (was, now) in enumerate(zip(old.entries, new.entries), 1):
            last = n == len(old.entries)
            if was != now and not (last and _turn_grew(was, now)):
                raise WitnessError("history_changed", f"turn {n} differs from the one seen", turn=n)
        if old.result is not None and new.result != old.result:
            raise WitnessError("history_changed", "the game's result differs from the one seen")

    def seen(self, record: Any) -> None:
        """The record as the client moved it on by events (kept for the next snapshot's check)."""
        self.record = record


def check_opening(record: Any, spec: Any, session: Any) -> None:
    """The seed and the first seat (and Long Nardy's fixed opening throw) follow from the parties' links 1, as
    ``--verify`` checks them; WitnessError ``wrong_opening`` if not (nothing to check before links 1)."""
    if not getattr(record.setup, "fair_dice", ""):
        return                          # a game without dice, or a seeded one: no links to follow
    problem = opening_problem(record, spec, session)
    if problem is not None:
        code, reason, params = problem
        raise WitnessError("wrong_opening", reason, check=code, **params)
