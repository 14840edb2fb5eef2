"""Starting and taking up Ataxx games from the house program (framework/programs/app.py): the questions before a
game, saving every move, continuing, a damaged save, a save folder that cannot be used."""
import pytest

from framework.core.record import Record, write
from framework.core.saves import read_file
from games.ataxx.codec import CODEC
from helpers_app import make_app, run
from helpers_games import ataxx_setup, spec
from helpers_text import said

ATAXX = spec("ataxx")






def squeezed(output: str) -> str:
    """The output without any white space (a long path may be wrapped anywhere)."""
    return "".join(output.split())


def new_game(tmp_path, monkeypatch, lines, *argv, options: "dict | None" = {}, **kw):
    """A new two-person game; ``options=None`` asks the game's questions (the clock) first."""
    app = make_app(tmp_path, monkeypatch, lines, *argv)
    code = run(app, app.new_games.play_new, ATAXX, kw.pop("mode", "two"), options=options, **kw)
    return app, code, app.term.out.getvalue()


def saved_moves(app) -> list[str]:
    record = app.slots.slot(ATAXX).unfinished()
    return [e.actions[0] for e in record.entries]


def test_every_move_is_saved_and_continue_takes_the_game_up(tmp_path, monkeypatch):
    app, code, out = new_game(tmp_path, monkeypatch, ["b6", "g7e5"], "--seed", "1")
    assert code == 0                                  # the input ended (Ctrl-D)
    slot = app.slots.slot(ATAXX)
    assert slot.path == tmp_path / "saves" / "current.ataxx"
    assert saved_moves(app) == ["b6", "g7e5"]
    command = f"python3 xii_scripta.py --game ataxx --continue --save-dir {tmp_path / 'saves'}"
    assert f"The game is saved. Continue it with: {command}" in out
    later = make_app(tmp_path, monkeypatch, ["fen", "a7c5"])
    assert run(later, later.saved_games.continue_game, ATAXX) == 0
    out = later.term.out.getvalue()
    assert squeezed(f"The game goes on from {slot.path}.") in squeezed(out)
    assert "Position: x6/1x5/4o2/7/7/7/o5x x 1 2" in said(out)      # b6, then white's jump g7e5
    assert saved_moves(later) == ["b6", "g7e5", "a7c5"]


def test_continue_without_a_saved_game_says_there_is_none(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, [], "--lang", "cs")
    assert run(app, app.saved_games.continue_game, ATAXX) is None
    assert "Žádná rozehraná hra k pokračování není" in said(" ".join(app.notices))


def test_a_damaged_save_is_reported_and_left_alone(tmp_path, monkeypatch):
    good = write(Record(ataxx_setup()), CODEC)
    broken = good.replace("Rules: itpw", "Rules: none")
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "current.ataxx").write_text(broken)
    app = make_app(tmp_path, monkeypatch, [])
    assert run(app, app.saved_games.continue_game, ATAXX) is None
    notice = said(" ".join(app.notices))
    assert "The saved game cannot be continued." in notice
    assert f"{tmp_path / 'saves' / 'current.ataxx'}, line 4: 'none' is not a valid value for Rules." in notice
    assert "The file is left as it is" in notice
    assert (tmp_path / "saves" / "current.ataxx").read_text() == broken


def test_a_finished_game_without_its_result_line_is_shown_as_over(tmp_path, monkeypatch):
    setup = ataxx_setup(start="7/7/7/7/7/1x5/o6 x 0 1")
    text = write(Record(setup), CODEC).replace("\n\nEnd\n", "\n\na2\nEnd\n")
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "current.ataxx").write_text(text)
    app = make_app(tmp_path, monkeypatch, [""])
    assert run(app, app.saved_games.continue_game, ATAXX) is None
    out = said(app.term.out.getvalue())
    assert "Game over: Black wins: only Black's stones are left." in out
    assert "This game is over: Black wins" in out and "borne off" not in out    # not XII Scripta's words


def test_a_new_game_keeps_an_unfinished_one_and_says_where(tmp_path, monkeypatch):
    first, _, _ = new_game(tmp_path, monkeypatch, ["b6"], "--seed", "1")
    _, _, out = new_game(tmp_path, monkeypatch, [], "--seed", "2")
    assert "The earlier unfinished game was kept as " in said(out)
    archived = list((tmp_path / "saves" / "games").iterdir())
    assert len(archived) == 1 and archived[0].suffix == ".ataxx"
    assert [e.actions for e in read_file(archived[0], CODEC).entries] == [("b6",)]


