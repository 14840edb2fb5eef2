"""The contract every registered game keeps with the framework (one test set, run over the registry).

A new game that passes these plugs into the menu, the loop, the record, the
saves and the computer without any change to the framework. The games are
driven only through the protocol (framework/core/game.py), never through their
own engines.
"""
from __future__ import annotations

import random

import pytest

from framework.core.errors import GameError
from framework.core.game import Outcome, Played
from framework.core.record import Entry as RecordEntry, Record, Scribe, read, restore, write
from framework.core.saves import Slot
from framework.core.session import Setup
from framework.core.spec import GameSpec, new_session, seat_players
from framework.tui.terminal import Terminal
from framework.lang.texts import COMMON, HOUSE, LANGUAGES, Catalogue
from games import REGISTRY
from helpers_games import random_steps
from player import Budget, ComputerPlayer

ENTRIES = {e.name: e for e in REGISTRY}
NAMES = sorted(ENTRIES)


def setup_for(name: str, seed: object = 1, computers=("", "")) -> Setup:
    """A setup as the menu makes it: the players' names only for a game that records them."""
    names = ("Ann", "Ben") if ENTRIES[name].spec().names == "settings" else ("", "")
    return Setup(names=names, computers=computers, seed=str(seed), date="2026-11-23T10:00:00Z")


def session_for(name: str, seed: object = 1, computers=("", "")):
    spec = ENTRIES[name].spec()
    setup = setup_for(name, seed, computers)
    return new_session(spec, setup, seat_players(spec, setup))


def random_playout(session, rng: random.Random, limit: int):
    """Play random legal actions (throwing when needed) for at most ``limit`` actions."""
    for _ in range(limit):
        if session.game_over:
            break
        if session.needs_throw:
            session.throw()
            continue
        legal = session.game.legal_actions()
        assert legal, f"no legal action but the game goes on: {session.game.notation()}"
        session.play(rng.choice(legal))
    return session


def test_registry_names_are_unique_and_entries_name_their_game():
    assert len(NAMES) == len(REGISTRY) >= 2
    for entry in REGISTRY:
        spec = entry.spec()
        assert isinstance(spec, GameSpec) and spec.name == entry.name
        assert set(entry.label) >= set(LANGUAGES)


@pytest.mark.parametrize("name", NAMES)
def test_the_entry_knows_the_slot_as_the_codec_does(name):
    """The menu peeks at saved games from the entry alone; the entry must agree with the codec."""
    entry, spec = ENTRIES[name], ENTRIES[name].spec()
    assert entry.suffix == spec.codec.suffix
    assert entry.folder == spec.folder
    assert entry.name_keys == tuple(spec.codec.name_keys)
    others = [e for e in REGISTRY if e is not entry]
    assert all((e.folder, e.suffix) != (entry.folder, entry.suffix) for e in others), "one slot per game"


@pytest.mark.parametrize("name", NAMES)
def test_a_new_game_starts_with_the_first_seat_to_move_and_something_legal(name):
    s = session_for(name)
    assert s.game.outcome() is None and s.game.to_move() == s.setup.first
    if s.game.dice:
        assert s.game.needs_throw() and s.game.unused_dice() == ()
        s.throw()
        assert len(s.game.unused_dice()) >= 1
    assert s.game.legal_actions(), "something to do at the start"


@pytest.mark.parametrize("name", NAMES)
def test_every_legal_action_formats_and_parses_back_to_itself(name):
    rng = random.Random(5)
    s = session_for(name, seed=5)
    for _ in range(12):
        random_playout(s, rng, rng.randrange(1, 6))
        if s.game_over:
            break
        if s.needs_throw:
            s.throw()
        for action in s.game.legal_actions():
            text = s.game.format_action(action)
            assert isinstance(text, str) and text and "\n" not in text
            assert s.game.parse_action(text) == action


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("bad", ["", "   ", "dance", "move", "99 99 99", "a9", "²", "x" * 500, "\x00"])
def test_a_refused_action_raises_a_game_error_and_changes_nothing(name, bad):
    s = session_for(name, seed=3)
    if s.needs_throw:
        s.throw()
    before, history = s.game.notation(), list(s.history)
    try:
        s.play(bad)
    except GameError as err:
        assert isinstance(err, ValueError) and err.code and err.kind in ("invalid", "illegal", "notation")
        assert s.game.notation() == before and s.history == history
    else:
        pytest.fail(f"{bad!r} was accepted in {before}")


@pytest.mark.parametrize("name", NAMES)
def test_apply_then_retract_restores_the_position_exactly(name):
    rng = random.Random(8)
    s = session_for(name, seed=8)
    random_playout(s, rng, 20)
    if s.needs_throw:
        s.throw()
    before = s.game.notation()
    for action in s.game.legal_actions()[:20]:
        played = s.game.apply(action)
        assert isinstance(played, Played) and played.action == action
        assert played.seat in (0, 1) and isinstance(played.effects, tuple)
        s.game.retract()
        assert s.game.notation() == before


