"""One table without a network: seats and tokens, the joint dice's flow, draws, the grace period and the
claim, rematch, the record it says has changed, and a table rebuilt from the files the server writes of it
throwing exactly what it would have thrown."""
import json
import random

import pytest

from framework.core.fair_dice import Chain, new_secret
from framework.net.table import Table, TableError
from helpers_games import cases, spec
from helpers_table import Files

NOW = 1_700_000_000_000


class Seats:
    """The two clients of a pure table: their names, tokens and chains; ``save()`` writes its files."""

    def __init__(self, game, options=None, grace_ms=1000, turn_limit_ms=300_000):
        self.spec = spec(game)
        self.files = Files()
        self.saved = self.files.saved
        self.table = Table.new("t1", self.spec, options or {}, None, NOW, grace_ms=grace_ms,
                               turn_limit_ms=turn_limit_ms)
        self.chains = [Chain(new_secret()), Chain(new_secret())] if self.table.dice else [None, None]
        self.tokens = [None, None]
        for seat, name in enumerate(("Alice", "Bob")):
            commit = self.chains[seat].anchor.hex() if self.chains[seat] else None
            got, self.tokens[seat] = self.table.sit(name, seat, commit, NOW)
            assert got == seat
        if self.table.dice:
            for seat in (0, 1):
                self.table.act(seat, "reveal", self.chains[seat].link(1).hex(), 1, NOW)

    def kinds(self):
        return [e["kind"] for e in self.table.take_events()]

    def save(self):
        self.files.save(self.table)

    def link(self, seat, n):
        return self.chains[seat].link(n).hex()

    def throw(self):
        """The throw due, by both seats' links (the seat not to move first)."""
        t = self.table
        mover = t.session.game.to_move()
        if t.pending is None:
            t.act(mover, "throw", None, None, NOW)
            return
        n = t.pending
        t.act(1 - mover, "reveal", self.link(1 - mover, n), n, NOW)
        t.act(mover, "throw", self.link(mover, n), n, NOW)

    def play_random(self, rng, actions=10**6):
        t = self.table
        while actions > 0 and not t.session.game_over:
            if t.session.needs_throw:
                self.throw()
                continue
            game = t.session.game
            t.act(game.to_move(), game.format_action(rng.choice(game.legal_actions())), None, None, NOW)
            actions -= 1


def test_a_table_begins_when_both_seats_are_taken():
    s = Seats("ataxx")
    assert s.kinds() == ["seated", "seated", "begin"]
    assert s.table.state == "playing" and s.table.info()["seats"] == ["Alice", "Bob"]
    assert s.table.seat_of(s.tokens[1]) == 1
    with pytest.raises(TableError) as err:
        s.table.seat_of("not a token")
    assert err.value.code == "bad_token"
    s.save()
    assert s.tokens[0] not in s.saved["state"] and s.tokens[1] not in s.saved["state"]   # only their hashes


def test_a_dice_game_starts_with_links_1_and_asks_for_each_throws_links():
    s = Seats("xii", {"stones": 3})
    kinds = s.kinds()
    assert kinds[:3] == ["seated", "seated", "start"] and kinds[3:] == ["begin", "link"]
    t = s.table
    n = t.pending
    assert n == 2
    mover = t.session.game.to_move()
    with pytest.raises(TableError) as err:
        t.act(mover, "place 1", None, None, NOW)
    assert err.value.code == "throw_first"
    with pytest.raises(TableError) as err:
        t.act(1 - mover, "reveal", s.link(1 - mover, n + 1), n + 1, NOW)
    assert err.value.code == "wrong_link_number"
    with pytest.raises(TableError) as err:
        t.act(1 - mover, "reveal", s.link(mover, n), n, NOW)            # the other's link: not the own chain
    assert err.value.code == "bad_link"
    s.throw()
    throw = [e for e in t.take_events() if e["kind"] == "throw"][0]
    assert throw["n"] == 2 and len(throw["links"]) == 3 and len(throw["throw"]) == 3
    s.save()
    assert "Fair-Dice-Reveal: 2 " in s.saved["record"]


