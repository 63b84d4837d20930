"""615: static prevention of the damage a kind of source would deal to the permanent
("Prevent all damage that would be dealt to ~ by creatures") and of all damage the
enchanted creature would deal (Muzzle), from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

LANCER = card("Champion Lancer", "Creature — Human Knight",
              "Prevent all damage that would be dealt to Champion Lancer by creatures.",
              "{4}{W}{W}", "3/3")
PIXIES = card("Argothian Pixies", "Creature — Faerie",
              "Argothian Pixies can't be blocked by artifact creatures.\nPrevent all damage "
              "that would be dealt to Argothian Pixies by artifact creatures.", "{1}{G}", "2/1")
MUZZLE = card("Muzzle", "Enchantment — Aura",
               "Enchant creature\nPrevent all damage that would be dealt by enchanted "
               "creature.", "{1}{W}")
GOLEM = card("Test Golem", "Artifact Creature — Golem", "", "{2}", "2/2")


def _combat(game: Game, attackers: tuple[int, ...], blocks: tuple[tuple[int, int], ...]
            ) -> None:
    for a in attackers:
        game.obj(a).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", attackers, "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", blocks))
    game.perform(A.AdvanceTo("end_of_combat"))


def test_615_creature_damage_to_the_lancer_is_prevented_a_spells_is_not() -> None:
    game = table(LANCER)
    library(game, "Alice")
    library(game, "Bob")
    lancer = enter(game, "Champion Lancer")
    bears = enter(game, "Grizzly Bears", "Bob")
    _combat(game, (lancer,), ((bears, lancer),))
    assert game.obj(lancer).damage == 0  # dealt by a creature: prevented
    assert zone(game, bears) == Zone.GRAVEYARD  # the Lancer's own damage is dealt
    game.perform(A.AdvanceTo("postcombat_main"))
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", hand(game, "Lightning Bolt", "Bob"), (lancer,),
                             pay="free"))
    resolve_all(game)
    assert zone(game, lancer) == Zone.GRAVEYARD  # a spell is no creature


def test_615_only_artifact_creatures_damage_is_prevented() -> None:
    game = table(PIXIES, GOLEM)
    library(game, "Alice")
    library(game, "Bob")
    golem = enter(game, "Test Golem")
    bears = enter(game, "Grizzly Bears")
    shielded = enter(game, "Argothian Pixies", "Bob")
    exposed = enter(game, "Argothian Pixies", "Bob")
    _combat(game, (golem, bears), ((shielded, golem), (exposed, bears)))
    assert zone(game, shielded) == Zone.BATTLEFIELD
    assert game.obj(shielded).damage == 0  # the Golem is an artifact creature
    assert zone(game, exposed) == Zone.GRAVEYARD  # the Bears are not


def test_615_the_muzzled_creature_deals_no_damage_the_other_does() -> None:
    game = table(MUZZLE)
    library(game, "Alice")
    library(game, "Bob")
    muzzled = enter(game, "Grizzly Bears")
    free = enter(game, "Grizzly Bears")
    enter(game, "Muzzle", "Bob", attached_to=muzzled)
    _combat(game, (muzzled, free), ())
    assert game.player("Bob").life == 18  # only the free Bears' 2
