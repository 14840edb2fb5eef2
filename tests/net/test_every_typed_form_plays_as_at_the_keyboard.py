"""Every way a game's actions may be typed at one keyboard is played the same at a server's table (issue 32).

Two table screens (framework/net/remote_play.NetTable) play a game through the
real server, in-process. At each turn the player to move types one of the
game's forms, and the very same line is typed at one keyboard
(framework/tui/hotseat.Hotseat) on a copy of the same position: the position after
it, what was played and every note said (the refusal too) are the same. The
forms are each game's own: the ``?`` list's entries (XII Scripta's point and
command forms, in every language's words), a whole turn on one line as
``hint`` joins it (XII ``place 1, place 4, 4/10``, Long Nardy ``24/18 18/13``),
XII's ``13 5``, Long Nardy's ``24-18``, one checker over both dice (``18/9``)
and a repeat (``24/18(2)``), Latrunculi's ``e1-e4``, ``e1 e4`` and a square
picked up before its target, Ataxx's clone by its target alone or from a
stone beside it, Enter when passing is all there is; and lines the rules
refuse (a part that is no move, one action more than the turn holds).
"""
from __future__ import annotations

import pytest

from framework.net.mirror import rebuild
from framework.net.texts import NET
from framework.tui.prompt import Prompt
from framework.core.record import write
from framework.tui.table_screen import Items
from framework.tui.terminal import Terminal
from framework.lang.texts import COMMON, HOUSE, Catalogue
from framework.lang.words import WORD_LANGUAGES
from games import REGISTRY
from helpers_client import follow, seated_pair, table_screen
from helpers_games import cases, of_game
from player import Player

pytestmark = pytest.mark.slow          # every game through a real server

SPECS = {e.name: e.spec() for e in REGISTRY}


# ---------------------------------------------------------------- the forms: (session, views) -> lines, or None

def first(session):
    return session.game.legal_actions()[0]


def whole_turn(session, view) -> list[str]:
    """The turn the first legal action each time makes, as its mover types it (``hint``'s way)."""
    game = session.game.copy()
    seat = game.to_move()
    typed = []
    while game.outcome() is None and not game.needs_throw() and game.to_move() == seat:
        played = game.apply(game.legal_actions()[0])
        typed.append(view.typed(played, session))
    return typed


def line_of(session, view, extra: list[str] = ()) -> list[str] | None:
    """The whole turn on one line (with ``extra`` parts after it), when the turn is more than one action."""
    parts = whole_turn(session, view)
    if len(parts) < 2 or session.game.must_pass():
        return None
    return [session.game.line_join.join(parts + list(extra))]


def ways(entry: str) -> list[str]:
    """A ``?`` list's entry as the ways to type it: XII's ``13/18 (move 3 5)`` is two."""
    return entry[:-1].split(" (", 1) if entry.endswith(")") and " (" in entry else [entry]


def listed(way: int, lang: str = "en", both: bool = False):
    """An entry of the ``?`` list in ``lang``, typed its ``way``-th way: the first entry with two ways (with
    ``both``, only such an entry), else the first entry."""
    def form(session, views):
        if session.game.must_pass():
            return None
        entries = [ways(views[lang].listed(a)) for a in session.game.legal_actions()]
        two = [e for e in entries if len(e) == 2]
        if both and not two:
            return None
        chosen = (two or entries)[0]
        return [chosen[min(way, len(chosen) - 1)]]
    return form


def when_only_pass(line: str):
    return lambda session, views: [line] if session.game.must_pass() else None


def xii_by_die(session, views):
    from board import MOVE, point_name
    move = next((m for m in session.game.legal_actions() if m.kind == MOVE), None)
    return None if move is None else [f"{point_name(move.point)} {move.die}"]


def xii_off(lang: str):
    def form(session, views):
        from board import TAKE
        take = next((m for m in session.game.legal_actions() if m.kind == TAKE), None)
        return None if take is None else [views[lang].listed(take).split(" (")[0]]
    return form


