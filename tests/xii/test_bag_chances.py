"""XII Scripta counts the shuffle bags (issue 38): the chance node is the throws the seat to move can draw
from what is left of its bagful, with their true chances; the bag is counted from the seat's own throws,
exactly as framework/core/dice.py's cups and a network game's joint throws draw them; a saved game gives
the same chances when restored; ``bag`` shows it at every point of a bagful; and the review of the short
game judges a turn by the opponent's throw when its bag makes that throw certain."""
from __future__ import annotations

import random
import re
from collections import Counter
from fractions import Fraction
from itertools import permutations

import pytest

from board import swap_key, turn_keys
from framework.core.dice import FACES, bag_after, bag_throws, distinct_throws, full_bag
from framework.core.record import Record, Scribe, read, restore, write
from framework.core.session import Setup
from framework.core.spec import new_session
from framework.ai.review import review
from games.xii.game import XiiGame
from games.xii.planner import NetworkPlanner
from games.xii.spec import SPEC
from games.xii.view import XiiView
from helpers_fair_dice import play_network_game

LANGS = ("en", "cs", "pl", "ru")


def session(seed="bag", **kw):
    return new_session(SPEC, Setup(names=("Livia", "Marcus"), seed=seed, date="2026-11-28T20:00:00Z", **kw))


def play_turn(s, rng):
    """The seat to move throws and plays random legal actions to the end of its turn."""
    s.throw()
    while not s.game_over and not s.game.needs_throw():
        s.play(rng.choice(s.game.legal_actions()))


def cup_left(s, seat):
    """What the session's cup of ``seat`` still holds in its bagful, as counts (a fresh bagful when empty)."""
    left = Counter(s.throws.cups[seat].bag._left)
    counts = tuple(left[face] for face in FACES)
    return counts if any(counts) else full_bag()


def by_hand(left, count):
    """Every ordered draw of ``count`` dice from the bag ``left`` counted one by one (a fresh bagful for the
    dice past its end): each distinct throw with its exact chance as a Fraction."""
    dice = [face for face, n in zip(FACES, left) for _ in range(n)] or [f for f in FACES for _ in range(5)]
    if len(dice) < count:
        rest = tuple(dice)
        return {tuple(sorted(rest + throw)): chance for throw, chance in by_hand(full_bag(), count - len(dice)).items()}
    found = Counter(tuple(sorted(draw)) for draw in permutations(range(len(dice)), count)
                    for draw in [tuple(dice[i] for i in draw)])
    total = sum(found.values())
    return {throw: Fraction(n, total) for throw, n in found.items()}


# ------------------------------------------------------------------ the chances of a bag

def test_a_bag_with_three_dice_left_gives_that_one_throw_with_chance_one():
    assert bag_throws((0, 0, 1, 0, 1, 1), 3) == (((3, 5, 6), 1.0),)
    assert bag_throws((0, 2, 0, 0, 0, 1), 3) == (((2, 2, 6), 1.0),)
    game = XiiGame.new(Setup(), counts_bag=True)
    game = XiiGame(game.board, bags=((0, 0, 1, 0, 1, 1), full_bag()))
    assert game.chance_outcomes() == (((3, 5, 6), 1.0),)


def test_in_a_real_game_the_tenth_throw_of_a_bagful_is_the_one_the_bag_foretold():
    s, rng = session(), random.Random(1)
    while s.throws_by[0] < 9:
        play_turn(s, rng)
        if s.game.to_move() == 1 and not s.game_over:
            play_turn(s, rng)
    assert s.game.to_move() == 0 and sum(s.game.bag(0)) == 3
    [(throw, chance)] = s.game.chance_outcomes()
    assert chance == 1.0 and tuple(sorted(s.throw())) == throw


@pytest.mark.parametrize("seed", range(40))
def test_a_bags_outcomes_sum_to_one_and_match_counting_by_hand(seed):
    rng = random.Random(seed)
    left = tuple(rng.randint(0, 5) for _ in FACES)
    count = rng.choice((1, 2, 3))
    if sum(left) > 12:          # counting every ordered draw by hand stays quick
        left = tuple(min(n, 2) for n in left)
    found = bag_throws(left, count)
    assert sum(chance for _, chance in found) == pytest.approx(1.0, abs=1e-12)
    hand = by_hand(left, count)
    assert {throw for throw, _ in found} == set(hand)
    assert all(chance == pytest.approx(float(hand[throw]), abs=1e-15) for throw, chance in found)
    assert all(list(throw) == sorted(throw) for throw, _ in found)


@pytest.mark.parametrize("left", [(1, 0, 0, 0, 0, 0), (0, 0, 0, 1, 1, 0)])
def test_a_throw_past_the_end_of_the_bagful_takes_the_rest_and_draws_from_a_fresh_one(left):
    found = dict(bag_throws(left, 3))
    assert sum(found.values()) == pytest.approx(1.0)
    hand = by_hand(left, 3)
    assert found == pytest.approx({throw: float(chance) for throw, chance in hand.items()})
    rest = [face for face, n in zip(FACES, left) for _ in range(n)]
    assert all(Counter(throw) & Counter(rest) == Counter(rest) for throw in found)


