"""Every public constructor and method of the game adapters and the session, given a hostile value in any
argument, works or raises a documented error (``ArgumentTypeError``, a ``TypeError``; a ``GameError``, a
``ValueError``), and a refused call changes nothing: the notation, the history, the outcome, the clocks.

Why introspection: the calls are found, not listed. Every public method of each game's adapter (the
object ``spec.new_game`` returns), of the session and of the game's REGISTRY entry; the adapter's own
constructor and module functions, the session's, ``Setup``'s, the protocol's values (``Outcome``,
``Effect``, ``Played``), the registry's ``Listing`` and ``QuickStart``, and the spec's constructors
(``new_game``, ``position``) are called for every game in ``games.REGISTRY``: a new game or a new method
is covered without a new line here. Positions come from random legal games (framework/harness/fuzz.py's
``playout``), one with a clock and one already over.

A value outside an argument's documented range must be refused (:data:`DOMAINS`: ``concede(5)`` once made
seat -4 the winner); a call that works must leave a game that still makes sense (a winner that is a seat,
a notation its own reader reads back).
"""
from __future__ import annotations

import dataclasses
import functools
import inspect
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from framework.harness.random_play import playout, random_session
from framework.core.game import Effect, Game, Outcome, Played
from framework.core.session import Session, Setup
from framework.core.spec import new_session
from framework.core.registry import Listing, QuickStart
from games import REGISTRY
from tests.helpers_hostile import DOCUMENTED, HOSTILE_CONSTANTS, hostile_values

#: Calls that may do what the general rule forbids, each with its reason.
ALLOWED = {
    # The protocol says is_legal never raises, whatever the value: it answers (False for anything that is
    # not one of legal_actions()); checked below instead of a refusal.
    "is_legal": "answers True or False for any value, never raises",
}


