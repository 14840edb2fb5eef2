"""The computer opponent: three levels of play behind the same Player interface as a person.

- ``easy``: a random legal action, a fair beginner. The randomness comes from an
  injected :class:`random.Random`, so a seeded game replays exactly.
- ``normal``: the best complete turn by the heuristic (evaluate.py): every
  distinct turn from the engine (:meth:`Board.legal_turn_keys`, one per
  resulting position) is scored on the position's key; the best one is played
  action by action.
- ``strong``: looks past the opponent's reply. Every turn is scored with the
  heuristic including the exact chance of being hit over the opponent's 56
  throws; the most promising turns are then searched one ply deeper
  (expectimax: for each of the opponent's 56 distinct throws, weighted by its
  chance, the opponent's best reply by the quick heuristic), within a time
  budget. The replies come from the engine's trusted fast path
  (:func:`board.turn_keys`), and evaluated positions are cached by key. When
  time is up it plays the best turn whose search finished.

The computer has no move rules of its own: every turn it considers comes from board.py.

Each level is a planner (``plan(game, budget, rng, progress)`` -> the actions of
a whole turn); the one computer-player class of the house
(``player.ComputerPlayer``) hands the actions out one by one, planning again if
the position is not the one it planned for.
"""
from __future__ import annotations

import random
import time
from typing import Callable, Sequence

from board import Board, Move, Rules, key_parts, swap_key, turn_keys
from framework.texts import LEVELS
from games.xii.evaluate import DEFAULT_WEIGHTS, THROWS, WIN, Weights, contact, evaluate_key

__all__ = ["LEVELS", "Planner", "RandomPlanner", "GreedyPlanner",
           "ExpectimaxPlanner", "planner_for", "play_game"]

#: Called while the computer thinks with the fraction of the work done (0.0-1.0).
Progress = Callable[[float], None]
Clock = Callable[[], float]

#: The strong level's default thinking time in seconds (it must answer within 1 s).
DEFAULT_BUDGET = 0.8


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

    def scored(self, board: Board) -> list[tuple[float, tuple[Move, ...], int]]:
        """Every legal turn with its score and the key it ends in (seen from the mover), best first (stable).

        The turns are the engine's own (:meth:`Board.legal_turn_keys`, one per resulting position).
        """
        stones = board.rules.stones
        w, exact = self.weights, self.exact
        out = [(evaluate_key(k, stones, w, exact), turn, k) for k, turn in board.legal_turn_keys().items()]
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
                 candidates: int = 16, margin: float = 40.0,
                 cache_size: int = 500_000) -> None:
        super().__init__(weights, exact=True)
        self.budget = budget
        self.clock = clock
        self.progress = progress
        self.candidates = candidates
        self.margin = margin
        self.last_searched = 0      # how many candidates the last plan() searched to the end
        #: Evaluated positions (key -> value for its owner, quick estimate), kept between decisions.
        self._cache: dict[int, float] = {}
        self.cache_size = cache_size

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
        if len(pool) == 1 or not contact(key_parts(board.key())):
            # A pure race: the opponent's replies cannot depend on our choice.
            self._report(1.0)
            return pool[0][1]
        rules = board.rules
        reply = self._reply_values(rules.stones, rules.exact_bear_off, rules.free_pass)
        best_turn, best_value = pool[0][1], None
        steps = len(pool) * len(THROWS)
        done = 0
        clock = self.clock
        for _, turn, key in pool:
            theirs = swap_key(key)
            total = 0.0
            finished = True
            for throw, weight in THROWS:
                if clock() >= deadline:
                    finished = False
                    break
                total += weight * reply(theirs, throw)
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

    def _reply_values(self, stones: int, exact_bear_off: bool, free_pass: bool) -> Callable[[int, tuple], float]:
        """``reply(key, throw)``: the value of the best turn for the mover of ``key`` with ``throw``.

        The replies come from the engine's trusted fast path (:func:`board.turn_keys` without
        the turns); positions already evaluated come from the cache (equal positions are
        reached by many turns, throws and candidates).
        """
        cache = self._cache
        if len(cache) > self.cache_size:
            cache.clear()
        w = self.weights

        def reply(key: int, throw: tuple) -> float:
            best = -WIN - 1.0
            for r in turn_keys(key, throw, stones, exact_bear_off, free_pass, turns=False):
                v = cache.get(r)
                if v is None:
                    v = cache[r] = evaluate_key(r, stones, w, False)
                if v > best:
                    best = v
            return best
        return reply


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
