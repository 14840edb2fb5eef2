"""Small readers for the rule tests: a position from {point: count}, and what a throw allows."""
from __future__ import annotations

from games.nardy.board import Board


def position(points: dict[int, int], turn: int = 1, dice: tuple[int, int] | None = None,
             off: tuple[int, int] | None = None) -> Board:
    """A board from ``{board point: signed count}``; borne off = what each side lacks of fifteen."""
    counts = [points.get(p, 0) for p in range(1, 25)]
    if off is None:
        off = (15 - sum(n for n in counts if n > 0), 15 + sum(n for n in counts if n < 0))
    board = Board.from_points(counts, turn, off)
    if dice is not None:
        board.roll(dice)
    return board


def after(board: Board, moves) -> Board:
    """A copy of ``board`` with ``moves`` (texts or Moves) played."""
    b = board.copy()
    for m in moves:
        b.play(m)
    return b


def end_points(board: Board) -> set[tuple[tuple[int, ...], tuple[int, int]]]:
    """The positions (points, borne off) the legal whole turns lead to."""
    out = set()
    for turn in board.legal_turns():
        b = after(board, turn)
        out.add((tuple(b.points()), (b.borne_off(1), b.borne_off(-1))))
    return out


def turn_texts(board: Board) -> set[tuple[str, ...]]:
    """The legal whole turns as sorted move texts (order-free, so a test need not guess the order)."""
    return {tuple(sorted(str(m) for m in turn)) for turn in board.legal_turns()}


def with_moves(points: dict[int, int], moves: dict[int, int]) -> dict[int, int]:
    """``points`` changed by ``{point: delta}`` (zero counts dropped)."""
    out = dict(points)
    for p, delta in moves.items():
        out[p] = out.get(p, 0) + delta
    return {p: n for p, n in out.items() if n}


def refusal(board: Board, move: str) -> str:
    """The reason code of ``board.play(move)``'s refusal; the board must be left unchanged."""
    before = (board.notation(), board.turn_steps)
    try:
        board.play(move)
    except ValueError as exc:
        assert (board.notation(), board.turn_steps) == before
        return exc.code
    raise AssertionError(f"{move} was accepted")


def random_board(seed: int, turns: int, moves_into_turn: int = 0) -> Board:
    """A board after ``turns`` random whole turns from the start and a few moves of the next one."""
    import random
    rng = random.Random(seed)
    board = Board()
    for _ in range(turns):
        if board.winner is not None:
            return board
        board.roll((rng.randint(1, 6), rng.randint(1, 6)))
        turn = rng.choice(board.legal_turns())
        if not turn:
            board.play("pass")
        for m in turn:
            board.play(m)
    if board.winner is None and moves_into_turn:
        board.roll((rng.randint(1, 6), rng.randint(1, 6)))
        turn = rng.choice(board.legal_turns())
        for m in turn[:moves_into_turn]:
            if board.dice:
                board.play(m)
    return board


def typed_at(game, line: str, lang: str = "en"):
    """``line`` typed at the shared loop's turn prompt of ``game`` (a NardyGame, thrown) between two people
    Ann and Ben, said in ``lang``: the session and the loop (its notes hold what was said)."""
    from types import SimpleNamespace

    from framework.tui.hotseat import Hotseat
    from framework.tui.prompt import Prompt
    from framework.core.session import Session, Setup
    from games.nardy.view import NardyView
    from helpers_app import fake_terminal
    players = tuple(SimpleNamespace(name=name, seat=seat, is_computer=False) for seat, name in enumerate(("Ann", "Ben")))
    session = Session(game, Setup(), players)
    term = fake_terminal([])
    view = NardyView(term, lang)
    loop = Hotseat(Prompt(term, view.t), session, view, view.t)
    loop.command(line, thrown=True)
    return session, loop
