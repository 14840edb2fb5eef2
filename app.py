"""The interactive program: the menu, the settings screen, the rules pager and the turn loop.

``xii_scripta.py`` parses the command line and hands over to :class:`App`.
This is the input/output edge of the game: the rules are in ``board.py``, a
game in progress in ``game.py`` (no I/O), the drawing in ``render.py`` and
the terminal in ``terminal.py``.  The engine, the dice and ``console`` are
imported only when a game starts, so the menu comes up about as fast as
Python itself.
"""
from __future__ import annotations

import os

import messages
import settings as config
from terminal import Terminal, locale_language, printable, wants_colour

HERE = os.path.dirname(os.path.abspath(__file__))
SEATS = ("I", "II")
SCREEN_LINES = 24
WIDTH = 79
MESSAGE_LINES = 10          # lines left under the board for messages on a 24-line screen
HINT_MOVES = 8              # moves shown after a refusal (help shows all)


class Leave(Exception):
    """Leave the program with an exit code (0: Ctrl-D or quit; 130: Ctrl-C confirmed)."""

    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


# ------------------------------------------------------------------ the program

class App:
    """The menu, settings and rules screens, and the games started from them."""

    def __init__(self, args: object, environ: dict[str, str] | None = None) -> None:
        self.args = args
        self.environ = os.environ if environ is None else environ
        self.settings_path = config.settings_path(self.environ)
        self.settings, problem = config.load(self.settings_path)
        self.lang = self._language()
        self.term = Terminal.from_environment(args.color, self.settings.colour, self.environ)
        self.notices: list[str] = []
        if problem is not None:
            key = "menu.settings_damaged" if problem.code == "damaged" else "menu.settings_unreadable"
            self.notices.append(self.t(key, path=self.settings_path,
                                       reason=printable(str(problem.params.get("reason", "")), 60)))

    def _language(self) -> str:
        if self.args.lang:
            return self.args.lang
        if self.settings.language != "auto":
            return self.settings.language
        return locale_language(self.environ)

    def t(self, key: str, **params: object) -> str:
        return messages.text(self.lang, key, **params)

    # -------------------------------------------------------------- input
    def ask(self, prompt: str) -> str:
        """One line from the keyboard.  Ctrl-C asks whether to leave; Ctrl-D leaves."""
        while True:
            try:
                return self.term.read_line(prompt)
            except EOFError:
                raise Leave(0) from None
            except KeyboardInterrupt:
                self.term.line()
                try:
                    answer = self.term.read_line(self.t("leave.confirm"))
                except (KeyboardInterrupt, EOFError):
                    raise Leave(130) from None
                if messages.is_yes(answer):
                    raise Leave(130)
                self.term.line(self.t("leave.stay"))

    def confirm(self, prompt: str) -> bool:
        return messages.is_yes(self.ask(prompt))

    def show(self, lines: list[str]) -> None:
        self.term.clear()
        for line in lines:
            self.term.line(line)

    # --------------------------------------------------------------- run
    def run(self) -> int:
        if self.args.play or self.args.short:
            self.play_game(15 if self.args.play else 3)
        self.menu()
        return 0

    def menu(self) -> None:
        while True:
            items = [("1", "menu.new"), ("2", "menu.short"), ("3", "menu.rules"),
                     ("4", "menu.settings"), ("0", "menu.quit")]
            # No colour on the menu: console is imported only when a board is drawn (fast start-up).
            title = self.t("app.title")
            lines = [title, "=" * len(title), self.t("app.subtitle"), ""]
            lines += [f"  {key}  {self.t(label)}" for key, label in items]
            lines += [""] + self.notices
            self.notices = []
            self.show(lines)
            choice = self.ask(self.t("menu.prompt")).strip().lower()
            if choice == "1":
                self.play_game(15)
            elif choice == "2":
                self.play_game(3)
            elif choice == "3":
                self.show_rules()
            elif choice == "4":
                self.settings_menu()
            elif choice in ("0", "q", "quit", "konec"):
                return
            else:
                self.notices.append(self.t("menu.bad", text=printable(choice)))

    # ---------------------------------------------------------- settings
    def settings_menu(self) -> None:
        notes: list[str] = []
        while True:
            s = self.settings
            shown = [
                ("settings.name_i", s.name_i or self.t("player.default.I")),
                ("settings.name_ii", s.name_ii or self.t("player.default.II")),
                ("settings.first", self.t(f"value.first.{s.first}")),
                ("settings.language", self.t(f"value.language.{s.language}")),
                ("settings.colour", self.t(f"value.colour.{s.colour}")),
            ]
            lines = [self.term.style("title", self.t("settings.title")),
                     self.t("settings.file", path=self.settings_path), ""]
            lines += [f"  {i}  {self.t(key, value=value)}" for i, (key, value) in enumerate(shown, 1)]
            lines += [f"  0  {self.t('settings.back')}", ""] + notes
            notes = []
            self.show(lines)
            choice = self.ask(self.t("settings.prompt")).strip()
            if choice in ("0", "q", ""):
                return
            if choice in ("1", "2"):
                seat = int(choice) - 1
                field = ("name_i", "name_ii")[seat]
                current = getattr(s, field) or self.t(f"player.default.{SEATS[seat]}")
                answer = self.ask(self.t("settings.ask_name", seat=SEATS[seat], value=current))
                if not answer.strip():
                    continue
                try:
                    changed = s.with_(**{field: config.check_name(answer)})
                except config.SettingsError as err:
                    notes.append(self.term.style("error", self.t(f"name.{err.code}", **err.params)))
                    continue
            elif choice == "3":
                changed = s.with_(first=_next(config.FIRST_CHOICES, s.first))
            elif choice == "4":
                changed = s.with_(language=_next(config.LANGUAGE_CHOICES, s.language))
            elif choice == "5":
                changed = s.with_(colour=_next(config.COLOUR_CHOICES, s.colour))
            else:
                notes.append(self.term.style("error", self.t("settings.bad", text=printable(choice))))
                continue
            self.settings = changed
            self.lang = self._language()
            self.term.set_colour(wants_colour(self.args.color, changed.colour, self.environ,
                                              self.term.screen))
            try:
                config.save(self.settings_path, changed)
                notes.append(self.t("settings.saved"))
            except OSError as err:
                notes.append(self.term.style("error", self.t("settings.save_failed",
                                                             reason=printable(str(err), 60))))

    # ------------------------------------------------------------- rules
    def show_rules(self) -> None:
        """The rules file in the interface language, a page at a time (24 lines)."""
        name = f"rules_{self.lang}.md"
        other = f"rules_{'en' if self.lang == 'cs' else 'cs'}.md"
        note = ""
        text = None
        for candidate in (name, other):
            path = os.path.join(HERE, candidate)
            try:
                with open(path, encoding="utf-8", errors="replace") as f:
                    text = f.read()
            except FileNotFoundError:
                continue
            except OSError as err:
                self.show([self.term.style("error", self.t("rules.unreadable", path=path,
                                                           reason=printable(str(err), 60)))])
                self.ask(self.t("common.enter_back"))
                return
            if candidate != name:
                note = self.t("rules.fallback", file=name, other=candidate)
            break
        if text is None:
            self.show([self.term.style("error", self.t("rules.missing", file=name,
                                                       path=os.path.join(HERE, name)))])
            self.ask(self.t("common.enter_back"))
            return
        lines = ([note, ""] if note else []) + self._rules_lines(text)
        size = SCREEN_LINES - 2
        pages = [lines[i:i + size] for i in range(0, len(lines), size)] or [[]]
        page = 0
        while True:
            self.show(pages[page] + [""] * (size - len(pages[page])))
            last = page == len(pages) - 1
            key = "rules.last" if last else "rules.page"
            answer = self.ask(self.t(key, page=page + 1, pages=len(pages))).strip().lower()
            if answer in ("q", "quit", "x"):
                return
            if answer in ("b", "back", "p", "z", "zpět"):
                page = max(0, page - 1)
            elif last:
                return
            else:
                page += 1

    def _rules_lines(self, text: str) -> list[str]:
        """The Markdown as terminal text: headings bold, emphasis marks dropped, long lines wrapped."""
        import re
        import textwrap
        out: list[str] = []
        fenced = False
        for raw in text.splitlines():
            line = raw.rstrip()
            if not fenced:
                line = re.sub(r"\*\*(\S(?:.*?\S)?)\*\*", r"\1", line)
                line = re.sub(r"(?<![\w*])\*(\S(?:[^*]*?\S)?)\*(?![\w*])", r"\1", line)
            if line.startswith("```"):
                fenced = not fenced
                continue
            if fenced or len(line) <= WIDTH:
                heading = not fenced and line.startswith("#")
                line = line.lstrip("#").strip() if heading else line
                out.append(self.term.style("title", line) if heading else line[:WIDTH])
                continue
            body = line.lstrip()
            indent = " " * (len(line) - len(body))
            marker = ""
            for prefix in ("- ", "* "):
                if body.startswith(prefix):
                    marker = prefix
            if not marker:
                number = body.split(" ", 1)[0]
                if number[:-1].isdigit() and number.endswith("."):
                    marker = number + " "
            out.extend(textwrap.wrap(body, WIDTH, initial_indent=indent,
                                     subsequent_indent=indent + " " * len(marker)) or [""])
        return out

    # ------------------------------------------------------------- games
    def names(self) -> tuple[str, str]:
        if self.args.names:
            return self.args.names
        return (self.settings.name_i or self.t("player.default.I"),
                self.settings.name_ii or self.t("player.default.II"))

    def play_game(self, stones: int) -> None:
        from board import Rules
        from dice import ScriptedThrows
        from game import GameSession, new_seed
        seed = self.args.seed if self.args.seed is not None else new_seed()
        script = ScriptedThrows.parse(self.args.dice) if self.args.dice else None
        first = self.args.first or self.settings.first
        session = GameSession.new(Rules(stones=stones), self.names(), seed, first, script)
        notes = []
        if first == "random":
            notes.append(self.t("game.first_random", name=session.current.name))
        TurnLoop(self, session, notes).run()