@pytest.mark.parametrize("name", NAMES)
def test_a_copy_is_independent(name):
    s = session_for(name, seed=2)
    if s.needs_throw:
        s.throw()
    twin = s.game.copy()
    before = s.game.notation()
    twin.apply(twin.legal_actions()[0])
    assert s.game.notation() == before != twin.notation()


@pytest.mark.parametrize("name", NAMES)
def test_conceding_ends_the_game_for_the_other_seat(name):
    s = session_for(name, seed=4)
    if s.needs_throw:
        s.throw()
    seat = s.game.to_move()
    s.concede()
    out = s.game.outcome()
    assert isinstance(out, Outcome) and out.winner == 1 - seat and out.reason
    assert s.game.legal_actions() == [] or s.game_over


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("seed", [11, 12])
def test_a_record_written_as_the_game_goes_reads_back_and_replays_to_the_same_position(name, seed, tmp_path):
    spec = ENTRIES[name].spec()
    s = session_for(name, seed=seed)
    slot = Slot(spec.codec, tmp_path, spec.folder)
    scribe = Scribe(Record(s.setup), spec.codec, slot.write)
    s.listeners.append(scribe)
    slot.start(scribe.record)
    random_playout(s, random.Random(seed), 60)
    if s.can_undo:
        s.undo()
    text = write(scribe.record, spec.codec)
    assert read(text, spec.codec) == scribe.record
    saved = slot.saved()
    assert saved == scribe.record, "the save slot holds what the scribe wrote"
    resumed = restore(saved, spec.codec, lambda setup: new_session(spec, setup, seat_players(spec, setup)))
    assert resumed.game.notation() == s.game.notation()
    assert resumed.turns == s.turns and resumed.game.outcome() == s.game.outcome()


@pytest.mark.parametrize("name", NAMES)
def test_a_finished_game_records_its_result(name, tmp_path):
    spec = ENTRIES[name].spec()
    s = session_for(name, seed=6)
    scribe = Scribe(Record(s.setup), spec.codec)
    s.listeners.append(scribe)
    random_playout(s, random.Random(6), 10)
    if not s.game_over:
        s.concede()
    assert scribe.record.finished
    again = read(write(scribe.record, spec.codec), spec.codec)
    replayed = restore(again, spec.codec, lambda setup: new_session(spec, setup, seat_players(spec, setup)))
    assert replayed.game_over and replayed.game.outcome().winner == s.game.outcome().winner


@pytest.mark.parametrize("name", NAMES)
def test_the_computer_plays_legal_turns_at_every_level(name):
    spec = ENTRIES[name].spec()
    s = session_for(name, seed=9)
    random_playout(s, random.Random(9), 6)
    if s.needs_throw:
        s.throw()
    for level in ("easy", "normal", "strong"):
        c = ComputerPlayer(level, s.game.to_move(), level=level, planner=spec.planner(level), seed="9")
        assert c.choose(s.game.copy(), Budget(seconds=0.3)) in s.game.legal_actions()


@pytest.mark.parametrize("name", NAMES)
def test_every_text_the_game_names_exists_in_both_languages(name):
    spec = ENTRIES[name].spec()
    for table in spec.texts:
        assert set(table) >= set(LANGUAGES), f"{name}: a catalogue table lacks a language"
        keys = [set(table[lang]) for lang in LANGUAGES]
        assert keys[0] == keys[1], f"{name}: keys differ between languages: {keys[0] ^ keys[1]}"
    catalogue = Catalogue(COMMON, HOUSE, *spec.texts)
    for key in [spec.about] + [o.key for o in spec.options] + [o.bad_key for o in spec.options]:
        for lang in LANGUAGES:
            assert key in catalogue.keys(lang), f"{name}: {key} missing in {lang}"


# ---------------------------------------------------------------- what the views and the loop ask

@pytest.mark.parametrize("name", NAMES)
def test_is_legal_says_exactly_what_legal_actions_holds(name):
    """Every listed action is legal; values that are not (text, None, a foreign value) are not, and asking
    changes nothing."""
    s = random_playout(session_for(name, seed=5), random.Random(5), 9)
    if s.needs_throw:
        s.throw()
    game = s.game
    before = game.notation()
    legal = game.legal_actions()
    assert legal and all(game.is_legal(a) for a in legal)
    strangers = [None, "", "dance", 7, (1, 2), object()] + [game.format_action(a) for a in legal[:3]]
    assert not any(game.is_legal(v) for v in strangers)
    assert game.notation() == before


@pytest.mark.parametrize("name", NAMES)
def test_nothing_is_legal_before_the_throw_or_after_the_end(name):
    s = session_for(name, seed=6)
    first = s.game.copy()
    if s.game.dice:
        s.throw()
    action = s.game.legal_actions()[0]
    if first.dice:
        assert not first.is_legal(action)           # the throw comes first
    s.concede()
    assert not s.game.is_legal(action)


