"""One move value per game (issue 33): each game's legal actions are all of its one move type, frozen,
hashable, equal only to a move of that type (a plain tuple or text equal in value is no move, and not
legal), written and read back by one pair (the game's format_action/parse_action: the move's text()),
with a repr that pastes back.

Run over the registry's games, in a few positions of seeded random play, through the Game protocol only.
"""
from __future__ import annotations

import dataclasses
import random
import sys

import pytest

from framework.core.spec import new_session, seat_players
from framework.core.session import Setup
from framework.tui.terminal import Terminal
from games import REGISTRY

ENTRIES = {e.name: e for e in REGISTRY}
NAMES = sorted(ENTRIES)
#: Actions played before each position looked at (a few random-play positions per game and seed).
STOPS = (0, 6, 25)
#: Where passing is all there is (the pass is a move of the game's type too); tests/framework/test_game_contract.py
#: has these positions with why each is forced.
FORCED_PASS = {
    "ataxx": ("xxxxxx1/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/oxxxxxx o 0 1", {"rules": "standard"}),
    "nardy": ("14,0,0,0,0,0,0,0,0,0,0,-13,0,-1,0,0,-1,0,0,1,0,0,0,0 1 63 0:0 1 match 0:0/1 black I", {}),
    "xii": ("------------/------------/----------AB I 3 0/0/0 1/0/2", {}),
}


def positions(name: str, seed: int):
    """The game at each of STOPS actions of seeded random play (thrown, so something is legal)."""
    spec = ENTRIES[name].spec()
    names = ("Ann", "Ben") if spec.names == "settings" else ("", "")
    setup = Setup(names=names, seed=str(seed), date="2026-11-28T10:00:00Z")
    if name in FORCED_PASS:
        notation, options = FORCED_PASS[name]
        forced = spec.position(notation, spec.complete(setup.with_options(**options)))
        assert forced.must_pass()
        yield forced
    session = new_session(spec, setup, seat_players(spec, setup))
    rng = random.Random(seed)
    played = 0
    for stop in STOPS:
        while played < stop and not session.game_over:
            if session.needs_throw:
                session.throw()
                continue
            session.play(rng.choice(session.game.legal_actions()))
            played += 1
        if session.game_over:
            return
        if session.needs_throw:
            session.throw()
        yield session.game


def plain_values(action: object) -> list[object]:
    """Plain values equal in content to ``action``: its fields as a tuple, and its text."""
    if dataclasses.is_dataclass(action):
        fields = dataclasses.astuple(action)
    else:
        fields = tuple(action)
    return [fields, str(action)]


def every_position():
    return [(name, seed) for name in NAMES for seed in (1, 2)]


@pytest.mark.parametrize("name, seed", every_position())
def test_every_legal_action_is_of_the_games_one_move_type(name, seed):
    kinds = set()
    for game in positions(name, seed):
        legal = game.legal_actions()
        assert legal
        kinds |= {type(a) for a in legal}
    assert len(kinds) == 1, f"{name}: legal actions of several types: {kinds}"
    (kind,) = kinds
    assert kind not in (tuple, str, list, dict, int)


@pytest.mark.parametrize("name, seed", every_position())
def test_a_move_is_frozen_and_hashable(name, seed):
    for game in positions(name, seed):
        for action in game.legal_actions():
            assert hash(action) == hash(game.parse_action(game.format_action(action)))
            field = (dataclasses.fields(action)[0].name if dataclasses.is_dataclass(action)
                     else action._fields[0])
            with pytest.raises(AttributeError):
                setattr(action, field, getattr(action, field))


@pytest.mark.parametrize("name, seed", every_position())
def test_a_plain_value_equal_in_content_is_no_move_and_not_legal(name, seed):
    for game in positions(name, seed):
        legal = game.legal_actions()
        before = game.notation()
        for action in legal:
            for plain in plain_values(action):
                assert action != plain and plain != action
                assert not action == plain and not plain == action
                assert plain not in legal
                assert not game.is_legal(plain)
        assert game.notation() == before


@pytest.mark.parametrize("name, seed", every_position())
def test_text_parses_back_to_the_same_move(name, seed):
    for game in positions(name, seed):
        for action in game.legal_actions():
            text = game.format_action(action)
            assert action.text() == text == str(action)
            again = game.parse_action(text)
            assert type(again) is type(action) and again == action
            parse = getattr(type(action), "parse", None)
            if parse is not None:                  # a move read without the position (XII's needs the board)
                assert parse(text) == action


@pytest.mark.parametrize("name, seed", every_position())
def test_the_repr_pastes_back(name, seed):
    for game in positions(name, seed):
        for action in game.legal_actions():
            namespace = vars(sys.modules[type(action).__module__])
            again = eval(repr(action), dict(namespace))
            assert type(again) is type(action) and again == action


@pytest.mark.parametrize("name", NAMES)
def test_an_agreed_draw_is_a_move_of_the_games_type_too(name):
    """A game that offers draws applies the agreed draw as a move of its one type (Latrunculi's board.DRAW,
    text ``draw``), written and read back like any move; not a string beside its moves."""
    spec = ENTRIES[name].spec()
    view = spec.view(Terminal(False, ascii=False, screen=False), "en")
    if not view.draw_offers:
        pytest.skip(f"{name} offers no draws")
    game = next(positions(name, 1))
    move_type = type(game.legal_actions()[0])
    draw = game.parse_action("draw")
    assert type(draw) is move_type and draw not in game.legal_actions()
    assert game.format_action(draw) == "draw" and game.parse_action(game.format_action(draw)) == draw
    assert draw != "draw" and eval(repr(draw), vars(sys.modules[move_type.__module__])) == draw
    played = game.copy().apply(draw)
    assert type(played.action) is move_type and played.text == "draw"
