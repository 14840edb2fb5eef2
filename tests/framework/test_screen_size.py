"""One source for the screen's size: the terminal's own on a terminal (a 30-column one is 30), else 80 x 24."""
from __future__ import annotations

import fcntl
import io
import os
import struct
import termios

from framework.tui.terminal import Terminal


def pty_terminal(rows: int, columns: int) -> tuple[Terminal, int, int]:
    """A Terminal writing to the slave side of a new pty of ``rows`` x ``columns``."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    out = os.fdopen(os.dup(slave), "w", encoding="utf-8")
    return Terminal(False, ascii=False, out=out, inp=io.BytesIO(), screen=True), master, slave


def test_plain_output_is_80_by_24():
    term = Terminal(False, ascii=False, out=io.StringIO(), inp=io.BytesIO(), screen=False)
    assert term.size() == (80, 24)
    assert term.width == 79                         # the last column stays empty


def test_a_terminal_s_own_size_is_used_however_narrow_or_tall():
    for rows, columns in ((24, 30), (50, 60), (24, 132)):
        term, master, slave = pty_terminal(rows, columns)
        try:
            assert term.size() == (columns, rows)
            assert term.width == columns - 1
        finally:
            term.out.close()
            os.close(master)
            os.close(slave)


def test_a_resize_is_seen_at_the_next_look():
    term, master, slave = pty_terminal(24, 80)
    try:
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 61, 0, 0))
        assert term.size() == (61, 40)
    finally:
        term.out.close()
        os.close(master)
        os.close(slave)
