"""The walk of one typed XII Scripta move: every call of the house's code that hands the move on.

Run: python3 bench/move_walk.py [--tree]
Prints the walk and its count; asserts nothing (a figure for the closing note of a change).

A real game (the menu's ``play_new``, a save slot, the turn loop) is fed a
throw of 1-4-6, ``place 4``, then the measured line ``4/10`` (from point 4 by
the 6). From the moment the terminal reads that line to the save slot's write
of the record, every call into the house's own files is traced; a call is a
*hand-off* when the move travels through it: the typed text (or its words),
the engine's ``Move``, the ``Played``, the session's ``Event`` or the
``Record`` is among its arguments or its result.
"""
from __future__ import annotations

import argparse
import io
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

LINE = "4/10"


def carries(value: object, kinds: tuple) -> bool:
    """Whether ``value`` is (or directly holds) the typed line or one of the move's values."""
    if isinstance(value, str):
        return value.strip() == LINE or value in LINE.split("/")
    if isinstance(value, kinds):
        return True
    if isinstance(value, (tuple, list)) and len(value) < 8:
        return any(carries(v, kinds) for v in value)
    return False


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tree", action="store_true", help="also print every traced call, indented")
    args = parser.parse_args()

    from board import Move
    from framework.core.game import Played
    from framework.tui.hotseat import Hotseat
    from framework.tui.prompt import Prompt
    from framework.core.record import Record, Scribe
    from framework.core.saves import Slot
    from framework.core.session import Event, Setup
    from framework.core.spec import new_session, seat_players
    from framework.tui.terminal import Terminal
    from framework.lang.texts import COMMON, HOUSE, Catalogue
    from games import REGISTRY

    kinds = (Move, Played, Event, Record)
    spec = next(e for e in REGISTRY if e.name == "xii").spec()
    setup = Setup(names=("Ann", "Bob"), computers=("", ""), seed="1", script=((1, 4, 6),))
    session = new_session(spec, setup, seat_players(spec, setup))
    term = Terminal(False, ascii=False, out=io.StringIO(),
                    inp=io.BytesIO(f"\nplace 4\n{LINE}\nquit\ny\n".encode()), screen=False)
    catalogue = Catalogue(COMMON, HOUSE, *spec.texts)
    say = lambda key, **p: catalogue.text("en", key, **p)   # noqa: E731
    slot = Slot(spec.codec, tempfile.mkdtemp(), spec.folder)
    scribe = Scribe(Record(setup), spec.codec)
    slot.start(scribe.record)
    scribe.on_change = slot.write
    session.listeners.append(scribe)
    loop = Hotseat(Prompt(term, say), session, spec.view(term, "en"), say, scribe=scribe)

    calls: list[tuple[int, str, str, bool]] = []
    state = {"on": False, "depth": 0, "done": False}
    here = os.path.abspath(__file__)

    def ours(filename: str, name: str) -> bool:
        """The house's own functions (not generated code, not comprehensions inside one function)."""
        path = os.path.abspath(filename)
        return (path.startswith(ROOT + os.sep) and ".venv" not in path and path != here and os.path.isfile(path)
                and "<locals>.<" not in name and not name.startswith("<"))

    def profile(frame, event, arg):
        code = frame.f_code
        name = getattr(code, "co_qualname", code.co_name)
        if state["done"] or not ours(code.co_filename, name):
            return
        if event == "call" and not state["on"] and name == "Terminal.read_line":
            state["on"] = True
            state["depth"] = 0
            state["start"] = len(calls)
            state["open"] = []
            outer, f = [], frame.f_back
            while f is not None:
                fname = getattr(f.f_code, "co_qualname", f.f_code.co_name)
                if ours(f.f_code.co_filename, fname):
                    outer.append((os.path.relpath(f.f_code.co_filename, ROOT), fname))
                f = f.f_back
            state["outer"] = outer
        if not state["on"]:
            return
        rel = os.path.relpath(code.co_filename, ROOT)
        if event == "call":
            values = [frame.f_locals[v] for v in code.co_varnames[:code.co_argcount + code.co_kwonlyargcount]
                      if v in frame.f_locals and v != "self"]
            state["open"].append(len(calls))
            calls.append([state["depth"], rel, name, any(carries(v, kinds) for v in values), False])
            state["depth"] += 1
            return
        if event != "return":
            return
        if name == "Terminal.read_line" and arg is not None and arg.strip() != LINE:
            del calls[state["start"]:]       # not the measured line: wait for the next read
            state["on"] = False
            return
        state["depth"] -= 1
        if state["open"]:
            entry = calls[state["open"].pop()]
        else:                                # a caller entered before the line was read: it receives it
            entry = [state["depth"], rel, name + " (receives)", False, False]
            calls.insert(0, entry)
            state["received"] = state.get("received", 0) + 1
        if carries(arg, kinds):
            entry[3] = True
        if name == "Slot.write":
            state["done"] = True

    sys.setprofile(profile)
    try:
        loop.run()
    except BaseException as err:            # the end of the fed input leaves the program
        print(f"(the loop ended: {err!r})", file=sys.stderr)
    finally:
        sys.setprofile(None)

    # A call the move travels through: it carries the move, or calls one that does.
    for i, c in enumerate(calls):
        if c[3]:
            depth = c[0]
            for j in range(i - 1, -1, -1):
                if calls[j][0] < depth:
                    calls[j][4] = True
                    depth = calls[j][0]
    received = state.get("received", 0)
    if received < len(state["outer"]):        # the caller that takes the line on to the loop's command
        rel, name = state["outer"][received]
        calls.insert(0, [min(c[0] for c in calls) - 1, rel, name + " (receives)", True, False])
        for c in calls[received + 1:]:
            if c[0] < calls[0][0] + 1:
                c[0] = calls[0][0] + 1
    top = min(c[0] for c in calls)
    for c in calls:
        c[0] -= top
    handoffs = [c for c in calls if c[3] or c[4]]
    files = sorted({c[1] for c in handoffs})
    if args.tree:
        for depth, rel, name, flag, above in calls:
            print(f"{'*' if flag or above else ' '} {'  ' * depth}{name}  ({rel})")
        print()
    print(f"The walk of {LINE!r}, typed at the turn prompt, to the board changed and the record saved:")
    for n, (depth, rel, name, *_) in enumerate(handoffs, 1):
        print(f"{n:3}. {'  ' * depth}{name}  ({rel})")
    print(f"{len(handoffs)} hand-offs across {len(files)} files: {', '.join(files)}")
    print(f"({len(calls)} calls of the house's code in all on the way)")


if __name__ == "__main__":
    main()
