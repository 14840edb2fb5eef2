"""A player program for the seed's arbiter protocol (ITPW), on stdin/stdout.

Why its own module: the protocol is I/O at the edge; the rules and the search
stay pure. stdout carries only moves (one line each, flushed); anything else
goes to stderr.

Protocol: the first line is ``czarne <ms>`` (play black, answer at once) or
``biale <ms>`` (play white, wait); then each ``<move> <ms>`` is the opponent's
move and our remaining time, answered by one line, our move in source+target
notation; ``koniec`` ends the game without an answer.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from typing import TextIO

from games.ataxx.board import BLACK, WHITE, AtaxxError, Board, Rules
from framework.core.limits import LimitError, lenient_input, read_line
from framework.core.numbers import is_number, whole_number_arg
from framework.lang.texts import LEVELS
from framework.tui.terminal import OUTPUT_GONE, quiet_output
from games.ataxx.planner import Planner

COLOUR_WORDS = {"czarne": BLACK, "biale": WHITE}


#: Milliseconds on the clock: up to about 11 days, far more than any game needs.
MS_DIGITS = 12


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="xii_scripta.py --ataxx-player",
                                description="Ataxx player program speaking the ITPW arbiter protocol on stdin/stdout.")
    p.add_argument("--level", choices=LEVELS, default="strong", help="computer level (default strong)")
    p.add_argument("--seed", type=whole_number_arg(signed=True), default=None, help="seed for the random tie-breaks (default: random)")
    return p


def play(level: str, stdin: TextIO, stdout: TextIO, stderr: TextIO, seed: "int | None" = None) -> int:
    """Play one game over the given streams; returns the exit code."""
    player = Planner(level, random.Random(seed))
    board = Board(rules=Rules.ITPW)

    def answer(remaining_ms: int, started: float) -> None:
        # our own clock: what the arbiter told us, less what reading and parsing already took
        left = remaining_ms - int((time.monotonic() - started) * 1000)
        move = player.choose(board, max(0, left))
        text = board.simple_notation(move)
        board.push(move)
        stdout.write(text + "\n")
        stdout.flush()

    try:
        first = read_line(stdin)
    except LimitError as e:
        stderr.write(f"the first line is too long: {e}\n")
        return 2
    started = time.monotonic()
    words = first.split()
    if len(words) != 2 or words[0] not in COLOUR_WORDS or not is_number(words[1], MS_DIGITS):
        stderr.write(f"expected 'czarne <ms>' or 'biale <ms>' as the first line, got {first.strip()!r}\n")
        return 2
    colour = COLOUR_WORDS[words[0]]
    if colour == BLACK:
        answer(int(words[1]), started)
    while True:
        try:
            line = read_line(stdin)
        except LimitError as e:
            stderr.write(f"a line is too long: {e}\n")
            return 2
        if not line:
            break
        started = time.monotonic()
        words = line.split()
        if words == ["koniec"]:
            return 0
        if len(words) != 2 or not is_number(words[1], MS_DIGITS):
            stderr.write(f"expected '<move> <ms>' or 'koniec', got {line.strip()!r}\n")
            return 2
        try:
            board.push(board.parse_move(words[0]))
        except AtaxxError as e:
            stderr.write(f"the arbiter sent a move I cannot play: {e}\n")
            return 2
        if board.is_game_over():
            continue  # the arbiter will say koniec
        answer(int(words[1]), started)
    return 0  # stdin closed: the arbiter has gone


def main(argv: "list[str] | None" = None) -> int:
    args = _parser().parse_args(sys.argv[1:] if argv is None else argv)
    lenient_input(sys.stdin)        # bytes that are not UTF-8 are a line it refuses, never a traceback
    try:
        return play(args.level, sys.stdin, sys.stdout, sys.stderr, args.seed)
    except BrokenPipeError:                 # the reader has gone: quietly, the house's code for it
        quiet_output()
        return OUTPUT_GONE
    except KeyboardInterrupt:               # Ctrl-C: quietly, the house's code for it (README)
        return 130


if __name__ == "__main__":
    from framework.tui.terminal import exit_code, with_output  # output closed or its reader gone: quietly
    sys.exit(with_output(lambda: exit_code(lambda: main(), sys.argv[0])))
