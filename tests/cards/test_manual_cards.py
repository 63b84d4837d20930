"""A card whose text the compiler can't read still loads and is played by hand."""

from __future__ import annotations

from tabletop.cards.build import build_definition
from tabletop.cards.records import loads_cards
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A

ODD = '''
[[card]]
name = "Odd Old Card"
mana_cost = "{2}{G}"
type_line = "Creature — Beast"
power = "3"
toughness = "3"
oracle = "Flying\\nWhenever the moon is full, frobnicate each wibble."
'''


def test_unknown_clause_is_reported_and_the_card_is_played_by_hand() -> None:
    record = loads_cards(ODD)[0]
    card = build_definition(record)
    assert card.is_manual
    assert any("frobnicate" in clause for clause in card.unknown_clauses)
    g = Game(cards=lambda name: card)
    g.perform(A.EnterBattlefield("Odd Old Card", "Alice"))
    oid = g.battlefield()[0]
    assert g.chars(oid).has_keyword("Flying")  # the clauses it could read still work
    g.perform(A.AddCounters(oid, "+1/+1", 2))
    g.perform(A.SetPowerToughness(oid, 1, 6))
    assert (g.chars(oid).power, g.chars(oid).toughness) == (3, 8)
    restored = A.action_from_dict(A.SetPowerToughness(oid, 1, 6).as_dict())
    assert restored == A.SetPowerToughness(oid, 1, 6)