def _int(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _seat(v: object) -> bool:
    return _int(v) and v in (0, 1)


def _pair_of_text(v: object) -> bool:
    return isinstance(v, (tuple, list)) and len(v) == 2 and all(isinstance(x, str) for x in v)


def _throw(v: object, dice: int) -> bool:
    return isinstance(v, (tuple, list)) and len(v) == dice and all(_int(d) and 1 <= d <= 6 for d in v)


#: What an argument (by its name; ``(method, name)`` where one name means two things) accepts at all: any
#: value outside must be refused. ``context`` is the session the call is made on.
DOMAINS = {
    "seat": lambda v, c: _seat(v),
    "colour": lambda v, c: _seat(v),
    "black": lambda v, c: _seat(v),
    "first": lambda v, c: _seat(v),
    "winner": lambda v, c: v is None or _seat(v),
    "player": lambda v, c: _int(v) and v in (1, -1),
    ("concede", "reason"): lambda v, c: isinstance(v, str) and v in ("yield", "time"),
    "reason": lambda v, c: isinstance(v, str),
    "text": lambda v, c: isinstance(v, str),
    "kind": lambda v, c: isinstance(v, str),
    "date": lambda v, c: isinstance(v, str),
    "fair_dice": lambda v, c: isinstance(v, str),
    "action": lambda v, c: isinstance(v, str),        # no hostile value is an engine's move value
    ("Played", "action"): lambda v, c: True,          # what was played, as the game's own value: any
    "used_ms": lambda v, c: _int(v) and v >= 0,
    "sq": lambda v, c: _int(v) and v >= 0,
    "points": lambda v, c: _int(v) and v >= 0,
    "count": lambda v, c: _int(v) and v >= 0,
    "match": lambda v, c: _int(v) and v >= 1,
    "setup": lambda v, c: isinstance(v, Setup),
    "game": lambda v, c: isinstance(v, Game),
    "board": lambda v, c: isinstance(v, type(c.game.board)),
    "throw": lambda v, c: _throw(v, c.game.dice),
    ("Session", "throws"): lambda v, c: v is None or callable(getattr(v, "next", None)),
    "throws": lambda v, c: _int(v) and v >= 0,
    "names": lambda v, c: _pair_of_text(v),
    "computers": lambda v, c: _pair_of_text(v),
    "players": lambda v, c: isinstance(v, (tuple, list)) and len(v) == 2,
    "seed": lambda v, c: isinstance(v, str) or _int(v),
    "clock_ms": lambda v, c: v is None or (_int(v) and v >= 1),
    "undo_policy": lambda v, c: v in ("turn", "move") and isinstance(v, str),
    "ends_turn": lambda v, c: isinstance(v, bool),
    "score": lambda v, c: isinstance(v, tuple) and len(v) == 2 and all(_int(x) and x >= 0 for x in v),
    "params": lambda v, c: isinstance(v, tuple),
    "detail": lambda v, c: isinstance(v, tuple),
    "effects": lambda v, c: isinstance(v, tuple) and all(isinstance(e, Effect) for e in v),
    "script": lambda v, c: isinstance(v, (tuple, list)) and all(
        isinstance(t, (tuple, list)) and all(_int(d) and 1 <= d <= 6 for d in t) for t in v),
    "options": lambda v, c: isinstance(v, (tuple, list)) and all(
        isinstance(p, (tuple, list)) and len(p) == 2 and isinstance(p[0], str) for p in v),
    "listeners": lambda v, c: isinstance(v, list),
    "history": lambda v, c: isinstance(v, list),
    "turn_actions": lambda v, c: isinstance(v, list),
    "throws_by": lambda v, c: isinstance(v, list),
    "clocks": lambda v, c: v is None or isinstance(v, list),
    "lang": lambda v, c: isinstance(v, str),
    "name": lambda v, c: isinstance(v, str),
    "module": lambda v, c: isinstance(v, str),
    "label": lambda v, c: isinstance(v, dict) and "en" in v,
    ("QuickStart", "options"): lambda v, c: isinstance(v, dict),
    "companion": lambda v, c: isinstance(v, bool),
    "counts_bag": lambda v, c: isinstance(v, bool),
    "scripted": lambda v, c: _int(v) and v >= 0,
    "bags": lambda v, c: v is None or (isinstance(v, tuple) and len(v) == 2 and all(
        b is None or (isinstance(b, tuple) and len(b) == 6 and all(_int(n) and 0 <= n <= 5 for n in b)) for b in v)),
    "programs": lambda v, c: v is None or isinstance(v, dict),
}

#: A right value for each argument not under attack (required ones only; the others keep their defaults).
VALID = {
    "seat": lambda c: c.game.to_move(), "winner": lambda c: 0, "player": lambda c: 1, "colour": lambda c: 0,
    "sq": lambda c: 0, "text": lambda c: c.game.notation(), "setup": lambda c: c.setup, "game": lambda c: c.game,
    "players": lambda c: c.players, "board": lambda c: c.game.board, "reason": lambda c: "yield",
    "kind": lambda c: "capture", "action": lambda c: (c.game.legal_actions() or ["pass"])[0],
    "throw": lambda c: (1,) * c.game.dice, "used_ms": lambda c: 0,
    "name": lambda c: "game", "label": lambda c: {"en": "A game"}, "module": lambda c: "games.game.spec",
    "options": lambda c: {},
}

#: The constructors attacked (the adapter's own class is added per game).
CLASSES = (Session, Setup, Outcome, Effect, Played, Listing, QuickStart)


def _positions(listing) -> list[Session]:
    """A few positions of random legal games of ``listing``'s game: a fresh one, two played on (one with a
    clock), and one ended by a concession."""
    spec = listing.spec()
    out = []
    for n, steps in enumerate((0, 25, 60, 10)):
        if n == 2:
            session = new_session(spec, Setup(names=("Ann", "Ben"), seed=str(n), clock_ms=600_000))
        else:
            session = random_session(spec, n)
        rng = random.Random(f"{listing.name}:{n}")
        for _ in playout(session, rng, steps):
            pass
        if n == 3 and not session.game_over:
            session.concede()
        out.append(session)
    return out


@functools.cache
def positions(name: str) -> tuple[Session, ...]:
    return tuple(_positions(next(listing for listing in REGISTRY if listing.name == name)))


def clone(session: Session) -> tuple[Session, list]:
    """A copy of ``session`` and the list its events go to. The throw source is shared: no call attacked
    here throws (``Session.throw`` takes no argument), and its cup is large to copy."""
    events: list = []
    twin = dataclasses.replace(session, game=session.game.copy(),
                               listeners=[events.append], history=list(session.history),
                               turn_actions=list(session.turn_actions), throws_by=list(session.throws_by),
                               clocks=None if session.clocks is None else list(session.clocks))
    return twin, events


def snapshot(session: Session, events: list) -> tuple:
    game = session.game
    return (game.notation(), tuple(session.history), game.outcome(), tuple(session.turn_actions),
            tuple(session.throws_by), None if session.clocks is None else tuple(session.clocks),
            game.unused_dice(), game.to_move(), len(events))


def _public_methods(obj: object) -> list[str]:
    names = []
    for name in dir(obj):
        if name.startswith("_"):
            continue
        static = inspect.getattr_static(type(obj), name, None)
        if isinstance(static, property) or not callable(getattr(obj, name)):
            continue
        names.append(name)
    return names


def _params(function) -> list[inspect.Parameter]:
    return [p for p in inspect.signature(function).parameters.values()
            if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY, p.POSITIONAL_ONLY)]


