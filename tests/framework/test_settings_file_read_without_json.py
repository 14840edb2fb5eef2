"""The settings file as the game writes it is read without ``json``, to the same values ``json`` reads.

``settings.as_written`` accepts only the exact text ``Settings.to_json`` writes
(so the menu's start-up needs no ``json``); every other text, hand-edited or
damaged, goes to the JSON reader with its limits and its damage reports.
"""
from __future__ import annotations

import json

from hypothesis import given, strategies as st

from framework.core.settings import (COLOUR_CHOICES, COMPUTER_CHOICES, FIRST_CHOICES, LANGUAGE_CHOICES, LEVEL_CHOICES,
                                MAX_NAME, Settings, SettingsError, as_written, check_name, load)


def valid_name(text: str) -> bool:
    try:
        return check_name(text) == text
    except SettingsError:
        return False


NAMES = st.text(alphabet=st.characters(codec="utf-8"), max_size=MAX_NAME).filter(
    lambda name: name == "" or valid_name(name))
SETTINGS = st.builds(Settings, name_i=NAMES, name_ii=NAMES, first=st.sampled_from(FIRST_CHOICES),
                     language=st.sampled_from(LANGUAGE_CHOICES), colour=st.sampled_from(COLOUR_CHOICES),
                     computer=st.sampled_from(COMPUTER_CHOICES), level=st.sampled_from(LEVEL_CHOICES))


@given(SETTINGS)
def test_every_saved_settings_file_reads_back_as_saved(settings):
    assert Settings.from_json(settings.to_json()) == settings


@given(SETTINGS)
def test_a_file_the_game_wrote_is_read_without_json_unless_a_name_needs_escaping(settings):
    text = settings.to_json()
    read = as_written(text)
    escaped = "\\" in text                  # json wrote an escape (a quote or backslash in a name)
    assert (read is None) == escaped
    if read is not None:
        assert read == json.loads(text)


#: Texts close to what the game writes: any keys and values (quotes, backslashes, newlines, control
#: characters included), then perhaps one character deleted, replaced or inserted.
PIECE = st.one_of(st.text(alphabet="ab č:,{}", max_size=6),
                  st.text(alphabet='ab č"\\\n\t\x00\x7f{},:', max_size=6))


@st.composite
def near_written(draw) -> str:
    data = draw(st.dictionaries(PIECE, PIECE, max_size=4))
    text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    if text and draw(st.booleans()):
        at = draw(st.integers(0, len(text) - 1))
        change = draw(st.sampled_from(["delete", "replace", "insert"]))
        ch = draw(st.sampled_from(' "\\,:\n{}ab'))
        text = text[:at] + (ch if change != "delete" else "") + text[at + (change != "insert"):]
    return text


@given(near_written())
def test_whatever_is_read_without_json_is_what_json_reads(text):
    read = as_written(text)
    if read is not None:
        assert read == json.loads(text)


def test_a_hand_written_file_is_left_to_the_json_reader_and_still_read():
    text = '{"language": "cs", "name_i": "Livia"}'
    assert as_written(text) is None
    assert Settings.from_json(text) == Settings(language="cs", name_i="Livia")


def test_a_file_in_the_written_form_with_a_bad_value_is_still_reported_as_damaged(tmp_path):
    path = tmp_path / "settings.json"
    text = '{\n  "name_i": "Livia",\n  "colour": "purple"\n}\n'
    assert as_written(text) == {"name_i": "Livia", "colour": "purple"}
    path.write_text(text, encoding="utf-8")
    settings, problem = load(str(path))
    assert settings == Settings(name_i="Livia")
    assert problem is not None and problem.code == "damaged" and "colour" in problem.params["reason"]
    assert (tmp_path / "settings.json.damaged").read_text(encoding="utf-8") == text
