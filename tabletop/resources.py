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


APP_NAME = "tabletop"


def _platform_data_dir() -> Path | None:
    """Qt's AppDataLocation for an application without an organisation name, computed
    without loading Qt (0.1 s a command line run does not need): the same rules as
    QStandardPaths, so the command line and the window agree (a test checks it)."""
    home = Path.home()
    platform: str = sys.platform  # a plain string: every branch is checked on every system
    if platform.startswith("linux") or "bsd" in platform:
        xdg = os.environ.get("XDG_DATA_HOME", "")
        base = Path(xdg) if xdg and Path(xdg).is_absolute() else home / ".local" / "share"
        return base / APP_NAME
    if platform == "darwin":
        return home / "Library" / "Application Support" / APP_NAME
    if platform == "win32":
        roaming = os.environ.get("APPDATA")
        return Path(roaming) / APP_NAME if roaming else None
    return None


def qt_data_dir() -> Path:
    """Where Qt's QStandardPaths puts the application's data with the names the window
    sets (application "tabletop", no organisation)."""
    from PySide6.QtCore import QCoreApplication, QStandardPaths

    names = QCoreApplication.applicationName(), QCoreApplication.organizationName()
    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setOrganizationName("")
    try:
        location = QStandardPaths.StandardLocation.AppDataLocation
        return Path(QStandardPaths.writableLocation(location))
    finally:
        if names[0]:
            QCoreApplication.setApplicationName(names[0])
        QCoreApplication.setOrganizationName(names[1])


def user_data_dir() -> Path:
    """The user's writable data directory (recordings, imported cards, caches).

    The one place every command and the window compute it: QStandardPaths'
    AppDataLocation for "tabletop" (no organisation name); TABLETOP_DATA_DIR
    overrides it (tests use that to stay out of the real home directory).
    """
    override = os.environ.get("TABLETOP_DATA_DIR")
    path = Path(override) if override else (_platform_data_dir() or qt_data_dir())
    path.mkdir(parents=True, exist_ok=True)
    return path


def imports_dir() -> Path:
    """The user's imported card sources (`tabletop cards import`), one TOML file each."""
    return user_data_dir() / "cards"


def cache_dir() -> Path:
    """Caches the program rebuilds when they are gone (parsed sources, compiled cards)."""
    return user_data_dir() / "cache"
