"""Fair play against a dishonest party, over loopback: honest clients catch a server that tries to pick the
opening, give no link to one that has not committed first, and claim the game from a player who stalls.

The server is the real one in a thread (helpers_client.ServerThread), patched for each test the way a
cheating operator would patch it; the clients are the game's own screens (remote_play.NetTable) with their
connections, as at two computers.
"""
from __future__ import annotations

from contextlib import contextmanager

import pytest

from framework.core.fair_dice import Chain, Commitment, new_secret, opening_seed
from framework.net.table import Table
from framework.core.session import first_seat
from games import REGISTRY
from helpers_client import ServerThread, follow, play_through, screen, seated_pair
from helpers_games import cases, dice_games

pytestmark = pytest.mark.slow          # real sockets and threads


def seat_i_first(table, seed: str) -> bool:
    """Whether ``seed`` gives seat I the first move (XII Scripta's lots, Long Nardy's opening throw)."""
    if table.spec.opening is not None:
        return table.spec.opening(seed, dict(table.options))[0] == 0
    return first_seat("random", seed) == 0


def grinding_begin(original):
    """A server that, once both links 1 are in, draws fresh secrets of its own until seat I moves first
    (at least once: a grinder does not know the honest draw would have done)."""
    def begin(self, now, unrevealed=False):
        if self.dice and not unrevealed:
            links = [bytes.fromhex(self.seats[0].link1), bytes.fromhex(self.seats[1].link1)]
            while True:
                self.secret = new_secret().hex()
                if seat_i_first(self, opening_seed((*links, Chain(bytes.fromhex(self.secret)).link(1)))):
                    break
        return original(self, now, unrevealed)
    return begin


#: The options of each registered dice game's table (XII Scripta: three stones each).
OPTIONS = {"xii": ({"stones": 3},), "nardy": ({},)}


@contextmanager
def both_stopped(tmp_path, game: str = "xii", options: dict | None = None):
    """Alice's and Bob's screens at a new table of the (patched) server, followed until both have stopped
    playing it: the two screens and the server's table."""
    server = ServerThread(tmp_path)
    spec = next(e for e in REGISTRY if e.name == game).spec()
    (alice, bob), (ha, hb) = seated_pair(server, game, options)
    try:
        loops = [screen(alice, ha, ha.table, spec=spec)[0], screen(bob, hb, hb.table, spec=spec)[0]]
        follow(loops, lambda: all(loop.stopped is not None for loop in loops))
        yield loops, server.server.tables[ha.table]
    finally:
        alice.close()
        bob.close()
        server.stop()


@pytest.mark.parametrize("game, options", cases(OPTIONS, "OPTIONS in tests/net/test_fair_play_over_the_network.py "
                                                         "(its table's options)", dice_games()))
def test_a_server_that_draws_a_new_secret_after_the_first_links_is_caught_by_both_players(tmp_path, monkeypatch,
                                                                                          game, options):
    monkeypatch.setattr(Table, "_begin", grinding_begin(Table._begin))
    with both_stopped(tmp_path, game, options) as (loops, _table):
        for loop in loops:
            assert "changed the dice chains after you revealed your first link" in loop.stopped
            assert loop.session is None, "the rigged game is not played"


def test_a_server_that_asks_for_the_first_links_before_committing_gets_none(tmp_path, monkeypatch):
    def start(self, now):
        self.state, self.owed_since = "starting", now
        self._event("start", n=1)                   # as protocol version 1 did: no server anchor yet
    monkeypatch.setattr(Table, "_start", start)
    monkeypatch.setattr(Table, "commitment_text", lambda self: None)
    with both_stopped(tmp_path) as (loops, table):
        for loop in loops:
            assert "before it committed to its own chain" in loop.stopped
        assert table.state == "starting" and not table.seats[0].link1 and not table.seats[1].link1


def test_an_honest_server_commits_first_and_the_game_is_played(tmp_path):
    server = ServerThread(tmp_path)
    (alice, bob), (ha, hb) = seated_pair(server)
    try:
        loops = [screen(alice, ha, ha.table)[0], screen(bob, hb, hb.table)[0]]
        follow(loops, lambda: all(loop.session is not None for loop in loops))
        table = server.server.tables[ha.table]
        assert all(loop.witness.commitment == table.session.setup.fair_dice for loop in loops)
        assert all(loop.stopped is None for loop in loops)
    finally:
        alice.close()
        bob.close()
        server.stop()


