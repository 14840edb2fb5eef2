"""Ctrl-C at any moment of a program, its imports included, ends it quietly with exit code 130.

Why a hook and not one more ``except``: a Ctrl-C can come before any ``try`` of ours is running (while
Python imports the modules a start needs, 20-130 ms) or after the last one has ended, and a
KeyboardInterrupt that nobody catches printed a traceback. Every part that has something to keep still
catches it where it is (a game in progress asks "Leave?", a save holds the signal until it is on disk);
this hook only answers the ones that reach the top: standard output and error are flushed and the
program ends with 130, what a shell reports for a program Ctrl-C stopped. A Ctrl-C before Python has
started its own handling kills the process by the signal itself, which a shell also reports as 130.

Imports nothing but ``os`` and ``sys`` (already loaded), so it can be installed first of all.
"""
import os
import sys

#: The exit code of a program Ctrl-C stopped (128 + SIGINT), as README's exit codes list it.
INTERRUPTED = 130

_earlier = sys.excepthook


def _quietly(kind, value, traceback) -> None:
    if kind is not None and issubclass(kind, KeyboardInterrupt):
        for stream in (sys.stdout, sys.stderr):
            try:
                if stream is not None:
                    stream.flush()
            except BaseException:       # a closed pipe, or a second Ctrl-C: nothing more to show
                pass
        os._exit(INTERRUPTED)
    _earlier(kind, value, traceback)


def quiet_ctrl_c() -> None:
    """From now on a KeyboardInterrupt that reaches the top ends the program quietly with :data:`INTERRUPTED`
    (only a program's start calls this: a library leaves ``sys.excepthook`` alone)."""
    global _earlier
    if sys.excepthook is not _quietly:
        _earlier = sys.excepthook
        sys.excepthook = _quietly
