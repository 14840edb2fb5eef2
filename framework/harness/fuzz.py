"""A fuzz harness the house runs over every registered game: hostile input into the API.

Three kinds of case, each from a random position of a real game:

* ``commands``: hostile command lines (odd numbers, foreign digits, control
  characters, mutated legal commands, long lines) into ``Session.play``. A
  refusal must be a ``GameError`` and leave the position and history exactly
  as they were; an accepted line must have been a legal action.
* ``notations``: the position's one-line notation, mutated, into the game's
  ``position`` reader: a ``GameError`` (a ``ValueError``) or a position whose
  notation reads back to itself.
* ``records``: a whole game's record, damaged (lines dropped, doubled,
  swapped or cut, bytes flipped, keys doubled, junk added), through
  ``record.read`` and ``record.restore`` as every entry point loads it, and
  the refusal explained in both languages: a ``RecordError`` or ``OSError``
  and a message, never another exception.

The test suite runs a few hundred cases of each per game
(tests/framework/test_fuzz_every_game.py); ``python3 bench/fuzz.py
--long`` runs thousands and prints the figures, and then the two families
of framework/harness/fuzz_io.py (the real program among hostile files and standard
streams). Randomness comes only from the seed.
"""
from __future__ import annotations

import argparse
import os
import random
import time
import traceback
from dataclasses import dataclass, field

from framework.core.errors import GameError
from framework.core.numbers import whole_number_arg
from framework.core.record import Record, Scribe, read, restore, write
from framework.core.spec import new_session
from framework.harness import fuzz_io
from framework.harness.random_play import advance, random_session
from framework.lang.texts import COMMON, HOUSE, LANGUAGES, Catalogue, explain_load

__all__ = ["Report", "fuzz_commands", "fuzz_notations", "fuzz_records", "run", "main"]

HOSTILE = ["", " ", "\t", "-1", "0", "00", "1.5", "1e3", "0x4", "+4", "²", "٣", "４", "Ⅳ", "四", "𝟜",
           str(2**64), "9" * 40, "-" + "9" * 30, "\x00", "\x1b[2J", "\x07", "\x7f", "\u202e", "\ufeff", "\u200b",
           "é", "a0", "z9", "i0", "@", "/", "//", "->", ":", ",", ";", "'", '"', "{key}", "{0}", "%s", "\\",
           "None", "nan", "inf", "True", "[]", "{}", "()", "yield ", "pass pass", "undo"]


@dataclass
class Report:
    """What one kind of case did to one game."""

    game: str
    kind: str
    cases: int = 0
    refused: int = 0
    accepted: int = 0
    changed: int = 0                  # refusals that changed the position (must be 0)
    tracebacks: list[str] = field(default_factory=list)   # anything but a refusal (must be empty)

    def line(self) -> str:
        return (f"{self.game:10s} {self.kind:10s} cases {self.cases:6d}  refused {self.refused:6d}  "
                f"accepted {self.accepted:5d}  changed {self.changed}  tracebacks {len(self.tracebacks)}")


def _mutate(text: str, rng: random.Random) -> str:
    """``text`` with one to three small changes: characters replaced, inserted, deleted or doubled."""
    chars = list(text)
    for _ in range(rng.randint(1, 3)):
        op = rng.randrange(6)
        i = rng.randrange(len(chars) + 1)
        token = rng.choice(HOSTILE) if rng.random() < 0.5 else chr(rng.choice(
            [rng.randrange(32, 127), rng.randrange(0x80, 0x3000), rng.randrange(0, 32)]))
        if op == 0 and chars:
            chars[min(i, len(chars) - 1)] = token
        elif op == 1:
            chars[i:i] = list(token)
        elif op == 2 and chars:
            del chars[min(i, len(chars) - 1)]
        elif op == 3 and chars:
            j = min(i, len(chars) - 1)
            chars[j:j] = chars[j]
        elif op == 4:
            chars = list(" ".join(text.split()[::-1])) if rng.random() < 0.5 else list(text.upper())
        else:
            chars = list(text[: rng.randrange(len(text) + 1)])
    return "".join(chars)


def hostile_line(legal_texts: list[str], rng: random.Random) -> str:
    """A line a hostile or clumsy player might type."""
    pick = rng.random()
    if pick < 0.4 and legal_texts:
        return _mutate(rng.choice(legal_texts), rng)
    if pick < 0.7:
        words = [rng.choice(HOSTILE + (legal_texts[0].split() if legal_texts else [])) for _ in range(rng.randint(1, 4))]
        return " ".join(words)
    if pick < 0.9:
        return "".join(chr(rng.randrange(0, 0x2FFF)) for _ in range(rng.randint(1, 30)))
    return rng.choice(HOSTILE) * rng.randint(100, 5000)


