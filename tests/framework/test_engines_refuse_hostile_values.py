"""Every public constructor, method and function of every registered game's engine refuses hostile values with a
documented error (ArgumentTypeError, a TypeError; or a GameError, a ValueError), and a refused call
changes nothing.

The API is found by introspection (every public class of the engine module, every public method,
classmethod, staticmethod and property defined by the engine, every public function), so a method
added later is covered without touching this file. Each call gets, in every argument position, a
hostile value (tests/helpers_hostile.py) or a plausible one of the right type (small numbers, the
position's move texts and notations, the engine's own values), on positions from a few random legal
games. When the call raises, the board's full snapshot (notation, history length, the rest of its
state) is the same as before.

The engines are a table here (each needs its boards, samples, snapshot and plausible words written for it);
a game in the registry (games/__init__.py) without its entry fails, saying what to add.
"""
from __future__ import annotations

import inspect
import random
import types
from dataclasses import dataclass, field
from enum import Enum
from typing import Callable

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

import board as xii
import games.ataxx.board as ataxx
import games.latrunculi.board as latrunculi
import games.nardy.board as nardy
from tests.helpers_games import names, of_game
from tests.helpers_hostile import DOCUMENTED, hostile_values

#: Methods that may raise something else, with the reason (documented in their docstrings).
OTHER_DOCUMENTED: dict[str, tuple[type[BaseException], str]] = {
    "Board.undo": (IndexError, "like list.pop: nothing to take back is an IndexError (documented)"),
    "Board.pop": (IndexError, "like list.pop: nothing to take back is an IndexError (documented)"),
    "Board.peek": (IndexError, "like a list's last item: no move yet is an IndexError (documented)"),
}

#: Public callables that legitimately take any object, with the reason; not called with hostile values.
ANY_OBJECT: dict[str, str] = {
    "point_name": "names a refusal's parameter: anything that is not a home point is shown as it is",
}

#: Callables whose cost grows with an argument: (argument name, the largest value the test runs, the
#: largest the API accepts). Values between the two are lowered to the first; values the API refuses
#: are passed as drawn.
EXPENSIVE: dict[str, tuple[str, int, int]] = {
    "perft": ("depth", 2, latrunculi.MAX_PERFT_DEPTH),
    "divide": ("depth", 2, latrunculi.MAX_PERFT_DEPTH),
}


@dataclass
class Engine:
    module: types.ModuleType
    boards: Callable[[], list]                  # boards from a few random legal games
    samples: Callable[[object], list]           # instances of the engine's other classes, from a board
    snapshot: Callable[[object], object]        # everything a refused call must leave as it was
    words: Callable[[object], list]             # plausible texts for this board (moves, notations)
    skip_classes: dict[str, str] = field(default_factory=dict)


# ------------------------------------------------------------------ XII Scripta

def _xii_boards() -> list:
    rng = random.Random(12)
    out = [xii.Board(), xii.Board(xii.Rules(stones=3, free_pass=True))]
    for stones in (15, 2):
        b = xii.Board(xii.Rules(stones=stones, exact_bear_off=stones == 2))
        for ply in range(400):
            if b.game_over:
                break
            if not b.dice:
                b.roll((rng.randint(1, 6), rng.randint(1, 6), rng.randint(1, 6)))
                if ply % 7 == 3:
                    out.append(b.copy())
                continue
            b.play(rng.choice(b.legal_moves()))
            if ply % 11 == 5:
                out.append(b.copy())
        out.append(b.copy())
    return out


def _xii_snapshot(b):
    if isinstance(b, xii.Board):
        return (b.notation(), b._snapshot(), len(b._history), b.rules, b._turn_moves)
    return repr(b)


def _xii_samples(b) -> list:
    odd = [xii.Move("move", 99, -5, 3), xii.Move("take", 7, 40), xii.Move("bogus"), xii.Move("place", 0, 0)]
    return [b.rules, *b.legal_moves()[:3], xii.PASS_MOVE, xii.Command.parse("move 1 3"), b.key(), *odd]


def _xii_words(b) -> list:
    return [b.notation(), "place 1", "move 1 3", "take 2", "pass", "yield", "13/18", "VI/off",
            *map(str, b.legal_moves()[:3])]


# ------------------------------------------------------------------ Ataxx

def _walked(board, seed: int, plies: int, every: int, offset: int) -> list:
    """Copies of ``board`` along a random legal game (every ``every`` plies from ``offset``), and its end."""
    rng = random.Random(seed)
    out = []
    for ply in range(plies):
        if board.is_game_over():
            break
        board.push(rng.choice(board.legal_moves()))
        if ply % every == offset:
            out.append(board.copy())
    return out + [board]


