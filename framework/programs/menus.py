"""The house's menus: the main menu (the home game's), the companion games' list, a game's own menu, settings.

A part of :class:`framework.programs.app.App`, the one that calls the others: a menu
line starts a new game (the new games part), offers or continues an unfinished
one (the saved games part), peeks at a save slot (the slots part) or shows the
rules (:func:`show_rules`, also given to the playing part as a callable). The
numbers of a menu never move; a bad choice is refused on the same screen.

Imports inside functions: the rules pages (``framework.tui.rules`` imports ``re``)
are loaded only when they are shown, and the number reader when a choice is
read, so the first screen comes up as fast as Python.
"""
from __future__ import annotations

import os

from framework.core import settings as config
from framework.tui.context import HOUSE_TEXTS
from framework.tui.prompt import QUIT_KEYS
from framework.core.settings import SEATS, computer_seat
from framework.tui.terminal import printable
from framework.lang.words import CONTINUE

TYPE_CHECKING = False           # typing imports re: the annotations below are read by type checkers only
if TYPE_CHECKING:
    from framework.tui.context import Context
    from framework.tui.new_game import NewGames
    from framework.tui.reviews import Reviews
    from framework.tui.save_slots import SaveSlots
    from framework.tui.saved_games import SavedGames
    from framework.tui.sessions import Sessions

__all__ = ["Menus", "CONTINUE_KEYS", "WIDTH", "show_rules"]

WIDTH = 79
#: "Continue" on the menus, in every language (framework/lang/words.py; the key each menu shows is one of them).
CONTINUE_KEYS = CONTINUE


