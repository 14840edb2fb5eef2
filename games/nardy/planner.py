"""The computer opponent of Long Nardy: three levels, each a planner as XII Scripta's are.

``planner_for(level, rng=None)`` returns the level's planner; ``plan(game, budget, rng, progress)``
(a games.nardy.game.NardyGame, or a Board that has been thrown) gives the actions of the whole
turn (``[PASS_MOVE]`` when the throw allows nothing) without changing the game, as the house's one
computer player (``player.ComputerPlayer``) and the hint ask it; ``plan_board(board, budget,
rng)`` is the turn itself, one tuple of ``board.legal_turns()``:

- easy (:class:`RandomPlanner`): a random legal turn (from the ``rng`` given, else its own);
- normal (:class:`GreedyPlanner`): the turn whose result the hand-written evaluation
  (evaluate.py) likes best;
- strong (:class:`NetworkPlanner`): the turn whose result the trained network
  (td.py, weights in ``nardy_weights.npz``) values best, with a one-throw
  lookahead (the house's one expectimax over the game's chance outcomes) over
  the best few candidates, and the best of those searched a throw further
  (two-ply, as gnubg's: the opponent's throw and best reply, then the mover's
  own throw and best turn) while the clock allows.
"""
from __future__ import annotations

import random
import time
from dataclasses import replace
from operator import itemgetter
from typing import Any, Sequence

from framework.core.game import ChanceOutcomes
from framework.core.player import PlannerDefaults
from framework.core.score_unit import ORDER
from framework.ai.analysis import Choice, Judgement
from framework.ai.search import expectimax, expectimax_two
from games.nardy.board import CHECKERS, PASS_MOVE, Board, Move, borne_off, turn_results
from games.nardy.evaluate import evaluate
from games.nardy.game import NardyGame
from games.nardy.unit import UNIT

__all__ = ["LEVELS", "Planner", "RandomPlanner", "GreedyPlanner", "NetworkPlanner", "planner_for", "play_game"]

#: What the review's stated cost of a turn is multiplied by (framework.ai.analysis.Judgement.scale): the
#: network's difference between two turns overstates what the better one gains when both are played out.
#: Fitted for the shipped network (twice taught its own lookahead, issue 37) on the turns the review marked
#: with this set to 1 in games of seeds 0-15, 100-115 and 200-215 (strong against normal, 60 paired
#: play-outs a turn, `bench/review_truth.py --kind nardy --games 16 --seed 0 --playouts 60 --player network
#: --list > s0.txt`, the same with --seed 100 and 200, then `bench/review_scale.py s0.txt s100.txt s200.txt
#: --fit 0-215 --bad 0.1 --unit 1`): the 262 turns it marks measure what they state, ratio 1.01 (95% CI
#: 0.87-1.14), and each 16 games alone measure 0.82, 1.04 and 1.14 of it. Fitted on 0-115 alone it is
#: 0.80, and 200-215 then measure 1.25 (0.96-1.54) of what it states (docs/benchmarks.md). The network
#: before it took 0.63, which now understates: 1.16, 1.42 and 1.69. The hint's values and the luck are
#: the network's own.
REVIEW_SCALE = 0.84

LEVELS = ("easy", "normal", "strong")

#: The strong level's two-ply search (issue 37): how many of the one-throw lookahead's best turns it
#: searches two throws deeper (0: none), how far below the best one's value a turn may be to be searched
#: (in points: a turn the lookahead already finds clearly worse is not worth 60 ms), and the seconds of the
#: clock it may spend (within the second a decision may take; when they run out it plays the best turn
#: whose two-ply search finished, or the lookahead's best). Measured on 2026-11-29 against the level without
#: it (bench/nardy_strength.py --duel --against bench/nardy_weights_2026_11_26.npz --deep 3 --clock cpu
#: --games 1000 --jobs 2): 52.8% of the points over 1,000 games (95% CI 50.1-55.5%), decisions median 96 ms,
#: slowest 690 ms of CPU; with --seed 2 54.5% (52.0-57.0%). With the network taught its own lookahead
#: (games/nardy/distill.py), the same run: 57.4% (54.7-60.2%), decisions median 110 ms, slowest 730 ms of
#: CPU; with that network taught its own lookahead in turn (the shipped weights), 60.5% (57.7-63.4%), median
#: 108 ms, slowest 701 ms of CPU; on the idle machine with the wall clock median 113 ms, slowest 679 ms
#: (docs/benchmarks.md).
DEEP = 3
DEEP_MARGIN = 0.12
DEEP_SECONDS = 0.6


