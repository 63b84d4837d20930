"""Cards built from their Oracle text alone, put in a game: what the compiler reads must
happen on the table (issue #16). Each test names the rule or ruling it shows."""

from __future__ import annotations

from tabletop.cards.build import build_definition
from tabletop.cards.records import CardRecord
from tabletop.engine.model.characteristics import CardDefinition


def card(name: str, type_line: str, oracle: str, cost: str = "", pt: str | None = None
         ) -> CardDefinition:
    """A card definition compiled from its Oracle text; every clause must compile."""
    power, toughness = pt.split("/") if pt else (None, None)
    definition = build_definition(CardRecord(name=name, type_line=type_line, mana_cost=cost,
                                             power=power, toughness=toughness, oracle=oracle))
    assert definition.unknown_clauses == (), definition.unknown_clauses
    return definition
