"""Do the review's numbers hold when the game is played out? (issue 38, "Review figures that hold")

Records games of the strong level against the normal one (as bench/review.py makes them: the strong level
takes seat I in even games, seat II in odd ones; seeds SEED, SEED + 1, ...), reviews each with the strong
level (framework.ai.review.review), and takes every turn the review marked bad or very bad. At each such turn
the position before it is rebuilt from the record, the turn's throw is rolled, and two copies are made: one
with the played turn, one with the review's better turn. Both are then played to the end PLAYOUTS times by a
fixed player (both seats; ``--player``), with paired dice: in play-out k, each seat's n-th throw is the same
in both copies.

The dice continue as the real game's would. XII Scripta: each seat draws from what is left of its own
bagful (the position's ``bags``, which the game counts from the throws seen), die by die, and then from fresh
shuffled bagfuls of thirty, as framework/core/dice.py's cups draw. Long Nardy: fair dice.

Scored from the mover's side in the game's own unit: XII a win 1, a loss 0 (printed times 100: points of a
chance of winning, the review's scale); Long Nardy the points with mars (a win 1, a mars 2, a loss -1 or -2).
A turn's measured gain is the mean over its play-outs of (better move's score - played move's score).

Prints per kind: the turns measured, the mean stated cost, the mean measured gain with its 95% interval (over
the turns: the turns are the sample), their ratio, the correlation between stated and measured, how often the
better move measured better, and how often it measured significantly worse: its own play-outs' 95% interval
wholly below 0 (one turn tested alone), and after Holm's correction for testing every turn of the sample at
once (the sample's 5%); then the same by mark, and with ``--list`` every turn. ``--recheck N`` plays every
turn whose better move measured significantly worse again, N fresh play-outs (other dice), and prints what
they give. Only measured: nothing is fitted.

Run: python3 bench/review_truth.py [--kind xii3|xii15|nardy ...] [--games N] [--playouts N] [--seed S]
                                   [--player strong|network|normal] [--jobs J] [--recheck N] [--list]
``--jobs J`` shares the games among J processes (each game's turns in one); the planners' numpy runs in one
thread each (framework/ai/td.py). The figures do not depend on J.
"""
from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from framework.ai.review import review  # noqa: E402
from framework.ai.stats import holm, p_below  # noqa: E402
from framework.core.dice import FACES, full_bag  # noqa: E402
from framework.core.record import Replayer  # noqa: E402
from framework.core.spec import new_session  # noqa: E402
from framework.harness.random_play import recorded_match  # noqa: E402
from games import REGISTRY  # noqa: E402

#: name on the command line -> (game, setup options, what is printed).
KINDS = {
    "xii3": ("xii", (("stones", 3),), "XII 3 stones"),
    "xii15": ("xii", (("stones", 15),), "XII 15 stones"),
    "nardy": ("nardy", (), "Long Nardy"),
}
MARKED = ("bad", "very_bad")
#: A play-out that has not ended after this many throws is scored as a draw (0 gain); counted and printed.
MAX_THROWS = 2000


def spec_of(game: str):
    return next(listing.spec() for listing in REGISTRY if listing.name == game)


class BagStream:
    """One seat's dice for one play-out: the rest of its current bagful shuffled, then fresh shuffled
    bagfuls (XII's cups); or fair dice when ``left`` is None (Long Nardy, or a bag not counted). Made as far
    as asked and kept, so a second copy reads the same dice."""

    def __init__(self, left: tuple[int, ...] | None, rng: random.Random) -> None:
        self.rng = rng
        self.fair = left is None
        self.dice: list[int] = []
        if not self.fair:
            self.dice = [face for face, n in zip(FACES, left) for _ in range(n)]
            rng.shuffle(self.dice)

    def at(self, index: int) -> int:
        while len(self.dice) <= index:
            if self.fair:
                self.dice.append(self.rng.randint(1, 6))
            else:
                fresh = [face for face, n in zip(FACES, full_bag()) for _ in range(n)]
                self.rng.shuffle(fresh)
                self.dice.extend(fresh)
        return self.dice[index]


class PairedDice:
    """The dice of one play-out, the same for both copies: each seat's n-th throw is the same in both."""

    def __init__(self, game, rng: random.Random) -> None:
        bags = getattr(game, "bags", None)
        self.streams = [BagStream(None if bags is None else bags[seat], random.Random(rng.random()))
                        for seat in (0, 1)]

    def reader(self):
        """A fresh reader from the first die of each seat (one per copy)."""
        position = [0, 0]

        def throw(seat: int, count: int) -> tuple[int, ...]:
            stream = self.streams[seat]
            out = tuple(stream.at(position[seat] + i) for i in range(count))
            position[seat] += count
            return out
        return throw


def score(game, seat: int) -> float:
    """The finished game's result for ``seat``: XII 1 / 0, Long Nardy +-points (a mars 2)."""
    outcome = game.outcome()
    if outcome is None:
        return 0.5 if game.__class__.__name__ == "XiiGame" else 0.0
    if game.__class__.__name__ == "XiiGame":
        return 1.0 if outcome.winner == seat else 0.0
    return float(outcome.points) * (1 if outcome.winner == seat else -1)


