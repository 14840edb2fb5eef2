"""A misbehaving (or well-behaved) player program for the Ataxx arbiter tests.

Usage: fake_player.py MODE [PIDFILE]
Plays the first legal move it finds (source+target), except that MODE makes it
break the protocol in one way. With PIDFILE it writes its pid (and the pid of
any child it starts) there, so the tests can check that the arbiter killed them.
"""
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

from games.ataxx.board import Board  # noqa: E402


def main() -> int:
    mode = sys.argv[1]
    pidfile = sys.argv[2] if len(sys.argv) > 2 else None
    pids = [os.getpid()]
    if mode == "hang":
        child = subprocess.Popen(["sleep", "60"])
        pids.append(child.pid)
    if pidfile:
        with open(pidfile, "w") as f:
            f.write(" ".join(map(str, pids)))
    board = Board()
    moves_made = 0

    def reply() -> None:
        nonlocal moves_made
        moves_made += 1
        if mode == "illegal":
            print("a4a5", flush=True)  # nobody has a stone on a4 at the start
            return
        if mode == "garbage":
            print("hello world", flush=True)
            return
        if mode == "hang":
            while True:
                time.sleep(1)
        if mode == "crash":
            sys.exit(3)
        if mode == "flood":
            sys.stdout.write("x" * 100000)
            sys.stdout.flush()
            time.sleep(30)
            return
        if mode == "closed":
            os.close(1)
            time.sleep(30)
            return
        move = board.legal_moves()[0]
        text = board.simple_notation(move)
        board.push(move)
        if mode == "twice":
            # one write, so both lines reach the arbiter together (a later second line would
            # simply be read as the next move, and most likely be illegal)
            sys.stdout.write(f"{text}\n{text}\n")
            sys.stdout.flush()
            return
        print(text, flush=True)

    first = sys.stdin.readline().split()
    if first[0] == "czarne":
        reply()
    for line in sys.stdin:
        words = line.split()
        if words == ["koniec"]:
            return 0
        board.push(board.parse_move(words[0]))
        reply()
    return 0


if __name__ == "__main__":
    sys.exit(main())
