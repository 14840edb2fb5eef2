"""The framework's layers, as each package's docstring states them: a package imports only itself and the
packages named on its ``May import:`` line, so the layers stand one on another with no arrow back up.

Every import counts: at the top of a file, inside a function, or for type checkers only. The framework
imports no game and none of the home game's root modules (board.py, dice.py, player.py, shuffle_bag.py).
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

FRAMEWORK = Path(__file__).resolve().parents[2] / "framework"
PACKAGES = sorted(p.name for p in FRAMEWORK.iterdir() if (p / "__init__.py").is_file())
ROOT_MODULES = {"board", "dice", "player", "shuffle_bag", "xii_scripta", "xii_scripta_cli", "games"}


def allowed(package: str) -> set[str]:
    """The packages on ``package``'s ``May import:`` line ("(nothing of the framework)" names none)."""
    doc = ast.get_docstring(ast.parse((FRAMEWORK / package / "__init__.py").read_text(encoding="utf-8"))) or ""
    line = re.search(r"^May import: (.*)$", doc, re.M)
    assert line, f"framework/{package}/__init__.py's docstring must say what it may import ('May import: ...')"
    return {name.removeprefix("framework.") for name in re.findall(r"framework\.\w+", line.group(1))}


def imported(path: Path) -> list[tuple[int, str]]:
    """Every module ``path`` imports, absolute, with the line of its import."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = ".".join(path.relative_to(FRAMEWORK.parent).with_suffix("").parts[:-1])
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([node.module] if node.module else []))
            out.append((node.lineno, base))
            if base == "framework":
                out += [(node.lineno, f"framework.{alias.name}") for alias in node.names]
    return out


def test_every_layer_is_a_package_with_its_rule():
    assert set(PACKAGES) >= {"lang", "core", "ai", "tui", "net", "programs", "harness"}
    assert [p.name for p in FRAMEWORK.glob("*.py")] == ["__init__.py"], "every module lives in a layer's folder"
    for package in PACKAGES:
        assert package not in allowed(package)


def test_the_rules_make_layers_with_no_circle():
    """Each package may import only packages that may not import it back, directly or through others."""
    rules = {p: allowed(p) for p in PACKAGES}
    for package in PACKAGES:
        seen, todo = set(), list(rules[package])
        while todo:
            other = todo.pop()
            assert other != package, f"framework.{package} could import itself through framework.{other}"
            if other not in seen:
                seen.add(other)
                todo += rules.get(other, ())


@pytest.mark.parametrize("package", PACKAGES)
def test_a_layer_imports_only_what_its_docstring_allows(package):
    may = allowed(package) | {package}
    wrong = []
    for path in sorted((FRAMEWORK / package).rglob("*.py")):
        for line, module in imported(path):
            parts = module.split(".")
            where = f"{path.relative_to(FRAMEWORK.parent)}:{line} imports {module}"
            if parts[0] in ROOT_MODULES:
                wrong.append(where + " (a game or the home game's root module)")
            elif parts[0] == "framework" and len(parts) > 1 and parts[1] not in may:
                wrong.append(where + f" (framework.{package} may import {', '.join(sorted(may - {package})) or 'nothing'})")
    assert wrong == []