def test_an_illegal_action_is_refused_with_the_engines_words_and_changes_nothing():
    s = Seats("ataxx")
    before = s.table.record_text()
    with pytest.raises(TableError) as err:
        s.table.act(0, "a7a4", None, None, NOW)
    assert err.value.code == "illegal" and err.value.params["code"] and err.value.params["action"] == "a7a4"
    with pytest.raises(TableError) as err:
        s.table.act(1, "a1a2", None, None, NOW)
    assert err.value.code == "not_your_turn"
    assert s.table.record_text() == before


def test_the_table_says_when_its_record_changed_and_only_then():
    """The server writes a table's record when ``record_version`` moved on: a new game, a throw, a play and
    the end move it; chat, watchers, a drop and a return, time and a refused action do not."""
    s = Seats("xii", {"stones": 3})
    t = s.table
    assert t.record_version == 1 and t.record_text()            # begun: the record's header, links 1 in it
    mover = t.session.game.to_move()
    t.say(0, "hello")
    t.watch(+1)
    t.drop(1, NOW)
    t.resume(1, NOW)
    t.tick(NOW + 1)
    with pytest.raises(TableError):
        t.act(mover, "place 1", None, None, NOW)                # throw first
    assert t.record_version == 1
    before = t.record_text()
    s.throw()
    assert t.record_version == 2 and t.record_text() != before
    while t.session.needs_throw is False and not t.session.game_over:
        version, before = t.record_version, t.record_text()
        game = t.session.game
        t.act(game.to_move(), game.format_action(game.legal_actions()[0]), None, None, NOW)
        assert t.record_version == version + 1 and t.record_text() != before
    version = t.record_version
    t.act(0, "yield", None, None, NOW)
    assert t.record_version == version + 1 and "wins by yield" in t.record_text()


def test_a_rematchs_game_is_a_new_record_change():
    s = Seats("ataxx")
    t = s.table
    s.play_random(random.Random(9))
    version = t.record_version
    t.rematch(0, None, NOW)
    assert t.record_version == version                          # one asked: nothing begins
    t.rematch(1, None, NOW)
    assert t.record_version == version + 1 and t.games == 1 and "Result" not in t.record_text()


def test_a_draw_is_offered_by_the_mover_and_ends_the_game_when_accepted():
    s = Seats("latrunculi")
    s.kinds()
    t = s.table
    t.act(0, "draw", None, None, NOW)
    assert s.kinds() == ["draw_offer"]
    t.act(1, "decline", None, None, NOW)
    assert s.kinds() == ["draw_declined"]
    with pytest.raises(TableError):
        t.act(1, "accept", None, None, NOW)                     # nothing to accept now
    t.act(0, "draw", None, None, NOW)
    t.act(1, "accept", None, None, NOW)
    events = t.take_events()
    assert [e["kind"] for e in events] == ["draw_offer", "play", "end"]
    assert events[-1]["winner"] is None and events[-1]["reason"] == "agreement"


def test_ataxx_has_no_draw_offer():
    s = Seats("ataxx")
    with pytest.raises(TableError) as err:
        s.table.act(0, "draw", None, None, NOW)
    assert err.value.code == "illegal"


def test_a_dropped_player_may_be_claimed_against_after_the_grace_period_only():
    s = Seats("ataxx", grace_ms=1000)
    t = s.table
    s.play_random(random.Random(3), actions=3)      # seat I moved last: seat II, to move, drops
    assert t.session.game.to_move() == 1
    t.drop(1, NOW)
    t.tick(NOW + 999)
    with pytest.raises(TableError) as err:
        t.claim(0, "win", NOW + 999)
    assert err.value.code == "not_gone"
    t.tick(NOW + 1000)
    assert t.snapshot(0)["gone"]["claimable"]
    t.claim(0, "wait", NOW + 1001)
    assert t.state == "playing"
    t.claim(0, "win", NOW + 1002)
    end = [e for e in t.take_events() if e["kind"] == "end"][0]
    assert end["winner"] == 0 and end["reason"] in ("yield", "resignation") and t.state == "over"


