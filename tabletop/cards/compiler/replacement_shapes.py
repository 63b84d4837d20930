"""Replacement effects of 614 read by grammar/replacement_shapes.lark: "If a spell or
ability an opponent controls causes you to discard ~, put it onto the battlefield instead
of putting it into your graveyard." (614.1, 701.9; rules/discard_replacements.py)."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.discard_replacements import DiscardedToBattlefield


@v_args(inline=True)
class ReplacementShapeRules(ClauseRules):
    """The transformer rules of grammar/replacement_shapes.lark."""

    def ss_discarded_to_battlefield(self, _self: Any) -> list[DiscardedToBattlefield]:
        return [DiscardedToBattlefield()]
