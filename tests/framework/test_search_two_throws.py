"""The two-ply search (gnubg's): after each candidate, the opponent's throw and its best reply by the
static values, then the mover's own throw and best answer by the static values, weighed by both chances."""
from __future__ import annotations

import itertools

import pytest

from framework.ai.search import expectimax_two

COIN = [("h", 0.5), ("t", 0.5)]


def game(tree: dict, worth: dict):
    """``replies`` and ``values`` of a tiny game written out: ``tree[(position, throw)]`` lists the
    positions the side to move can leave; ``worth[p]``: p's worth to the side that moved into it."""
    calls = []

    def replies(position, throw):
        return tree[(position, throw)]

    def values(found):
        calls.append(len(found))
        return [worth[p] for p in found]
    return replies, values, calls


def test_the_opponent_replies_by_the_static_values_and_the_mover_answers_each_throw_with_its_best():
    # After candidate A the opponent has, on heads, replies a1 (worth 3 to it) and a2 (worth 1): it plays a1.
    # On tails only a3. Then I answer: after a1, heads gives me m1 (0.2) or m2 (0.6), tails m3 (0.4);
    # after a3, both throws give m4 (1.0).
    tree = {("A", "h"): ["a1", "a2"], ("A", "t"): ["a3"],
            ("a1", "h"): ["m1", "m2"], ("a1", "t"): ["m3"],
            ("a3", "h"): ["m4"], ("a3", "t"): ["m4"]}
    worth = {"a1": 3.0, "a2": 1.0, "a3": 0.0, "m1": 0.2, "m2": 0.6, "m3": 0.4, "m4": 1.0}
    replies, values, _ = game(tree, worth)
    [(score, turn)] = expectimax_two([("play A", "A")], COIN, replies, values, final=lambda p: None)
    # heads: a1 then (0.6 + 0.4) / 2 = 0.5; tails: a3 then 1.0
    assert turn == "play A" and score == pytest.approx(0.5 * 0.5 + 0.5 * 1.0)


def test_the_answers_are_not_those_of_the_reply_the_opponent_did_not_choose():
    # a2 would leave me far better answers, but the opponent values a1 higher and plays it.
    tree = {("A", "h"): ["a1", "a2"], ("A", "t"): ["a1", "a2"],
            ("a1", "h"): ["bad"], ("a1", "t"): ["bad"], ("a2", "h"): ["good"], ("a2", "t"): ["good"]}
    worth = {"a1": 0.9, "a2": 0.1, "bad": -1.0, "good": 1.0}
    replies, values, _ = game(tree, worth)
    assert expectimax_two([("A", "A")], COIN, replies, values, final=lambda p: None) == [(-1.0, "A")]


def test_candidates_are_ranked_best_first_and_ties_keep_their_order():
    tree = {(c, t): [c + "r"] for c in "ABC" for t in "ht"}
    tree.update({(c + "r", t): [c + "m"] for c in "ABC" for t in "ht"})
    worth = {"Ar": 0, "Br": 0, "Cr": 0, "Am": 0.2, "Bm": 0.7, "Cm": 0.7}
    replies, values, _ = game(tree, worth)
    ranked = expectimax_two([("a", "A"), ("b", "B"), ("c", "C")], COIN, replies, values, final=lambda p: None)
    assert [turn for _, turn in ranked] == ["b", "c", "a"]


def test_a_winning_candidate_is_its_exact_worth_and_a_winning_reply_is_not_answered():
    tree = {("A", "h"): ["won by them"], ("A", "t"): ["a1"], ("a1", "h"): ["m"], ("a1", "t"): ["m"]}
    worth = {"won by them": 2.0, "a1": 0.0, "m": 0.5}
    replies, values, _ = game(tree, worth)
    expanded = []

    def watched(position, throw):
        expanded.append(position)
        return replies(position, throw)
    ranked = expectimax_two([("win", "W"), ("A", "A")], COIN, watched, values,
                            final=lambda p: {"W": 1.0, "won by them": 2.0}.get(p))
    # A: heads the opponent wins 2 points (-2 for me), tails I answer with m (0.5)
    assert ranked == [(1.0, "win"), (pytest.approx(0.5 * -2.0 + 0.5 * 0.5), "A")]
    assert "W" not in expanded and "won by them" not in expanded and "a1" in expanded


def test_the_answers_of_a_few_throws_go_to_one_call():
    tree = {("A", t): ["r" + t] for t in "abcd"}
    tree.update({("r" + t, u): ["m" + t + u, "n" + t + u] for t in "abcd" for u in "abcd"})
    worth = {p: 0.0 for p in ["r" + t for t in "abcd"]}
    worth.update({p + t + u: 0.1 for p in "mn" for t in "abcd" for u in "abcd"})
    replies, values, calls = game(tree, worth)
    expectimax_two([("A", "A")], [(t, 0.25) for t in "abcd"], replies, values, final=lambda p: None, per_pass=3)
    assert calls == [4, 3 * 4 * 2, 1 * 4 * 2]     # the replies at once; then 3 throws' answers, then 1


def test_the_deadline_leaves_out_the_candidate_it_cut_and_those_after():
    tree = {(c, t): [c + "r"] for c in "AB" for t in "ht"}
    tree.update({(c + "r", t): [c + "m"] for c in "AB" for t in "ht"})
    worth = {"Ar": 0, "Br": 0, "Am": 0.2, "Bm": 0.7}
    replies, values, _ = game(tree, worth)
    ticks = itertools.count()          # each reading of the clock one tick later
    ranked = expectimax_two([("a", "A"), ("b", "B")], COIN, replies, values, final=lambda p: None,
                            deadline=2, clock=lambda: next(ticks))
    assert ranked == [(pytest.approx(0.2), "a")]
    assert expectimax_two([("a", "A")], COIN, replies, values, final=lambda p: None,
                          deadline=0, clock=lambda: 0) == []
