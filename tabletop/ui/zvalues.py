"""Z-values and QGraphicsItem type ids of every graphics item of the program.

One module for both (design house rule 8): whoever adds an item to the table
scene takes its stacking order and its `type()` id from here, so the order of
things on the table can be read in one place, bottom to top.

Every graphics module imports this one, so it also carries the guard against
a reference-counting bug of the PySide6 6.12 wheels on CPython 3.11 (see
`guard_singleton_refcounts`); it runs once, at import.
"""

from __future__ import annotations

import sys
from enum import IntEnum
from typing import Final

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem

USER_TYPE: Final[int] = int(QGraphicsItem.UserType)


class ItemType(IntEnum):
    """`QGraphicsItem.type()` of our items (`qgraphicsitem_cast`-style checks)."""

    TABLE = USER_TYPE + 1
    PLAYER_AREA = USER_TYPE + 2
    ZONE = USER_TYPE + 3
    ZONE_LABEL = USER_TYPE + 4
    CARD = USER_TYPE + 10
    CARD_PREVIEW = USER_TYPE + 11
    STACK = USER_TYPE + 20
    STACK_ENTRY = USER_TYPE + 21
    ARROW = USER_TYPE + 30
    BADGE = USER_TYPE + 40
    LIFE_COUNTER = USER_TYPE + 41
    PHASE_BAR = USER_TYPE + 50
    TOOLTIP = USER_TYPE + 60


class Z:
    """Stacking order on the table scene, bottom to top.

    Cards in a zone are stacked from `CARD` upwards by `CARD_STEP` per
    position (see `card_z`); attachments (Auras, Equipment) sit just under
    their host so the host's name bar stays readable.
    """

    TABLE: Final[float] = -100.0
    PLAYER_AREA: Final[float] = -50.0
    ZONE: Final[float] = 0.0
    ZONE_LABEL: Final[float] = 1.0
    ATTACHED_CARD: Final[float] = 9.0
    CARD: Final[float] = 10.0
    CARD_STEP: Final[float] = 0.01
    CARD_MAX: Final[float] = 49.0
    BADGE: Final[float] = 50.0
    LIFE_COUNTER: Final[float] = 55.0
    STACK: Final[float] = 100.0
    STACK_ENTRY: Final[float] = 101.0
    ARROW: Final[float] = 200.0
    PHASE_BAR: Final[float] = 250.0
    DRAGGED_CARD: Final[float] = 300.0
    HOVER_PREVIEW: Final[float] = 1000.0
    TOOLTIP: Final[float] = 1100.0


def card_z(index: int) -> float:
    """Z-value of the card at `index` in its zone (0 = bottom), kept below `Z.CARD_MAX`."""
    return min(Z.CARD + max(index, 0) * Z.CARD_STEP, Z.CARD_MAX)


# --------------------------------------------------------------------------- PySide6 guard

_IMMORTAL: Final[int] = 1 << 40


def pyside_loses_none_references() -> bool:
    """True when a call of a void Qt method takes a reference from None.

    The PySide6 6.12 wheels (stable ABI) return None from void methods, and
    True from `Signal.emit`, without adding a reference. From CPython 3.12
    these objects are immortal (PEP 683) and nothing happens; on 3.11 each
    call takes one reference away and after a few thousand calls the
    interpreter aborts with "Fatal Python error: none_dealloc".
    """
    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(16):
        point.setX(0.0)
    return before - sys.getrefcount(None) >= 16


def guard_singleton_refcounts() -> bool:
    """Make None, True and False immortal by hand where PySide6 loses their references.

    Gives them a reference count no run can use up (what PEP 683 does from
    3.12 on). Only on CPython before 3.12, only when the bug is seen, and
    never on a Py_TRACE_REFS build (whose object header is laid out
    differently). Returns whether the guard is in force. Safe to call again.
    """
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False
    if hasattr(sys, "getobjects") or not pyside_loses_none_references():
        return False
    import ctypes

    for obj in (None, True, False):
        cell = ctypes.c_ssize_t.from_address(id(obj))
        if cell.value < _IMMORTAL // 2:
            cell.value += _IMMORTAL
    return True


guard_singleton_refcounts()
