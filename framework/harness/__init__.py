"""Tools, not the product: random legal play and the fuzz harness that runs every registered game.

May import: framework.lang, framework.core, framework.ai, framework.tui, framework.net, framework.programs
"""
