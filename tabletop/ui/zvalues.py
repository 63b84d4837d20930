"""Z-values and QGraphicsItem type ids of every graphics item of the program.

One module for both (design house rule 8): whoever adds an item to the table
scene takes its stacking order and its `type()` id from here, so the order of
things on the table can be read in one place, bottom to top.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final

# QGraphicsItem::UserType, the first id for custom items (PySide6's stub does not declare
# it; tests/ui/test_card_item.py checks the value against Qt's)
USER_TYPE: Final[int] = 65536


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
    STACK_EDGES = USER_TYPE + 42
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


