"""The review names a player with the seat after the name ("Ann (I)"), unless the name already names the seat:
a move game's colour ("Black", "Černý") or the house's "Player I" ("Hráč I") stand alone, no "Hráč I (I)"."""
import pytest

from framework.ai.review import MARKS, Moment, PlayerSummary, Review
from framework.lang.texts import COMMON, HOUSE, Catalogue
from framework.tui.review_view import moment_lines, player_label, report_lines, summary_lines
from helpers_games import spec


def words(lang, game):
    catalogue = Catalogue(COMMON, HOUSE, *spec(game).texts)
    return (lambda key, /, **p: catalogue.text(lang, key, **p)), (lambda key, n: catalogue.plural(lang, key, n))


def empty_review(game):
    players = tuple(PlayerSummary(seat, 0, 0.0, tuple((mark, 0) for mark in MARKS), None) for seat in (0, 1))
    return Review(spec(game).unit, (), players)


def players_of(lines, names):
    return [line.split(":")[0] for line in lines if any(line.startswith(name) for name in names)]


@pytest.mark.parametrize("lang", ["en", "cs", "pl", "ru"])
@pytest.mark.parametrize("game", ["ataxx", "latrunculi", "nardy"])
def test_a_games_own_seat_names_stand_alone(game, lang):
    say, count = words(lang, game)
    names = (say("name.0"), say("name.1"))
    assert players_of(summary_lines(empty_review(game), names, say, count), names) == list(names)


@pytest.mark.parametrize("lang", ["en", "cs", "pl", "ru"])
def test_the_houses_player_i_stands_alone_and_a_persons_name_gets_its_seat(lang):
    say, count = words(lang, "xii")
    names = (say("player.default.I"), "Ann")
    assert players_of(summary_lines(empty_review("xii"), names, say, count), names) == [names[0], "Ann (II)"]
    report = report_lines("Review", empty_review("xii"), names, say, count, lambda c: "")
    assert f"{names[0]} ({'I'})" not in "\n".join(report)


@pytest.mark.parametrize("lang", ["en", "cs", "pl", "ru"])
def test_a_moments_line_names_the_player_as_the_summary_does(lang):
    """Stepping through the moments: "Tah 3: Hráč I, hod 1-4-6", and "Ann (II)" for a person's name."""
    say, _ = words(lang, "xii")
    names = (say("player.default.I"), "Ann")
    unit = spec("xii").unit
    first = moment_lines(Moment(3, 0, (1, 4, 6), None), unit, names, say, "", "")[0]
    second = moment_lines(Moment(4, 1, (2, 2, 5), None), unit, names, say, "", "")[0]
    assert names[0] in first and f"{names[0]} (I)" not in first
    assert "Ann (II)" in second
    plain = moment_lines(Moment(5, 0, None, None), spec("ataxx").unit, (say("player.default.I"), "Ann"), say, "", "")
    assert f"{names[0]} (I)" not in plain[0]


@pytest.mark.parametrize("lang", ["cs", "pl", "ru"])
def test_the_review_names_the_pair_without_declining_a_name(lang):
    """"Gracz I – Komputer (łatwy, II)": no preposition that would decline the names ("przeciw Komputerowi"),
    and the seat inside a name's own brackets, not a second pair."""
    say, _ = words(lang, "xii")
    names = (say("player.default.I"), say("computer.name.easy"))
    line = say("review.players", first=player_label(names[0], 0, say), second=player_label(names[1], 1, say))
    assert line.split()[len(names[0].split())] in ("–", "—"), line
    assert ") (" not in line and line.endswith(", II)"), line