def test_a_fresh_bag_is_not_the_fair_dice_but_an_emptied_bag_is_a_fresh_one():
    fresh = dict(bag_throws(full_bag(), 3))
    assert fresh[(1, 1, 1)] == pytest.approx(Fraction(10, 4060)) and fresh[(1, 1, 1)] < dict(distinct_throws(3))[(1, 1, 1)]
    assert bag_throws((0,) * 6, 3) == bag_throws(full_bag(), 3)
    assert bag_after((0, 0, 1, 0, 1, 1), (6, 3, 5)) == full_bag()
    assert bag_after((0, 0, 1, 0, 1, 1), (1, 3, 5)) is None       # a one the bag did not hold


# ------------------------------------------------------- the bag counted as the cups draw it

@pytest.mark.parametrize("stones", [15, 3])
def test_the_game_counts_each_seats_bag_exactly_as_its_cup_draws(stones):
    s, rng = session(seed=f"count-{stones}", options=(("stones", stones),)), random.Random(stones)
    turns = 0
    while not s.game_over and turns < 90:
        for seat in (0, 1):
            assert s.game.bag(seat) == cup_left(s, seat)
        if s.game.needs_throw():
            seat = s.game.to_move()
            assert s.game.chance_outcomes() == bag_throws(cup_left(s, seat), 3)
        play_turn(s, rng)
        turns += 1
    assert turns > 20


def test_scripted_throws_come_from_no_bag():
    s, rng = session(seed="script", script=((1, 1, 1), (6, 6, 6), (2, 2, 2))), random.Random(2)
    assert s.game.chance_outcomes() == distinct_throws(3)      # the script's throw is not the bag's
    for _ in range(3):
        play_turn(s, rng)
        assert s.game.bag(0) == cup_left(s, 0) and s.game.bag(1) == cup_left(s, 1)
    assert s.game.bag(0) == full_bag() and s.game.bag(1) == full_bag()
    play_turn(s, rng)
    assert s.game.bag(0) == cup_left(s, 0) != full_bag() or s.game.bag(1) == cup_left(s, 1) != full_bag()


def test_fair_dice_and_throws_no_bag_could_give_stay_fair():
    fair = XiiGame.new(Setup(), counts_bag=False)
    assert fair.chance_outcomes() == distinct_throws(3) and fair.bag(0) is None and not fair.counts_bag
    game = XiiGame.new(Setup())
    assert game.counts_bag
    for throw in ((1, 1, 1), (2, 3, 4), (1, 1, 1)):            # six ones for seat I: no bag holds them
        game.roll(throw)
        while not game.needs_throw():
            game.apply(game.legal_actions()[0])
    assert game.bag(0) is None and game.to_move() == 1 and game.bag(1) is not None
    game.roll((5, 5, 5))
    while not game.needs_throw():
        game.apply(game.legal_actions()[0])
    assert game.chance_outcomes() == distinct_throws(3)


def test_a_network_games_bags_are_counted_as_its_joint_throws_draw_them():
    played = play_network_game("xii", seed=4, max_throws=50)
    game, throws = played.session.game, played.session.throws
    for seat in (0, 1):
        left = Counter(throws.bags[seat])
        counts = tuple(left[face] for face in FACES)
        assert game.bag(seat) == (counts if any(counts) else full_bag())


# ------------------------------------------------------------------ saved and restored

def test_a_game_saved_mid_bagful_and_restored_gives_the_same_chance_outcomes():
    s, rng = session(seed="saved"), random.Random(5)
    scribe = Scribe(Record(s.setup), SPEC.codec)
    s.listeners.append(scribe)
    for _ in range(13):
        play_turn(s, rng)
    assert s.game.needs_throw() and sum(s.game.bag(s.game.to_move())) not in (30, 3)
    text = write(scribe.record, SPEC.codec)
    again = restore(read(text, SPEC.codec), SPEC.codec, lambda setup: new_session(SPEC, setup))
    assert again.game.bags == s.game.bags
    assert again.game.chance_outcomes() == s.game.chance_outcomes() != distinct_throws(3)
    assert s.game.copy().chance_outcomes() == s.game.chance_outcomes()


# ------------------------------------------------------------------------------ `bag`

class Loop:
    def __init__(self, s):
        self.session, self.notes = s, []


class Term:
    width, ascii, colour = 60, False, False

    def use_roles(self, roles):
        pass

    def style(self, role, text):
        return text


WORD = {"en": "bag", "cs": "pytlík", "pl": "worek", "ru": "мешок"}
DICE_LEFT = {"en": "{n} dice left", "cs": "zbývá {n} kostek", "pl": "zostało {n} kości", "ru": "осталось {n} кубиков"}


