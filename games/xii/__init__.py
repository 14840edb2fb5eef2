"""XII Scripta's own parts beside its rules engine (board.py at the top level): texts, drawing,
record, the game in progress, the computer player and its evaluation, the program screens."""
