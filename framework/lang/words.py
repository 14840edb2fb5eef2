"""The words a player types, in every language of the interface: one table per command, one way to read them.

Why one mechanism: the words used to be copied into each module that read them
(the loop's commands, the network's, yes and no, back, the levels), each copy
in English and Czech only, and the screens always showed the English word. Here
each command is a :class:`Words`: its words per language, the FIRST of each
language being the one screens show (:meth:`Words.shown`). A typed word is
understood in any language (a player may type the English word in Czech, or a
Czech one in a Polish game), with or without its diacritics (:func:`fold`).

What is here is shared by every game; a game's own words (XII's ``place``,
Ataxx's ``moves``) are :class:`Words` in its own package. Kept free of imports
beyond the standard library: the menu loads it at start-up, and XII's engine
reads its words through it.
"""
from __future__ import annotations

__all__ = ["WORD_LANGUAGES", "Words", "fold", "COMMANDS", "UNDO_TURN", "PASS", "OFF", "FLIP", "DRAW", "BAG", "NET",
           "YES", "NO", "BACK", "LEVELS", "CONTINUE", "PAGE", "REVIEW", "TABLE", "level_of", "numbered"]

#: The languages every table has words for (the interface's languages, also before their catalogues exist).
WORD_LANGUAGES = ("en", "cs", "pl", "ru")
#: The one language whose words always work and stand in for a language without a table.
SOURCE = "en"

#: Letters that are not a base letter with a combining mark (NFD leaves them whole), written as players do
#: without a national keyboard.
_PLAIN = str.maketrans({"ł": "l", "đ": "d", "ø": "o", "ß": "ss"})


#: The accented letters of the interface's languages, folded as NFD would fold them: the tables below are
#: built at start-up with this, without loading Unicode's tables (a test checks it agrees with :func:`fold`).
_KNOWN = str.maketrans({**{a: b for a, b in zip("áčďéěíňóřšťúůýžąćęłńśźżёй", "acdeeinorstuuyzacelnszzеи")},
                        "ł": "l"})
#: The Russian letters left after :data:`_KNOWN` (а-я), dropped to see whether anything else is there.
_RUSSIAN = str.maketrans(dict.fromkeys(map(chr, range(ord("а"), ord("я") + 1))))


def fold(word: str) -> str:
    """``word`` as it is compared: lower case, without diacritics (``Vlož`` -> ``vloz``, ``łatwy`` ->
    ``latwy``, ``лёгкий`` -> ``легкии``), so the forms typed without a national keyboard are accepted."""
    word = word.strip().lower()
    if word.isascii():
        return word                     # most words: nothing to fold
    known = word.translate(_KNOWN)
    if known.isascii() or known.translate(_RUSSIAN).isascii():
        return known                    # the interface's own letters: no Unicode tables needed
    return fold_by_unicode(word)


def fold_by_unicode(word: str) -> str:
    """:func:`fold` by Unicode's decomposition alone (what the table of known letters must agree with)."""
    import unicodedata                  # deferred: start-up (unicodedata)
    decomposed = unicodedata.normalize("NFD", word.strip().lower().translate(_PLAIN))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


class Words(tuple):
    """One command's words: per language the words a player may type, the first the one screens show.

    ``en``, ``cs``, ``pl``, ``ru``: space-separated words. ``also``: words understood in every language
    that no screen shows (``0`` for back, the older synonyms ``resign``, ``show``). ``word in words``
    compares folded forms, so ``vloz`` is ``vlož``. As a tuple it is every word as written, then the
    forms without diacritics (what a caller that collects words in a set needs).
    """

    by_lang: dict[str, tuple[str, ...]]
    forms: frozenset[str]

    def __new__(cls, en: str, cs: str = "", pl: str = "", ru: str = "", *, also: str = "") -> "Words":
        by_lang = {lang: tuple(text.split()) for lang, text in zip(WORD_LANGUAGES, (en, cs, pl, ru)) if text}
        written = [w for words in by_lang.values() for w in words] + also.split()
        folded = [fold(w) for w in written]
        self = super().__new__(cls, dict.fromkeys(written + folded))
        self.by_lang = by_lang
        self.forms = frozenset(folded)
        return self

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and bool(word.strip()) and fold(word) in self.forms

    def __repr__(self) -> str:
        return f"Words({self.by_lang!r})"

    def shown(self, lang: str) -> str:
        """The word screens show in ``lang`` (English for a language without words here)."""
        return (self.by_lang.get(lang) or self.by_lang[SOURCE])[0]


