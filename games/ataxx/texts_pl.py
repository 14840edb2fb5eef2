"""Polish for games.ataxx.texts: the same keys as the English tables there, in the same order."""

TEXTS: dict[str, str] = {
}
