"""The arbiter of the seed's protocol: runs two player programs against each other.

Why so defensive: the players are arbitrary programs. Each runs in its own
process group so the whole group can be killed; every read is non-blocking
through a selector with the player's remaining time as the timeout and a cap
on line length, so a player that hangs, floods or dies loses and the arbiter
goes on. Whatever happens, every group is killed before a game returns.
"""
from __future__ import annotations

import argparse
import os
import selectors
import shlex
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from typing import Callable, TextIO

from games.ataxx.board import BLACK, WHITE, Board, IllegalMoveError, InvalidMoveError, Move, Outcome, Rules, Termination
from games.ataxx.texts import colour_name, say
from framework.core.numbers import whole_number_arg
from framework.tui.terminal import printable

MAX_LINE = 64  # bytes; a move is 4 characters
EXIT_GRACE = 1.0  # seconds a player gets to exit after koniec
SHELL_CHARS = set(";&|<>()$`*?[]{}~!#\n=")  # any of these: run the command through /bin/sh


# --------------------------------------------------------------------------- one player process


@dataclass
class Reply:
    """What a read produced: ``kind`` is line, timeout, eof or flood."""

    kind: str
    text: str = ""
    seconds: float = 0.0


class PlayerProcess:
    """A player program in its own process group, spoken to line by line."""

    def __init__(self, command: str) -> None:
        self.command = command
        self.proc: "subprocess.Popen[bytes] | None" = None
        self._buf = b""
        self._sel: "selectors.BaseSelector | None" = None
        self._eof = False

    def argv(self) -> list[str]:
        """The command split into words, or run by /bin/sh when it uses shell syntax.

        Without a shell in between, the arbiter sees the program's own pipe
        (a program that closes its output gives end-of-file at once).
        """
        if not any(c in self.command for c in SHELL_CHARS):
            try:
                words = shlex.split(self.command)
            except ValueError:
                words = []
            if words:
                return words
        return ["/bin/sh", "-c", self.command]

    def start(self) -> None:
        self.proc = subprocess.Popen(
            self.argv(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, start_new_session=True, close_fds=True)
        assert self.proc.stdout is not None
        os.set_blocking(self.proc.stdout.fileno(), False)
        self._sel = selectors.DefaultSelector()
        self._sel.register(self.proc.stdout, selectors.EVENT_READ)

    def send(self, line: str) -> bool:
        """Write one line; False if the pipe is closed."""
        if self.proc is None or self.proc.stdin is None:
            return False
        try:
            self.proc.stdin.write((line + "\n").encode())
            self.proc.stdin.flush()
            return True
        except (BrokenPipeError, OSError, ValueError):
            return False

    def _fill(self, timeout: float) -> bool:
        """Wait up to ``timeout`` for output and append it; False on timeout."""
        assert self._sel is not None and self.proc is not None and self.proc.stdout is not None
        if self._eof:
            return True
        if not self._sel.select(max(0.0, timeout)):
            return False
        try:
            chunk = os.read(self.proc.stdout.fileno(), 4096)
        except BlockingIOError:
            return True
        except OSError:
            chunk = b""
        if not chunk:
            self._eof = True
        self._buf += chunk
        return True

    def read_line(self, timeout: float, clock: Callable[[], float] = time.monotonic) -> Reply:
        """One line within ``timeout`` seconds, or why not."""
        start = clock()
        deadline = start + timeout
        while True:
            nl = self._buf.find(b"\n")
            if nl >= 0:
                if nl > MAX_LINE:
                    return Reply("flood", seconds=clock() - start)
                line, self._buf = self._buf[:nl], self._buf[nl + 1:]
                return Reply("line", line.decode("utf-8", "replace").strip(), clock() - start)
            if len(self._buf) > MAX_LINE:
                return Reply("flood", seconds=clock() - start)
            if self._eof:
                return Reply("eof", seconds=clock() - start)
            left = deadline - clock()
            if left <= 0 or not self._fill(left):
                return Reply("timeout", seconds=clock() - start)

    def unsolicited(self) -> str:
        """Output waiting that nobody asked for ('' if none); EOF alone is not output."""
        while self._fill(0.0) and not self._eof:
            if len(self._buf) > MAX_LINE:
                break
        return self._buf.decode("utf-8", "replace")

    def wait_exit(self, seconds: float) -> None:
        if self.proc is not None:
            try:
                self.proc.wait(timeout=seconds)
            except subprocess.TimeoutExpired:
                pass

    def exit_status(self) -> "int | None":
        return None if self.proc is None else self.proc.poll()

    def kill(self) -> None:
        """Kill the whole process group and reap the shell."""
        if self.proc is None:
            return
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        for stream in (self.proc.stdin, self.proc.stdout):
            try:
                if stream:
                    stream.close()
            except OSError:
                pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        if self._sel is not None:
            self._sel.close()
            self._sel = None

    def finish(self, grace: float) -> None:
        """Send koniec, give the program ``grace`` seconds to exit, then kill its group."""
        self.send("koniec")
        if self.proc is not None:
            try:
                self.proc.wait(timeout=grace)
            except subprocess.TimeoutExpired:
                pass
        self.kill()


# --------------------------------------------------------------------------- one game


@dataclass
class GameRecord:
    black: str
    white: str
    time_ms: int
    moves: list[str] = field(default_factory=list)
    outcome: "Outcome | None" = None
    #: set when a program forfeited: the fault code and its parameters
    fault: "str | None" = None
    fault_params: dict = field(default_factory=dict)
    used_ms: list[int] = field(default_factory=lambda: [0, 0])
    final_fen: str = ""
    counts: tuple[int, int] = (0, 0)

    @property
    def winner(self) -> "int | None":
        return None if self.outcome is None else self.outcome.winner

    def reason(self, lang: str = "en") -> str:
        assert self.outcome is not None
        winner = self.outcome.winner
        names = {"winner": colour_name(winner, lang) if winner is not None else "",
                 "loser": colour_name(1 - winner, lang) if winner is not None else ""}
        if self.fault and self.fault != "timeout":
            # a program's output is shown printable (no control characters) inside the language's quotes
            params = {k: printable(v, 40) if k == "text" else v for k, v in self.fault_params.items()}
            fault = say(f"fault.{self.fault}", lang, **params)
            return say("end.fault", lang, fault=fault, **names)
        return say(f"end.{self.outcome.termination.value}", lang, **names)

    def result_line(self, lang: str = "en") -> str:
        assert self.outcome is not None
        w = self.outcome.winner
        if w is None:
            return f"{self.outcome.result()} " + say("result.draw", lang, reason=self.reason(lang))
        name = self.black if w == BLACK else self.white
        return f"{self.outcome.result()} " + say("result.win", lang, winner=colour_name(w, lang).capitalize(),
                                                  name=name, reason=self.reason(lang))

    def moves_text(self) -> str:
        parts = []
        for i in range(0, len(self.moves), 2):
            parts.append(f"{i // 2 + 1}. " + " ".join(self.moves[i:i + 2]))
        return " ".join(parts)


def _fault(board: Board, record: GameRecord, colour: int, code: str, **params: object) -> None:
    record.fault, record.fault_params = code, params
    termination = Termination.TIME if code == "timeout" else Termination.FORFEIT
    record.outcome = Outcome(termination, 1 - colour)
    if code == "timeout":
        board.lose_on_time(colour)


def play_game(black_cmd: str, white_cmd: str, time_ms: int, clock: Callable[[], float] = time.monotonic,
              grace: float = EXIT_GRACE) -> GameRecord:
    """One game under the seed's rules; every process is dead when this returns."""
    record = GameRecord(black_cmd, white_cmd, time_ms)
    board = Board(rules=Rules.ITPW)
    players = (PlayerProcess(black_cmd), PlayerProcess(white_cmd))
    remaining = [time_ms, time_ms]  # milliseconds, integer as in the protocol
    try:
        for colour, p in ((WHITE, players[WHITE]), (BLACK, players[BLACK])):
            try:
                p.start()
            except OSError as e:
                _fault(board, record, colour, "start", error=str(e))
                return record
        players[WHITE].send(f"biale {time_ms}")
        if not players[BLACK].send(f"czarne {time_ms}"):
            reply = Reply("eof")
        else:
            reply = None
        while True:
            colour = board.turn
            me = players[colour]
            if reply is None:
                reply = me.read_line(remaining[colour] / 1000, clock)
            used = int(round(reply.seconds * 1000))
            record.used_ms[colour] += used
            remaining[colour] -= used
            if reply.kind == "timeout" or remaining[colour] < 0:
                _fault(board, record, colour, "timeout", ms=remaining[colour] + used)
                return record
            if reply.kind == "eof":
                me.wait_exit(0.2)
                _fault(board, record, colour, "eof", status=me.exit_status())
                return record
            if reply.kind == "flood":
                _fault(board, record, colour, "flood", limit=MAX_LINE)
                return record
            text = reply.text
            reply = None
            if len(text) != 4:
                _fault(board, record, colour, "not_notation", text=text)
                return record
            try:
                move = Move.parse(text)
                board.push(move)
            except InvalidMoveError:
                _fault(board, record, colour, "not_notation", text=text)
                return record
            except IllegalMoveError as e:
                _fault(board, record, colour, "illegal", text=text, reason=say(f"illegal.{e.code}", **e.params))
                return record
            record.moves.append(text)
            extra = me.unsolicited()
            if extra:
                _fault(board, record, colour, "extra_output", text=extra[:MAX_LINE])
                return record
            outcome = board.outcome()
            if outcome is not None:
                record.outcome = outcome
                return record
            other = players[1 - colour]
            extra = other.unsolicited()
            if extra:
                _fault(board, record, 1 - colour, "extra_output", text=extra[:MAX_LINE])
                return record
            if not other.send(f"{text} {remaining[1 - colour]}"):
                reply = Reply("eof")
    finally:
        record.final_fen = board.fen()
        record.counts = (board.count(BLACK), board.count(WHITE))
        for p in players:
            if p.proc is not None:
                p.finish(grace)


# --------------------------------------------------------------------------- a match


@dataclass
class MatchResult:
    first: str
    second: str
    records: list[GameRecord]

    def points(self) -> tuple[float, float]:
        """Points of (first, second): 1 a win, 1/2 a draw; colours alternate, first is black in odd games."""
        a = b = 0.0
        for i, r in enumerate(self.records):
            first_colour = BLACK if i % 2 == 0 else WHITE
            if r.winner is None:
                a += 0.5
                b += 0.5
            elif r.winner == first_colour:
                a += 1
            else:
                b += 1
        return a, b


def play_match(first: str, second: str, time_ms: int, games: int,
               on_game: "Callable[[int, GameRecord], None] | None" = None) -> MatchResult:
    records = []
    for i in range(games):
        black, white = (first, second) if i % 2 == 0 else (second, first)
        record = play_game(black, white, time_ms)
        records.append(record)
        if on_game:
            on_game(i + 1, record)
    return MatchResult(first, second, records)


def print_game(number: int, r: GameRecord, out: TextIO, lang: str = "en") -> None:
    out.write(say("game.header", lang, number=number, black=r.black, white=r.white, ms=r.time_ms) + "\n")
    out.write(say("game.moves", lang, moves=r.moves_text() or "-") + "\n")
    out.write(say("game.final", lang, fen=r.final_fen, nb=r.counts[0], nw=r.counts[1]) + "\n")
    out.write(say("game.clock", lang, black_used=r.used_ms[0], white_used=r.used_ms[1]) + "\n")
    out.write(r.result_line(lang) + "\n\n")
    out.flush()


#: The longest clock ``--time`` takes: a day per player (a wait is a ``poll`` timeout in milliseconds, which
#: must fit in 32 bits, about 24.8 days: longer ended in an OverflowError).
MAX_TIME_MS = 86_400_000


def _time_arg(text: str) -> int:
    """``--time MS``: a whole number of milliseconds the clock can count, else argparse's refusal (exit 2)."""
    try:
        return whole_number_arg(1, MAX_TIME_MS)(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a time the arbiter can keep: give whole "
                                         f"milliseconds from 1 to {MAX_TIME_MS} (a day)") from None


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="xii_scripta.py --ataxx-arbiter",
                                description="Run two Ataxx player programs against each other (ITPW protocol).")
    p.add_argument("first", metavar="CMD1", help="shell command of the first program (black in odd games)")
    p.add_argument("second", metavar="CMD2", help="shell command of the second program")
    p.add_argument("--time", type=_time_arg, default=10_000, metavar="MS",
                   help=f"milliseconds per player per game (10000; at most {MAX_TIME_MS}, a day)")
    p.add_argument("--games", type=whole_number_arg(1), default=1, metavar="N", help="number of games, colours alternating (1)")
    return p


def _terminate(signum: int, frame: object) -> None:
    raise SystemExit(128 + signum)


def main(argv: "list[str] | None" = None) -> int:
    p = _parser()
    args = p.parse_args(sys.argv[1:] if argv is None else argv)
    if args.time <= 0 or args.games <= 0:
        p.error("--time and --games must be positive")
    old = signal.signal(signal.SIGTERM, _terminate)
    try:
        result = play_match(args.first, args.second, args.time, args.games,
                            lambda n, r: print_game(n, r, sys.stdout))
    except KeyboardInterrupt:
        return 130
    finally:
        signal.signal(signal.SIGTERM, old)
    a, b = result.points()
    print(say("match.score", games=len(result.records), first=args.first, first_points=f"{a:g}",
              second=args.second, second_points=f"{b:g}"))
    return 0


if __name__ == "__main__":
    from framework.tui.terminal import exit_code, with_output  # output closed or its reader gone: quietly
    sys.exit(with_output(lambda: exit_code(lambda: main(), sys.argv[0])))
