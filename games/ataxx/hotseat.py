"""Hotseat Ataxx in the terminal: two people at one keyboard, or one against the computer.

``python3 xii_scripta.py --game ataxx [options]`` or ``python3 -m
games.ataxx.hotseat [options]`` (``main``), or :func:`run` from XII Scripta's
menu (its companion section) with its terminal and language. The rules are in
``board.py``, the game in progress in ``session.py``, the drawing in
``render.py``, the saved game in ``record.py``/``saves.py``; this module is
the edge that reads lines and writes screens, built on XII Scripta's
``terminal.Terminal`` (colour and character-set decisions, lenient line
input, clearing only on a terminal, plain text in a pipe).

The clock: on a terminal the prompt waits at most the mover's remaining
time (``select`` on the input; a line becomes readable when Enter is
pressed), so a player who does not move loses on time while the prompt is
still open. With piped input the time is checked when the line arrives.
"""
from __future__ import annotations

import argparse
import os
import select
import sys
import textwrap
import time
from typing import Callable

from games.ataxx import record as rec
from games.ataxx.board import (
    BLACK, PASS, WHITE, AtaxxError, IllegalMoveError, InvalidFenError, Move, Rules, parse_square,
    square_name,
)
from games.ataxx.render import board_lines, format_clock, stone
from games.ataxx.rules_page import rules_pages
from games.ataxx.search import LEVELS
from games.ataxx.session import PERSON, Session
from games.ataxx.texts import COMMANDS, LANGUAGES, is_yes, say
from framework.terminal import Terminal, catch_hangups, clean_input, exit_code, locale_language, printable

WIDTH = 78
MESSAGE_LINES = 8            # under the board on a 24-line screen, above the prompt
PROG = "python3 -m games.ataxx.hotseat"
CONTINUE = PROG + " --continue"


class Leave(Exception):
    """Leave the program: 0 after Ctrl-D, 130 after a confirmed Ctrl-C."""

    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


class _TimeUp(Exception):
    """The mover's clock ran out while the prompt waited."""


# ------------------------------------------------------------------ the game at the keyboard

