"""The engine as a UAI engine (the Ataxx community's UCI), for python-ataxx and match runners.

Why a thread: ``go`` and ``perft`` must return control to the command loop so
that ``stop`` and ``quit`` are heard while the search or the count runs. Rules are ``standard``
(passes as ``0000``), as the community expects. Moves go out in community
notation: a clone as its target (``b6``), a jump as source+target.
"""
from __future__ import annotations

import random
import sys
import threading
import time
from typing import TextIO

from games.ataxx.board import BLACK, STARTING_FEN, AtaxxError, Board, Rules
from games.ataxx.perft import Stopped, perft_until
from framework.core.limits import MAX_LINE, LimitError, lenient_input, read_line
from framework.core.numbers import is_number, parse_number
from framework.lang.texts import LEVELS
from framework.tui.terminal import OUTPUT_GONE, quiet_output
from games.ataxx.planner import (
    TT_LIMIT, Limits, SearchResult, Searcher, move_budget, move_limits, random_move,
)

NAME = "XII Scripta Ataxx"
#: The Hash option's range in MB, and what one table entry costs (planner.TT_LIMIT's estimate).
HASH_MIN, HASH_MAX, ENTRY_BYTES = 1, 4096, 300
#: The normal level's depth in plies (as the game's own normal level: planner.Planner.choose).
NORMAL_DEPTH = 2
AUTHOR = "the XII Scripta project"


