"""607.2a: linked abilities: "When ~ enters, exile target creature. When ~ leaves the
battlefield, return the exiled card to the battlefield under its owner's control." The
cards an object's abilities exile are noted on that object (as it last existed, once it
has left, 603.10) and named by ExiledWithRef while they stay in exile."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.card_moves import EXILED_WITH
from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.objects import GameObject


def _source(game: Game, source: int | None) -> GameObject | None:
    if source is None:
        return None
    if source in game.state.objects:
        return game.state.objects[source]
    known = game.state.lki.get(source)
    return known.obj if known is not None else None


def note_exiled(game: Game, source: int | None, exiled: int) -> None:
    """The object an ability of `source` exiled (while `source` is still around)."""
    if source is None or source not in game.state.objects:
        return
    obj = game.state.objects[source]
    noted = obj.chosen.get(EXILED_WITH, "")
    obj.choose(EXILED_WITH, f"{noted},{exiled}" if noted else str(exiled))


def exiled_with(game: Game, source: int | None) -> list[int]:
    """The cards `source`'s abilities exiled that are still in exile (400.7: a card that
    left exile is a new object, no longer linked)."""
    obj = _source(game, source)
    noted = obj.chosen.get(EXILED_WITH, "") if obj is not None else ""
    ids = [int(n) for n in noted.split(",") if n]
    return [o for o in ids if o in game.state.objects and game.obj(o).zone == Zone.EXILE]
