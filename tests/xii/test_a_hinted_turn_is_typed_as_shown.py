"""``hint`` shows a whole XII turn as its commands between commas, and that line, typed as shown, plays
the turn (games/xii/game.py split_line); a line with a refused part plays nothing."""
from framework.core.session import Setup
from framework.core.spec import new_session
from helpers_games import spec


def session_thrown(throw=(1, 4, 6)):
    s = new_session(spec("xii"), Setup(names=("Ann", "Ben"), seed="3", script=(throw,)))
    s.throw()
    return s


def test_a_turn_joined_as_hint_shows_it_reads_back_as_its_commands():
    s = session_thrown()
    game = s.game
    line = game.line_join.join(["place 1", "place 4", "place 6"])
    assert line == "place 1, place 4, place 6"
    assert game.split_line(line) == ["place 1", "place 4", "place 6"]
    assert game.split_line("place 1") == ["place 1"]
    assert game.split_line(" , , ") == [" , , "]      # nothing between the commas: one line, refused as typed


def test_the_line_is_played_whole_or_not_at_all():
    from helpers_app import fake_terminal
    from framework.tui.hotseat import Hotseat
    from framework.tui.prompt import Prompt
    from games.xii.view import XiiView
    for line, played in (("place 1, place 4, place 6", 3), ("place 1, place 4, place 9", 0)):
        s = session_thrown()
        before = s.game.notation()
        view = XiiView(fake_terminal([]), "en")
        loop = Hotseat(Prompt(view.term, view.t), s, view, view.t)
        loop.command(line, thrown=True)
        assert len(s.history) == played
        if not played:
            assert s.game.notation() == before and any(isinstance(n, tuple) and n[0] == "error" for n in loop.notes)
