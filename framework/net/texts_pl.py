"""Polish for framework.net.texts: the same keys as the English tables there, in the same order."""

NET: dict[str, str] = {
    # -- help-cs
    "lobby.option.stones": "kamienie: {value}",
    "lobby.option.exact_bear_off": "wyprowadzanie od końca toru",
    "lobby.option.free_pass": "wolne pasowanie",
    "lobby.option.match": "mecz do {value}",
    "lobby.option.sports": "zasada sportowa",
    "lobby.option.fixed_board": "stała plansza",
    "lobby.option.layout": "plansza {value}",
    "lobby.option.capture_limit": "limit bez bicia {value}",
}
