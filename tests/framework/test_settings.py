"""Settings survive between runs; a damaged file is reported and replaced, never a crash."""
from __future__ import annotations

import json
import os

import sys

import pytest

from framework.core.settings import ENV_DIR, MAX_NAME, Settings, SettingsError, check_name, config_dir, load, save, settings_path


def test_a_first_start_has_the_defaults_and_no_complaint(tmp_path):
    settings, problem = load(str(tmp_path / "settings.json"))
    assert settings == Settings()
    assert (settings.first, settings.language, settings.colour) == ("random", "auto", "auto")
    assert problem is None


def test_saved_settings_load_back(tmp_path):
    path = str(tmp_path / "sub" / "settings.json")
    chosen = Settings(name_i="Livia", name_ii="Žofie", first="II", language="cs", colour="never")
    save(path, chosen)
    assert load(path) == (chosen, None)
    assert json.loads(open(path, encoding="utf-8").read())["name_ii"] == "Žofie"
    assert [name for name in os.listdir(tmp_path / "sub")] == ["settings.json"], "no temporary file left"


@pytest.mark.parametrize("content, reason", [
    ("{not json", "not valid JSON"),
    ("[1, 2]", "JSON object"),
    ('{"colour": "purple"}', "colour must be one of auto, always, never"),
    ('{"first": 1}', "first must be text"),
    ('{"volume": "11"}', "unknown setting 'volume'"),
    ('{"name_i": ""}', None),
    ('{"name_i": "' + "x" * (MAX_NAME + 1) + '"}', "longer than"),
    ("", "not valid JSON"),
])
def test_a_damaged_file_is_reported_and_replaced_by_the_defaults(tmp_path, content, reason):
    path = tmp_path / "settings.json"
    path.write_text(content, encoding="utf-8")
    settings, problem = load(str(path))
    if reason is None:                      # an empty name means "the default name": not damage
        assert problem is None
        return
    assert settings == Settings()
    assert problem is not None and problem.code == "damaged"
    assert reason in problem.params["reason"]
    assert load(str(path)) == (Settings(), None), "the defaults were written back"
    assert (tmp_path / "settings.json.damaged").read_text(encoding="utf-8") == content, "kept as it was"


def test_one_bad_value_discards_only_that_value(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"name_i": "Livia", "colour": "purple", "level": "strong", "volume": "11"}', encoding="utf-8")
    settings, problem = load(str(path))
    assert settings == Settings(name_i="Livia", level="strong")
    assert problem.code == "damaged" and problem.params["count"] == 2
    assert "colour" in problem.params["reason"] and "volume" in problem.params["reason"]
    assert load(str(path)) == (settings, None), "the salvaged settings were written back: told once"


@pytest.mark.parametrize("content", ["[" * 50_000, '{"a":' * 50_000, "{" + '"name_i": "x",' * 20_000 + "}"])
def test_a_hostile_file_is_refused_without_a_crash(tmp_path, content):
    path = tmp_path / "settings.json"
    path.write_text(content, encoding="utf-8")
    settings, problem = load(str(path))
    assert settings == Settings() and problem.code == "damaged"
    assert load(str(path)) == (Settings(), None)


def test_a_deeply_nested_settings_file_does_not_stop_the_game(tmp_path):
    import subprocess
    import sys
    from pty_helpers import GAME, ROOT, game_env
    (tmp_path / "settings.json").write_text("[" * 50_000, encoding="utf-8")
    out = subprocess.run([sys.executable, GAME, "--short"], cwd=ROOT, env=game_env(str(tmp_path)), input="",
                         capture_output=True, text=True, timeout=60)
    assert "Traceback" not in out.stderr + out.stdout
    assert "The settings file was damaged" in out.stdout + out.stderr
    assert (tmp_path / "settings.json.damaged").exists()


def test_binary_garbage_is_damage_too(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b"\xff\xfe\x00garbage")
    settings, problem = load(str(path))
    assert settings == Settings() and problem is not None


def test_an_unwritable_directory_does_not_stop_the_game(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    path = str(blocker / "settings.json")          # a directory that cannot exist
    settings, problem = load(path)
    assert settings == Settings()
    assert problem is not None and problem.code == "unreadable"
    with pytest.raises(OSError):
        save(path, Settings(name_i="Livia"))


def test_the_directory_comes_from_the_environment_or_platformdirs(tmp_path):
    assert config_dir({ENV_DIR: str(tmp_path)}) == str(tmp_path)
    assert settings_path({ENV_DIR: str(tmp_path)}) == str(tmp_path / "settings.json")
    assert "xii-scripta" in config_dir({})


@pytest.mark.skipif(sys.platform in ("darwin", "win32"), reason="the XDG rule is for Linux and the BSDs")
def test_on_linux_the_directory_follows_xdg_as_platformdirs_does(tmp_path, monkeypatch):
    import platformdirs
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv(ENV_DIR, raising=False)
    for xdg in (None, "", "  ", str(tmp_path / "conf")):
        if xdg is None:
            monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
        else:
            monkeypatch.setenv("XDG_CONFIG_HOME", xdg)
        import os
        assert config_dir(dict(os.environ)) == platformdirs.user_config_dir("xii-scripta", appauthor=False)


def test_names_are_trimmed_and_checked():
    assert check_name("  Marcus   Aurelius ") == "Marcus Aurelius"
    for bad, code in (("", "name_empty"), ("   ", "name_empty"), ("x" * (MAX_NAME + 1), "name_long"),
                      ("a,b", "name_chars"), ("bell\x07", "name_chars")):
        with pytest.raises(SettingsError) as caught:
            check_name(bad)
        assert caught.value.code == code


def test_settings_are_values():
    s = Settings(name_i="A")
    assert s.with_(first="I") == Settings(name_i="A", first="I")
    assert s == Settings(name_i="A") and s != Settings()
    assert eval(repr(s)) == s
    with pytest.raises(AttributeError):
        s.first = "II"
    with pytest.raises(SettingsError):
        Settings(language="de")
