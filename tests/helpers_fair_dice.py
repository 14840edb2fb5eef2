"""Network games for tests, played to the end with dice from three parties' hash chains (framework/core/fair_dice.py).

No network: the three chains are made here from a seeded random source, the
links revealed one throw at a time as the server would, and every action a
random legal one. The record is kept by a Scribe, as the server keeps it.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from framework.core.fair_dice import Chain, Commitment, opening_seed
from framework.core.record import Record, Scribe, read, write
from framework.core.session import Session, Setup, first_seat
from framework.core.spec import new_session
from helpers_games import spec as game_spec


@dataclass
class NetworkGame:
    """A finished (or stopped) network game: its spec, the parties' chains, the session and its record."""

    spec: object
    chains: tuple[Chain, Chain, Chain]
    session: Session
    scribe: Scribe

    @property
    def record(self) -> Record:
        return self.scribe.record

    @property
    def text(self) -> str:
        return write(self.scribe.record, self.spec.codec)


def network_setup(name: str, chains, options: dict | None = None) -> Setup:
    """The setup a server makes: the seed from links 1, the first seat (and Long Nardy's opening) from it."""
    spec = game_spec(name)
    commitment = Commitment(tuple(c.anchor for c in chains))
    seed = opening_seed(tuple(c.link(1) for c in chains))
    options = dict(options or {})
    script: tuple = ()
    if spec.opening is not None:
        first, _words, throw = spec.opening(seed, options)
        script = (tuple(throw),) if throw is not None else ()
    else:
        first = first_seat("random", seed)
    names = ("Alice", "Bob") if spec.names == "settings" else ("", "")
    return Setup(names=names, seed=seed, first=first, script=script, options=tuple(options.items()),
                 date="2026-11-25T20:00:00Z", fair_dice=commitment.text())


def play_network_game(name: str, seed: int = 1, options: dict | None = None, max_throws: int | None = None) -> NetworkGame:
    """A whole game of ``name`` (random legal actions), or ``max_throws`` throws of it."""
    rng = random.Random(seed)
    chains = (Chain(rng.randbytes(32)), Chain(rng.randbytes(32)), Chain(rng.randbytes(32)))
    spec = game_spec(name)
    setup = network_setup(name, chains, options)
    session = new_session(spec, setup)
    session.throws.reveal(1, tuple(c.link(1) for c in chains))
    scribe = Scribe(Record(session.setup), spec.codec)
    session.listeners.append(scribe)
    thrown = 0
    while not session.game_over:
        if session.needs_throw:
            if max_throws is not None and thrown >= max_throws:
                break
            n = session.throws.next_link
            if session.throws.remaining_script == 0:
                session.throws.reveal(n, tuple(c.link(n) for c in chains))
            session.throw()
            thrown += 1
        else:
            session.play(rng.choice(session.game.legal_actions()))
    return NetworkGame(spec, chains, session, scribe)


def header_line(text: str, key: str) -> int:
    return next(n for n, line in enumerate(text.split("\n"), 1) if line.startswith(key + ":"))


def turn_lines(text: str) -> list[int]:
    return [n for n, line in enumerate(text.split("\n"), 1) if line.startswith(("I ", "II "))]


def changed_line(text: str, n: int, new: str) -> str:
    lines = text.split("\n")
    lines[n - 1] = new
    return "\n".join(lines)


def another_throw(text: str, turn: int) -> tuple[str, int, str]:
    """The record ``text`` with the throw of its ``turn``-th turn line (0-based) changed to the opposite
    faces (1 <-> 6 ...): the changed text, that line's number, and the throw now written there."""
    n = turn_lines(text)[turn]
    seat, rest = text.split("\n")[n - 1].split(" ", 1)
    throw, actions = rest.split(":", 1)
    other = "-".join(str(7 - int(d)) for d in throw.split("-"))
    return changed_line(text, n, f"{seat} {other}:{actions}"), n, other


def another_last_action(game) -> tuple[int, str, int]:
    """A turn line of ``game``'s record with its last action replaced by another that also ends the turn
    (still legal, so only the dice can tell): ``(line, new text, the next turn's line)``."""
    text = game.text
    s = game.spec
    back = new_session(s, read(text, s.codec).setup)
    back.throws.load(game.record.reveal)
    lines = turn_lines(text)
    for k, n in enumerate(lines[:-1]):
        head, _, actions = text.split("\n")[n - 1].partition(":")
        played = [a.strip() for a in actions.split(",")] if actions.strip() else []
        back.throw()
        for action in played[:-1]:
            back.play(action)
        if played and k > 2:
            for candidate in back.game.legal_actions():
                other = back.game.format_action(candidate)
                trial = back.game.copy()
                trial.apply(candidate)
                if other != played[-1] and trial.needs_throw() and trial.outcome() is None:
                    return n, f"{head}: {', '.join(played[:-1] + [other])}", lines[k + 1]
        if played:
            back.play(played[-1])
    raise AssertionError("no turn whose last action has another legal ending")
