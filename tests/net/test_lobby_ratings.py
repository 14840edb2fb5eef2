"""The lobby's ratings (issue 35): each player's rating beside the name (``Livia 1532?`` while provisional), a
casual table said so, ``ratings [GAME]`` (a pool's leaderboard) and ``history [NAME]`` (a player's finished
games: one chosen is fetched, replayed and saved), in the player's language."""
from __future__ import annotations

import threading
import time
from dataclasses import replace

import pytest

from framework.lang.texts import LANGUAGES
from framework.net.client import Connection
from framework.net.glicko2 import Rating
from helpers_app import make_app, run
from helpers_client import WAIT, a_second_player_sits, bounded
from helpers_ratings import finished, give_key, pair_of, rated, record_of, store_of
from helpers_recorded_games import played_record
from helpers_text import said as text_said


def said(app) -> str:
    return text_said(app.term.out.getvalue())


def test_the_lobby_shows_each_players_rating_beside_the_name_and_says_casual(tmp_path, monkeypatch, server):
    store = store_of(server.server)
    rated(store, "Livia", "ataxx", Rating(1532, 200, 0.06, 3))
    rated(store, "Marcus", "ataxx", Rating(1611.4, 90, 0.06, 30))
    livia = Connection(server.address, "Livia", key=pair_of("Livia"))
    marcus = Connection(server.address, "Marcus", key=pair_of("Marcus"))
    livia.open(timeout=WAIT)
    marcus.open(timeout=WAIT)
    try:
        livia.request("create", game="ataxx", options={}, seat=1)
        marcus.request("create", game="ataxx", options={}, seat=0, casual=True)
        assert sorted(t.rated or "casual" for t in server.server.tables.values()) == ["ataxx", "casual"]
        app = make_app(tmp_path, monkeypatch, ["7", f"127.0.0.1:{server.server.port}", "Alexandra", "0", "0"])
        assert bounded(run, app, app.menu) is None
        shown = said(app)
        assert "1 Ataxx · default · (free) – Livia 1532? · waiting for a player" in shown
        assert "2 Ataxx · casual · Marcus 1611 – (free) · waiting for a player" in shown
    finally:
        livia.close()
        marcus.close()


def test_a_table_opened_from_the_lobby_is_rated_unless_its_player_says_casual(tmp_path, monkeypatch, server):
    for answer, pool in (("", "ataxx"), ("c", None)):
        app = make_app(tmp_path, monkeypatch, ["7", f"127.0.0.1:{server.server.port}", "Alice",
                                               "n", "2", "", "I", answer, "leave", "y", "0", "0"])
        before = set(server.server.tables)
        done = threading.Thread(target=run, args=(app, app.menu), daemon=True)
        done.start()
        deadline = time.monotonic() + WAIT
        while not set(server.server.tables) - before:
            assert time.monotonic() < deadline, "no table was opened"
            time.sleep(0.02)
        table = server.server.tables[(set(server.server.tables) - before).pop()]
        assert table.rated == pool
        a_second_player_sits(server, table.id, done)                   # the table's screen goes on when he sits
        assert "Rated (Enter), or c: casual, not rated" in said(app)


def test_a_casual_answer_that_is_neither_opens_no_table(tmp_path, monkeypatch, server):
    app = make_app(tmp_path, monkeypatch, ["7", f"127.0.0.1:{server.server.port}", "Alice",
                                           "n", "2", "", "I", "maybe", "0", "0"], "--lang", "cs")
    assert bounded(run, app, app.menu) is None
    assert "„maybe“ není ani jedno: Enter pro hodnocenou hru, c pro přátelskou." in said(app)
    assert not server.server.tables


