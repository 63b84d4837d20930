"""A permanent and what is attached to it, moved at once (301.5, 303.4, 701.8a), from
Oracle text: Hubris, Eaten by Spiders, Soul Nova (not here: attacking), Blastfire Bolt."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

HUBRIS = card("Hubris", "Instant",
              "Return target creature and all Auras attached to it to their owners' hands.",
              "{1}{U}")
SPIDERS = card("Eaten by Spiders", "Instant",
               "Destroy target creature with flying and all Equipment attached to that "
               "creature.", "{2}{G}")
BLASTFIRE = card("Blastfire Bolt", "Instant",
                 "Blastfire Bolt deals 5 damage to target creature. Destroy all Equipment "
                 "attached to that creature.", "{5}{R}")
STRENGTH = card("Holy Strength", "Enchantment — Aura",
                "Enchant creature\nEnchanted creature gets +1/+2.", "{W}")
SPLITTER = card("Bonesplitter", "Artifact — Equipment",
                "Equipped creature gets +2/+0.\nEquip {1}", "{1}")
ORNITHOPTER = card("Ornithopter", "Artifact Creature — Thopter", "Flying", "{0}", "0/2")


def test_303_4_hubris_returns_the_creature_and_its_auras_to_their_owners() -> None:
    game = table(HUBRIS, STRENGTH)
    bears = enter(game, "Grizzly Bears", "Bob")
    mine = enter(game, "Holy Strength", "Alice", attached_to=bears)
    other = enter(game, "Grizzly Bears", "Bob")
    elsewhere = enter(game, "Holy Strength", "Bob", attached_to=other)
    game.perform(A.CastSpell("Alice", hand(game, "Hubris"), (bears,), pay="free"))
    resolve_all(game)
    assert zone(game, bears) == Zone.HAND and zone(game, mine) == Zone.HAND
    assert game.obj(game.state.newest(mine)).owner == "Alice"  # to its owner's hand
    assert zone(game, elsewhere) == Zone.BATTLEFIELD and zone(game, other) == Zone.BATTLEFIELD


def test_701_8a_eaten_by_spiders_destroys_the_flier_and_its_equipment() -> None:
    game = table(SPIDERS, SPLITTER, ORNITHOPTER)
    thopter = enter(game, "Ornithopter", "Bob")
    splitter = enter(game, "Bonesplitter", "Bob")
    game.perform(A.AttachTo(splitter, thopter))
    spare = enter(game, "Bonesplitter", "Bob")  # attached to nothing: stays
    game.perform(A.CastSpell("Alice", hand(game, "Eaten by Spiders"), (thopter,),
                             pay="free"))
    resolve_all(game)
    assert zone(game, thopter) == Zone.GRAVEYARD and zone(game, splitter) == Zone.GRAVEYARD
    assert zone(game, spare) == Zone.BATTLEFIELD


def test_701_8a_blastfire_bolt_destroys_only_the_equipment_after_the_damage() -> None:
    game = table(BLASTFIRE, SPLITTER)
    bears = enter(game, "Grizzly Bears", "Bob")
    splitter = enter(game, "Bonesplitter", "Bob")
    game.perform(A.AttachTo(splitter, bears))
    game.perform(A.CastSpell("Alice", hand(game, "Blastfire Bolt"), (bears,), pay="free"))
    resolve_all(game)
    assert zone(game, splitter) == Zone.GRAVEYARD
    assert zone(game, bears) == Zone.GRAVEYARD  # 5 damage: dies as state-based action
