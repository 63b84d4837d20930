"""Player designations (definitions/designations.py): the city's blessing (702.131, ascend)
and the monarch (724) with its two inherent triggered abilities (724.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.abilities import TriggeredAbility
from tabletop.engine.definitions.designations import (
    ASCEND,
    BecomeMonarch,
    qualifies_for_blessing,
)
from tabletop.engine.definitions.instructions import Draw
from tabletop.engine.model.enums import CardType, Step
from tabletop.engine.model.pending import PendingTrigger

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.objects import StackInfo

MONARCH = "The monarch"
MONARCH_DRAWS = TriggeredAbility(
    text="At the beginning of the monarch's end step, that player draws a card (724.2)",
    effect=(Draw(),))
MONARCH_TAKEN = TriggeredAbility(
    text="Whenever a creature deals combat damage to the monarch, its controller becomes "
         "the monarch (724.2)", effect=(BecomeMonarch(),))


def bless(game: Game, player: str, rule: str) -> None:
    """702.131: the player gets the city's blessing for the rest of the game."""
    state = game.state
    if player in state.blessed:
        return
    state.blessed = (*state.blessed, player)
    game.invalidate()  # "as long as you have the city's blessing" effects read it
    game.emit("city_blessing", f"{player} gets the city's blessing ({rule})", player=player)


def grant_blessings(game: Game) -> None:
    """702.131b: a player who controls ten or more permanents and a permanent with ascend
    gets the city's blessing (noted whenever state-based actions are checked; the
    condition itself also sees a player who qualifies in between)."""
    for player in game.state.turn_order:
        if player not in game.state.blessed and qualifies_for_blessing(game, player):
            bless(game, player, "702.131b")


def ascend_as_resolves(game: Game, top: int, info: StackInfo) -> None:
    """702.131a: an instant or sorcery spell with ascend: as it resolves, its controller
    gets the city's blessing if they control ten or more permanents."""
    if info.kind != "spell" or info.controller in game.state.blessed:
        return
    if game.chars(top).has_keyword(ASCEND) and \
            qualifies_for_blessing(game, info.controller, spell=True):
        bless(game, info.controller, "702.131a")


def become_monarch(game: Game, player: str) -> bool:
    """724.1, 724.4: the player becomes the monarch; there is only one. False when they
    already are (then they don't "become" it)."""
    state = game.state
    if state.monarch == player or game.player(player).lost:
        return False
    state.monarch = player
    game.invalidate()
    game.emit("monarch", f"{player} becomes the monarch (724)", player=player)
    return True


def monarch_triggers(game: Game, event_kind: str, data: dict[str, Any]) -> None:
    """724.2: "At the beginning of the monarch's end step, that player draws a card" and
    "Whenever a creature deals combat damage to the monarch, its controller becomes the
    monarch" (inherent abilities of the designation: no source object)."""
    monarch = game.state.monarch
    if not monarch:
        return
    if event_kind == "step_begins" and data.get("step") == Step.END.key \
            and data.get("active") == monarch:
        _pend(game, monarch, MONARCH_DRAWS)
    elif event_kind == "damage" and data.get("combat") and data.get("target") == monarch:
        source = data.get("source")
        if isinstance(source, int) and source in game.state.objects and \
                CardType.CREATURE in game.chars(source).types:
            _pend(game, game.controller_of(source), MONARCH_TAKEN, source)


def _pend(game: Game, controller: str, ability: TriggeredAbility,
          trigger_object: int | None = None) -> None:
    game.state.pending_triggers.append(PendingTrigger(
        source=None, controller=controller, ability=ability, source_name=MONARCH,
        trigger_object=trigger_object))
