"""A network game's record (framework/core/record.py with framework/core/fair_dice.py): the commitment and the latest
links in the header, every throw replayed against them, and a seeded game's record exactly as before."""
import pytest

from framework.core.fair_dice import Commitment
from framework.core.record import FAIR_DICE, FAIR_DICE_REVEAL, Record, RecordError, read, restore, write
from framework.core.spec import new_session
from framework.lang.texts import COMMON, HOUSE, Catalogue, explain_record
from helpers_fair_dice import another_last_action, changed_line, header_line, play_network_game, turn_lines
from helpers_games import cases, dice_games, spec, xii_setup

#: Each registered dice game's network games recorded (their options): XII Scripta with three stones each, Long
#: Nardy also as a match under the sports rule.
OPTIONS = {"xii": ({"stones": 3},), "nardy": ({}, {"sports": True, "match": 3})}
WHERE = "OPTIONS in tests/framework/test_fair_dice_record.py (rows of the options its network games are played with)"
GAMES = cases(OPTIONS, WHERE, dice_games())
#: Each dice game's first setup only.
FIRST = cases({name: rows[:1] for name, rows in OPTIONS.items()}, WHERE, dice_games())


def replay(name: str, text: str):
    s = spec(name)
    return restore(read(text, s.codec), s.codec, lambda setup: new_session(s, setup))


def error(name: str, text: str, code: str) -> RecordError:
    with pytest.raises(RecordError) as err:
        replay(name, text)
    assert err.value.code == code, err.value
    return err.value


@pytest.mark.parametrize("name,options", GAMES)
def test_a_whole_network_game_is_recorded_and_restored_equal(name, options):
    game = play_network_game(name, 11, options)
    assert game.session.game_over
    text = game.text
    record = read(text, game.spec.codec)
    assert record == game.record
    assert record.setup.fair_dice == Commitment(tuple(c.anchor for c in game.chains)).text()
    assert record.reveal == game.session.throws.proof()
    back = replay(name, text)
    assert back.game.notation() == game.session.game.notation()
    assert back.outcome == game.session.outcome
    assert write(record, game.spec.codec) == text


def test_the_record_keeps_the_latest_links_after_every_throw():
    game = play_network_game("xii", 2, {"stones": 3}, max_throws=5)
    n, *hexes = game.record.reveal.split()
    assert int(n) == game.session.throws.next_link - 1 == 6
    assert hexes == [game.chains[k].link(6).hex() for k in range(3)]


def test_an_unfinished_network_game_resumes_with_the_same_next_throw():
    game = play_network_game("xii", 3, {"stones": 3}, max_throws=8)
    back = replay("xii", game.text)
    n = game.session.throws.next_link
    for throws in (game.session.throws, back.throws):
        throws.reveal(n, tuple(c.link(n) for c in game.chains))
    assert back.throws.peek(back.seat) == game.session.throws.peek(game.session.seat)


def test_a_seeded_games_record_has_no_fair_dice_lines():
    from helpers_record import OPENING_TEXT
    assert FAIR_DICE not in OPENING_TEXT
    record = read(OPENING_TEXT, spec("xii").codec)
    assert record.setup.fair_dice == "" and record.reveal == ""


def test_a_changed_throw_does_not_follow_from_the_links():
    game = play_network_game("xii", 4, {"stones": 3})
    text = game.text
    n = turn_lines(text)[3]
    line = text.split("\n")[n - 1]
    seat, rest = line.split(" ", 1)
    throw, actions = rest.split(":", 1)
    other = "-".join("1" if d != "1" else "2" for d in throw.split("-"))
    err = error("xii", changed_line(text, n, f"{seat} {other}:{actions}"), "wrong_throw")
    assert err.line == n and err.params["source"] == "links"
    assert "does not follow from the revealed dice links" in err.message


@pytest.mark.parametrize("name,options", FIRST)
def test_a_changed_action_breaks_the_next_throw(name, options):
    game = play_network_game(name, 5, options)
    n, new, next_turn = another_last_action(game)
    err = error(name, changed_line(game.text, n, new), "wrong_throw")
    assert err.line == next_turn, "the change shows up at the next throw"


def test_links_past_the_proof_are_not_revealed():
    game = play_network_game("xii", 6, {"stones": 3}, max_throws=6)
    earlier = play_network_game("xii", 6, {"stones": 3}, max_throws=4)
    text = game.text.replace(game.record.reveal, earlier.record.reveal)
    err = error("xii", text, "unrevealed_throw")
    assert err.line == turn_lines(text)[4]


