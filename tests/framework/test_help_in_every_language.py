"""--help and the command line's refusals in the player's language, each game's help naming only what it has.

The programs: ``xii_scripta.py``, ``--game NAME`` for every companion, ``--connect`` and ``--serve``.
Their words (argparse's own frame included) come from the catalogues' ``cli.*`` keys, in the language the
game would speak: ``--lang``, else the settings, else the locale.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from framework.lang import texts
from framework.programs.cli import game_parser
from framework.tui.cli_parser import language
from framework.programs.connect import parser as connect_parser
from framework.programs.serve import _parser as serve_parser
from framework.core.spec import dice_per_throw
from games import REGISTRY
from helpers_games import names
from pty_helpers import GAME, ROOT, game_env
from xii_scripta_cli import build_parser
from helpers_text import said

COMPANIONS = [entry for entry in REGISTRY if entry.companion]


def companion_help(entry, lang: str) -> str:
    return game_parser(entry, entry.spec(), lang).format_help()


def every_help(lang: str) -> dict[str, str]:
    """Each player-facing program's --help in ``lang``, by the program's name."""
    shown = {"xii_scripta.py": build_parser(lang).format_help(), "--connect": connect_parser(lang).format_help(),
             "--serve": serve_parser(lang).format_help()}
    shown.update((f"--game {entry.name}", companion_help(entry, lang)) for entry in COMPANIONS)
    return shown


def words(text: str) -> set[str]:
    """The words of ``text``, lower case, leaving out option names (``--vs-computer``) and paths."""
    text = re.sub(r"--?[\w-]+|\S*[/$.]\S*|\{[^}]*\}", " ", text)
    return {w.lower() for w in re.findall(r"[^\W\d_]{2,}", text)}


# ------------------------------------------------------------------ each game's help names what it has

@pytest.mark.parametrize("entry", COMPANIONS, ids=lambda e: e.name)
@pytest.mark.parametrize("lang", texts.LANGUAGES)
def test_a_games_help_lists_dice_and_clock_only_when_the_game_has_them(entry, lang):
    spec = entry.spec()
    shown = companion_help(entry, lang)
    has_clock = any(option.name == "clock_ms" for option in spec.options)
    assert ("--dice" in shown) == bool(dice_per_throw(spec))
    assert ("--clock" in shown) == has_clock


@pytest.mark.parametrize("entry", COMPANIONS, ids=lambda e: e.name)
def test_the_seed_of_a_game_without_dice_does_not_mention_dice(entry):
    spec = entry.spec()
    seed_help = {"en": r"--seed N\s+(.*?)\n  --", "cs": r"--seed N\s+(.*?)\n  --"}
    for lang, dice_word in (("en", "dice"), ("cs", "kost")):
        seed = re.search(seed_help[lang], companion_help(entry, lang), re.S).group(1)
        assert (dice_word in seed) == bool(dice_per_throw(spec)), (lang, seed)


@pytest.mark.parametrize("lang", texts.LANGUAGES)
def test_no_help_uses_private_words(lang):
    for program, shown in every_help(lang).items():
        assert "seed's" not in shown and "the seed " not in shown, program


@pytest.mark.parametrize("entry", COMPANIONS, ids=lambda e: e.name)
@pytest.mark.parametrize("lang", texts.LANGUAGES)
def test_the_seats_listed_are_the_ones_the_game_takes(entry, lang):
    spec = entry.spec()
    metavar = re.search(r"--vs-computer (\S+)", companion_help(entry, lang)).group(1)
    for word in metavar.split("|"):
        assert word.lower() in spec.seat_words, (lang, word)


@pytest.mark.parametrize("entry", COMPANIONS, ids=lambda e: e.name)
def test_the_english_help_lists_no_czech_alias(entry):
    shown = companion_help(entry, "en")
    assert shown.isascii(), [line for line in shown.splitlines() if not line.isascii()]


def test_lang_lists_every_language_of_the_interface(monkeypatch):
    """Every player's program (the server has no player and no --lang) lists the interface's languages."""
    players = [program for program in every_help("en") if program != "--serve"]
    for program in players:
        assert "--lang " + "|".join(texts.LANGUAGES) in every_help("en")[program], program
    monkeypatch.setattr(texts, "LANGUAGES", ("cs", "en", "pl", "ru"))
    for program in players:
        shown = every_help("en")[program]
        assert "--lang cs|en|pl|ru" in shown and "cs, en, pl, ru" in shown, program


# ------------------------------------------------------------------ Czech help is Czech

#: Words a Czech help may share with the English one: option values and commands typed as they are,
#: names (of games, languages, formats, protocols, players; every registered game's, typed after --game) and
#: words both languages spell alike.
SHARED = {"auto", "always", "never", "easy", "normal", "strong", "itpw", "standard", "fen", "tls", "pem", "uai",
          "no", "color", "stdin", "stdout", "enter", "scripta", "ludus", "duodecim", "scriptorum",
          "alice", "bob", "cs", "en", "pl", "ru", "ms", "ii", "port", "server", "program",
          "mars", "random", *names()}


@pytest.mark.parametrize("program", list(every_help("en")))
def test_the_czech_help_has_no_english_word_beyond_commands_and_names(program):
    english = words(every_help("en")[program])
    czech = words(every_help("cs")[program])
    assert czech & english <= SHARED, sorted(czech & english - SHARED)


def test_argparses_own_words_are_czech():
    shown = build_parser("cs").format_help()
    assert shown.startswith("použití: xii_scripta.py")
    assert "volby:" in shown and "ukáže tuto nápovědu a skončí" in shown
    assert "usage:" not in shown and "options:" not in shown and "show this help" not in shown


@pytest.mark.parametrize("argv, czech", [
    (["--bogus"], "xii_scripta.py: chyba: neznámé argumenty: --bogus"),
    (["--first", "III"], "volba --first: neplatná hodnota 'III' (na výběr: 'I', 'II', 'random')"),
    (["--seed", "x"], "volba --seed: 'x': zadej semínko jako celé číslo o nejvýše 40 číslicích"),
    (["--play", "--short"], "volba --short: nejde spolu s --play"),
    (["--names", "Alice"], "'Alice': zadej dvě jména oddělená čárkou"),
    (["--names", "Alice,"], "Jméno nesmí být prázdné."),
    (["--level", "strong"], "volba --level: potřebuje --vs-computer nebo --demo"),
])
def test_refusals_are_czech_in_argparses_frame_too(capsys, argv, czech):
    parser = build_parser("cs")
    with pytest.raises(SystemExit) as done:
        from xii_scripta_cli import check_combinations
        check_combinations(parser, parser.parse_args(argv))
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("použití: xii_scripta.py")
    assert czech in said(err)
    assert "error:" not in err and "usage:" not in err


@pytest.mark.parametrize("entry", COMPANIONS, ids=lambda e: e.name)
def test_a_games_refusal_names_its_own_seats_in_czech(capsys, entry, tmp_path, monkeypatch):
    from framework.programs.cli import game_main
    monkeypatch.setenv("XII_SCRIPTA_CONFIG_DIR", str(tmp_path))
    with pytest.raises(SystemExit):
        game_main(entry, ["--lang", "cs", "--vs-computer", "nobody"], REGISTRY)
    err = capsys.readouterr().err
    assert f"volba --vs-computer: 'nobody' není strana ve hře {entry.title('cs')}" in said(err)


def test_english_refusals_keep_argparses_words(capsys):
    parser = build_parser("en")
    with pytest.raises(SystemExit):
        parser.parse_args(["--first", "III"])
    assert "xii_scripta.py: error: argument --first: invalid choice: 'III'" in capsys.readouterr().err


# ------------------------------------------------------------------ which language

def test_the_language_is_lang_then_the_settings_then_the_locale(tmp_path):
    env = {"XII_SCRIPTA_CONFIG_DIR": str(tmp_path), "LANG": "cs_CZ.UTF-8"}
    assert language([], env) == "cs"
    assert language(["--lang", "en"], env) == "en"
    assert language(["--lang=en"], env) == "en"
    (tmp_path / "settings.json").write_text(json.dumps({"language": "en"}), encoding="utf-8")
    assert language([], env) == "en"
    assert language(["--lang", "cs"], env) == "cs"
    assert language(["--lang", "xx"], {**env, "LANG": "C.UTF-8"}) == "en"


def test_a_damaged_settings_file_is_not_touched_by_the_help(tmp_path):
    (tmp_path / "settings.json").write_text("{not json", encoding="utf-8")
    assert language([], {"XII_SCRIPTA_CONFIG_DIR": str(tmp_path), "LANG": "cs_CZ.UTF-8"}) == "cs"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]


@pytest.mark.parametrize("args, czech", [
    (["--help"], "ukáže tuto nápovědu a skončí"),
    (["--game", "nardy", "--help"], "Dlouhé nardy pro dva lidi"),
    (["--connect", "--help"], "tvé jméno u stolu"),
    (["--serve", "--help"], "Spustí herní server"),
    (["--verify", "--help"], "Zkontroluje záznamy síťových her"),
])
def test_a_czech_locale_gets_a_czech_help(tmp_path, args, czech):
    done = subprocess.run([sys.executable, GAME, *args], capture_output=True, text=True, timeout=60,
                          env=game_env(str(tmp_path), LANG="cs_CZ.UTF-8"), cwd=ROOT, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("použití: xii_scripta.py")
    assert czech in done.stdout


# ------------------------------------------------------------------ the protocol programs (English)

def test_the_uai_engine_answers_help_instead_of_waiting_for_commands():
    import io

    from games.ataxx.uai import main
    out, err = io.StringIO(), io.StringIO()
    assert main(["--help"], io.StringIO("uai\n"), out, err) == 0
    assert out.getvalue().startswith("usage: xii_scripta.py --ataxx-uai") and "uaiok" not in out.getvalue()
    assert main(["--level", "strong"], io.StringIO(""), out, err) == 2
    assert "unrecognized arguments: --level strong" in err.getvalue()


def test_connect_refuses_a_bad_address_in_the_players_language(tmp_path):
    done = subprocess.run([sys.executable, GAME, "--connect", "no such host:x", "--lang", "cs"], capture_output=True,
                          text=True, timeout=60, env=game_env(str(tmp_path)), cwd=ROOT, stdin=subprocess.DEVNULL)
    assert done.returncode == 2
    assert "„no such host:x“ není adresa serveru" in done.stderr and "Traceback" not in done.stderr