@pytest.mark.parametrize("name", NAMES)
def test_must_pass_is_true_exactly_when_the_only_legal_action_passes(name):
    """Over random games: must_pass() agrees with the list of legal actions (one action, formatted as the
    view's pass word)."""
    spec = ENTRIES[name].spec()
    pass_word = spec.view(Terminal(False, ascii=False, screen=False), "en").pass_word
    for seed in range(4):
        s = session_for(name, seed=seed)
        rng = random.Random(seed)
        for _ in range(120):
            if s.game_over:
                break
            if s.needs_throw:
                s.throw()
                continue
            legal = s.game.legal_actions()
            forced = pass_word is not None and [s.game.format_action(a) for a in legal] == [pass_word]
            assert s.game.must_pass() == forced
            s.play(rng.choice(legal))


#: Per game, a position where passing is the only legal action (with the setup options it needs), or
#: None for a game that can never be forced to pass (Latrunculi: a player without a move loses).
FORCED_PASS = {
    # Under the standard rules a boxed-in side passes (under ITPW it loses instead).
    "ataxx": ("xxxxxx1/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/oxxxxxx o 0 1", {"rules": "standard"}),
    "latrunculi": None,
    # Player I's runner on 20 with 6-3: 14 and 17 are closed, so neither die can be used.
    "nardy": ("14,0,0,0,0,0,0,0,0,0,0,-13,0,-1,0,0,-1,0,0,1,0,0,0,0 1 63 0:0 1 match 0:0/1 black I", {}),
    # Two stones on the last points and a 3: the 4 used first has left no use for it.
    "xii": ("------------/------------/----------AB I 3 0/0/0 1/0/2", {}),
}


def test_every_game_says_whether_it_can_be_forced_to_pass():
    assert sorted(FORCED_PASS) == NAMES


@pytest.mark.parametrize("name", NAMES)
def test_must_pass_is_true_in_a_known_forced_pass_and_false_at_the_start(name):
    spec = ENTRIES[name].spec()
    pass_word = spec.view(Terminal(False, ascii=False, screen=False), "en").pass_word
    start = session_for(name, seed=1)
    if start.needs_throw:
        start.throw()
    assert not start.game.must_pass()
    if FORCED_PASS[name] is None:
        assert pass_word is None or not any(start.game.format_action(a) == pass_word
                                            for a in start.game.legal_actions())
        return
    notation, options = FORCED_PASS[name]
    game = spec.position(notation, spec.complete(setup_for(name).with_options(**options)))
    assert game.must_pass()
    assert [game.format_action(a) for a in game.legal_actions()] == [pass_word]


@pytest.mark.parametrize("name", NAMES)
def test_the_move_number_starts_at_one_and_never_goes_back_within_a_game(name):
    s = session_for(name, seed=3)
    assert s.game.move_number() == 1
    seen = [1]
    for _ in random_steps(s, 60, seed=3):
        seen.append(s.game.move_number())
    assert all(isinstance(n, int) and n >= 1 for n in seen)
    assert seen[-1] > 1
    if name != "nardy":             # a match starts each game at move 1 again
        assert seen == sorted(seen)


@pytest.mark.parametrize("name", NAMES)
def test_the_move_number_follows_undo_and_copies(name):
    s = session_for(name, seed=4)
    rng = random.Random(4)
    for _ in range(10):
        if s.needs_throw:
            s.throw()
        s.play(rng.choice(s.game.legal_actions()))
    assert s.game.copy().move_number() == s.game.move_number()
    if s.needs_throw:
        s.throw()
    number = s.game.move_number()
    s.play(rng.choice(s.game.legal_actions()))
    if s.undo():
        assert s.game.move_number() == number


@pytest.mark.parametrize("name", NAMES)
def test_a_line_splits_into_actions_that_each_parse_alone(name):
    """split_line (optional, with line_join): an action typed alone is one action, and a line of several
    (a game that takes them), joined as the game's ``line_join`` says, splits into texts that parse as the
    actions typed, in order."""
    s = session_for(name, seed=5)
    split = getattr(s.game, "split_line", None)
    if split is None:
        pytest.skip("this game takes one action a line")
    rng = random.Random(5)
    line: list[str] = []
    for _ in range(80):
        if s.game_over:
            break
        if s.needs_throw:
            s.throw()
            line = []
            continue
        legal = s.game.legal_actions()
        for action in legal:
            assert split(s.game.format_action(action)) == [s.game.format_action(action)]
        action = rng.choice(legal)
        line.append(s.game.format_action(action))
        if len(line) > 1:
            assert [s.game.parse_action(t) for t in split(s.game.line_join.join(line))] == \
                [s.game.parse_action(t) for t in line]
        s.play(action)