@pytest.mark.parametrize("change", [
    lambda proof: proof[:-1] + ("0" if proof[-1] != "0" else "1"),
    lambda proof: "9999 " + proof.split(" ", 1)[1],
    lambda proof: "two " + proof.split(" ", 1)[1],
])
def test_a_damaged_proof_is_refused_on_its_header_line(change):
    game = play_network_game("xii", 7, {"stones": 3}, max_throws=4)
    text = game.text.replace(game.record.reveal, change(game.record.reveal))
    err = error("xii", text, "bad_dice_proof")
    assert err.line == header_line(text, FAIR_DICE_REVEAL)


def test_a_proof_without_its_commitment_is_refused():
    game = play_network_game("xii", 8, {"stones": 3}, max_throws=2)
    lines = [line for line in game.text.split("\n") if not line.startswith(FAIR_DICE + ":")]
    text = "\n".join(lines)
    with pytest.raises(RecordError) as err:
        read(text, spec("xii").codec)
    assert err.value.code == "bad_dice_proof" and err.value.line == header_line(text, FAIR_DICE_REVEAL)


def test_a_damaged_commitment_is_refused_on_its_line():
    game = play_network_game("xii", 9, {"stones": 3}, max_throws=2)
    text = game.text.replace(game.record.setup.fair_dice, "v1 4096 nonsense")
    with pytest.raises(RecordError) as err:
        read(text, spec("xii").codec)
    assert err.value.code == "bad_value" and err.value.line == header_line(text, FAIR_DICE)


def test_games_without_dice_have_no_fair_dice_keys():
    from helpers_games import ataxx_session
    from framework.core.record import Scribe
    s = spec("ataxx")
    session = ataxx_session()
    scribe = Scribe(Record(session.setup), s.codec)
    text = write(scribe.record, s.codec)
    lines = text.split("\n")
    lines.insert(2, "Fair-Dice: " + play_network_game("xii", 1, {"stones": 1}, max_throws=0).record.setup.fair_dice)
    with pytest.raises(RecordError) as err:
        read("\n".join(lines), s.codec)
    assert err.value.code == "unknown_key"


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_every_new_refusal_is_said_in_each_language(lang):
    catalogue = Catalogue(COMMON, HOUSE)
    errors = [
        RecordError("wrong_throw", "x", line=3, expected="1-2-3", found="4-5-6", source="links"),
        RecordError("unrevealed_throw", "x", line=3, found="4-5-6", n=9, known=8),
        RecordError("bad_dice_proof", "x", line=3, key=FAIR_DICE_REVEAL, reason="bad_link"),
    ]
    for e in errors:
        said = explain_record(catalogue, lang, e)
        assert "{" not in said and said != catalogue.text(lang, "record.other", detail="x"), said
    assert "4-5-6" in explain_record(catalogue, lang, errors[0])


def test_a_hotseat_session_still_throws_from_its_seed():
    from dice import ThrowSource
    session = new_session(spec("xii"), xii_setup())
    assert isinstance(session.throws, ThrowSource)


def test_an_unfinished_network_game_cannot_go_on_at_one_keyboard_but_replays(tmp_path):
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    path = tmp_path / "net.xii"
    path.write_text(play_network_game("xii", 12, {"stones": 3}, max_throws=4).text)
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "XII_SCRIPTA_CONFIG_DIR": str(tmp_path / "config"),
           "LANG": "C.UTF-8"}
    run = [sys.executable, str(root / "xii_scripta.py"), "--color", "never", "--lang", "en"]
    done = subprocess.run(run + ["--load", str(path), "--save-dir", str(tmp_path / "saves")], input="\n",
                          capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 2 and "unfinished network game" in done.stderr
    done = subprocess.run(run + ["--replay", str(path)], input="q\n", capture_output=True, text=True,
                          timeout=60, env=env)
    assert done.returncode == 0, done.stderr


def test_the_hotseat_continues_only_a_finished_network_game_and_replays_any(tmp_path, monkeypatch):
    from helpers_app import make_app
    app = make_app(tmp_path, monkeypatch, [])
    xii = spec("xii")
    unfinished = read(play_network_game("xii", 13, {"stones": 3}, max_throws=3).text, xii.codec)
    with pytest.raises(RecordError) as err:
        app.sessions.restore(xii, unfinished)
    assert err.value.code == "network_game"
    assert not app.sessions.restore(xii, unfinished, to_continue=False).game_over
    finished = read(play_network_game("xii", 13, {"stones": 3}).text, xii.codec)
    assert app.sessions.restore(xii, finished).game_over
