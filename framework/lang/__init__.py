"""The languages: every catalogue of the house's sentences, the words a player types, plurals.

Why at the bottom: every layer speaks to the player, and a sentence needs nothing but its language.

May import: (nothing of the framework)
"""
