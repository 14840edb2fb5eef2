"""A sixth game that no part of the house was tuned for plugs in where every game plugs in.

The game is tests/framework/tiny_race/: a race of two pawns a side with one die, written from
DEVELOPERS.md's checklist alone (rules, adapter, record codec, computer, sentences in the four languages,
view, rules pages, GameSpec and Listing). A registry made here holds the house's games and it, and is
passed where the framework takes a registry. Through the framework's own paths, it is:

* registered: the companion games' menu lists it, its own menu starts it, ``--game``'s parser takes its
  options (``--dice`` by its one die);
* played at one keyboard by the hotseat loop, typed line by line: the throw, ``?``, ``hint``, a refusal,
  ``undo`` at the hand-over, the rules pages, the log, ``quit`` and ``c`` to continue, the end screen;
* recorded as it goes (the house's save slot and Scribe), read back and replayed (``record.read`` +
  ``record.restore``) to the same position, and continued from its save;
* reviewed (framework/ai/review.py): every turn judged by its strong level, the errors and the throws'
  luck summed per side, at the end screen's ``r`` and by ``--review FILE --out FILE``;
* played by the computer at every level (``--demo``);
* judged in its own unit: the race's strong level knows each move's exact chance of winning, and the race
  declares that unit itself (tiny_race/game.py ``UNIT``, a framework.core.score_unit.ScoreUnit, on its GameSpec:
  its marks, how its numbers are written, its hint's head and its review's sentences in its own catalogue).
  No framework file names it: before, the review's kinds of number were a closed list in the framework
  (framework/ai/analysis.py KINDS, framework/ai/review.py THRESHOLDS, framework/tui/review_view.py ``amount``,
  framework/tui/hotseat.py's hint numbers, and three keys a kind in every framework catalogue), and the race
  could only borrow XII's ``chance``.
"""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from framework.programs.app import App
from framework.programs.cli import game_main, game_parser
from framework.tui.prompt import Leave
from framework.core.record import Record, Scribe, read, restore, write
from framework.ai.review import MARKS, lucks, review
from framework.core.saves import Slot
from framework.core.session import Setup
from framework.core.spec import new_session
from framework.lang.texts import LANGUAGES
from games import REGISTRY
from helpers_app import fake_terminal
from helpers_text import said
from tests.framework.tiny_race.game import UNIT
from tests.framework.tiny_race.spec import LISTING, SPEC
from xii_scripta import build_parser

#: The house's games and the race: the registry the framework is given.
HOUSE = (*REGISTRY, LISTING)
SEED = "5"
#: The menu lines to the race's own menu: the companion games (4), then the race, the last of them.
TO_THE_RACE = ["4", str(sum(1 for entry in HOUSE if entry.companion))]
#: A catalogue key shown as it is: a sentence the race's texts or the house's lack.
RAW_KEY = re.compile(r"\b(?:play|end|illegal|invalid|notation|review|game|computer|record|name|seat)\.[a-z_.]+\b")


def the_game(seed: str = SEED) -> list[tuple[int, int, int]]:
    """The game the tests play, worked out on a session of its own: (side, throw, square left) per turn.
    Side I plays its strong level's move, side II always moves its pawn furthest on (a poor race)."""
    session = new_session(SPEC, Setup(seed=seed))
    strong = SPEC.planner("strong")
    turns = []
    while not session.game_over:
        (die,) = session.throw()
        game = session.game
        square = strong.plan(game.copy())[0] if game.to_move() == 0 else max(game.legal_actions())
        turns.append((game.to_move(), die, square))
        session.play(square)
    return turns


