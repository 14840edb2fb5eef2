"""Issue 38, measured: the strong level that counts the bag against today's strong level (fair dice in its head).

Run: python3 bench/bag_strength.py [--stones 3] [--games N] [--minutes M] [--seed S] [--budget SECONDS]
     [--lookahead N] [--jobs J] [--verbose]

Both sides are the same strong planner (games/xii/planner.py NetworkPlanner, the same networks, the
same budget in CPU seconds of this process). They differ only in the game they judge by:

* ``bag``: the game as play_game keeps it, each seat's shuffle bag counted (XiiGame.counts_bag True):
  its lookahead weighs the opponent's next throw by what is left in the opponent's bag;
* ``fair`` (the fixed opponent, today's strong level before issue 38): a view of the same game whose
  bags are not counted (``XiiGame(board, throws, bags=None)``: counts_bag False), so its lookahead
  weighs the opponent's throws as three fair dice.

In the short game (3 stones) the strong level searches every turn one throw deeper by default. In the
fifteen-stone game its lookahead is off by default (planner.DEFAULT_LOOKAHEAD = 0), and without a
lookahead counting the bag changes nothing: give ``--lookahead N`` (the best N turns searched one
throw deeper, both sides) to measure it there.

Paired dice: deal i (seat I's cup seeded "<seed>-<i>-I", seat II's "<seed>-<i>-II", as
bench/strength.py) is played twice, the bag-counting level in seat I, then in seat II. ``--minutes``
stops starting new deals once that much CPU time is spent (a deal is always played in both seats; with
``--jobs J`` the deals are shared among J processes, each stopping at M / J of its own CPU minutes; the
decisions' budgets are CPU time, so the processes do not weaken each other). Prints games, the bag-counting level's wins and win
rate with its 95% Wilson interval, the deals split (won both / one each / lost both), and each
level's median and slowest decision (wall and CPU); asserts nothing.
"""
from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

from board import Rules  # noqa: E402
from framework.ai.stats import wilson  # noqa: E402
from games.xii.game import XiiGame  # noqa: E402
from games.xii.planner import DEFAULT_BUDGET, DEFAULT_LOOKAHEAD, SHORT_LOOKAHEAD, NetworkPlanner, play_game  # noqa: E402


class FairDice:
    """Today's strong level as the fixed opponent: ``planner`` deciding on the game with its bags not counted
    (counts_bag False), so its chance nodes are three fair dice. The board is shared, not copied: the planner
    never changes it."""

    def __init__(self, planner: NetworkPlanner) -> None:
        self.planner = planner

    def plan(self, game, budget=None, rng=None, progress=None):
        fair = XiiGame(game.board, game.throws, None, game.scripted)
        assert not fair.counts_bag
        return self.planner.plan(fair, budget, rng, progress)


class Timed:
    """A planner whose decisions are timed (wall and CPU seconds each)."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def plan(self, *a, **kw):
        w0, c0 = time.perf_counter(), time.process_time()
        try:
            return self.inner.plan(*a, **kw)
        finally:
            self.wall.append(time.perf_counter() - w0)
            self.cpu.append(time.process_time() - c0)


def median(xs: list[float]) -> float:
    s = sorted(xs)
    return s[len(s) // 2] if s else 0.0


_JOB: dict = {}


def _start_job(args) -> None:
    """A worker's planners (each process loads the networks once)."""
    from games.xii.td import load_network, load_short_network
    net, short_net = load_network(), load_short_network()

    def strong() -> NetworkPlanner:
        return NetworkPlanner(net=net, short_net=short_net, budget=args.budget, clock=time.process_time,
                              lookahead=args.lookahead, short_lookahead=args.short_lookahead)

    _JOB.update(args=args, bag=Timed(strong()), fair=Timed(FairDice(strong())), rules=Rules(stones=args.stones),
                start=time.process_time())


