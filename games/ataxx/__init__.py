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
- ``planner``: ``Planner(level, rng).choose(board, remaining_ms=None)`` for levels
  easy/normal/strong (``plan(game, budget, rng, progress)`` for the house's computer player);
  ``Searcher.search(board, Limits(...))`` for UAI and tools.
- ``game``, ``codec``, ``view``, ``texts``, ``spec``: Ataxx behind the framework's game
  protocol, its record, its board on screen, its catalogue (Czech and English), its ``SPEC``.
- ``render``: the board as text (fixed, or turned for white), read back by tests.
- ``player_program``, ``arbiter``, ``uai``: the entry points, each ``main(argv) -> int``
  (``--ataxx-player``, ``--ataxx-arbiter``, ``--ataxx-uai`` in xii_scripta.py).
"""
