"""Every prompt of every menu gets the hostile strings the game prompts get (framework/harness/fuzz.py's HOSTILE).

The main menu, the companion games' list, each game's menu, the settings, the
computer's seat, level and each of a game's own questions, the players' names, the question about
an unfinished game, the replay's prompt and the question about a game open in
another window: each hostile answer is refused in words (no traceback) and
nothing is started, saved or changed. An answer that means something at that
prompt (``0`` goes back, Enter keeps a default; a control character is dropped
by the terminal, so ``\x00`` is Enter) is left out of that prompt's list. The App is driven with typed lines on a fake terminal, so this is fast.
"""
from __future__ import annotations

import shutil

import pytest

from framework.harness.fuzz import HOSTILE
from framework.tui.new_game import LEVEL_WORDS
from framework.tui.prompt import QUIT_KEYS
from framework.core.record import Record, write
from framework.tui.replay import Replay
from framework.tui.save_slots import ANOTHER, BACK_WORDS, WATCH
from framework.tui.saved_games import NO_WORDS
from framework.core.saves import Slot
from framework.tui.terminal import clean_input as _clean
from framework.lang.texts import LEVELS, is_yes
from games import REGISTRY
from helpers_app import make_app, run
from helpers_games import xii_setup
from helpers_text import said as text_said

ENTRIES = {e.name: e for e in REGISTRY}
HOME = next(e for e in REGISTRY if not e.companion)
COMPANIONS = [e for e in REGISTRY if e.companion]


def clean_input(answer: str) -> str:
    """``answer`` as the terminal reads it (control characters dropped, a tab a space)."""
    return _clean(answer.encode())


def said(app) -> str:
    """Everything shown, white space squashed (messages wrap at spaces)."""
    return text_said(app.term.out.getvalue())


def refusal(app, spec, key: str, **params) -> str:
    """The fixed words of a refusal (the longer side of the refused ``{text}``), as ``said`` shows them."""
    words = (app.ctx.gt(spec, key, text="\0", **params) if spec is not None else app.t(key, text="\0", **params))
    return max((" ".join(part.split()) for part in words.split("\0")), key=len)


def files(folder) -> dict:
    """Every file under ``folder`` with its bytes (nothing if it does not exist)."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()} \
        if folder.exists() else {}


def menu_path(entry, *lines: str) -> list[str]:
    """The typed lines that reach ``entry``'s menu and answer ``lines`` there (the main menu is the home game's)."""
    if not entry.companion:
        return list(lines)
    return ["4", str(COMPANIONS.index(entry) + 1), *lines]


def computer_lines(entry) -> list[str]:
    """The line that chooses "against the computer" on ``entry``'s menu."""
    return ["3" if not entry.companion else "2"]


def cases():
    """``(id, entry, typed lines before the hostile one, the refusal's key and params, acts(answer))``."""
    out = [("main menu", HOME, [], ("menu.bad", {"last": 8}, None),
            lambda a: a.strip().lower() in ("",) + QUIT_KEYS),
           ("companion list", HOME, ["4"], ("companion.bad", {"last": len(COMPANIONS)}, None),
            lambda a: a.strip().lower() in ("",) + QUIT_KEYS),
           ("settings", HOME, ["6"], ("settings.bad", {}, None), lambda a: a.strip() in ("0", "q", ""))]
    for entry in COMPANIONS:
        out.append((f"{entry.name} menu", entry, menu_path(entry), ("game.bad", {"last": 4}, None),
                    lambda a: a.strip().lower() in ("0", "") + QUIT_KEYS))
    for entry in REGISTRY:
        spec = entry.spec()
        ask = menu_path(entry, *computer_lines(entry))
        out.append((f"{entry.name} computer's seat", entry, ask, ("computer.bad_seat", {}, spec),
                    lambda a, words=spec.seat_words: a.strip() in ("0", "q", "") or a.strip().lower() in words))
        out.append((f"{entry.name} computer's level", entry, ask + [""], ("computer.bad_level", {}, None),
                    lambda a: a.strip().lower() in ("",) + tuple(LEVEL_WORDS) + LEVELS or a in BACK_WORDS))
        asked = [o for o in spec.options if "computer" in o.modes]
        for i, option in enumerate(asked):
            out.append((f"{entry.name} {option.name}", entry, ask + ["", ""] + [""] * i,
                        (option.bad_key, {}, spec), lambda a, parse=option.parse: _parses(parse, a)))
    return out


def _parses(parse, answer: str) -> bool:
    try:
        parse(answer)
    except ValueError:
        return False
    return True


CASES = cases()


@pytest.mark.parametrize("name, entry, before, refused, acts", CASES, ids=[c[0] for c in CASES])
def test_a_menu_prompt_refuses_every_hostile_answer_and_starts_nothing(tmp_path, monkeypatch, name, entry, before,
                                                                        refused, acts):
    key, params, spec = refused
    hostile = [h for h in HOSTILE if not acts(clean_input(h))]       # as the terminal reads it
    assert len(hostile) > len(HOSTILE) // 2, "the prompt is fed the hostile list"
    for i, answer in enumerate(hostile):
        home = tmp_path / str(i)
        app = make_app(home, monkeypatch, [*before, answer, "0", "0", "0", "0"])
        assert run(app, app.menu) in (None, 0), answer
        shown = said(app)
        assert refusal(app, spec, key, **params) in shown, f"{name}: {answer!r} is refused in words"
        assert "Traceback" not in shown
        assert files(home / "saves") == {}, f"{name}: {answer!r} started nothing"
        assert not (home / "config" / "settings.json").exists(), f"{name}: {answer!r} changed no setting"


