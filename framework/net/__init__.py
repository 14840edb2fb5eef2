"""Network play: the message protocol, the server and its tables, the client, the lobby and a seat at a
server's table, the fair dice's witness. Imports no game.

May import: framework.lang, framework.core, framework.ai, framework.tui
"""