# ------------------------------------------------------------------ the turn loop's commands, every game
#: The loop's shared commands (framework/tui/hotseat.py).
COMMANDS: dict[str, Words] = {
    "help": Words("? help", "nápověda", "pomoc", "помощь", also="h"),
    "undo": Words("undo", "zpět", "cofnij", "отмени"),
    "hint": Words("hint", "rada poradit poraď", "podpowiedź", "подсказка"),
    "last": Words("last", "poslední ukaž", "ostatni", "последний", also="show"),
    "log": Words("log", "zápis historie", "zapis", "запись"),
    "board": Words("board", "pozice", "pozycja", "позиция", also="notation fen position"),
    "save": Words("save", "ulož", "zapisz", "сохрани"),
    "rules": Words("rules", "pravidla", "zasady", "правила"),
    "yield": Words("yield", "vzdej vzdát vzdávám", "poddaj", "сдаюсь", also="resign"),
    "quit": Words("quit", "konec", "koniec", "выход", also="exit"),
}
#: ``undo turn``: what may follow ``undo`` to take back the whole turn so far.
UNDO_TURN = Words("turn all", "tah vše", "turę tura", "ход")

# ------------------------------------------------------------- words of more than one game's moves and views
#: Passing the turn (XII Scripta, Long Nardy).
PASS = Words("pass", "dál pas", "pas", "пас")
#: The target of a piece borne off (``VI/off``, ``13/off``).
OFF = Words("off", "ven", "poza", "вне", also="o")
#: Turning the board (Ataxx, Latrunculi).
FLIP = Words("flip", "otočit", "obróć", "переверни")
#: Offering a draw (Latrunculi, and the network's tables).
DRAW = Words("draw", "remíza", "remis", "ничья")
#: What is left in the players' shuffle bags of dice (XII Scripta).
BAG = Words("bag", "pytlík", "worek woreczek", "мешок мешочек")

# ------------------------------------------------------------------------- the network's table commands
NET: dict[str, Words] = {
    "say": Words("say", "řekni", "powiedz", "скажи"),
    "mute": Words("mute", "ztišit", "wycisz", "тихо"),
    "leave": Words("leave", "odejít", "wyjdź", "уйти"),
    "claim": Words("claim", "výhra", "wygrana", "победа"),
    "wait": Words("wait", "čekat", "czekaj", "ждать"),
    "rematch": Words("rematch", "odveta", "rewanż", "реванш"),
    "seat": Words("seat", "místo", "miejsce", "место"),
    "accept": Words("accept", "přijmout", "przyjmij", "принять"),
    "decline": Words("decline", "odmítnout", "odrzuć", "отказать"),
    "draw": DRAW,
}

# ---------------------------------------------------------------------------------- answers to questions
YES = Words("y yes", "a ano", "t tak", "д да", also="j ja")
NO = Words("n no", "n ne", "n nie", "н нет")
#: Back to the screen before (a menu's question, the busy slot, the lobby).
BACK = Words("back b", "zpět z", "wróć wstecz", "назад", also="0 q")
#: The computer's levels as a player may type them (``1``-``3`` too).
LEVELS: dict[str, Words] = {
    "easy": Words("easy", "lehká snadná", "łatwy", "лёгкий", also="1"),
    "normal": Words("normal", "běžná střední", "zwykły", "обычный", also="2"),
    "strong": Words("strong", "silná", "silny", "сильный", also="3"),
}

#: "Continue the unfinished game" on the menus. The key the menus show in each language comes first
#: (``menu.continue_key``: Latin ``c`` in Polish and Russian); ``с`` is the same key on a Russian layout.
CONTINUE = Words("c continue", "p pokračovat pokračuj", "c k kontynuuj", "c п продолжить", also="с")

# ------------------------------------------------------------------- turning pages (the pager, the replay)
#: Enter turns the page too (an empty line is no word: the pager and the replay check it themselves).
PAGE: dict[str, Words] = {
    "next": Words("n next", "d další", "d dalej", "д дальше"),
    "back": Words("b back", "z zpět p", "w wstecz", "н назад"),
    "quit": Words("q quit close x", "konec zavřít", "koniec zamknij", "в выход закрыть"),
}

# ------------------------------------------------------------------------- a game's review (framework/tui/reviews.py)
#: "Review the game" at the end screen; ``r`` is understood in every language.
REVIEW = Words("r review", "r rozbor", "a analiza", "р разбор")
#: The review's full table of every turn.
TABLE = Words("t table", "t tabulka", "t tabela", "т таблица")


def numbered(*choices: Words) -> dict[str, int]:
    """The answers that pick one of ``choices``: every form of each (folded too) -> its index. For a
    question whose answers are the game's own words (the computer's colour), read with :func:`fold`.
    ValueError for a word that would pick two (a mistake in the table, found when the game is loaded)."""
    table: dict[str, int] = {}
    for i, words in enumerate(choices):
        for form in words:
            if table.setdefault(form, i) != i:
                raise ValueError(f"{form!r} answers both {choices[table[form]]!r} and {words!r}")
    return table


def level_of(answer: str) -> str | None:
    """The level an answer names in any language (``silná``, ``łatwy``, ``2``), or None."""
    return next((level for level, words in LEVELS.items() if answer in words), None)

