"""The house program: :class:`App` builds its parts, wires them together and starts as the command line says.

The parts, each a small class that gets the shared :class:`Context` (the
command line, settings, words, terminal, registry) and, as constructor
arguments, only the parts it calls; none imports another's class to call it,
so the object graph is written out once, below, and there is no import circle:

* ``sessions`` (framework/tui/sessions.py): a game's session from its setup (names,
  the computer's seats and level, its thinking hint), and from its record;
* ``replays`` (framework/tui/replay.py): ``--replay`` and watching a busy slot's game;
* ``slots`` (framework/tui/save_slots.py): save slots (one writer each), autosave;
* ``playing`` (framework/tui/playing.py): a game at the keyboard, what is said around it;
* ``new_games`` (framework/tui/new_game.py): a new game's questions, setup and start;
* ``saved_games`` (framework/tui/saved_games.py): the unfinished game offered, continue, ``--load``;
* ``reviews`` (framework/tui/reviews.py): ``--review`` (``--out``), the end screen's review, the menus'
  "Review a finished game" (it gets ``replays.replay_steps``, a callable, for the boards before each turn);
* ``menus`` (framework/programs/menus.py): the main menu (the home game's), the companion
  games, a game's own menu, the settings, the rules pages.

Two callables stand where parts would otherwise need each other: the slots get
``replays.watch`` (watch a busy slot's game), the saved games get
``new_games.play_new`` (another game while the slot is busy), and the playing
part gets the menus' rules pages. The games, the engine and ``console`` are
imported only when they are used (inside the parts' functions), so the menu
comes up about as fast as Python itself.
"""
from __future__ import annotations

from framework.tui.context import Context
from framework.programs.menus import CONTINUE_KEYS, Menus, show_rules
from framework.tui.prompt import Leave, Prompt
from framework.tui.save_slots import SaveSlots
from framework.core.settings import SEATS
from framework.tui.terminal import Terminal

TYPE_CHECKING = False           # typing imports re: the annotations below are read by type checkers only
if TYPE_CHECKING:
    from typing import Mapping

__all__ = ["App", "Replay", "Leave", "CONTINUE_KEYS", "LEVEL_WORDS", "DEFAULT_DELAY", "SEATS"]


class _Later:
    """Stands for a part until it is first used, then is that part: the parts the first menu
    screen does not need (and their modules) are built on the first call into them, so the
    menu comes up with five framework modules fewer (bench/terminal_speed.py)."""

    __slots__ = ("_build",)

    def __init__(self, build) -> None:
        self._build = build

    def __getattr__(self, name: str):
        return getattr(self._build(), name)


class _Part:
    """An App attribute whose part is built the first time it is read (see :class:`_Later`)."""

    def __init__(self, build) -> None:
        self.build = build

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, app, owner=None):
        if app is None:
            return self
        part = app.__dict__[self.name] = self.build(app)     # from now on the instance attribute answers
        return part


def _sessions(app: "App"):
    from framework.tui.sessions import Sessions           # deferred: start-up (loads the game screens)
    return Sessions(app.ctx)


def _replays(app: "App"):
    from framework.tui.replay import Replays              # deferred: start-up (loads the game screens)
    return Replays(app.ctx, app.sessions)


def _playing(app: "App"):
    from framework.tui.playing import Playing             # deferred: start-up (loads the game screens)
    return Playing(app.ctx, show_rules=lambda spec: show_rules(app.ctx, spec),
                   review=lambda spec, record, name="": app.reviews.review_record(spec, record, name))


def _reviews(app: "App"):
    from framework.tui.reviews import Reviews             # deferred: start-up (loads the game screens)
    return Reviews(app.ctx, app.sessions, app.slots,
                   steps=lambda spec, record, final: app.replays.replay_steps(spec, record, final))


def _new_games(app: "App"):
    from framework.tui.new_game import NewGames           # deferred: start-up (loads the game screens)
    return NewGames(app.ctx, app.sessions, app.slots, app.playing)


def _saved_games(app: "App"):
    from framework.tui.saved_games import SavedGames      # deferred: start-up (loads the game screens)
    return SavedGames(app.ctx, app.sessions, app.slots, app.playing, play_new=app.new_games.play_new)