def test_a_claim_against_the_absent_xii_player_is_a_yield_the_record_keeps_once_the_claimer_owes_nothing():
    from framework.core.record import read, restore
    from framework.core.spec import new_session
    s = Seats("xii", {"stones": 3})
    t = s.table
    s.play_random(random.Random(5), actions=4)
    absent = 1 - t.session.game.to_move()
    t.drop(absent, NOW)
    t.tick(NOW + 1000)
    with pytest.raises(TableError) as owing:
        t.claim(1 - absent, "win", NOW + 1000)            # its own turn first: no staller wins by waiting
    assert owing.value.code == "act_first"
    while t.session.game.to_move() != absent:             # the turn played out: now the absent seat owes
        if t.session.needs_throw:
            s.throw()
            continue
        game = t.session.game
        t.act(game.to_move(), game.format_action(game.legal_actions()[0]), None, None, NOW)
    if t.pending is not None:
        t.act(1 - absent, "reveal", s.link(1 - absent, t.pending), t.pending, NOW)
    t.claim(1 - absent, "win", NOW + 1000)
    s.save()
    assert s.saved["record"].rstrip().endswith(f"Result: {('I', 'II')[1 - absent]} wins by yield\nEnd")
    back = restore(read(s.saved["record"], s.spec.codec), s.spec.codec, lambda setup: new_session(s.spec, setup))
    assert back.outcome.winner == 1 - absent and back.outcome.reason == "yield"


def test_a_game_without_a_move_is_cancelled_when_a_player_stays_away():
    s = Seats("ataxx", grace_ms=1000)
    s.table.drop(0, NOW)
    s.table.tick(NOW + 1000)
    assert s.table.state == "cancelled" and s.kinds()[-1] == "cancelled"


def test_a_player_who_comes_back_in_time_is_back():
    s = Seats("ataxx", grace_ms=1000)
    s.table.drop(0, NOW)
    s.table.resume(0, NOW + 500)
    s.table.tick(NOW + 5000)
    assert s.table.state == "playing" and s.kinds()[-2:] == ["gone", "back"]


def test_a_rematch_swaps_the_seats_and_keeps_the_tokens():
    s = Seats("xii", {"stones": 1})
    t = s.table
    s.play_random(random.Random(2))
    assert t.state == "over"
    fresh = [Chain(new_secret()), Chain(new_secret())]
    t.rematch(0, fresh[0].anchor.hex(), NOW)
    assert t.state == "over"
    t.rematch(1, fresh[1].anchor.hex(), NOW)
    assert t.info()["seats"] == ["Bob", "Alice"] and t.state == "starting" and t.games == 1
    assert t.seat_of(s.tokens[0]) == 1 and t.seat_of(s.tokens[1]) == 0
    t.act(0, "reveal", fresh[1].link(1).hex(), 1, NOW)       # Bob, now seat I, with his new chain
    t.act(1, "reveal", fresh[0].link(1).hex(), 1, NOW)
    assert t.state == "playing" and t.session.setup.names == ("Bob", "Alice")


#: The options of each registered game's table rebuilt from its files (XII Scripta: three stones each).
REBUILT = {"xii": ({"stones": 3},), "ataxx": ({},), "latrunculi": ({},), "nardy": ({},)}


@pytest.mark.parametrize("game,options", cases(REBUILT, "REBUILT in tests/net/test_table.py (its table's options)"))
def test_a_table_rebuilt_from_its_files_throws_what_it_would_have_thrown(game, options):
    s = Seats(game, options)
    t = s.table
    s.play_random(random.Random(7), actions=12)
    if t.dice and t.pending is not None:                      # halfway: one link of the throw due is in
        mover = t.session.game.to_move()
        t.act(1 - mover, "reveal", s.link(1 - mover, t.pending), t.pending, NOW)
    s.save()
    back = Table.load(json.loads(s.saved["state"]), s.spec, s.saved["record"], NOW + 5)
    assert back.session.game.notation() == t.session.game.notation()
    assert (back.pending, back.pending_links, back.state, back.seq) == (t.pending, t.pending_links, t.state, t.seq)
    assert back.seats[0].connected is False                   # everyone must come back
    for table in (t, back):                                   # the same moves from here on, on both
        s.table = table
        table.take_events()
        s.play_random(random.Random(11), actions=20)
    assert back.record_text() == t.record_text()


