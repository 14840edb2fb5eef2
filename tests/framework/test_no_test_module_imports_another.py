"""No test module imports another test module: what tests share lives in a helpers_*.py module or a conftest.py.

Why: a test module imported by another runs twice (pytest imports it by its path, the other by its name),
its set-up is found only by reading the tests that happen to define it, and moving or renaming a test
breaks tests that check something else. Read from the imports themselves (every ``import`` and
``from ... import`` anywhere in a file under tests/, in a function too): one whose module, or a name it
takes from a package, is a file named ``test_*.py`` fails.
"""
from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent.parent
#: The module names of every test module under tests/ (a test's file name without ``.py``).
TEST_MODULES = {path.stem for path in TESTS.rglob("test_*.py")}


def imported_modules(source: str) -> list[tuple[int, str]]:
    """(line, dotted name) of every module a source imports; ``from package import name`` counts
    ``package.name`` too, as the name may be a module."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            module = "." * node.level + (node.module or "")
            found.append((node.lineno, module))
            found += [(node.lineno, f"{module}.{alias.name}".lstrip(".") if node.module else alias.name)
                      for alias in node.names]
    return found


def imports_of_test_modules(source: str) -> list[tuple[int, str]]:
    return [(line, name) for line, name in imported_modules(source)
            if name.rsplit(".", 1)[-1] in TEST_MODULES]


def test_no_test_module_imports_another_test_module():
    found = [f"{path.relative_to(TESTS.parent)}:{line}: imports {name}"
             for path in sorted(TESTS.rglob("*.py"))
             for line, name in imports_of_test_modules(path.read_text(encoding="utf-8"))]
    assert found == [], ("a test module imports another; move what they share into a helpers_*.py module "
                         "(or conftest.py) beside them:\n" + "\n".join(found))


def test_the_rule_sees_every_way_a_test_module_is_imported():
    """The check itself: each form of import of a test module is seen, a helper's is not."""
    some_test = sorted(TEST_MODULES)[0]
    for source in (f"from {some_test} import x", f"import {some_test}", f"import tests.net.{some_test} as t",
                   f"from tests.net import {some_test}", f"from .{some_test} import x",
                   f"def f():\n    from {some_test} import x\n"):
        assert imports_of_test_modules(source) != [], source
    for source in ("from helpers_games import spec", "import pytest", "from tests import helpers_record",
                   "from framework.core.record import read"):
        assert imports_of_test_modules(source) == [], source