class UaiEngine:
    def __init__(self, out: TextIO, err: TextIO, seed: "int | None" = None) -> None:
        self.out, self.err = out, err
        self.board = Board(rules=Rules.STANDARD)
        self.searcher = Searcher(random.Random(seed))
        self._lock = threading.Lock()
        self._thread: "threading.Thread | None" = None
        self._stop = threading.Event()
        self._infinite = False
        self.level = "strong"
        self.hash_mb = TT_LIMIT * ENTRY_BYTES // 1_000_000

    def send(self, line: str) -> None:
        with self._lock:
            self.out.write(line + "\n")
            self.out.flush()

    def warn(self, text: str) -> None:
        self.err.write(text + "\n")
        self.err.flush()

    # ----- commands

    def handle(self, line: str) -> bool:
        """Run one command line; False when the engine should quit."""
        words = line.split()
        if not words:
            return True
        cmd, args = words[0], words[1:]
        if cmd == "uai":
            self.send(f"id name {NAME}")
            self.send(f"id author {AUTHOR}")
            self.send(f"option name Level type combo default {self.level} " + " ".join(f"var {v}" for v in LEVELS))
            self.send(f"option name Hash type spin default {self.hash_mb} min {HASH_MIN} max {HASH_MAX}")
            self.send("uaiok")
        elif cmd == "isready":
            self.send("readyok")
        elif cmd == "uainewgame":
            self.wait()
            self.board = Board(rules=Rules.STANDARD)
            self.searcher.tt.clear()
        elif cmd == "position":
            self.wait()
            self.position(args)
        elif cmd == "go":
            received = time.monotonic()     # the budget counts from here: the answer's overhead is part of it
            self.wait()
            self.go(args, received)
        elif cmd == "stop":
            self.wait()
        elif cmd == "quit":
            self.wait()
            return False
        elif cmd == "perft":
            self.wait()
            if len(args) != 1 or not is_number(args[0], 2) or not 1 <= int(args[0]) <= MAX_PERFT_DEPTH:
                self.warn(f"usage: perft N (N a whole number of plies from 1 to {MAX_PERFT_DEPTH}; "
                          "a deeper count would not end in days)")
            else:
                self._stop.clear()
                self._infinite = False
                board = self.board.copy() if self.board is not None else Board(rules=Rules.STANDARD)
                self._thread = threading.Thread(target=self._perft, args=(board, int(args[0])),
                                                daemon=True)
                self._thread.start()
        elif cmd in ("d", "print"):
            if self.board is None:
                self.send("info string no position set (the last position command was refused)")
            else:
                for row in str(self.board).splitlines():
                    self.send(f"info string {row}")
                self.send(f"info string fen {self.board.fen()}")
        elif cmd == "setoption":
            self.wait()
            self.setoption(args)
        elif cmd in ("debug", "ponderhit"):
            pass  # accepted so that GUIs can send them
        else:
            self.warn(f"unknown command {cmd!r}")
        return True

    def setoption(self, args: list[str]) -> None:
        """``setoption name Level value easy|normal|strong`` or ``setoption name Hash value MB`` (names in
        any case, as UCI allows); anything else is refused on stderr and changes nothing."""
        if len(args) < 2 or args[0] != "name" or "value" not in args:
            self.warn("usage: setoption name Level|Hash value V")
            return
        i = args.index("value")
        name, value = " ".join(args[1:i]).lower(), " ".join(args[i + 1:])
        if name == "level":
            if value.lower() not in LEVELS:
                self.warn(f"option Level: {value!r} is not a level (use one of {', '.join(LEVELS)})")
                return
            self.level = value.lower()
        elif name == "hash":
            if not is_number(value, 5) or not HASH_MIN <= int(value) <= HASH_MAX:
                self.warn(f"option Hash: {value!r} is not a size in MB from {HASH_MIN} to {HASH_MAX}")
                return
            self.hash_mb = int(value)
            self.searcher.tt_limit = self.hash_mb * 1_000_000 // ENTRY_BYTES
            self.searcher.tt.clear()
        else:
            self.warn(f"no option {' '.join(args[1:i])!r} (the options are Level and Hash)")

    def position(self, args: list[str]) -> None:
        """Set the position. A bad start (no position, a FEN that is not one) leaves none set (``go``
        then says so, never answering for an older position); a move that is not legal sets the
        position up to the move before it and says so on stdout (``info string``) and stderr."""
        if "moves" in args:
            i = args.index("moves")
            spec, moves = args[:i], args[i + 1:]
        else:
            spec, moves = args, []
        self.board = None
        if spec == ["startpos"]:
            board = Board(STARTING_FEN, Rules.STANDARD)
        elif len(spec) > 1 and spec[0] == "fen":
            try:
                board = Board(" ".join(spec[1:]), Rules.STANDARD)
            except AtaxxError as e:
                self.warn(f"position not set: {e}")
                return
        else:
            self.warn("position not set: usage: position startpos|fen FEN [moves M1 M2 ...]")
            return
        for n, m in enumerate(moves, 1):
            try:
                board.push_notation(m)
            except ValueError as e:             # AtaxxError and the rules' IllegalMoveError alike
                said = (f"position set up to the move before {m!r} (move {n} of {len(moves)}): {e}; "
                        f"fen {board.fen()}")
                self.send(f"info string {said}")
                self.warn(said)
                break
        self.board = board

    def go(self, args: list[str], received: "float | None" = None) -> None:
        """Start the search as ``go`` asks (``movetime``, ``wtime``/``btime`` with ``winc``/``binc``, ``depth``,
        ``nodes``, ``infinite``). A time is the whole answer's budget from ``received`` (when the line
        was read): the search spends about 95% of it (planner.move_limits), as the game's own clock."""
        opts: dict[str, int] = {}
        infinite = False
        i = 0
        while i < len(args):
            key = args[i]
            if key == "infinite":
                infinite = True
                i += 1
                continue
            if i + 1 < len(args) and is_number(args[i + 1].removeprefix("-"), 12):
                opts[key] = parse_number(args[i + 1], signed=True, max_digits=12)
                i += 2
            else:
                i += 1
        if self.board is None:
            self.send("info string no position set (the last position command was refused)")
            self.send("bestmove 0000")
            return
        board = self.board.copy()
        if not board.legal_moves():
            self.send("bestmove 0000")
            return
        if self.level == "easy":
            self.send(f"bestmove {random_move(board, self.searcher.rng)}")
            return
        limits = Limits(stop=self._stop)
        if "depth" in opts:
            limits.max_depth = max(1, opts["depth"])
        if "nodes" in opts:
            limits.max_nodes = max(1, opts["nodes"])
        mine = ("btime", "binc") if board.turn == BLACK else ("wtime", "winc")
        budget = None
        if "movetime" in opts:
            budget = max(0, opts["movetime"]) / 1000
        elif mine[0] in opts:
            budget = move_budget(board, max(0, opts[mine[0]]), max(0, opts.get(mine[1], 0)))
        if budget is not None:      # set again in the worker, when it starts: its start may wait for the GIL
            limits.soft_seconds = limits.hard_seconds = move_limits(budget).hard_seconds
        if not infinite and limits.max_depth is None and limits.max_nodes is None and limits.hard_seconds is None:
            limits.max_depth = 5
        if self.level == "normal":          # the game's normal level: two plies, never deeper
            limits.max_depth = min(limits.max_depth or NORMAL_DEPTH, NORMAL_DEPTH)
        self._stop.clear()
        self._infinite = infinite
        self._thread = threading.Thread(target=self._search, args=(board, limits, budget, received), daemon=True)
        self._thread.start()

    def _search(self, board: Board, limits: Limits, budget: "float | None" = None,
                received: "float | None" = None) -> None:
        """The search in the worker. A ``budget`` counts from ``received`` (the ``go`` line read), so the
        time the worker waited to start (the interpreter hands over every few milliseconds) is in it."""
        if budget is not None and received is not None:
            limits.soft_seconds = limits.hard_seconds = move_limits(budget, time.monotonic() - received).hard_seconds

        def info(r: SearchResult) -> None:
            pv = " ".join(str(m) for m in r.pv)
            self.send(f"info depth {r.depth} score cp {round(r.score * 100)} nodes {r.nodes} "
                      f"time {int(r.seconds * 1000)} pv {pv}")

        try:
            result = self.searcher.search(board, limits, info)
            self.send(f"bestmove {result.move}")
        except Exception as e:  # never die silently in a GUI: report and answer with any legal move
            self.warn(f"search failed: {e!r}")
            self.send(f"bestmove {board.legal_moves()[0]}")

    def _perft(self, board: Board, depth: int) -> None:
        """``perft N`` in the worker, like a search, so that ``stop`` and ``quit`` are still read: the count
        and its time, or, when stopped first, one ``info string`` saying so (no count: a part would mislead)."""
        start = time.monotonic()
        try:
            n = perft_until(board, depth, self._stop.is_set)
        except Stopped:
            ms = int((time.monotonic() - start) * 1000)
            self.send(f"info string perft {depth} stopped after {ms} ms")
            return
        ms = int((time.monotonic() - start) * 1000)
        self.send(f"info depth {depth} nodes {n} time {ms}\nperft {depth}: {n}")     # together, never split by readyok

    def wait(self, stop: bool = True) -> None:
        """Stop a running search (it still answers bestmove) and wait for it."""
        if self._thread is not None:
            if stop or self._infinite:
                self._stop.set()
            self._thread.join()
            self._thread = None