class Menus:
    """The menus' screens and choices."""

    def __init__(self, ctx: Context, sessions: Sessions, slots: SaveSlots, new_games: NewGames,
                 saved_games: SavedGames, reviews: Reviews | None = None) -> None:
        self.ctx = ctx
        self.sessions = sessions
        self.slots = slots
        self.new_games = new_games
        self.saved_games = saved_games
        self.reviews = reviews              # "Review a finished game" (None: not offered)

    def show_rules(self, spec) -> None:
        """``spec``'s rules pages (:func:`show_rules`)."""
        show_rules(self.ctx, spec)

    def menu(self) -> None:
        """The main menu: the home game's quick starts, against the computer, the companion games, rules,
        settings. The numbers never move; "continue" has its own letter (c, or p in Czech) and is listed
        first while an unfinished game is saved."""
        ctx = self.ctx
        while True:
            home = ctx.home
            saved = self.slots.peek(home)
            games = ", ".join(e.title(ctx.lang) for e in ctx.companions)
            choices = [(quick.title(ctx.lang), lambda q=quick: self.saved_games.offer_unfinished(home.spec())
                        or self.new_games.play_quick_start(home.spec(), q, ctx.notices))
                       for quick in home.quick_starts]
            choices += [(ctx.t("menu.computer"), lambda: self.saved_games.offer_unfinished(home.spec())
                         or self.new_games.play_against_computer(home.spec(), ctx.notices)),
                        (ctx.t("menu.companion", games=games), self.companion_menu),
                        (ctx.t("menu.rules"), lambda: self.show_rules(home.spec())),
                        (ctx.t("menu.settings"), self.settings_menu),
                        (ctx.t("menu.network"), self.network)]
            if self.reviews is not None:        # appended: the numbers before it never move
                choices.append((ctx.t("review.menu"), lambda: self.reviews.choose(home.spec(), ctx.notices)))
            items = [(str(i), label) for i, (label, _) in enumerate(choices, 1)] + [("0", ctx.t("menu.quit"))]
            if saved is not None:
                label = (ctx.t("menu.continue", name_i=printable(saved.names[0], 20),
                               name_ii=printable(saved.names[1], 20),
                               turns=HOUSE_TEXTS.plural(ctx.lang, "count.turns", saved.turns))
                         if saved.names else ctx.t("menu.continue_plain"))
                items.insert(0, (ctx.t("menu.continue_key"), label))
            title = ctx.t("app.title")
            ctx.show([title, "=" * len(title), ctx.t("app.subtitle"), ""]
                     + [f"  {key}  {label}" for key, label in items] + [""] + ctx.notices)
            ctx.notices = []
            prompt = "menu.prompt_continue" if saved is not None else "menu.prompt"
            choice = ctx.ask(ctx.t(prompt, last=len(choices))).strip().lower()
            if choice in QUIT_KEYS:
                return
            if not choice:                  # Enter alone: the main menu has no "back"; it is drawn again
                continue
            picked = _numbered(choice, len(choices))
            if picked is not None:
                choices[picked - 1][1]()
            elif choice in CONTINUE_KEYS and saved is not None:
                self.saved_games.continue_game(home.spec())
            else:
                key = "menu.bad_continue" if saved is not None else "menu.bad"
                ctx.notices.append(ctx.t(key, text=printable(choice), last=len(choices)))

    def network(self) -> None:
        """Play over the network: the server and the name (remembered), then its lobby (framework/net)."""
        from framework.net.lobby import play_over_network      # deferred: start-up (the network client)
        from framework.tui.replay import Replays                # deferred: start-up (loads the game screens)
        review = None if self.reviews is None else (lambda spec, record, name="": self.reviews.review_record(spec, record, name))

        def replay(spec, record, name: str) -> None:
            Replays(self.ctx, self.sessions).replay_record(spec, record, name)
        play_over_network(self.ctx, show_rules=self.show_rules, review=review, replay=replay)

    def companion_menu(self) -> None:
        """Menu 4: the companion games, one line each (built from the registry)."""
        ctx = self.ctx
        notes: list = []
        while True:
            entries = ctx.companions
            title = ctx.t("companion.title")
            items = [(str(i), e.title(ctx.lang)) for i, e in enumerate(entries, 1)]
            ctx.show([ctx.term.style("title", title), "=" * len(title), ""]
                     + [f"  {key}  {label}" for key, label in items]
                     + [f"  0  {ctx.t('settings.back')}", ""] + notes)
            notes = []
            choice = ctx.ask(ctx.t("companion.prompt", last=len(entries))).strip().lower()
            if choice in ("",) + QUIT_KEYS:
                return
            picked = _numbered(choice, len(entries))
            if picked is not None:
                self.game_menu(entries[picked - 1])
            else:
                notes.append(ctx.term.style("error", ctx.t("companion.bad", text=printable(choice),
                                                           last=len(entries))))

    def game_menu(self, entry) -> None:
        """A companion game's menu: two people, against the computer, its rules, its unfinished game."""
        ctx = self.ctx
        spec = entry.spec()
        game = entry.title(ctx.lang)
        named = entry.title_after_game(ctx.lang)     # "Zasady gry w długie nardy": the name declined there
        notes: list = []
        reported = False
        while True:
            saved = None
            try:
                saved = self.saved_games.continuable(spec)   # only if it can be continued (replayed once per file)
            except (OSError, ValueError) as err:
                saved = None
                if not reported:
                    reported = True
                    path = getattr(err, "path", None) or str(self.slots.slot(spec).path)
                    notes.append(ctx.term.style("error", ctx.t("game.unreadable", game=named,
                                                               problem=ctx.load_problem(spec, err, path))))
            choices = [(ctx.t("game.two", game=game), lambda: self.saved_games.offer_unfinished(spec, notes)
                        or self.new_games.play_new(spec, "two", notes=notes)),
                       (ctx.t("game.computer", game=game), lambda: self.saved_games.offer_unfinished(spec, notes)
                        or self.new_games.play_against_computer(spec, notes)),
                       (ctx.t("game.rules", game=named), lambda: self.show_rules(spec))]
            choices += [(quick.title(ctx.lang), lambda q=quick: self.saved_games.offer_unfinished(spec, notes)
                        or self.new_games.play_quick_start(spec, q, notes))
                        for quick in entry.quick_starts]
            if self.reviews is not None:
                choices.append((ctx.t("review.menu"), lambda: self.reviews.choose(spec, notes)))
            items = [(str(i), label) for i, (label, _) in enumerate(choices, 1)] + [("0", ctx.t("settings.back"))]
            if saved is not None:
                key = "game.continue_computer" if any(saved.setup.computers) else "game.continue"
                moves = ctx.catalogue(spec).plural(ctx.lang, "count.moves", len(saved.entries))
                items.insert(0, (ctx.t("menu.continue_key"), ctx.t(key, game=named, moves=moves)))
            ctx.show([ctx.term.style("title", game), "=" * len(game)]
                     + [ctx.gt(spec, spec.about), ""]
                     + [f"  {key}  {label}" for key, label in items] + [""] + notes)
            notes = []
            prompt = "game.prompt_continue" if saved is not None else "game.prompt"
            choice = ctx.ask(ctx.t(prompt, last=len(choices))).strip().lower()
            if choice in ("0", "") or choice in QUIT_KEYS:
                return
            picked = _numbered(choice, len(choices))
            if picked is not None:
                choices[picked - 1][1]()
            elif choice in CONTINUE_KEYS and saved is not None:
                self.saved_games.continue_game(spec)
                notes += ctx.notices
                ctx.notices = []
            else:
                key = "game.bad_continue" if saved is not None else "game.bad"
                notes.append(ctx.term.style("error", ctx.t(key, text=printable(choice), last=len(choices))))

    def settings_menu(self) -> None:
        ctx = self.ctx
        notes: list[str] = []
        while True:
            s = ctx.settings
            shown = [
                ("settings.name_i", s.name_i or ctx.t("player.default.I")),
                ("settings.name_ii", s.name_ii or ctx.t("player.default.II")),
                ("settings.first", ctx.t(f"value.first.{s.first}")),
                ("settings.language", ctx.t(f"value.language.{s.language}")),
                ("settings.colour", ctx.t(f"value.colour.{s.colour}")),
                ("settings.computer", computer_seat(s)),
                ("settings.level", ctx.t(f"value.level.{s.level}")),
            ]
            lines = [ctx.term.style("title", ctx.t("settings.title")),
                     ctx.t("settings.file", path=ctx.settings_path) if ctx.settings_path
                     else ctx.t("settings.no_file"), ""]
            # The labels in the home game's words (it may say how its seats are drawn); "against the
            # computer" is the main menu's line after the home game's quick starts.
            home = ctx.home
            computer_line = len(home.quick_starts) + 1
            lines += [f"  {i}  {ctx.gt(home.spec(), key, value=value, menu=computer_line)}"
                      for i, (key, value) in enumerate(shown, 1)]
            lines += [f"  0  {ctx.t('settings.back')}", ""] + notes
            notes = []
            ctx.show(lines)
            choice = ctx.ask(ctx.t("settings.prompt")).strip()
            if choice in ("0", "q", ""):
                return
            picked = _numbered(choice, len(shown))
            if picked in (1, 2):
                seat = picked - 1
                field = ("name_i", "name_ii")[seat]
                current = getattr(s, field) or ctx.t(f"player.default.{SEATS[seat]}")
                answer = ctx.ask(ctx.t("settings.ask_name", seat=SEATS[seat], value=current))
                if not answer.strip():
                    continue
                try:
                    changed = s.with_(**{field: config.check_name(answer)})
                except config.SettingsError as err:
                    notes.append(ctx.term.style("error", ctx.t(f"name.{err.code}", **err.params)))
                    continue
            elif picked == 3:
                changed = s.with_(first=_next(config.FIRST_CHOICES, s.first))
            elif picked == 4:
                changed = s.with_(language=_next(config.LANGUAGE_CHOICES, s.language))
            elif picked == 5:
                changed = s.with_(colour=_next(config.COLOUR_CHOICES, s.colour))
            elif picked == 6:
                changed = s.with_(computer="I" if computer_seat(s) == "II" else "II")
            elif picked == 7:
                changed = s.with_(level=_next(config.LEVEL_CHOICES, s.level))
            else:
                notes.append(ctx.term.style("error", ctx.t("settings.bad", text=printable(choice))))
                continue
            ctx.change_settings(changed, notes)


