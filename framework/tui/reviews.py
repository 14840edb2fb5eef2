"""A game's review at the keyboard: ``--review FILE`` (``--out`` writes it), the end screen's ``r``, the menus'
"Review a finished game".

A part of :class:`framework.programs.app.App` (:class:`Reviews`). It judges a record with
the game's strong level (framework/ai/review.py, a progress bar on the status
line meanwhile), then shows the summary, steps through the worst moments (the
board before each turn, from the mover's seat, as the replay's steps give it:
``steps``, a callable the App gives) and pages the table of every turn. The
lines themselves are framework/tui/review_view.py's.

The App imports this module only when a game is reviewed, so the review, the
record and the games' planners are not loaded before the menu.
"""
from __future__ import annotations

import os

from framework.ai import review as ai_review
from framework.core.numbers import menu_number
from framework.core.saves import expand_home, read_file, write_atomic
from framework.tui.prompt import Leave
from framework.tui.fitting import fit, plain
from framework.tui.review_view import (bar, moment_lines, player_label, report_lines, shown_moments, summary_lines,
                                      table_lines)
from framework.tui.terminal import printable
from framework.lang.words import BACK, PAGE, TABLE

TYPE_CHECKING = False            # typing imports re: not at start-up
if TYPE_CHECKING:
    from typing import Callable

    from framework.tui.context import Context
    from framework.tui.save_slots import SaveSlots
    from framework.tui.sessions import Sessions

__all__ = ["Reviews", "MAX_LISTED"]

#: How many finished games the menu lists (newest first).
MAX_LISTED = 9
#: How many files of a slot's games folder are read to find them (the rest are not looked at).
MAX_READ = 60


