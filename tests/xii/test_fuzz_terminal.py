"""Bad input on purpose: whatever is typed at the game prompt or the menu gets a message, never a
traceback, and the position stays as it was (its notation before and after).

Three ways in:

* hypothesis drives the turn loop and the menu in-process (one line at a time, the
  notation compared after every line);
* random lines are typed into the real game in a pseudo-terminal;
* very long lines (1 MB) and raw bytes go through a pipe to stdin: a terminal in
  canonical mode holds at most 4095 characters of a line (Linux N_TTY_BUF_SIZE) and
  drops the rest, so a megabyte cannot be typed through a pty; the pty gets lines of
  up to 4000 characters instead.

A line that, once cleaned like the terminal cleans it (control characters dropped,
invalid UTF-8 replaced), *is* a legal command ("place\\x00 4" is "place 4") plays it;
such lines are left out, since playing them is right.
"""
from __future__ import annotations

import io
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st

from board import Board, IllegalMoveError, InvalidCommandError
from framework.programs.app import App, Replay
from framework.lang.words import COMMANDS
from framework.tui.hotseat import Hotseat
from framework.core.record import RecordError, read
from framework.tui.terminal import Terminal, clean_input
from games import REGISTRY
from games.xii.codec import CODEC
from games.xii.texts import CATALOGUE
from helpers_games import spec, xii_session
from pty_helpers import GAME, ROOT, GameTerminal, game_env
from xii_scripta import build_parser

#: Words that do something other than answer: they change the game, ask a question or open a screen.
ACTING_WORDS = [COMMANDS[k] for k in ("undo", "quit", "yield", "save", "rules")]
#: Words that answer without an error (help, the position, the last turn and the log: "nothing played yet").
ANSWERING_WORDS = [COMMANDS[k] for k in ("help", "board", "last", "log")]

WEIRD_TOKENS = [
    "", " ", "\t", "-1", "-0", "0", "7", "1.5", "4.0", "1e3", "0x4", "+4", "²", "٣", "１", "４", "Ⅳ", "四",
    str(2**64), str(2**64 + 1), "9" * 40, "-" + "9" * 30, "\x00", "\x00\x00", "\x1b[A", "\x1b[2J", "\x1b]0;t\x07",
    "\x07", "\x08", "\x7f", "\x9b", "\u202e", "\ufeff", "\u200b", "é", "𝟜", "place", "move", "take", "pass",
]
COMMAND_WORDS = ["place", "move", "take", "pass", "PLACE", "Move", "tak", "placer", "help", "board"]

#: A line as bytes: command words with odd arguments, control characters, random text or random bytes.
LINES = st.one_of(
    st.tuples(st.sampled_from(COMMAND_WORDS + [""]), st.lists(st.sampled_from(WEIRD_TOKENS), max_size=4))
    .map(lambda t: " ".join([t[0], *t[1]]).encode("utf-8")),
    st.text(max_size=40).map(lambda s: s.encode("utf-8", "surrogatepass")),
    st.binary(max_size=40),
    st.sampled_from([b"", b" ", b" " * 200, b"\t\t", b"\xff\xfe", b"\xc3", b"place \xff", b"\x00" * 8,
                     b"move 1 \xd9\xa3", b"\x1b[A\x1b[B", b"place " + str(2**64).encode(),
                     b"move -1 -1", b"take 1.5", b"x" * 5000]),
).map(lambda b: b.replace(b"\n", b" ").replace(b"\r", b" "))

START = "------------/------------/------------ I - 15/0/0 15/0/0"


def plays_or_acts(board: Board, raw: bytes) -> bool:
    """Whether the cleaned line is a legal action here or a word that acts (left out of the fuzz)."""
    line = clean_input(raw)
    words = line.split()
    if words and any(words[0] in command for command in ACTING_WORDS):     # as the loop reads them
        return True
    try:
        board.copy(history=False).play(line)
    except (IllegalMoveError, InvalidCommandError):
        return False
    return True


