"""Long Nardy (длинные нарды), the third companion game: rules, match play and computer players.

Modules (each with one job):

- ``board``: the rules. ``Board()``/``Board.from_points(points, turn, off)``/``Board.from_notation``;
  ``roll((d1, d2))``, ``legal_turns()``, ``legal_moves()``, ``play(move | "24/18" | "pass") -> Step``,
  ``undo()``, ``points()``, ``borne_off(player)``, ``winner``, ``game_points``, ``notation()``;
  ``Move`` (``"24/18"``, ``"13/off"``); and the compact position with ``turn_results(pos, dice)``
  for search and training.
- ``render``: the board as text and back again (for tests and bug reports).
- ``opening``: who starts (one die each, ties again), from a seed.
- ``game``: the framework's Game protocol over the board, with match play; ``codec``: the
  record; ``texts``: the words (en, cs); ``view``: the screen; ``spec``: the house's entry.
- ``evaluate``: the normal level's hand-written evaluation of a compact position.
- ``td``: the strong level's numpy network (the seed's ``model``) and its player.
- ``train``: ``python -m games.nardy.train``: TD(λ) self-play training of the network.
- ``planner``: ``planner_for(level, rng)`` for the levels easy, normal and strong (as XII Scripta's).
"""