def test_a_save_folder_that_cannot_be_made_is_reported_and_the_game_goes_on(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("")
    _, code, out = new_game(tmp_path, monkeypatch, ["b6", "quit", "y"], "--save-dir", str(blocker / "sub"))
    assert code is None
    assert "This game is not being saved" in said(out) and "Type save FILE to keep a copy." in said(out)
    assert "Quit this game? It is not saved: answer n, then type save FILE to write a copy elsewhere. (y/n)" in said(out)
    assert "Last move: Black b6" in said(out)


def test_save_file_keeps_a_copy_of_the_record(tmp_path, short_tmp_path, monkeypatch):
    copy = short_tmp_path / "copy.ataxx"
    _, _, out = new_game(tmp_path, monkeypatch, ["b6", f"save {copy}", "save", f"save {copy}", "n"])
    assert f"A copy of the game is saved in {copy}." in said(out)
    assert "Give a file name: save FILE (for example: save game.ataxx)." in said(out)
    assert f"{copy} already exists. Overwrite it? (y/n)" in said(out) and "Nothing saved:" in said(out)
    assert [e.actions for e in read_file(copy, CODEC).entries] == [("b6",)]


# ------------------------------------------------------------------ the questions before a game

@pytest.mark.parametrize("lang, answer, clock", [("en", "5", "5:00"), ("cs", "0,5", "0:30")])
def test_the_clock_is_asked_and_each_player_is_told_their_time(tmp_path, monkeypatch, lang, answer, clock):
    app, _, out = new_game(tmp_path, monkeypatch, [answer], "--lang", lang, options=None)
    question = {"en": "A clock? Minutes for each player for the whole game, or Enter for none:",
                "cs": "Hodiny? Minuty pro každého hráče na celou hru, nebo Enter bez hodin:"}[lang]
    hint = {"en": f"Each player has {clock}; the clock runs while the prompt waits.",
            "cs": f"Každý hráč má {clock}; čas běží, dokud výzva čeká."}[lang]
    assert question in said(out) and hint in said(out)
    assert app.slots.slot(ATAXX).unfinished().setup.clock_ms == {"5": 300_000, "0,5": 30_000}[answer]


def test_enter_means_no_clock(tmp_path, monkeypatch):
    app, _, out = new_game(tmp_path, monkeypatch, [""], options=None)
    assert app.slots.slot(ATAXX).unfinished().setup.clock_ms is None and "Each player has" not in out


@pytest.mark.parametrize("lang, refusal", [
    ("en", "'soon' is not a number of minutes: type more than 0 and at most 600"),
    ("cs", "„soon“ není počet minut: napiš víc než 0 a nejvýš 600"),
])
def test_a_bad_clock_is_refused_and_nothing_starts(tmp_path, monkeypatch, lang, refusal):
    app = make_app(tmp_path, monkeypatch, ["soon"], "--lang", lang)
    notes: list = []
    assert run(app, app.new_games.play_new, ATAXX, "two", notes=notes) is None
    assert refusal in said(" ".join(n if isinstance(n, str) else n[1] for n in notes))
    assert app.slots.slot(ATAXX).saved() is None


@pytest.mark.parametrize("lang, refusal", [
    ("en", "'purple' is not a colour: type black or white (0 goes back)."),
    ("cs", "„purple“ není barva: napiš černá, nebo bílá (0 zpět)."),
])
def test_the_computers_colour_is_asked_and_a_wrong_one_refused(tmp_path, monkeypatch, lang, refusal):
    app = make_app(tmp_path, monkeypatch, ["purple"], "--lang", lang)
    notes: list = []
    assert run(app, app.new_games.play_against_computer, ATAXX, notes) is None
    out = said(app.term.out.getvalue())
    assert {"en": "Which colour does the computer play: black (it moves first) or white?",
            "cs": "Kterou barvou hraje počítač: černou (táhne první), nebo bílou?"}[lang] in out
    assert refusal in said(" ".join(str(n) for n in notes))


def test_against_the_computer_it_is_named_with_its_level(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ["black", "easy", ""], "--seed", "3")
    assert run(app, app.new_games.play_against_computer, ATAXX, []) == 0
    out = said(app.term.out.getvalue())
    assert "The computer plays as black, level easy." in out
    assert "Black (computer, easy)" in out
    assert app.slots.slot(ATAXX).unfinished().setup.computers == ("easy", "")
    assert len(saved_moves(app)) == 1                  # black, the computer, opened the game


def test_the_czech_screen_names_the_computers_level_in_czech(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ["", "easy", ""], "--lang", "cs", "--seed", "3")
    run(app, app.new_games.play_against_computer, ATAXX, [])
    out = app.term.out.getvalue()
    assert "Bílý (počítač, lehký)" in out
    note = next(line for line in out.splitlines() if line.startswith("Počítač hraje bílými"))
    assert "easy" not in note and "lehk" in note
