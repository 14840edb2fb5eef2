"""The board on screen: turned for the player to move, so each sees its own head bottom left, with
signed counts (readable without colour) and the pip counts in the status lines."""
from types import SimpleNamespace

from framework.core.session import Setup
from games.nardy.game import NardyGame
from games.nardy.render import board_lines
from games.nardy.view import NardyView
from nardy_helpers import typed_at


def test_black_sees_the_seeds_layout():
    game = NardyGame.new(Setup())
    lines = board_lines(game.board.points(), 1)
    assert lines[0].split()[:6] == ["1", "2", "3", "4", "5", "6"]
    assert lines[3].split()[0] == "24" and lines[2].split()[0] == "15"     # the head, bottom left
    assert lines[1].replace("|", " ").split()[11] == "-15"                 # white's head on 12


def test_white_sees_its_head_bottom_left():
    game = NardyGame.new(Setup())
    lines = board_lines(game.board.points(), -1)
    assert lines[3].split()[0] == "12" and lines[2].split()[0] == "-15"
    assert lines[0].split()[0] == "13" and lines[1].replace("|", " ").split()[11] == "15"


def session(game):
    players = (SimpleNamespace(name="Ann", seat=0), SimpleNamespace(name="Ben", seat=1))
    return SimpleNamespace(game=game, players=players, game_over=False, history=[])


def test_the_status_lines_give_the_pip_counts():
    view = NardyView(SimpleNamespace(ascii=True, style=lambda k, t: t, width=79), "en")     # an 80-column screen
    lines = view.status(session(NardyGame.new(Setup())), 0, lambda seat: None)
    assert len(lines) == 2 and all("pips 360" in line for line in lines)     # 15 checkers x 24 pips
    assert lines[0].lstrip().startswith(">")


def test_the_board_turns_with_the_reader_unless_fixed():
    game = NardyGame.new(Setup())
    term = SimpleNamespace(ascii=True, style=lambda k, t: t)
    turned = NardyView(term, "en").board(session(game), 1)
    fixed = NardyView(term, "en", fixed=True).board(session(game), 1)
    assert turned[3].split()[0] == "12" and fixed[3].split()[0] == "24"


def test_the_fixed_layout_is_a_setting_of_the_game_kept_in_its_record():
    from framework.core.record import Record, read, write
    from games.nardy.spec import SPEC, board_layout
    setup = SPEC.complete(Setup(seed="1")).with_options(fixed_board=board_layout("f"))
    game = NardyGame.new(setup)
    term = SimpleNamespace(ascii=True, style=lambda k, t: t)
    shown = NardyView(term, "en").board(SimpleNamespace(**vars(session(game)), setup=setup), 1)
    assert shown[3].split()[0] == "24", "drawn as black sees it, for white too"
    assert read(write(Record(setup), SPEC.codec), SPEC.codec).setup.option("fixed_board") is True
    assert board_layout("") is False and board_layout("p") is True


def typed(line: str):
    """``line`` typed at the shared loop's turn prompt after a throw of 6-5 at the start: the session, the loop."""
    game = NardyGame.new(Setup())
    game.roll((6, 5))
    return typed_at(game, line)


def test_a_whole_turn_on_one_line_is_played_in_order():
    """The game splits the line (``split_line``); the shared loop plays its moves in order."""
    session, _ = typed("24/18 18/13")
    game = session.game
    assert [p.text for p in session.history] == ["24/18", "18/13"] and game.needs_throw() and game.to_move() == 1


def test_a_line_longer_than_the_turn_is_refused_whole_and_says_where_the_turn_ends():
    """Nothing is played for the other seat, and nothing of a line that cannot be played whole."""
    session, loop = typed("24/18 18/13 12/6")
    assert session.history == [] and not session.game.needs_throw()
    assert ("error", "play.line_too_long") in loop.notes      # this loop's words are the game's own: the key
    from framework.lang.texts import COMMON
    assert "{played}" in COMMON["en"]["play.line_too_long"] and "{rest}" in COMMON["en"]["play.line_too_long"]


def test_the_game_splits_a_whole_turn_and_nothing_else():
    game = NardyGame.new(Setup())
    assert game.split_line("24/18 18/13 12/6") == ["24/18", "18/13", "12/6"]
    assert game.split_line("pass") == ["pass"] and game.split_line("foo bar") == ["foo bar"]


def test_a_refused_move_in_a_line_refuses_the_line_and_its_refusal_names_that_move():
    session, loop = typed("24/18 9/3 18/13")
    assert [p.text for p in session.history] == []
    assert any("9/3" in str(note) for note in loop.notes)
