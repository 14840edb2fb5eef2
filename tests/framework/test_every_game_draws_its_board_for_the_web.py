"""Every registered game draws its board for the web page (``GameSpec.svg``, issue 36): a well-formed SVG
from either seat at the start and along a random game, the latest turn marked once a move is made, and
each seat's side of the legend (``GameSpec.svg_dark``) told apart. The web page names no game."""
from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from framework.core.session import Setup
from framework.core.spec import new_session
from games import REGISTRY

SVG = "{http://www.w3.org/2000/svg}"
OPTIONS = {"xii": {"stones": 15}}


def parsed(text: str) -> ET.Element:
    root = ET.fromstring(text)
    assert root.tag == SVG + "svg" and root.get("viewBox") and root.get("aria-label")
    return root


@pytest.mark.parametrize("listing", REGISTRY, ids=[listing.name for listing in REGISTRY])
def test_the_board_is_drawn_from_either_seat_along_a_game(listing):
    spec = listing.spec()
    assert spec.svg is not None and spec.svg_dark is not None, f"{listing.name} declares no web board"
    setup = Setup(names=("A", "B"), options=tuple(OPTIONS.get(listing.name, {}).items()))
    session = new_session(spec, setup)
    rng = random.Random(7)
    drawn = {parsed(spec.svg(session, 0)) is not None, parsed(spec.svg(session, 1)) is not None}
    assert drawn == {True}
    assert {spec.svg_dark(session, 0), spec.svg_dark(session, 1)} == {True, False}
    for step in range(60):
        if session.game_over:
            break
        if session.needs_throw:
            session.throw()
            continue
        action = rng.choice(session.game.legal_actions())
        session.play(session.game.format_action(action))
        for reader in (0, 1):
            root = parsed(spec.svg(session, reader))
            pieces = root.findall(f".//{SVG}circle") + root.findall(f".//{SVG}path")
            assert pieces
            if not getattr(session.history[-1].action, "is_pass", False) and session.history[-1].target is not None:
                assert root.findall(f".//*[@class='mark']"), (listing.name, step, session.history[-1].text)


def test_the_web_page_names_no_game():
    web = (Path(__file__).resolve().parents[2] / "framework" / "net" / "web.py").read_text(encoding="utf-8")
    for listing in REGISTRY:
        assert f"games.{listing.name}" not in web and f'"{listing.name}"' not in web


def test_latrunculis_long_board_is_drawn_whole():
    spec = next(listing for listing in REGISTRY if listing.name == "latrunculi").spec()
    session = new_session(spec, Setup(names=("A", "B"), options=(("layout", "8x12"),)))
    root = parsed(spec.svg(session, 0))
    width, height = (float(v) for v in root.get("viewBox").split()[2:])
    files = {t.text for t in root.iter(SVG + "text") if t.text and t.text.isalpha() and t.text != "D"}
    ranks = {t.text for t in root.iter(SVG + "text") if t.text and t.text.isdigit()}
    assert len(files) * len(ranks) == 96 and width != height