def _module_functions(game: object) -> list[str]:
    """The functions the adapter's module exports (``rules_of``, ``pips`` ...)."""
    module = inspect.getmodule(type(game))
    return [name for name in getattr(module, "__all__", ()) if inspect.isfunction(getattr(module, name))]


def targets(name: str) -> list[tuple[str, str, str]]:
    """Every (where, callable, argument) to attack in game ``name``: ``where`` is ``game``, ``session``,
    ``spec``, ``module`` (the adapter's module), ``listing`` (its REGISTRY entry) or ``new`` (a constructor)."""
    session = positions(name)[0]
    spec = next(listing for listing in REGISTRY if listing.name == name).spec()
    out = []
    for function in _module_functions(session.game):
        out += [("module", function, p.name) for p in _params(getattr(inspect.getmodule(type(session.game)),
                                                                         function))]
    listing = next(listing for listing in REGISTRY if listing.name == name)
    for where, obj in (("game", session.game), ("session", session), ("listing", listing)):
        for method in _public_methods(obj):
            out += [(where, method, p.name) for p in _params(getattr(obj, method))]
    for function in ("new_game", "position"):
        if getattr(spec, function) is not None:
            out += [("spec", function, p.name) for p in _params(getattr(spec, function))]
    for cls in (type(session.game),) + CLASSES:
        out += [("new", cls.__name__, p.name) for p in _params(cls)]
    return out


def resolve(where: str, what: str, session: Session, spec):
    if where == "game":
        return getattr(session.game, what)
    if where == "session":
        return getattr(session, what)
    if where == "spec":
        return getattr(spec, what)
    if where == "module":
        return getattr(inspect.getmodule(type(session.game)), what)
    if where == "listing":
        return getattr(next(listing for listing in REGISTRY if listing.name == spec.name), what)
    return {cls.__name__: cls for cls in (type(session.game),) + CLASSES}[what]


def attack(name: str, position: int, where: str, what: str, argument: str, value: object) -> None:
    """One call with ``value`` as ``argument``: it works, or is refused with a documented error and nothing
    changed; a value outside the argument's domain is refused."""
    spec = next(listing for listing in REGISTRY if listing.name == name).spec()
    session, events = clone(positions(name)[position])
    function = resolve(where, what, session, spec)
    kwargs = {}
    for p in _params(function):
        if p.name == argument:
            kwargs[p.name] = value
        elif p.default is p.empty:
            if p.name not in VALID:
                pytest.fail(f"{where} {what}: add a right value for its argument {p.name!r} to VALID")
            kwargs[p.name] = VALID[p.name](session)
    before = snapshot(session, events)
    label = f"{name}: {where} {what}({argument}={value!r:.60})"
    try:
        result = function(**kwargs)
    except DOCUMENTED:
        assert snapshot(session, events) == before, f"{label} was refused but changed the game"
        return
    except Exception as exc:        # noqa: BLE001 - the point of the test
        pytest.fail(f"{label} raised {type(exc).__name__}: {exc}")
    if what in ALLOWED:
        # one of the actions (of its type, or a subclass), not a value that only compares equal to one
        # (a plain tuple and a NamedTuple move: (1, 0) == Move(1, 0), but (1, 0) is no move)
        listed = any(isinstance(value, type(action)) and action == value for action in session.game.legal_actions())
        assert isinstance(result, bool) and result == listed, label
        return
    domain = DOMAINS.get((what, argument)) or DOMAINS.get(argument)
    default = inspect.signature(function).parameters[argument].default
    if domain is not None and not (value is default is None) and not domain(value, session):
        pytest.fail(f"{label} was accepted (returned {result!r:.60}); it must be refused")
    _still_sensible(label, session, spec, before[0])


def _still_sensible(label: str, session: Session, spec, notation: str) -> None:
    """After a call that worked: a winner that is a seat, a seat to move, a notation that reads back."""
    game = session.game
    outcome = game.outcome()
    assert outcome is None or outcome.winner in (None, 0, 1), f"{label}: winner {outcome.winner!r}"
    assert game.to_move() in (0, 1), f"{label}: seat to move {game.to_move()!r}"
    text = game.notation()
    if text != notation and spec.position is not None:
        assert spec.position(text, session.setup).notation() == text, f"{label}: {text!r} does not read back"


