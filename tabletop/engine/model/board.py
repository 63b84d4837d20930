"""What expressions, filters and conditions may look at: the `Board` protocol.

During the layer loop the board answers with the characteristics computed so
far (so a filter applied in layer 4 sees layer 1-3 results), outside of it
with the finished values. The engine's `LayerPass` and `Game` implement it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from tabletop.engine.model.characteristics import Characteristics
    from tabletop.engine.model.enums import Zone
    from tabletop.engine.model.objects import GameObject, Player


class Board(Protocol):
    def obj(self, oid: int) -> GameObject: ...

    def chars(self, oid: int) -> Characteristics: ...

    def controller_of(self, oid: int) -> str: ...

    def player(self, name: str) -> Player: ...

    def players(self) -> tuple[str, ...]: ...

    def opponents(self, name: str) -> tuple[str, ...]: ...

    def objects_in(self, zone: Zone, player: str | None = None) -> Iterable[int]: ...
