"""Russian for games.nardy.texts: the same keys as the English tables there, in the same order."""

TEXTS: dict[str, str] = {
}
