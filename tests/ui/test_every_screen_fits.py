"""Every screen of every game, in every language, fits the terminal at 60, 80, 100 and 120 columns, and at
60x20 a game's screen still shows the reply to the last command and the opponent's last turn (issue 34).

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


#: The short screen the tour also looks at (issue 34): the notes get few rows there, and the newest must stay.
SHORT = (60, 20)
TALL = 60           # rows enough for every note of a game screen at 60 columns
#: The tour's steps that end on a game's screen, and those of them whose line has a reply there.
GAME_SCREENS = ("the first turn", "the throw", "help and the legal moves", "a hint", "a refusal", "the notation",
                "the last turn", "back in the game")
REPLIES = ("help and the legal moves", "a hint", "a refusal", "the notation", "the last turn")


def template_start(game: str, lang: str, key: str) -> str:
    """The words of ``key`` in the game's catalogue before its first parameter (``Last move: ``)."""
    from framework.lang.texts import COMMON, HOUSE, Catalogue
    return Catalogue(COMMON, HOUSE, *spec(game).texts).template(lang, key).split("{", 1)[0]


def their_turn(game: str, lang: str, lines: list[str]) -> list[str]:
    """The lines of a screen that say the opponent's last turn: in a game with dice the computer's throw and
    actions (``{name}: {move}.``, its name read from its throw), else the view's last move (``Last move: ...``)."""
    import re
    from framework.lang.texts import COMMON, HOUSE, Catalogue
    if has_dice(game):
        catalogue = Catalogue(COMMON, HOUSE, *spec(game).texts)
        thrown = catalogue.template(lang, "play.thrown")
        handover = catalogue.template(lang, "play.handover").split("{name}")[0]       # who throws next: not the turn
        pattern = re.escape(thrown).replace(re.escape("{name}"), "(?P<name>.+?)").replace(
            re.escape("{throw}"), r"\d(-\d)*")
        prompt = lines[-1] if lines else ""         # the person's: what the other one threw is theirs
        names = {m.group("name") for m in map(re.compile(pattern).match, lines) if m} - \
            {name for name in [prompt.split(" [")[0]]}
        return [line for line in lines for name in names if not line.startswith(handover.format(prev=name)) and
                (line.startswith(name + ":") or (re.match(pattern, line) and re.match(pattern, line).group("name") == name))]
    start = template_start(game, lang, "play.last")
    return [line for line in lines if start and line.startswith(start)][:1]


def the_newest_stay(probe: ScreenProbe, game: str, where: str, before: list[str] | None) -> list[str]:
    """At 60 columns the game's screen with rows for every note, then at 60x20: the reply's first line (the first
    line not on the screen ``before`` the step) and the opponent's newest line are still on the short screen.
    The tall screen's lines, for the next step."""
    probe.resize(SHORT[0], TALL)
    tall = [line for line in probe.lines if line]
    probe.resize(*SHORT)
    short = probe.lines
    probe.look(f"{where}, at {SHORT[0]}x{SHORT[1]}")
    wanted = []
    if where in REPLIES and before is not None:
        new = next((line for line, was in zip(tall, before + [""] * len(tall)) if line != was), None)
        if new is not None and not new.rstrip().endswith(">"):
            wanted.append(("the reply", new))
    turn = their_turn(game, probe.lang, tall)
    if turn:
        wanted.append(("the opponent's last turn", turn[-1]))
    for what, line in wanted:
        if line not in short:
            probe.faults.append(f"{where} at {SHORT[0]}x{SHORT[1]} ({probe.lang}): {what} is cut: {line!r}\n"
                                + "\n".join(f"|{text}" for text in short))
    return tall


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
    before = None
    try:
        for where, line in steps:
            if line is not None:
                probe.send(line)
            if where not in GAME_SCREENS:
                look_at_every_width(probe, where)
                continue
            probe.look(where)               # a game's screen: at 60 columns, then 60x20 (issue 34), then wider
            probe.resize(WIDTHS[0], 24)
            probe.look(f"{where}, resized")
            before = the_newest_stay(probe, game, where, before)
            for columns in WIDTHS[1:]:
                probe.resize(columns, 24)
                probe.look(f"{where}, resized")
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