def app_with(lines_data: bytes, tmp: Path, *argv: str) -> App:
    app = App(build_parser().parse_args(["--lang", "en", "--save-dir", str(tmp / "saves"), *argv]), REGISTRY)
    app.term = Terminal(False, ascii=False, out=io.StringIO(), inp=io.BytesIO(lines_data), screen=False)
    return app


def mid_turn_loop(tmp: Path, data: bytes) -> Hotseat:
    """Player I has thrown 1-4-6 and played place 4: the prompt waits, dice 1 and 6 left."""
    app = app_with(data, tmp)
    session = xii_session(seed=1, script=[(1, 4, 6)])
    session.throw()
    session.play("place 4")
    view = spec("xii").view(app.term, "en")
    return Hotseat(app.prompt, session, view, lambda key, **p: CATALOGUE.text("en", key, **p))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(LINES, min_size=1, max_size=6))
def test_the_game_prompt_answers_every_line_and_keeps_the_position(lines):
    with tempfile.TemporaryDirectory() as tmp, pytest.MonkeyPatch.context() as mp:
        mp.setenv("XII_SCRIPTA_CONFIG_DIR", str(Path(tmp) / "config"))
        loop = mid_turn_loop(Path(tmp), b"".join(line + b"\n" for line in lines))
        board = loop.session.game.board
        for raw in lines:
            assume(not plays_or_acts(board, raw))
        before = board.notation()
        for raw in lines:
            assert loop.person_turn() is True
            assert loop.session.game.board.notation() == before, raw
            assert loop.notes, f"no message for {raw!r}"
            words = clean_input(raw).split()
            if not words or not any(words[0] in command for command in ANSWERING_WORDS):
                assert any(isinstance(n, tuple) and n[0] == "error" for n in loop.notes), (raw, loop.notes)
            loop.screen.draw(board.turn, loop.notes)       # show them, as the next prompt does
            loop.notes = []
        out = loop.term.out.getvalue()
        assert "Traceback (most recent call last)" not in out      # the word alone may be typed


#: Every answer the main menu acts on; "c" and "p" (continue) only while a game is saved.
def menu_choice(word: str, saved: bool = False) -> bool:
    """Whether the main menu takes ``word`` as a choice: a number, a word that quits (in any language, as
    the menu reads it: framework/tui/prompt.py QUIT_KEYS), with a saved game a word that continues it, and
    Enter alone (the menu asks again)."""
    from framework.core.numbers import menu_number
    from framework.tui.prompt import QUIT_KEYS
    from framework.lang.words import CONTINUE, fold
    return (word == "" or menu_number(word, 8) is not None    # as the menu reads it: "01" is 1 too
            or fold(word) in {fold(k) for k in QUIT_KEYS} or (saved and word in CONTINUE))


@settings(max_examples=100, deadline=None)
@given(LINES)
def test_the_menu_answers_every_line_and_starts_nothing(raw):
    assume(not menu_choice(clean_input(raw).strip().lower()))
    with tempfile.TemporaryDirectory() as tmp, pytest.MonkeyPatch.context() as mp:
        mp.setenv("XII_SCRIPTA_CONFIG_DIR", str(Path(tmp) / "config"))
        app = app_with(raw + b"\n0\n", Path(tmp))
        app.menu()
        out = " ".join(app.term.out.getvalue().split())      # a message may be broken to the width
        assert "is not on the menu: type 1-8, or 0 to quit." in out
        assert not (Path(tmp) / "saves").exists(), "no game was started"
        assert not (Path(tmp) / "config").exists(), "no setting was changed"


@settings(max_examples=60, deadline=None)
@given(LINES)
def test_the_menu_with_a_saved_game_answers_every_line_too(raw):
    assume(not menu_choice(clean_input(raw).strip().lower(), saved=True))
    with tempfile.TemporaryDirectory() as tmp, pytest.MonkeyPatch.context() as mp:
        mp.setenv("XII_SCRIPTA_CONFIG_DIR", str(Path(tmp) / "config"))
        saves = Path(tmp) / "saves"
        saves.mkdir()
        saved = ("XII Scripta game record\nFormat: 1\nDate: 2026-11-21T17:53:30Z\nPlayer-I: Alice\n"
                 "Player-II: Bob\nStones: 3\nFree-pass: no\nExact-bear-off: no\nSeed: 7\nScript: 146\n"
                 "First: I\n\nI 1-4-6: place 4\n")
        (saves / "current.xii").write_text(saved, encoding="utf-8")
        app = app_with(raw + b"\n0\n", Path(tmp))
        app.menu()
        out = " ".join(app.term.out.getvalue().split())      # a message may be broken to the width
        assert "is not on the menu: type c to continue, 1-8, or 0 to quit." in out
        assert (saves / "current.xii").read_text("utf-8") == saved


