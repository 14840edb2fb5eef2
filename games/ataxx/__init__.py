"""Ataxx, the first companion game: rules, search, and the seed's arbiter protocol.

Entry points (wired to flags by xii_scripta.py): ``player_program.main``,
``arbiter.main``, ``uai.main``; each takes argv and returns an exit code.
"""
