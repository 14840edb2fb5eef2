"""The programs a player starts: the house app and its menus, ``--game NAME``, ``--connect``,
``--serve`` and ``--verify``: the edge where arguments are read and the layers below are wired together.

May import: framework.lang, framework.core, framework.ai, framework.tui, framework.net
"""
