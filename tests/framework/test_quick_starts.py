"""A game's quick starts (menu lines with preset options) and ``--dice`` come from the game, not the framework.

XII Scripta's "New game (15 pieces each)" and "Short game (3 pieces each)"
are QuickStart values on its registry listing (the menu draws them before any
game is imported); ``--play`` and ``--short`` name them. A companion game with
a quick start gets it on its own menu; ``--dice`` reads groups of the game's
own dice per throw.
"""
from __future__ import annotations

from framework.programs.app import App
from framework.core.registry import Listing, QuickStart
from framework.core.saves import Slot
from framework.core.spec import dice_per_throw
from games import REGISTRY
from helpers_app import fake_terminal, make_app, run
from helpers_games import of_game
from xii_scripta import build_parser
from helpers_text import said as text_said

HOME = next(e for e in REGISTRY if not e.companion)
ATAXX = next(e for e in REGISTRY if e.name == "ataxx")


def said(app) -> str:
    return text_said(app.term.out.getvalue())


def saved(tmp_path, entry):
    spec = entry.spec()
    return Slot(spec.codec, tmp_path / "saves", spec.folder).saved()


def test_the_home_games_quick_starts_are_its_listings():
    assert [(q.title("en"), q.options, q.flag) for q in HOME.quick_starts] == [
        ("New game (15 pieces each)", {"stones": 15}, "play"), ("Short game (3 pieces each)", {"stones": 3}, "short")]
    assert all(not e.quick_starts for e in REGISTRY if e.companion)


def test_the_main_menu_lists_them_first_and_a_short_game_asks_only_the_rules(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ["2", "", "quit", "y", "0"])
    assert run(app, app.menu) is None
    shown = said(app)
    assert "1 New game (15 pieces each) 2 Short game (3 pieces each) 3 Play against the computer" in shown
    assert "Choose 1-8, or 0 to quit:" in shown
    assert saved(tmp_path, HOME).setup.option("stones") == 3


def test_short_on_the_command_line_names_its_quick_start(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ["quit", "y", "0"], "--short")
    assert run(app, app.run) is None
    assert saved(tmp_path, HOME).setup.option("stones") == 3


def test_a_companion_games_quick_start_is_on_its_menu_and_asks_nothing_it_presets(tmp_path, monkeypatch):
    blitz = Listing(ATAXX.name, ATAXX.label, ATAXX.module, folder=ATAXX.folder, suffix=ATAXX.suffix,
                    quick_starts=(QuickStart({"en": "Blitz (one minute each)"}, {"clock_ms": 60_000}),))
    registry = tuple(blitz if e is ATAXX else e for e in REGISTRY)
    make_app(tmp_path, monkeypatch, [])                             # the environment, as make_app sets it
    app = App(build_parser().parse_args(["--save-dir", str(tmp_path / "saves")]), registry)
    app.term = fake_terminal(["4", "1", "4", "b6", "quit", "y", "0", "0", "0"])
    assert run(app, app.menu) is None
    shown = said(app)
    assert "4 Blitz (one minute each) 5 Review a finished game 0 Back to the menu" in shown and "Choose 1-5, or 0 to go back:" in shown
    assert "Minutes for each player" not in shown, "the clock question is answered by the quick start"
    assert saved(tmp_path, ATAXX).setup.clock_ms == 60_000


#: Each registered game's dice per throw, as its Game says.
DICE = {"xii": 3, "ataxx": 0, "latrunculi": 0, "nardy": 2}


def test_dice_reads_the_games_own_dice_per_throw(tmp_path, monkeypatch):
    from framework.programs.cli import game_parser
    nardy = next(e for e in REGISTRY if e.name == "nardy")
    spec = nardy.spec()
    for entry in REGISTRY:
        assert dice_per_throw(entry.spec()) == of_game(DICE, entry.name, "DICE in tests/framework/test_quick_starts.py "
                                                                           "(its dice per throw; 0: none)")
    make_app(tmp_path, monkeypatch, [])                             # the environment, as make_app sets it
    args = game_parser(nardy, spec).parse_args(["--save-dir", str(tmp_path / "saves"), "--dice", "65,33"])
    args.level = None
    app = App(args, REGISTRY)
    app.term = fake_terminal(["quit", "y"])
    assert run(app, app.new_games.play_new, spec, "two", options={}) is None
    assert saved(tmp_path, nardy).setup.script == ((6, 5), (3, 3))