def _play_deal(i: int):
    """Deal ``i`` played twice (the bag level in seat I, then II): (deal, [(seat, won, unfinished)], throws,
    the decisions' times made since the last deal), or None once this process's share of --minutes is spent."""
    args, bag, fair = _JOB["args"], _JOB["bag"], _JOB["fair"]
    share = args.minutes * 60 / max(args.jobs, 1)
    if args.minutes and time.process_time() - _JOB["start"] >= share:
        return None
    games, throws = [], 0
    for seat in (0, 1):
        planners = [fair, fair]
        planners[seat] = bag
        board, n = play_game(planners, _JOB["rules"], seed=f"{args.seed}-{i}", count=True)
        throws += n
        games.append((seat, int(board.winner == seat), board.winner is None))
    times = {name: (t.wall[:], t.cpu[:]) for name, t in (("bag", bag), ("fair", fair))}
    for t in (bag, fair):
        t.wall.clear()
        t.cpu.clear()
    return i, games, throws, times


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--stones", type=int, default=3)
    ap.add_argument("--games", type=int, default=500, help="deals, each played twice (seats swapped): 2N games")
    ap.add_argument("--minutes", type=float, default=0.0, help="start no new deal after this many CPU minutes (0: no limit)")
    ap.add_argument("--seed", default="bag")
    ap.add_argument("--budget", type=float, default=DEFAULT_BUDGET, help="seconds of CPU per decision, both sides")
    ap.add_argument("--lookahead", type=int, default=DEFAULT_LOOKAHEAD,
                    help="fifteen-stone game: how many best turns both sides search one throw deeper (default off)")
    ap.add_argument("--short-lookahead", type=int, default=SHORT_LOOKAHEAD)
    ap.add_argument("--jobs", type=int, default=1, help="processes playing deals side by side")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()

    c0, w0 = time.process_time(), time.perf_counter()
    results: list[tuple[int, int, int]] = []       # (deal, seat of the bag level, 1 if it won)
    timing = {"bag": ([], []), "fair": ([], [])}
    unfinished = 0
    throws = 0
    deals = 0
    if args.jobs > 1:
        import multiprocessing
        pool = multiprocessing.Pool(args.jobs, _start_job, (args,))
        done = pool.imap(_play_deal, range(args.games))
    else:
        pool = None
        _start_job(args)
        done = map(_play_deal, range(args.games))
    for item in done:
        if item is None:
            continue
        i, games, n, times = item
        throws += n
        for seat, won, cut in games:
            results.append((i, seat, won))
            unfinished += cut
        for name, (wall, cpu) in times.items():
            timing[name][0].extend(wall)
            timing[name][1].extend(cpu)
        deals += 1
        if args.verbose:
            won = sum(r[2] for r in results)
            lo, hi = wilson(won, len(results))
            print(f"  deal {i}: {games[0][1]}{games[1][1]}; {won}/{len(results)} = {won / len(results):.1%} "
                  f"[{lo:.1%}, {hi:.1%}]; {time.perf_counter() - w0:.0f} s wall", flush=True)
    cpu_all = time.process_time() - c0
    if pool is not None:
        pool.close()
        pool.join()
        cpu_all = sum(os.times()[2:4]) + cpu_all      # the workers' CPU, once they have ended
    n = len(results)
    wins = sum(r[2] for r in results)
    lo, hi = wilson(wins, n)
    per_deal = {}
    for i, _, w in results:
        per_deal[i] = per_deal.get(i, 0) + w
    split = [sum(1 for v in per_deal.values() if v == k) for k in (2, 1, 0)]
    by_seat = [sum(r[2] for r in results if r[1] == s) for s in (0, 1)]
    look = (f"lookahead {args.short_lookahead} (every turn)" if args.stones <= 3
            else f"lookahead {args.lookahead}" if args.lookahead >= 2 else "no lookahead")
    print(f"strong counting the bag vs strong with fair dice, {args.stones} stones, {look}, budget {args.budget:g} s CPU, "
          f"seed {args.seed!r}: {n} games ({deals} deals, seats swapped); bag level won {wins} = {wins / n:.1%}, "
          f"95% CI [{lo:.1%}, {hi:.1%}]; as I {by_seat[0]}/{deals}, as II {by_seat[1]}/{deals}; "
          f"deals won both / split / lost both: {split[0]} / {split[1]} / {split[2]}"
          + (f"; {unfinished} unfinished" if unfinished else ""))
    print(f"  {cpu_all:.0f} s CPU, {time.perf_counter() - w0:.0f} s wall ({args.jobs} process(es)); "
          f"{throws / max(n, 1):.0f} throws a game")
    for name, (wall, cpu) in timing.items():
        print(f"  {name}: {len(wall)} decisions, median {median(wall) * 1e3:.1f} ms wall ({median(cpu) * 1e3:.1f} ms CPU), "
              f"slowest {max(wall, default=0) * 1e3:.0f} ms wall ({max(cpu, default=0) * 1e3:.0f} ms CPU)")


if __name__ == "__main__":
    main()
