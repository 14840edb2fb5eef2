"""At a server's table the seats of the games whose seats are colours (Ataxx, Latrunculi) are the players: the
screen names them as the server seats them (its status lines, its prompt, the end), and the game's review
after it says "Alice (I) – Bob (II)", not "Czarny (I) – Biały (II)" (issue 32). At one keyboard
the seats keep their colours' names (tests/ataxx/test_turn_loop.py)."""
from __future__ import annotations

import io

import pytest

from framework.tui.prompt import Leave
from games import REGISTRY
from helpers_app import make_app
from helpers_client import bounded, follow, seated_pair, table_screen
from helpers_games import coloured_seats
from helpers_text import said

LANG = "pl"


def a_move(table) -> str:
    game = table.session.game
    return game.format_action(game.legal_actions()[0])


@pytest.mark.parametrize("game", coloured_seats())
def test_the_seats_are_named_by_their_players_on_the_screen_and_in_the_review(server, tmp_path, monkeypatch, game):
    spec = next(e for e in REGISTRY if e.name == game).spec()
    app = make_app(tmp_path, monkeypatch, ["q"], "--lang", LANG)         # the review, then back (q)
    reviewed: list = []

    def review(record) -> None:
        reviewed.append(record)
        app.reviews.review_record(spec, record)
    (alice, bob), (ha, hb) = seated_pair(server, game, {})
    try:
        la, term_a = table_screen(alice, ha, ha.table, spec, io.BytesIO(b"r\n\n"), lang=LANG, on_review=review)
        lb, term_b = table_screen(bob, hb, hb.table, spec, io.BytesIO("t\n".encode()), lang=LANG)
        tables = [la, lb]
        follow(tables, lambda: la.session is not None and lb.session is not None)
        colours = {la.t("name.0"), la.t("name.1")}
        for _ in range(2):                                  # a move each
            mover = tables[la.session.game.to_move()]
            mover.command(a_move(mover), thrown=True)
            follow(tables, lambda: la.seq == lb.seq)
        for table in tables:
            status = " ".join(table.view.status(table.session, table.view_seat, table.screen.left_ms))
            assert "Alice" in status and "Bob" in status and not any(c in status for c in colours), status
            prompt = table.view.prompt(table.session, None)
            assert prompt.startswith(("Alice", "Bob")), prompt
        lb.command("poddaj", thrown=True)                   # Bob gives up (t: yes)
        follow(tables, lambda: la.session.game_over and lb.session.game_over)
        for table in tables:
            ending = " ".join(str(n) for n in table.view.end(table.session))
            assert "Alice" in ending and not any(c in ending for c in colours), ending

        def play_to_the_lobby():
            try:
                la.run()                                    # the end screen: r (the review), then Enter
            except Leave:
                pass
        bounded(play_to_the_lobby)
        assert [record.setup.names for record in reviewed] == [("Alice", "Bob")]
        shown = said(app.term.out.getvalue())
        assert "Alice (I) – Bob (II)" in shown, shown[-2000:]
    finally:
        alice.close()
        bob.close()