def _ataxx_boards() -> list:
    return [ataxx.Board(), ataxx.Board(rules="standard"), *_walked(ataxx.Board(), 7, 80, 13, 4)]


def _ataxx_snapshot(b):
    if isinstance(b, ataxx.Board):
        return (b.fen(), list(b.move_stack), len(b._stack), dict(b._seen), b.conceded, b.rules, b.starting_fen)
    return repr(b)


def _ataxx_samples(b) -> list:
    return [*b.legal_moves()[:3], ataxx.PASS, ataxx.Rules.STANDARD, b.outcome() or
            ataxx.Outcome(ataxx.Termination.TIME, ataxx.BLACK), ataxx.Termination.FULL_BOARD]


def _ataxx_words(b) -> list:
    return [b.fen(), ataxx.STARTING_FEN, "startpos", "b6", "a7c5", "0000", "itpw", "standard",
            *map(str, b.legal_moves()[:3])]


# ------------------------------------------------------------------ Latrunculi

def _latrunculi_boards() -> list:
    return [latrunculi.Board(), latrunculi.Board(latrunculi.STARTING_FEN_8X12, capture_limit=30),
            *_walked(latrunculi.Board(capture_limit=60), 5, 120, 17, 6)]


def _latrunculi_snapshot(b):
    if isinstance(b, latrunculi.Board):
        return (b.fen(), b.state, list(b.move_stack), list(b._stack))
    return repr(b)


def _latrunculi_samples(b) -> list:
    effects = b.last_effects or latrunculi.NO_EFFECTS
    return [b.state, b.state.geometry, *b.legal_moves()[:3], latrunculi.Piece.from_symbol("D"),
            latrunculi.Capture(3, latrunculi.FLANK, (2, 4)), effects, latrunculi.Move(-1, 10**20),
            latrunculi.Move(0, 0), latrunculi.Move(7, 3200),
            b.outcome() or latrunculi.Outcome(latrunculi.WHITE, latrunculi.NO_MEN)]


def _latrunculi_words(b) -> list:
    return [b.fen(), latrunculi.STARTING_FEN, "e1e4", "a2a3", "e4", "M", "d",
            *map(str, b.legal_moves()[:3])]


# ------------------------------------------------------------------ Long Nardy

def _nardy_boards() -> list:
    rng = random.Random(3)
    out = [nardy.Board()]
    b = nardy.Board()
    for turn in range(160):
        if b.winner is not None:
            break
        b.roll((rng.randint(1, 6), rng.randint(1, 6)))
        moves = rng.choice(b.legal_turns())
        if not moves:
            b.play("pass")
        for i, move in enumerate(moves):
            if turn % 9 == 4 and i == 1:
                out.append(b.copy())        # in the middle of a turn
            b.play(move)
        if turn % 9 == 2:
            out.append(b.copy())
    out.append(b)
    return out


def _nardy_snapshot(b):
    if isinstance(b, nardy.Board):
        return (b.notation(), b._key(), b.winner, list(b._history), b._needed is None or b._needed)
    return repr(b)


def _nardy_samples(b) -> list:
    steps = b.turn_steps
    step = steps[0] if steps else nardy.Step(nardy.Move(24, 18), 6, 1, True, False, False, False, False, None)
    moves = b.legal_moves()[:3] if b.dice and b.winner is None else []
    odd = [nardy.Move(0, 99), nardy.Move(24, -1), nardy.Move(24, 24)]
    return [*(moves or [nardy.Move(24, 18)]), step, b.position(), *odd]


def _nardy_words(b) -> list:
    moves = b.legal_moves()[:3] if b.dice and b.winner is None else []
    return [b.notation(), "24/18", "13/off", "pass", *map(str, moves)]


ENGINES = {
    "xii": Engine(xii, _xii_boards, _xii_samples, _xii_snapshot, _xii_words),
    "ataxx": Engine(ataxx, _ataxx_boards, _ataxx_samples, _ataxx_snapshot, _ataxx_words),
    "latrunculi": Engine(latrunculi, _latrunculi_boards, _latrunculi_samples, _latrunculi_snapshot,
                         _latrunculi_words),
    "nardy": Engine(nardy, _nardy_boards, _nardy_samples, _nardy_snapshot, _nardy_words),
}


# ------------------------------------------------------------------ the API, by introspection

def _public_classes(module) -> dict[str, type]:
    return {name: obj for name, obj in vars(module).items()
            if not name.startswith("_") and isinstance(obj, type) and obj.__module__ == module.__name__
            and not issubclass(obj, BaseException)}