def test_a_seat_that_keeps_its_link_back_for_the_turn_limit_is_as_good_as_gone():
    s = Seats("xii", {"stones": 3}, grace_ms=120_000, turn_limit_ms=1000)
    t = s.table
    s.play_random(random.Random(4), actions=3)
    while t.session.needs_throw is False:
        game = t.session.game
        t.act(game.to_move(), game.format_action(random.Random(1).choice(game.legal_actions())), None, None, NOW)
    mover = t.session.game.to_move()
    t.act(mover, "throw", s.link(mover, t.pending), t.pending, NOW)          # the mover asks; the other is silent
    t.take_events()
    t.tick(NOW + 999)
    with pytest.raises(TableError):
        t.claim(mover, "win", NOW + 999)
    t.tick(NOW + 1000)
    assert [(e["kind"], e["seat"], e["reason"]) for e in t.take_events()] == [("claimable", 1 - mover, "no_reveal")]
    t.claim(mover, "win", NOW + 1001)
    assert t.session.outcome.winner == mover


def test_a_dice_game_where_neither_first_link_comes_is_called_off():
    spec_ = spec("xii")
    t = Table.new("t1", spec_, {"stones": 3}, None, NOW, grace_ms=1000, turn_limit_ms=1000)
    t.sit("Alice", 0, Chain(new_secret()).anchor.hex(), NOW)
    t.sit("Bob", 1, Chain(new_secret()).anchor.hex(), NOW)
    t.tick(NOW + 1000)
    assert t.state == "cancelled" and t.reason == "no_reveal"


def test_a_seat_whose_clock_runs_out_loses_on_time():
    sp = spec("ataxx")
    t = Table.new("t1", sp, {}, 60_000, NOW)
    t.sit("Alice", 0, None, NOW)
    t.sit("Bob", 1, None, NOW)
    t.act(0, "a7a6", None, None, NOW + 10_000)
    t.take_events()
    t.tick(NOW + 10_000 + 59_999)
    assert t.state == "playing"
    t.tick(NOW + 10_000 + 60_000)
    end = t.take_events()[-1]
    assert end["kind"] == "end" and end["winner"] == 0 and end["reason"] == "time"


def test_leaving_before_the_first_move_frees_the_seat_and_after_it_keeps_it():
    s = Seats("ataxx")
    t = s.table
    t.leave(1, NOW)
    assert t.state == "open" and t.info()["seats"] == ["Alice", None] and t.session is None
    seat, token = t.sit("Carol", None, None, NOW)
    assert seat == 1 and t.state == "playing"
    t.act(0, "a7a6", None, None, NOW)
    t.leave(1, NOW)
    assert t.state == "playing" and t.info()["seats"] == ["Alice", "Carol"] and t.info()["connected"] == [True, False]
    s2 = Seats("ataxx")
    s2.table.leave(1, NOW)
    s2.table.leave(0, NOW)
    assert s2.table.state == "cancelled"


def test_a_finished_table_is_restored_without_replaying_it_and_may_still_rematch():
    s = Seats("ataxx")
    s.play_random(random.Random(9))
    s.save()
    back = Table.load(json.loads(s.saved["state"]), s.spec, s.saved["record"], NOW)
    assert back.state == "over" and back.session is None and back.record_text() == s.saved["record"]
    back.rematch(0, None, NOW)
    back.rematch(1, None, NOW)
    assert back.state == "playing" and back.info()["seats"] == ["Bob", "Alice"] and back.record_text() != s.saved["record"]
