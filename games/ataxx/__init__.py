"""Ataxx, the first companion game: rules, search, and the seed's arbiter protocol.

Modules (each with one job):

- ``board``: the rules on bitboards. ``Board(fen=STARTING_FEN, rules="itpw"|"standard")``;
  ``legal_moves()``, ``parse_move(text)``, ``push(move)``/``push_notation(text)``, ``pop()``,
  ``outcome()`` -> ``Outcome(termination, winner)`` or None, ``result()``, ``fen()``,
  ``lose_on_time(colour)``, ``resign(colour)``, ``simple_notation(move)`` (the seed's
  source+target), ``Board.from_moves(starting_fen, moves)`` (resume a saved game).
  ``Move.parse("a7c5" | "a7b6" | "b6" | "0000")``; errors ``InvalidMoveError``,
  ``IllegalMoveError``, ``InvalidFenError`` (ValueError subclasses with ``code``, ``params``).
- ``perft``: ``perft(board, depth)`` on bare ints; ``divide(board, depth)``.
- ``search``: ``ComputerPlayer(level, rng).choose(board, remaining_ms=None)`` for levels
  easy/normal/strong; ``Searcher.search(board, Limits(...))`` for UAI and tools.
- ``texts``: message catalogue keyed by code, Czech and English (the same keys in both).
- ``session``: a hotseat game in progress (moves, undo, chess clock, yielding, the computer), no I/O.
- ``render``: the board as text (fixed, or turned for white), read back by tests.
- ``record``/``saves``: the saved game as plain text, written durably after every move.
- ``rules_page``: the rules page (``rules_cs.md``, ``rules_en.md``) as text and pages.
- ``hotseat``: the game at the keyboard; ``main(argv)`` and ``run(term, lang, ...)``.
- ``player_program``, ``arbiter``, ``uai``: the entry points, each ``main(argv) -> int``
  (``--ataxx-player``, ``--ataxx-arbiter``, ``--ataxx-uai`` in xii_scripta.py).
"""
