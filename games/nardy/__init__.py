"""Long Nardy (длинные нарды), the third companion game: rules and computer players.

Modules (each with one job):

- ``board``: the rules. ``Board()``/``Board.from_points(points, turn, off)``/``Board.from_notation``;
  ``roll((d1, d2))``, ``legal_turns()``, ``play(move | "24/18" | "pass") -> Step``, ``undo()``,
  ``points()``, ``borne_off(player)``, ``winner``, ``game_points``, ``notation()``; ``Move``
  (``"24/18"``, ``"13/off"``); and the compact position with ``turn_results(pos, dice)`` for
  search and training.
- ``diagram``: the board as text and back again (for tests and bug reports).
- ``evaluate``: the normal level's hand-written evaluation of a compact position.
- ``model``: the numpy value network (win and mars chances) and its weights file.
- ``train``: ``python -m games.nardy.train``: TD(λ) self-play training of the network.
- ``players``: ``computer(level, seed)`` for the levels easy, normal and strong.
"""
