"""A shuffle bag: random draws that even out over time.

The design card's top-level module: its public names for XII Scripta and the tests, kept here by importing
them from framework/core/shuffle_bag.py, where every game takes them from (the framework imports no root module).
"""
from framework.core.shuffle_bag import *  # noqa: F401,F403 - the public names, re-exported
from framework.core.shuffle_bag import __all__  # noqa: F401