def test_ratings_shows_a_pools_leaderboard_best_first_and_another_pool_by_its_number_or_game(tmp_path, monkeypatch,
                                                                                              server):
    store = store_of(server.server)
    rated(store, "Livia", "ataxx", Rating(1532, 200, 0.06, 3))
    rated(store, "Bob", "ataxx", Rating(1610, 80, 0.06, 41))
    rated(store, "Carol", "xii15", Rating(1700.4, 60, 0.06, 99))
    app = make_app(tmp_path, monkeypatch, ["7", f"127.0.0.1:{server.server.port}", "Alice",
                                           "ratings", "zzz", "1", "", "ratings ataxx", "", "ratings Long Nardy", "",
                                           "ratings nothing", "ratings XII Scripta 3", "", "0", "0"])
    assert bounded(run, app, app.menu) is None
    shown = said(app)
    assert "Ratings · XII Scripta (15 pieces each)" in shown
    assert "1 Carol · 1700 ±60 · 99" in shown
    assert "Pools: 1 XII Scripta (15 pieces each), 2 XII Scripta (3 pieces each), 3 Ataxx, 4 Latrunculi, " \
           "5 Long Nardy" in shown
    assert "“zzz” names no rating pool here." in shown
    ataxx = shown.index("Ratings · Ataxx")
    assert shown.index("1 Bob · 1610 ±80 · 41", ataxx) < shown.index("2 Livia · 1532? ±200 · 3", ataxx)
    # the busiest pool first (drawn again under the note on "zzz"), then by the game's name
    assert shown.count("Ratings · Ataxx") == 3
    assert "Ratings · Long Nardy" in shown and "No rated games in this pool yet." in shown
    assert "“nothing” names no rating pool here." in shown
    assert "Ratings · XII Scripta (3 pieces each)" in shown
    assert "Traceback" not in shown


def test_ratings_pages_a_long_leaderboard(tmp_path, monkeypatch, server):
    store = store_of(server.server)
    for n in range(20):
        rated(store, f"P{n:02d}", "nardy", Rating(2000 - n, 60, 0.06, 10))
    app = make_app(tmp_path, monkeypatch, ["7", f"127.0.0.1:{server.server.port}", "Alice",
                                           "žebříček dlouhé nardy", "+", "-", "", "0", "0"], "--lang", "cs")
    assert bounded(run, app, app.menu) is None
    shown = said(app)
    assert "Žebříček · Dlouhé nardy" in shown
    assert "Řádky 1–15 z 20: + další stránka, - předchozí." in shown
    assert "Řádky 16–20 z 20" in shown and "20 P19 · 1981 ±60 · 10" in shown


def test_history_lists_a_players_games_and_one_chosen_is_fetched_replayed_and_saved(tmp_path, monkeypatch,
                                                                                      server):
    spec, record = played_record("ataxx", limit=6)
    record = replace(record, setup=replace(record.setup, names=("Livia", "Bob")))
    store = store_of(server.server)
    finished(store, ("Livia", "Bob"), 1.0, record_of(spec, record), changes=(31.6, -29.2))
    finished(store, ("Carol", "Livia"), 1.0, record_of(spec, record), pool=None)
    app = make_app(tmp_path, monkeypatch, ["7", f"127.0.0.1:{server.server.port}", "Alice",
                                           "history Livia", "2", "s", "p", "q", "v", "q", "", "",
                                           "history Zed", "0", "0"])
    assert bounded(run, app, app.menu) is None
    shown = said(app)
    assert "Finished games of Livia" in shown
    assert "1 2026-11-28 21:30 · Ataxx · Carol · lost (casual)" in shown
    assert "2 2026-11-28 21:30 · Ataxx · Bob · won +32" in shown
    assert "Game 1 · Ataxx · Livia – Bob" in shown
    saved = list((tmp_path / "saves" / "games").glob("net-1-*.ataxx"))
    assert len(saved) == 1 and "Saved:" in shown
    assert saved[0].read_text("utf-8") == record_of(spec, record)
    assert "Ataxx · Replay of Ataxx 1 · step 0 of 6" in shown
    assert "Ataxx · Review of Ataxx 1" in shown and "The worst moments:" in shown      # not "the game just played"
    assert "no one has played under that name on this server" in shown
    assert "Traceback" not in shown