class Reviews:
    """Reviewing a recorded game: from a file, from the end screen, from the menus."""

    def __init__(self, ctx: Context, sessions: Sessions, slots: SaveSlots,
                 steps: Callable[[object, object, object], object]) -> None:
        self.ctx = ctx
        self.sessions = sessions
        self.slots = slots
        self.steps = steps

    # ------------------------------------------------------------------ entry points
    def review_file(self, spec, path: str, out: str | None = None, any_game: bool = False) -> None:
        """``--review FILE`` (``any_game``: a record of any game of the house): the review shown, or with
        ``out`` written as plain text. A bad file: the replay's sentence and exit 2; Ctrl-C: exit 130."""
        ctx = self.ctx
        if any_game:
            spec = self.sessions.spec_of(spec, path)
        try:
            record = read_file(path, spec.codec)
            final = self.sessions.restore(spec, record, to_continue=False)
        except (OSError, ValueError) as err:
            ctx.stderr(ctx.load_problem(spec, err, path))
            raise Leave(2) from None
        file = printable(os.path.basename(str(path)) or str(path), 40)
        found = self.judge(spec, record, leave=True)
        if out is not None:
            self.write(spec, found, final, file, out)
            return
        self.show(spec, record, final, found, file)

    def review_record(self, spec, record, file: str = "") -> bool:
        """Review ``record`` (the end screen's game, a finished game from the menu); Ctrl-C goes back (False)."""
        ctx = self.ctx
        try:
            final = self.sessions.restore(spec, record, to_continue=False)
        except (OSError, ValueError) as err:
            ctx.show([ctx.term.style("error", ctx.t("review.unreadable", file=file or "-",
                                                    problem=ctx.load_problem(spec, err, file or "-")))])
            ctx.ask(ctx.t("review.nothing_prompt"))
            return True
        found = self.judge(spec, record, leave=False)
        if found is None:
            return False
        self.show(spec, record, final, found, file)
        return True

    def choose(self, spec, notes: list) -> None:
        """The menus' "Review a finished game": the slot's finished games, newest first; one is reviewed."""
        ctx = self.ctx
        said: list = []
        while True:
            games = self.finished_games(spec)
            if not games:
                notes.append(ctx.t("review.choose_none"))
                return
            title = ctx.t("review.choose_title")
            lines = [ctx.term.style("title", title), "=" * len(title), ""]
            lines += [f"  {n}  {self.listed(spec, path, record)}" for n, (path, record) in enumerate(games, 1)]
            ctx.show(lines + [f"  0  {ctx.t('settings.back')}", ""] + said)
            said = []
            one = "_one" if len(games) == 1 else ""     # "Choose 1-1" reads as nothing: the one game is named
            choice = ctx.ask(ctx.t("review.choose_prompt" + one, last=len(games))).strip().lower()
            if choice in ("", "0") or choice in BACK or choice in PAGE["quit"]:
                return
            picked = menu_number(choice, len(games))
            if picked is None:
                said.append(ctx.term.style("error", ctx.t("review.choose_bad" + one, text=printable(choice),
                                                          last=len(games))))
                continue
            path, record = games[picked - 1]
            if not self.review_record(spec, record, printable(path.name, 40)):
                said.append(ctx.t("review.stopped"))

    # ------------------------------------------------------------------ the games to choose from
    def finished_games(self, spec) -> list:
        """The slot's finished games: the current game if it is over, then the games moved aside, newest
        first; at most :data:`MAX_LISTED`, as ``(path, record)``. A file that cannot be read is left out."""
        slot = self.slots.slot(spec)
        try:
            aside = sorted(((p.stat().st_mtime, p) for p in (slot.dir / "games").glob(f"*{spec.codec.suffix}")
                            if p.is_file()), key=lambda found: (-found[0], found[1].name))
        except OSError:
            aside = []
        found = []
        for path in [slot.path] + [p for _, p in aside[:MAX_READ]]:
            try:
                record = read_file(path, spec.codec)
            except (OSError, ValueError):
                continue
            if record.finished:
                found.append((path, record))
                if len(found) == MAX_LISTED:
                    break
        return found

    def listed(self, spec, path, record) -> str:
        """A finished game as the menu lists it: the players, the date, the result."""
        ctx = self.ctx
        names = self.record_names(spec, record)
        date = (getattr(record.setup, "date", "") or "")[:16].replace("T", " ") or printable(path.name, 30)
        try:
            winner, reason = spec.codec.check_result(record.result)
            result = ctx.result_words(spec, winner, reason, names)
        except ValueError:
            result = printable(str(record.result), 40)
        return ctx.t("review.choose_line", names=" – ".join(printable(n, 20) for n in names), date=date,
                     result=result)

    def record_names(self, spec, record) -> tuple:
        names = tuple(getattr(record.setup, "names", ()) or ())
        if any(names):
            return names
        return self.sessions.played_names(spec, record.setup)

    # ------------------------------------------------------------------ judging
    def judge(self, spec, record, leave: bool):
        """``(review, planner)`` of ``record`` by the strong level, a progress bar on the status line meanwhile.
        Ctrl-C: exit 130 (``leave``) or None (back to where the review was asked for)."""
        ctx = self.ctx

        def progress(done: int, total: int) -> None:
            ctx.term.status(bar(done, total, ctx.t))
        try:
            planner = spec.planner("strong")
            found = ai_review.review(record, spec.codec, lambda setup: self.sessions.new_session(spec, setup), planner,
                                     progress)
        except KeyboardInterrupt:
            ctx.term.status("")
            if leave:
                raise Leave(130) from None
            return None
        ctx.term.status("")
        return found, planner

    # ------------------------------------------------------------------ words
    def _say(self, spec):
        catalogue = self.ctx.catalogue(spec)
        lang = self.ctx.lang
        return (lambda key, /, **params: catalogue.text(lang, key, **params),
                lambda key, n: catalogue.plural(lang, key, n))

    def _text_of(self, spec, final, view):
        """A choice's move as its mover types it (the view's ``typed``), joined as the game reads a line."""
        join = final.game.line_join

        def text_of(choice) -> str:
            return join.join(view.typed(p, final) for p in choice.played)
        return text_of

    def _weights_note(self, planner) -> list[str]:
        problem = planner.weights_problem
        if problem is None:
            return []
        return [self.ctx.t("play.weights_bad", file=printable(problem.path, 200),
                           command=printable(problem.remake, 400))]

    # ------------------------------------------------------------------ --out
    def write(self, spec, found, final, file: str, out: str) -> None:
        """The whole review as plain text in ``out`` (the house's one atomic writer), then one line saying
        where; a file that cannot be written (a folder, a FIFO, a device): its sentence and exit 2."""
        ctx = self.ctx
        review, planner = found
        say, count = self._say(spec)
        view = spec.view(ctx.term, ctx.lang)
        names = [p.name for p in final.players]
        lines = report_lines(self._title(file), review, names, say, count,
                             self._text_of(spec, final, view))
        if review.unit is None:
            lines += self._weights_note(planner)
        text = "".join(plain(line) + "\n" for line in lines)
        shown = printable(str(out), 200)
        try:
            write_atomic(expand_home(out), text)
        except (OSError, ValueError) as err:
            reason = ctx.explain_save(err if isinstance(err, OSError) else OSError(str(err)))
            ctx.stderr(ctx.t("review.not_written", path=shown, reason=reason))
            raise Leave(2) from None
        ctx.term.out.write(ctx.term.text(ctx.t("review.written", path=shown)) + "\n")   # one line, never broken
        ctx.term.flush()

    def _title(self, file: "str | None", **moment: int) -> str:
        """The review's title: of the file ``file``, or (None) of the game just played, each a whole sentence
        of the catalogue (a title does not decline inside another); with ``n`` and ``count``, a moment's."""
        key = "review.moment_title" if moment else "review.title"
        if not file:
            return self.ctx.t(key + "_this_game", **moment)
        return self.ctx.t(key, file=file, **moment)

    # ------------------------------------------------------------------ the screens
    def show(self, spec, record, final, found, file: str) -> None:
        """The summary; Enter steps through the worst moments, t pages the table, q goes back."""
        ctx = self.ctx
        review, planner = found
        say, count = self._say(spec)
        view = spec.view(ctx.term, ctx.lang)
        names = [p.name for p in final.players]
        title = ctx.term.style("title", view.title) + " · " + self._title(file)
        players = say("review.players", first=player_label(names[0], 0, say), second=player_label(names[1], 1, say))
        if review.unit is None:
            ctx.show([title, players, "", say("review.nothing")] + self._weights_note(planner))
            ctx.ask(ctx.t("review.nothing_prompt"))
            return
        moments = shown_moments(review)
        summary = summary_lines(review, names, say, count)
        notes: list[str] = []
        while True:
            def lines(notes=notes) -> list[str]:     # made again at a resize: the list of moments fits the rows
                columns, rows = ctx.term.size()
                return _within([title, players, ""] + summary + [""] + notes, say("review.worst"), columns - 1,
                               rows - 2)
            ctx.show(lines)
            notes = []
            answer = ctx.ask(ctx.t("review.summary_prompt" if moments else "review.summary_prompt_plain"))
            answer = answer.strip().lower()
            if answer in PAGE["quit"] or answer in BACK:
                return
            if answer in TABLE:
                self.table(spec, review, final, view, names, file)
            elif not answer or answer in PAGE["next"]:
                if not moments:
                    return
                self.step_through(spec, record, final, review, moments, view, names, file)
            else:
                notes.append(ctx.term.style("error", ctx.t("review.bad", text=printable(answer))))

    def step_through(self, spec, record, final, review, moments, view, names, file: str) -> None:
        """The worst moments one by one, like the replay's steps: Enter next, b back, t the table, q the summary."""
        ctx = self.ctx
        say, _ = self._say(spec)
        steps = self.steps(spec, record, final)
        needs = view.min_columns
        i = 0
        notes: list[str] = []
        while True:
            moment = moments[i]

            def lines(moment=moment, i=i, notes=notes) -> list[str]:   # made again at a resize
                _, before = steps[moment.step - 1]

                def words(choice) -> str:
                    return ", ".join(view.describe(p, before, moment.seat) for p in choice.played)
                j = moment.judgement
                said = moment_lines(moment, review.unit, names, say, words(j.played), words(j.best))
                head = (ctx.term.style("title", view.title) + " · "
                        + self._title(file, n=i + 1, count=len(moments)))
                return [head, said[0], ""] + view.board(before, moment.seat) + [""] + said[1:] + notes
            ctx.show(lines, needs)
            notes = []
            answer = ctx.ask(ctx.t("review.moment_prompt")).strip().lower()
            if answer in PAGE["quit"]:
                return
            if answer in PAGE["back"]:
                i = max(0, i - 1)
            elif answer in TABLE:
                self.table(spec, review, final, view, names, file)
            elif not answer or answer in PAGE["next"]:
                if i == len(moments) - 1:
                    return
                i += 1
            else:
                notes.append(ctx.term.style("error", ctx.t("review.bad", text=printable(answer))))

    def table(self, spec, review, final, view, names, file: str) -> None:
        """Every turn, paged like the rules: the pages made for the terminal's size."""
        ctx = self.ctx
        say, _ = self._say(spec)
        rows = table_lines(review, names, say, self._text_of(spec, final, view))
        head = self._title(file)

        def pages(columns: int, height: int) -> list[list[str]]:
            width = min(columns - 1, 79)          # prose no wider than the rules pages
            top = [ctx.term.style("title", head)] + fit(rows[0], width, hang=4)      # on every page
            lines = [line for row in rows[1:] for line in fit(row, width, hang=4)]
            per = max(4, height - 3 - len(top))
            return [top + lines[k:k + per] for k in range(0, len(lines), per)] or [top]
        ctx.prompt.page(pages, lambda page, count, last: ctx.t("review.table_last" if last else "review.table_page",
                                                               page=page, pages=count),
                        lambda text: ctx.t("review.table_bad", text=text))


def _within(lines: list[str], head: str, width: int, rows: int) -> list[str]:
    """``lines`` as they fit ``rows`` rows of ``width`` columns: the list after ``head`` (the worst moments)
    shortened from its end, with "…" in place of the moments left out (the stepping still shows them)."""
    if head not in lines:
        return lines
    start = lines.index(head) + 1
    end = start
    while end < len(lines) and lines[end]:
        end += 1

    def height(shown: list[str]) -> int:
        return sum(len(fit(line, width)) for line in shown)
    if height(lines) <= rows:
        return lines
    keep = end
    while keep > start and height(lines[:keep] + ["…"] + lines[end:]) > rows:
        keep -= 1
    return lines[:keep] + ["…"] + lines[end:]


