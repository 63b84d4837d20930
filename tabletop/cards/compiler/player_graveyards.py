"""Cards in the graveyard of a player a triggered ability names (404.2): "target creature
card from that player's graveyard" (the player dealt combat damage), "... from defending
player's graveyard". A card in a graveyard is its owner's, who controls it there (108.4),
so the player is the filter's controller, bound as the ability is put on the stack
(603.3d)."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.noun_phrases import Patch, patch
from tabletop.cards.compiler.phrases import CompileError
from tabletop.engine.definitions.instructions import PlayerRef
from tabletop.engine.model.enums import Zone


@v_args(inline=True)
class PlayerGraveyardRules(ClauseRules):
    def post_in_that_players_graveyard(self) -> Patch:
        if not self.scope.event_player:
            raise CompileError("'that player's graveyard' of no player a trigger names")
        return patch(zone=Zone.GRAVEYARD, _player=PlayerRef("trigger_player"))

    def post_in_defending_graveyard(self) -> Patch:
        return patch(zone=Zone.GRAVEYARD, _player=PlayerRef("defending"))
