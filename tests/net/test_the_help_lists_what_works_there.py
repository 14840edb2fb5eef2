"""``?`` lists the commands that work where it is typed, from the very table the screen reads them with
(framework/tui/table_screen.py): at one keyboard ``undo`` and ``hint`` (where the computer can give one); at a
server's table the table's own (``say``, ``leave``, ``claim`` ...) and never ``hint`` or ``undo``, which are
refused there; a watcher's help leaves out what only a seat may do. In every language, by its words.
"""
from __future__ import annotations

import pytest

from framework.tui.hotseat import Hotseat
from framework.net.texts import NET
from framework.tui.prompt import Prompt
from framework.tui.table_screen import Items
from framework.tui.terminal import Terminal
from framework.lang.texts import COMMON, HOUSE, LANGUAGES, Catalogue
from framework.lang.words import COMMANDS, NET as NET_WORDS
from games import REGISTRY
from helpers_client import follow, table_screen, watched_pair
from helpers_games import xii_session

XII = next(e for e in REGISTRY if e.name == "xii").spec()


def listed(screen_notes: list, t) -> set[str]:
    """The words of the help's list of commands (``undo (undo turn: ...)`` is ``undo``; ``? or help`` is ``?``)."""
    found = [n for n in screen_notes if isinstance(n, Items) and n.head == t("play.commands")]
    assert len(found) == 1, screen_notes
    return {item.split(":")[0].split()[0] for item in found[0].items}


def shown(lang: str, *names: str) -> set[str]:
    return {(COMMANDS.get(name) or NET_WORDS[name]).shown(lang) for name in names}


READING = ("last", "log", "board", "save", "rules")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_at_a_servers_table_the_help_lists_the_tables_commands_and_neither_hint_nor_undo(server, lang):
    (alice, bob, carol), (ha, hb) = watched_pair(server)
    try:
        player = table_screen(alice, ha, ha.table, XII, lang=lang)[0]
        watcher = table_screen(carol, None, ha.table, XII, lang=lang)[0]
        follow([player, watcher], lambda: player.session is not None and watcher.session is not None)
        t = player.t
        player.command("?", thrown=False)
        assert listed(player.notes, t) == {"?"} | shown(lang, *READING, "yield", "leave", "say", "mute", "claim",
                                                         "wait", "rematch")
        watcher.command("?", thrown=False)
        assert listed(watcher.notes, t) == {"?"} | shown(lang, *READING, "leave", "mute", "seat")
        for word, refusal in ((shown(lang, "hint").pop(), "net.no_hint"), (shown(lang, "undo").pop(), "net.no_undo")):
            player.notes = []
            player.command(word, thrown=True)
            assert player.notes == [t(refusal)], word          # not listed: refused in words
        for name in ("say", "claim", "rematch", "yield"):       # not in a watcher's list: refused in words
            watcher.notes = []
            watcher.command(shown(lang, name).pop() + (" hello" if name == "say" else ""), thrown=True)
            assert watcher.notes == [("error", t("net.watcher"))], name
        player.notes = []
        for word in shown(lang, "board", "mute", "say"):        # listed: carried out, nothing refused
            player.command(word + (" hello" if word in shown(lang, "say") else ""), thrown=True)
        assert player.notes and not [n for n in player.notes if isinstance(n, tuple)], player.notes
    finally:
        for conn in (alice, bob, carol):
            conn.close()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_at_one_keyboard_the_help_lists_undo_and_hint_where_the_computer_gives_one(lang):
    words = Catalogue(COMMON, HOUSE, NET, *XII.texts)
    t = lambda key, **p: words.text(lang, key, **p)            # noqa: E731
    for planner in (XII.planner, None):
        session = xii_session(seed=1)
        session.throw()
        term = Terminal(False, ascii=False, screen=False)
        loop = Hotseat(Prompt(term, t), session, XII.view(term, lang), t, planner=planner)
        loop.command("?", thrown=True)
        hint = shown(lang, "hint") if planner is not None else set()
        assert listed(loop.notes, t) == {"?"} | shown(lang, *READING, "undo", "yield", "quit") | hint
        assert (t("play.help_hint") in loop.notes) is (planner is not None)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("entry", REGISTRY, ids=lambda e: e.name)
def test_a_games_own_help_leaves_the_tables_commands_to_the_list(entry, lang):
    """The game's part of the help says how to type its moves and its own words; the commands of the table
    (``hint`` and ``undo`` among them, which a server's table refuses) are the list's alone."""
    import re
    from framework.lang.words import fold
    view = entry.spec().view(Terminal(False, ascii=False, screen=False), lang)
    said = {fold(word) for word in re.findall(r"\w+", view.help())}
    for name in ("hint", "undo", "yield", "quit", "log", "save", "rules"):
        assert not said & set(COMMANDS[name].forms), (name, view.help())
