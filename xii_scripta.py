#!/usr/bin/env python3
"""XII Scripta: Ludus duodecim scriptorum in the terminal, two people at one keyboard.

Run ``python3 xii_scripta.py`` for the menu, ``--play`` or ``--short`` to start
a game at once, ``--game NAME`` for a companion game; ``--help`` lists every
option.

Only the start: the command line is ``xii_scripta_cli.py``, because Python
never caches the compiled main script (a module is compiled once).
"""
import sys

if __name__ == "__main__":
    try:                    # first of all: a Ctrl-C from here on ends quietly with 130 (framework/core/interrupted.py)
        from framework.core.interrupted import quiet_ctrl_c
        quiet_ctrl_c()
    except KeyboardInterrupt:
        sys.exit(130)

# Re-exported: the tests and benchmarks take the parser and main() from here.
from xii_scripta_cli import DISPATCH, GAMES, VERSION, build_parser, default_args, main  # noqa: E402, F401

if __name__ == "__main__":
    sys.exit(main())