def show_rules(ctx: Context, spec) -> None:
    """``spec``'s rules in the interface language, a page at a time; a diagram never split."""
    from framework.tui.rules import paginate, rules_file, rules_lines     # deferred: start-up (rules imports re)
    try:
        path, missing = rules_file(spec.rules_dir, ctx.lang)
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
    except FileNotFoundError as err:
        name = f"rules_{ctx.lang}.md"
        ctx.show([ctx.term.style("error", ctx.t("rules.missing", file=name, path=str(err)))])
        ctx.ask(ctx.t("common.enter_back"))
        return
    except OSError as err:
        ctx.show([ctx.term.style("error", ctx.t("rules.unreadable", path=printable(str(path), 80),
                                                reason=printable(str(err), 60)))])
        ctx.ask(ctx.t("common.enter_back"))
        return
    def pages(columns: int, rows: int) -> list[list[str]]:
        """The pages for a terminal of this size: the lines as wide as it, as many as it has rows
        less the question (two lines on a narrow screen) and a note."""
        lines = rules_lines(ctx.term.text(text), min(columns - 1, WIDTH))     # prose no wider than today
        if missing:
            lines = [("", ctx.t("rules.fallback", file=missing, other=os.path.basename(path)), False),
                     ("", "", False)] + lines
        return [[ctx.term.style(role, line) if role else line for role, line in page]
                for page in paginate(lines, max(4, rows - 3))]
    ctx.prompt.page(pages, lambda page, count, last: ctx.t("rules.last" if last else "rules.page",
                                                           page=page, pages=count),
                    lambda text: ctx.t("rules.bad", text=text))


def _next(choices: tuple[str, ...], value: str) -> str:
    return choices[(choices.index(value) + 1) % len(choices)]


def _numbered(choice: str, last: int) -> int | None:
    """:func:`framework.core.numbers.menu_number`, imported when a choice is read (not at start-up)."""
    from framework.core.numbers import menu_number      # deferred: start-up (framework.core.numbers)
    return menu_number(choice, last)