NAMES = [listing.name for listing in REGISTRY]
ALL = [(name, *target) for name in NAMES for target in targets(name)]


def test_every_game_has_its_calls_found():
    """The enumeration reaches what the issue named: concede on both, play, roll, the constructors."""
    for name in NAMES:
        found = {(where, what) for where, what, _ in targets(name)}
        assert {("game", "concede"), ("session", "concede"), ("session", "play"), ("game", "apply"),
                ("game", "roll"), ("spec", "new_game"), ("new", "Setup"), ("new", "Session"),
                ("listing", "title"), ("new", "Listing")} <= found, name


@pytest.mark.parametrize("name", NAMES)
def test_impossible_seats_are_refused(name):
    """The issue's cases: concede(5) and concede(2**64) once produced impossible winners."""
    for seat in (5, 2**64, -1, True, None, "0"):
        session, events = clone(positions(name)[1])
        before = snapshot(session, events)
        with pytest.raises(DOCUMENTED):
            session.game.concede(seat)
        with pytest.raises(DOCUMENTED):
            session.concede(seat if seat is not None else 5)
        assert snapshot(session, events) == before


@pytest.mark.parametrize("name", NAMES)
def test_every_call_takes_every_listed_hostile_value(name):
    """Each listed hostile value in each argument of each call, on one played position."""
    for _, where, what, argument in [t for t in ALL if t[0] == name]:
        for value in HOSTILE_CONSTANTS:
            attack(name, 1, where, what, argument, value)


@pytest.mark.parametrize("name", NAMES)
def test_every_option_of_a_setup_takes_every_listed_hostile_value(name):
    """A setup whose one option (``stones``, ``match``, ``capture_limit`` ...) is hostile: the game is refused
    with a documented error, or it starts and its record reads back. A value of another type than the
    option's default (``free_pass='no'``, ``stones=True``) is refused."""
    from framework.core.record import Record, read, write
    spec = next(listing for listing in REGISTRY if listing.name == name).spec()
    for option, default in spec.defaults:
        for value in HOSTILE_CONSTANTS:
            names = ("Ann", "Ben") if spec.names == "settings" else ("", "")    # what its record keeps
            setup = spec.complete(Setup(names=names, options=((option, value),)))
            label = f"{name}: {option}={value!r:.60}"
            try:
                game = spec.new_game(setup)
            except DOCUMENTED:
                continue
            except Exception as exc:    # noqa: BLE001 - the point of the test
                pytest.fail(f"{label} raised {type(exc).__name__}: {exc}")
            assert type(value) is type(default) or value is None, f"{label} was accepted: {game!r:.80}"
            assert read(write(Record(setup), spec.codec), spec.codec).setup == setup, label


def _property(data) -> None:
    name, where, what, argument = data.draw(st.sampled_from(ALL))
    position = data.draw(st.integers(0, len(positions(name)) - 1))
    attack(name, position, where, what, argument, data.draw(hostile_values()))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_hostile_values_are_refused_and_change_nothing(data):
    _property(data)


@pytest.mark.slow
@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_hostile_values_are_refused_and_change_nothing_long(data):
    _property(data)


def test_a_setup_whose_record_could_not_be_read_back_is_refused():
    """Whatever starts can be saved and loaded (issue 23, item 1): an int seed is kept as its digits, a seed
    longer than --seed allows is refused, and a text seed a move game's record cannot hold is refused."""
    from framework.core.arguments import ArgumentValueError
    from framework.core.limits import MAX_SEED_DIGITS
    from framework.core.record import Record, read, write
    from framework.core.session import Setup
    from framework.core.spec import new_session
    assert Setup(seed=5).seed == "5"
    for seed in (10 ** (MAX_SEED_DIGITS + 1), "9" * (MAX_SEED_DIGITS + 2)):
        with pytest.raises(ArgumentValueError):
            Setup(seed=seed)
    for entry in REGISTRY:
        spec = entry.spec()
        session = new_session(spec, Setup(names=("A", "B"), seed=-(10 ** MAX_SEED_DIGITS - 1)))
        assert read(write(Record(session.setup), spec.codec), spec.codec).setup.seed == session.setup.seed
    for name in ("ataxx", "latrunculi"):
        with pytest.raises(ArgumentValueError, match="record can hold"):
            new_session(next(e for e in REGISTRY if e.name == name).spec(), Setup(names=("A", "B"), seed="abc"))
