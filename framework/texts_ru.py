"""Russian for framework.texts: the same keys as the English tables there, in the same order."""

COMMON: dict[str, str] = {
    # -- width-fw
    "screen.too_narrow": "Этому экрану нужно {needed} столбцов; в терминале {columns}. Расширьте его.",
}

HOUSE: dict[str, str] = {
}
