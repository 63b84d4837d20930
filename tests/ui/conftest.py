"""Qt tests run without a display: the offscreen platform, set before Qt starts."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# PySide6 6.12 on CPython 3.11 loses references to None/True/False (see zvalues); the guard
# must be in force before the first Qt call of any test of this folder.
from tabletop.ui.zvalues import guard_singleton_refcounts  # noqa: E402

guard_singleton_refcounts()
