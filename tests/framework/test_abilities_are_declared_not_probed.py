"""Declared, not probed (issue 33): what a game, its view or its planner may have is declared on the
protocol with a default (framework.core.game.GameDefaults, framework.core.view.ViewDefaults,
framework.core.player.PlannerDefaults), so a new game reads its abilities in one place and no framework module
asks a game what it has: no ``getattr``/``hasattr`` in the framework names one of them."""

import ast
from pathlib import Path

import pytest

from framework.core.game import GameDefaults
from framework.core.player import PlannerDefaults
from framework.core.view import ViewDefaults

FRAMEWORK = Path(__file__).resolve().parents[2] / "framework"

#: The abilities a game declares: each is a member of its defaults' class, where the framework reads it.
DECLARED = {
    GameDefaults: ("split_line", "line_join", "counts_bag"),
    ViewDefaults: ("describe", "typed", "command", "min_columns", "draw_offers"),
    PlannerDefaults: ("rank", "judge", "best_values", "accepts_draw", "weights_problem"),
}
#: Declared on the view's protocol without a default (every view gives them), and the name the draw offer was
#: once probed by.
ALSO = ("pass_word", "stuck", "offer_draw")
#: ``lang`` is declared too (ViewDefaults), but the command line's ``--lang`` is read from a namespace of the
#: framework's own by that name, so it is not in the scan.
ABILITIES = frozenset(name for names in DECLARED.values() for name in names) | set(ALSO)


@pytest.mark.parametrize("defaults", list(DECLARED), ids=lambda cls: cls.__name__)
def test_every_ability_has_a_default_where_it_is_declared(defaults):
    members = {name for name in vars(defaults) if not name.startswith("_")}
    assert set(DECLARED[defaults]) <= members
    assert members - set(DECLARED[defaults]) <= {"lang"}, "a new default is an ability: add it to the list"


def probes(path: Path, root: Path = FRAMEWORK.parent) -> list[str]:
    """``file:line name`` for every getattr/hasattr in ``path`` whose attribute is one of the abilities."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in ("getattr", "hasattr") and len(node.args) >= 2
                and isinstance(node.args[1], ast.Constant) and node.args[1].value in ABILITIES):
            found.append(f"{path.relative_to(root)}:{node.lineno} {node.args[1].value}")
    return found


def test_no_framework_module_probes_a_game_for_an_ability():
    modules = sorted(FRAMEWORK.rglob("*.py"))
    assert modules
    found = [hit for path in modules for hit in probes(path)]
    assert found == [], "read the declared ability plainly: " + ", ".join(found)


def test_the_scan_finds_a_probe(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('split = getattr(game, "split_line", None)\nok = hasattr(view, "offer_draw")\n'
                      'lang = getattr(args, "lang", None)\n')
    assert probes(sample, tmp_path) == ["sample.py:1 split_line", "sample.py:2 offer_draw"]
