"""Make the top-level modules (board.py, dice.py, ...) and the test helpers importable however pytest is started.

Shared test helpers live in tests/helpers_*.py and pty_helpers.py; a game's own in its folder
(tests/xii/helpers_engine.py, tests/nardy/nardy_helpers.py), each folder's conftest.py adding it.
"""
import os
import sys
import tempfile

TESTS = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(TESTS)
# The project's modules, and the shared test helpers (tests/*.py) from any test folder.
for path in (TESTS, ROOT):
    if path not in sys.path:
        sys.path.insert(0, path)

# Bytecode outside the tree, kept between runs and shared by the workers and by every game a
# test starts (they inherit the environment): without it each of the hundreds of game starts
# compiles the game's modules again, half its start-up, and each worker rewrites every test
# module again. The tree stays free of generated files.
BYTECODE = os.path.join(tempfile.gettempdir(), f"xii-scripta-test-bytecode-{os.getuid()}")
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
os.environ["PYTHONPYCACHEPREFIX"] = BYTECODE
sys.dont_write_bytecode = False
sys.pycache_prefix = BYTECODE

import pytest


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path_factory, monkeypatch):
    """No test reads or writes the real user's settings or saved games.

    Tests that spawn the game build their own environment (tests/pty_helpers.py);
    this covers everything run in-process.
    """
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XII_SCRIPTA_CONFIG_DIR", str(home / "config" / "xii-scripta"))


@pytest.fixture
def short_tmp_path():
    """A temporary folder with a short name, removed afterwards.

    Why: messages cut a long path with "…" (framework.lang.texts.shown), and under pytest-xdist
    ``tmp_path`` grows by a ``popen-gwN`` folder; a test that asserts a whole path in a message
    uses this, so what it checks does not depend on how pytest was started.
    """
    import shutil
    from pathlib import Path
    path = Path(tempfile.mkdtemp(prefix="xii-"))
    yield path
    shutil.rmtree(path, ignore_errors=True)


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_call(item):
    """A case marked ``unlisted`` fails before it runs, with the mark's sentence: a registered game missing from
    a test's per-game table (helpers_games.cases) is a failure that says what to add, never a skipped case."""
    mark = item.get_closest_marker("unlisted")
    if mark is not None:
        pytest.fail(mark.args[0], pytrace=False)