def test_history_without_a_name_is_your_own_and_says_a_loss_with_its_change(tmp_path, monkeypatch, server):
    spec, record = played_record("ataxx", limit=4)
    store = store_of(server.server)
    finished(store, ("Bob", "Alice"), 1.0, record_of(spec, record), changes=(12.2, -12.6))
    give_key(tmp_path / "config", "Alice")
    app = make_app(tmp_path, monkeypatch, ["7", f"127.0.0.1:{server.server.port}", "Alice",
                                           "historia", "", "0", "0"], "--lang", "pl")
    assert bounded(run, app, app.menu) is None
    shown = said(app)
    assert "Rozegrane partie: Alice" in shown
    assert "1 2026-11-28 21:30 · Ataxx · Bob · przegrana −13" in shown


def test_history_shows_every_game_of_its_page(tmp_path, monkeypatch, server):
    """Seven games, seven rows (a screen once cut the list after five lines: the rest could be chosen, not seen)."""
    spec, record = played_record("ataxx", limit=4)
    store = store_of(server.server)
    for n in range(7):
        finished(store, ("Bob", f"Opponent {n}"), 1.0, record_of(spec, record), changes=(5.0, -5.0))
    app = make_app(tmp_path, monkeypatch, ["7", f"127.0.0.1:{server.server.port}", "Alice",
                                           "history Bob", "", "0", "0"])
    assert bounded(run, app, app.menu) is None
    shown = said(app)
    assert all(f"· Opponent {n} · won" in shown for n in range(7)), shown[-2000:]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_ratings_and_history_screens_fit_60_columns(tmp_path, monkeypatch, server, lang):
    spec, record = played_record("ataxx", limit=4)
    store = store_of(server.server)
    rated(store, "Bartholomew Longname", "ataxx", Rating(1532, 200, 0.06, 3))
    finished(store, ("Bartholomew Longname", "Alexandra"), 0.5, record_of(spec, record),
             changes=(0.4, -0.4))
    give_key(tmp_path / "config", "Alexandra")
    app = make_app(tmp_path, monkeypatch, ["7", f"127.0.0.1:{server.server.port}", "Alexandra",
                                           "ratings 3", "", "history", "1", "zzz", "", "", "n", "2", "", "", "zzz",
                                           "0", "0"], "--lang", lang)
    app.term.fixed_size = (60, 24)
    assert bounded(run, app, app.menu) is None
    lines = app.term.out.getvalue().splitlines()
    assert any("Bartholomew Longname" in line for line in lines)
    wide = [line for line in lines if len(line) > 59]
    assert all(len(line.split()) == 1 for line in wide), wide


def test_ratings_alone_opens_the_players_own_pool_else_the_busiest_not_an_empty_one(tmp_path, monkeypatch, server):
    store = store_of(server.server)
    for n in range(3):
        rated(store, f"N{n}", "nardy", Rating(1600 + n, 60, 0.06, 10))
    rated(store, "Carol", "ataxx", Rating(1700, 60, 0.06, 12))
    app = make_app(tmp_path, monkeypatch, ["7", f"127.0.0.1:{server.server.port}", "Alice", "ratings", "", "0", "0"])
    assert bounded(run, app, app.menu) is None
    shown = said(app)
    assert "Ratings · Long Nardy" in shown and "No rated games in this pool yet." not in shown
    assert "Ratings · XII Scripta" not in shown
    # a player rated in a pool opens that one, however busy the others
    assert store.busiest_pool(store.key_of("Carol"), ["xii15", "ataxx", "nardy"]) == "ataxx"
    assert store.busiest_pool(store.key_of("N0"), ["xii15", "ataxx"]) == "ataxx"       # its own pool not offered
    assert store.busiest_pool(None, ["xii15", "xii3"]) is None
