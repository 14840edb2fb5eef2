"""Polish for games.nardy.texts: the same keys as the English tables there, in the same order."""

TEXTS: dict[str, str] = {
    # -- help-cs
    "cli.match": "mecz do tylu punktów (mars liczy się za 2); domyślnie jedna gra",
    "cli.bad_match": "{text}: podaj 1, 3, 5 lub 7",
    "cli.sports": "zasada sportowa: rzut otwierający (po jednej kości) jest rzutem pierwszego ruchu",
    "cli.fixed_board": "plansza dla obu graczy tak, jak widzą ją czarne (domyślnie: obrócona do gracza na ruchu)",
}