def test_a_player_who_stays_connected_and_never_throws_is_claimed_against_from_the_screen(tmp_path):
    server = ServerThread(tmp_path, turn_limit_s=0.6)
    (alice, bob), (ha, hb) = seated_pair(server)
    try:
        follow([], lambda: server.server.tables[ha.table].session is not None)
        mover = server.server.tables[ha.table].session.game.to_move()
        conn, held = ((alice, ha), (bob, hb))[1 - mover]          # the honest one waits; the mover stalls
        loop, _, _ = screen(conn, held, held.table)
        follow(loop, lambda: loop.session is not None and loop.deadline is not None)
        assert any("to play; after that you may claim the game" in str(line) for line in loop.under_board())
        follow(loop, lambda: loop.stalled == mover)
        assert any("has not played in time" in str(line) for line in loop.under_board())
        loop.command("claim", thrown=False)
        follow(loop, lambda: loop.session.game_over)
        assert loop.session.outcome.winner == 1 - mover and loop.session.outcome.reason == "yield"
    finally:
        alice.close()
        bob.close()
        server.stop()


def swapped(text: str) -> str:
    """A commitment with the clients' anchors at each other's seats."""
    c = Commitment.parse(text)
    return Commitment((c.anchors[1], c.anchors[0], c.anchors[2])).text()


@pytest.mark.parametrize("game, options", cases(OPTIONS, "OPTIONS in tests/net/test_fair_play_over_the_network.py "
                                                         "(its table's options)", dice_games()))
def test_a_server_that_places_the_clients_anchors_at_swapped_seats_gets_no_first_link(tmp_path, monkeypatch,
                                                                                      game, options):
    """Links are combined in seat order: a server free to place the anchors could pick between two openings
    after seeing the links 1 (and then grind its own secret for the rest)."""
    def start(self, now):
        self.state, self.owed_since = "starting", now
        self._event("start", n=1, commitment=swapped(self._commitment().text()))
    truthful = Table.commitment_text
    monkeypatch.setattr(Table, "_start", start)
    monkeypatch.setattr(Table, "commitment_text",
                        lambda self: swapped(truthful(self)) if self.state == "starting" and truthful(self) else
                        truthful(self))
    monkeypatch.setattr(Table, "_begin", grinding_begin(Table._begin))
    with both_stopped(tmp_path, game, options) as (loops, table):
        assert all("not yours" in loop.stopped for loop in loops)
        assert table.state == "starting" and not table.seats[0].link1 and not table.seats[1].link1


def test_a_rematch_whose_start_replays_the_first_games_commitment_gets_no_first_link(tmp_path, monkeypatch):
    """The rematch's commitment must hold each client's new chain: the first game's, replayed, would let the
    server draw its secret after the new links 1."""
    rematch, start, truthful, begin = Table.rematch, Table._start, Table.commitment_text, Table._begin
    ground = grinding_begin(begin)

    def keep_old(self, seat, commit, now):
        if self.state == "over":
            self.__dict__.setdefault("old", self._commitment().text())
        return rematch(self, seat, commit, now)

    def replayed_start(self, now):
        if self.games and "old" in self.__dict__:
            self.state, self.owed_since = "starting", now
            self._event("start", n=1, commitment=self.__dict__["old"])
        else:
            start(self, now)

    monkeypatch.setattr(Table, "rematch", keep_old)
    monkeypatch.setattr(Table, "_start", replayed_start)
    monkeypatch.setattr(Table, "commitment_text", lambda self: self.__dict__["old"] if self.games and
                        self.state == "starting" and "old" in self.__dict__ else truthful(self))
    monkeypatch.setattr(Table, "_begin", lambda self, now, unrevealed=False:
                        (ground if self.games else begin)(self, now, unrevealed))
    server = ServerThread(tmp_path)
    (alice, bob), (ha, hb) = seated_pair(server)
    try:
        screens = [screen(alice, ha, ha.table, rematches=1), screen(bob, hb, hb.table, rematches=1)]
        with pytest.raises(AssertionError):
            play_through(screens, 30)            # the screens stop: the rematch is not played
        for loop, _, _ in screens:
            assert loop.stopped is not None and "not yours" in loop.stopped
        table = server.server.tables[ha.table]
        assert table.games == 1 and table.state == "starting" and not any(s.link1 for s in table.seats)
    finally:
        alice.close()
        bob.close()
        server.stop()