def play_out(game, planner, throw) -> tuple[object, bool]:
    """``game`` (a copy, changed) played to the end by ``planner`` for both seats, throws from ``throw``."""
    thrown = 0
    while game.outcome() is None:
        if game.needs_throw():
            if thrown >= MAX_THROWS:
                return game, False
            game.roll(throw(game.to_move(), game.dice))
            thrown += 1
            continue
        for action in planner.plan(game.copy(), None):
            game.apply(action)
            if game.outcome() is not None or game.needs_throw():
                break
    return game, True


def after_turn(before, actions):
    game = before.copy()
    for action in actions:
        game.apply(action)
    return game


def marked_turns(spec, record, strong):
    """(moment, position with the throw rolled) of every bad or very bad turn of ``record``."""
    found = review(record, spec.codec, lambda setup: new_session(spec, setup), strong)
    wanted = {m.step: m for m in found.moments if m.mark in MARKED and m.judgement is not None}
    out = []
    walk = Replayer(record, spec.codec, lambda setup: new_session(spec, setup))
    for number, entry in enumerate(record.entries, 1):
        if number in wanted:
            before = walk.session.game.copy()
            if before.dice and entry.throw and before.needs_throw():
                before.roll(tuple(entry.throw))
            out.append((wanted[number], before))
        walk.step(entry)
    return found.unit, out


def mean_ci(values: list[float]) -> tuple[float, float, float]:
    m = statistics.fmean(values)
    if len(values) < 2:
        return m, math.nan, math.nan
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return m, m - half, m + half


def correlation(xs: list[float], ys: list[float]) -> float:
    if len(xs) < 3 or statistics.pstdev(xs) == 0 or statistics.pstdev(ys) == 0:
        return math.nan
    return statistics.correlation(xs, ys)


def summary(label: str, rows: list[dict], scale: float, unit: str) -> str:
    if not rows:
        return f"  {label}: no marked turns"
    stated = [r["stated"] * scale for r in rows]
    measured = [r["gain"] * scale for r in rows]
    m, lo, hi = mean_ci(measured)
    s = statistics.fmean(stated)
    better = sum(1 for r in rows if r["gain"] > 0)
    worse = sum(1 for r in rows if r["hi"] < 0)
    sig_better = sum(1 for r in rows if r["lo"] > 0)
    together = holm([r["p_worse"] for r in rows])
    return (f"  {label}: turns {len(rows)}  stated {s:.2f}  measured {m:.2f} (95% CI {lo:.2f} to {hi:.2f}) "
            f"{unit}  ratio {m / s:.2f} ({lo / s:.2f}-{hi / s:.2f})  correlation {correlation(stated, measured):.2f}  "
            f"better measured better {better}/{len(rows)} (significantly {sig_better})  "
            f"significantly worse {worse} (the sample tested as a whole, Holm: {together})")


def one_sided_p(diffs: list[float]) -> float:
    """The chance of a mean this low or lower if the better move truly gained nothing: small when the better
    move measured worse (framework.ai.stats.p_below)."""
    if len(diffs) < 2:
        return 1.0
    return p_below(statistics.fmean(diffs), statistics.stdev(diffs) / math.sqrt(len(diffs)))


_JOB: dict = {}


def _fixed_player(game_name: str, player: str, spec):
    if player == "strong":
        return spec.planner("strong")
    if player == "network":                      # the strong level's network alone, no lookahead
        from games.xii.planner import NetworkPlanner as XiiNet
        from games.nardy.planner import NetworkPlanner as NardyNet
        return XiiNet(short_lookahead=0, lookahead=0) if game_name == "xii" else NardyNet.load(lookahead=0)
    return spec.planner("normal")


def _start_job(kind: str, player: str) -> None:
    game_name, options, _ = KINDS[kind]
    spec = spec_of(game_name)
    _JOB.update(kind=kind, options=options, spec=spec, strong=spec.planner("strong"),
                normal=spec.planner("normal"), fixed=_fixed_player(game_name, player, spec))


def paired(played, better, seat: int, playouts: int, rng: random.Random, fixed) -> tuple[list[float], int]:
    """``playouts`` paired play-outs of the two positions: the differences (better - played), the cut ones."""
    diffs, unfinished = [], 0
    for _ in range(playouts):
        dice = PairedDice(played, rng)
        a, ok_a = play_out(played.copy(), fixed, dice.reader())
        b, ok_b = play_out(better.copy(), fixed, dice.reader())
        unfinished += (not ok_a) + (not ok_b)
        diffs.append(score(b, seat) - score(a, seat))
    return diffs, unfinished


