"""The house framework: what every game shares, in layers, each a package that imports only those below it.

From the ground up (each package's docstring says what it is for and, on its
``May import:`` line, which packages it may import; tests/framework/
test_layers_import_only_downwards.py holds the code to those lines):

* ``lang``: the languages: catalogues, the words a player types, plurals;
* ``core``: the game protocol and a game's life: moves, dice, seats, the session, records, saves, settings, the registry;
* ``ai``: the computer players' shared parts: search, the trained networks, judgement and review;
* ``tui``: the terminal interface: the terminal, prompts, screens, the table, replays, the command line's words;
* ``net``: network play: the protocol, the server and its tables, the client, the lobby;
* ``programs``: the programs a player starts: the house app and its menus, ``--game``, ``--connect``, ``--serve``, ``--verify``;
* ``harness``: tools, not the product: random play and the fuzz harness.

A game plugs in by supplying its rules, notation, record codec, view, texts and
evaluator, and one registry entry. The framework imports no game.
"""
