"""No sentence is built from a translated piece that would have to decline inside it (issue 34).

A title, a seat, a game's name, a level word or a result put into another sentence
stays in the case it was written in: "Разбор партии только что сыгранная партия",
"z miejsca gracz II", "Zasady gry Długie nardy", "počítač, lehká". Each such
sentence is its own whole text (or takes a case form its catalogue owns); these
tests render every key of the kind with every value it can get, in every
language, and check the cases the issue names against whole sentences.
"""
from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

import pytest

import xii_scripta_cli
from framework.core.verify import Report, verify
from framework.lang.texts import COMMON, HOUSE, LANGUAGES, LEVELS, Catalogue
from framework.net.remote_play import NetTable
from framework.net.texts import NET
from framework.tui.hotseat import MoveGameView
from framework.tui.reviews import Reviews
from games import REGISTRY
from helpers_fair_dice import play_network_game

ROOT = Path(__file__).resolve().parents[2]
HOUSE_WORDS = Catalogue(COMMON, HOUSE)
#: English words a result said in another language must not contain (the record's own text).
ENGLISH = re.compile(r"\b(wins|by|bearing|off|yield|gave|up|draw|result|time)\b")


def game_words(name: str) -> Catalogue:
    entry = next(e for e in REGISTRY if e.name == name)
    return Catalogue(COMMON, HOUSE, *entry.spec().texts)


# ------------------------------------------------------------------ the review's title
TITLES = {"cs": "Rozbor právě dohrané hry", "en": "Review of the game just played",
          "pl": "Analiza właśnie zakończonej gry", "ru": "Разбор только что сыгранной партии"}