def __getattr__(name: str):
    """The names scripts and tests import from here, loaded when asked for (start-up)."""
    if name == "Replay":
        from framework.tui.replay import Replay           # deferred: start-up (loads the game screens)
        return Replay
    if name == "LEVEL_WORDS":
        from framework.tui.new_game import LEVEL_WORDS    # deferred: start-up (loads the game screens)
        return LEVEL_WORDS
    if name == "DEFAULT_DELAY":
        from framework.tui.playing import DEFAULT_DELAY   # deferred: start-up (loads the game screens)
        return DEFAULT_DELAY
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class App:
    """The menus, the settings and the games started from them, on one terminal: the parts, wired."""

    def __init__(self, args: object, registry: tuple, environ: Mapping[str, str] | None = None) -> None:
        ctx = self.ctx = Context(args, registry, environ)
        self.slots = SaveSlots(ctx, watch=lambda spec, slot: self.replays.watch(spec, slot))
        self.menus = Menus(ctx, _Later(lambda: self.sessions), self.slots, _Later(lambda: self.new_games),
                           _Later(lambda: self.saved_games), reviews=_Later(lambda: self.reviews))

    # The parts the first menu screen does not use, built when first used (see _Later).
    sessions = _Part(_sessions)
    replays = _Part(_replays)
    playing = _Part(_playing)
    new_games = _Part(_new_games)
    saved_games = _Part(_saved_games)
    reviews = _Part(_reviews)

    # ------------------------------------------------ the shared context, as scripts and tests see it
    @property
    def args(self) -> object:
        return self.ctx.args

    @property
    def term(self) -> Terminal:
        return self.ctx.term

    @term.setter
    def term(self, term: Terminal) -> None:
        self.ctx.term = term

    @property
    def prompt(self) -> Prompt:
        return self.ctx.prompt

    @property
    def settings(self):
        return self.ctx.settings

    @settings.setter
    def settings(self, settings) -> None:
        self.ctx.settings = settings

    @property
    def lang(self) -> str:
        return self.ctx.lang

    @property
    def notices(self) -> list:
        return self.ctx.notices

    def t(self, key: str, /, **params: object) -> str:
        return self.ctx.t(key, **params)

    # --------------------------------------------------------------- run
    def menu(self) -> None:
        """The main menu, until the player leaves it."""
        self.menus.menu()

    def run(self) -> int:
        """Start as the command line says (a game at once, a replay, a saved game), then the menu; the exit code."""
        try:
            code = self._run()
        except Leave as leave:
            code = leave.code
        return self.unsaved_code(code)

    def unsaved_code(self, code: int | None) -> int:
        """``code`` (None: 0), unless the program ends normally after a game was left with its last moves not
        on disk: then that is said once more, as the last line, and the code is :data:`playing.UNSAVED`."""
        code = code or 0
        if code == 0 and self.ctx.lost is not None:
            from framework.tui.playing import UNSAVED     # deferred: start-up (loads the game screens)
            try:
                self.ctx.term.line(self.ctx.term.style("error", self.ctx.lost))
                self.ctx.term.flush()
            except (OSError, ValueError):
                pass
            return UNSAVED
        return code

    def _run(self) -> int:
        args, home = self.ctx.args, self.ctx.home
        spec = home.spec() if self._starts_a_game() else None
        if getattr(args, "replay", None):
            self.replays.replay(spec, args.replay)
            return 0
        if getattr(args, "review", None):
            self.reviews.review_file(spec, args.review, getattr(args, "out", None), any_game=True)
            return 0
        if not getattr(args, "demo", False):    # a demo saves nothing: it needs no home
            self.slots.check_home()         # games are saved from here on: somewhere, or a sentence and 2
        if getattr(args, "load", None):
            self.saved_games.load_game(spec, args.load)
        elif getattr(args, "resume", False):
            code = self.saved_games.continue_on_start(spec)
            if code is not None:
                return code
        elif getattr(args, "demo", False):
            self.new_games.play_new(spec, "demo", options=self._quick_options())
            return 0                        # a demo ends the program: nobody may be at the keyboard
        elif (any(getattr(args, q.flag, False) for q in home.quick_starts if q.flag)
              or getattr(args, "vs_computer", None)):
            seat = {"I": 0, "II": 1}.get(getattr(args, "vs_computer", None) or "")
            self.new_games.play_new(spec, "computer" if seat is not None else "two",
                                    options=self._quick_options(), computer_seat=seat)
        self.menu()
        return 0

    def _starts_a_game(self) -> bool:
        a = self.ctx.args
        flags = (("replay", "review", "load", "resume", "demo", "vs_computer")
                 + tuple(q.flag for q in self.ctx.home.quick_starts))
        return any(getattr(a, name, None) for name in flags if name)

    def _quick_options(self) -> dict:
        """The home game's options for a game started from the command line: the quick start its flag
        names (``--short``), else the first (``--play``, ``--vs-computer``, ``--demo``)."""
        quick = self.ctx.home.quick_starts
        chosen = [q for q in quick if q.flag and getattr(self.ctx.args, q.flag, False)] or list(quick)
        return dict(chosen[0].options) if chosen else {}
