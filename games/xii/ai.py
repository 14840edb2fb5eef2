"""The computer opponent: three levels of play behind the same Player interface as a person.

- ``easy``: a random legal action, a fair beginner. The randomness comes from an
  injected :class:`random.Random`, so a seeded game replays exactly.
- ``normal``: the best complete turn by the heuristic (evaluate.py): every
  distinct turn from :meth:`Board.legal_turns` is played out on a compact
  position and scored; the best one is played action by action.
- ``strong``: looks past the opponent's reply. Every turn is scored with the
  heuristic including the exact chance of being hit over the opponent's 56
  throws; the most promising turns are then searched one ply deeper
  (expectimax: for each of the opponent's 56 distinct throws, weighted by its
  chance, the opponent's best reply by the heuristic), within a time budget.
  When time is up it plays the best turn whose search finished.

Each level is a planner (``plan(game, budget, rng, progress)`` -> the actions of
a whole turn); the one computer-player class of the house
(``player.ComputerPlayer``) hands the actions out one by one, planning again if
the position is not the one it planned for.
"""
from __future__ import annotations

import random
import time
from typing import Callable, Sequence

from board import HOME, OPPOSITE, POINTS, Board, Move, Rules
from framework.texts import LEVELS
from games.xii.evaluate import DEFAULT_WEIGHTS, THROWS, WIN, Pos, Weights, apply, contact, evaluate, position, swap

__all__ = ["LEVELS", "Planner", "RandomPlanner", "GreedyPlanner",
           "ExpectimaxPlanner", "planner_for", "turn_results", "play_game"]

#: Called while the computer thinks with the fraction of the work done (0.0-1.0).
Progress = Callable[[float], None]
Clock = Callable[[], float]

#: The strong level's default thinking time in seconds (it must answer within 1 s).
DEFAULT_BUDGET = 0.8


# ------------------------------------------------------------- turn search

def turn_results(pos: Pos, dice: Sequence[int], stones: int, exact_bear_off: bool = False) -> list[Pos]:
    """Every distinct position the owner of ``pos`` can end the turn in with ``dice``.

    The same rules as :meth:`Board.legal_turns` (captured pieces re-enter first,
    bearing off only with every piece home, as many dice used as possible, a win
    counts as using them all), on compact positions, for the opponent's replies
    in the search. Tested against the Board in tests/test_ai.py.
    """
    a0, b0, aw0, ac0, ao0, bw, bc0, bo = pos
    blocked = 0
    for q in range(1, POINTS + 1):
        if b0[q] >= 2:
            blocked |= 1 << OPPOSITE[q]
    full = len(dice)
    finals: dict[Pos, int] = {}
    seen: set = set()

    def hit(b: tuple, bc: int, q: int) -> tuple[tuple, int]:
        """The enemy after landing on the mover's point ``q``: a lone piece there is captured."""
        oq = OPPOSITE[q]
        if b[oq] != 1:
            return b, bc
        t = list(b)
        t[oq] = 0
        return tuple(t), bc + 1

    def rec(a: tuple, aw: int, ac: int, ao: int, b: tuple, bc: int, left: tuple, used: int) -> None:
        key = (a, aw, ac, ao, b, bc, left)
        if key in seen:
            return
        seen.add(key)
        if ao == stones:
            finals[(a, b, aw, ac, ao, bw, bc, bo)] = full
            return
        moved = False
        home = ao + sum(a[HOME + 1:]) == stones
        last = 0
        for i, d in enumerate(left):
            if d == last:
                continue
            last = d
            rest = left[:i] + left[i + 1:]
            # Enter a captured or waiting piece.
            if (ac or aw) and not (blocked >> d) & 1:
                mine = list(a)
                mine[d] += 1
                nb, nbc = hit(b, bc, d)
                moved = True
                if ac:
                    rec(tuple(mine), aw, ac - 1, ao, nb, nbc, rest, used + 1)
                else:
                    rec(tuple(mine), aw - 1, ac, ao, nb, nbc, rest, used + 1)
            if ac:
                continue
            for p in range(1, POINTS + 1 - d):
                if a[p]:
                    q = p + d
                    if (blocked >> q) & 1:
                        continue
                    mine = list(a)
                    mine[p] -= 1
                    mine[q] += 1
                    nb, nbc = hit(b, bc, q)
                    moved = True
                    rec(tuple(mine), aw, ac, ao, nb, nbc, rest, used + 1)
            if home:
                src = POINTS + 1 - d if exact_bear_off else HOME + d
                if a[src]:
                    mine = list(a)
                    mine[src] -= 1
                    moved = True
                    rec(tuple(mine), aw, ac, ao + 1, b, bc, rest, used + 1)
        if not moved:
            state = (a, b, aw, ac, ao, bw, bc, bo)
            if finals.get(state, -1) < used:
                finals[state] = used

    rec(a0, aw0, ac0, ao0, b0, bc0, tuple(sorted(dice)), 0)
    most = max(finals.values())
    return [s for s, u in finals.items() if u == most]


def _play_out(root: Pos, turn: Sequence[Move]) -> Pos:
    pos = root
    for move in turn:
        pos = apply(pos, move)
    return pos


# ---------------------------------------------------------------- planners

