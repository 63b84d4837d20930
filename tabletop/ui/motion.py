"""Whether cards move, turn and pulse with Qt's animation framework, and for how long.

Animations are short (150-250 ms) and only show what already happened: the game has
changed before they start. They can be switched off: the setting View ▸ Animations
(`Settings.animations`), or TABLETOP_ANIMATIONS=0 in the environment (tests, exports),
which wins over the setting. Exports (`tabletop screenshot`) switch them off anyway;
videos (`tabletop export`) switch them on (`forced`) and run them on their own clock.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager

ENV = "TABLETOP_ANIMATIONS"
MOVE_MS = 220  # a card sliding to its new place
TAP_MS = 150  # turning sideways (tapping) or back
PULSE_MS = 240  # counters changed: the card swells a little and back
PT_FLASH_MS = 250  # power/toughness changed: the P/T box lights up
PULSE_SCALE = 1.08

_setting = True
_forced: bool | None = None


def environment_allows() -> bool:
    """False when TABLETOP_ANIMATIONS is 0, off, no or false."""
    return os.environ.get(ENV, "1").strip().lower() not in ("0", "off", "no", "false")


def enabled() -> bool:
    """Whether card items animate now."""
    if _forced is not None:
        return _forced
    return _setting and environment_allows()


def set_enabled(on: bool) -> None:
    """The setting's value (the environment may still keep animations off)."""
    global _setting
    _setting = bool(on)


@contextmanager
def forced(on: bool) -> Iterator[None]:
    """Animations on (or off) inside the block whatever the setting and the environment
    say: a video export starts every card's animation and runs it on its own clock."""
    global _forced
    before, _forced = _forced, bool(on)
    try:
        yield
    finally:
        _forced = before
