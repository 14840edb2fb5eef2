"""A move typed while the connection is down is not played, and the screen says so in those words (it once
said only that the connection was down, and the move was gone without a word)."""
from framework.net.client import NetError
from helpers_table import ScriptedTable, a_legal_move, run_quietly, table_client


def test_a_move_typed_while_the_connection_is_down_is_said_not_sent(tmp_path):
    table = ScriptedTable(first=0)
    loop, conn, term = table_client(table, 0, ["", a_legal_move], tmp_path)
    real = conn.request

    def down_for_moves(kind, timeout=10.0, **fields):
        if kind == "act" and fields.get("action") != "throw":
            raise NetError("disconnected", "the connection to the server is down")
        return real(kind, timeout, **fields)
    conn.request = down_for_moves
    run_quietly(loop)
    assert not table.session.history, "nothing was played"
    assert "the connection is down, so this was not sent: type it again once it is back" in term.out.getvalue()
