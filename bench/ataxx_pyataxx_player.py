"""python-ataxx's players (ataxx.players) wrapped in the seed's arbiter protocol, for the strength bench.

Usage: python3 bench/ataxx_pyataxx_player.py random|greedy|alphabeta [DEPTH]
Bench-only: the game code never imports python-ataxx. Moves arrive in
source+target notation; python-ataxx writes a clone as its target alone, so
clones are translated both ways (a clone goes out from an adjacent own stone).
"""
import sys

import ataxx
import ataxx.players

FILES = "abcdefg"


def to_pyataxx(text: str) -> "ataxx.Move":
    fx, fy, tx, ty = FILES.index(text[0]), int(text[1]) - 1, FILES.index(text[2]), int(text[3]) - 1
    if max(abs(fx - tx), abs(fy - ty)) == 1:
        return ataxx.Move(tx, ty, tx, ty)
    return ataxx.Move(fx, fy, tx, ty)


def from_pyataxx(board: "ataxx.Board", move: "ataxx.Move") -> str:
    if move.is_double():
        return str(move)
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            x, y = move.to_x + dx, move.to_y + dy
            if (dx or dy) and 0 <= x < 7 and 0 <= y < 7 and board.get(x, y) == board.turn:
                return f"{FILES[x]}{y + 1}{FILES[move.to_x]}{move.to_y + 1}"
    raise ValueError(f"no stone next to the clone {move}")


def main() -> int:
    kind = sys.argv[1]
    depth = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    board = ataxx.Board()

    def reply() -> None:
        if kind == "random":
            move = ataxx.players.random_move(board)
        elif kind == "greedy":
            move = ataxx.players.greedy(board)
        else:
            move = ataxx.players.alphabeta(board, -100, 100, depth)
        text = from_pyataxx(board, move)
        board.makemove(move)
        print(text, flush=True)

    first = sys.stdin.readline().split()
    if first and first[0] == "czarne":
        reply()
    for line in sys.stdin:
        words = line.split()
        if words == ["koniec"] or not words:
            return 0
        board.makemove(to_pyataxx(words[0]))
        reply()
    return 0


if __name__ == "__main__":
    sys.exit(main())
