"""A server's record checked offline (``--verify FILE``, framework/programs/verify_files.py): every throw against its links, every action by the rules.

Why: a network game's dice come from three parties' hash chains
(framework/core/fair_dice.py), so anyone holding the record can check, without the
server, that no throw was chosen: the record's ``Fair-Dice`` commitment and its
``Fair-Dice-Reveal`` links give every throw, each bound to the digest of every
action before it. The check replays the game through the rules
(framework.core.record.restore), then checks that the seed is the one the parties'
first links give and that the first seat (and Long Nardy's opening throw under
the sports rule) follows from that seed.

What it proves and what it cannot: a changed throw fails at its line; a
changed action fails where it shows up: at its own line if the rules refuse
it, else at the next throw, which no longer follows from the links. With
hashes alone (no signatures), a changed action in the last turn that is still
legal and leaves the same result cannot be told from the real one, and the
record does not prove who sent an action; the players' names, the date and a
rule option that no action put to the test are bound by nothing. A game without dice (Ataxx,
Latrunculi) is checked through the rules only; a record without ``Fair-Dice``
is a seeded game's (its throws come from its seed, which anyone could choose).

A report's exit code (``--verify``'s): 0 verified, 1 a problem (``FILE: line L: reason``),
2 a file that cannot be read or is no game record.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from framework.core.fair_dice import FairDiceError, opening_seed
from framework.core.limits import MAX_RECORD_BYTES, read_regular
from framework.core.record import UNPLAYED_ENDINGS, RecordError, Scribe, decode, read, restore
from framework.core.signed_log import SEAT_KEYS, SEAT_NAMES, SERVER_KEY, SIGNERS, TABLE, Signed, check, fingerprint
from framework.core.saves import save_error
from framework.core.session import first_seat
from framework.core.spec import new_session
from framework.lang.texts import COMMON, HOUSE, Catalogue, explain_record, explain_save, shown

__all__ = ["Report", "verify", "verify_file", "opening_problem"]


@dataclass(frozen=True)
class Report:
    """What :func:`verify` found. ``status``: ``"verified"``, ``"failed"`` or ``"unreadable"``.

    ``kind``: ``"fair"`` (throws checked against revealed links), ``"seeded"``
    (a record without Fair-Dice), ``"no_dice"`` (a game without dice).
    ``line`` and ``reason`` say what failed; ``code`` is the RecordError's (or verify's own) code.
    """

    status: str
    game: str = ""
    kind: str = ""
    throws: int = 0
    actions: int = 0
    result: str | None = None
    complete: bool = True
    line: int | None = None
    reason: str = ""
    code: str = ""
    #: how the record says the game ended, read by the game's codec: the winning seat (None: a draw) and
    #: the ending (``end.<ending>`` in the game's catalogue), the players' names, and the game's sentences
    #: (``spec.texts``), so the result is said in the reader's words, not the record's English
    winner: int | None = field(default=None, compare=False)
    ending: str = field(default="", compare=False)
    names: tuple = field(default=(), compare=False)
    texts: tuple = field(default=(), compare=False)
    #: The record's refusal (a RecordError) or verify's own ``verify.reason.<code>`` parameters, so the
    #: report can be said in the reader's language; ``reason`` keeps the English.
    error: object = field(default=None, compare=False)
    params: dict = field(default_factory=dict, compare=False)
    #: Who played (framework/core/signed_log.py): each seat's name and key fingerprint and the server's key
    #: fingerprint when the record is signed; ``signed`` False: a network game's record without signatures.
    signed: bool | None = field(default=None, compare=False)
    players: tuple = field(default=(), compare=False)
    server: str = field(default="", compare=False)

    @property
    def ok(self) -> bool:
        return self.status == "verified"

    @property
    def exit_code(self) -> int:
        return {"verified": 0, "failed": 1}.get(self.status, 2)

    def text(self, name: str, lang: str = "en", catalogue=None) -> str:
        """The one line ``--verify`` prints for the file ``name``, in ``lang`` (``catalogue``: the house's
        sentences, with the game's when known)."""
        c = catalogue or Catalogue(COMMON, HOUSE, *self.texts)
        name = shown(name, 200)
        if not self.ok:
            if getattr(self.error, "kind", "") != "record" and isinstance(self.error, Exception):
                reason = c.text(lang, "verify.reason.os_error", why=explain_save(c, lang, self.error))
            elif self.error is not None:
                reason = explain_record(c, lang, self.error).rstrip(".")
            elif c.has(f"verify.reason.{self.code}"):
                reason = c.text(lang, f"verify.reason.{self.code}", **self.params)
            else:
                reason = self.reason
            if self.line:
                return c.text(lang, "verify.failed_line", name=name, line=self.line, reason=reason)
            return c.text(lang, "verify.failed", name=name, reason=reason)
        result = self.result_text(lang, c)
        cut = "" if self.complete else c.text(lang, "verify.no_end")
        counts = {"throws": c.plural(lang, "count.throws", self.throws),
                  "actions": c.plural(lang, "count.actions", self.actions), "result": result, "cut": cut}
        key = {"no_dice": "verify.no_dice", "seeded": "verify.seeded"}.get(self.kind, "verify.verified")
        line = c.text(lang, key, name=name, **counts)
        if self.signed:
            players = ", ".join(c.text(lang, "verify.player", seat=("I", "II")[s], name=shown(n, 40), key=k)
                                for s, (n, k) in enumerate(self.players))
            line += c.text(lang, "verify.signed", players=players, server=self.server)
        elif self.signed is False:
            line += c.text(lang, "verify.unsigned")
        return line


    def result_text(self, lang: str, c) -> str:
        """The result in ``lang``: who won and why in the game's own words (``verify.won`` with
        ``end.<ending>``, as the end screen says it); the record's text only for an ending the game
        has no sentence for."""
        if self.result is None:
            return c.text(lang, "verify.unfinished")
        key = f"end.{self.ending}"
        if not self.ending or not c.has(key):
            return c.text(lang, "verify.result", result=self.result)

        def name(seat: int) -> str:
            given = self.names[seat] if seat < len(self.names) else ""
            if given:
                return shown(given, 40)
            return next((c.text(lang, k) for k in (f"name.{seat}", f"seat.{seat}") if c.has(k)), ("I", "II")[seat])

        w = self.winner
        params = {"winner": name(w), "loser": name(1 - w)} if w is not None else {"winner": "", "loser": ""}
        why = c.text(lang, key, **params)
        if w is None:
            return c.text(lang, "verify.drawn", why=why)
        return c.text(lang, "verify.won", name=params["winner"], why=why)


def _failed(game: str, code: str, reason: str, line: int | None = None, error: object = None,
            **params: object) -> Report:
    return Report("failed", game, line=line, reason=reason, code=code, error=error, params=params)


def _unreadable(code: str, reason: str, line: int | None = None, error: object = None,
                **params: object) -> Report:
    return Report("unreadable", line=line, reason=reason, code=code, error=error, params=params)


def find_game(first_line: str, registry) -> tuple[object, object] | None:
    """The registry's listing and spec whose codec's first line is ``first_line`` (None if none)."""
    for listing in registry:
        spec = listing.spec()
        if spec.codec.magic == first_line:
            return listing, spec
    return None


def verify(text: str | bytes, registry) -> Report:
    """Check a record's text (or bytes) against the rules and its dice links; never raises for bad input."""
    try:
        text = decode(text)
    except RecordError as exc:
        return _unreadable(exc.code, exc.message, exc.line, exc)
    first = text.split("\n", 1)[0].removesuffix("\r").rstrip()
    found = find_game(first, registry)
    if found is None:
        return _unreadable("not_a_record", f"not a game record of this house (its first line is {first[:60]!r})",
                           1, first=first[:60])
    listing, spec = found
    codec = spec.codec
    try:
        record = read(text, codec)
    except RecordError as exc:
        if exc.code in ("empty", "not_a_record"):
            return _unreadable(exc.code, exc.message, exc.line, exc)
        return _failed(listing.name, exc.code, exc.message, exc.line, exc)
    try:
        session = restore(record, codec, lambda setup: new_session(spec, setup))
    except ValueError as exc:            # a RecordError naming the line; any other refusal without one
        return _failed(listing.name, getattr(exc, "code", "other"), getattr(exc, "message", str(exc)),
                       getattr(exc, "line", None), exc if getattr(exc, "kind", "") == "record" else None)
    throws = sum(1 for entry in record.entries if entry.throw is not None)
    if not session.game.dice:
        kind = "no_dice"
    elif not record.setup.fair_dice:
        kind = "seeded"
    else:
        kind = "fair"
        problem = _check_opening(text, record, spec, session, codec)
        if problem is not None:
            return problem
    winner, ending = None, ""
    if record.result is not None:
        try:
            winner, ending = codec.check_result(record.result)
        except ValueError:
            pass                        # said as the record has it
    names = tuple(str(n or "") for n in (getattr(record.setup, "names", ()) or ()))
    signed: bool | None = False if kind == "fair" else None
    players: tuple = ()
    server = ""
    if record.signing or record.signed:
        problem = _check_signatures(text, record, spec)
        if problem is not None:
            return problem
        keys = dict(record.signing)
        signed, server = True, fingerprint(keys[SERVER_KEY])
        players = tuple((keys.get(SEAT_NAMES[s]) or ("I", "II")[s], fingerprint(keys[SEAT_KEYS[s]])) for s in (0, 1))
    return Report("verified", listing.name, kind, throws, len(session.history), record.result, record.complete,
                  winner=winner, ending=ending, names=names, texts=tuple(spec.texts), signed=signed,
                  players=players, server=server)


def _check_signatures(text: str, record, spec) -> Report | None:
    """A signed record's log: every signature and the header, result and moves it vouches for."""
    keys = dict(record.signing)
    first_sign = record.signed_lines[0] if record.signed_lines else None
    missing = [k for k in (SERVER_KEY, TABLE) + SEAT_KEYS if k not in keys]
    if missing or not record.signed:
        return _failed(spec.name, "bad_log", "a signed record needs Server-Key, Table, Key-I, Key-II and its "
                       "Sign: lines", first_sign or _key_line(text, SERVER_KEY))
    entries = []
    for line, entry_text in zip(record.signed_lines, record.signed):
        try:
            entries.append((line, Signed.parse(entry_text)))
        except ValueError as exc:
            return _failed(spec.name, "bad_log_entry", f"not a signed entry: {exc}", line, detail=str(exc))
    problem = check(keys[TABLE], keys[SERVER_KEY], (keys[SEAT_KEYS[0]], keys[SEAT_KEYS[1]]), entries,
                    _header_lines(text), (record.result_line, record.result))
    if problem is not None:
        return _failed(spec.name, problem.code, problem.reason, problem.line, **problem.params)
    return _signed_moves_problem(record, spec, entries)


def _header_lines(text: str) -> list[tuple[int, str, str]]:
    """The record's header lines: (line, key, value)."""
    out = []
    for n, line in enumerate(text.split("\n")[1:], 2):
        line = line.rstrip("\r").rstrip()
        if not line:
            break
        if line.startswith("#"):
            continue
        key, sep, value = line.partition(":")
        if sep:
            out.append((n, key, value.strip()))
    return out


def _signed_moves_problem(record, spec, entries) -> Report | None:
    """The seats' signed actions replayed through the engine give the record's moves, line by line: a move
    its player did not sign fails at its line."""
    session = new_session(spec, record.setup)
    if record.reveal:
        try:
            session.throws.load(record.reveal)
        except ValueError:
            return None                      # the dice proof was checked (and would have failed) before
    scribe = Scribe(type(record)(record.setup), spec.codec)
    session.listeners.append(scribe)
    split = session.game.split_line
    yielded: set[int] = set()               # the seats that signed a yield, and those that signed a claim
    claimed: set[int] = set()
    offer: int | None = None                # the seat whose draw offer stands
    for line, entry in entries:
        word, _, rest = entry.body.partition(" ")
        if entry.who != "S" and entry.body == "claim win":
            claimed.add(SIGNERS.index(entry.who))
        if entry.who == "S" or word != "act":
            continue
        seat = SIGNERS.index(entry.who)
        words = rest.strip().lower().split()
        try:
            if words == ["yield"]:
                yielded.add(seat)
                session.concede(seat, "yield")
                continue
            if words == ["draw"]:
                offer = seat
                continue
            if words in (["accept"], ["decline"]):
                if offer is None or offer == seat:
                    return _failed(spec.name, "unplayable_signed", f"seat {entry.who} answered a draw offer "
                                   "no one else made", line, who=entry.who)
                offer = None
                if words == ["accept"]:
                    session.play("draw")
                continue
            offer = None
            for part in (split(rest.strip()) if split is not None else [rest.strip()]):
                while session.needs_throw and not session.game_over:
                    session.throw()
                session.play(part)
        except (ValueError, TypeError):      # GameError is a ValueError: the engine refuses what was signed
            return _failed(spec.name, "unplayable_signed", f"seat {entry.who} signed an action the game "
                           f"refuses here ({rest.strip()[:40]!r})", line, who=entry.who)
    mine = [e for e in scribe.record.entries]
    theirs = list(record.entries)
    for k, entry in enumerate(theirs):
        if k < len(mine) and (mine[k].seat, mine[k].throw, mine[k].actions) == (entry.seat, entry.throw, entry.actions):
            continue
        if k == len(mine) and entry.throw is not None and not entry.actions:
            continue                         # the last throw, no action signed after it yet
        return _failed(spec.name, "unsigned_move", "this move is not what its player signed", entry.line or None)
    if len(mine) > len(theirs):
        return _failed(spec.name, "unsigned_move", "a move its player signed is missing here",
                       record.result_line or (theirs[-1].line if theirs else None) or None)
    if record.result is not None:
        try:
            winner, reason = spec.codec.check_result(record.result)
        except ValueError:
            return None                      # said by the result's own check
        gave_up = reason in UNPLAYED_ENDINGS[:2] and winner is not None
        if gave_up and (1 - winner) not in yielded and winner not in claimed:
            return _failed(spec.name, "unsigned_yield", "no one signed this yield: the loser did not give up "
                           "and the winner did not claim the game", record.result_line or None)
    return None


def _check_opening(text: str, record, spec, session, codec) -> Report | None:
    """The seed from the parties' links 1, and who moves first (and Long Nardy's opening throw) from it."""
    problem = opening_problem(record, spec, session)
    if problem is None:
        return None
    code, reason, params = problem
    key = {"not_revealed": None, "wrong_seed": "Seed", "wrong_first": "First", "wrong_script": "Script"}[code]
    line = _key_line(text, key) if key else (record.reveal_line or None)
    return _failed(spec.name, code, reason, line, **params)


def opening_problem(record, spec, session) -> tuple[str, str, dict] | None:
    """What is wrong with a network game's opening: (code, the English reason, params), or None when the seed
    is the one the parties' links 1 give and the first seat (and Long Nardy's fixed opening throw) follow from
    it. Nothing to check while links 1 are not revealed and nothing was thrown (a game claimed before them).
    The client checks every game it follows with it, as ``--verify`` does."""
    setup = session.setup
    names = spec.codec.seat_names
    try:
        links = session.throws.links(1)
    except FairDiceError:
        if not record.entries:
            return None                  # nothing thrown yet: nothing the links could have decided
        return "not_revealed", "no dice links are revealed: the seed cannot be checked", {}
    seed = opening_seed(links)
    if setup.seed != seed:
        return ("wrong_seed", f"the seed {setup.seed} is not the one the parties' first dice links give ({seed})",
                {"seed": setup.seed, "expected": seed})
    script: tuple = ()
    if spec.opening is not None:
        first, _words, throw = spec.opening(seed, dict(setup.options))
        if throw is not None:
            script = (tuple(throw),)
    else:
        first = first_seat("random", seed)
    if setup.first != first:
        return ("wrong_first", f"{names[setup.first]} moved first, but the seed gives {names[first]}",
                {"found": names[setup.first], "expected": names[first]})
    if tuple(setup.script) != script:
        shown = ",".join("".join(map(str, t)) for t in script) or "-"
        return ("wrong_script", f"a network game's fixed throws are {shown}, from its seed; this record has others",
                {"expected": shown})
    return None


def _key_line(text: str, key: str) -> int | None:
    """The line of header ``key`` in the record's ``text``."""
    for n, line in enumerate(text.split("\n"), 1):
        line = line.rstrip()
        if n > 1 and not line:
            return None
        if line.startswith(f"{key}:"):
            return n
    return None


def verify_file(path: str, registry) -> Report:
    """:func:`verify` of the file at ``path`` (a file that cannot be read: status ``unreadable``)."""
    try:
        data = read_regular(path, MAX_RECORD_BYTES)        # a FIFO or a device is refused, not waited on
    except OSError as exc:
        error = save_error(exc, path)
        return _unreadable("os_error", f"cannot read it: {exc.strerror or error.message}", error=error)
    return verify(data, registry)