class Planner(PlannerDefaults):
    """Decides a whole turn for the player to move on a board that has been thrown."""

    level = ""

    def plan(self, game: Any, budget: Any = None, rng: random.Random | None = None,
             progress: Any = None) -> list[Any]:
        """The actions of the turn to play in ``game`` (a NardyGame, or a Board): [] before the throw
        or after the end, ``[PASS_MOVE]`` when the throw allows nothing. ``budget``'s ``seconds`` (if any)
        bound the strong level's lookahead."""
        board = getattr(game, "board", game)
        if not board.dice or board.winner is not None:
            return []
        turn = self.plan_board(board.copy(), getattr(budget, "seconds", None), rng)
        return list(turn) if turn else [PASS_MOVE]

    def plan_board(self, board: Board, budget: float | None, rng: random.Random | None) -> tuple[Move, ...]:
        """One of ``board.legal_turns()``, ``board`` left as it was (``budget`` in seconds, None: no limit)."""
        raise NotImplementedError


class RandomPlanner(Planner):
    """easy: any legal turn, uniformly."""

    level = "easy"

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng or random.Random(0)

    def plan_board(self, board: Board, budget: float | None, rng: random.Random | None) -> tuple[Move, ...]:
        return (rng or self.rng).choice(board.legal_turns())


class GreedyPlanner(Planner):
    """normal: the best result by the hand-written evaluation (ties: the first listed)."""

    level = "normal"

    def rank(self, game: Any, seconds: float | None = None, count: int | None = None) -> list[Any]:
        """Every distinct turn by the hand-written evaluation, best first, as :class:`framework.ai.analysis.Choice`
        (the framework's unit ``ORDER``: its numbers mean nothing to a player); for ``hint`` when the network is missing."""
        board = getattr(game, "board", game)
        scored = [(evaluate(mine, theirs), moves) for moves, (theirs, mine) in _results(board)]
        scored.sort(key=lambda t: -t[0])
        return [Choice(tuple(moves) or (PASS_MOVE,), value, ORDER) for value, moves in scored]

    def plan_board(self, board: Board, budget: float | None, rng: random.Random | None) -> tuple[Move, ...]:
        results = board.turn_results()
        best, best_value = results[0][0], None
        for moves, (theirs, mine) in results:
            value = evaluate(mine, theirs)
            if best_value is None or value > best_value:
                best, best_value = moves, value
        return best


