"""Polish for framework.texts: the same keys as the English tables there, in the same order."""

COMMON: dict[str, str] = {
    # -- width-fw
    "screen.too_narrow": "Ten ekran potrzebuje {needed} kolumn; terminal ma {columns}. Poszerz go.",
}

HOUSE: dict[str, str] = {
}
