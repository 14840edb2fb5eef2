"""The fuzz and fault harness, run over every registered game (issue: nothing lost, in every game).

* hostile commands, notations and damaged records into the API
  (framework/harness/fuzz.py; ``python3 bench/fuzz.py --long`` runs thousands);
* junk lines typed at the game's prompt in a real pseudo-terminal;
* the program killed (kill -9) in the middle of a game, then continued: the
  game comes back as it was saved and goes on.

A game added to the registry is covered by all of these without a new line here, and by the two
families that run the real program among hostile files and broken standard streams
(framework/harness/fuzz_io.py; test_fuzz_file_system.py, test_fuzz_standard_streams.py).
"""
from __future__ import annotations

import random
import re
import signal

import pytest

from framework.harness import fuzz
from framework.lang.words import COMMANDS
from framework.core.record import read, restore
from framework.core.spec import new_session
from games import REGISTRY
from pty_helpers import GameTerminal

ENTRIES = {e.name: e for e in REGISTRY}
NAMES = sorted(ENTRIES)
#: The command words of the shared loop: typed on purpose they act (leave, yield, page the rules).
COMMAND_WORDS = {word for words in COMMANDS.values() for word in words}
PROMPT = r"> $"


@pytest.mark.parametrize("kind", sorted(fuzz.KINDS))
@pytest.mark.parametrize("name", NAMES)
def test_hostile_input_is_refused_without_a_traceback_and_changes_nothing(name, kind):
    report = fuzz.KINDS[kind](ENTRIES[name].spec(), 300, seed=1)
    assert report.tracebacks == [], "\n".join(report.tracebacks[:3])
    assert report.changed == 0, "a refusal changed the position"
    assert report.cases >= 250 and report.refused > report.cases // 2, report.line()


def start(entry, tmp_path, *extra: str) -> GameTerminal:
    """The game in a pty: XII Scripta straight into a game, a companion by ``--game NAME``."""
    args = ["--play", "--first", "I", "--names", "Ann,Ben"] if not entry.companion else ["--game", entry.name]
    return GameTerminal(str(tmp_path / "config"), *args, *extra, "--save-dir", str(tmp_path / "saves"))


def leave(g: GameTerminal) -> None:
    """quit, yes; and from the menu it may come back to, 0."""
    import pexpect
    g.send("quit")
    g.expect(r"\(y/n\) ")
    g.send("y")
    if g.child.expect([pexpect.EOF, r"0 to quit: "], timeout=30) == 1:
        g.send("0")
    g.wait_exit()


def saved_session(entry, tmp_path):
    """The game as its save slot holds it, replayed."""
    spec = entry.spec()
    folder = tmp_path / "saves"
    if spec.folder:
        folder = folder / spec.folder if (folder / spec.folder).exists() else folder
    path = folder / f"current{spec.codec.suffix}"
    record = read(path.read_bytes(), spec.codec)
    return record, restore(record, spec.codec, lambda setup: new_session(spec, setup))


def junk_lines(rng: random.Random, count: int) -> list[str]:
    """Printable junk a person might type (a pty line holds at most 4095 characters)."""
    lines = []
    while len(lines) < count:
        line = fuzz.hostile_line(["a1", "move 1 2", "13 5"], rng)
        line = "".join(ch for ch in line if ch.isprintable() and ch != ">")[:300]
        if line.strip() and line.split()[0].lower() not in COMMAND_WORDS:
            lines.append(line)
    return lines


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_junk_at_the_prompt_gets_an_answer_and_the_game_goes_on(name, tmp_path):
    entry = ENTRIES[name]
    g = start(entry, tmp_path, "--seed", "5")
    try:
        g.expect(PROMPT)
        _, session = saved_session(entry, tmp_path)
        if session.needs_throw:
            g.send("")                          # throw: the prompt then takes actions
            g.expect(PROMPT)
        _, session = saved_session(entry, tmp_path)
        before = session.game.notation()
        for line in junk_lines(random.Random(name), 40):
            g.send(line)
            g.expect(PROMPT)
        _, session = saved_session(entry, tmp_path)
        assert session.game.notation() == before, "junk changed the game"
        leave(g)
        assert "Traceback" not in g.output()
    finally:
        g.close()


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_a_game_killed_mid_turn_continues_as_it_was(name, tmp_path):
    entry = ENTRIES[name]
    spec = entry.spec()
    g = start(entry, tmp_path, "--seed", "9")
    try:
        g.expect(PROMPT)
        for _ in range(7):                      # people at both seats: legal actions from the save
            _, session = saved_session(entry, tmp_path)
            if session.needs_throw:
                g.send("")
            else:
                g.send(session.game.format_action(session.game.legal_actions()[0]))
            g.expect(PROMPT)
        record, session = saved_session(entry, tmp_path)
        assert session.history, "some actions were played"
        g.child.kill(signal.SIGKILL)
        g.wait_exit()
    finally:
        g.close()
    again = start(entry, tmp_path, "--continue") if entry.companion else GameTerminal(
        str(tmp_path / "config"), "--continue", "--save-dir", str(tmp_path / "saves"))
    try:
        again.expect(PROMPT)
        resumed_record, resumed = saved_session(entry, tmp_path)
        assert resumed_record.entries == record.entries and resumed.game.notation() == session.game.notation()
        if resumed.needs_throw:
            again.send("")
            again.expect(PROMPT)
            resumed_record, resumed = saved_session(entry, tmp_path)
        action = resumed.game.format_action(resumed.game.legal_actions()[0])
        again.send(action)
        again.expect(PROMPT)
        after, _ = saved_session(entry, tmp_path)
        assert len(after.entries) >= len(resumed_record.entries) and after != resumed_record, "it goes on"
        leave(again)
        assert "Traceback" not in again.output() and spec.name
    finally:
        again.close()