class Hotseat:
    """Turns at the keyboard: draw the board, read a line, play it; the computer plays its own turns."""

    def __init__(self, term: Terminal, lang: str, session: Session, notes: "list | None" = None,
                 saves=None, flip: bool = False, continue_command: str = CONTINUE,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.term = term
        self.lang = lang
        self.session = session
        self.notes: list = list(notes or [])    # text or (role, text), shown under the board once
        self.saves = saves
        self.save_failed: "OSError | None" = None
        self.save_warned = False
        self.flip = flip
        self.continue_command = continue_command
        self.clock = clock
        self.turn_started = clock()
        if saves is not None:
            session.listeners.append(self._save)

    # ----------------------------------------------------------------- words
    def t(self, key: str, **params: object) -> str:
        return say(key, self.lang, **params)

    def name(self, colour: int, full: bool = False) -> str:
        plain = self.t(f"name.{colour}")
        level = self.session.players[colour]
        if full and level != PERSON:
            return self.t("name.computer", colour=plain, level=self.t(f"level.{level}"))
        return plain

    def explain(self, err: AtaxxError) -> str:
        kind = "illegal" if isinstance(err, IllegalMoveError) else "invalid"
        params = {k: printable(str(v), 24) if isinstance(v, str) else v for k, v in err.params.items()}
        return self.t(f"{kind}.{err.code}", **params)

    # ---------------------------------------------------------------- saving
    def _save(self, record: rec.Record) -> None:
        try:
            self.saves.write(record)
        except OSError as err:
            self.save_failed = err
        else:
            self.save_failed = None

    @property
    def saved(self) -> bool:
        return self.saves is not None and self.save_failed is None

    def check_saved(self) -> None:
        if self.saves is None:
            return
        if self.save_failed is not None and not self.save_warned:
            err = self.save_failed
            self.notes.append(("error", self.t("save.failed", path=printable(str(self.saves.path), 80),
                                               reason=explain_save(self.lang, err))))
            self.save_warned = True
        elif self.save_failed is None and self.save_warned:
            self.notes.append(self.t("save.working"))
            self.save_warned = False

    # --------------------------------------------------------------- drawing
    def seat(self) -> int:
        """Whose side is at the bottom when the board turns: the mover's, or the person's against the computer."""
        s = self.session
        colour = s.turn
        if s.is_computer(colour) and not s.is_computer(1 - colour):
            colour = 1 - colour
        return colour

    def left_ms(self, colour: int) -> "int | None":
        """``colour``'s time now: the mover's clock runs from the start of the turn."""
        left = self.session.remaining(colour)
        if left is None:
            return None
        if colour == self.session.turn and not self.session.game_over:
            left -= int((self.clock() - self.turn_started) * 1000)
        return max(0, left)

    def screen(self) -> list[str]:
        s = self.session
        b = s.board
        number = b.fullmove_number
        if s.game_over:
            header = self.t("play.header_over", number=number)
        else:
            header = self.t("play.header", number=number, name=self.name(s.turn, full=True))
        lines = [self.term.style("title", self.t("play.title")) + " · " + header, ""]
        flipped = self.flip and self.seat() == WHITE
        lines += board_lines(b, flipped=flipped, ascii=self.term.ascii, style=self.term.style)
        lines.append("")
        mark = ">" if self.term.ascii else "▶"
        width = max(len(self.name(c, full=True)) for c in (BLACK, WHITE))
        for colour in (BLACK, WHITE):
            here = mark if colour == s.turn and not s.game_over else " "
            glyph = self.term.style("black" if colour == BLACK else "white", stone(colour, self.term.ascii))
            text = f"  {here} {glyph} {self.name(colour, full=True):<{width}}   " + self.t(
                "play.stones", count=b.count(colour))
            left = self.left_ms(colour)
            if left is not None:
                text += "   " + format_clock(left)
            lines.append(text)
        lines.append("")
        return lines

    def last_line(self) -> "str | None":
        last = self.session.last
        if last is None:
            return None
        if last.move.is_pass:
            return self.t("play.last_pass", name=self.name(last.colour))
        kind = self.t("play.jump" if last.move.is_jump else "play.clone")
        return self.t("play.last", name=self.name(last.colour), move=str(last.move), kind=kind, turned=last.turned)

    def draw(self, extra: "list | None" = None) -> None:
        notes: list = []
        last = self.last_line()
        if last:
            notes.append(last)
        notes += self.notes + (extra or [])
        self.notes = []
        self.term.clear()
        for line in self.screen() + self.term.wrap(notes, WIDTH, MESSAGE_LINES):
            self.term.line(line)

    # ----------------------------------------------------------------- input
    def _tty_input(self) -> bool:
        try:
            return os.isatty(self.term.inp.fileno())
        except (AttributeError, ValueError, OSError):
            return False

    def read(self, prompt: str, deadline: "float | None" = None) -> str:
        """One line; with a ``deadline`` on a terminal, _TimeUp when it passes first."""
        if deadline is None or not self._tty_input():
            return self.term.read_line(prompt)
        self.term.write(prompt)
        self.term.flush()
        ready, _, _ = select.select([self.term.inp.fileno()], [], [], max(0.0, deadline - self.clock()))
        if not ready:
            raise _TimeUp
        raw = self.term.inp.readline()
        if not raw:
            self.term.write("\n")
            raise EOFError
        return clean_input(raw)

    def _confirm_leave(self) -> None:
        """After Ctrl-C: leave (exit 130) if the player says yes; otherwise carry on."""
        self.term.line()
        try:
            answer = self.term.read_line(self.t("leave.confirm"))
        except (KeyboardInterrupt, EOFError):
            raise Leave(130) from None
        if is_yes(answer):
            raise Leave(130)
        self.term.line(self.t("leave.stay"))

    def ask(self, prompt: str, deadline: "float | None" = None) -> str:
        """A line from the keyboard. Ctrl-C asks whether to leave; Ctrl-D leaves (the game is kept)."""
        while True:
            try:
                return self.read(prompt, deadline)
            except EOFError:
                raise Leave(0) from None
            except KeyboardInterrupt:
                self._confirm_leave()

    def confirm(self, prompt: str) -> bool:
        return is_yes(self.ask(prompt))

    # ------------------------------------------------------------------ loop
    def run(self) -> "int | None":
        """Play until the game ends (None), the players quit (None) or leave the program (an exit code)."""
        try:
            while True:
                self.check_saved()
                s = self.session
                if s.game_over:
                    self.end_screen()
                    return None
                if s.is_computer(s.turn):
                    self.computer_turn()
                elif not self.person_turn():
                    return None
        except Leave as leave:
            self.term.line()
            if self.saved and not self.session.game_over:
                self.term.line(self.t("leave.kept", command=self.continue_command))
            self.term.flush()
            return leave.code

    def computer_turn(self) -> None:
        s = self.session
        colour = s.turn
        self.turn_started = self.clock()
        self.draw([self.t("play.thinking", name=self.name(colour, full=True))])
        self.term.flush()
        while True:
            try:
                move = s.computer_move()
                break
            except KeyboardInterrupt:
                self._confirm_leave()
        used = int((self.clock() - self.turn_started) * 1000)
        s.play(move, used_ms=used)
        self.turn_started = self.clock()

    def person_turn(self) -> bool:
        """One person's turn, however many lines it takes; False when the game is left."""
        s = self.session
        colour = s.turn
        self.turn_started = self.clock()
        while s.turn == colour and not s.game_over:
            only_pass = s.board.legal_moves() == [PASS]
            extra = [self.t("play.pass_only", name=self.name(colour))] if only_pass else []
            self.draw(extra)
            left = self.left_ms(colour)
            glyph = stone(colour, self.term.ascii)
            if left is None:
                prompt = self.t("play.prompt", name=self.name(colour), glyph=glyph)
                deadline = None
            else:
                prompt = self.t("play.prompt_clock", name=self.name(colour), glyph=glyph, clock=format_clock(left))
                deadline = self.clock() + left / 1000
            try:
                line = self.ask(prompt, deadline)
            except _TimeUp:
                self.term.line()
                s.time_out(colour)
                return True
            if s.remaining(colour) is not None and self.left_ms(colour) == 0:
                s.time_out(colour)      # the line came too late (piped input, or a slow answer)
                return True
            if not line.strip() and only_pass:
                line = "0000"
            if not self.command(line):
                return False
        return True

    def command(self, line: str) -> bool:
        """Carry out one line typed at the prompt; False when the players leave the game."""
        s = self.session
        words = line.split()
        if not words:
            return True
        word = words[0].lower()
        if word in COMMANDS["moves"]:
            self.notes += self.moves_help(words[1] if len(words) > 1 else None)
        elif word in COMMANDS["help"]:
            self.notes.append(self.t("play.help"))
        elif word in COMMANDS["undo"]:
            taken = s.undo()
            if taken:
                self.notes.append(self.t("play.undone", moves=", ".join(str(m) for m in taken)))
                self.turn_started = self.clock()
            else:
                self.notes.append(self.t("play.nothing_to_undo"))
        elif word in COMMANDS["yield"]:
            other = self.name(1 - s.turn)
            if self.confirm(self.t("play.confirm_yield", other=other)):
                s.resign()
            else:
                self.notes.append(self.t("play.playing_on"))
        elif word in COMMANDS["quit"]:
            key = "play.confirm_quit" if self.saved else "play.confirm_quit_unsaved"
            if self.confirm(self.t(key)):
                return False
            self.notes.append(self.t("play.playing_on"))
        elif word in COMMANDS["fen"]:
            self.notes.append(self.t("play.fen", fen=s.board.fen()))
        elif word in COMMANDS["flip"]:
            self.flip = not self.flip
            self.notes.append(self.t("play.view_flip" if self.flip else "play.view_fixed"))
        elif word in COMMANDS["rules"]:
            self.show_rules()
        else:
            self.play(line.strip())
        return True

    def play(self, text: str) -> None:
        s = self.session
        colour = s.turn
        used = int((self.clock() - self.turn_started) * 1000)
        try:
            s.play(text, used_ms=used)
        except AtaxxError as err:
            shown = printable(text, 24)
            reason = self.explain(err)
            if isinstance(err, IllegalMoveError):
                reason = self.t("play.refused", move=shown, reason=reason)
            else:
                reason = reason[:1].upper() + reason[1:] + "."
            self.notes.append(("error", reason))
            self.notes.append(self.t("play.hint"))
            return
        if s.turn != colour:
            self.turn_started = self.clock()

    def moves_help(self, where: "str | None") -> list:
        """``?``: the legal moves (clones by target, jumps source+target); ``? a7``: one stone's moves."""
        b = self.session.board
        moves = b.legal_moves()
        if moves == [PASS]:
            return [self.t("play.moves_pass")]
        if where is not None:
            try:
                sq = parse_square(where)
            except AtaxxError as err:
                reason = self.explain(err)
                return [("error", reason[:1].upper() + reason[1:] + ".")]
            if b.piece_at(sq) != b.turn:
                return [("error", self.t("play.refused", move=f"? {where}",
                                         reason=self.t("illegal.not_yours", square=square_name(sq))))]
            clones = [m for m in moves if m.source is None and _next_to(m.target, sq)]
            jumps = [m for m in moves if m.source == sq]
            if not clones and not jumps:
                return [self.t("play.moves_none_from", square=square_name(sq))]
            parts = []
            if clones:
                parts.append(self.t("play.moves_clone", count=len(clones),
                                    moves=" ".join(square_name(sq) + str(m) for m in _sorted(clones))))
            if jumps:
                parts.append(self.t("play.moves_jump", count=len(jumps), moves=" ".join(map(str, _sorted(jumps)))))
            return [self.t("play.moves_from", square=square_name(sq), moves="; ".join(parts))]
        clones = _sorted([m for m in moves if m.source is None])
        jumps = _sorted([m for m in moves if m.source is not None])
        out = [self.t("play.moves_clone", count=len(clones), moves=" ".join(map(str, clones)))]
        budget = MESSAGE_LINES - 2 - len(textwrap.wrap(out[0], WIDTH))
        texts = [str(m) for m in jumps]
        shown = len(texts)
        while shown and len(textwrap.wrap(self.t("play.moves_jump", count=len(jumps),
                                                 moves=" ".join(texts[:shown])), WIDTH)) > budget:
            shown -= 1
        out.append(self.t("play.moves_jump", count=len(jumps), moves=" ".join(texts[:shown])))
        if shown < len(texts):
            out.append(self.t("play.moves_more", count=len(texts) - shown))
        return out

    # -------------------------------------------------------------- the rules
    def show_rules(self) -> None:
        try:
            pages = rules_pages(self.lang)
        except OSError:
            self.notes.append(("error", self.t("rules.missing", file=f"rules_{self.lang}.md")))
            return
        page = 0
        while True:
            self.term.clear()
            for role, text in pages[page]:
                self.term.line(self.term.style(role, text) if role else text)
            last = page == len(pages) - 1
            answer = self.ask(self.t("rules.last" if last else "rules.page", page=page + 1,
                                     pages=len(pages))).strip().lower()
            if answer in ("q", "quit", "x", "konec"):
                return
            if answer in ("b", "back", "z", "zpet", "zpět"):
                page = max(0, page - 1)
            elif last:
                return
            else:
                page += 1

    # ---------------------------------------------------------------- the end
    def end_screen(self) -> None:
        s = self.session
        outcome = s.outcome
        assert outcome is not None
        winner = outcome.winner
        names = {"winner": self.name(winner) if winner is not None else "",
                 "loser": self.name(1 - winner) if winner is not None else ""}
        reason = self.t(f"end.{outcome.termination.value}", **names)
        if winner is None:
            result = self.t("play.draw", reason=reason)
        else:
            result = self.t("play.win", winner=self.name(winner), reason=reason)
        count = self.t("play.count", black_name=self.name(BLACK), black=s.board.count(BLACK),
                       white_name=self.name(WHITE), white=s.board.count(WHITE))
        self.draw([("title", result), count])
        self.ask(self.t("play.end_prompt"))


def _next_to(a: int, b: int) -> bool:
    return a != b and max(abs(a % 7 - b % 7), abs(a // 7 - b // 7)) == 1


def _sorted(moves: list[Move]) -> list[Move]:
    """Moves in reading order: by source, then target, each square by file then rank."""
    def key(sq: "int | None") -> tuple[int, int]:
        return (-1, -1) if sq is None else (sq % 7, sq // 7)
    return sorted(moves, key=lambda m: (key(m.source), key(m.target)))


def explain_save(lang: str, err: Exception) -> str:
    """A file-system problem in ``lang`` (autosave.SaveError codes; any other OSError by its words)."""
    code = getattr(err, "code", None)
    if code and f"save.{code}" in _catalogue_keys():
        params = getattr(err, "params", {}) or {}
        return say(f"save.{code}", lang, reason=printable(str(params.get("reason", "")), 80))
    return printable(getattr(err, "strerror", None) or str(err), 80)


def explain_load(lang: str, err: Exception, path: str) -> str:
    """Why the saved game in ``path`` cannot be continued: its line and reason, or the file problem."""
    shown = printable(str(path), 120)
    if isinstance(err, rec.RecordError):
        params = {k: printable(str(v), 40) if isinstance(v, str) else v for k, v in err.params.items()}
        if err.code == "bad_move":
            key = str(err.params.get("reason_key", ""))
            inner = {k: printable(str(v), 24) for k, v in dict(err.params.get("reason_params") or {}).items()}
            params["reason"] = say(key, lang, **inner) if key in _catalogue_keys() else printable(str(err), 80)
        reason = say(f"record.{err.code}", lang, **params)
        if err.line:
            return say("load.failed_line", lang, path=shown, line=err.line, reason=reason)
        return say("load.failed", lang, path=shown, reason=reason)
    return say("load.failed", lang, path=shown, reason=explain_save(lang, err))


def _catalogue_keys() -> set[str]:
    from games.ataxx.texts import EN
    return set(EN)


# ------------------------------------------------------------------ starting a game

def run(term: Terminal, lang: str, *, clock_minutes: "float | None" = None, vs_computer: "str | None" = None,
        level: str = "normal", resume: bool = False, save_dir: "str | None" = None, seed: "int | None" = None,
        fen: "str | None" = None, rules: str = "itpw", flip: bool = False,
        continue_command: str = CONTINUE, save: bool = True) -> "int | None":
    """Play one hotseat game on ``term`` in ``lang`` (``cs`` or ``en``).

    ``vs_computer``: the computer's colour (``black``/``white``) at ``level``;
    ``resume``: continue the unfinished game in the save directory (a new game
    if there is none); ``save=False`` plays without saving. Returns None when
    the game ended or the players quit it (back to a menu), or an exit code
    to leave the program with: 0 after Ctrl-D, 130 after a confirmed Ctrl-C,
    2 when the saved game cannot be continued (the reason is shown).
    """
    from games.ataxx.saves import Saves
    lang = lang if lang in LANGUAGES else "en"
    notes: list = []
    saves = Saves(save_dir) if save else None
    session = None
    if resume and saves is not None:
        try:
            game = saves.unfinished()
        except (OSError, rec.RecordError) as err:
            term.line(term.style("error", explain_load(lang, err, str(getattr(err, "path", None) or saves.path))))
            term.flush()
            return 2
        if game is None:
            notes.append(say("save.none", lang, dir=printable(str(saves.dir), 100)))
        else:
            session = Session.restored(game)
            notes.append(say("save.resumed", lang, path=printable(str(saves.path), 100)))
    if session is None:
        players = [PERSON, PERSON]
        if vs_computer in ("black", "white"):
            players[0 if vs_computer == "black" else 1] = level
        if seed is None:
            seed = int.from_bytes(os.urandom(4), "big")
        clock_ms = None if clock_minutes is None else max(1, int(round(clock_minutes * 60_000)))
        session = Session.new(black=players[0], white=players[1], clock_ms=clock_ms, seed=seed, fen=fen,
                              rules=rules)
        if saves is not None:
            earlier_open = False
            try:
                earlier_open = saves.unfinished() is not None
            except (OSError, rec.RecordError):
                earlier_open = True
            try:
                moved = saves.start(session.record)
            except OSError as err:
                notes.append(("error", say("save.failed", lang, path=printable(str(saves.path), 80),
                                           reason=explain_save(lang, err))))
                saves = None
            else:
                if moved is not None and earlier_open:
                    notes.append(say("save.archived", lang, path=printable(str(moved), 100)))
        if clock_ms is not None:
            notes.append(say("play.clock_hint", lang, clock=format_clock(clock_ms)))
    return Hotseat(term, lang, session, notes, saves, flip, continue_command).run()


# ------------------------------------------------------------------ the command line

def _minutes(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: give the minutes for each player, like 5 or 0.5") from None
    if not 0 < value <= 600 or value != value:
        raise argparse.ArgumentTypeError(f"{text!r}: the minutes must be more than 0 and at most 600")
    return value


def _fen(text: str) -> str:
    from games.ataxx.board import Board
    try:
        Board(text)
    except InvalidFenError as err:
        raise argparse.ArgumentTypeError(f"{text!r}: {say('fen.' + err.code, 'en', **err.params)}") from None
    return text


def build_parser(prog: str = PROG) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog=prog,
        description="Ataxx for two people at one keyboard, or against the computer.",
        epilog="The game is saved after every move as current.ataxx in the save directory "
               "($XDG_DATA_HOME/xii-scripta/ataxx unless --save-dir is given); --continue takes it up again.")
    p.add_argument("--lang", choices=LANGUAGES, help="language: cs or en (default: XII Scripta's settings, "
                                                     "then the locale)")
    p.add_argument("--color", "--colour", dest="color", choices=("auto", "always", "never"),
                   help="colour: auto (default; honours NO_COLOR), always or never")
    p.add_argument("--clock", type=_minutes, metavar="MINUTES",
                   help="a chess clock: each player has MINUTES for the whole game; running out loses")
    p.add_argument("--vs-computer", choices=("black", "white"), metavar="black|white",
                   help="the computer plays this colour")
    p.add_argument("--level", choices=LEVELS, default="normal", help="the computer's level (default normal)")
    p.add_argument("--continue", dest="resume", action="store_true",
                   help="continue the unfinished game in the save directory (its own players and clock)")
    p.add_argument("--save-dir", metavar="DIR", help="where the game is saved after every move")
    p.add_argument("--seed", type=int, metavar="N", help="seed of the computer's choices between equal moves")
    p.add_argument("--fen", type=_fen, metavar="FEN",
                   help="start from this position (x5o/7/7/7/7/7/o5x x 0 1 is the start)")
    p.add_argument("--rules", choices=[r.value for r in Rules], default="itpw",
                   help="itpw (default, the seed's) or standard (passes, no repetition rule)")
    p.add_argument("--flip", action="store_true", help="turn the board towards the player to move")
    return p


def _settings() -> "tuple[str, str]":
    """XII Scripta's language and colour settings (``auto`` when they cannot be read)."""
    try:
        from framework import settings as config
        values, _ = config.load(config.settings_path())
        return values.language, values.colour
    except Exception:       # a settings module or file we cannot use: the defaults do
        return "auto", "auto"


def main(argv: "list[str] | None" = None, *, prog: str = PROG, continue_command: str = CONTINUE) -> int:
    """The command line (``prog`` names it in usage lines; ``continue_command`` is what a player
    who leaves mid-game is told to type, ``--save-dir`` added when one was given)."""
    args = build_parser(prog).parse_args(sys.argv[1:] if argv is None else argv)
    if sys.stdin is None:
        sys.stdin = open(os.devnull, encoding="utf-8")
    catch_hangups()
    language, colour = _settings()
    lang = args.lang or (language if language in LANGUAGES else locale_language(os.environ))

    def play() -> "int | None":
        term = Terminal.from_environment(args.color, colour)
        command = continue_command + (f" --save-dir {_quote(args.save_dir)}" if args.save_dir else "")
        return run(term, lang, clock_minutes=args.clock, vs_computer=args.vs_computer, level=args.level,
                   resume=args.resume, save_dir=args.save_dir, seed=args.seed, fen=args.fen, rules=args.rules,
                   flip=args.flip, continue_command=command)
    return exit_code(play, "ataxx")


def _quote(text: str) -> str:
    import shlex
    return shlex.quote(printable(text, 200))


if __name__ == "__main__":
    sys.exit(main())