MOMENTS = {"cs": "Rozbor právě dohrané hry · chvíle 2 z 5",
           "en": "Review of the game just played · moment 2 of 5",
           "pl": "Analiza właśnie zakończonej gry · chwila 2 z 5",
           "ru": "Разбор только что сыгранной партии · момент 2 из 5"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_review_of_the_game_just_played_is_a_whole_title(lang):
    reviews = Reviews.__new__(Reviews)
    reviews.ctx = SimpleNamespace(t=lambda key, **p: HOUSE_WORDS.text(lang, key, **p))
    assert reviews._title(None) == TITLES[lang]
    assert reviews._title("") == TITLES[lang]
    assert reviews._title(None, n=2, count=5) == MOMENTS[lang]
    assert reviews._title("a.xii") == HOUSE_WORDS.text(lang, "review.title", file="a.xii")


# ------------------------------------------------------------------ a watcher's seat
SEAT_LINES = {
    ("xii", "pl", 1): "Plansza jest rysowana z miejsca gracza II.",
    ("xii", "ru", 1): "Доска нарисована с места игрока II.",
    ("xii", "cs", 0): "Deska je kreslená z místa hráče I.",
    ("nardy", "pl", 0): "Plansza jest rysowana z miejsca gracza I.",
    ("ataxx", "pl", 0): "Plansza jest rysowana od strony czarnych.",
    ("ataxx", "ru", 1): "Доска нарисована со стороны белых.",
    ("latrunculi", "cs", 1): "Deska je kreslená ze strany černého.",
}
SEAT_CASES = [(e.name, lang, seat) for e in REGISTRY for lang in LANGUAGES for seat in (0, 1)]


@pytest.mark.parametrize("name, lang, seat", SEAT_CASES, ids=[f"{n}-{l}-{s}" for n, l, s in SEAT_CASES])
def test_a_watcher_is_told_the_seat_in_a_whole_sentence(name, lang, seat):
    words = Catalogue(COMMON, HOUSE, NET, *next(e for e in REGISTRY if e.name == name).spec().texts)
    notes = []
    table = SimpleNamespace(t=lambda key, **p: words.text(lang, key, **p), note=notes.append, view_seat=None)
    NetTable.view_from(table, ("I", "II")[seat])
    [said] = notes
    assert table.view_seat == seat and "{" not in said and not said.startswith(("view.", "net."))
    assert words.text(lang, f"seat.{seat}") not in said or lang == "en", "the seat's name is not put in whole"
    if (name, lang, seat) in SEAT_LINES:
        assert said == SEAT_LINES[name, lang, seat]


# ------------------------------------------------------------------ a game's name after "game"
GAME_KEYS = ("game.rules", "game.continue", "game.continue_computer", "game.unreadable", "game.ask_continue",
             "cli.game.not_a_seat")
NAMED = {
    ("nardy", "pl", "game.rules"): "Zasady gry w długie nardy",
    ("nardy", "ru", "game.rules"): "Правила игры в длинные нарды",
    ("xii", "pl", "game.rules"): "Zasady gry w XII Scripta",
    ("nardy", "cs", "game.rules"): "Pravidla hry Dlouhé nardy",
    ("nardy", "en", "game.rules"): "The rules of Long Nardy",
    ("nardy", "pl", "game.continue"): "Kontynuuj nieukończoną grę w długie nardy (dotąd 3 ruchy)",
    ("nardy", "ru", "game.continue_computer"):
        "Продолжить начатую партию в длинные нарды против компьютера (уже 3 хода)",
    ("ataxx", "pl", "cli.game.not_a_seat"): "'x' nie jest stroną w grze w Ataxx (podaj czarne|białe)",
}
NAME_CASES = [(e.name, lang, key) for e in REGISTRY for lang in LANGUAGES for key in GAME_KEYS]


@pytest.mark.parametrize("name, lang, key", NAME_CASES, ids=[f"{n}-{l}-{k}" for n, l, k in NAME_CASES])
def test_a_games_name_after_the_word_game_is_in_its_case(name, lang, key):
    entry = next(e for e in REGISTRY if e.name == name)
    named = entry.title_after_game(lang)
    moves = HOUSE_WORDS.plural(lang, "count.moves", 3)
    said = HOUSE_WORDS.text(lang, key, game=named, moves=moves, problem="", value="'x'", seats="czarne|białe")
    assert said.count(named) == 1
    if lang in ("pl", "ru"):
        assert named.startswith("w " if lang == "pl" else "в "), "the bare title would not decline"
    if (name, lang, key) in NAMED:
        assert said.strip() == NAMED[name, lang, key]


# ------------------------------------------------------------------ level words in Czech
@pytest.mark.parametrize("name", ["ataxx", "latrunculi"])
@pytest.mark.parametrize("level, word", list(zip(LEVELS, ("lehký", "běžný", "silný"))))
def test_a_czech_computers_level_agrees_with_pocitac_in_every_game(name, level, word):
    words = game_words(name)
    view = SimpleNamespace(t=lambda key, **p: words.text("cs", key, **p))
    session = SimpleNamespace(players=[SimpleNamespace(name="Bílý", level=level)])
    assert MoveGameView.name(view, session, 0, full=True) == f"Bílý (počítač, {word})"
    assert HOUSE_WORDS.text("cs", f"computer.name.{level}") == f"Počítač ({word})"     # XII's, the same


@pytest.mark.parametrize("level, word", list(zip(LEVELS, ("lehká", "běžná", "silná"))))
def test_a_czech_level_word_after_uroven_agrees_with_it(level, word):
    nardy = game_words("nardy")
    level_word = nardy.text("cs", f"level.{level}")
    assert nardy.text("cs", "play.computer_seat", name="Ondra", seat="hráč I", level=level_word) == \
        f"Ondra je počítač (hráč I, úroveň {word})."
    assert HOUSE_WORDS.text("cs", "play.computer_plays.0", seat="hráč I", level=level_word) == \
        f"Počítač hraje jako hráč I, úroveň {word}."


# ------------------------------------------------------------------ the Russian rules of XII
def test_the_russian_rules_name_the_pass_command_in_a_declinable_phrase():
    text = (ROOT / "rules_ru.md").read_text(encoding="utf-8")
    assert "после команды `пас`" in text
    assert "после `пас`" not in text


# ------------------------------------------------------------------ --verify's result
VERIFIED = {"cs": "výsledek: vítězí Alice (všechny kameny jsou venku)",
            "pl": "wynik: wygrywa Alice (wszystkie pionki zdjęte)",
            "ru": "результат: побеждает Alice (все шашки выброшены)"}


@pytest.mark.parametrize("lang", ["cs", "pl", "ru"])
def test_verify_says_the_result_in_the_readers_language(lang):
    game = play_network_game("xii", 21, {"stones": 3})
    report = verify(game.text, REGISTRY)
    assert report.ok and report.result == "I wins by bearing off"
    line = report.text("g", lang)
    # a network game's record from before keys: its result, then that it carries no signatures
    assert report.signed is False and VERIFIED[lang] + ";" in line, line
    assert not ENGLISH.search(line.removeprefix("g")), line


ENDINGS = [(e.name, ending, winner, lang) for e in REGISTRY
           for ending in sorted({k[4:] for k in e.spec().texts[-1]["en"] if k.startswith("end.")} - {"summary",
                                                                                                   "borne_off"})
           for winner in (0, 1, None) for lang in ("cs", "pl", "ru")]


@pytest.mark.parametrize("name, ending, winner, lang", ENDINGS,
                         ids=[f"{n}-{e}-{w}-{l}" for n, e, w, l in ENDINGS])
def test_every_ending_of_every_game_is_said_without_english(name, ending, winner, lang):
    entry = next(e for e in REGISTRY if e.name == name)
    report = Report("verified", name, "no_dice", 0, 4, "(the record's English)", True, winner=winner,
                    ending=ending, names=("Ala", "Olek"), texts=tuple(entry.spec().texts))
    line = report.text("g", lang)
    assert "record's English" not in line and "{" not in line
    assert not ENGLISH.search(line.removeprefix("g")), line


@pytest.mark.parametrize("argv, words", [
    (["--lang", "cs", "--verify"], "nelze přečíst"),
    (["--lang=pl", "--verify"], "nie można odczytać"),
    (["--lang", "ru", "--verify"], "не удаётся прочитать"),
    (["--verify"], "no such file"),
])
def test_a_leading_lang_is_verifys_language(tmp_path, capsys, monkeypatch, argv, words):
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    monkeypatch.setenv("HOME", str(tmp_path))
    assert xii_scripta_cli.main(argv + [str(tmp_path / "missing.xii")]) == 2
    out = capsys.readouterr().out
    assert words in out.lower()


def test_a_leading_lang_before_another_option_still_refuses_verify_not_first(tmp_path, capsys):
    with pytest.raises(SystemExit) as exc:
        xii_scripta_cli.main(["--lang", "cs", "--play", "--verify", str(tmp_path / "x.xii")])
    assert exc.value.code == 2
    assert "--verify" in capsys.readouterr().err


# ------------------------------------------------------------------ the lobby's word for XII's pieces
@pytest.mark.parametrize("lang, said, word", [("pl", "pionki: 15", "pionk"), ("ru", "шашек: 15", "шаш"),
                                              ("cs", "po 15 kamenech", "kamen")])
def test_the_lobby_calls_xiis_pieces_as_the_game_does(lang, said, word):
    assert NET[lang]["lobby.option.stones"].format(value=15) == said
    xii = game_words("xii")
    assert word in xii.text(lang, "end.bearing_off") + xii.text(lang, "computer.ask_length").lower()


# ------------------------------------------------------------------ a network game's end
@pytest.mark.parametrize("lang, said", [("pl", "Wygrywa Olek: wszystkie pionki zdjęte."),
                                        ("ru", "Olek побеждает: все шашки выброшены."),
                                        ("cs", "Vítězí Olek: všechny kameny jsou venku.")])
def test_a_servers_end_is_said_in_the_games_words(lang, said):
    xii = Catalogue(COMMON, HOUSE, NET, *next(e for e in REGISTRY if e.name == "xii").spec().texts)
    table = SimpleNamespace(t=lambda key, **p: xii.text(lang, key, **p), name=("Ala", "Olek").__getitem__,
                            final={"winner": 1, "reason": "bearing_off", "result": "II wins by bearing off"})
    assert NetTable.final_words(table) == said


# ------------------------------------------------------------------ an ending inside the end's sentence
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_latrunculi_win_reads_as_one_sentence_with_its_reason(lang):
    """The reason ("Чёрный: вождь обездвижен") stands inside the win's sentence, not as a third clause after a
    second colon ("Белый побеждает: Чёрный: вождь обездвижен")."""
    words = game_words("latrunculi")
    reason = words.text(lang, "end.duke_immobilised", loser=words.text(lang, "name.1"))
    line = words.text(lang, "play.win", winner=words.text(lang, "name.0"), reason=reason)
    assert line.count(":") <= 2, line


@pytest.mark.parametrize("key", ["rules.page", "rules.last", "play.log_page", "play.log_last", "play.more_page"])
def test_a_russian_page_number_stays_with_its_abbreviation(key):
    """"стр. 1/2" is one unit on screen: the space after the abbreviation does not break."""
    assert "стр.\u00a0{page}" in HOUSE_WORDS.template("ru", key)
