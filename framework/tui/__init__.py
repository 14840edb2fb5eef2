"""The terminal interface: the terminal, prompts and pages, fitting text to the width, the table screen
every game is played at, the menus' parts, replays, reviews on screen, and the command line in the player's words.

May import: framework.lang, framework.core, framework.ai
"""
