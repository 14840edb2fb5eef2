"""The Ataxx arbiter's ``--time`` is refused in one sentence (argparse, exit 2) when its clock could not keep it:
``--time 2200000000`` ended in an OverflowError once the first program was waited on (issue 23, item 11)."""
import pytest

from games.ataxx import arbiter


@pytest.mark.parametrize("value", ["2200000000", str(arbiter.MAX_TIME_MS + 1), "10" * 30, "0", "-5", "1e3", "inf"])
def test_a_time_the_clock_cannot_keep_is_refused_before_any_program_starts(value, capsys, monkeypatch):
    monkeypatch.setattr(arbiter, "play_match", lambda *a: pytest.fail("a match was started"))
    with pytest.raises(SystemExit) as leaving:
        arbiter.main(["p1", "p2", "--time", value])
    assert leaving.value.code == 2
    err = capsys.readouterr().err
    assert "is not a time the arbiter can keep: give whole milliseconds from 1 to 86400000" in err
    assert "Traceback" not in err


def test_a_day_is_the_longest_time_and_is_taken(monkeypatch):
    taken = []
    monkeypatch.setattr(arbiter, "play_match", lambda first, second, ms, games, on_game: taken.append(ms)
                        or arbiter.MatchResult(first, second, []))
    assert arbiter.main(["p1", "p2", "--time", str(arbiter.MAX_TIME_MS)]) == 0
    assert taken == [86_400_000]
