"""Static changes to the damage a source would deal (614.1a: more, less, a set amount;
615: prevention of part of it), from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.oracle.test_graveyard_exile_instead import FROSTWIELDER
from tests.engine.rules_kit import creature, enter, hand, library, resolve_all, table

SWATH = card("Pyromancer's Swath", "Enchantment",
             "If an instant or sorcery source you control would deal damage to a creature or "
             "player, it deals that much damage plus 2 to that creature or player instead.\n"
             "At the beginning of each end step, discard your hand.", "{2}{R}")
LASHKNIFE = card("Lashknife Barrier", "Enchantment",
                 "When Lashknife Barrier enters, draw a card.\nIf a source would deal damage "
                 "to a creature you control, it deals that much damage minus 1 to that "
                 "creature instead.", "{2}{W}")
AMULET = card("Forethought Amulet", "Artifact",
              "At the beginning of your upkeep, sacrifice Forethought Amulet unless you pay "
              "{3}.\nIf an instant or sorcery source would deal 3 or more damage to you, it "
              "deals 2 damage to you instead.", "{5}")
PRESENCE = card("Divine Presence", "Enchantment",
                "If a source would deal 4 or more damage to a creature or player, that source "
                "deals 3 damage to that creature or player instead.", "{2}{W}")
ALTISAUR = card("Temple Altisaur", "Creature — Dinosaur",
                "If a source would deal damage to another Dinosaur you control, prevent all "
                "but 1 of that damage.", "{4}{W}", "3/4")
SHIELD = card("Shield of the Avatar", "Artifact — Equipment",
              "If a source would deal damage to equipped creature, prevent X of that damage, "
              "where X is the number of creatures you control.\nEquip {2}", "{1}")
PEGASUS = card("Plated Pegasus", "Creature — Pegasus",
               "Flash\nFlying\nIf a spell would deal damage to a creature or player, prevent 1 "
               "damage that spell would deal to that creature or player.", "{2}{W}", "1/2")
LAVA_AXE = card("Lava Axe", "Sorcery", "Lava Axe deals 5 damage to target player or "
                "planeswalker.", "{4}{R}")
GIANT = creature("Hill Giant", 3, 3)


def _cast(game: Game, caster: str, name: str, target: object) -> None:
    game.state.priority = caster
    game.perform(A.CastSpell(caster, hand(game, name, caster), (target,), pay="free"))
    resolve_all(game)


def _life(game: Game, player: str) -> int:
    return game.state.players[player].life


def test_614_1a_swath_adds_two_to_its_controllers_instants() -> None:
    game = table(SWATH)
    enter(game, "Pyromancer's Swath")
    _cast(game, "Alice", "Lightning Bolt", "Bob")
    assert _life(game, "Bob") == 15
    _cast(game, "Bob", "Lightning Bolt", "Alice")  # not Alice's source
    assert _life(game, "Alice") == 17


def test_614_1a_lashknife_barrier_takes_one_off_damage_to_your_creatures() -> None:
    game = table(LASHKNIFE, GIANT)
    library(game, "Alice", 3)
    enter(game, "Lashknife Barrier")
    resolve_all(game)  # its draw
    giant = enter(game, "Hill Giant")
    _cast(game, "Bob", "Lightning Bolt", giant)
    assert game.obj(giant).damage == 2
    _cast(game, "Bob", "Lightning Bolt", "Alice")
    assert _life(game, "Alice") == 17


def test_614_1a_forethought_amulet_caps_big_instant_damage_at_two() -> None:
    game = table(AMULET)
    enter(game, "Forethought Amulet")
    _cast(game, "Bob", "Lightning Bolt", "Alice")
    assert _life(game, "Alice") == 18
    _cast(game, "Bob", "Shock", "Alice")  # 2 damage: less than 3, unchanged
    assert _life(game, "Alice") == 16


def test_614_1a_divine_presence_turns_four_or_more_into_three() -> None:
    game = table(PRESENCE, LAVA_AXE)
    enter(game, "Divine Presence", "Bob")
    _cast(game, "Alice", "Lava Axe", "Bob")
    assert _life(game, "Bob") == 17
    _cast(game, "Alice", "Shock", "Bob")
    assert _life(game, "Bob") == 15


def test_615_altisaur_lets_one_damage_through_to_another_dinosaur() -> None:
    game = table(ALTISAUR)
    first = enter(game, "Temple Altisaur")
    second = enter(game, "Temple Altisaur")
    _cast(game, "Bob", "Lightning Bolt", second)
    assert game.obj(second).damage == 1  # the other Altisaur's shield
    assert game.obj(first).damage == 0


def test_615_shield_of_the_avatar_prevents_one_per_creature_you_control() -> None:
    game = table(SHIELD, GIANT)
    giant = enter(game, "Hill Giant")
    enter(game, "Grizzly Bears")
    enter(game, "Shield of the Avatar", attached_to=giant)
    _cast(game, "Bob", "Lightning Bolt", giant)
    assert game.obj(giant).damage == 1  # 3 - two creatures


def test_615_plated_pegasus_prevents_one_damage_from_each_spell() -> None:
    game = table(PEGASUS, GIANT)
    enter(game, "Plated Pegasus", "Bob")
    giant = enter(game, "Hill Giant", "Bob")
    _cast(game, "Alice", "Lightning Bolt", "Bob")
    assert _life(game, "Bob") == 18
    _cast(game, "Alice", "Shock", giant)
    assert game.obj(giant).damage == 1


CONFINEMENT = card("Solitary Confinement", "Enchantment",
                   "At the beginning of your upkeep, sacrifice Solitary Confinement unless you "
                   "discard a card.\nSkip your draw step.\nYou have shroud.\nPrevent all damage "
                   "that would be dealt to you.", "{2}{W}")
RIFT = card("Flame Rift", "Sorcery", "Flame Rift deals 4 damage to each player.", "{1}{R}")
ASYLUM = card("Mark of Asylum", "Enchantment",
              "Prevent all noncombat damage that would be dealt to creatures you control.",
              "{1}{W}")
STORM = card("Energy Storm", "Enchantment",
             "Cumulative upkeep {1}\nPrevent all damage that would be dealt by instant and "
             "sorcery spells.\nCreatures with flying don't untap during their controllers' "
             "untap steps.", "{1}{W}")


def test_615_1_solitary_confinement_prevents_all_damage_to_you() -> None:
    game = table(CONFINEMENT, RIFT)
    enter(game, "Solitary Confinement")
    game.perform(A.CastSpell("Alice", hand(game, "Flame Rift"), (), pay="free"))
    resolve_all(game)
    assert _life(game, "Alice") == 20
    assert _life(game, "Bob") == 16


def test_615_1_mark_of_asylum_prevents_noncombat_damage_to_your_creatures() -> None:
    game = table(ASYLUM, GIANT)
    enter(game, "Mark of Asylum")
    giant = enter(game, "Hill Giant")
    theirs = enter(game, "Hill Giant", "Bob")
    _cast(game, "Bob", "Lightning Bolt", giant)
    _cast(game, "Alice", "Lightning Bolt", theirs)
    assert game.obj(giant).damage == 0
    assert theirs not in game.state.zone_ids(Zone.BATTLEFIELD)


def test_615_1_energy_storm_prevents_damage_from_instants_not_abilities() -> None:
    game = table(STORM, FROSTWIELDER)
    enter(game, "Energy Storm", "Bob")
    wielder = enter(game, "Frostwielder", sick=False)
    _cast(game, "Alice", "Lightning Bolt", "Bob")
    assert _life(game, "Bob") == 20
    game.perform(A.ActivateAbility("Alice", wielder, 1, ("Bob",)))
    resolve_all(game)
    assert _life(game, "Bob") == 19


PARIAH = card("Pariah", "Enchantment — Aura",
              "Enchant creature\nAll damage that would be dealt to you is dealt to enchanted "
              "creature instead.", "{2}{W}")
LINK = card("Treacherous Link", "Enchantment — Aura",
            "Enchant creature\nAll damage that would be dealt to enchanted creature is dealt "
            "to its controller instead.", "{1}{B}")


def test_614_9_pariah_sends_damage_to_you_onto_the_enchanted_creature() -> None:
    game = table(PARIAH, GIANT)
    giant = enter(game, "Hill Giant", "Bob")
    enter(game, "Pariah", attached_to=giant)
    _cast(game, "Bob", "Lightning Bolt", "Alice")
    assert _life(game, "Alice") == 20
    assert giant not in game.state.zone_ids(Zone.BATTLEFIELD)  # 3 damage to a 3/3


def test_614_9_treacherous_link_sends_damage_to_the_creatures_controller() -> None:
    game = table(LINK, GIANT)
    giant = enter(game, "Hill Giant", "Bob")
    enter(game, "Treacherous Link", attached_to=giant)
    _cast(game, "Alice", "Lightning Bolt", giant)
    assert game.obj(giant).damage == 0
    assert _life(game, "Bob") == 17


TIGER = card("Phantom Tiger", "Creature — Cat Spirit",
             "Phantom Tiger enters with two +1/+1 counters on it.\nIf damage would be dealt to "
             "Phantom Tiger, prevent that damage. Remove a +1/+1 counter from Phantom Tiger.",
             "{2}{G}", "1/0")
CHAMPION = card("Undergrowth Champion", "Creature — Elemental",
                "If damage would be dealt to Undergrowth Champion while it has a +1/+1 counter "
                "on it, prevent that damage and remove a +1/+1 counter from Undergrowth "
                "Champion.\nLandfall — Whenever a land enters under your control, put a +1/+1 "
                "counter on Undergrowth Champion.", "{1}{G}{G}", "2/2")
PHYTOHYDRA = card("Phytohydra", "Creature — Plant Hydra",
                  "If damage would be dealt to Phytohydra, put that many +1/+1 counters on it "
                  "instead.", "{2}{G}{W}{W}", "1/1")


def test_615_phantom_tiger_loses_a_counter_instead_of_taking_damage() -> None:
    game = table(TIGER)
    tiger = enter(game, "Phantom Tiger")  # with two +1/+1 counters (its own text)
    _cast(game, "Bob", "Lightning Bolt", tiger)
    assert game.obj(tiger).damage == 0
    assert game.obj(tiger).counters.get("+1/+1", 0) == 1
    _cast(game, "Bob", "Lightning Bolt", tiger)  # the last counter: a 1/0 dies
    assert tiger not in game.state.zone_ids(Zone.BATTLEFIELD)


def test_615_undergrowth_champion_shield_needs_a_counter() -> None:
    game = table(CHAMPION)
    champion = enter(game, "Undergrowth Champion", counters=(("+1/+1", 1),))
    _cast(game, "Bob", "Shock", champion)
    assert game.obj(champion).damage == 0
    assert game.obj(champion).counters.get("+1/+1", 0) == 0
    _cast(game, "Bob", "Shock", champion)  # no counter left: a 2/2 dies
    assert champion not in game.state.zone_ids(Zone.BATTLEFIELD)


def test_614_1a_phytohydra_grows_instead_of_taking_damage() -> None:
    game = table(PHYTOHYDRA)
    hydra = enter(game, "Phytohydra")
    _cast(game, "Bob", "Lightning Bolt", hydra)
    assert game.obj(hydra).damage == 0
    assert game.chars(hydra).power == 4


FURNACE = card("Furnace of Rath", "Enchantment",
               "If a source would deal damage to a permanent or player, it deals double that "
               "damage to that permanent or player instead.", "{1}{R}{R}{R}")


def test_614_1a_furnace_of_rath_doubles_every_sources_damage() -> None:
    game = table(FURNACE)
    enter(game, "Furnace of Rath", "Bob")
    _cast(game, "Alice", "Lightning Bolt", "Bob")
    _cast(game, "Bob", "Shock", "Alice")
    assert (_life(game, "Alice"), _life(game, "Bob")) == (16, 14)