def _members(cls: type) -> dict[str, object]:
    """Public attributes the engine itself defines on ``cls`` (not those inherited from str, tuple, Enum)."""
    out: dict[str, object] = {}
    for klass in reversed(cls.__mro__):
        if klass.__module__ != cls.__module__:
            continue
        for name, value in vars(klass).items():
            if not name.startswith("_") and (callable(value) or isinstance(value, (property, classmethod,
                                                                                     staticmethod))):
                out[name] = value
    return out


def _api(module) -> list[str]:
    """``Class``, ``Class.member`` and ``function`` names of the module's public API."""
    names = []
    for name, obj in vars(module).items():
        if name.startswith("_") or name in ANY_OBJECT:
            continue
        if isinstance(obj, types.FunctionType) and obj.__module__ == module.__name__:
            names.append(name)
        elif hasattr(obj, "__wrapped__") and getattr(obj, "__module__", None) == module.__name__:
            names.append(name)      # lru_cache and the like
    for name, cls in _public_classes(module).items():
        names.append(name)
        for member in _members(cls):
            names.append(f"{name}.{member}")
    return sorted(names)


CASES = [(engine, name) for engine, spec in ENGINES.items() for name in _api(spec.module)]
_BOARDS: dict[str, list] = {}


def _boards(engine: str) -> list:
    if engine not in _BOARDS:
        _BOARDS[engine] = ENGINES[engine].boards()
    return _BOARDS[engine]


def _parameters(fn) -> list[inspect.Parameter]:
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return []
    return [p for p in sig.parameters.values()
            if p.name not in ("self", "cls") and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]


def _plausible(spec: Engine, board) -> st.SearchStrategy:
    samples = spec.samples(board)
    return st.one_of(st.integers(-3, 70), st.booleans(), st.sampled_from(spec.words(board)),
                     st.sampled_from(samples), st.just(board),
                     st.tuples(st.integers(0, 7), st.integers(0, 7)),
                     st.tuples(st.integers(0, 7), st.integers(0, 7), st.integers(0, 7)),
                     st.lists(st.integers(-15, 15), min_size=24, max_size=24))


def _target(spec: Engine, name: str, board):
    """(the callable, the object it is bound to or None) for an API name on this board."""
    if "." not in name:
        return getattr(spec.module, name), None
    cls_name, member = name.split(".")
    cls = getattr(spec.module, cls_name)
    raw = inspect.getattr_static(cls, member)
    if isinstance(raw, (classmethod, staticmethod)):
        return getattr(cls, member), None
    owners = [board] if isinstance(board, cls) else [x for x in spec.samples(board) if isinstance(x, cls)]
    assert owners, f"no sample of {cls_name} for {name}: add one to the engine's samples()"
    owner = owners[0]
    if isinstance(raw, property):
        return (lambda: getattr(owner, member)), owner
    return getattr(owner, member), owner


def _consume(result) -> None:
    """Run a returned iterator far enough to see it fail or hang."""
    if isinstance(result, types.GeneratorType):
        for i, _ in enumerate(result):
            if i > 200:
                break


def _expected(name: str) -> tuple[type[BaseException], ...]:
    extra = OTHER_DOCUMENTED.get(name)
    return DOCUMENTED + ((extra[0],) if extra else ())


def _lower_expensive(name: str, params: list[inspect.Parameter], args: list, kwargs: dict) -> None:
    base = name.split(".")[-1]
    if base not in EXPENSIVE:
        return
    arg_name, most, accepted = EXPENSIVE[base]
    for i, p in enumerate(params):
        if p.name != arg_name:
            continue
        value = args[i] if i < len(args) else kwargs.get(arg_name)
        if type(value) is int and most < value <= accepted:
            if i < len(args):
                args[i] = most
            else:
                kwargs[arg_name] = most


def _check(engine: str, name: str, data) -> None:
    spec = ENGINES[engine]
    board = data.draw(st.sampled_from(_boards(engine))).copy()
    fn, owner = _target(spec, name, board)
    params = _parameters(fn)
    if isinstance(fn, type) and issubclass(fn, Enum):
        # An Enum's call is a lookup by value; its other parameters are the standard library's
        # functional API for making a new Enum, not the engine's.
        params = params[:1]
    required = [p for p in params if p.default is p.empty]
    count = data.draw(st.integers(len(required), len(params)), label="count")
    value = st.one_of(hostile_values(), _plausible(spec, board))
    args, kwargs = [], {}
    for p in params[:count]:
        v = data.draw(value, label=p.name)
        if p.kind == p.KEYWORD_ONLY:
            kwargs[p.name] = v
        else:
            args.append(v)
    _lower_expensive(name, params, args, kwargs)
    boards = [x for x in [board, owner, *args, *kwargs.values()] if isinstance(x, getattr(spec.module, "Board"))]
    before = [spec.snapshot(x) for x in boards]
    owner_before = spec.snapshot(owner) if owner is not None and owner is not board else None
    try:
        _consume(fn(*args, **kwargs))
    except _expected(name):
        after = [spec.snapshot(x) for x in boards]
        assert after == before, f"{name}{tuple(args)!r:.200} {kwargs!r:.100} refused but changed the board"
        if owner_before is not None:
            assert spec.snapshot(owner) == owner_before
    except Exception as err:    # noqa: BLE001 - the point of the test
        raise AssertionError(f"{engine} {name}{tuple(args)!r:.300} {kwargs!r:.100} raised "
                             f"{type(err).__name__}: {err!s:.200} - not a documented refusal") from err


