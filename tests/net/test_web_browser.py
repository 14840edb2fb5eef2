"""Watch in a browser (issue 36), in a real headless Chromium driven by Selenium: the list page and a table
page load, each game's board appears, a move made by a client reaches the page within a second without a
reload, a hostile name shows as text, and the page catches up after the server restarts (same data folder).

One browser and one server for the module (a browser's start is the slow part); screenshots at a phone's
and a desktop's width go to the test's temporary folder. Skipped, saying why, only where Chromium or
ChromeDriver is not installed (``.ci/run`` installs them as root: tools/install_chromium).
"""
from __future__ import annotations

import time

import pytest

from games import REGISTRY
from helpers_web import LiveServer, chromium, chromium_missing

# a real browser started per module: the full suite's (CI's), not the quick run's
pytestmark = [pytest.mark.skipif(chromium_missing() is not None, reason=chromium_missing() or ""), pytest.mark.slow]

PHONE, DESKTOP = (390, 844), (1280, 900)
GAMES = {"xii": {"stones": 3}, "ataxx": {}, "latrunculi": {}, "nardy": {}}
HOSTILE = "<script>alert(1)</script>"[:18]        # "<script>alert(1)<": a name is at most 24 columns


@pytest.fixture(scope="module")
def live(tmp_path_factory):
    server = LiveServer(REGISTRY, str(tmp_path_factory.mktemp("web-data")))
    tables = {}
    for game, options in GAMES.items():
        players = server.pair(game, options)
        server.plays(list(players), 2)
        tables[game] = players
    server.tables = tables
    yield server
    server.close()


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    driver = chromium(str(tmp_path_factory.mktemp("chromium-profile")))
    driver.set_window_size(*DESKTOP)
    yield driver
    driver.quit()


def wait_until(test, timeout: float = 5.0, step: float = 0.02):
    end = time.monotonic() + timeout
    while True:
        value = test()
        if value or time.monotonic() > end:
            return value
        time.sleep(step)


def seq_on_page(browser) -> int:
    return int(browser.execute_script("var t = document.querySelector('#live .table');"
                                      "return t ? t.getAttribute('data-seq') : 0;") or 0)


def texts(browser, selector: str) -> list[str]:
    """The text of each element ``selector`` finds, read at one moment (the page's live part is replaced
    whole at each update: an element found earlier may be gone)."""
    return browser.execute_script("return Array.from(document.querySelectorAll(arguments[0]), "
                                  "function (e) { return e.textContent; });", selector)


def is_live(browser) -> bool:
    return browser.execute_script("var s = document.getElementById('status'); return s && s.className === 'live';")


def test_the_list_page_names_every_table_and_links_to_it(live, browser, tmp_path):
    browser.get(live.url + "/")
    assert browser.title
    links = [a.get_attribute("href") for a in browser.find_elements("css selector", "table.tables a")]
    for game, (alice, _) in live.tables.items():
        assert f"{live.url}/t/{alice.table}" in links
    assert "Alice" in browser.find_element("css selector", "table.tables").text
    browser.save_screenshot(str(tmp_path / "list-desktop.png"))


@pytest.mark.parametrize("game", list(GAMES))
def test_the_table_page_draws_the_board_of_each_game(live, browser, tmp_path, game):
    alice, _ = live.tables[game]
    browser.set_window_size(*DESKTOP)
    browser.get(f"{live.url}/t/{alice.table}")
    board = browser.execute_script(
        "var s = document.querySelector('#live .board svg'); if (!s) { return null; }"
        "var r = s.getBoundingClientRect(); return {width: r.width, height: r.height, "
        "label: s.getAttribute('aria-label'), pieces: s.querySelectorAll('circle, path').length, "
        "marks: s.querySelectorAll('.mark').length};")
    assert board, "no board on the page"
    assert board["width"] > 300 and board["height"] > 100
    assert board["label"]
    assert board["pieces"] >= 2                                                # pieces (a Duke is a path)
    assert board["marks"] >= 1                                                 # the last move, framed
    assert "Alice" in " ".join(texts(browser, "table.players .name"))
    assert texts(browser, "#moves li")                                        # the moves so far
    assert wait_until(lambda: is_live(browser))
    browser.save_screenshot(str(tmp_path / f"{game}-desktop.png"))
    browser.set_window_size(*PHONE)
    assert wait_until(lambda: browser.execute_script(
        "return document.documentElement.scrollWidth <= window.innerWidth + 1;")), "wider than a phone"
    browser.save_screenshot(str(tmp_path / f"{game}-phone.png"))
    browser.set_window_size(*DESKTOP)


def test_the_button_turns_the_board_to_the_other_seat(live, browser):
    alice, _ = live.tables["xii"]
    browser.get(f"{live.url}/t/{alice.table}")
    def labels():
        return " ".join(texts(browser, "#live .board svg text"))
    assert wait_until(lambda: is_live(browser))
    first = labels()
    browser.execute_script("document.getElementById('flip').click();")    # the element, wherever it is now
    assert wait_until(lambda: browser.current_url.endswith("?seat=1"))
    assert wait_until(lambda: labels() != first)
    assert wait_until(lambda: "Alice" in texts(browser, "#flip")[0])                 # and back to Alice's side


def test_a_move_reaches_the_page_within_a_second_without_a_reload(live, browser):
    players = list(live.tables["ataxx"])
    browser.get(f"{live.url}/t/{players[0].table}")
    assert wait_until(lambda: is_live(browser))
    browser.execute_script("window.notReloaded = true;")
    moves = len(texts(browser, "#moves li"))
    seq = live.plays(players, 1)
    moved = time.monotonic()
    assert wait_until(lambda: seq_on_page(browser) >= seq, timeout=1.0), "the move did not reach the page in 1 s"
    assert time.monotonic() - moved < 1.0
    assert len(texts(browser, "#moves li")) > moves
    assert browser.execute_script("return window.notReloaded === true;")


def test_a_hostile_name_shows_as_text(live, browser):
    evil = live.pair("ataxx", {}, names=(HOSTILE, 'Bob "&amp;" <b>'))
    live.plays(list(evil), 1)
    browser.get(f"{live.url}/t/{evil[0].table}")
    names = texts(browser, "table.players .name")
    assert names[0] == HOSTILE and names[1] == 'Bob "&amp;" <b>'
    assert not browser.find_elements("css selector", "#live script, #live b")
    browser.get(live.url + "/")
    assert HOSTILE in browser.find_element("css selector", "table.tables").text
    assert browser.execute_script("return document.querySelectorAll('script').length;") == 0


def test_after_a_restart_the_page_catches_up(live, browser, tmp_path):
    players = list(live.tables["xii"])
    browser.get(f"{live.url}/t/{players[0].table}")
    assert wait_until(lambda: is_live(browser))
    browser.execute_script("window.notReloaded = true;")
    port = live.web.port
    live.stop()
    assert wait_until(lambda: not is_live(browser)), "the page did not notice the server went away"
    live.start(port)                                    # the same data folder, the same web port
    for pair in live.tables.values():                   # every bot back (a test of this module may follow)
        live.resume(list(pair))
    seq = live.plays(players, 1)
    assert wait_until(lambda: seq_on_page(browser) >= seq, timeout=10.0), "the page did not catch up"
    assert is_live(browser)
    assert browser.execute_script("return window.notReloaded === true;")
    browser.save_screenshot(str(tmp_path / "after-restart.png"))
