"""Test-wide settings: Qt offscreen, the engine's cache checks on, the user data directory
in a temporary place."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the engine's debug mode: every answer an engine cache reuses is computed again and compared
os.environ.setdefault("TABLETOP_ENGINE_CHECK", "1")

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"


@pytest.fixture(autouse=True)
def _user_data(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path_factory.mktemp("userdata")))


def shared_dir() -> Path:
    """../shared beside the clone; tests that read it skip when it is absent."""
    if not SHARED.is_dir():
        pytest.skip("../shared is not beside this clone")
    return SHARED
