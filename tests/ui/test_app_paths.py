"""Where the window keeps its files: recordings under `<data>/tabletop/recordings`, not a
doubled `<data>/tabletop/tabletop/recordings`."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.resources import user_data_dir
from tabletop.ui.app import application


def test_the_data_directory_is_not_doubled(tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TABLETOP_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    app = application()
    assert app.applicationName() == "tabletop"
    folder = user_data_dir()
    assert folder == tmp_path / "share" / "tabletop"
    assert folder.parts.count("tabletop") == 1
