"""Russian for games.ataxx.texts: the same keys as the English tables there, in the same order."""

TEXTS: dict[str, str] = {
    # -- help-cs
    "cli.seats": "black|white",
    "cli.fen": "начать с этой позиции (FEN; начальная — {start})",
    "cli.rules": "itpw (по умолчанию: кто не может ходить, проигрывает; позиция в третий раз — ничья) или standard (кто не может ходить, пропускает ход; без правила повторения)",
    "cli.flip": "поворачивать доску к игроку, чей ход",
}
