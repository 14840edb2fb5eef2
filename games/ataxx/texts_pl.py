"""Polish for games.ataxx.texts: the same keys as the English tables there, in the same order."""

TEXTS: dict[str, str] = {
    # -- help-cs
    "cli.seats": "black|white",
    "cli.fen": "zaczyna od tej pozycji (FEN; początek to {start})",
    "cli.rules": "itpw (domyślnie: kto nie może się ruszyć, przegrywa; pozycja po raz trzeci to remis) lub standard (kto nie może się ruszyć, pasuje; bez zasady powtórzeń)",
    "cli.flip": "obraca planszę do gracza na ruchu",
}