def _next(choices: tuple[str, ...], value: str) -> str:
    return choices[(choices.index(value) + 1) % len(choices)]


# ------------------------------------------------------------------ a game

class TurnLoop:
    """Turns at the keyboard: draw the board for the player to move, read a command, play it."""

    def __init__(self, app: App, session, notes: list[str]) -> None:
        self.app = app
        self.session = session
        self.term = app.term
        self.t = app.t
        self.notes: list = notes            # messages under the board at the next redraw: text or (role, text)
        self.last_seat: int | None = None   # who played the turn that just ended
        self.last_throw: tuple[int, ...] | None = None
        self.last_actions: list[str] = []

    # --------------------------------------------------------------- drawing
    def screen(self, seat: int, turn_over: bool = False) -> list[str]:
        """The whole screen, the board from ``seat``, without the prompt."""
        from render import board_lines
        b = self.session.board
        player = self.session.players[seat]
        name = self.term.style(SEATS[seat], player.name)
        key = "game.header_done" if turn_over else "game.header"
        header = self.t(key, turn=max(self.session.turns, 1), name=name, seat=SEATS[seat],
                        pieces=self.t(f"pieces.{SEATS[seat]}"))
        if b.throw and not turn_over:
            throw_line = self.t("game.throw", throw=_throw(b.throw), dice=" ".join(map(str, b.dice)))
        elif self.last_throw and turn_over:
            throw_line = self.t("game.throw_done", throw=_throw(self.last_throw))
        else:
            throw_line = self.t("game.not_thrown")
        lines = [self.term.style("title", "XII Scripta") + " · " + header, throw_line, ""]
        lines += board_lines(b.grid(), seat, ascii=self.term.ascii, style=self.term.style)
        lines.append("")
        mark = ">" if self.term.ascii else "▶"
        for s in (0, 1):
            p = self.session.players[s]
            label = f"{mark if s == seat else ' '} {SEATS[s]:<3}"
            padded = p.name + " " * max(0, config.MAX_NAME + 1 - len(p.name))
            counts = self.t("game.status", waiting=b.waiting(s), captured=b.captured(s),
                            on_board=b.on_board(s), off=b.borne_off(s))
            lines.append(label + self.term.style(SEATS[s], padded) + counts)
        lines.append("")
        return lines

    def draw(self, seat: int, notes: list[str], turn_over: bool = False) -> None:
        lines = self.screen(seat, turn_over)
        self.term.clear()
        for line in lines:
            self.term.line(line)
        for line in self._wrap(notes):
            self.term.line(line)

    def _wrap(self, notes: list) -> list[str]:
        """Messages wrapped to the screen width; a ``(role, text)`` note is styled line by line."""
        import textwrap
        out: list[str] = []
        for note in notes:
            role, note = note if isinstance(note, tuple) else ("", note)
            wrapped = textwrap.wrap(note, WIDTH) or [""]
            out.extend(self.term.style(role, line) if role else line for line in wrapped)
        if len(out) > MESSAGE_LINES:
            out = out[:MESSAGE_LINES - 1] + ["…"]
        return out

    # ------------------------------------------------------------------ loop
    def run(self) -> None:
        s = self.session
        while True:
            b = s.board
            if b.game_over:
                self.end_screen()
                return
            player = s.current
            if s.needs_throw:
                if player.is_computer:
                    self._throw()
                    continue
                if not self.before_throw():
                    return
                continue
            if player.is_computer:
                move = player.choose(b.copy())
                if move is not None:
                    self.notes.append(self.t("game.computer", name=player.name, move=_move_text(move)))
                    self._play(move)
                    continue
            if not self.at_prompt():
                return

    def before_throw(self) -> bool:
        """The hand-over screen: the last mover sees their result; the next one throws with Enter."""
        s = self.session
        nxt = s.current
        notes = self.notes
        self.notes = []
        if self.last_seat is not None:
            prev = s.players[self.last_seat].name
            if self.last_actions:
                notes.append(self.t("game.played", name=prev, move=", ".join(self.last_actions)))
            notes.append(self.t("game.handover", prev=prev, name=nxt.name))
            if s.can_undo:
                notes.append(self.t("game.handover_undo", prev=prev))
            seat = self.last_seat
        else:
            notes.append(self.t("game.handover_first", name=nxt.name))
            seat = nxt.seat
        self.draw(seat, notes, turn_over=self.last_seat is not None)
        line = self.app.ask(self.t("game.throw_prompt", name=nxt.name))
        word = line.strip().lower()
        if word == "":
            self._throw()
            return True
        return self.command(line, thrown=False)

    def _throw(self) -> None:
        throw = self.session.throw()
        self.last_seat = None
        self.last_actions = []
        self.last_throw = tuple(throw)
        self.notes.append(self.t("game.thrown", name=self.session.current.name, throw=_throw(throw)))

    def at_prompt(self) -> bool:
        s = self.session
        b = s.board
        notes = self.notes
        self.notes = []
        only_pass = [str(m) for m in b.legal_moves()] == ["pass"]
        if only_pass:
            notes.append(self.t("game.no_move", dice=", ".join(map(str, b.dice)), why=self.why_stuck()))
            notes.append(self.t("game.no_move_confirm"))
        self.draw(b.turn, notes)
        line = self.app.ask(self.t("game.prompt", name=s.current.name))
        if not line.strip() and only_pass:
            line = "pass"
        return self.command(line, thrown=True)

    def command(self, line: str, thrown: bool) -> bool:
        """Carry out one line typed at a game prompt; False when the game is left (back to the menu)."""
        s = self.session
        words = line.split()
        word = words[0].lower() if words else ""
        if word in ("help", "?", "napoveda", "nápověda"):
            self.notes.append(self.t("game.help_commands"))
            if thrown:
                moves = [str(m) for m in s.board.legal_moves()]
                self.notes.append(self.t("game.help_moves", count=len(moves), moves=", ".join(moves)))
            else:
                self.notes.append(self.t("game.help_throw"))
        elif word == "undo":
            if s.can_undo:
                seat_before = s.board.turn
                move = s.undo_in_turn()
                if s.board.turn != seat_before or not thrown:
                    self.last_seat = None       # the turn is open again
                if self.last_actions:
                    self.last_actions.pop()
                self.notes.append(self.t("game.undone", move=_move_text(move)))
            else:
                self.notes.append(self.t("game.nothing_to_undo"))
        elif word in ("board", "notation"):
            self.notes.append(self.t("game.notation", notation=s.board.notation()))
        elif word == "rules":
            self.app.show_rules()
        elif word == "quit":
            if self.app.confirm(self.t("game.confirm_quit")):
                return False
            self.notes.append(self.t("game.playing_on"))
        elif word == "yield" and len(words) == 1:
            other = s.players[1 - s.board.turn].name
            if self.app.confirm(self.t("game.confirm_yield", other=other)):
                s.play("yield")
            else:
                self.notes.append(self.t("game.playing_on"))
        else:
            self._play(line)
        return True

    def _play(self, action) -> None:
        from board import IllegalMoveError, InvalidCommandError
        s = self.session
        b = s.board
        seat = b.turn
        other = 1 - seat
        captured = b.captured(other)
        try:
            move = s.play(action)
        except (IllegalMoveError, InvalidCommandError) as err:
            self.notes.append(("error", messages.explain(self.app.lang, err)))
            self.notes.extend(self.hint())
            return
        self.last_actions.append(_move_text(move))
        if not b.game_over and b.turn != seat:
            self.last_seat = seat
        elif not b.game_over:
            self.notes.append(self.t("game.played", name=s.players[seat].name, move=_move_text(move)))
        if b.captured(other) > captured:
            self.notes.append(self.t("game.captured", other=s.players[other].name,
                                     point=messages.point_name(move.target)))

    def hint(self) -> list[str]:
        b = self.session.board
        moves = [str(m) for m in b.legal_moves()]
        if not moves:
            return [self.t("game.help_throw")] if not b.game_over else []
        shown = ", ".join(moves[:HINT_MOVES])
        lines = [self.t("game.hint", moves=shown)]
        if len(moves) > HINT_MOVES:
            lines.append(self.t("game.hint_more", count=len(moves) - HINT_MOVES))
        return lines

    def why_stuck(self) -> str:
        """Why none of the unused dice can be used: the engine's reason for each candidate action."""
        from board import MOVE, POINTS, IllegalMoveError, Move
        b = self.session.board
        pl = b.turn
        reasons = []
        for die in dict.fromkeys(b.dice):
            candidates: list[object] = []
            if b.waiting(pl) or b.captured(pl):
                candidates.append(f"place {die}")
            if not b.captured(pl):
                for p in range(1, POINTS + 1):
                    if b.count(pl, p):
                        candidates.append(Move(MOVE, die, p, b.piece_number(pl, p)))
                if b.on_board(pl):
                    candidates.append(f"take {die}")
            seen: dict[str, str] = {}
            for candidate in candidates:
                trial = b.copy(history=False)
                try:
                    trial.play(candidate)
                except IllegalMoveError as err:
                    seen.setdefault(err.code, _lower_first(messages.explain(self.app.lang, err).rstrip(".")))
            reason = "; ".join(list(seen.values())[:2])
            reasons.append(self.t("game.why_die", die=die, reason=reason) if reason
                           else self.t("game.why_nothing", die=die))
        return "; ".join(reasons)

    def end_screen(self) -> None:
        s = self.session
        b = s.board
        winner = s.players[b.winner]
        loser = s.players[1 - b.winner]
        notes = []
        if b.borne_off(b.winner) < b.rules.stones:
            notes.append(self.t("end.yielded", loser=loser.name))
        notes.append(("title", self.t("end.winner", name=winner.name)))
        summary = s.summary()
        names = {"name_i": s.players[0].name, "name_ii": s.players[1].name}
        notes.append(self.t("end.summary", turns=summary["turns"], turns_i=summary["turns_by"][0],
                            turns_ii=summary["turns_by"][1], cap_i=summary["captures"][0],
                            cap_ii=summary["captures"][1], **names))
        notes.append(self.t("end.borne_off", off_i=summary["borne_off"][0], off_ii=summary["borne_off"][1],
                            **names))
        self.last_throw = None
        self.draw(b.winner, notes, turn_over=True)
        self.app.ask(self.t("end.prompt"))


def _throw(throw) -> str:
    return "-".join(map(str, throw))


def _move_text(move) -> str:
    return "yield" if move.kind == "yield" else str(move)


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


