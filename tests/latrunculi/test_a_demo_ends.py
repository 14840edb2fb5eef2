"""A demo ends (README: "the computer plays both seats to the end"): Latrunculi has no repetition rule, so
without a capture limit two computers could shuffle their Dukes for ever; a demo without one plays under
a limit of 100 moves without a capture, and a game between people keeps no limit unless asked."""
import subprocess
import sys
from pathlib import Path

from games.latrunculi.spec import DEMO_CAPTURE_LIMIT, cli_setup

ROOT = Path(__file__).resolve().parents[2]


class Args:
    layout, capture_limit, fen, fixed, clock = "8x8", 0, None, False, None

    def __init__(self, **changes):
        self.__dict__.update(changes)


def test_a_demo_without_a_limit_gets_one_and_a_given_limit_is_kept():
    assert cli_setup(Args(demo=True))["options"]["capture_limit"] == DEMO_CAPTURE_LIMIT
    assert cli_setup(Args(demo=True, capture_limit=7))["options"]["capture_limit"] == 7
    assert cli_setup(Args(demo=False))["options"]["capture_limit"] == 0


def test_the_demo_plays_to_its_end_and_exits(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "TERM": "dumb", "XII_SCRIPTA_CONFIG_DIR": str(tmp_path / "c"),
           "XDG_DATA_HOME": str(tmp_path / "d"), "HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, str(ROOT / "xii_scripta.py"), "--game", "latrunculi", "--demo",
                           "--seed", "1", "--delay", "0"], stdin=subprocess.DEVNULL, capture_output=True,
                          text=True, env=env, timeout=120)
    assert done.returncode == 0 and "Game over" in done.stdout, done.stdout[-2000:] + done.stderr
