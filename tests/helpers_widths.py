"""A game's screens at a chosen terminal width, for the tests that every line fits it.

The screen's size comes from the terminal (``Terminal.size``); the tests replace it, so a view lays
out its lines for the width asked (as it would on a terminal that size). A game is played on by
random legal actions (seeded) to positions with two-digit counts, stacks and captures.
"""
from __future__ import annotations

import io

from framework.tui.fitting import visible_len
from framework.tui.hotseat import Hotseat
from framework.tui.prompt import Prompt
from framework.core.session import Setup
from framework.core.spec import new_session, seat_players
from framework.tui.terminal import Terminal, to_ascii
from framework.lang.texts import COMMON, LANGUAGES
from helpers_games import play_on, spec

WIDTHS = (60, 70, 80, 100, 120)
#: Every interface language (four once Polish and Russian are switched on).
LANGS = tuple(sorted(LANGUAGES))
#: A person's name as long as the settings allow (16 characters).
LONG_NAME = "Bartholomew Pike"


def computer(lang: str, level: str) -> str:
    """The computer's name with its level, as the menus name its seat."""
    return COMMON[lang][f"computer.name.{level}"]


def terminal(ascii: bool = False) -> Terminal:
    return Terminal(False, ascii=ascii, out=io.StringIO(), inp=io.BytesIO(b""), screen=True)


def session(name: str, names=("", ""), computers=("", ""), clock_ms=None, **options):
    s = spec(name)
    opts = dict(s.defaults)
    opts.update(options)
    setup = Setup(names=tuple(names), computers=tuple(computers), seed="3", clock_ms=clock_ms,
                  options=tuple(opts.items()))
    return s, new_session(s, setup, seat_players(s, setup))


def longer_czech(monkeypatch) -> None:
    """Czech with every word of every catalogue a third longer (placeholders kept): a stand-in for the
    languages still to come (Polish, Russian), whose sentences run longer."""
    import re

    from framework.lang.texts import Catalogue
    template = Catalogue.template

    def longer(self, lang: str, key: str, /) -> str:
        text = template(self, lang, key)
        if lang != "cs":
            return text
        return re.sub(r"\{[^}]*\}|[^\W\d_]+",
                      lambda m: m[0] if m[0].startswith("{") else m[0] + "ž" * -(-len(m[0]) // 3), text)
    monkeypatch.setattr(Catalogue, "template", longer)
    assert Catalogue({"en": {"k": "word {n}"}, "cs": {"k": "slovo {n}"}}).text("cs", "k", n=1) == "slovožž 1"


def use_width(monkeypatch, columns: int, rows: int = 24) -> None:
    monkeypatch.setattr(Terminal, "size", lambda term: (columns, rows))


def screens(name: str, lang: str, options: dict, actions=(0, 1, 9, 40), ascii: bool = False):
    """Every screen of a game set up with ``options``: ``(what, lines)`` for the board drawn for each
    seat, during a turn and at its end, after ``actions`` random actions; and the end lines after a
    yield. The width is the one :func:`use_width` set."""
    for count in actions:
        s, game = session(name, **options)
        play_on(game, count, seed=count)
        term = terminal(ascii)
        view = s.view(term, lang)
        loop = Hotseat(Prompt(term, lambda key, **p: key), game, view, lambda key, **p: key)
        for reader in (0, 1):
            for turn_over in (False, True):
                yield f"after {count}, seat {reader}, turn over {turn_over}", loop.screen.lines(reader, turn_over, reader)
        if not game.game_over:
            game.concede(game.game.to_move())
        yield f"after {count}, the end", loop.screen.lines(0, True, 0) + [
            note if isinstance(note, str) else note[1] for note in view.end(game)]


def assert_screens_fit(name: str, lang: str, setups: list[dict], columns: int, actions=(0, 1, 9, 40),
                       ascii: bool = False) -> None:
    """Every line of every screen of the game, set up each way of ``setups``, fits ``columns``."""
    for options in setups:
        for what, lines in screens(name, lang, options, actions, ascii=ascii):
            assert too_wide(lines, columns, ascii) == [], f"{options} {what}"


def too_wide(lines, columns: int, ascii: bool = False) -> list[str]:
    """The lines wider than a line may be (``columns - 1``), as the terminal writes them."""
    return [line for line in lines if visible_len(to_ascii(line) if ascii else line) > columns - 1]


__all__ = ["WIDTHS", "LANGS", "LONG_NAME", "computer", "terminal", "session", "play_on", "longer_czech", "use_width",
           "screens", "assert_screens_fit", "too_wide"]