class Planner:
    """Decides a whole turn for the player to move on a board that has been thrown.

    ``progress``, if set, hears the fraction of the work done while it thinks:
    0.0 at the start, 1.0 at the end, and (strong level) steps in between.
    """

    level = ""
    progress: Progress | None = None

    def plan(self, game, budget: float | None = None, rng: random.Random | None = None,
             progress: Progress | None = None) -> tuple[Move, ...]:
        """The actions of the turn to play in ``game`` (a games.xii.game.XiiGame, or a Board)."""
        board = getattr(game, "board", game)
        if progress is not None:
            self.progress = progress
        return self.plan_board(board, budget, rng)

    def plan_board(self, board: Board, budget: float | None, rng: random.Random | None) -> tuple[Move, ...]:
        raise NotImplementedError

    def _report(self, fraction: float) -> None:
        if self.progress is not None:
            self.progress(min(1.0, max(0.0, fraction)))


class RandomPlanner(Planner):
    """``easy``: one random legal action at a time (plan of length one)."""

    level = "easy"

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng or random.Random(0)

    def plan_board(self, board: Board, budget: float | None, rng: random.Random | None) -> tuple[Move, ...]:
        rng = rng or self.rng
        moves = board.legal_moves()
        return (moves[rng.randrange(len(moves))],)


class GreedyPlanner(Planner):
    """``normal``: the complete turn whose resulting position the heuristic likes best."""

    level = "normal"

    def __init__(self, weights: Weights = DEFAULT_WEIGHTS, exact: bool = False) -> None:
        self.weights = weights
        self.exact = exact

    def scored(self, board: Board) -> list[tuple[float, tuple[Move, ...], Pos]]:
        """Every legal turn with its score and resulting position, best first (stable)."""
        me = board.turn
        root = position(board, me)
        stones = board.rules.stones
        out = []
        for turn in board.legal_turns():
            pos = _play_out(root, turn)
            out.append((evaluate(pos, stones, self.weights, self.exact), turn, pos))
        out.sort(key=lambda t: -t[0])
        return out

    def plan_board(self, board: Board, budget: float | None, rng: random.Random | None) -> tuple[Move, ...]:
        self._report(0.0)
        best = self.scored(board)[0][1]
        self._report(1.0)
        return best


class ExpectimaxPlanner(GreedyPlanner):
    """``strong``: the heuristic with exact hit chances, then one ply of expectimax on the best few turns.

    ``budget`` seconds of ``clock`` bound the search; ``progress`` hears how far it got.
    """

    level = "strong"

    def __init__(self, weights: Weights = DEFAULT_WEIGHTS, budget: float = DEFAULT_BUDGET,
                 clock: Clock = time.monotonic, progress: Progress | None = None,
                 candidates: int = 10, margin: float = 40.0) -> None:
        super().__init__(weights, exact=True)
        self.budget = budget
        self.clock = clock
        self.progress = progress
        self.candidates = candidates
        self.margin = margin
        self.last_searched = 0      # how many candidates the last plan() searched to the end

    def plan_board(self, board: Board, budget: float | None, rng: random.Random | None) -> tuple[Move, ...]:
        start = self.clock()
        seconds = getattr(budget, "seconds", None)
        deadline = start + (self.budget if seconds is None else seconds)
        self._report(0.0)
        scored = self.scored(board)
        self.last_searched = 0
        if len(scored) == 1 or abs(scored[0][0]) >= WIN:
            self._report(1.0)
            return scored[0][1]
        best_score = scored[0][0]
        pool = [s for s in scored[:self.candidates] if s[0] >= best_score - self.margin]
        if len(pool) == 1 or not contact(position(board, board.turn)):
            # A pure race: the opponent's replies cannot depend on our choice.
            self._report(1.0)
            return pool[0][1]
        stones = board.rules.stones
        exact_off = board.rules.exact_bear_off
        w = self.weights
        best_turn, best_value = pool[0][1], None
        steps = len(pool) * len(THROWS)
        done = 0
        for _, turn, pos in pool:
            theirs = swap(pos)
            total = 0.0
            finished = True
            for throw, weight in THROWS:
                if self.clock() >= deadline:
                    finished = False
                    break
                replies = turn_results(theirs, throw, stones, exact_off)
                reply = max(evaluate(r, stones, w, False) for r in replies)
                total += weight * reply
                done += 1
                self._report(done / steps)
            if not finished:
                break
            value = -total / 216.0
            self.last_searched += 1
            if best_value is None or value > best_value:
                best_turn, best_value = turn, value
        self._report(1.0)
        return best_turn


def planner_for(level: str, rng: random.Random | None = None, **options) -> Planner:
    """The planner of a level name (``easy``, ``normal``, ``strong``)."""
    if level == "easy":
        return RandomPlanner(rng if rng is not None else random.Random(0))
    if level == "normal":
        return GreedyPlanner(**options)
    if level == "strong":
        return ExpectimaxPlanner(**options)
    raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")


# -------------------------------------------------------------- self-play

def play_game(planners: Sequence[Planner], rules: Rules | None = None, seed: object = 0,
              max_throws: int = 5000, count: bool = False):
    """A whole game between two planners (seat I's first), throws from the seats' seeded cups
    (seat I's ``Dice("<seed>-I")``, seat II's ``Dice("<seed>-II")``).

    Returns the finished board (its ``winner``), or the board after
    ``max_throws`` throws if nobody has won; with ``count``, ``(board, throws)``.
    For benches and tests; the terminal game runs the shared loop.
    """
    from dice import ThrowSource
    board = Board(rules)
    throws = ThrowSource(seed)
    rng = random.Random(f"{seed}:play")
    plan: list[Move] = []
    thrown = 0
    while board.winner is None and thrown < max_throws:
        if not board.dice:
            board.roll(throws.next(board.turn)[0])
            thrown += 1
            plan = []
        if not plan or plan[0] not in board.legal_moves():
            plan = list(planners[board.turn].plan(board, None, rng, None))
        board.play(plan.pop(0))
    return (board, thrown) if count else board
