"""Player: who sits in a seat. A person is asked at the keyboard; the computer is one class for every
game, asking its game's planner for a whole turn and handing out only legal actions."""
import pytest

from board import PLAYER_I, PLAYER_II
from player import Budget, ComputerPlayer, PlannerDefaults, Player
from helpers_games import ataxx_session, names, spec, xii_session


@pytest.mark.parametrize("seat", [2, -1, "I", None])
def test_there_are_only_two_seats(seat):
    with pytest.raises(ValueError) as err:
        Player("Nobody", seat)
    assert repr(seat) in str(err.value)


def test_a_person_is_asked_at_the_keyboard():
    s = xii_session()
    s.throw()
    p = Player("Livia", PLAYER_I)
    assert not p.is_computer and p.level == ""
    assert p.choose(s.game) is None
    assert str(p) == "Livia"


class FirstChoice:
    """A planner that plays the first legal action until the turn ends (any game)."""

    def __init__(self):
        self.calls = 0

    def plan(self, game, budget, rng, progress):
        self.calls += 1
        seat, turn = game.to_move(), []
        while game.outcome() is None and not game.needs_throw() and game.to_move() == seat:
            action = game.legal_actions()[0]
            turn.append(action)
            game.apply(action)
        return turn


class Wrong:
    """A broken planner: proposes an action that is not legal."""

    def plan(self, game, budget, rng, progress):
        return ["move 99 6"]


def _play(session, planners):
    seats = [ComputerPlayer(f"C{i}", i, planner=planners[i], seed=session.setup.seed) for i in (0, 1)]
    for _ in range(5000):
        if session.game_over:
            return session
        if session.needs_throw:
            session.throw()
        session.play(seats[session.game.to_move()].choose(session.game, Budget(seconds=1)))
    raise AssertionError(f"the game did not end: {session.game.notation()}")


def test_the_computer_plans_a_whole_turn_once_and_hands_it_out_action_by_action():
    planner = FirstChoice()
    s = _play(xii_session(stones=3, seed=1), (planner, FirstChoice()))
    assert s.outcome.winner in (PLAYER_I, PLAYER_II) and s.outcome.reason == "bearing_off"
    turns_of_i = s.throws_by[PLAYER_I]
    assert planner.calls == turns_of_i, "one plan per turn, not per action"


def test_the_same_computer_plays_a_game_without_dice():
    s = _play(ataxx_session(), (FirstChoice(), FirstChoice()))
    assert s.game_over


def test_seeded_games_replay_the_same():
    def game(seed):
        return _play(xii_session(stones=3, seed=seed), (FirstChoice(), FirstChoice())).game.notation()
    assert game(3) == game(3)


def test_the_computer_never_returns_an_illegal_action_even_from_a_broken_planner():
    s = xii_session(seed=2)
    s.throw()
    c = ComputerPlayer("C", PLAYER_I, planner=Wrong())
    action = c.choose(s.game)
    assert action in s.game.legal_actions()


def test_the_computer_waits_when_it_is_not_its_turn():
    s = xii_session(seed=2)
    c = ComputerPlayer("C", PLAYER_II, planner=FirstChoice())
    assert c.choose(s.game) is None, "the dice are not thrown"
    s.throw()
    assert c.choose(s.game) is None, "player I is to move"


#: The session a game's levels are asked in where it is not a new one from seed 4 (framework.harness.random_play).
SESSIONS = {"xii": lambda: xii_session(seed=4), "ataxx": ataxx_session}


@pytest.mark.parametrize("game", names())
def test_every_level_of_every_game_plays_a_legal_action(game):
    from framework.harness.random_play import random_session
    g = spec(game)
    s = SESSIONS[game]() if game in SESSIONS else random_session(g, 4)
    if s.needs_throw:
        s.throw()
    for level in ("easy", "normal", "strong"):
        c = ComputerPlayer(level, s.game.to_move(), level=level, planner=g.planner(level), seed="4")
        assert c.choose(s.game.copy(), Budget(seconds=0.2)) in s.game.legal_actions()


def test_the_plan_is_seeded_by_game_level_and_position():
    s = xii_session(seed=9)
    s.throw()
    chosen = set()
    for _ in range(3):
        c = ComputerPlayer("C", PLAYER_I, level="easy", planner=spec("xii").planner("easy"), seed="9")
        chosen.add(str(c.choose(s.game.copy())))
    assert len(chosen) == 1, "a resumed game chooses as the uninterrupted one would have"


def test_a_computer_takes_a_draw_by_its_planners_judgement_and_refuses_without_one():
    from games.latrunculi.board import Board
    from games.latrunculi.game import LatrunculiGame

    class Judge:
        def __init__(self, answer):
            self.answer, self.asked = answer, []

        def accepts_draw(self, game):
            self.asked.append(game)
            return self.answer

    game = LatrunculiGame(Board())
    for answer in (True, False):
        judge = Judge(answer)
        assert ComputerPlayer("C", 1, level="normal", planner=judge).accepts_draw(game) is answer
        assert judge.asked and judge.asked[0] is not game, "asked on a copy"
    assert ComputerPlayer("C", 1, level="normal", planner=PlannerDefaults()).accepts_draw(game) is False
