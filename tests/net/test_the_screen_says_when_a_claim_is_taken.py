"""The screen says when the server takes a claim: a player whose opponent stayed away during the player's own
turn is told to play the turn out first (the server refuses a claim from a seat that owes an action)."""
from helpers_table import ScriptedTable, table_client


def under_board_with_bob_gone(tmp_path, first: int) -> str:
    """Seat I's screen (``first`` to throw) after Bob, seat II, went and his grace ran out: its lines under
    the board."""
    table = ScriptedTable(first=first)
    loop, conn, term = table_client(table, 0, [], tmp_path)
    loop.pump()
    conn.inbox.put(table.event("gone", seat=1, name="Bob", grace_ms=0))
    conn.inbox.put(table.event("claimable", seat=1, name="Bob", reason="gone"))
    loop.pump()
    loop.pump()
    return " ".join(str(line) for line in loop.under_board())


def test_an_absent_opponent_during_my_turn_is_claimed_after_my_turn(tmp_path):
    assert "play your turn out, then type claim" in under_board_with_bob_gone(tmp_path, first=0)


def test_an_absent_opponent_during_their_turn_is_claimed_at_once(tmp_path):
    lines = under_board_with_bob_gone(tmp_path, first=1)
    assert "type claim to win the game" in lines and "play your turn out" not in lines
