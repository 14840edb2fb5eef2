"""The game protocol and a game's life: what a game is, its moves and dice, who sits in each seat,
the session, its record and saves, the player's settings, the registry of games, a record's check.

Why one layer: these are the values every part of the house speaks in; none of them prints or reads a key.

May import: framework.lang
"""