@settings(max_examples=60, deadline=None)
@given(st.lists(LINES, max_size=8))
def test_the_replay_prompt_answers_every_line(lines):
    text = ("XII Scripta game record\nFormat: 1\nDate: 2026-11-21T17:53:30Z\nPlayer-I: Alice\n"
            "Player-II: Bob\nStones: 3\nFree-pass: no\nExact-bear-off: no\nSeed: 7\nScript: 146\n"
            "First: I\n\nI 1-4-6: place 4\n")
    r = read(text, CODEC)
    def is_key(word: str) -> bool:            # as the replay reads it: any language, diacritics folded
        return word == "" or any(word in keys for keys in (Replay.NEXT, Replay.BACK, Replay.QUIT))
    lines = [raw for raw in lines if not is_key(clean_input(raw).strip().lower())]
    with tempfile.TemporaryDirectory() as tmp, pytest.MonkeyPatch.context() as mp:
        mp.setenv("XII_SCRIPTA_CONFIG_DIR", str(Path(tmp) / "config"))
        app = app_with(b"".join(line + b"\n" for line in lines) + b"q\n", Path(tmp))
        Replay(app.ctx, spec("xii"), r, app.replays.replay_steps(spec("xii"), r), "game.xii").run()
        out = app.term.out.getvalue()
    assert out.count("is not a replay key") == len(lines)
    assert out.count("step 0 of 1") == len(lines) + 1, "still at the start"


# ------------------------------------------------------ the real terminal

def typed(line: str) -> bytes:
    """A line as keys: control characters after Ctrl-V (the terminal's 'next key literally'),
    so they reach the game instead of raising signals or editing the line."""
    out = bytearray()
    for ch in line:
        if ch < " " or ch == "\x7f":
            out += b"\x16"
        out += ch.encode("utf-8", "surrogatepass")
    return bytes(out)


def random_line(rng: random.Random) -> str:
    kind = rng.randrange(6)
    if kind == 0:
        return " " * rng.randrange(0, 60)
    if kind == 1:
        return rng.choice(COMMAND_WORDS) + " " + " ".join(rng.choice(WEIRD_TOKENS) for _ in range(rng.randrange(4)))
    if kind == 2:
        return "".join(chr(rng.choice([rng.randrange(1, 32), rng.randrange(32, 0x250), rng.randrange(0x600, 0x700),
                                       0xFF10 + rng.randrange(10), 0x1B, 0x7F]))
                       for _ in range(rng.randrange(1, 30)))
    if kind == 3:
        return rng.choice(["place", "move", "take"]) + " " + str(rng.choice([-1, 0, 7, 2**64, 2**64 + 5, -2**70]))
    if kind == 4:
        return rng.choice(["x", "é", "9", "٣"]) * rng.randrange(100, 4000)
    return rng.choice(["place 1.5", "move 1 2.0", "place ²", "place ٣", "place ４", "move -1 1", "take -6",
                       "\x1b[A\x1b[D", "\x1b]0;title\x07", "place\t\t", "pass pass"])


