"""Russian for games.nardy.texts: the same keys as the English tables there, in the same order."""

TEXTS: dict[str, str] = {
    # -- help-cs
    "cli.match": "матч до стольких очков (марс считается за 2); по умолчанию одна партия",
    "cli.bad_match": "{text}: укажи 1, 3, 5 или 7",
    "cli.sports": "спортивное правило: первый бросок (по одной кости) — это бросок первого хода",
    "cli.fixed_board": "доска для обоих игроков так, как её видят чёрные (по умолчанию: повёрнута к игроку, чей ход)",
}