class NetworkPlanner(Planner):
    """strong: the best afterstate by the network (td.py); with time, a one-throw lookahead over the best
    ``lookahead`` (the house's one :func:`framework.ai.search.expectimax` over the opponent's throws, the
    game's chance outcomes, all replies valued in one pass of the network), and the best ``deep`` of those
    searched two throws deeper (:func:`framework.ai.search.expectimax_two`) until ``seconds`` of ``clock``
    have passed. numpy and the weights load only for this level."""

    level = "strong"

    def __init__(self, net: Any = None, lookahead: int = 3, deep: int = DEEP, seconds: float = DEEP_SECONDS,
                 clock: Any = time.monotonic, margin: float = DEEP_MARGIN) -> None:
        if net is None:
            from games.nardy.td import WEIGHTS_FILE, Network  # deferred: only the strong level needs numpy
            net = Network.load(WEIGHTS_FILE)
        self.net = net
        self.lookahead = lookahead
        self.deep = deep
        self.seconds = seconds
        self.clock = clock
        self.margin = margin

    @classmethod
    def load(cls, path: str | None = None, lookahead: int = 3, **options: Any) -> "NetworkPlanner":
        """The planner with the network in ``path`` (the shipped weights by default)."""
        from games.nardy.td import WEIGHTS_FILE, Network  # deferred: only the strong level needs numpy
        return cls(Network.load(WEIGHTS_FILE if path is None else path), lookahead, **options)

    def plan_board(self, board: Board, budget: float | None, rng: random.Random | None) -> tuple[Move, ...]:
        import numpy as np  # deferred: only the strong level needs numpy
        start = self.clock()
        results = board.turn_results()
        if len(results) == 1:
            return results[0][0]
        movers = [child[1] for _, child in results]
        others = [child[0] for _, child in results]
        values = self.net.equity(movers, others)
        order = list(np.argsort(-values))
        if self.lookahead > 1 and (budget is None or budget >= 0.2):
            top = [(i, (movers[i], others[i])) for i in order[:self.lookahead]]
            throws = _opponent_throws(board, [results[i][0] for i, position in top if _final(position) is None])
            ranked = expectimax(top, throws, _replies, self._worth, final=_final)
            if self.deep > 1 and len(ranked) > 1 and throws:
                seconds = self.seconds if budget is None else min(self.seconds, 0.75 * budget)
                deeper = [(i, (others[i], movers[i])) for score, i in ranked[:self.deep]
                          if score >= ranked[0][0] - self.margin]
                if len(deeper) > 1:
                    found = expectimax_two(deeper, throws, _answers, self._worth, final=_final_child,
                                           deadline=start + seconds, clock=self.clock)
                    if len(found) > 1:
                        return results[found[0][1]][0]
            return results[ranked[0][1]][0]
        return results[order[0]][0]

    def rank(self, game: Any, seconds: float | None = None, count: int | None = None) -> list[Any]:
        """Every distinct turn of the throw valued by the network in one pass, best first by equity, as
        :class:`framework.ai.analysis.Choice` (Long Nardy's unit, games/nardy/unit.py: the chance of winning and
        of winning with a mars after it; a turn that bears off the last checker is the won game itself), for
        ``hint`` and the review. No lookahead: one pass takes milliseconds, ``seconds`` is never needed."""
        out = self._choices(_results(getattr(game, "board", game)))
        out.sort(key=lambda c: -c.score)
        return out

    def judge(self, game: Any, actions: Sequence[Any]) -> Any:
        """The review's judgement (:class:`framework.ai.analysis.Judgement`) of the whole turn ``actions``
        against the best turn of the same throw, each valued by the network (Long Nardy's unit, as
        :meth:`rank`'s); ``choices``: the distinct positions the throw could reach. None before a throw."""
        board = getattr(game, "board", game)
        results = _results(board)
        if not results:
            return None
        after = board.copy()
        for move in actions:
            after.play(move)
        position = after.position()
        # seen from the next mover, as turn_results' children; a turn that wins leaves the turn with its winner
        child = position if after.winner is None else (position[1], position[0])
        children = [c for _, c in results]
        choices = self._choices(results)
        # the played turn's value from the same pass as the best's (a pass of one row may differ in the last bits)
        played = choices[children.index(child)] if child in children else self._choices([(tuple(actions), child)])[0]
        best = max(choices, key=lambda c: c.score)
        return Judgement(best, replace(played, actions=tuple(actions)), len(results), REVIEW_SCALE)

    def best_values(self, game: Any, throws: Sequence[Sequence[int]]) -> list[float]:
        """The best turn's value (:meth:`rank`'s first score) of each of ``throws`` at ``game``, whose mover
        is about to throw: the review's luck. Every throw's results (some are reached by several throws)
        are valued in one pass of the network instead of one :meth:`rank` a throw."""
        position = getattr(game, "board", game).position()
        found = [[child for _, child in turn_results(position, tuple(throw))] for throw in throws]
        children = list(dict.fromkeys(child for reached in found for child in reached))
        value = dict(zip(children, (score for score, _, _ in self._values(children))))
        return [max(value[child] for child in reached) for reached in found]

    def _choices(self, results: Sequence[tuple[tuple[Move, ...], tuple[int, int]]]) -> list[Any]:
        """Each turn of ``results`` (``(moves, child)``, the child seen from the next mover) as a
        :class:`framework.ai.analysis.Choice` valued by the network in one pass (:meth:`_values`)."""
        values = self._values([child for _, child in results])
        return [Choice(tuple(moves) or (PASS_MOVE,), score, UNIT, chance=win, mars=mars)
                for (moves, _), (score, win, mars) in zip(results, values)]

    def _values(self, children: Sequence[tuple[int, int]]) -> list[tuple[float, float, float]]:
        """Each child's (equity, chance of winning, of winning with a mars) for the side that just moved,
        by the network in one pass; a child where it has borne off the last checker is the won game itself."""
        if not children:
            return []
        movers = [child[1] for child in children]
        others = [child[0] for child in children]
        y = self.net.outputs(movers, others)
        out = []
        for i in range(len(children)):
            win, mars, lose_mars = (float(v) for v in y[i])
            if borne_off(movers[i]) == CHECKERS:
                points = _won_points(others[i])
                win, mars, lose_mars = 1.0, float(points == 2.0), 0.0
            out.append((2 * win - 1 + mars - lose_mars, win, mars))
        return out

    def _worth(self, found: Sequence[tuple[int, int]]) -> list[float]:
        """Each reply's equity for the opponent, who made it (``found``: ``(me, opponent after)``), all
        in one pass of the network; a game just won is worth its exact result (2 with a mars, else 1)."""
        others, movers = zip(*found)
        values = self.net.equity(movers, others)
        won = CHECKERS                  # borne_off(mover) == CHECKERS, inlined: this runs for every reply
        for k in [k for k, mover in enumerate(movers) if mover >> 96 == won]:
            values[k] = _won_points(others[k])
        return values.tolist()


