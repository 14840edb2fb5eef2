"""The UAI engine as tools see it: a position with an illegal move is set up to the move before it and said
so (never the previous position kept); a position that cannot be set leaves none; the options it lists
(Level, Hash) are the ones it has, and setoption is honoured or refused with a reason."""
import io

from games.ataxx.board import Board
from games.ataxx.uai import UaiEngine


def engine(*lines: str) -> tuple[UaiEngine, io.StringIO, io.StringIO]:
    out, err = io.StringIO(), io.StringIO()
    e = UaiEngine(out, err, seed=1)
    for line in lines:
        e.handle(line)
    e.wait(stop=False)
    return e, out, err


def bestmove(out: str) -> str:
    moves = [line.split()[1] for line in out.splitlines() if line.startswith("bestmove")]
    assert len(moves) == 1, out
    return moves[0]


def test_an_illegal_move_sets_the_position_up_to_the_move_before_it_and_says_so():
    e, out, err = engine("position startpos moves b6 a1c3", "position startpos moves b6 b6 f2")
    expected = Board(rules="standard")
    expected.push_notation("b6")
    assert e.board.fen() == expected.fen()
    said = [line for line in out.getvalue().splitlines() if line.startswith("info string")]
    assert len(said) == 1 and "'b6' (move 2 of 3)" in said[0] and expected.fen() in said[0]
    assert "move 2 of 3" in err.getvalue()


def test_go_after_an_illegal_move_answers_for_the_position_it_was_sent_not_the_one_before():
    e, out, _ = engine("position startpos moves b6 a1c3", "position startpos moves b6 a1a1", "go depth 2")
    sent = Board(rules="standard")
    sent.push_notation("b6")
    assert sent.is_legal(sent.parse_move(bestmove(out.getvalue())))


def test_a_position_that_cannot_be_set_leaves_none_and_go_says_so():
    for bad in ("position fen x5o/7/7 x", "position", "position sideways"):
        e, out, err = engine("position startpos moves b6", bad, "go depth 2")
        assert e.board is None, bad
        assert "position not set" in err.getvalue(), bad
        assert "no position set" in out.getvalue() and bestmove(out.getvalue()) == "0000", bad


def test_the_options_listed_are_the_level_and_the_hash_size():
    _, out, _ = engine("uai")
    options = [line for line in out.getvalue().splitlines() if line.startswith("option ")]
    assert options == ["option name Level type combo default strong var easy var normal var strong",
                       "option name Hash type spin default 60 min 1 max 4096"]
    assert out.getvalue().splitlines()[-1] == "uaiok"


def test_setoption_level_is_honoured():
    e, out, err = engine("setoption name Level value normal", "position startpos", "go depth 6")
    assert e.level == "normal" and err.getvalue() == ""
    depths = [int(line.split()[2]) for line in out.getvalue().splitlines() if line.startswith("info depth")]
    assert max(depths) == 2
    e, out, _ = engine("setoption name level value EASY", "position startpos", "go depth 6")
    assert e.level == "easy" and "info depth" not in out.getvalue()
    assert Board(rules="standard").is_legal(Board(rules="standard").parse_move(bestmove(out.getvalue())))


def test_setoption_hash_sizes_the_table():
    e, _, err = engine("setoption name Hash value 3")
    assert e.hash_mb == 3 and e.searcher.tt_limit == 10_000 and err.getvalue() == ""


def test_a_bad_setoption_is_refused_with_the_reason_and_changes_nothing():
    for line, reason in (("setoption name Level value expert", "is not a level"),
                         ("setoption name Hash value 0", "from 1 to 4096"),
                         ("setoption name Hash value lots", "is not a size"),
                         ("setoption name Ponder value true", "the options are Level and Hash"),
                         ("setoption Level", "usage: setoption")):
        e, _, err = engine(line)
        assert reason in err.getvalue(), line
        assert e.level == "strong" and e.hash_mb == 60, line