def _record(kind: str, report: Report, exc: BaseException) -> None:
    report.tracebacks.append(f"{kind}: {''.join(traceback.format_exception_only(type(exc), exc)).strip()}\n"
                             + "".join(traceback.format_tb(exc.__traceback__)[-3:]))


def fuzz_commands(spec, cases: int, seed: int = 0) -> Report:
    rng = random.Random(f"commands:{spec.name}:{seed}")
    report = Report(spec.name, "commands")
    session = None
    for n in range(cases):
        if session is None or session.game_over or n % 25 == 0:
            session = random_session(spec, rng.randrange(10**6))
            advance(session, rng, rng.randrange(0, 80))
            if session.game_over:
                session = None
                continue
        if session.needs_throw:
            session.throw()
        legal = session.game.legal_actions()
        line = hostile_line([session.game.format_action(a) for a in legal], rng)
        before, history = session.game.notation(), len(session.history)
        report.cases += 1
        try:
            played = session.play(line)
        except GameError:
            report.refused += 1
            if session.game.notation() != before or len(session.history) != history:
                report.changed += 1
            continue
        except Exception as exc:          # noqa: BLE001 - that is what we are looking for
            _record(repr(line[:80]), report, exc)
            session = None
            continue
        report.accepted += 1
        if played is not None and session.game_over and session.outcome.winner == 1 - played.seat:
            continue                      # "yield" typed: a game may take giving up as an action
        if played is None or played.action not in legal:
            report.tracebacks.append(f"{line[:80]!r} was accepted but is not among the legal actions")
    return report


def fuzz_notations(spec, cases: int, seed: int = 0) -> Report:
    rng = random.Random(f"notations:{spec.name}:{seed}")
    report = Report(spec.name, "notations")
    if spec.position is None:
        report.tracebacks.append("the game's spec has no position reader (GameSpec.position)")
        return report
    texts: list[str] = []
    for _ in range(20):
        session = random_session(spec, rng.randrange(10**6))
        advance(session, rng, rng.randrange(0, 120))
        texts.append(session.game.notation())
    setup = random_session(spec, 0).setup
    for _ in range(cases):
        text = _mutate(rng.choice(texts), rng)
        report.cases += 1
        try:
            game = spec.position(text, setup)
        except ValueError:
            report.refused += 1
            continue
        except Exception as exc:          # noqa: BLE001
            _record(repr(text[:80]), report, exc)
            continue
        report.accepted += 1
        try:
            again = spec.position(game.notation(), setup).notation()
            if again != game.notation():
                report.tracebacks.append(f"{text[:80]!r}: its notation does not read back to itself")
            game.legal_actions()
        except Exception as exc:          # noqa: BLE001
            _record(f"accepted {text[:80]!r}", report, exc)
    return report


def _damage(text: str, rng: random.Random) -> str:
    lines = text.split("\n")
    op = rng.randrange(9)
    i = rng.randrange(len(lines))
    if op == 0:
        del lines[i]
    elif op == 1:
        lines.insert(i, lines[i])
    elif op == 2:
        j = rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    elif op == 3:
        lines[i] = _mutate(lines[i], rng)
    elif op == 4:
        lines.insert(i, rng.choice(["Colour: red", "Date: soon", "Format: 99", "Result: 1-0 luck", "End",
                                    "#", "x" * 5000, "\x00", "Seed: " + "9" * 50, "{key}: {value}"]))
    elif op == 5:
        return text[: rng.randrange(len(text))]
    elif op == 6:
        data = bytearray(text.encode("utf-8"))
        if data:
            data[rng.randrange(len(data))] = rng.randrange(256)
        return data.decode("utf-8", "surrogateescape")
    elif op == 7:
        key = lines[min(1 + rng.randrange(3), len(lines) - 1)]
        lines.insert(i, key)
    else:
        lines = lines[:i] + [_mutate(line, rng) for line in lines[i:i + 3]] + lines[i + 3:]
    return "\n".join(lines)