# ------------------------------------------------- prompts about a saved game

def saved_xii(folder) -> bytes:
    """An unfinished XII Scripta game in ``folder``'s save slot (player I has placed a piece)."""
    text = write(Record(xii_setup(names=("Livia", "Marcus"), script=[(1, 4, 6)])), HOME.spec().codec)
    text = text.replace("\n\nEnd\n", "\n\nI 1-4-6: place 4\nEnd\n")
    (folder / "saves").mkdir(parents=True, exist_ok=True)
    (folder / "saves" / "current.xii").write_text(text, encoding="utf-8")
    return text.encode()


def saved_ataxx(tmp_path, monkeypatch, folder):
    """An unfinished Ataxx game (one move) in ``folder``'s save slot, played once and copied."""
    source = tmp_path / "ataxx-source"
    if not source.exists():
        app = make_app(source, monkeypatch, ["b6", "quit", "y"])
        run(app, app.new_games.play_new, ENTRIES["ataxx"].spec(), "two", options={})
    shutil.copytree(source / "saves", folder / "saves")


@pytest.mark.parametrize("game", ["xii", "ataxx"])
def test_the_unfinished_game_question_refuses_every_hostile_answer(tmp_path, monkeypatch, game):
    hostile = [h for h in HOSTILE if clean_input(h).strip().lower() not in NO_WORDS and not is_yes(clean_input(h))]
    for i, answer in enumerate(hostile):
        home = tmp_path / str(i)
        if game == "xii":
            saved_xii(home)
        else:
            saved_ataxx(tmp_path, monkeypatch, home)
        before = files(home / "saves")
        app = make_app(home, monkeypatch, menu_path(ENTRIES[game], "1", answer, "0", "0", "0", "0"))
        assert run(app, app.menu) in (None, 0), answer
        shown = said(app)
        assert refusal(app, None, "game.bad_continue_answer") in shown, f"{answer!r} is refused in words"
        assert "Traceback" not in shown
        assert files(home / "saves") == before, f"{answer!r}: the saved game is neither continued nor moved"


def test_the_replay_prompt_refuses_every_hostile_answer(tmp_path, monkeypatch):
    words = ("",) + Replay.NEXT + Replay.BACK + Replay.QUIT
    hostile = [h for h in HOSTILE if clean_input(h).strip().lower() not in words]
    path = tmp_path / "game.xii"
    path.write_bytes(saved_xii(tmp_path))
    for i, answer in enumerate(hostile):
        app = make_app(tmp_path / str(i), monkeypatch, [answer, "q"])
        assert run(app, app.replays.replay, HOME.spec(), str(path)) in (None, 0), answer
        shown = said(app)
        assert refusal(app, None, "replay.bad") in shown, f"{answer!r} is refused in words"
        assert "Traceback" not in shown
        assert files(tmp_path / str(i) / "saves") == {}


def test_the_busy_slot_question_refuses_every_hostile_answer(tmp_path, monkeypatch):
    words = WATCH + ANOTHER + BACK_WORDS + ("",)
    hostile = [h for h in HOSTILE if clean_input(h).strip().lower() not in words]
    for i, answer in enumerate(hostile):
        home = tmp_path / str(i)
        saved_xii(home)
        before = files(home / "saves")
        other = Slot(HOME.spec().codec, home / "saves")
        assert other.lock(), "another window holds the game"
        try:
            app = make_app(home, monkeypatch, ["c", answer, "0", "0"])
            assert run(app, app.menu) in (None, 0), answer
        finally:
            other.unlock()
        shown = said(app)
        assert refusal(app, None, "slot.bad") in shown, f"{answer!r} is refused in words"
        assert "Traceback" not in shown
        assert {k: v for k, v in files(home / "saves").items() if not k.startswith(".")} == before, \
            f"{answer!r}: nothing written beside the other window's game"


def test_the_settings_name_prompt_takes_a_hostile_answer_as_a_name_or_refuses_it_in_words(tmp_path, monkeypatch):
    """A name may be almost any text: each hostile answer is kept exactly as the settings read it back, or
    refused in words with the settings unchanged (Enter keeps the name and is left out)."""
    from framework.core import settings as config
    hostile = [h for h in HOSTILE if clean_input(h).strip()]
    assert len(hostile) > len(HOSTILE) // 2, "the prompt is fed the hostile list"
    refused = 0
    for i, answer in enumerate(hostile):
        home = tmp_path / str(i)
        app = make_app(home, monkeypatch, ["6", "1", answer, "0", "0"])
        assert run(app, app.menu) in (None, 0), answer
        shown = said(app)
        assert "Traceback" not in shown
        typed = clean_input(answer)
        try:
            name = config.check_name(typed)
        except config.SettingsError as err:
            refused += 1
            assert " ".join(app.t(f"name.{err.code}", **err.params).split()) in shown, f"{answer!r} refused in words"
            assert not (home / "config" / "settings.json").exists(), f"{answer!r} changed no setting"
        else:
            saved, problem = config.load(config.settings_path({"XII_SCRIPTA_CONFIG_DIR": str(home / "config")}))
            assert problem is None and saved.name_i == name, f"{answer!r} is kept as the name {name!r}"
        assert files(home / "saves") == {}
    assert 0 < refused < len(hostile), "some hostile answers are names, some are not (a comma, too long)"
