"""A client's copy of the game follows the server's events only when they hold: a throw whose links or
dice were changed on the way, or an event for the seat not to move, is refused and changes nothing."""
import asyncio
import random

import pytest

from framework.net.mirror import MirrorError, apply_play, apply_throw, rebuild
from games import REGISTRY
from helpers_games import spec
from helpers_net import NetClient, Player, play_out, running_server


@pytest.fixture(scope="module")
def heard():
    """What Alice's connection heard of a whole two-stone XII game: the first snapshot with a game, then
    every event after it."""
    async def play():
        async with running_server(REGISTRY) as server:
            a = await NetClient("Alice").connect(server.port)
            b = await NetClient("Bob").connect(server.port)
            pa, pb = Player(a, spec("xii"), random.Random(3)), Player(b, spec("xii"), random.Random(4))
            await pa.create({"stones": 2})
            await pb.join(pa.table)
            await play_out([pa, pb], timeout=40)
            await a.close()
            await b.close()
            return a.messages
    messages = asyncio.run(play())
    at = next(i for i, m in enumerate(messages) if m["type"] == "snapshot" and m["record"])
    events = [m for m in messages[at + 1:] if m["type"] == "event"]
    return messages[at], events


def follow(snapshot, events):
    session, _ = rebuild(spec("xii"), snapshot["record"])
    for event in events:
        if event["seq"] <= snapshot["seq"]:
            continue
        if event["kind"] == "throw":
            apply_throw(session, event)
        elif event["kind"] == "play":
            apply_play(session, event)
    return session


def first_throw(events):
    return next(i for i, e in enumerate(events) if e["kind"] == "throw" and e.get("links"))


def test_the_events_as_sent_bring_the_copy_to_the_end(heard):
    snapshot, events = heard
    assert follow(snapshot, events).game_over


def test_a_throw_changed_on_the_way_is_refused_and_nothing_is_thrown(heard):
    snapshot, events = heard
    i = first_throw(events)
    session = follow(snapshot, events[:i])
    before = session.game.notation()
    changed = dict(events[i], throw=[(d % 6) + 1 for d in events[i]["throw"]])
    with pytest.raises(MirrorError) as refused:
        apply_throw(session, changed)
    assert refused.value.code == "bad_throw"
    assert refused.value.thrown == tuple(events[i]["throw"])      # what the links really give
    assert session.needs_throw and session.game.notation() == before


def test_a_link_changed_on_the_way_is_refused(heard):
    snapshot, events = heard
    i = first_throw(events)
    session = follow(snapshot, events[:i])
    links = list(events[i]["links"])
    links[2] = ("0" if links[2][0] != "0" else "1") + links[2][1:]       # the server's link, one digit off
    with pytest.raises(MirrorError) as refused:
        apply_throw(session, dict(events[i], links=links))
    assert refused.value.code == "bad_throw"
    assert session.needs_throw


def test_a_play_for_the_seat_not_to_move_is_refused(heard):
    snapshot, events = heard
    i = next(i for i, e in enumerate(events) if e["kind"] == "play")
    session = follow(snapshot, events[:i])
    played = len(session.history)
    with pytest.raises(MirrorError) as refused:
        apply_play(session, dict(events[i], seat=1 - events[i]["seat"]))
    assert refused.value.code == "wrong_seat"
    assert len(session.history) == played
