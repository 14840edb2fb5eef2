"""Every screen of every game, in every language, fits the terminal at 60, 80, 100 and 120 columns.

Each game is played through a real pseudo-terminal against the computer and
every screen a player meets is looked at (the menus, settings, the turn screen,
help with the legal moves, a hint, a refusal, the log, the notation, the last
turn, the rules pages, the end of the game; a game's review: its summary, a moment, the table): at 80 columns as it is drawn, then
after the terminal is resized to each other width, when the game must have
drawn it again at the new size by itself (screen_faults.py says what a fault is).
"""
import pytest

from framework.lang.texts import LANGUAGES
from helpers_games import has_dice, listing, names, spec
from screen_probe import ScreenProbe

pytestmark = pytest.mark.slow

WIDTHS = (60, 100, 120, 80)
#: The computer's seat where it is not the game's default (Enter's, ``seat_default``): Ataxx's computer plays
#: Black, who moves first, so the tour's first turn comes after its move.
COMPUTER_SEAT = {"ataxx": 0}


def started(game: str) -> tuple[str, ...]:
    """How ``game`` is started against the computer at the easy level: ``--game NAME`` and the computer's seat
    by the game's own word for it (the home game by its own program, the seat I or II), no pause after the
    computer's turn."""
    entry, s = listing(game), spec(game)
    seat = COMPUTER_SEAT.get(game, s.seat_default)
    if not entry.companion:
        return ("--vs-computer", ("I", "II")[seat], "--level", "easy", "--seed", "3", "--delay", "0")
    word = next(word for word, n in s.seat_words.items() if n == seat)
    return ("--game", game, "--vs-computer", word, "--level", "easy", "--seed", "3", "--delay", "0")


def look_at_every_width(probe: ScreenProbe, where: str) -> None:
    probe.look(where)
    for columns in WIDTHS:
        probe.resize(columns)
        probe.look(f"{where}, resized")


def tour(probe: ScreenProbe, steps) -> None:
    for where, line in steps:
        if line is not None:
            probe.send(line)
        look_at_every_width(probe, where)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_menus_fit(tmp_path, lang):
    probe = ScreenProbe(str(tmp_path / "config"), lang, "--save-dir", str(tmp_path / "saves"))
    try:
        tour(probe, [("the menu", None), ("a wrong choice", "x"), ("settings", "6"), ("the menu again", "0"),
                     ("the companion games", "4"), ("the menu again", "0"), ("the rules", "5"),
                     ("the rules, next page", ""), ("the rules, back", "b"), ("the menu again", "q"),
                     ("the computer's seat", "3")])
    finally:
        probe.close()
    assert probe.faults == [], "\n\n".join(probe.faults)
    assert probe.looked >= 50


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", names())
def test_a_game_fits(tmp_path, game, lang):
    probe = ScreenProbe(str(tmp_path / "config"), lang, *started(game), "--save-dir", str(tmp_path / "saves"))
    steps = [("the first turn", None)]
    if has_dice(game):
        steps.append(("the throw", ""))
    steps += [("help and the legal moves", "?"), ("a hint", "hint"), ("a refusal", "zzz 99"),
              ("the notation", "board"), ("the log", "log"), ("the last turn", "last"),
              ("the rules", "rules"), ("the rules, next page", ""), ("back in the game", "q"),
              ("asked to yield", "yield"), ("the end", "y")]
    try:
        tour(probe, steps)
    finally:
        probe.close()
    assert probe.faults == [], "\n\n".join(probe.faults[:6])
    assert probe.looked >= 60


#: The reviews toured: every language once, each kind of number with dice (chances, equity) and without
#: (stones): the screens' words are the house's, the same in every game (a tour is 1.7 s of CPU). A sample, not
#: every game: the tour's steps expect a table of two pages, which Latrunculi's short record does not give.
REVIEWS = [("xii", "cs"), ("xii", "ru"), ("nardy", "pl"), ("ataxx", "en")]


@pytest.mark.parametrize("game, lang", REVIEWS)
def test_a_review_fits(tmp_path, game, lang):
    from helpers_recorded_games import record_file
    record = record_file(tmp_path, game)
    start = ("--review", record) if not listing(game).companion else ("--game", game, "--review", record)
    probe = ScreenProbe(str(tmp_path / "config"), lang, *start)
    try:
        tour(probe, [("the review's summary", None), ("a key the review does not know", "zzz"),
                     ("the worst moment", ""), ("the next worst moment", ""), ("the table", "t"),
                     ("the table, next page", ""), ("the moment again", "q"), ("the summary again", "q")])
    finally:
        probe.close()
    assert probe.faults == [], "\n\n".join(probe.faults[:6])
    assert probe.looked >= 40
