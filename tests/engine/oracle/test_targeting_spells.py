"""Spells chosen by what they target (115.1), from Oracle text: Turn Aside, Outwit, Dawn
Charm's third mode, Vigilant Martyr."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

BOLT = card("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target.", "{R}")
TURN_ASIDE = card("Turn Aside", "Instant",
                  "Counter target spell that targets a permanent you control.", "{U}")
OUTWIT = card("Outwit", "Instant", "Counter target spell that targets a player.", "{U}")
DAWN_CHARM = card("Dawn Charm", "Instant",
                  "Choose one —\n• Prevent all combat damage that would be dealt this turn.\n"
                  "• Regenerate target creature.\n• Counter target spell that targets you.",
                  "{1}{W}")
MARTYR = card("Vigilant Martyr", "Creature — Human Cleric",
              "Sacrifice Vigilant Martyr: Regenerate target creature.\n{W}{W}, {T}, Sacrifice "
              "Vigilant Martyr: Counter target spell that targets an enchantment.", "{W}", "1/1")
PACIFISM = card("Pacifism", "Enchantment — Aura",
                "Enchant creature\nEnchanted creature can't attack or block.", "{1}{W}")
DISENCHANT = card("Disenchant", "Instant", "Destroy target artifact or enchantment.", "{1}{W}")


def _bob_casts(game: Game, name: str, target: int | str) -> int:
    """Bob casts `name` at `target`; the spell on the stack."""
    spell = hand(game, name, "Bob")
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", spell, (target,), pay="free"))
    game.perform(A.PassPriority("Bob"))
    return game.stack()[-1]


def test_115_1_a_spell_that_targets_my_permanent_is_countered() -> None:
    game = table(BOLT, TURN_ASIDE)
    bears = enter(game, "Grizzly Bears")
    bolt = _bob_casts(game, "Lightning Bolt", bears)
    game.perform(A.CastSpell("Alice", hand(game, "Turn Aside"), (bolt,), pay="free"))
    resolve_all(game)
    assert zone(game, bears) == Zone.BATTLEFIELD


def test_115_1_a_spell_that_targets_a_player_is_no_legal_target_for_turn_aside() -> None:
    game = table(BOLT, TURN_ASIDE)
    enter(game, "Grizzly Bears")
    bolt = _bob_casts(game, "Lightning Bolt", "Alice")  # a player, no permanent
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", hand(game, "Turn Aside"), (bolt,), pay="free"))


def test_115_1_outwit_counters_a_spell_that_targets_a_player() -> None:
    game = table(BOLT, OUTWIT)
    bolt = _bob_casts(game, "Lightning Bolt", "Alice")
    game.perform(A.CastSpell("Alice", hand(game, "Outwit"), (bolt,), pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 20


def test_115_1_a_spell_that_targets_a_creature_is_no_legal_target_for_outwit() -> None:
    game = table(BOLT, OUTWIT)
    bears = enter(game, "Grizzly Bears")
    bolt = _bob_casts(game, "Lightning Bolt", bears)
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", hand(game, "Outwit"), (bolt,), pay="free"))


def test_115_1_dawn_charm_counters_a_spell_that_targets_you() -> None:
    game = table(BOLT, DAWN_CHARM)
    bolt = _bob_casts(game, "Lightning Bolt", "Alice")
    game.perform(A.CastSpell("Alice", hand(game, "Dawn Charm"), (bolt,), (("mode", 3),),
                             pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 20


def test_115_1_vigilant_martyr_protects_an_enchantment() -> None:
    game = table(MARTYR, PACIFISM, DISENCHANT)
    bears = enter(game, "Grizzly Bears", "Bob")
    aura = enter(game, "Pacifism", attached_to=bears)
    martyr = enter(game, "Vigilant Martyr", sick=False)
    disenchant = _bob_casts(game, "Disenchant", aura)
    game.perform(A.ActivateAbility("Alice", martyr, 2, (disenchant,), pay="free"))
    resolve_all(game)
    assert zone(game, aura) == Zone.BATTLEFIELD
    assert zone(game, martyr) == Zone.GRAVEYARD
