"""Resolving (608): partly illegal targets, Aura spells, countering, copies of spells."""

from __future__ import annotations

import pytest

from tabletop.engine.definitions.abilities import SpellAbility
from tabletop.engine.definitions.expressions import Const
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import DealDamage, TargetRef, TargetSpec
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import CardType, Zone
from tabletop.engine.model.mana import ManaCost
from tests.engine.rules_kit import CREATURE, enter, hand, resolve_all, table, zone

TWIN_BOLT = CardDefinition(
    "Twin Bolt", ManaCost.parse("{R}"), types=frozenset({CardType.INSTANT}),
    abilities=(SpellAbility(
        "Twin Bolt deals 2 damage to target creature and 2 damage to another target "
        "creature.",
        effect=(DealDamage(Const(2), TargetRef(0)), DealDamage(Const(2), TargetRef(1))),
        targets=(TargetSpec(filter=ObjectFilter(types=CREATURE), count_min=2,
                            count_max=2),)),))


def test_608_2b_an_illegal_target_is_not_affected() -> None:
    """608.2b: some targets illegal: the spell resolves, the illegal ones are left alone."""
    game = table(TWIN_BOLT)
    enter(game, "Mountain")
    first = enter(game, "Grizzly Bears", "Bob")
    second = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Twin Bolt"), (first, second)))
    game.perform(A.MoveObject(first, "hand"))
    events = resolve_all(game)
    assert "illegal_targets" in [e.kind for e in events]
    assert zone(game, second) == Zone.GRAVEYARD
    assert zone(game, first) == Zone.HAND


def test_115_3_the_same_object_is_not_two_targets_of_one_word() -> None:
    game = table(TWIN_BOLT)
    enter(game, "Mountain")
    bears = enter(game, "Grizzly Bears", "Bob")
    with pytest.raises(A.IllegalAction, match=r"115\.3"):
        game.perform(A.CastSpell("Alice", hand(game, "Twin Bolt"), (bears, bears)))


def test_608_3b_an_aura_spell_with_an_illegal_target_does_not_resolve() -> None:
    game = table()
    enter(game, "Island")
    enter(game, "Island")
    bears = enter(game, "Grizzly Bears")
    rune = hand(game, "Rune of Flight")
    game.perform(A.CastSpell("Alice", rune, (bears,)))
    game.perform(A.MoveObject(bears, "hand"))
    resolve_all(game)
    assert zone(game, rune) == Zone.GRAVEYARD


def test_701_6_a_countered_spell_goes_to_the_graveyard() -> None:
    game = table()
    for _ in range(2):
        enter(game, "Island", "Bob")
    enter(game, "Mountain")
    bolt = hand(game, "Lightning Bolt")
    game.perform(A.CastSpell("Alice", bolt, ("Bob",)))
    game.perform(A.PassPriority("Alice"))
    spell = game.stack()[-1]
    game.perform(A.CastSpell("Bob", hand(game, "Counterspell", "Bob"), (spell,)))
    resolve_all(game)
    assert zone(game, bolt) == Zone.GRAVEYARD
    assert game.player("Bob").life == 20


def test_707_10_a_copy_of_a_spell_resolves_and_ceases_to_exist() -> None:
    """Echo Mage at level 2 copies Lightning Bolt; the copy isn't a card (707.10a)."""
    game = table()
    for name in ("Island", "Island", "Mountain"):
        enter(game, name)
    mage = enter(game, "Echo Mage", counters=(("level", 2),))
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), ("Bob",)))
    spell = game.stack()[-1]
    game.perform(A.ActivateAbility("Alice", mage, 2, (spell,)))
    resolve_all(game)
    assert game.player("Bob").life == 14
    graveyard = [game.obj(o).card.name for o in game.state.zone_ids(Zone.GRAVEYARD, "Alice")]
    assert graveyard == ["Lightning Bolt"]
    assert game.stack() == []
