"""Who sits in a seat: a person at the keyboard, or the computer at a level.

The design card's top-level module: its public names for XII Scripta and the tests, kept here by importing
them from framework/core/player.py, where every game takes them from (the framework imports no root module).
"""
from framework.core.player import *  # noqa: F401,F403 - the public names, re-exported
from framework.core.player import __all__  # noqa: F401