def fuzz_records(spec, cases: int, seed: int = 0) -> Report:
    rng = random.Random(f"records:{spec.name}:{seed}")
    report = Report(spec.name, "records")
    catalogue = Catalogue(COMMON, HOUSE, *spec.texts)
    texts = []
    for _ in range(10):
        session = random_session(spec, rng.randrange(10**6))
        scribe = Scribe(Record(session.setup), spec.codec)
        session.listeners.append(scribe)
        advance(session, rng, rng.randrange(5, 150))
        texts.append(write(scribe.record, spec.codec))
    for _ in range(cases):
        text = _damage(rng.choice(texts), rng)
        report.cases += 1
        try:
            data = text.encode("utf-8", "surrogateescape")
            record = read(data, spec.codec)
            restore(record, spec.codec, lambda setup: new_session(spec, setup))
        except (ValueError, OSError) as err:
            report.refused += 1
            try:
                for lang in LANGUAGES:
                    message = explain_load(catalogue, lang, err, "/saves/current")
                    if not message or "Traceback" in message:
                        report.tracebacks.append(f"an empty message for {err!r}")
            except Exception as exc:      # noqa: BLE001
                _record(f"explaining {err!r}", report, exc)
            continue
        except Exception as exc:          # noqa: BLE001
            _record(repr(text[:80]), report, exc)
            continue
        report.accepted += 1
    return report


KINDS = {"commands": fuzz_commands, "notations": fuzz_notations, "records": fuzz_records}


def run(registry, cases: int, seed: int = 0, games: tuple[str, ...] = (), kinds: tuple[str, ...] = ()) -> list[Report]:
    """``cases`` of each kind (all, or ``kinds``) for each game (all, or ``games``) of ``registry``."""
    reports = []
    for entry in registry:
        if games and entry.name not in games:
            continue
        spec = entry.spec()
        for kind, fuzz in KINDS.items():
            if not kinds or kind in kinds:
                reports.append(fuzz(spec, cases, seed))
    return reports


def main(registry, argv: list[str] | None = None) -> int:
    """The command line of ``bench/fuzz.py`` over ``registry`` (the framework imports no game itself)."""
    parser = argparse.ArgumentParser(prog="python3 bench/fuzz.py",
                                     description="Hostile input into every registered game, and the real program "
                                                 "in hostile surroundings (files, standard streams); prints the figures.")
    parser.add_argument("--long", action="store_true",
                        help="thousands of cases of each kind (default: 300) and 120 runs of each surroundings family (default: 6): every combination")
    parser.add_argument("--cases", type=whole_number_arg(1), help="cases of each kind per game")
    parser.add_argument("--io-cases", type=whole_number_arg(0),
                        help="runs of the real program per family (files, streams) and game")
    parser.add_argument("--seed", type=whole_number_arg(signed=True), default=0)
    parser.add_argument("--game", action="append", default=[], help="only this game (repeatable)")
    parser.add_argument("--family", action="append", default=[], choices=sorted(KINDS) + list(fuzz_io.FAMILIES),
                        help="only this kind or family (repeatable)")
    args = parser.parse_args(argv)
    cases = args.cases or (5000 if args.long else 300)
    io_cases = args.io_cases if args.io_cases is not None else (120 if args.long else 6)
    kinds = tuple(k for k in KINDS if not args.family or k in args.family)
    families = tuple(f for f in fuzz_io.FAMILIES if not args.family or f in args.family)
    start = time.perf_counter()
    reports = run(registry, cases, args.seed, tuple(args.game), kinds) if kinds else []
    for report in reports:
        print(report.line())
        for tb in report.tracebacks[:3]:
            print("   ", tb.replace("\n", "\n    "))
    total = sum(r.cases for r in reports)
    bad = sum(len(r.tracebacks) for r in reports) + sum(r.changed for r in reports)
    if reports:
        print(f"{total} cases in {time.perf_counter() - start:.1f} s: tracebacks "
              f"{sum(len(r.tracebacks) for r in reports)}, positions changed by refusals {sum(r.changed for r in reports)}")
    if io_cases and families:
        start = time.perf_counter()
        io_reports = []
        for family in families:
            for entry in registry:
                if args.game and entry.name not in args.game:
                    continue
                io_report, = fuzz_io.run(registry, io_cases, args.seed, (entry.name,), (family,),
                                         workers=os.cpu_count() or 1)
                print(io_report.line(), flush=True)
                for result in io_report.failures[:5]:
                    print("   ", result.describe().rstrip().replace("\n", "\n    "), flush=True)
                io_reports.append(io_report)
        failed = sum(r.cases - r.passed for r in io_reports)
        print(f"{sum(r.cases for r in io_reports)} runs of the program in {time.perf_counter() - start:.1f} s: "
              f"failed {failed} (hangs {sum(r.hangs for r in io_reports)}, "
              f"tracebacks {sum(r.tracebacks for r in io_reports)}, lost {sum(r.lost for r in io_reports)}, "
              f"undocumented codes {sum(r.bad_codes for r in io_reports)}, "
              f"silent {sum(r.silent for r in io_reports)})")
        bad += failed
    return 1 if bad else 0
