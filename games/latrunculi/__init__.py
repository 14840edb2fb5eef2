"""Latrunculi, the second companion game (issue 12).

Modules (each with one job):

- ``board``: the rules, pure. A position is an immutable ``State`` (bitboards);
  ``moves(state)``, ``play(state, move) -> (state, effects)``, ``outcome(state)``,
  ``refusal(state, move)``, ``perft(state, depth)`` run on it without objects.
  ``Board`` wraps a state python-chess style: ``Board()``, ``Board.from_fen``, ``fen()``,
  ``legal_moves()``, ``push``/``push_notation``/``pop``, ``outcome()``, ``last_effects``.
- ``render``: the terminal drawing; ``draw(board)`` as plain text, ``parse(text, turn)`` back to a Board (for tests).
- ``evaluate``: ``evaluate(state)``, a static score for the search, from the side to move.
- ``planner``: the computer's ``Planner`` (easy, normal, strong) and the alpha-beta ``Searcher``.
- ``game``: ``LatrunculiGame``, the adapter to ``framework.core.game.Game`` (captures as effects,
  yield/time/agreed draw); ``codec``: the game record; ``texts``: the sentences, en + cs;
  ``render``: the board for the terminal; ``view``: the turn loop's screens and the referee's
  piece selection; ``spec``: ``SPEC``, what the house needs (its Listing is in ``games/__init__.py``).
"""
