"""Once a game counts, nobody escapes it: leaving or dropping is never a free re-roll of the opening, and a
seat that must act and does not (connected or not) can be claimed against, never held hostage.

One pure table each (framework/net/table.py), time passed in; the same rules over a real server are in
test_fair_play_over_the_network.py.
"""
import random

import pytest

from framework.core.fair_dice import Chain, new_secret
from framework.net.table import Table, TableError
from framework.core.verify import verify
from games import REGISTRY
from helpers_games import spec

NOW = 1_700_000_000_000
GRACE = 1000
LIMIT = 5000


def table(game="xii", options=None, clock_ms=None, reveal=True):
    """Alice (I) and Bob (II) seated; with dice, both links 1 revealed (the game began) when ``reveal``."""
    t = Table.new("t1", spec(game), {"stones": 3} if options is None and game == "xii" else options or {},
                  clock_ms, NOW, grace_ms=GRACE, turn_limit_ms=LIMIT)
    chains = [Chain(new_secret()), Chain(new_secret())] if t.dice else [None, None]
    for seat, name in enumerate(("Alice", "Bob")):
        t.sit(name, seat, chains[seat].anchor.hex() if chains[seat] else None, NOW)
    if t.dice and reveal:
        for seat in (0, 1):
            t.act(seat, "reveal", chains[seat].link(1).hex(), 1, NOW)
    t.chains = chains
    return t


def kinds(t):
    return [(e["kind"], e.get("seat"), e.get("reason")) for e in t.take_events()]


def first_throw(t, now=NOW):
    """The mover throws the game's first throw (the other's link first)."""
    mover = t.session.game.to_move()
    n = t.pending
    t.act(1 - mover, "reveal", t.chains[1 - mover].link(n).hex(), n, now)
    t.act(mover, "throw", t.chains[mover].link(n).hex(), n, now)
    return mover


@pytest.mark.parametrize("how", ["leave", "drop"])
def test_the_first_mover_who_dislikes_the_throw_and_goes_can_be_claimed_against(how):
    t = table()
    mover = first_throw(t)
    t.take_events()
    getattr(t, how)(mover, NOW + 10)
    assert t.state == "playing", "the game is not called off: the throw is out"
    with pytest.raises(TableError) as refused:
        t.claim(1 - mover, "win", NOW + 10 + GRACE - 1)
    assert refused.value.code == "not_gone"
    t.tick(NOW + 10 + GRACE)
    assert ("claimable", mover, "gone") in kinds(t)
    t.claim(1 - mover, "win", NOW + 10 + GRACE + 1)
    assert t.state == "over" and t.session.outcome.winner == 1 - mover and t.session.outcome.reason == "yield"


def test_leaving_after_the_opening_is_known_but_before_any_throw_is_no_re_roll_either():
    t = table()
    mover = t.session.game.to_move()
    t.leave(mover, NOW)
    assert t.state == "playing"
    n = t.pending                                              # the other's link of the first throw, as its client
    t.act(1 - mover, "reveal", t.chains[1 - mover].link(n).hex(), n, NOW)   # sends it by itself
    t.tick(NOW + GRACE)
    t.claim(1 - mover, "win", NOW + GRACE)
    assert t.session.outcome.winner == 1 - mover


def test_a_seat_that_withholds_its_first_link_after_the_other_revealed_loses_by_claim_and_the_record_verifies():
    t = table(reveal=False)
    t.act(0, "reveal", t.chains[0].link(1).hex(), 1, NOW)           # Alice reveals; Bob keeps his back
    t.take_events()
    t.tick(NOW + LIMIT - 1)
    assert kinds(t) == [] and t.state == "starting"
    t.tick(NOW + LIMIT)
    assert kinds(t) == [("claimable", 1, "no_reveal")]
    with pytest.raises(TableError) as owing:
        t.claim(1, "win", NOW + LIMIT)                              # the one who owes cannot claim
    assert owing.value.code == "not_gone"                           # (the other is here, and owes nothing)
    t.claim(0, "win", NOW + LIMIT + 1)
    assert t.state == "over" and t.session.outcome.winner == 0
    report = verify(t.record_text(), REGISTRY)
    assert report.ok and report.result and "yield" in report.result, report


def test_leaving_while_the_other_has_revealed_its_first_link_keeps_the_game():
    t = table(reveal=False)
    t.act(1, "reveal", t.chains[1].link(1).hex(), 1, NOW)
    t.leave(0, NOW + 1)
    assert t.state == "starting" and t.info()["connected"] == [False, True]
    t.tick(NOW + 1 + GRACE)
    t.claim(1, "win", NOW + 2 + GRACE)
    assert t.state == "over" and t.session.outcome.winner == 1


def test_leaving_before_anyone_revealed_anything_still_calls_the_game_off():
    t = table(reveal=False)
    t.leave(0, NOW)
    assert t.state == "cancelled"


