"""What a game gives the house, in one value: :class:`GameSpec` (the registry's Listing points to it).

A game's ``spec.py`` builds its ``SPEC``: its record codec, how a game starts,
its computer's planner, its texts and view, its rules pages, its save folder,
its undo policy and dice, the questions asked before a new game, and its own
command-line options. :func:`new_session` and :func:`seat_players` make a game
in progress from a setup, the same way for every game.

The words a spec chooses from are ``Literal`` types (:data:`Mode`,
:data:`UndoPolicy`, :data:`DiceKind`, :data:`Names`), not an Enum: records,
settings and tests pass the plain strings, and the menu, which passes modes
too, must not import ``enum`` at start-up. A spec with a word outside them is
refused when it is built. The clock option every game may ask is
framework/core/clock_option.py's.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Callable, Literal, get_args

from framework.core.arguments import ArgumentValueError
from framework.core.dice import ThrowSource
from framework.core.fair_dice import Commitment, JointThrows
from framework.core.player import ComputerPlayer, Player
from framework.core.record import Record, read, write
from framework.core.score_unit import ORDER, ScoreUnit
from framework.core.session import Session, Setup

if TYPE_CHECKING:
    import argparse

    from framework.core.game import Game
    from framework.core.view import View
    from framework.core.record import Codec
    from framework.core.player import Planner

__all__ = ["GameSpec", "Option", "unrated", "Mode", "OptionMode", "UndoPolicy", "DiceKind", "Names",
           "dice_per_throw", "new_session", "seat_players"]

#: How a new game is played: two people at the keyboard, one against the computer, or the computer
#: against itself (watched, not saved).
Mode = Literal["two", "computer", "demo"]
#: When a game's question is asked (a demo asks none).
OptionMode = Literal["two", "computer", "network"]
#: What ``undo`` takes back: a whole turn (dice games) or one move (framework/core/session.py).
UndoPolicy = Literal["turn", "move"]
#: Where a dice game's throws come from: a seeded shuffle bag per seat, or fair dice (dice.py).
DiceKind = Literal["bag", "fair"]
#: The players' names: the settings' (the home game's players), the catalogue's seat names, or those
#: with the computer under its own name ("Computer (strong)", as the home game names it).
Names = Literal["settings", "seats", "computer"]


@dataclass(frozen=True)
class Option:
    """One question a game asks before a new game starts (its own settings: pieces, a clock ...).

    ``key`` names the question in the game's catalogue and ``bad_key`` the
    refusal (with ``{text}``); ``parse(answer)`` gives the value or raises
    ValueError (Enter is the empty answer). ``name`` is the setup option it
    sets, or ``"clock_ms"`` for the clock. ``modes`` says when it is asked:
    ``"two"`` (two people), ``"computer"`` (against the computer),
    ``"network"`` (a table opened over the network; not a choice of how one
    screen draws the board, since each player's own screen draws it).
    """

    name: str
    key: str
    bad_key: str
    parse: Callable[[str], object]
    modes: tuple[OptionMode, ...] = ("two", "computer", "network")

    def __post_init__(self) -> None:
        _check("Option.modes", self.modes, OptionMode)


def unrated(options: dict) -> None:
    """A game's tables are not rated (the default :attr:`GameSpec.rating_pool`)."""
    return None


@dataclass(frozen=True)
class GameSpec:
    """Everything the framework needs to play, save, show and explain one game.

    * ``codec``: its record (framework.core.record.Codec); ``folder``: its save
      slot's folder inside the save directory (``""``: the directory itself).
    * ``new_game(setup)``: a framework.core.game.Game at the start of ``setup``.
    * ``planner(level)``: its computer player's planner at a level.
    * ``texts``: its catalogue tables; ``view(...)``: its terminal view.
    * ``rules_dir``: the folder of its ``rules_<lang>.md`` pages.
    * ``undo_policy``: ``"turn"`` (dice games) or ``"move"``; ``dice_kind``:
      ``"bag"`` or ``"fair"`` for games with dice.
    * ``options``: the questions asked before a new game; ``seat_words``: the
      answers to "which seat does the computer take" (``{"i": 0, ...}``),
      ``seat_default`` the seat Enter gives; ``names``: ``"settings"`` (the
      players' names from the settings), ``"seats"`` (the catalogue's
      ``seat.0``/``seat.1``, e.g. Black and White) or ``"computer"`` (the
      catalogue's names for people, the computer under its own name,
      "Computer (strong)", as the home game: Long Nardy, whose seats change
      colour from game to game).
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
    * ``dice_example``: a ``--dice`` script for the help and the refusals
      (a game with dice; one is made up if it gives none).
    * ``explain(lang, error)``: the game's own sentence for an engine's
      refusal met while reading a saved game (points in the player's terms);
      None: the catalogue's ``kind.code`` message.
    * ``defaults``: every setup option of the game with its default value;
      :func:`new_session` fills in the missing ones, so a setup written to a
      record reads back equal.
    * ``unit``: the unit of its computer's judgement (framework/core/score_unit.py):
      the numbers of its hints and its review, their marks, how they are
      written and the catalogue keys of their sentences; the game's package
      holds the instance, its catalogues the sentences, and its strong
      level's choices carry it. Default: the framework's ``ORDER``, a ranking
      without numbers (a game whose computer gives no numbers to show).
    * ``rating_pool(options)``: the rating pool a network table with these
      options is rated in (its players' Glicko-2 ratings, framework/net/glicko2.py),
      or None: such a table is not rated. ``rating_pools``: every pool it may
      give, each with the options that stand for it (``("xii3", {"stones": 3})``:
      the lobby names a pool by the game and those options). Default: no pool,
      nothing rated, until the game declares its own.
    * ``svg(session, reader)``: the board as an inline SVG drawing from ``reader``'s seat, with the last
      move marked (the web page, framework/net/web.py; the game's ``svg.py``, built on
      framework/core/svg.py's helpers). None: the page shows no board. ``svg_dark(session, seat)``:
      whether ``seat`` plays the dark pieces of that drawing (the page's legend beside the names).
    """

    name: str
    codec: Codec
    new_game: Callable[[Setup], Game]
    planner: Callable[[str], Planner]
    texts: tuple[dict[str, dict[str, str]], ...] = ()
    view: Callable[..., View] | None = None              # view(term, lang, **view_options)
    rules_dir: str = ""
    folder: str = ""
    undo_policy: UndoPolicy = "turn"
    dice_kind: DiceKind = "bag"
    options: tuple[Option, ...] = ()
    seat_words: dict[str, int] = field(default_factory=dict)
    seat_default: int = 1
    names: Names = "seats"
    about: str = ""
    cli: Callable[[argparse.ArgumentParser], None] | None = None    # adds its own --game NAME options
    cli_setup: Callable[[argparse.Namespace], dict] | None = None   # those options as setup values
    defaults: tuple[tuple[str, object], ...] = ()
    position: Callable[[str, Setup], Game] | None = None
    opening: Callable[[object, dict], tuple[int, str, tuple | None]] | None = None
    explain: Callable[[str, Exception], str] | None = None
    dice_example: str = ""                                  # a --dice script of this game, like "146,335,222"
    unit: ScoreUnit = ORDER                                 # its judgement's unit (framework/core/score_unit.py)
    rating_pool: Callable[[dict], str | None] = unrated      # the pool of a table with these options, None: unrated
    rating_pools: tuple[tuple[str, dict], ...] = ()         # (pool, the options standing for it), each pool it gives
    svg: Callable[[Session, int], str] | None = None        # svg(session, reader): the web page's board
    svg_dark: Callable[[Session, int], bool] | None = None  # svg_dark(session, seat): plays the dark pieces

    def __post_init__(self) -> None:
        _check("undo_policy", (self.undo_policy,), UndoPolicy)
        _check("dice_kind", (self.dice_kind,), DiceKind)
        _check("names", (self.names,), Names)
        for pool, options in self.rating_pools:
            if self.rating_pool(dict(options)) != pool:
                raise ValueError(f"rating_pools: the options {options!r} are rated in "
                                 f"{self.rating_pool(dict(options))!r}, not {pool!r}")

    def complete(self, setup: Setup) -> Setup:
        """``setup`` with every option the game has (its defaults where ``setup`` says nothing)."""
        missing = {k: v for k, v in self.defaults if setup.option(k) is None}
        return setup.with_options(**missing) if missing else setup


def seat_players(spec: GameSpec, setup: Setup, names: tuple[str, str] | None = None,
                 progress: Callable[[int], Callable[[float], None] | None] | None = None) -> tuple[Player, Player]:
    """The two players of ``setup``: a person where ``setup.computers`` is empty, else the computer
    at that level with the game's planner. ``progress(seat)`` gives a seat's progress callback."""
    names = names or setup.names
    players: list[Player] = []
    for seat, level in enumerate(setup.computers):
        if level:
            players.append(ComputerPlayer(names[seat], seat, level=level, planner=spec.planner(level),
                                          seed=str(setup.seed), progress=progress(seat) if progress else None))
        else:
            players.append(Player(names[seat], seat))
    return players[0], players[1]


def dice_per_throw(spec: GameSpec) -> int:
    """How many dice a throw of ``spec``'s game has (0: a game without dice), from the game itself: a
    ``--dice`` script is read in groups of this many."""
    return spec.new_game(spec.complete(Setup())).dice


def _check_recordable(spec: GameSpec, setup: Setup) -> None:
    """ArgumentValueError unless the game's record can hold ``setup`` and its reader take it back: a game
    that could never be saved, or whose save its own loader refuses, does not start (issue 23)."""
    named = replace(setup, names=tuple(name or "A" for name in setup.names))   # names may come later (a menu)
    try:
        read(write(Record(named), spec.codec), spec.codec)
    except ValueError as error:
        raise ArgumentValueError("setup", setup.seed, f"a setup its record can hold ({error})") from None


def new_session(spec: GameSpec, setup: Setup, players: tuple[Player, Player] | None = None) -> Session:
    """A session at the start of ``setup``: the game, the seats, the throws (for a game with dice).

    A network game (``setup.fair_dice`` set) throws from framework.core.fair_dice.JointThrows: its links
    are revealed as the game goes (``session.throws.reveal``), else from the seed's cups (dice.py)."""
    setup = spec.complete(setup)
    _check_recordable(spec, setup)
    game = spec.new_game(setup)
    throws = None
    if game.dice and setup.fair_dice:
        throws = JointThrows(Commitment.parse(setup.fair_dice), game.dice, spec.dice_kind, setup.script)
    elif game.dice:
        throws = ThrowSource(setup.seed, game.dice, setup.script, spec.dice_kind)
    if players is None:
        players = seat_players(spec, setup)
    session = Session(game, setup, players, throws, spec.undo_policy)
    if setup.fair_dice and throws is not None:
        throws.history = session.history      # each throw is bound to every action before it
    return session


def _check(what: str, values: tuple, allowed: object) -> None:
    """A spec's word outside its Literal type is a mistake in the game's spec: said when it is built."""
    words = get_args(allowed)
    for value in values:
        if value not in words:
            raise ValueError(f"{what}: {value!r} is not one of {', '.join(words)}")
