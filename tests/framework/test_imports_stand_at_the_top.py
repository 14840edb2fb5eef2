"""Imports stand at the top of a module; the few that wait inside a function say why on their line.

Why a deferred import at all: the start-up to the menu is measured against a bare Python
(bench/terminal_speed.py), so the modules loaded before the menu keep what it does not need for
later; and a module that others import cheaply may wait for what only one command needs (numpy
for the strong level). Each such import carries ``# deferred: <why>`` on its line or on the line
just above it, so a reader never wonders, and an import moved inside a function for no reason fails
here.
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PRODUCT = [*sorted((ROOT / "framework").rglob("*.py")), *sorted((ROOT / "games").rglob("*.py")),
           *(ROOT / name for name in ("xii_scripta.py", "xii_scripta_cli.py", "board.py", "dice.py", "player.py",
                                      "shuffle_bag.py"))]


def imports_inside_functions(text: str) -> list[ast.stmt]:
    """Every import statement that stands inside a function, in line order."""
    found: list[ast.stmt] = []

    def visit(node: ast.AST, inside: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.Import, ast.ImportFrom)) and inside:
                found.append(child)
            visit(child, inside or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)))

    visit(ast.parse(text), False)
    return found


def deferred_without_a_reason(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    out = []
    for inner in imports_inside_functions(text):
        here = " ".join(lines[inner.lineno - 1:inner.end_lineno])
        above = lines[inner.lineno - 2] if inner.lineno > 1 else ""
        if "# deferred:" not in here and not above.strip().startswith("# deferred:"):
            out.append(f"{path.relative_to(ROOT)}:{inner.lineno}: {lines[inner.lineno - 1].strip()}")
    return out


def test_every_import_inside_a_function_says_why_it_waits():
    assert [line for path in PRODUCT for line in deferred_without_a_reason(path)] == []


def test_the_product_reads_its_imports_from_the_top_almost_everywhere():
    """A few dozen deferred imports in the menu's own modules and the strong levels, not hundreds."""
    count = sum(len(imports_inside_functions(path.read_text(encoding="utf-8"))) for path in PRODUCT)
    assert count <= 80, count
