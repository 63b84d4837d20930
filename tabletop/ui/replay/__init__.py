"""Replay mode: a recording played back under a transport bar (issue 20).

- `chapters`: turn starts and stack resolutions of a line, from its events;
- `controller.ReplayController`: the playhead (play, pause, step, seek, speed, branches);
- `chapter_slider.ChapterSlider` and `transport_bar.TransportBar`: the controls;
- `mode.ReplayMode`: the window's part (the bar under the table, the Replay menu).
"""

from __future__ import annotations

from .chapters import Chapter, ChapterKind, chapters_of
from .controller import BASE_MS, SPEEDS, BranchChoice, ReplayController
from .mode import REPLAY_ACTIONS, ReplayMode
from .transport_bar import TransportBar

__all__ = [
    "BASE_MS",
    "REPLAY_ACTIONS",
    "SPEEDS",
    "BranchChoice",
    "Chapter",
    "ChapterKind",
    "ReplayController",
    "ReplayMode",
    "TransportBar",
    "chapters_of",
]
