"""Reading what the game wrote as sentences: its line breaks are the screen's, not the message's."""
import re

_BROKEN_PATH = re.compile(r"(?<=\S)/ (?=\S)")


def said(text: str) -> str:
    """``text`` as one line of words: runs of white space as one space, and a path the screen broke after
    one of its slashes joined again (framework/tui/fitting.py breaks a path wider than the screen there)."""
    return _BROKEN_PATH.sub("/", " ".join(text.split()))
