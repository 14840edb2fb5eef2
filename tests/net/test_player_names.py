"""A player's name looks like what it is (issue 32): normalised, at most 24 columns, nothing invisible, not
mostly combining marks, each word in one script; honest names in every language the house speaks pass."""
import asyncio
import unicodedata

import pytest

from framework.net.names import NameRefused, check_name, columns
from games import REGISTRY
from helpers_net import NetClient, running_server


def refusal(name: str) -> str:
    with pytest.raises(NameRefused) as err:
        check_name(name)
    return err.value.reason


@pytest.mark.parametrize("name,width", [
    ("Jana Nováková", 13), ("Paweł", 5), ("Анна", 4), ("李雷", 4), ("Bob-2", 5), ("Ελένη", 5),
    ("山田さくら", 10), ("김민준", 6), ("Nguyễn Văn An", 13), ("O'Brien", 7), ("Jean-Luc Picard", 15),
    ("李" * 12, 24), ("x" * 24, 24),
])
def test_honest_names_in_every_language_pass_with_their_width(name, width):
    assert check_name(name) == name and columns(name) == width


def test_a_name_is_kept_in_one_normal_form():
    decomposed = unicodedata.normalize("NFD", "Jana Nováková")
    assert decomposed != "Jana Nováková"
    assert check_name(decomposed) == "Jana Nováková"


@pytest.mark.parametrize("name", ["\u3164", "\u115f", "\u1160", "\uffa0", "\u2800", "Ann\u3164", "Ann\u200b",
                                  "\u200d", "Ann\u00a0Lee", "\u3000", "\u0301"])
def test_an_invisible_name_or_an_invisible_character_in_one_is_refused(name):
    assert refusal(name) == "invisible"


def test_a_name_of_combining_marks_is_refused():
    assert refusal("a" + "\u0301\u0302\u0303\u0304" * 6) == "combining"
    assert refusal("Z\u0335\u0322a\u0337\u0317l\u0336\u0321") == "combining"
    assert check_name("Zoe\u0308") == "Zoë"                 # one mark on a letter is a letter


def test_forty_eight_columns_of_wide_characters_are_too_wide():
    assert refusal("李" * 24) == "too_wide"
    assert refusal("李" * 13) == "too_wide"                 # 26 columns, 13 characters
    assert refusal("x" * 25) == "too_wide"
    assert refusal("x" * 65) == "too_wide"


@pytest.mark.parametrize("name,scripts", [("\u0410nn", "cyrillic and latin"), ("P\u0430wel", "cyrillic and latin"),
                                          ("\u0391lice", "greek and latin"), ("\uff21nn", "fullwidth and latin")])
def test_a_word_mixing_scripts_is_refused(name, scripts):
    with pytest.raises(NameRefused) as err:
        check_name(name)
    assert err.value.reason == "mixed_scripts" and scripts in err.value.message


def test_words_in_different_scripts_digits_and_signs_are_not_mixing():
    assert check_name("Anna Анна") == "Anna Анна"
    assert check_name("Анна-2") == "Анна-2"
    assert check_name("ʼOkina") == "ʼOkina"                 # a modifier letter belongs to no script


@pytest.mark.parametrize("name,reason", [("", "empty"), (" Ann", "spaces"), ("Ann ", "spaces"), ("Ann  Lee", "spaces"),
                                         ("\x1b[2J", "control"), ("A\nB", "control")])
def test_empty_padded_and_control_names_are_refused(name, reason):
    assert refusal(name) == reason


def test_hello_refuses_a_look_alike_with_bad_name_and_its_reason_and_keeps_the_normal_form(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            c = await NetClient("x").connect(server.port, hello=False)
            refused = await c.request(await c.hello_message("\u0410nn"))
            taken = await c.request(await c.hello_message(unicodedata.normalize("NFD", "Zoë")))
            created = await c.request({"type": "create", "game": "ataxx"})
            listed = await c.request({"type": "list"})
            return refused, taken, created, listed
    refused, taken, created, listed = asyncio.run(asyncio.wait_for(run(), 20))
    assert refused["type"] == "error" and refused["code"] == "bad_name"
    assert refused["params"]["reason"] == "mixed_scripts"
    assert taken["type"] == "ok" and created["type"] == "ok"
    assert "Zoë" in listed["tables"][0]["seats"]


def test_the_refusal_is_said_in_every_language():
    from framework.net.texts import ERROR_CODES, NET
    from framework.lang.texts import LANGUAGES
    assert "bad_name" in ERROR_CODES
    for lang in LANGUAGES:
        assert NET[lang]["net.error.bad_name"]


def test_the_menu_says_the_servers_refusal_of_a_look_alike_name_in_the_players_words(tmp_path, monkeypatch):
    from helpers_app import make_app, run
    from helpers_client import ServerThread, bounded
    from helpers_text import said
    server = ServerThread(tmp_path)
    try:
        app = make_app(tmp_path, monkeypatch, ["7", f"127.0.0.1:{server.server.port}", "\u0410nn", "0"])
        assert bounded(run, app, app.menu) is None
    finally:
        server.stop()
    shown = said(app.term.out.getvalue())
    assert "the server refused the name" in shown and "each word in one alphabet" in shown
    assert "Traceback" not in app.term.out.getvalue()


def test_zalgo_on_one_letter_is_refused_even_among_plain_letters():
    assert refusal("A" + "\u0301\u0302\u0303\u0304" + "lice") == "combining"   # NFC takes one into the A
    assert check_name("Nguy\u00ea\u0303n") == "Nguyễn"      # two marks on a letter: Vietnamese


@pytest.mark.parametrize("name", ["Ali\u034fce", "Ann\u17b4", "Ann\u180b", "Ann\ufe0f", "Ann\U000e0100"])
def test_marks_that_draw_nothing_are_invisible(name):
    assert refusal(name) == "invisible"


@pytest.mark.parametrize("name", ["\U0001d400\U0001d425\U0001d422\U0001d41c\U0001d41e", "\uff21\uff4c\uff49\uff43\uff45",
                                  "\ufb01sh", "\u2460\u2461"])
def test_styled_letters_that_stand_for_plain_ones_are_refused(name):
    assert refusal(name) == "lookalike"
