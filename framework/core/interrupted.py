"""Ctrl-C at any moment of a program, its imports included, ends it quietly with exit code 130.

Why a hook and not one more ``except``: a Ctrl-C can come before any ``try`` of ours is running (while
Python imports the modules a start needs, 20-130 ms) or after the last one has ended, and a
KeyboardInterrupt that nobody catches printed a traceback. Every part that has something to keep still
catches it where it is (a game in progress asks "Leave?", a save holds the signal until it is on disk);
this hook only answers the ones that reach the top: standard output and error are flushed and the
program ends with 130, what a shell reports for a program Ctrl-C stopped. A Ctrl-C before Python has
started its own handling kills the process by the signal itself, which a shell also reports as 130.

A Ctrl-C in the middle of an extension module's import can come back as an ImportError instead (numpy
turns it into "Importing the numpy C-extensions failed ... PyCapsule_Import could not import module"):
so the hook also hears Ctrl-C itself (the same KeyboardInterrupt as Python's own handler, and a note
that it came), and an ImportError after a Ctrl-C, or any error a KeyboardInterrupt caused, ends the
same quiet way. A Ctrl-C inside a callback Python cannot raise from (the import machinery's weak
references, a ``__del__``) reaches ``sys.unraisablehook`` instead, which ends it the same way too.

Imports nothing but ``os``, ``sys`` and the built-in ``_signal`` (already loaded), so it can be
installed first of all.
"""
import _signal
import os
import sys

#: The exit code of a program Ctrl-C stopped (128 + SIGINT), as README's exit codes list it.
INTERRUPTED = 130

_earlier = sys.excepthook
_earlier_unraisable = sys.unraisablehook
#: Whether a Ctrl-C has come since :func:`quiet_ctrl_c` (an import it broke may say ImportError).
_heard = False


def _ctrl_c(signum, frame) -> None:
    """Python's own answer to Ctrl-C (KeyboardInterrupt), noting that it came."""
    global _heard
    _heard = True
    raise KeyboardInterrupt


def _caused_by_ctrl_c(value) -> bool:
    """Whether ``value`` or an exception it came from (its cause or context) is a KeyboardInterrupt."""
    seen = 0
    while value is not None and seen < 20:
        if isinstance(value, KeyboardInterrupt):
            return True
        value = value.__cause__ or value.__context__
        seen += 1
    return False


def _end() -> None:
    """Flush what was written and end with :data:`INTERRUPTED`."""
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except BaseException:       # a closed pipe, or a second Ctrl-C: nothing more to show
            pass
    os._exit(INTERRUPTED)


def _quietly(kind, value, traceback) -> None:
    if kind is not None and (issubclass(kind, KeyboardInterrupt) or _caused_by_ctrl_c(value)
                             or (_heard and issubclass(kind, ImportError))):
        _end()
    _earlier(kind, value, traceback)


def _quietly_unraisable(unraisable) -> None:
    """A Ctrl-C that lands while Python runs a callback it cannot raise from (a weak reference's callback in
    the import machinery, a ``__del__``) would be printed as "Exception ignored in" and lost, the program
    going on as if no key was pressed: it ends the program as any other Ctrl-C does."""
    if _caused_by_ctrl_c(unraisable.exc_value):
        _end()
    _earlier_unraisable(unraisable)


def quiet_ctrl_c() -> None:
    """From now on a KeyboardInterrupt that reaches the top ends the program quietly with :data:`INTERRUPTED`
    (only a program's start calls this: a library leaves ``sys.excepthook`` alone)."""
    global _earlier, _earlier_unraisable
    if sys.excepthook is not _quietly:
        _earlier = sys.excepthook
        sys.excepthook = _quietly
    if sys.unraisablehook is not _quietly_unraisable:
        _earlier_unraisable = sys.unraisablehook
        sys.unraisablehook = _quietly_unraisable
    if _signal.getsignal(_signal.SIGINT) is _signal.default_int_handler:     # not one ignored or taken
        try:
            _signal.signal(_signal.SIGINT, _ctrl_c)
        except ValueError:          # not the main thread: Python's own handler stays, and the hook above
            pass