def app_on(tmp_path, monkeypatch, lines: list[str], lang: str = "en") -> App:
    """The home program's App with the registry that holds the race, reading ``lines`` as typed."""
    monkeypatch.setenv("XII_SCRIPTA_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("LANG", "C.UTF-8")
    args = build_parser().parse_args(["--save-dir", str(tmp_path / "saves"), "--seed", SEED, "--lang", lang])
    app = App(args, HOUSE)
    app.term = fake_terminal(lines)
    return app


def played_at_the_keyboard(turns: list[tuple[int, int, int]]) -> list[str]:
    """What two people type for ``turns``, with the loop's commands on the way: the first turn asks for the
    legal moves, a hint and a square that is none, its mover takes the move back at the hand-over and plays
    it again; the rules pages and the log are read; after two turns the game is left and continued from
    the race's menu; at the end screen the game is reviewed (``r``: its summary, Enter: the worst turn, ``t``:
    the table, then ``q`` back to the turn, the summary and the end screen, where Enter leaves)."""
    lines = ["1"]                                       # the race's menu: two people at the keyboard
    for n, (_, _, square) in enumerate(turns):
        if n == 0:
            lines += ["", "?", "hint", "9", str(square), "undo", str(square), "rules", "", "log", ""]
        elif n == 2:
            lines += ["quit", "y", "c", "", str(square)]
        else:
            lines += ["", str(square)]
    return lines + ["r", "", "t", "q", "q", "q", ""]


def the_saved_record(tmp_path):
    """The game in the race's save slot, as the menu's "continue" reads it."""
    return Slot(SPEC.codec, tmp_path / "saves", SPEC.folder).saved()


def replayed(record):
    return restore(record, SPEC.codec, lambda setup: new_session(SPEC, setup))


# ------------------------------------------------------------------------------------------------ tests

def test_registered_it_is_listed_with_the_house_s_games_and_its_command_line_takes_its_options(tmp_path,
                                                                                               monkeypatch):
    app = app_on(tmp_path, monkeypatch, TO_THE_RACE + ["0", "0"])
    with pytest.raises(Leave):
        app.menu()
    shown = said(app.term.out.getvalue())
    assert f"{TO_THE_RACE[1]} Tiny race" in shown
    assert "1 Tiny race for two people at the keyboard" in shown and "3 The rules of Tiny race" in shown
    parser = game_parser(LISTING, SPEC, "en")
    assert parser.parse_args(["--dice", "4,1,6", "--vs-computer", "II"]).dice == "4,1,6"
    with pytest.raises(SystemExit):
        parser.parse_args(["--dice", "44"])             # one die a throw


@pytest.mark.parametrize("lang", LANGUAGES)
def test_two_people_play_it_through_the_hotseat_loop_and_it_is_saved_replayed_and_reviewed(tmp_path, monkeypatch,
                                                                                           lang):
    turns = the_game()
    app = app_on(tmp_path, monkeypatch, TO_THE_RACE + played_at_the_keyboard(turns), lang)
    with pytest.raises(Leave):
        app.menu()
    out = app.term.out.getvalue()
    assert "Traceback" not in out and RAW_KEY.findall(out) == []
    record = the_saved_record(tmp_path)
    assert [(entry.seat, entry.throw, entry.actions) for entry in record.entries] == \
        [(side, (die,), (str(square),)) for side, die, square in turns]
    assert record.finished and record.complete
    session = replayed(record)
    simulated = new_session(SPEC, Setup(seed=SEED))
    for _, _, square in turns:
        simulated.throw()
        simulated.play(square)
    assert session.game.notation() == simulated.game.notation() and session.outcome == simulated.outcome
    assert session.outcome.reason == "race"
    if lang == "en":
        text = said(out)
        assert "Legal moves: 0" in text and "Best moves, with your exact chance to win after each: 1. 0" in text
        assert "9: 9 is not a square: a pawn leaves a square 0-7." in text
        assert f"Taken back: 0→{turns[0][1]}." in text
        assert "Continue the unfinished Tiny race game" in text
        assert "Tiny race: the rules" in text and "Errors and luck are in points of the exact chance to win" in text
        assert "wins: both pawns of Player" in text


def test_the_review_judges_every_turn_by_the_chance_of_winning_and_the_luck_of_each_throw_is_fair(tmp_path,
                                                                                                   monkeypatch):
    turns = the_game()
    app = app_on(tmp_path, monkeypatch, TO_THE_RACE + played_at_the_keyboard(turns))
    with pytest.raises(Leave):
        app.menu()
    record = the_saved_record(tmp_path)
    strong = SPEC.planner("strong")
    found = review(record, SPEC.codec, lambda setup: new_session(SPEC, setup), strong)
    assert found.unit is SPEC.unit is UNIT and found.dice and found.complete
    assert [m.step for m in found.moments] == list(range(1, len(turns) + 1))
    assert [(m.seat, m.throw) for m in found.moments] == [(side, (die,)) for side, die, _ in turns]
    best, poor = found.players
    assert best.total == 0 and best.judged > 0, "side I played the strong level's own moves"
    assert poor.total > 0 and poor.judged > 0 and sum(count for _, count in poor.marks) > 0
    for summary in found.players:
        mine = found.of(summary.seat)
        assert summary.total == pytest.approx(sum(m.cost for m in mine))
        assert summary.marks == tuple((mark, sum(1 for m in mine if m.mark == mark)) for mark in MARKS)
        assert summary.luck == pytest.approx(sum(m.luck for m in mine))
    game = replayed(record.without_entries(len(record.entries) - 3)).game
    fair = lucks(game, strong)
    assert sum(chance * fair[throw] for throw, chance in game.chance_outcomes()) == pytest.approx(0.0, abs=1e-12)


def test_its_command_line_reviews_a_record_and_the_computer_plays_it_at_every_level(tmp_path, monkeypatch,
                                                                                   capsys):
    turns = the_game()
    app = app_on(tmp_path, monkeypatch, TO_THE_RACE + played_at_the_keyboard(turns))
    with pytest.raises(Leave):
        app.menu()
    saved = Slot(SPEC.codec, tmp_path / "saves", SPEC.folder).path
    out = tmp_path / "review.txt"
    assert game_main(LISTING, ["--review", str(saved), "--out", str(out)], HOUSE) == 0
    assert capsys.readouterr().out.strip() == f"The review is written to {out}."
    numbered = [line for line in out.read_text(encoding="utf-8").splitlines() if re.match(r"\d+ · (I|II) · ", line)]
    assert len(numbered) == len(turns)
    for level in ("easy", "normal", "strong"):
        argv = ["--demo", "--level", level, "--seed", "3", "--delay", "0", "--dice", "6,6,1",
                "--save-dir", str(tmp_path / "demo")]
        assert game_main(LISTING, argv, HOUSE) == 0
        shown = capsys.readouterr().out
        assert "Traceback" not in shown and RAW_KEY.findall(shown) == []
        assert "wins: both pawns of" in said(shown)


def test_what_it_records_reads_back_equal_and_every_position_replays_exactly():
    rng = random.Random(7)
    for seed in range(5):
        session = new_session(SPEC, Setup(seed=str(seed), first=seed % 2))
        scribe = Scribe(Record(session.setup), SPEC.codec)
        session.listeners.append(scribe)
        while not session.game_over:
            if session.needs_throw:
                session.throw()
            else:
                session.play(rng.choice(session.game.legal_actions()))
        text = write(scribe.record, SPEC.codec)
        assert read(text, SPEC.codec) == scribe.record
        assert replayed(read(text, SPEC.codec)).game.notation() == session.game.notation()


def test_its_sentences_are_in_the_house_s_four_languages_with_the_same_placeholders():
    from framework.lang.texts import placeholders
    from tests.framework.tiny_race.texts import TEXTS
    assert sorted(TEXTS) == sorted(LANGUAGES)
    for lang in LANGUAGES:
        assert list(TEXTS[lang]) == list(TEXTS["en"]), lang
        for key, text in TEXTS[lang].items():
            assert placeholders(text) == placeholders(TEXTS["en"][key]), (lang, key)
        assert (Path(SPEC.rules_dir) / f"rules_{lang}.md").is_file(), f"its rules page in {lang}"
