"""Where throws come from: each seat's own cup of dice, and fixed scripts of throws.

The design card's top-level module: its public names for XII Scripta and the tests, kept here by importing
them from framework/core/dice.py, where every game takes them from (the framework imports no root module).
"""
from framework.core.dice import *  # noqa: F401,F403 - the public names, re-exported
from framework.core.dice import __all__  # noqa: F401
