"""Every game marks the last move on its board with ``*`` (colour or not), and every game's help, in
every language, says so; the mark's colour roles are shared, so each board highlights alike."""
import pytest

from framework.tui.terminal import SHARED_ROLES
from framework.lang.texts import LANGUAGES
from games import REGISTRY
from helpers_widths import terminal


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", sorted(listing.name for listing in REGISTRY))
def test_the_help_explains_the_mark(name, lang):
    spec = next(listing for listing in REGISTRY if listing.name == name).spec()
    view = spec.view(terminal(), lang)
    help_text = view.help()
    assert "*" in help_text, help_text           # no help said * before the marks were explained


def test_the_marks_colour_roles_are_shared_by_every_board():
    assert {"mark", "marked"} <= set(SHARED_ROLES)