def test_random_lines_typed_into_the_real_game(tmp_path):
    rng = random.Random(20261121)
    g = GameTerminal(str(tmp_path / "config"), "--play", "--dice", "146", "--names", "Alice,Bob", "--first", "I",
                     "--save-dir", str(tmp_path / "saves"))
    try:
        g.prompt("Alice")
        g.send("")
        g.prompt("Alice")
        g.send("place 4")
        g.prompt("Alice")
        board = Board.from_notation("------------/---A--------/------------ I 16 14/0/0 15/0/0")
        g.send("notation")
        g.prompt("Alice")
        before = board.notation()
        assert f"Position: {before}" in g.text()
        sent = 0
        while sent < 40:
            line = random_line(rng)
            raw = line.encode("utf-8", "surrogatepass")
            if plays_or_acts(board, raw) or clean_input(raw).split()[:1] in (["help"], ["board"]):
                continue
            g.send_bytes(typed(line) + b"\r")
            g.prompt("Alice")
            shown = g.lines
            status = max(i for i, text in enumerate(shown) if "waiting" in text)
            prompt = max(i for i, text in enumerate(shown) if text.startswith("Alice ["))
            assert any(text.strip() for text in shown[status + 1:prompt]), f"no message for {line!r}:\n{g.text()}"
            sent += 1
        for raw in (b"\xff\xfe\xfd\r", b"place \xc3\r", b"\x16\x00\x16\x00\x16\x00\r", b"move \xed\xa0\x80 1\r"):
            g.send_bytes(raw)
            g.prompt("Alice")
        g.send("notation")
        g.prompt("Alice")
        assert f"Position: {before}" in g.text()
        assert "Traceback" not in g.output()
        g.send("quit")
        g.expect(r"\(y/n\) ")
        g.send("y")
        g.expect("0 to quit: ")
        g.send("0")
        assert g.wait_exit() == 0
    finally:
        g.close()


@pytest.mark.slow
def test_a_megabyte_line_and_raw_bytes_through_a_pipe(tmp_path):
    megabyte = 1024 * 1024
    lines = [b"", b"place 4", b"notation", b"x" * megabyte, b"place " + b"9" * megabyte, b" " * megabyte,
             b"\x00" * megabyte, "٣".encode() * (megabyte // 2), b"\xff" * megabyte, b"move 1 " + b"\x1b[A" * 1000,
             b"notation", b"quit", b"y", b"0"]
    done = subprocess.run([sys.executable, GAME, "--play", "--dice", "146", "--names", "Alice,Bob", "--first", "I",
                           "--save-dir", str(tmp_path / "saves"), "--lang", "en"],
                          input=b"\n".join(lines) + b"\n", capture_output=True, timeout=120,
                          env=game_env(str(tmp_path / "config")), cwd=ROOT)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stderr == b""
    out = done.stdout.decode("utf-8")
    positions = re.findall(r"Position: (.*)", out)
    assert positions == ["------------/---A--------/------------ I 16 14/0/0 15/0/0"] * 2
    assert "Unknown command 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'" in out
    assert "out of range: place <point 1-6>" in out
    assert out.count("Type a command (help lists them") >= 2           # spaces only; NUL bytes only
    assert "Unknown command '٣٣٣" in out
    assert "Unknown command '\ufffd\ufffd\ufffd" in out                # invalid UTF-8, replaced
    assert "'[A[A[A" in out                                            # the escape characters dropped
    assert max(len(line) for line in out.splitlines() if not line.startswith("Alice [")) < 200, \
        "messages quote a long line shortened"


def test_the_engine_refuses_a_number_of_thousands_of_digits_as_out_of_range():
    board = Board.from_notation("------------/------------/------------ I 146 15/0/0 15/0/0")
    with pytest.raises(InvalidCommandError) as caught:
        board.play("place " + "9" * 5000)
    assert caught.value.code == "out_of_range"


def test_a_record_line_with_a_huge_number_is_a_bad_action_not_a_crash():
    text = ("XII Scripta game record\nFormat: 1\nDate: 2026-11-21T17:53:30Z\nPlayer-I: Alice\n"
            "Player-II: Bob\nStones: 3\nFree-pass: no\nExact-bear-off: no\nSeed: 7\nScript: 146\n"
            "First: I\n\nI 1-4-6: place " + "4" * 100_000 + "\n")
    with pytest.raises(RecordError) as caught:
        read(text, CODEC)
    assert (caught.value.line, caught.value.code) == (13, "bad_action")
    assert caught.value.params["reason"] == "out_of_range"
