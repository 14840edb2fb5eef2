"""The house framework: what every game shares (errors, numbers, ...).

A game plugs in by supplying its rules, notation, record codec, view, texts and
evaluator, and one registry entry. The framework imports no game.
"""
