"""Two real clients in pseudo-terminals play a short XII Scripta game against a real server process.

What a person sees (issue 20): ``--serve`` prints its port, ``--connect``
shows the lobby, one player opens a table for a three-stone game, the other
sits down, and each plays at their own screen, the board drawn from their
own seat (XII's mirrored board: the same position, read back from each
seat, is the server's). One client is killed (kill -9) in the middle of its
turn and started again with ``--connect``: it takes its seat again by
itself, the one seat it holds there (the token and the dice secret are in
its network.json), at the same position with the same throw. A third
client watches from the seat she chose. The game is then played to its
end, and the end screen offers its review.

The moves are chosen from the server's own record (written after every
event), so the test knows what is legal without reading the screen's lists.
Every wait is bounded; the test waits for each prompt before typing.
"""
from __future__ import annotations

import os
import re
import select
import signal
import subprocess
import sys
import time

import pytest

from pty_helpers import GAME, GameTerminal, ROW_LABELS

from framework.core.record import read, restore
from framework.core.spec import new_session
from framework.net.store import StoreError
from games import REGISTRY
from helpers_net import stored_table

XII = next(e for e in REGISTRY if e.name == "xii").spec()
WAIT = 20.0
pytestmark = pytest.mark.slow


class Server:
    """``xii_scripta.py --serve --port 0`` in a subprocess; the port read from what it prints."""

    def __init__(self, data: str) -> None:
        self.data = data
        self.proc = subprocess.Popen([sys.executable, GAME, "--serve", "--port", "0", "--data", data,
                                      "--grace", "60"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        ready, _, _ = select.select([self.proc.stdout], [], [], WAIT)
        assert ready, "the server printed nothing"
        line = self.proc.stdout.readline()
        found = re.search(r" on 127\.0\.0\.1:(\d+)", line)
        assert found, line
        self.port = int(found.group(1))

    def record(self):
        """The server's record of table t1 (its session, replayed; its text without the signed log), or None
        before the game begins."""
        try:
            text = stored_table(self.data, "t1")[1]          # read from its database while it runs
        except (KeyError, StoreError):
            return None, ""
        if not text.strip():
            return None, ""
        record = read(text, XII.codec)
        # what was played: the signed log grows with every dice link too, not only with moves and throws
        played = "\n".join(line for line in text.splitlines() if not line.startswith("Sign:"))
        return restore(record, XII.codec, lambda setup: new_session(XII, setup)), played

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.communicate(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.communicate()


@pytest.fixture
def network(tmp_path):
    server = Server(str(tmp_path / "data"))
    started: list[GameTerminal] = []

    def client(name: str) -> GameTerminal:
        g = GameTerminal(str(tmp_path / name), "--connect", f"127.0.0.1:{server.port}", "--name", name)
        started.append(g)
        return g
    yield server, client
    for g in started:
        g.close()
    server.stop()
    for g in started:
        assert "Traceback" not in g.output(), g.output()[-3000:]


def at_prompt(g: GameTerminal, pattern: str) -> None:
    """Wait until the screen's last line is the prompt ``pattern`` (a regular expression), nothing typed.

    The output already on its way is read first: the echo of what was typed last makes the old
    prompt line no longer match, so a prompt seen here is a new one."""
    g._read_more(0.05)
    g.wait_screen(r"(?m)^" + pattern + r">$", timeout=WAIT)


def changed(server: Server, before: str) -> tuple:
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        session, text = server.record()
        if text != before:
            return session, text
        time.sleep(0.02)
    raise AssertionError("the server's record did not change")


def a_move(session) -> str:
    game = session.game
    if game.must_pass():
        return "pass"
    return game.format_action(game.legal_actions()[0])


def rows(g: GameTerminal) -> list[str]:
    return [g.lines[g.row_index(label)] for label in ROW_LABELS]


def open_table_and_sit(server, client):
    alice = client("Alice")
    at_prompt(alice, r"n, Enter or 0 ")
    alice.send("n")
    alice.expect(r"\(0: back\) > ")
    alice.send("1")                                    # XII Scripta
    alice.expect(r"\(Enter: 15\): ")
    alice.send("3")                                    # three stones
    alice.expect(r"both: ")
    alice.send("")                                     # Murray's rules
    alice.expect(r"Enter for either > ")
    alice.send("I")
    alice.expect(r"casual, not rated > ")
    alice.send("")                                     # Enter: a rated table
    at_prompt(alice, r"Waiting for a second player \(say TEXT, leave\) ")
    bob = client("Bob")                                # connects once the table is open: it is on his list
    at_prompt(bob, r"1: sit down at the table, w 1: watch it, n, Enter or 0 ")
    assert "Alice" in bob.text() and "3 pieces each" in bob.text()
    bob.send("1")
    return alice, bob


def board_shows(g: GameTerminal, seat: int, grid: list) -> None:
    """Wait until ``g``'s board, read from ``seat``, is ``grid`` (the screen redraws as events come)."""
    deadline = time.monotonic() + WAIT
    while True:
        g._read_more(0.05)
        try:
            if g.board(seat) == grid:
                return
        except (AssertionError, ValueError):
            pass                                        # a screen half drawn
        assert time.monotonic() < deadline, f"the board never showed {grid}:\n{g.text()}"


def test_two_clients_play_a_short_game_each_from_its_own_seat_and_a_killed_one_comes_back(network, tmp_path):
    server, client = network
    alice, bob = open_table_and_sit(server, client)
    carol = client("Carol")                                # a watcher, from seat II
    at_prompt(carol, r"1: sit down at the table, w 1: watch it, n, Enter or 0 ")
    carol.send("w 1")
    carol.wait_screen(r"Watching, ", timeout=WAIT)
    carol.send("seat II")
    players = {0: ("Alice", alice), 1: ("Bob", bob)}
    session, text = None, ""
    deadline = time.monotonic() + WAIT
    while session is None:
        assert time.monotonic() < deadline, "the game did not begin"
        time.sleep(0.05)
        session, text = server.record()
    killed = False
    checked_boards = False
    for _ in range(400):
        if session.game_over:
            break
        seat = session.game.to_move()
        name, g = players[seat]
        if session.needs_throw:
            at_prompt(g, re.escape(name) + r" \[Enter: throw\] ")
            g.send("")
        else:
            at_prompt(g, re.escape(name) + r" \[\? = help\] ")
            if seat == 1 and not killed:
                # Mid-turn: Bob has thrown. Kill him and start him again: same position, same throw.
                throw = "-".join(map(str, session.game.throw()))
                grid = [list(row) for row in session.game.grid()]
                os.kill(g.child.pid, signal.SIGKILL)
                g.close()
                killed = True
                at_prompt(alice, r"Bob is playing \(say, log, leave, \?\) ")
                alice.wait_screen(r"Bob's connection dropped", timeout=WAIT)
                g = client("Bob")                  # his one seat on the server: back at it by itself
                players[1] = ("Bob", g)
                at_prompt(g, r"Bob \[\? = help\] ")
                assert f"Throw: {throw}" in g.text()
                board_shows(g, 1, grid)
                alice.wait_screen(r"Bob is back", timeout=WAIT)
            g.send(a_move(session))
        session, text = changed(server, text)
        if not checked_boards and sum(1 for row in session.game.grid() for c in row if c) >= 2 \
                and not session.needs_throw and session.game.to_move() == 0:
            # Both screens redrawn at the same position: each reads it from its own seat.
            grid = [list(row) for row in session.game.grid()]
            board_shows(alice, 0, grid)
            board_shows(players[1][1], 1, grid)
            assert rows(alice) != rows(players[1][1]), "Bob's board is drawn from his own seat"
            board_shows(carol, 1, grid)                     # the watcher's too, from the seat she chose
            checked_boards = True
    assert session.game_over, "the game did not end"
    assert killed and checked_boards
    winner = players[session.outcome.winner][0]
    for g in [g for _, g in players.values()] + [carol]:
        g.wait_screen(re.escape(winner) + r".*(win|won)", timeout=WAIT)
        at_prompt(g, r"(rematch, )?(r: review the game, or )?Enter: back to the lobby ")
    board_shows(carol, 1, [list(row) for row in session.game.grid()])
    # The end screen offers the review of the game as this client verified it; q comes back to it.
    alice = players[0][1]
    alice.send("r")
    alice.wait_screen(r"Alice \(I\): \d+ turns? judged", timeout=WAIT)
    alice.wait_screen(r"(?m)^Enter: the worst moments · t: the table · q: back$", timeout=WAIT)
    alice.send("q")
    at_prompt(alice, r"rematch, r: review the game, or Enter: back to the lobby ")
