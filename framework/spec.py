"""What a game gives the house, in one value: :class:`GameSpec` (the registry's Listing points to it).

A game's ``spec.py`` builds its ``SPEC``: its record codec, how a game starts,
its computer's planner, its texts and view, its rules pages, its save folder,
its undo policy and dice, the questions asked before a new game, and its own
command-line options. :func:`new_session` and :func:`seat_players` make a game
in progress from a setup, the same way for every game.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from framework.registry import QuickStart

__all__ = ["GameSpec", "Option", "QuickStart", "dice_per_throw", "new_session", "seat_players", "clock_ms", "CLOCK", "add_clock_argument",
           "clock_setup"]


@dataclass(frozen=True)
class Option:
    """One question a game asks before a new game starts (its own settings: pieces, a clock ...).

    ``key`` names the question in the game's catalogue and ``bad_key`` the
    refusal (with ``{text}``); ``parse(answer)`` gives the value or raises
    ValueError (Enter is the empty answer). ``name`` is the setup option it
    sets, or ``"clock_ms"`` for the clock. ``modes`` says when it is asked:
    ``"two"`` (two people), ``"computer"`` (against the computer).
    """

    name: str
    key: str
    bad_key: str
    parse: Callable[[str], object]
    modes: tuple[str, ...] = ("two", "computer")


@dataclass(frozen=True)
class GameSpec:
    """Everything the framework needs to play, save, show and explain one game.

    * ``codec``: its record (framework.record.Codec); ``folder``: its save
      slot's folder inside the save directory (``""``: the directory itself).
    * ``new_game(setup)``: a framework.game.Game at the start of ``setup``.
    * ``planner(level)``: its computer player's planner at a level.
    * ``texts``: its catalogue tables; ``view(...)``: its terminal view.
    * ``rules_dir``: the folder of its ``rules_<lang>.md`` pages.
    * ``undo_policy``: ``"turn"`` (dice games) or ``"move"``; ``dice_kind``:
      ``"bag"`` or ``"fair"`` for games with dice.
    * ``options``: the questions asked before a new game; ``seat_words``: the
      answers to "which seat does the computer take" (``{"i": 0, ...}``),
      ``seat_default`` the seat Enter gives; ``names``: ``"settings"`` (the
      players' names from the settings) or ``"seats"`` (the catalogue's
      ``seat.0``/``seat.1``, e.g. Black and White).
    * ``about``: a catalogue key describing the game on its menu.
    * ``cli``/``cli_setup``: the game's own options of ``--game NAME``.
    * ``opening(seed, options)``: who moves first when the game itself decides
      it (Long Nardy's one-die throw each): ``(seat, words, throw)``, the words
      a catalogue key ``opening.throws`` fills in as ``{throws}``, and the
      first move's throw when the opening throw is played as it (the sports
      rule; None otherwise: the first mover throws again). None: the setup's
      (settings, ``--first``) choice.
    * ``position(text, setup)``: the game at the position written in its
      one-line notation (NotationError if it is not one); the fuzz harness
      and tests use it.
    * ``defaults``: every setup option of the game with its default value;
      :func:`new_session` fills in the missing ones, so a setup written to a
      record reads back equal.
    """

    name: str
    codec: Any
    new_game: Callable[[Any], Any]
    planner: Callable[[str], Any]
    texts: tuple = ()
    view: Callable[..., Any] | None = None
    rules_dir: str = ""
    folder: str = ""
    undo_policy: str = "turn"
    dice_kind: str = "bag"
    options: tuple[Option, ...] = ()
    seat_words: dict[str, int] = field(default_factory=dict)
    seat_default: int = 1
    names: str = "seats"
    about: str = ""
    cli: Callable[[Any], None] | None = None            # adds its own --game NAME options to a parser
    cli_setup: Callable[[Any], dict] | None = None      # those options as setup values
    defaults: tuple[tuple[str, object], ...] = ()
    position: Callable[[str, Any], Any] | None = None
    opening: Callable[[object, dict], tuple[int, str, tuple | None]] | None = None

    def complete(self, setup: Any) -> Any:
        """``setup`` with every option the game has (its defaults where ``setup`` says nothing)."""
        missing = {k: v for k, v in self.defaults if setup.option(k) is None}
        return setup.with_options(**missing) if missing else setup


def seat_players(spec: GameSpec, setup: Any, names: tuple[str, str] | None = None,
                 progress: Callable[[int], Any] | None = None) -> tuple:
    """The two players of ``setup``: a person where ``setup.computers`` is empty, else the computer
    at that level with the game's planner. ``progress(seat)`` gives a seat's progress callback."""
    from player import ComputerPlayer, Player
    names = names or setup.names
    players = []
    for seat, level in enumerate(setup.computers):
        if level:
            players.append(ComputerPlayer(names[seat], seat, level=level, planner=spec.planner(level),
                                          seed=str(setup.seed), progress=progress(seat) if progress else None))
        else:
            players.append(Player(names[seat], seat))
    return tuple(players)


def dice_per_throw(spec: GameSpec) -> int:
    """How many dice a throw of ``spec``'s game has (0: a game without dice), from the game itself: a
    ``--dice`` script is read in groups of this many."""
    from framework.session import Setup
    return spec.new_game(spec.complete(Setup())).dice


def new_session(spec: GameSpec, setup: Any, players: tuple | None = None):
    """A session at the start of ``setup``: the game, the seats, the throws (for a game with dice)."""
    from framework.session import Session
    setup = spec.complete(setup)
    game = spec.new_game(setup)
    throws = None
    if game.dice:
        from dice import ThrowSource
        throws = ThrowSource(setup.seed, game.dice, setup.script, spec.dice_kind)
    if players is None:
        players = seat_players(spec, setup)
    return Session(game, setup, players, throws, spec.undo_policy)


# ------------------------------------------------------------------ a chess clock, for any game

#: The longest clock offered: ten hours a player.
MAX_CLOCK_MINUTES = 600


def clock_ms(answer: str) -> int | None:
    """Minutes for each player (``5``, ``0.5``, ``0,5``) as milliseconds; Enter: no clock.

    ValueError (the answer) for anything else, nan and inf included.
    """
    answer = answer.strip()
    if not answer:
        return None
    try:
        minutes = float(answer.replace(",", "."))
    except ValueError:
        raise ValueError(answer) from None
    if not 0 < minutes <= MAX_CLOCK_MINUTES:          # also refuses nan and inf
        raise ValueError(answer)
    return max(1, int(round(minutes * 60_000)))


#: The question a game with a clock asks before a new game (texts ``option.clock``/``option.bad_clock``).
CLOCK = Option("clock_ms", "option.clock", "option.bad_clock", clock_ms)


def add_clock_argument(parser) -> None:
    """``--clock MINUTES`` for a game's own command line (``--game NAME``)."""
    parser.add_argument("--clock", type=_minutes, metavar="MINUTES",
                        help=f"a chess clock: minutes for each player for the whole game (at most "
                             f"{MAX_CLOCK_MINUTES}; default: none)")


def clock_setup(args) -> dict:
    """``--clock`` as a setup value (``{}`` without it)."""
    minutes = getattr(args, "clock", None)
    return {} if minutes is None else {"clock_ms": max(1, int(round(minutes * 60_000)))}


def _minutes(text: str) -> float:
    import argparse
    try:
        ms = clock_ms(text)
    except ValueError:
        ms = None
    if ms is None:
        raise argparse.ArgumentTypeError(f"{text!r}: give the minutes for each player, more than 0 and at most "
                                         f"{MAX_CLOCK_MINUTES}, like 5 or 0.5")
    return ms / 60_000