def test_a_mover_who_stays_connected_and_never_throws_can_be_claimed_against_after_the_turn_limit():
    t = table()
    mover = t.session.game.to_move()
    n = t.pending
    t.act(1 - mover, "reveal", t.chains[1 - mover].link(n).hex(), n, NOW)    # the other did its part
    t.take_events()
    assert t.snapshot(1 - mover)["owing"] == {"seats": [mover], "left_ms": LIMIT}
    t.tick(NOW + LIMIT)
    assert kinds(t) == [("claimable", mover, "turn_limit")]
    t.claim(1 - mover, "win", NOW + LIMIT + 1)
    assert t.session.outcome.winner == 1 - mover


def test_the_staller_cannot_claim_when_the_waiting_player_gives_up_and_goes():
    t = table()
    mover = first_throw(t)                         # thrown, and then nothing
    t.tick(NOW + LIMIT)
    t.drop(1 - mover, NOW + LIMIT)                 # the other gives up waiting
    t.tick(NOW + LIMIT + GRACE)
    with pytest.raises(TableError) as refused:
        t.claim(mover, "win", NOW + LIMIT + GRACE + 1)
    assert refused.value.code == "act_first"
    assert t.state == "playing"


def test_acting_late_but_before_a_claim_lets_the_game_go_on():
    t = table()
    mover = first_throw(t)
    t.tick(NOW + LIMIT)
    assert t.seats[mover].claimable
    game = t.session.game
    t.act(mover, game.format_action(game.legal_actions()[0]), None, None, NOW + LIMIT + 1)
    assert not t.seats[mover].claimable and ("back", mover, None) in kinds(t)


def test_a_seat_that_withholds_its_link_for_the_very_first_throw_can_be_claimed_against():
    t = table()
    mover = t.session.game.to_move()
    n = t.pending
    t.act(mover, "throw", t.chains[mover].link(n).hex(), n, NOW)          # the mover asks; the other is silent
    t.take_events()
    t.tick(NOW + LIMIT)
    assert kinds(t) == [("claimable", 1 - mover, "no_reveal")]
    t.claim(mover, "win", NOW + LIMIT)
    assert t.session.outcome.winner == mover


def test_a_game_without_dice_has_the_turn_limit_too_but_a_clock_game_leaves_the_mover_to_its_clock():
    t = table("ataxx", {})
    mover = t.session.game.to_move()
    t.tick(NOW + LIMIT)
    assert kinds(t)[-1] == ("claimable", mover, "turn_limit")
    clocked = table("ataxx", {}, clock_ms=600_000)
    clocked.tick(NOW + LIMIT * 10)
    assert clocked.state == "playing" and not any(s.claimable for s in clocked.seats)
    assert clocked.snapshot(0)["owing"] is None


def test_a_restarted_server_gives_the_seat_that_must_act_a_fresh_turn_limit():
    import json
    from helpers_table import Files
    t = table()
    rng = random.Random(3)
    mover = first_throw(t)
    game = t.session.game
    t.act(mover, game.format_action(rng.choice(game.legal_actions())), None, None, NOW)
    saved = Files().save(t)
    later = NOW + 10 * LIMIT
    back = Table.load(json.loads(saved["state"]), t.spec, saved["record"], later, grace_ms=GRACE,
                      turn_limit_ms=LIMIT)
    back.resume(0, later)
    back.resume(1, later)
    back.take_events()
    back.tick(later + LIMIT - 1)
    assert not any(s.claimable for s in back.seats)
    back.tick(later + LIMIT)
    assert any(k == "claimable" for k, _, _ in kinds(back))


def test_a_mover_who_owes_its_move_cannot_claim_against_an_opponent_who_gave_up_waiting():
    t = table()
    mover = first_throw(t)                         # thrown, then nothing, within the turn limit
    t.leave(1 - mover, NOW + 10)                   # the other gives up
    t.tick(NOW + 10 + GRACE)
    with pytest.raises(TableError) as refused:
        t.claim(mover, "win", NOW + 10 + GRACE)
    assert refused.value.code == "act_first" and t.state == "playing"


def test_the_turn_limit_is_for_the_whole_turn_not_for_each_action_of_it():
    t = table("xii", {"stones": 15})
    mover = first_throw(t)                         # three dice: three pieces to bring in
    for at in (NOW + 2 * LIMIT // 5, NOW + 4 * LIMIT // 5):       # each action well inside the limit
        game = t.session.game
        t.act(mover, game.format_action(game.legal_actions()[0]), None, None, at)
    assert t.session.game.to_move() == mover and not t.seats[mover].claimable
    t.tick(NOW + LIMIT)
    assert t.seats[mover].claimable, "playing a part of the turn now and then does not hold the game"