@pytest.mark.parametrize("engine,name", CASES, ids=[f"{e}:{n}" for e, n in CASES])
@settings(max_examples=8, deadline=None, derandomize=True, phases=(Phase.explicit, Phase.generate),
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_every_public_call_works_or_refuses_without_changing_anything(engine, name, data):
    _check(engine, name, data)


@pytest.mark.slow
@pytest.mark.parametrize("engine,name", CASES, ids=[f"{e}:{n}" for e, n in CASES])
# 40 random examples per call in every full run (CI), new ones each run, so the suite stays within its minutes
# (60 before the suite passed its 3 minutes again).
@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_every_public_call_works_or_refuses_without_changing_anything_long(engine, name, data):
    _check(engine, name, data)


#: The issue's cases (23, item 12): each quietly did something wrong or raised an undocumented error.
ISSUE_CASES = [
    ("xii Rules(stones=True)", lambda: xii.Rules(stones=True)),
    ("xii Rules(free_pass='no')", lambda: xii.Rules(free_pass="no")),
    ("xii waiting(-1)", lambda: xii.Board().waiting(-1)),
    ("xii waiting(True)", lambda: xii.Board().waiting(True)),
    ("xii waiting(2)", lambda: xii.Board().waiting(2)),
    ("xii roll(5)", lambda: xii.Board().roll(5)),
    ("ataxx Move.parse(0)", lambda: ataxx.Move.parse(0)),
    ("ataxx Board(fen=0)", lambda: ataxx.Board(0)),
    ("ataxx Board(rules='chess')", lambda: ataxx.Board(rules="chess")),
    ("ataxx piece_at(-1)", lambda: ataxx.Board().piece_at(-1)),
    ("latrunculi capture_limit=True", lambda: latrunculi.Board(capture_limit=True)),
    ("latrunculi capture_limit=10**400", lambda: latrunculi.Board(capture_limit=10**400)),
    ("latrunculi men(-1)", lambda: latrunculi.Board().men(-1)),
    ("latrunculi piece_at(-1)", lambda: latrunculi.Board().piece_at(-1)),
    ("latrunculi piece_at(10**6)", lambda: latrunculi.Board().piece_at(10**6)),
    ("latrunculi perft(depth=64)", lambda: latrunculi.Board().perft(64)),
    ("nardy turn_results((-1, -1))", lambda: nardy.turn_results((-1, -1), (3, 5))),
    ("nardy borne_off(-1)", lambda: nardy.borne_off(-1)),
    ("nardy Board.borne_off(0)", lambda: nardy.Board().borne_off(0)),
    ("nardy from_points(5)", lambda: nardy.Board.from_points(5)),
]


@pytest.mark.parametrize("case", ISSUE_CASES, ids=[c[0] for c in ISSUE_CASES])
def test_the_issues_cases_are_refused(case):
    with pytest.raises(DOCUMENTED):
        case[1]()


@pytest.mark.parametrize("game", names())
def test_every_registered_games_engine_is_gone_over(game):
    """A game added to the registry is checked here too: its engine has an entry in ENGINES, and its API is
    found (a case per public call)."""
    engine = of_game(ENGINES, game, "ENGINES in tests/framework/test_engines_refuse_hostile_values.py (its "
                     "engine's module, boards from a few random games, samples of its other classes, a snapshot "
                     "of a board, plausible texts)")
    assert [name for e, name in CASES if e == game] == _api(engine.module) != []


def test_the_api_is_found_by_introspection():
    """The enumeration can fail: it finds the calls the issue names, in every engine."""
    names = {f"{e}:{n}" for e, n in CASES}
    for wanted in ("xii:Rules", "xii:Board.waiting", "ataxx:Board", "ataxx:Move.parse", "latrunculi:Board",
                   "latrunculi:Board.men", "latrunculi:Board.piece_at", "nardy:Board.from_points",
                   "nardy:turn_results"):
        assert wanted in names
    assert "xii:Board._generate" not in names and "ataxx:Rules.upper" not in names
