"""Russian for framework.net.texts: the same keys as the English tables there, in the same order."""

NET: dict[str, str] = {
    # -- help-cs
    "lobby.option.stones": "камней: {value}",
    "lobby.option.exact_bear_off": "вывод с конца дорожки",
    "lobby.option.free_pass": "свободный пропуск хода",
    "lobby.option.match": "матч до {value}",
    "lobby.option.sports": "спортивное правило",
    "lobby.option.fixed_board": "неподвижная доска",
    "lobby.option.layout": "доска {value}",
    "lobby.option.capture_limit": "лимит без взятий {value}",
}
