"""614.1a, 700.4: "If ... would die this turn, exile it instead." from Oracle text: the
objects are fixed as the spell resolves (611.2c): its target (Lava Coil), the creatures
it dealt damage (Anger of the Gods), any permanent it dealt damage (Torch the Tower, with
bargain's "instead it deals 3 damage ... and you scry 1", 702.166)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

TORCH = card(
    "Torch the Tower", "Instant",
    "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\n"
    "Torch the Tower deals 2 damage to target creature or planeswalker. If this spell was "
    "bargained, instead it deals 3 damage to that permanent and you scry 1.\nIf a permanent "
    "dealt damage by Torch the Tower would die this turn, exile it instead.", "{R}")
LAVA_COIL = card("Lava Coil", "Sorcery",
                 "Lava Coil deals 4 damage to target creature. If that creature would die "
                 "this turn, exile it instead.", "{1}{R}")
ANGER = card("Anger of the Gods", "Sorcery",
             "Anger of the Gods deals 3 damage to each creature. If a creature dealt damage "
             "this way would die this turn, exile it instead.", "{1}{R}{R}")
ORNITHOPTER = card("Ornithopter", "Artifact Creature — Thopter", "Flying", "{0}", "0/2")


def test_614_1a_torch_exiles_the_creature_it_killed() -> None:
    game = table(TORCH)
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Torch the Tower"), (bears,), pay="free"))
    resolve_all(game)
    assert zone(game, bears) == Zone.EXILE


def test_702_166_bargained_torch_deals_3_and_scries() -> None:
    game = table(TORCH, ORNITHOPTER)
    library(game, "Alice")
    thopter = enter(game, "Ornithopter")
    ogre = enter(game, "Gray Ogre", "Bob")  # 2/2 before: 3 damage, and it is exiled
    game.perform(A.CastSpell("Alice", hand(game, "Torch the Tower"), (ogre,),
                             (("bargain", True),), pay="free"))
    resolve_all(game)
    assert zone(game, thopter) == Zone.GRAVEYARD and zone(game, ogre) == Zone.EXILE


def test_614_1a_lava_coil_exiles_its_target() -> None:
    game = table(LAVA_COIL)
    giant = enter(game, "Gray Ogre", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Lava Coil"), (giant,), pay="free"))
    resolve_all(game)
    assert zone(game, giant) == Zone.EXILE


def test_614_1a_anger_exiles_only_the_creatures_it_dealt_damage() -> None:
    game = table(ANGER)
    bears = enter(game, "Grizzly Bears", "Bob")
    mine = enter(game, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", hand(game, "Anger of the Gods"), pay="free"))
    resolve_all(game)
    assert zone(game, bears) == Zone.EXILE and zone(game, mine) == Zone.EXILE
    later = enter(game, "Grizzly Bears", "Bob")  # not dealt damage this way
    game.perform(A.MoveObject(later, "graveyard"))
    assert zone(game, later) == Zone.GRAVEYARD
