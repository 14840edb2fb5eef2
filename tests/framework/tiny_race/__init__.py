"""A tiny race with one die: a sixth game made inside the tests, which no part of the house was tuned for.

Each side races two pawns from square 0 to home (square 8); a throw of one die moves one of the mover's
pawns that far (past home is home); the first side with both pawns home wins. Its parts are a game's
parts, as DEVELOPERS.md's checklist names them: the rules (rules.py, pure), the adapter to the framework's
Game protocol with its record codec and its computer (game.py), its sentences in the four languages
(texts.py), its view and its GameSpec with the Listing a registry holds (spec.py), its rules pages
(rules_<lang>.md). tests/framework/test_a_game_no_one_tuned_the_house_for.py registers it beside the four
games and plays it through the house's own paths.
"""