def _game_rows(job: tuple[int, int, int]):
    """Game ``g`` recorded, reviewed, and its marked turns played out: (unit, rows, unfinished)."""
    g, playouts, recheck = job
    kind, spec, fixed = _JOB["kind"], _JOB["spec"], _JOB["fixed"]
    record = recorded_match(spec, _JOB["options"], g, _JOB["strong"], _JOB["normal"])
    unit, turns = marked_turns(spec, record, _JOB["strong"])
    rows, unfinished = [], 0
    for moment, before in turns:
        j = moment.judgement
        played, better = after_turn(before, j.played.actions), after_turn(before, j.best.actions)
        diffs, cut = paired(played, better, moment.seat, playouts,
                            random.Random(f"{kind}-{g}-{moment.step}"), fixed)
        unfinished += cut
        gain, lo, hi = mean_ci(diffs)
        row = dict(game=g, step=moment.step, seat=moment.seat, throw=moment.throw, mark=moment.mark,
                   stated=moment.cost, gain=gain, lo=lo, hi=hi, p_worse=one_sided_p(diffs),
                   played=j.played.text, better=j.best.text, recheck=None)
        if recheck and hi < 0:
            again, cut = paired(played, better, moment.seat, recheck,
                                random.Random(f"{kind}-{g}-{moment.step}-recheck"), fixed)
            unfinished += cut
            row["recheck"] = mean_ci(again)
        rows.append(row)
    return (None if unit is None else unit.scale), rows, unfinished


def run(kind: str, games: int, playouts: int, seed: int, player: str, listing: bool,
        jobs: int = 1, recheck: int = 0) -> None:
    label = KINDS[kind][2]
    start, cpu = time.perf_counter(), time.process_time()
    children = sum(os.times()[2:4])
    rows: list[dict] = []
    unfinished = 0
    scale = 1.0
    work = [(g, playouts, recheck) for g in range(seed, seed + games)]
    if jobs > 1:
        import multiprocessing
        pool = multiprocessing.Pool(jobs, _start_job, (kind, player))
        done = pool.imap(_game_rows, work)
    else:
        pool = None
        _start_job(kind, player)
        done = map(_game_rows, work)
    for unit_scale, game_rows, cut in done:
        scale = unit_scale or scale
        unfinished += cut
        rows.extend(game_rows)
        if listing:
            for r in game_rows:
                throw = "-".join(map(str, r["throw"] or ()))
                again = ""
                if r["recheck"] is not None:
                    m, lo, hi = r["recheck"]
                    again = f"  again {recheck}: {m * scale:.2f} ({lo * scale:.2f} to {hi * scale:.2f})"
                print(f"    game {r['game']} turn {r['step']} ({throw}) {r['mark']}: stated {r['stated'] * scale:.2f} "
                      f"measured {r['gain'] * scale:.2f} ({r['lo'] * scale:.2f} to {r['hi'] * scale:.2f}){again}  "
                      f"played {r['played']!r}  better {r['better']!r}", flush=True)
    if pool is not None:
        pool.close()
        pool.join()
    unit_name = "points of a chance" if scale == 100 else "points (mars 2)"
    wall = time.perf_counter() - start
    cpus = time.process_time() - cpu + sum(os.times()[2:4]) - children
    print(f"{label}: {games} games (seeds {seed}-{seed + games - 1}, strong against normal, reviewed by strong), "
          f"{playouts} paired play-outs a turn by the {player} player; {wall:.0f} s wall, {cpus:.0f} s CPU"
          + (f"; {unfinished} play-outs cut at {MAX_THROWS} throws (scored even)" if unfinished else ""))
    print(summary("all", rows, scale, unit_name))
    for mark in MARKED:
        chosen = [r for r in rows if r["mark"] == mark]
        if chosen:
            print(summary(mark.replace("_", " "), chosen, scale, unit_name))
    if recheck:
        flagged = [r for r in rows if r["recheck"] is not None]
        still = sum(1 for r in flagged if r["recheck"][2] < 0)
        print(f"  rechecked with {recheck} fresh play-outs: {len(flagged)} turn(s) measured significantly worse; "
              f"still significantly worse: {still}")
    print(flush=True)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kind", action="append", choices=list(KINDS),
                        help="game kind (repeat for several; default all)")
    parser.add_argument("--games", type=int, default=8, help="games recorded and reviewed per kind")
    parser.add_argument("--playouts", type=int, default=200, help="paired play-outs per marked turn")
    parser.add_argument("--seed", type=int, default=0, help="first game's seed")
    parser.add_argument("--player", choices=("strong", "network", "normal"), default="strong",
                        help="who plays the play-outs (both seats): the strong level, its network alone, "
                             "or the normal level")
    parser.add_argument("--list", action="store_true", help="print every turn measured")
    parser.add_argument("--jobs", type=int, default=1, help="processes sharing the games")
    parser.add_argument("--recheck", type=int, default=0,
                        help="play each turn measured significantly worse again, this many fresh play-outs")
    args = parser.parse_args(argv)
    for kind in args.kind or list(KINDS):
        run(kind, args.games, args.playouts, args.seed, args.player, args.list, args.jobs, args.recheck)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
