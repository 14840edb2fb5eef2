"""The games of the house, one folder each, and the one list the menu and ``--game`` are built from.

Adding a game: its own folder (rules engine, notation, record codec, view,
texts, computer planner, ``spec.py`` with its ``SPEC``) and one :class:`Listing`
here. The entries are light: a game is imported only when it is chosen.
"""
import sys

# ``python -m games.<game>.<program>`` (a trainer, the Ataxx engine programs): runpy imports this package
# before the program, so this is every such program's start, and a Ctrl-C from here on ends it quietly
# with 130, as xii_scripta.py's first lines do for the house app.
if sys.argv[:1] == ["-m"]:
    try:
        from framework.core.interrupted import quiet_ctrl_c
        quiet_ctrl_c()
    except KeyboardInterrupt:
        sys.exit(130)

from framework.core.registry import Listing, QuickStart  # noqa: E402

REGISTRY = (
    Listing("xii", {"en": "XII Scripta", "cs": "XII Scripta", "pl": "XII Scripta", "ru": "XII Scripta"}, "games.xii.spec", companion=False,
            after_game={"pl": "w XII Scripta", "ru": "в XII Scripta"},
            suffix=".xii", name_keys=("Player-I", "Player-II"), quick_starts=(
                QuickStart({"en": "New game (15 pieces each)", "cs": "Nová hra (po 15 kamenech)",
                            "pl": "Nowa gra (po 15 pionków)", "ru": "Новая игра (по 15 шашек)"}, {"stones": 15},
                           flag="play", help="start a game with fifteen pieces each, without the menu"),
                QuickStart({"en": "Short game (3 pieces each)", "cs": "Krátká hra (po 3 kamenech)",
                            "pl": "Krótka gra (po 3 pionki)", "ru": "Короткая игра (по 3 шашки)"}, {"stones": 3},
                           flag="short", help="start a short game with three pieces each, without the menu"))),
    Listing("ataxx", {"en": "Ataxx", "cs": "Ataxx", "pl": "Ataxx", "ru": "Ataxx"}, "games.ataxx.spec", folder="ataxx", suffix=".ataxx",
            after_game={"pl": "w Ataxx", "ru": "в Ataxx"}, programs={
        "--ataxx-player": ("games.ataxx.player_program", "ARGS...",
                           "run the Ataxx player program (the seed's protocol on stdin/stdout); "
                           "the arguments after it are its own (e.g. --level strong)"),
        "--ataxx-arbiter": ("games.ataxx.arbiter", "ARGS...",
                            "run the Ataxx arbiter: \"CMD1\" \"CMD2\" [--time MS] [--games N]"),
        "--ataxx-uai": ("games.ataxx.uai", "ARGS...", "run the Ataxx engine as a UAI engine on stdin/stdout"),
    }),
    Listing("latrunculi", {"en": "Latrunculi", "cs": "Latrunculi", "pl": "Latrunculi", "ru": "Latrunculi"}, "games.latrunculi.spec", folder="latrunculi",
            suffix=".latrunculi", after_game={"pl": "w Latrunculi", "ru": "в Latrunculi"}),
    Listing("nardy", {"en": "Long Nardy", "cs": "Dlouhé nardy", "pl": "Długie nardy", "ru": "Длинные нарды"}, "games.nardy.spec", folder="nardy",
            suffix=".nardy", after_game={"pl": "w długie nardy", "ru": "в длинные нарды"}),
)
