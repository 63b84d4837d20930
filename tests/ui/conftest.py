"""Qt tests run without a display: the offscreen platform, set before Qt starts."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
