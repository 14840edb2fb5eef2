"""When the archive folder ``games`` beside a save is a file, moving the earlier game aside fails with
the real reason: ``games`` is a file, not a folder (SaveError ``not_a_directory`` naming it), never
"current.xii: the file already exists" (issue 23)."""
from __future__ import annotations

from framework.core.saves import SaveError, archive_file

import pytest


def test_the_reason_names_games_and_says_it_is_not_a_folder(tmp_path):
    (tmp_path / "games").write_text("not a folder")
    current = tmp_path / "current.xii"
    current.write_text("the earlier game")
    with pytest.raises(SaveError) as caught:
        archive_file(current, ".xii")
    assert caught.value.code == "not_a_directory"
    assert caught.value.path == str(tmp_path / "games")
    assert current.read_text() == "the earlier game", "the earlier game stays where it was"
