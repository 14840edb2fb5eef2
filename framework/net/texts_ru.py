"""Russian for framework.net.texts: the same keys as the English tables there, in the same order."""

NET: dict[str, str] = {
}
