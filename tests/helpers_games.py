"""The registered games for tests: which games a test goes over (every one, those with dice, ...), taken from
the registry so a game added there is in them at once, a per-game table's entry or a failure saying what to
add; and sessions of the games, set up, seated and ready, without a terminal."""
from __future__ import annotations

import random
from typing import Iterator

from framework.core.spec import new_session, seat_players
from framework.core.session import Session, Setup
from games import REGISTRY


def spec(name: str):
    """The GameSpec of a registered game by its registry name."""
    return listing(name).spec()


# ---------------------------------------------------------------- the games a test goes over: the registry's

def names() -> list[str]:
    """Every registered game's name, in the registry's order: what a test that goes over the games takes them
    from, so a game added to games/__init__.py is in it at once."""
    return [entry.name for entry in REGISTRY]


def listing(name: str):
    """The registry's Listing of the game ``name``."""
    return next(entry for entry in REGISTRY if entry.name == name)


def new_game_args(name: str) -> tuple[str, ...]:
    """The command line's arguments that start a new game of ``name`` at once: a companion game's
    ``--game NAME``, the home game's first quick start (``--play``)."""
    entry = listing(name)
    if entry.companion:
        return ("--game", name)
    return (f"--{next(quick.flag for quick in entry.quick_starts if quick.flag)}",)


def has_dice(name: str) -> bool:
    """The game ``name`` is played with dice (its Game's ``dice`` is not 0)."""
    from framework.core.spec import dice_per_throw
    return dice_per_throw(spec(name)) > 0


def dice_games() -> list[str]:
    """The registered games played with dice, in the registry's order."""
    return [name for name in names() if has_dice(name)]


def move_games() -> list[str]:
    """The registered games without dice (a move a turn), in the registry's order."""
    return [name for name in names() if not has_dice(name)]


def package(name: str) -> str:
    """The package of the game ``name`` (``games.xii``): its Listing's spec module's."""
    return listing(name).module.rsplit(".", 1)[0]


def network_games() -> list[str]:
    """The registered games whose strong level is a network trained by self-play: their package has a ``td``
    module and a ``train`` one (framework/ai/td.py; DEVELOPERS.md, a dice game's strong level)."""
    from importlib.util import find_spec
    return [name for name in names()
            if find_spec(f"{package(name)}.td") is not None and find_spec(f"{package(name)}.train") is not None]


def coloured_seats() -> list[str]:
    """The registered games whose seats are colours, in the registry's order: named by the game's catalogue
    (``seat.0``/``seat.1``, Black and White: ``GameSpec.names == "seats"``) and chosen by words (``black``,
    ``czarne``), not by the seats' numbers I and II."""
    numbers = {"i", "ii", "1", "2"}
    return [name for name in names() if spec(name).names == "seats" and set(spec(name).seat_words) - numbers]


def of_game(table: dict, name: str, where: str):
    """``table[name]``: what a test keeps per game. A registered game missing from it fails the test (it is
    never skipped), saying what to add: ``where`` names the table and what an entry holds."""
    import pytest
    if name not in table:
        pytest.fail(missing(name, where), pytrace=False)
    return table[name]


def missing(name: str, where: str) -> str:
    """The sentence a test fails with when the registered game ``name`` has no entry in ``where``."""
    return (f"the game {name!r} is registered (games/__init__.py) but missing from {where}: "
            f"add an entry for {name!r}")


def cases(table: dict, where: str, games: list[str] | None = None) -> list:
    """pytest cases ``(name, *row)`` for every registered game (or each of ``games``, in their order), one per row
    of ``table[name]``: a tuple or list of rows, each a tuple of the test's other arguments, a ``pytest.param``
    of them with its marks, or the one other argument when it is no tuple; a value that is no tuple or list
    (a text, a number) is one row of one argument. A game missing from ``table`` is one case that fails
    before it runs (the ``unlisted`` mark, tests/conftest.py), saying what to add: ``where`` names the table
    and what a row holds."""
    import pytest
    found, absent = [], []
    for name in names() if games is None else games:
        if name not in table:
            absent.append(name)
        rows = table.get(name, ())
        for row in rows if isinstance(rows, (tuple, list)) else (rows,):
            if isinstance(row, type(pytest.param())):
                found.append(pytest.param(name, *row.values, marks=row.marks,
                                          id=None if row.id is None else f"{name}-{row.id}"))
            else:
                found.append(pytest.param(name, *(row if isinstance(row, tuple) else (row,))))
    width = len(found[0].values) if found else 1
    return found + [pytest.param(name, *[None] * (width - 1), marks=pytest.mark.unlisted(missing(name, where)),
                                 id=f"{name}-missing") for name in absent]


def xii_setup(names=("Alice", "Bob"), stones: int = 15, seed: object = 7, first: int = 0, script=(),
              computers=("", ""), date: str = "2026-11-21T17:53:30Z", **options) -> Setup:
    opts = {"stones": stones, "free_pass": False, "exact_bear_off": False, **options}
    return Setup(names=tuple(names), computers=tuple(computers), seed=str(seed), first=first,
                 script=tuple(tuple(t) for t in script), options=tuple(opts.items()), date=date)


def xii_session(**kw) -> Session:
    """A new XII Scripta session (``xii_setup``'s arguments): people, unless ``computers`` says otherwise."""
    setup = xii_setup(**kw)
    s = spec("xii")
    return new_session(s, setup, seat_players(s, setup))


def ataxx_setup(computers=("", ""), seed: object = 0, clock_ms=None, rules: str = "itpw",
                start: str = "x5o/7/7/7/7/7/o5x x 0 1", date: str = "2026-11-21T17:53:30Z",
                names=("Black", "White")) -> Setup:
    """An Ataxx game's setup; its seats named by their colours (in English), as the house names them."""
    return Setup(names=tuple(names), computers=tuple(computers), seed=str(seed), clock_ms=clock_ms,
                 options=(("rules", rules), ("start", start)), date=date)


def ataxx_session(**kw) -> Session:
    setup = ataxx_setup(**kw)
    s = spec("ataxx")
    return new_session(s, setup, seat_players(s, setup))


def load_file(path, name: str = "xii"):
    """The record in the file at ``path`` and its game replayed: ``(record, session)``.

    RecordError if anything in it is impossible, as when the game loads it.
    """
    from pathlib import Path

    from framework.core.record import read, restore
    s = spec(name)
    record = read(Path(path).read_bytes(), s.codec)
    return record, restore(record, s.codec, lambda setup: new_session(s, setup, seat_players(s, setup)))


def random_steps(session: Session, steps: int, seed: int) -> Iterator[None]:
    """Up to ``steps`` random legal steps (a throw, or an action) from the session's position, seeded;
    yields after each, and stops when the game ends."""
    rng = random.Random(seed)
    for _ in range(steps):
        if session.game_over:
            return
        if session.needs_throw:
            session.throw()
        else:
            session.play(rng.choice(session.game.legal_actions()))
        yield


def play_on(session: Session, steps: int, seed: int) -> None:
    """``steps`` random legal steps (throws included) from the session's position."""
    for _ in random_steps(session, steps, seed):
        pass
