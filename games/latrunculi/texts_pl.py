"""Polish for games.latrunculi.texts: the same keys as the English tables there, in the same order."""

TEXTS: dict[str, str] = {
    # -- help-cs
    "cli.seats": "white|black",
    "cli.layout": "8x8 (domyślnie) lub 8x12 (dwanaście kolumn i pionów na stronę, rekonstrukcja Kowalskiego)",
    "cli.capture_limit": "gra kończy się po N ruchach z rzędu (liczą się ruchy obu graczy) bez bicia: więcej pionów wygrywa, równo to remis (domyślnie: bez limitu)",
    "cli.bad_capture_limit": "{text}: podaj liczbę całkowitą od 0 (bez limitu) do {max}",
    "cli.fen": "zaczyna od tej pozycji (FEN; początek to {start})",
    "cli.fixed": "białe zostają na dole, plansza nie obraca się do gracza",
}
