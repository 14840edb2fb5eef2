"""Polish for framework.texts: the same keys as the English tables there, in the same order."""

COMMON: dict[str, str] = {
}

HOUSE: dict[str, str] = {
}
