"""Where throws come from: each seat's own cup of dice, and fixed scripts of throws.

The rules engines never throw: a throw is a chance outcome supplied from
outside (``Board.roll``). This module decides where it comes from, for every
game with dice:

* :class:`Dice`, a seat's cup: ``count`` dice per throw (three for XII Scripta,
  two for Long Nardy; doubles are the game's business), drawn from the seat's
  own shuffle bag of faces (``kind="bag"``, the house's default: every face
  comes up equally often over a bagful) or thrown as fair independent dice
  (``kind="fair"``). Seeded, so one seed reproduces a whole game.
* :class:`ScriptedThrows`, a fixed sequence (``--dice 146,335,222``) for
  replays, teaching and tests.
* :class:`ThrowSource`, what a game in progress uses: the script first, one
  throw per turn in turn order, then the mover's own cup. Seat I's cup is
  seeded ``"<seed>-I"`` and seat II's ``"<seed>-II"``.
"""
from __future__ import annotations

import random
import re
from math import comb
from functools import lru_cache
from itertools import combinations_with_replacement, permutations
from typing import Iterable

from framework.core.shuffle_bag import ShuffleBag

__all__ = ["FACES", "DICE_PER_THROW", "DEFAULT_COPIES", "KINDS", "Throw", "Dice", "ScriptedThrows",
           "ThrowSource", "parse_throw", "format_throw", "cup_seed", "distinct_throws", "ways",
           "full_bag", "bag_after", "bag_throws"]

FACES = (1, 2, 3, 4, 5, 6)
#: XII Scripta's throw of three dice: the default of this module's documented API (``Dice(seed=7)``,
#: ``ScriptedThrows.parse("146,335,222")``, README); the framework always passes its game's count.
DICE_PER_THROW = 3
DEFAULT_COPIES = 5
#: Where a game's throws come from: a seeded shuffle bag per seat, or fair dice (the one list: fair_dice.py
#: reads it from here, and framework.core.spec.DiceKind names the same words).
KINDS = ("bag", "fair")
SEAT_NAMES = ("I", "II")
_COUNT_WORDS = {1: "one", 2: "two", 3: "three", 4: "four"}

Throw = tuple[int, ...]


def ways(throw: Iterable[int]) -> int:
    """How many of the ordered throws of its dice give ``throw`` (3 for ``(1, 1, 2)``, 6 for ``(1, 2, 3)``)."""
    return len(set(permutations(tuple(throw))))


@lru_cache(maxsize=None)
def distinct_throws(count: int) -> tuple[tuple[Throw, float], ...]:
    """The distinct throws of ``count`` fair dice (faces sorted ascending) with their chances.

    The one throw table of the house: a game's chance nodes
    (``Game.chance_outcomes``) and the planners' lookahead read it. A throw's
    chance is :func:`ways` of it over ``6 ** count``, rounded once (so a
    double of two dice is exactly ``1 / 36``); add exact counts with
    :func:`ways` where the last bit matters. Three dice: 56 throws; two: 21.
    """
    if not (isinstance(count, int) and count >= 1):
        raise ValueError(f"a throw needs at least one die, not {count!r}")
    total = 6 ** count
    return tuple((throw, ways(throw) / total) for throw in combinations_with_replacement(FACES, count))


def full_bag(copies: int = DEFAULT_COPIES) -> tuple[int, ...]:
    """A fresh bagful as counts of each face (``FACES`` order): ``copies`` of every face."""
    return (copies,) * len(FACES)


def bag_after(left: tuple[int, ...], throw: Iterable[int], copies: int = DEFAULT_COPIES) -> tuple[int, ...] | None:
    """The bag ``left`` (counts of each face still in the current bagful) after the dice of ``throw`` were
    drawn from it, as :class:`ShuffleBag` and the network game's ``fair_dice.derive_throw`` draw: die by die,
    a fresh bagful when the bag is empty. An emptied bag is written as the fresh bagful the next draw
    opens (the same chances). None when a die could not have come from the bag (its face is used up):
    the throws did not come from this bag."""
    counts = list(left)
    for die in throw:
        if not any(counts):
            counts = list(full_bag(copies))
        if counts[die - 1] <= 0:
            return None
        counts[die - 1] -= 1
    return tuple(counts) if any(counts) else full_bag(copies)


@lru_cache(maxsize=4096)
def bag_throws(left: tuple[int, ...], count: int, copies: int = DEFAULT_COPIES) -> tuple[tuple[Throw, float], ...]:
    """The distinct throws of ``count`` dice drawn without replacement from the bag ``left`` (counts of each
    face), with their exact chances, as :func:`distinct_throws` gives fair ones (faces sorted ascending).

    A throw's chance is the number of ways to draw its faces (a product of binomials) over the ways to
    draw ``count`` dice. A throw that runs past the end of the bagful takes every die left and draws the
    rest from a fresh bagful. Counted in whole numbers, divided once: the chances add up to 1.
    """
    if not (isinstance(count, int) and count >= 1):
        raise ValueError(f"a throw needs at least one die, not {count!r}")
    if len(left) != len(FACES) or any(c < 0 for c in left):
        raise ValueError(f"a bag is {len(FACES)} counts of faces, not {left!r}")
    if not any(left):
        left = full_bag(copies)
    total = sum(left)
    if total < count:                       # the rest of the bag, then a fresh bagful
        rest = tuple(face for face, c in zip(FACES, left) for _ in range(c))
        return tuple((tuple(sorted(rest + throw)), chance)
                     for throw, chance in bag_throws(full_bag(copies), count - total, copies))
    every = comb(total, count)
    out = []
    for throw in combinations_with_replacement(FACES, count):
        ways_ = 1
        for face in set(throw):
            ways_ *= comb(left[face - 1], throw.count(face))
        if ways_:
            out.append((throw, ways_ / every))
    return tuple(out)


