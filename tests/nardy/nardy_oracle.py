"""A deliberately simple reference implementation of the turn rules: the oracle.

It shares nothing with games/nardy/board.py but the rules text: plain lists of
signed counts, board point numbers, and plain loops over every order of the
dice and every checker. Slow and obvious on purpose.
"""
from __future__ import annotations

import itertools
import random

ROUTE = {1: list(range(24, 0, -1)), -1: list(range(12, 0, -1)) + list(range(24, 12, -1))}


def route_index(player, point):
    return ROUTE[player].index(point)


def owns(points, player, point):
    return points[point - 1] * player > 0


def checkers_of(points, player):
    """The board points holding ``player``'s checkers."""
    return [p for p in range(1, 25) if owns(points, player, p)]


def all_home(points, player):
    return all(route_index(player, p) >= 18 for p in checkers_of(points, player))


def forbidden_block_made(before, after, player):
    """Does ``after`` hold a new six-block along the opponent's route with no opposing checker ahead?"""
    opponent = -player
    route = ROUTE[opponent]
    for start in range(0, 19):
        window = route[start:start + 6]
        if all(owns(after, player, p) for p in window) and not all(owns(before, player, p) for p in window):
            ahead = route[start + 6:]
            if not any(owns(after, opponent, p) for p in ahead):
                return True
    return False


def one_move(points, off, player, point, die, head_left):
    """The result of moving the checker on ``point`` by ``die``, or None if the rules forbid it.

    Returns (points, off, head_left, move) with move = (source, target or "off").
    """
    if not owns(points, player, point):
        return None
    i = route_index(player, point)
    head = ROUTE[player][0]
    if point == head and head_left == 0:
        return None
    new = list(points)
    new[point - 1] -= player
    new_off = list(off)
    if i + die < 24:
        target = ROUTE[player][i + die]
        if owns(points, -player, target):
            return None
        new[target - 1] += player
        if forbidden_block_made(points, new, player):
            return None
        move = (point, target)
    else:
        if not all_home(points, player):
            return None
        if i + die > 24:
            # Past the exact point: only from the highest occupied point (smallest route index).
            if any(route_index(player, p) < i for p in checkers_of(points, player)):
                return None
        new_off[0 if player == 1 else 1] += 1
        move = (point, "off")
    return new, tuple(new_off), head_left - (1 if point == head else 0), move


def all_sequences(points, off, player, dice):
    """Every maximal sequence of moves for every order of the dice.

    Returns a list of (dice used, moves, final points, final off, won).
    """
    first_turn = points[ROUTE[player][0] - 1] * player == 15
    double = dice[0] == dice[1]
    head_left = 2 if first_turn and double and dice[0] in (3, 4, 6) else 1
    orders = [dice * 2] if double else [list(dice), list(reversed(dice))]
    found = []

    def walk(pts, off_, head, order, used, moves):
        if (off_[0] if player == 1 else off_[1]) == 15:
            found.append((used, moves, pts, off_, True))
            return
        if not order:
            found.append((used, moves, pts, off_, False))
            return
        die = order[0]
        went = False
        for point in range(1, 25):
            result = one_move(pts, off_, player, point, die, head)
            if result is not None:
                went = True
                new, new_off, new_head, move = result
                walk(new, new_off, new_head, order[1:], used + [die], moves + [move])
        if not went:
            found.append((used, moves, pts, off_, False))

    for order in orders:
        walk(list(points), tuple(off), head_left, [d for d in order], [], [])
    return found


def legal_sequences(points, off, player, dice):
    """The legal whole turns as (moves, final points, final off), every order kept."""
    seqs = all_sequences(points, off, player, dice)
    full = 4 if dice[0] == dice[1] else 2

    def length(s):
        return full if s[4] else len(s[0])

    best = max(length(s) for s in seqs)
    keep = [s for s in seqs if length(s) == best]
    if best == 1 and dice[0] != dice[1]:
        larger = [s for s in keep if s[0][0] == max(dice)]
        if larger:
            keep = larger
    return [(s[1], tuple(s[2]), s[3]) for s in keep]


def legal_results(points, off, player, dice):
    """The set of (final points, final off) of the legal whole turns."""
    return {(pts, off_) for _, pts, off_ in legal_sequences(points, off, player, dice)}


# ----------------------------------------------------------------- random positions


def random_position(rng: random.Random, mode: str):
    """Signed counts and borne-off counts for a position reachable in spirit (not always in fact).

    Modes: ``spread`` (checkers anywhere), ``late`` (mostly far along their routes, some off),
    ``home`` (the side to move all home, bearing off), ``first`` (someone still all on the head),
    ``blocks`` (long runs of held points).
    """
    points = [0] * 24
    off = [0, 0]
    for player in (1, -1):
        route = ROUTE[player]
        n_off = 0
        if mode == "late":
            n_off = rng.randrange(0, 8)
        if mode == "home" and player == 1:
            n_off = rng.randrange(0, 14)
        off[0 if player == 1 else 1] = n_off
        left = 15 - n_off
        if mode == "first" and player == rng.choice((1, -1)) and points[route[0] - 1] == 0:
            points[route[0] - 1] = 15 * player
            continue
        tries = 0
        while left and tries < 500:
            tries += 1
            if mode == "home" and player == 1:
                i = rng.randrange(18, 24)
            elif mode == "late":
                i = min(23, int(rng.triangular(6, 24, 23)))
            elif mode == "blocks":
                i = rng.choice(range(rng.randrange(0, 12), 24)) if rng.random() < 0.5 else rng.randrange(24)
            else:
                i = rng.randrange(24)
            p = route[i]
            if points[p - 1] * player < 0:
                continue
            if mode == "blocks" and points[p - 1] != 0 and rng.random() < 0.8:
                continue
            n = min(left, rng.choice((1, 1, 1, 2, 2, 3, 5)))
            points[p - 1] += n * player
            left -= n
        if left:
            # Put what is left on any own or empty point.
            for p in route[::-1]:
                if points[p - 1] * player >= 0:
                    points[p - 1] += left * player
                    break
    return points, tuple(off)


def all_orders(moves):
    return set(itertools.permutations(moves))
