"""Latrunculi, the second companion game (issue 12): the rules engine so far.

Modules (each with one job):

- ``board``: the rules, pure. A position is an immutable ``State`` (bitboards);
  ``moves(state)``, ``play(state, move) -> (state, effects)``, ``outcome(state)``,
  ``refusal(state, move)``, ``perft(state, depth)`` run on it without objects.
  ``Board`` wraps a state python-chess style: ``Board()``, ``Board.from_fen``, ``fen()``,
  ``legal_moves()``, ``push``/``push_notation``/``pop``, ``outcome()``, ``last_effects``.
- ``diagram``: ``draw(board)`` as plain text, ``parse(text, turn)`` back to a Board.
- ``evaluate``: ``evaluate(state)``, a static score for the search, from the side to move.
"""
