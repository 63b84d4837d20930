"""Where the program finds its bundled resources and the user's data.

One module resolves resource paths, wherever the program is installed:
a wheel carries `resources/` inside the package as `tabletop/resources`,
an editable install or a source checkout has it beside the package, and a
frozen bundle (PyInstaller) unpacks it under `sys._MEIPASS`.
"""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def _candidates() -> list[Path]:
    found: list[Path] = []
    override = os.environ.get("TABLETOP_RESOURCES")
    if override:
        found.append(Path(override))
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        found.append(Path(frozen) / "resources")
    found.append(_PACKAGE_DIR / "resources")  # wheel
    found.append(_PACKAGE_DIR.parent / "resources")  # source tree, editable install
    return found


@cache
def resources_dir() -> Path:
    """The directory holding cards/, decks/, scenarios/ and the rest."""
    for candidate in _candidates():
        if (candidate / "cards").is_dir():
            return candidate
    tried = ", ".join(str(c) for c in _candidates())
    raise FileNotFoundError(f"tabletop's resources were not found (looked in {tried})")


def resource(*parts: str) -> Path:
    """A path inside the resources directory, e.g. resource("decks", "wu.txt")."""
    return resources_dir().joinpath(*parts)


def user_data_dir() -> Path:
    """The user's writable data directory (recordings, imported cards).

    Qt's QStandardPaths decides the place per platform; TABLETOP_DATA_DIR
    overrides it (tests use that to stay out of the real home directory).
    """
    override = os.environ.get("TABLETOP_DATA_DIR")
    if override:
        path = Path(override)
    else:
        from PySide6.QtCore import QCoreApplication, QStandardPaths

        if not QCoreApplication.applicationName():
            QCoreApplication.setApplicationName("tabletop")
        path = Path(
            QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        )
    path.mkdir(parents=True, exist_ok=True)
    return path