@pytest.mark.parametrize("lang", LANGS)
def test_bag_shows_both_bags_at_every_point_of_a_bagful(lang):
    s, rng = session(seed=f"show-{lang}"), random.Random(3)
    view = XiiView(Term(), lang)
    for _ in range(22):                         # eleven throws a seat: a whole bagful and one more
        loop = Loop(s)
        assert view.command(WORD[lang], "", loop)
        assert len(loop.notes) == 2
        for seat, line in enumerate(loop.notes):
            left = s.game.bag(seat)
            assert left == cup_left(s, seat)
            assert ", ".join(f"{face}×{n}" for face, n in enumerate(left, 1)) in line
            assert ("Livia", "Marcus")[seat] in line and re.search(rf"\b{('I', 'II')[seat]}\)", line)
            if sum(left) in (30, 18, 6, 15):
                assert DICE_LEFT[lang].format(n=sum(left)) in line
        status = " ".join(view.status(s, 0, lambda seat: None))
        assert all(str(sum(s.game.bag(seat))) in status for seat in (0, 1))
        assert all(len(line) <= 60 for line in view.status(s, 0, lambda seat: None))
        play_turn(s, rng)
    assert not view.command(WORD[lang], "now", Loop(s))


def test_bag_says_a_bag_of_three_dice_in_every_language():
    texts = {lang: XiiView(Term(), lang).plural("game.bag.left", 3) for lang in LANGS}
    assert texts == {"en": "3 dice left", "cs": "zbývají 3 kostky", "pl": "zostały 3 kości", "ru": "осталось 3 кубика"}
    assert XiiView(Term(), "ru").plural("game.bag.left", 21) == "остался 21 кубик"


# ---------------------------------------------------------- the review counts the bag

@pytest.mark.slow          # a whole record reviewed by the strong level: the full suite's
def test_the_review_values_a_turn_by_the_opponents_certain_throw():
    """A short game between strong levels, up to a turn played in contact while the opponent's bag holds
    three dice: the review's best turn and the turn played are each worth one minus the opponent's best
    reply to that one throw, by the network. (The game is played by the network alone, which is quick; the
    review is the strong level's, which searches.)"""
    planner = NetworkPlanner()
    player = NetworkPlanner(short_lookahead=0)
    for seed in range(30):
        s = session(seed=f"certain-{seed}", options=(("stones", 3),))
        scribe = Scribe(Record(s.setup), SPEC.codec)
        s.listeners.append(scribe)
        found = None
        while not s.game_over:
            if s.game.needs_throw():
                s.throw()
                continue
            game, board = s.game, s.game.board
            keys = list(board.legal_turn_keys())
            certain = game.bag(1 - board.turn)
            if (len(keys) > 1 and sum(certain) == 3
                    and planner.searches(board, planner.values(keys, 3))):
                found = (len(scribe.record.entries), game.copy(), keys)
            for action in player.plan(game):
                s.play(action)
            if found:
                break
        if found:
            break
    assert found, "no turn in contact against a certain throw"
    step, before, keys = found
    board = before.board
    [(throw, chance)] = bag_throws(before.bag(1 - board.turn), 3)
    rules = board.rules

    def worth(key):
        replies = turn_keys(swap_key(key), throw, rules.stones, rules.exact_bear_off, rules.free_pass, turns=False)
        return 1.0 - max(planner.values(replies, rules.stones))

    record = scribe.record
    done = review(record, SPEC.codec, lambda setup: new_session(SPEC, setup), planner)
    moment = next(m for m in done.moments if m.step == step)
    assert moment.judgement is not None
    assert moment.judgement.best.score == pytest.approx(max(worth(k) for k in keys), abs=1e-6)
    after = board.copy(history=False)
    for action in moment.judgement.played.actions:
        after.play(action)
    assert moment.judgement.played.score == pytest.approx(worth(after.key(board.turn)), abs=1e-6)


def test_the_strong_levels_lookahead_weighs_the_opponents_throws_by_its_bag(monkeypatch):
    import games.xii.planner as planner_module
    seen = []
    real = planner_module.expectimax

    def spy(pool, throws, *args, **kw):
        seen.append(tuple(throws))
        return real(pool, throws, *args, **kw)

    monkeypatch.setattr(planner_module, "expectimax", spy)
    planner = NetworkPlanner()
    for seed in range(20):
        s, rng = session(seed=f"look-{seed}", options=(("stones", 3),)), random.Random(seed)
        for _ in range(6):
            if s.game_over:
                break
            s.throw()
            if s.game_over:
                break
            other = 1 - s.game.to_move()
            before = len(seen)
            actions = planner.plan(s.game)
            if len(seen) > before:
                assert seen[-1] == bag_throws(s.game.bag(other), 3) != distinct_throws(3)
                assert planner.plan(s.game.board) and seen[-1] == distinct_throws(3)   # a bare board: fair
                return
            for action in actions:
                s.play(action)
    pytest.fail("the lookahead never searched")