USAGE = "usage: xii_scripta.py --ataxx-uai [-h]"
#: The deepest ``perft``: 8 plies from the start are some 1.8e11 positions, hours in Python; deeper ones
#: would never end, so the engine at the end of its input would wait for ever (it finishes what was asked).
MAX_PERFT_DEPTH = 8

ABOUT = ("The Ataxx engine as a UAI engine: commands on stdin (uai, isready, uainewgame, position, go, stop,\n"
         "perft N, setoption, quit), answers on stdout. Its UAI options (setoption name N value V):\n"
         "Level easy|normal|strong (default strong) and Hash, the table's size in MB (default 60).")


def main(argv: "list[str] | None" = None, stdin: "TextIO | None" = None, stdout: "TextIO | None" = None,
         stderr: "TextIO | None" = None) -> int:
    # The streams as they are now, not at import: a closed one is replaced at the start (terminal.with_output).
    stdin, stdout, stderr = stdin or sys.stdin, stdout or sys.stdout, stderr or sys.stderr
    if argv:                # the engine takes no options: its commands come on stdin
        if argv[0] in ("-h", "--help"):
            stdout.write(USAGE + "\n\n" + ABOUT + "\n")
            return 0
        stderr.write(f"{USAGE}\nxii_scripta.py --ataxx-uai: error: unrecognized arguments: {' '.join(argv)} "
                     "(the engine takes no options; its commands come on stdin)\n")
        return 2
    engine = UaiEngine(stdout, stderr)
    lenient_input(stdin)            # bytes that are not UTF-8 become an unknown command, never a traceback
    try:
        while True:
            try:
                line = read_line(stdin)
            except LimitError as e:
                engine.warn(f"ignored a line: {e}")
                while (rest := stdin.readline(MAX_LINE)) and not rest.endswith("\n"):
                    pass                          # the rest of the overlong line
                continue
            if not line:
                break
            if not engine.handle(line):
                return 0
        engine.wait(stop=False)  # input ended: let a bounded search finish and answer
    except BrokenPipeError:                 # the reader has gone: quietly, the house's code for it
        quiet_output()
        return OUTPUT_GONE
    except KeyboardInterrupt:               # Ctrl-C: quietly, the house's code for it (README)
        return 130
    return 0


if __name__ == "__main__":
    from framework.tui.terminal import exit_code, with_output  # output closed or its reader gone: quietly
    sys.exit(with_output(lambda: exit_code(lambda: main(sys.argv[1:]), sys.argv[0])))
