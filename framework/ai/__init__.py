"""The computer players' shared parts: game-tree search, the trained networks (TD, and fitted to a search's values), the judgement of the
choices at a position (hint) and of a whole game (review), and the statistics the benchmarks print.

May import: framework.lang, framework.core
"""
