"""A client keeps the commitment it revealed against and the past it saw, and refuses a later story that
changes either (framework/net/witness.py), at the screen too: the server's rewrite is named and the table left.
"""
from __future__ import annotations

import copy
from dataclasses import replace
from types import SimpleNamespace

import pytest

from framework.core.fair_dice import Chain, Commitment, new_secret
from framework.net.witness import Witness, WitnessError, check_commitment, first_link
from framework.core.record import read
from helpers_table import XII, ScriptedTable, a_legal_move, table_client


def anchors(n=3):
    return [Chain(new_secret()).anchor for _ in range(n)]


def test_no_link_one_without_the_three_anchors_and_this_seats_own_at_this_seat():
    mine, other, server = anchors()
    with pytest.raises(WitnessError) as missing:
        check_commitment(None, 0, [mine])
    assert missing.value.code == "no_commitment"
    with pytest.raises(WitnessError) as garbled:
        check_commitment("v1 4096 zz", 0, [mine])
    assert garbled.value.code == "no_commitment"
    swapped = Commitment((other, mine, server)).text()
    with pytest.raises(WitnessError) as wrong_seat:
        check_commitment(swapped, 0, [mine])                  # seat I's anchor at seat II: no link
    assert wrong_seat.value.code == "not_my_anchor"
    assert check_commitment(swapped, 1, [mine]).text() == swapped
    for twice in ((mine, mine, server), (mine, other, mine), (mine, other, other)):
        with pytest.raises(WitnessError) as doubled:
            check_commitment(Commitment(twice).text(), 0, [mine])
        assert doubled.value.code == "not_my_anchor"


def test_a_rematchs_link_one_goes_with_its_new_chain_at_the_other_seat():
    assert first_link(0, "aa", "", None) == (0, "aa")
    assert first_link(0, "aa", "bb", 1) == (1, "bb")


def test_a_commitment_that_keeps_my_chain_but_changes_another_anchor_is_refused():
    mine, other, server = anchors()
    w = Witness()
    w.committed(Commitment((mine, other, server)).text(), 0, [mine])
    with pytest.raises(WitnessError) as changed:
        w.committed(Commitment((mine, other, Chain(new_secret()).anchor)).text(), 0, [mine])
    assert changed.value.code == "commitment_changed"
    rematch = Chain(new_secret()).anchor                 # the client's own new chain: a new game
    w.committed(Commitment((other, rematch, server)).text(), 1, [rematch])
    assert w.commitment == Commitment((other, rematch, server)).text()
    with pytest.raises(WitnessError) as replayed:        # the old game's commitment again: its chain is not new
        w.committed(Commitment((mine, other, server)).text(), 1, [rematch])
    assert replayed.value.code == "not_my_anchor"


def test_a_record_whose_commitment_differs_from_the_start_is_refused_even_before_any_turn():
    table = ScriptedTable(first=0)
    mine = table.chains[0].anchor
    w = Witness()
    told = Commitment((mine, table.chains[1].anchor, Chain(new_secret()).anchor)).text()
    w.committed(told, 0, [mine])
    with pytest.raises(WitnessError) as changed:
        w.follow(record_of(table), 0, 1, [mine])
    assert changed.value.code == "commitment_changed"


def played_table(moves: int = 2) -> ScriptedTable:
    table = ScriptedTable(first=0)
    table.throw()
    for _ in range(moves):
        table.play(a_legal_move(SimpleNamespace(session=table.session)))
    return table


def record_of(table: ScriptedTable):
    return read(table.snapshot(0)["record"], XII.codec)


def test_a_later_record_must_extend_the_past_seen_and_may_add_to_the_last_turn():
    table = played_table(1)
    w = Witness()
    first = record_of(table)
    w.follow(first, 0)
    table.play(a_legal_move(SimpleNamespace(session=table.session)))
    w.follow(record_of(table), 0)                      # the same turn, one more action: fine
    with pytest.raises(WitnessError) as shorter:
        w.follow(first, 0)
    assert shorter.value.code == "history_changed"
    other = record_of(table)
    forged = replace(other, entries=(replace(other.entries[0], throw=tuple(7 - d for d in other.entries[0].throw)),))
    with pytest.raises(WitnessError) as rewritten:
        w.follow(forged, 0)
    assert rewritten.value.code == "history_changed"


def test_a_snapshot_that_rewrites_the_past_is_named_at_the_screen_and_the_table_left(tmp_path):
    table = ScriptedTable(first=1)
    loop, conn, term = table_client(table, 0, [], tmp_path)
    loop.pump()
    fork = copy.deepcopy(table)                        # the same game, two futures
    conn.inbox.put(table.throw())
    legal = table.session.game.legal_actions()
    conn.inbox.put(table.play(table.session.game.format_action(legal[0])))
    loop.pump()
    loop.pump()
    assert loop.stopped is None and len(loop.session.history) == 1
    fork.throw()
    fork.play(fork.session.game.format_action(next(a for a in legal[1:]
                                                   if fork.session.game.format_action(a) != loop.session.history[0].text)))
    fork.seq = table.seq + 1
    conn.inbox.put(fork.snapshot(0))
    loop.pump()
    assert loop.stopped is not None and "tried to rewrite it" in loop.stopped
    assert loop.session is None


def test_a_client_started_again_checks_the_server_against_the_commitment_it_kept_in_network_json(tmp_path):
    from framework.net.memory import Held, Memory
    table = ScriptedTable(first=1)
    kept = Commitment(tuple(c.anchor for c in table.chains[:2]) + (Chain(new_secret()).anchor,)).text()
    Memory(str(tmp_path / "network.json")).hold("test:1", Held("t1", 0, "token", table.secrets[0].hex(),
                                                                 commitment=kept))
    held = Memory.load(str(tmp_path)).held("test:1")["t1"]       # the client started again reads it back
    assert held.commitment == kept
    loop, conn, term = table_client(table, 0, [], tmp_path, held=held)
    loop.pump()
    assert loop.stopped is not None and "changed the dice chains" in loop.stopped


def test_the_commitment_is_remembered_with_the_seat(tmp_path):
    table = ScriptedTable(first=1)
    loop, conn, term = table_client(table, 0, [], tmp_path)
    loop.pump()
    assert loop.stopped is None
    assert loop.held.commitment == table.session.setup.fair_dice