def planner_for(level: str, rng: random.Random | None = None, **options) -> Planner:
    """The planner of a level name (``easy``, ``normal``, ``strong``); ``options`` go to the strong
    level's :class:`NetworkPlanner` (``net``, ``lookahead``). When its weights file cannot be used, the
    normal level's planner with the problem as its ``weights_problem``."""
    if level == "easy":
        return RandomPlanner(rng if rng is not None else random.Random(0))
    if level == "normal":
        return GreedyPlanner()
    if level == "strong":
        from framework.ai.td import network_or_fallback  # deferred: only the strong level needs numpy
        return network_or_fallback(lambda: NetworkPlanner(**options), GreedyPlanner)
    raise ValueError(f"the levels are {', '.join(LEVELS)}, not {level!r}")


def _results(board: Board) -> list[tuple[tuple[Move, ...], tuple[int, int]]]:
    """``board.turn_results()`` of a board whose throw is in hand ([] before the throw or after the end)."""
    if not board.dice or board.winner is not None:
        return []
    return board.turn_results()


def _opponent_throws(board: Board, going_on: Sequence[tuple[Move, ...]]) -> ChanceOutcomes:
    """The chance node after my turn: ``chance_outcomes()`` of the game after the first of ``going_on``
    (turns that do not end the game), whose opponent must throw; () when every candidate ends the game
    (no reply is searched then)."""
    if not going_on:
        return ()
    after = board.copy()
    for move in going_on[0]:
        after.play(move)
    return NardyGame(after).chance_outcomes()


_CHILD = itemgetter(1)


def _won_points(loser: int) -> float:
    """What a won game is worth to the winner: 2 (mars) if ``loser`` has borne off none, else 1."""
    return 2.0 if borne_off(loser) == 0 else 1.0


def _replies(position: tuple[int, int], dice: tuple[int, ...]) -> list[tuple[int, int]]:
    """The positions ``(me, opponent after)`` the opponent can leave with ``dice`` after my turn left
    ``position`` (``(me, opponent)``): the engine's children of the opponent's turns, as they come."""
    me, opponent = position
    return list(map(_CHILD, turn_results((opponent, me), dice)))


def _final(position: tuple[int, int]) -> float | None:
    """My exact result when my turn bore off my last checker (None while the game goes on)."""
    me, opponent = position
    return _won_points(opponent) if borne_off(me) == CHECKERS else None


def _answers(position: tuple[int, int], dice: tuple[int, ...]) -> list[tuple[int, int]]:
    """The two-ply search's replies: the positions the side to move in ``position`` (``(to move, just
    moved)``, as the engine's children are seen) can leave with ``dice``, seen the same way."""
    return list(map(_CHILD, turn_results(position, dice)))


def _final_child(position: tuple[int, int]) -> float | None:
    """:func:`_final` of an engine's child ``(to move, just moved)``: the exact result of the side that
    just moved, when it bore off its last checker."""
    return _final((position[1], position[0]))


def play_game(planners: Sequence[Planner], rng: random.Random, board: Board | None = None) -> Board:
    """One game between ``planners`` (player 1's first) with fair dice from ``rng``; the finished board.
    For benches, training and tests; the terminal game runs the shared loop."""
    board = board or Board()
    while board.winner is None:
        board.roll((rng.randint(1, 6), rng.randint(1, 6)))
        who = planners[0] if board.turn == 1 else planners[1]
        turn = who.plan_board(board.copy(), None, None)
        if not turn:
            board.play("pass")
        for move in turn:
            board.play(move)
    return board