def cup_seed(seed: object, seat: int) -> str:
    """The seed of ``seat``'s cup in a game seeded ``seed``: ``"<seed>-I"`` / ``"<seed>-II"``."""
    return f"{seed}-{SEAT_NAMES[seat]}"


class Dice:
    """A seat's cup: ``count`` dice per throw, from a shuffle bag of faces or fair.

    ``Dice(seed)`` reproduces the same throws for the same seed (any int or str);
    ``Dice.restored(seed, draws)`` is the cup after ``draws`` dice were drawn,
    which is how a saved game resumes with the same cup.
    """

    def __init__(self, seed: int | str, copies: int = DEFAULT_COPIES, *, count: int = DICE_PER_THROW,
                 kind: str = "bag") -> None:
        if kind not in KINDS:
            raise ValueError(f"dice kind must be one of {', '.join(KINDS)}, not {kind!r}")
        if not (isinstance(count, int) and count >= 1):
            raise ValueError(f"a throw needs at least one die, not {count!r}")
        self.seed, self.count, self.kind, self.copies = seed, count, kind, copies
        rng = random.Random(seed)
        if kind == "bag":
            self.bag: ShuffleBag[int] | None = ShuffleBag(FACES, copies, rng)
            self._draw = self.bag.draw
        else:
            self.bag = None
            self._fair = rng
            self._draw = self._fair_draw
        self._fair_draws = 0

    def _fair_draw(self) -> int:
        self._fair_draws += 1
        return self._fair.randint(1, 6)

    @classmethod
    def restored(cls, seed: int | str, draws: int, copies: int = DEFAULT_COPIES, *, count: int,
                 kind: str = "bag") -> "Dice":
        if draws < 0:
            raise ValueError(f"draws must not be negative, not {draws}")
        dice = cls(seed, copies, count=count, kind=kind)
        for _ in range(draws):
            dice._draw()
        return dice

    @property
    def draws(self) -> int:
        """Dice drawn from this cup so far."""
        return self.bag.draws if self.bag is not None else self._fair_draws

    def throw(self) -> Throw:
        draw = self._draw
        return tuple(draw() for _ in range(self.count))

    def __repr__(self) -> str:
        return (f"Dice.restored({self.seed!r}, {self.draws}, copies={self.copies}, count={self.count}, "
                f"kind={self.kind!r})")


def parse_throw(text: str, count: int = DICE_PER_THROW) -> Throw:
    """``"146"`` or ``"1-4-6"`` -> ``(1, 4, 6)`` (``count`` digits 1-6); ValueError naming the problem otherwise."""
    digits = text.replace("-", "")
    if not re.fullmatch(r"[1-6]{%d}" % count, digits, re.ASCII):
        example = "146"[:count] if count <= 3 else "1" * count
        raise ValueError(f"{text!r} is not a throw: write {_COUNT_WORDS.get(count, count)} digits 1-6, "
                         f"like {example}")
    return tuple(int(ch) for ch in digits)


def format_throw(throw: Iterable[int]) -> str:
    return "-".join(map(str, throw))


class ScriptedThrows:
    """A fixed sequence of throws, handed out one per turn in order (``--dice 146,335,222``)."""

    def __init__(self, throws: Iterable[Throw]) -> None:
        self._throws = [tuple(t) for t in throws]
        self.used = 0

    @classmethod
    def parse(cls, text: str, count: int = DICE_PER_THROW, example: str = "") -> "ScriptedThrows":
        """``--dice`` text, ``count`` dice a throw; ``example`` is the game's own (its spec's
        ``dice_example``) for the refusal, else one is made up."""
        parts = text.split(",")
        if not text.strip() or any(not p.strip() for p in parts):
            example = example or ",".join(face * count for face in "531")
            raise ValueError(f"{text!r}: write throws as groups of {_COUNT_WORDS.get(count, count)} digits 1-6 "
                             f"separated by commas, like {example}")
        return cls(parse_throw(p.strip(), count) for p in parts)

    @property
    def throws(self) -> tuple[Throw, ...]:
        return tuple(self._throws)

    def next(self) -> Throw | None:
        """The next scripted throw, or None when the script is used up."""
        if self.used >= len(self._throws):
            return None
        self.used += 1
        return self._throws[self.used - 1]

    @property
    def remaining(self) -> int:
        return len(self._throws) - self.used


class ThrowSource:
    """The throws of one game: the script first (one per turn in turn order), then the mover's cup.

    ``ThrowSource(seed, count)`` gives seat I the cup ``Dice("<seed>-I")`` and
    seat II ``Dice("<seed>-II")``; the same seed and script give the same game.
    """

    def __init__(self, seed: object, count: int, script: Iterable[Throw] = (),
                 kind: str = "bag") -> None:
        self.seed, self.count, self.kind = seed, count, kind
        self.cups = (Dice(cup_seed(seed, 0), count=count, kind=kind), Dice(cup_seed(seed, 1), count=count, kind=kind))
        self.script = ScriptedThrows(script)

    def next(self, seat: int) -> tuple[Throw, bool]:
        """The throw for ``seat``'s turn about to begin and whether it came from the script (draws it)."""
        scripted = self.script.next()
        if scripted is not None:
            return scripted, True
        return self.cups[seat].throw(), False
