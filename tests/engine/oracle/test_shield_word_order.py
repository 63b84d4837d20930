"""Prevention shields of one turn with "this turn" before or after the recipient (615.7:
"the next N damage", 615.1: "all damage ... to artifact creatures"), from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import creature, enter, hand, resolve_all, table

SHIELDMAGE = card("Ethersworn Shieldmage", "Artifact Creature — Vedalken Wizard",
                  "Flash\nWhen Ethersworn Shieldmage enters, prevent all damage that would be "
                  "dealt to artifact creatures this turn.", "{1}{W}{U}", "2/2")
ALCHEMIST = card("Samite Alchemist", "Creature — Human Cleric",
                 "{W}{W}, {T}: Prevent the next 4 damage that would be dealt this turn to "
                 "target creature you control. Tap that creature. It doesn't untap during your "
                 "next untap step.", "{3}{W}", "0/2")
GIANT = creature("Hill Giant", 3, 3)


def _bolt(game: Game, target: int) -> None:
    game.state.priority = "Bob"
    game.perform(A.CastSpell("Bob", hand(game, "Lightning Bolt", "Bob"), (target,),
                             pay="free"))
    resolve_all(game)


def test_615_1_shieldmage_protects_every_artifact_creature_this_turn() -> None:
    game = table(SHIELDMAGE, GIANT)
    game.perform(A.CastSpell("Alice", hand(game, "Ethersworn Shieldmage"), (), pay="free"))
    resolve_all(game)  # the spell, then its enters trigger
    mage = game.state.zone_ids(Zone.BATTLEFIELD, "Alice")[-1]
    giant = enter(game, "Hill Giant")
    _bolt(game, mage)
    assert game.obj(mage).damage == 0
    _bolt(game, giant)  # not an artifact
    assert giant not in game.state.zone_ids(Zone.BATTLEFIELD)


def test_615_7_samite_alchemist_prevents_the_next_four_and_taps_the_creature() -> None:
    game = table(ALCHEMIST, GIANT)
    alchemist = enter(game, "Samite Alchemist", sick=False)
    giant = enter(game, "Hill Giant")
    game.perform(A.ActivateAbility("Alice", alchemist, 1, (giant,), pay="free"))
    resolve_all(game)
    assert game.obj(giant).tapped
    _bolt(game, giant)
    assert game.obj(giant).damage == 0
    _bolt(game, giant)  # one shield point left of four: 2 damage marked
    assert game.obj(giant).damage == 2


VALOR = card("Sivvi's Valor", "Instant",
             "If you control a Plains, you may tap an untapped creature you control rather than "
             "pay this spell's mana cost.\nAll damage that would be dealt to target creature "
             "this turn is dealt to you instead.", "{2}{W}")
REVERBERATION = card("Reverberation", "Instant",
                     "All damage that would be dealt this turn by target sorcery spell is dealt "
                     "to that spell's controller instead.", "{2}{U}{U}")
RIFT = card("Flame Rift", "Sorcery", "Flame Rift deals 4 damage to each player.", "{1}{R}")


def test_614_9_sivvis_valor_takes_the_creatures_damage_this_turn() -> None:
    game = table(VALOR, GIANT)
    giant = enter(game, "Hill Giant")
    game.perform(A.CastSpell("Alice", hand(game, "Sivvi's Valor"), (giant,), pay="free"))
    resolve_all(game)
    _bolt(game, giant)
    _bolt(game, giant)
    assert game.obj(giant).damage == 0
    assert game.state.players["Alice"].life == 14


def test_614_9_reverberation_turns_a_sorcery_on_its_controller() -> None:
    game = table(REVERBERATION, RIFT)
    game.perform(A.CastSpell("Alice", hand(game, "Flame Rift"), (), pay="free"))
    rift = game.state.zone_ids(Zone.STACK)[-1]
    game.state.priority = "Bob"
    game.perform(A.CastSpell("Bob", hand(game, "Reverberation", "Bob"), (rift,), pay="free"))
    resolve_all(game)
    assert game.state.players["Bob"].life == 20
    assert game.state.players["Alice"].life == 12
