"""What the store keeps of players (a name bound to its first key), ratings (by key and pool) and finished
games (by number, a player's newest first, every one oldest first for ``--export``)."""
from framework.net.glicko2 import Rating
from framework.net.store import FinishedGame, Store

A, B, C = "a" * 64, "b" * 64, "c" * 64


def game(table, keys, score, pool="ataxx") -> FinishedGame:
    return FinishedGame(None, table, 1, "ataxx", {}, pool, pool is not None, ("x", "y"), keys, score,
                        "resignation", "2026-11-28 21:30:00 UTC", f"the record of {table}")


def test_a_name_belongs_to_the_first_key_that_took_it():
    store = Store.open(None)
    assert store.bind_name("Livia", A) and store.bind_name("Livia", A)        # now, and again
    assert not store.bind_name("Livia", B) and not store.bind_name("livia", B)   # another key: refused, any case
    assert store.key_of("LIVIA") == A and store.name_of(A) == "Livia" and store.name_of(B) is None
    assert store.bind_name("Marcus", B) and store.key_of("Marcus") == B
    assert store.bind_name("Livia Drusilla", A)                            # a key that takes another name
    assert store.name_of(A) == "Livia Drusilla" and store.key_of("Livia") == A   # keeps the one it left
    assert not store.bind_name("Livia", B) and store.bind_name("Livia", A)    # no one else takes it; A may
    store.close()


def test_ratings_move_with_their_game_and_the_leaderboard_pages_best_first():
    store = Store.open(None)
    for key, name in ((A, "Alice"), (B, "Bob"), (C, "Carol")):
        store.bind_name(name, key)
    assert store.rating(A, "ataxx") == Rating()                            # new to the pool
    first = store.finish_game(game("t1", (A, B), 1.0), {A: Rating(1662.3, 290.3, 0.06, 1),
                                                         B: Rating(1337.7, 290.3, 0.06, 1)})
    second = store.finish_game(game("t2", (C, A), 0.5), {C: Rating(1500.0, 300.0, 0.06, 1),
                                                          A: Rating(1650.0, 250.0, 0.06, 2)})
    store.finish_game(game("t3", (B, C), None, pool=None), {})             # not rated: no rating moves
    assert (first, second) == (1, 2)
    assert store.rating(A, "ataxx") == Rating(1650.0, 250.0, 0.06, 2) and store.rating(A, "xii15") == Rating()
    rows, total = store.leaderboard("ataxx", 0, 2)
    assert [name for name, _ in rows] == ["Alice", "Carol"] and total == 3
    assert [name for name, _ in store.leaderboard("ataxx", 2, 2)[0]] == ["Bob"]
    store.close()


def test_a_players_history_is_newest_first_and_every_game_is_found_by_its_number():
    store = Store.open(None)
    for n, keys in enumerate(((A, B), (B, C), (C, A), (A, A)), 1):
        store.finish_game(game(f"t{n}", keys, 1.0), {})
    rows, total = store.history(A, 0, 2)
    assert [g.table for g in rows] == ["t4", "t3"] and total == 3            # a game against oneself once
    assert [g.table for g in store.history(A, 2, 2)[0]] == ["t1"]
    assert store.history("d" * 64, 0, 10) == ([], 0)
    found = store.finished_game(2)
    assert found.table == "t2" and found.keys == (B, C) and found.record == "the record of t2" and found.rated
    assert store.finished_game(99) is None
    assert [g.id for g in store.finished_games()] == [1, 2, 3, 4]
    assert store.highest_table_number() == 4
    store.close()
