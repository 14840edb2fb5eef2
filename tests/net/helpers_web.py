"""The web page's tests' helpers: a game server with its web port running in a thread of its own (the browser
tests drive Selenium, which blocks), and a headless Chromium as this machine needs it started.

Why a thread: Selenium's calls wait for the browser, and the server must go on meanwhile; every coroutine of
the server and of its bots runs in that thread's loop (:meth:`LiveServer.run`).
"""
from __future__ import annotations

import asyncio
import os
import random
import shutil
import threading

from framework.core.limits import NET
from framework.net.bot import Bot, NetClient, play_out
from framework.net.server import Server
from framework.net.web import Web, WebLimits

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
#: The flags this machine's Chromium needs (docs of the machine: no sandbox as root, no GPU, no calls home).
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage")


def chromium_missing() -> str | None:
    """Why the browser tests cannot run here (None: they can)."""
    for path in (CHROMIUM, CHROMEDRIVER):
        if not (os.path.exists(path) or shutil.which(os.path.basename(path))):
            return f"{path} is not installed (Debian's chromium and chromium-driver: tools/install_chromium does it as root)"
    return None


def chromium(profile_dir: str, lang: str = "en"):
    """A headless Chromium driven by Selenium, with an empty profile in ``profile_dir``."""
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    os.environ.setdefault("SE_OFFLINE", "true")          # Selenium Manager downloads nothing
    options = Options()
    options.binary_location = CHROMIUM if os.path.exists(CHROMIUM) else shutil.which("chromium")
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile_dir}")
    options.add_argument(f"--lang={lang}")
    options.add_experimental_option("prefs", {"intl.accept_languages": lang})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER if os.path.exists(CHROMEDRIVER)
                                              else shutil.which("chromedriver")), options=options)
    driver.set_page_load_timeout(15)
    return driver


class LiveServer:
    """A Server and its Web in a thread's own loop, with bots to play at its tables."""

    def __init__(self, registry, data_dir: str | None = None, web_port: int = 0, **web_limits) -> None:
        self.registry, self.data_dir = registry, data_dir
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.server: Server | None = None
        self.web: Web | None = None
        self.start(web_port, **web_limits)

    def run(self, coro, timeout: float = 60):
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def start(self, web_port: int = 0, **web_limits) -> None:
        async def up():
            self.server = Server(self.registry, self.data_dir, limits=NET.replace(rate=1e6, burst=10 ** 6, chat_s=0.0),
                                 log=lambda text: None, tick_s=0.05)
            await self.server.start(port=0)
            self.web = Web(self.server, limits=WebLimits(**web_limits))
            await self.web.start(port=web_port)
        self.run(up())

    def stop(self) -> None:
        async def down():
            await self.web.stop()
            await self.server.stop()
        self.run(down())

    def close(self) -> None:
        try:
            self.stop()
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(5)

    @property
    def url(self) -> str:
        return self.web.url

    def pair(self, game: str, options: dict | None = None, names=("Alice", "Bob"), seeds=(1, 2)) -> tuple[Bot, Bot]:
        """Two bots at a new table of ``game``."""
        from helpers_games import spec

        async def seat():
            a = await NetClient(names[0]).connect(self.server.port)
            b = await NetClient(names[1]).connect(self.server.port)
            pa, pb = Bot(a, spec(game), random.Random(seeds[0])), Bot(b, spec(game), random.Random(seeds[1]))
            await pa.create(options or {}, seat=0)
            await pb.join(pa.table)
            return pa, pb
        return self.run(seat())

    def plays(self, players: list[Bot], more: int = 1) -> int:
        """The bots play until ``more`` new ``play`` events have come; the last one's event number."""
        table = players[0].table

        def played() -> int:
            return sum(1 for e in players[0].client.events.get(table, []) if e["kind"] == "play")
        goal = played() + more
        self.run(play_out(players, until=lambda: played() >= goal))
        return max(e["seq"] for e in players[0].client.events.get(table, []) if e["kind"] == "play")

    def resume(self, players: list[Bot]) -> None:
        """The bots back at their seats on new connections (after a restart)."""
        async def back():
            for p in players:
                client = await NetClient(p.client.name).connect(self.server.port)
                await p.resume(client)
        self.run(back())
