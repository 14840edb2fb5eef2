"""Russian for games.latrunculi.texts: the same keys as the English tables there, in the same order."""

TEXTS: dict[str, str] = {
    # -- help-cs
    "cli.seats": "white|black",
    "cli.layout": "8x8 (по умолчанию) или 8x12 (двенадцать вертикалей и шашек у каждого, реконструкция Ковальского)",
    "cli.capture_limit": "партия кончается после N ходов подряд (считаются ходы обоих) без взятия: больше шашек — победа, поровну — ничья (по умолчанию: без лимита)",
    "cli.bad_capture_limit": "{text}: укажи целое число от 0 (без лимита) до {max}",
    "cli.fen": "начать с этой позиции (FEN; начальная — {start})",
    "cli.fixed": "белые всегда внизу, доска не поворачивается к игроку",
}
