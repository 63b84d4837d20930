"""Triggers on sacrificing (701.17), on damage from any source (120), on combat damage
dealt to a permanent (510.2), on being targeted by an opponent (115.9) and on casting the
spell itself (601.2i), from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

ORDEAL = card("Ordeal of Heliod", "Enchantment — Aura",
              "Enchant creature\nWhenever enchanted creature attacks, put a +1/+1 counter on "
              "it. Then if it has three or more +1/+1 counters on it, sacrifice Ordeal of "
              "Heliod.\nWhen you sacrifice Ordeal of Heliod, you gain 10 life.", "{1}{W}")
MOLE = card("Graf Mole", "Creature — Mole Beast",
            "Whenever you sacrifice a Clue, you gain 3 life.", "{2}{G}", "2/4")
REAPER = card("Reaper of Sheoldred", "Creature — Horror",
              "Infect\nWhenever a source deals damage to Reaper of Sheoldred, that source's "
              "controller gets a poison counter.", "{4}{B}", "2/5")
GRIFFIN = card("Retaliator Griffin", "Creature — Griffin",
               "Flying\nWhenever a source an opponent controls deals damage to you, you may "
               "put that many +1/+1 counters on Retaliator Griffin.", "{1}{R}{G}{W}", "2/2")
WALL = card("Wall of Essence", "Creature — Wall",
            "Defender\nWhenever Wall of Essence is dealt combat damage, you gain that much "
            "life.", "{1}{W}", "0/4")
MOSSDOG = card("Mossdog", "Creature — Plant Hound",
               "Whenever Mossdog becomes the target of a spell or ability an opponent "
               "controls, put a +1/+1 counter on Mossdog.", "{G}", "1/1")
CLUE = card("Clue", "Artifact — Clue",  # the token Investigate makes (701.16a)
            "{2}, Sacrifice this artifact: Draw a card.")
ULAMOG = card("Ulamog, the Infinite Gyre", "Legendary Creature — Eldrazi",
              "When you cast Ulamog, the Infinite Gyre, destroy target permanent.\n"
              "Indestructible\nAnnihilator 4\nWhen Ulamog is put into a graveyard from "
              "anywhere, its owner shuffles their graveyard into their library.", "{11}",
              "10/10")


def _game(*cards: object) -> Game:
    game = table(*cards)  # type: ignore[arg-type]
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    return game


def test_when_you_sacrifice_the_ordeal_you_gain_ten_life() -> None:
    game = _game(ORDEAL)
    bears = enter(game, "Grizzly Bears", counters=(("+1/+1", 2),))
    enter(game, "Ordeal of Heliod", attached_to=bears)
    game.obj(bears).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    resolve_all(game)
    assert game.player("Alice").life == 30


def test_only_a_sacrificed_clue_counts() -> None:
    game = _game(MOLE, CLUE)
    enter(game, "Graf Mole")
    bears = enter(game, "Grizzly Bears")
    game.perform(A.DestroyObject(bears))  # dying is no sacrifice
    resolve_all(game)
    assert game.player("Alice").life == 20
    game.perform(A.CreateTokenAction("Alice", "Clue"))
    (clue,) = [o for o in game.battlefield() if game.chars(o).name == "Clue"]
    game.perform(A.ActivateAbility("Alice", clue, 1, pay="free"))  # {2}, Sacrifice: draw
    resolve_all(game)
    assert game.player("Alice").life == 23


def test_any_source_damaging_the_reaper_poisons_its_controller() -> None:
    game = _game(REAPER)
    reaper = enter(game, "Reaper of Sheoldred")
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.DealDamageAction("Bob", 2, source=bears))  # not the Reaper: nothing
    resolve_all(game)
    game.perform(A.DealDamageAction(reaper, 2, source=bears))
    resolve_all(game)
    assert game.player("Bob").counters.get("poison") == 1  # "that source's controller"
    assert not game.player("Alice").counters.get("poison")


def test_only_an_opponents_source_grows_the_griffin() -> None:
    game = _game(GRIFFIN)
    griffin = enter(game, "Retaliator Griffin")
    mine = enter(game, "Grizzly Bears")
    theirs = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.DealDamageAction("Alice", 2, source=mine))
    resolve_all(game)
    assert game.obj(griffin).counters.get("+1/+1", 0) == 0
    game.perform(A.DealDamageAction("Alice", 2, source=theirs))
    resolve_all(game)
    assert game.obj(griffin).counters.get("+1/+1", 0) == 2


def test_only_combat_damage_to_the_wall_gains_life() -> None:
    game = _game(WALL)
    wall = enter(game, "Wall of Essence", "Bob")
    game.perform(A.DealDamageAction(wall, 2))  # noncombat
    resolve_all(game)
    assert game.player("Bob").life == 20
    bears = enter(game, "Grizzly Bears")
    game.obj(bears).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ((wall, bears),)))
    game.perform(A.AdvanceTo("end_of_combat"))
    resolve_all(game)
    assert game.player("Bob").life == 22


def test_only_an_opponents_targeting_grows_the_mossdog() -> None:
    game = _game(MOSSDOG)
    dog = enter(game, "Mossdog")
    growth = hand(game, "Giant Growth")
    game.perform(A.CastSpell("Alice", growth, (dog,), (), "free"))
    resolve_all(game)
    assert game.obj(dog).counters.get("+1/+1", 0) == 0
    game.perform(A.PassPriority("Alice"))
    growth = hand(game, "Giant Growth", "Bob")
    game.perform(A.CastSpell("Bob", growth, (dog,), (), "free"))
    resolve_all(game)
    assert game.obj(dog).counters.get("+1/+1", 0) == 1


def test_601_2i_casting_ulamog_destroys_a_permanent_before_it_resolves() -> None:
    game = _game(ULAMOG)
    bears = enter(game, "Grizzly Bears", "Bob")
    ulamog = hand(game, "Ulamog, the Infinite Gyre")
    game.perform(A.CastSpell("Alice", ulamog, (), (), "free"))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD
    assert zone(game, ulamog) == Zone.BATTLEFIELD


THRAXIMUNDAR = card("Thraximundar", "Legendary Creature — Zombie Assassin",
                    "Haste\nWhenever Thraximundar attacks, defending player sacrifices a "
                    "creature.\nWhenever a player sacrifices a creature, you may put a +1/+1 "
                    "counter on Thraximundar.", "{4}{U}{B}{R}", "6/6")


def test_a_player_sacrifices_a_creature_to_thraximundar() -> None:
    game = _game(THRAXIMUNDAR)
    thrax = enter(game, "Thraximundar")
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (thrax,), "Bob"))  # haste
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD
    assert game.obj(thrax).counters.get("+1/+1") == 1  # Bob's sacrifice counts too