def ataxx_clone_from_beside(session, views):
    from games.ataxx.board import square_name
    game = session.game
    for move in game.legal_actions():
        if move.source is None and move.target is not None:
            beside = [sq for sq in range(49) if sq != move.target and game.piece_at(sq) == game.to_move()
                      and max(abs(sq % 7 - move.target % 7), abs(sq // 7 - move.target // 7)) == 1]
            if beside:
                return [square_name(beside[0]) + square_name(move.target)]
    return None


def ataxx_of(kind: str):
    def form(session, views):
        move = next((m for m in session.game.legal_actions() if (m.source is None) == (kind == "clone")
                     and m.target is not None), None)
        return None if move is None else [str(move)]
    return form


def latrunculi_spelled(sep: str):
    def form(session, views):
        text = str(first(session))
        return [text[:2] + sep + text[2:]] if text[1:2].isdigit() and len(text) == 4 else None
    return form


def latrunculi_picked_up(session, views):
    text = str(first(session))
    return [text[:2], text[2:]] if len(text) == 4 else None


def nardy_moves(session):
    """The first legal turn's one-die moves, as (from, to) texts."""
    game = session.game.copy()
    seat = game.to_move()
    moves = []
    while game.outcome() is None and not game.needs_throw() and game.to_move() == seat and not game.must_pass():
        moves.append(str(game.apply(game.legal_actions()[0]).action).split("/"))
    return moves


def nardy_over_both_dice(session, views):
    moves = nardy_moves(session)
    if len(moves) >= 2 and moves[0][1] == moves[1][0] and moves[1][1] != "off":
        return [f"{moves[0][0]}/{moves[1][1]}"]         # the turn's first two moves, by one checker
    return None


def nardy_repeat(session, views):
    moves = nardy_moves(session)
    if len(moves) >= 2 and moves[0] == moves[1]:
        return [f"{moves[0][0]}/{moves[0][1]}(2)"]
    return None


def nardy_dashed(session, views):
    text = str(first(session))
    return [text.replace("/", "-")] if "/" in text and not text.endswith("off") else None


def nardy_off(lang: str):
    def form(session, views):
        off = next((m for m in session.game.legal_actions() if str(m).endswith("/off")), None)
        return None if off is None else [views[lang].listed(off)]
    return form


def refused(line: str):
    return lambda session, views: None if session.game.must_pass() else [line]


COMMON_FORMS = {"a line that is no move": refused("nonsense 99"), "Enter when passing is all there is":
                when_only_pass("")}
FORMS = {
    "xii": {"the ? list's point form (13/18)": listed(0, both=True),
            "the ? list's first entry (place 4)": listed(0),
            **{f"the ? list's command form in {lang} (move 3 5)": listed(1, lang, both=True)
               for lang in WORD_LANGUAGES},
            "a point and a die (13 5)": xii_by_die,
            "bearing off by point (VI/off)": xii_off("en"), "bearing off in Czech (VI/ven)": xii_off("cs"),
            "a whole turn on one line (place 1, place 4, 4/10)": lambda s, v: line_of(s, v["en"]),
            "a whole turn in Polish words": lambda s, v: line_of(s, v["pl"]),
            "a line with a part the rules refuse": lambda s, v: line_of(s, v["en"], ["place 9"]),
            "a line one action longer than the turn": lambda s, v: line_of(s, v["en"], whole_turn(s, v["en"])[:1]),
            "pass typed when it is all there is": when_only_pass("pass")},
    "ataxx": {"a clone by its target (b6)": ataxx_of("clone"), "a clone from a stone beside it (a7b6)":
              ataxx_clone_from_beside, "a jump (a7c5)": ataxx_of("jump"), "0000 when passing is all there is":
              when_only_pass("0000")},
    "latrunculi": {"a move (e1e4)": listed(0), "a move with a dash (e1-e4)": latrunculi_spelled("-"),
                   "a move with a space (e1 e4)": latrunculi_spelled(" "),
                   "a piece picked up, then its target (e1, then e4)": latrunculi_picked_up},
    "nardy": {"a checker move (24/18)": listed(0), "a checker move with a dash (24-18)": nardy_dashed,
              "a whole turn on one line (24/18 18/13)": lambda s, v: line_of(s, v["en"]),
              "a line with a part the rules refuse": lambda s, v: line_of(s, v["en"], ["1/25"]),
              "a line one action longer than the turn": lambda s, v: line_of(s, v["en"], whole_turn(s, v["en"])[:1]),
              "one checker over both dice (18/9)": nardy_over_both_dice, "a repeat (24/18(2))": nardy_repeat,
              "bearing off (13/off)": nardy_off("en"), "bearing off in Russian (13/вне)": nardy_off("ru"),
              "pass typed when it is all there is": when_only_pass("pass")},
}
#: Forms that only some positions allow, by the kind of position: where a game came to one, at least one
#: of its forms was typed there (a forced pass is played once, by one of its forms).
RARE_KINDS = [{"Enter when passing is all there is", "pass typed when it is all there is",
               "0000 when passing is all there is"}, {"one checker over both dice (18/9)"}, {"a repeat (24/18(2))"},
              {"bearing off by point (VI/off)", "bearing off in Czech (VI/ven)"},
              {"bearing off (13/off)", "bearing off in Russian (13/вне)"}]
RARE = set().union(*RARE_KINDS)


# ---------------------------------------------------------------- typing a line at the keyboard and at the table

def said(notes: list) -> list:
    """Notes as the screen says them: a list note by its head and items."""
    return [(n.head, n.items) if isinstance(n, Items) else n for n in notes]


def outcome(session, notes: list) -> tuple:
    return session.game.notation(), [p.text for p in session.history], said(notes)


class Keyboard:
    """One keyboard for both seats of a copy of the table's game, its views kept between lines (a piece
    picked up stays picked up, as at the table's own screen)."""

    def __init__(self, spec) -> None:
        self.spec = spec
        self.words = Catalogue(COMMON, HOUSE, NET, *spec.texts)
        self.term = Terminal(False, ascii=False, screen=False)
        self.views = [spec.view(self.term, "en"), spec.view(self.term, "en")]

    def types(self, table, lines: list[str]) -> tuple:
        """``lines`` typed at one keyboard on a copy of ``table``'s position: what it comes to."""
        from framework.tui.hotseat import Hotseat
        names = table.names()
        session, scribe = rebuild(self.spec, write(table.scribe.record, self.spec.codec),
                                  (Player(names[0], 0), Player(names[1], 1)))
        t = lambda key, **p: self.words.text("en", key, **p)       # noqa: E731
        loop = Hotseat(Prompt(self.term, t), session, self.views[table.seat], t, scribe=scribe)
        for line in lines:
            loop.command(line, thrown=True)
        return outcome(session, loop.notes)


def in_step(tables) -> bool:
    """Both screens have handled the same events."""
    for table in tables:
        table.pump(0)
    return tables[0].seq == tables[1].seq and tables[0].state()[1:4] == tables[1].state()[1:4]


def at_the_table(table, lines: list[str]) -> tuple:
    table.notes = []
    for line in lines:
        table.command(line, thrown=True)
    return outcome(table.session, table.notes)


#: Every registered game with its options; whether a game is played to its end (the dice games: bearing off),
#: or until each form was typed once.
PLAYED = {"xii": (({"stones": 3}, True),), "ataxx": (({}, False),), "latrunculi": (({"capture_limit": 6}, False),),
          "nardy": (pytest.param({}, True, marks=pytest.mark.slow),)}
GAMES = cases(PLAYED, "PLAYED in tests/net/test_every_typed_form_plays_as_at_the_keyboard.py (its table's options, "
                      "and whether its game is played to the end)")


@pytest.mark.parametrize("game, options, to_the_end", GAMES)
def test_every_form_typed_at_the_table_plays_as_at_the_keyboard(server, game, options, to_the_end):
    spec = SPECS[game]
    forms = {**of_game(FORMS, game, "FORMS in tests/net/test_every_typed_form_plays_as_at_the_keyboard.py (every "
                                    "form its actions may be typed in)"), **COMMON_FORMS}
    views = {lang: spec.view(Terminal(False, ascii=False, screen=False), lang) for lang in WORD_LANGUAGES}
    (alice, bob), (ha, hb) = seated_pair(server, game, options)
    try:
        tables = [table_screen(alice, ha, ha.table, spec)[0], table_screen(bob, hb, hb.table, spec)[0]]
        follow(tables, lambda: all(t.session is not None for t in tables))
        keyboard = Keyboard(spec)
        tried: dict[str, int] = {}
        allowed: set[str] = set()
        still = 0
        for _ in range(3000):
            session = tables[0].session
            before = (tables[0].seq, id(session))
            if session.game_over or not to_the_end and set(forms) - RARE <= set(tried) \
                    and all(kind & set(tried) for kind in RARE_KINDS if kind & allowed):
                break
            mover = tables[session.game.to_move()]
            if mover.session.needs_throw:
                mover.send_throw()
            else:
                ready = {name: form(mover.session, views) for name, form in forms.items()}
                ready = {name: lines for name, lines in ready.items() if lines is not None}
                allowed |= set(ready)
                # the forms not typed yet first (those only some positions allow before the others), then
                # the form typed least
                name = min(ready, key=lambda name: (tried.get(name, 0), name not in RARE))
                lines = ready[name]
                expected = keyboard.types(mover, lines)
                assert at_the_table(mover, lines) == expected, (game, name, lines)
                tried[name] = tried.get(name, 0) + 1
            follow(tables, lambda: in_step(tables))
            assert all(t.stopped is None for t in tables), [t.stopped for t in tables]
            still = still + 1 if (tables[0].seq, id(tables[0].session)) == before else 0
            assert still < 40, f"no move for 40 lines at {session.game.notation()}: {tried}"
        assert set(forms) - RARE <= set(tried), sorted(set(forms) - RARE - set(tried))
        assert [kind for kind in RARE_KINDS if kind & allowed and not kind & set(tried)] == []
        if to_the_end:                  # every way to bear off, each at a position of its own
            assert tables[0].session.game_over and {name for name in forms if "bearing off" in name} <= set(tried)
    finally:
        alice.close()
        bob.close()
