"""Damage shields of one turn from Oracle text: "a source of your choice" (615.7, 609.7a:
the answer `source`, else the first such source to deal damage) and damage dealt to
another object or player instead (614.9)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.action_questions import questions_for
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

AURIOK = card("Auriok Replica", "Artifact Creature — Cleric",
              "{W}, Sacrifice Auriok Replica: Prevent all damage a source of your choice would "
              "deal to you this turn.", "{3}", "2/2")
FORGE_TENDER = card("Burrenton Forge-Tender", "Creature — Kithkin Wizard",
                    "Protection from red\nSacrifice Burrenton Forge-Tender: Prevent all damage "
                    "a red source of your choice would deal this turn.", "{W}", "1/1")
PILGRIM = card("Pilgrim of Justice", "Creature — Human Cleric",
               "Protection from red\n{W}, Sacrifice Pilgrim of Justice: The next time a red "
               "source of your choice would deal damage this turn, prevent that damage.",
               "{2}{W}", "1/3")
PENANCE = card("Penance", "Enchantment",
               "Put a card from your hand on top of your library: The next time a black or red "
               "source of your choice would deal damage this turn, prevent that damage.",
               "{2}{W}")
WARRIOR = card("Warrior en-Kor", "Creature — Kor Warrior Knight",
               "{0}: The next 1 damage that would be dealt to Warrior en-Kor this turn is dealt "
               "to target creature you control instead.", "{W}{W}", "2/2")
CRUSADER = card("Zhalfirin Crusader", "Creature — Human Knight",
                "Flanking\n{1}{W}: The next 1 damage that would be dealt to Zhalfirin Crusader "
                "this turn is dealt to any target instead.", "{1}{W}{W}", "2/2")
REFLECT = card("Reflect Damage", "Instant",
               "The next time a source of your choice would deal damage this turn, that damage "
               "is dealt to that source's controller instead.", "{3}{R}{W}")


def _bolt(game: Game, target: object, name: str = "Lightning Bolt") -> int:
    """Bob casts a burn spell at `target` and it resolves."""
    game.state.priority = "Bob"
    spell = hand(game, name, "Bob")
    game.perform(A.CastSpell("Bob", spell, (target,), pay="free"))
    resolve_all(game)
    return spell


def test_615_7_all_damage_from_the_first_source_chosen() -> None:
    game = table(AURIOK)
    replica = enter(game, "Auriok Replica")
    enter(game, "Plains")
    game.perform(A.ActivateAbility("Alice", replica, 1))
    resolve_all(game)
    _bolt(game, "Alice")
    assert game.player("Alice").life == 20
    _bolt(game, "Alice")  # another source: not the one chosen
    assert game.player("Alice").life == 17


def test_609_7a_the_source_named_by_the_answer() -> None:
    game = table(FORGE_TENDER)
    tender = enter(game, "Burrenton Forge-Tender")
    bears = enter(game, "Grizzly Bears")
    game.state.priority = "Bob"
    first = hand(game, "Lightning Bolt", "Bob")
    second = hand(game, "Shock", "Bob")
    game.perform(A.CastSpell("Bob", first, (bears,), pay="free"))
    game.perform(A.CastSpell("Bob", second, ("Alice",), pay="free"))
    game.state.priority = "Alice"
    game.perform(A.ActivateAbility("Alice", tender, 1, choices=(("source", first),)))
    resolve_all(game)
    assert game.player("Alice").life == 18  # the Shock was not chosen
    assert zone(game, bears) == Zone.BATTLEFIELD and game.obj(bears).damage == 0


def test_615_7_the_next_time_only_once() -> None:
    game = table(PILGRIM)
    pilgrim = enter(game, "Pilgrim of Justice")
    enter(game, "Plains")
    game.perform(A.ActivateAbility("Alice", pilgrim, 1))
    resolve_all(game)
    _bolt(game, "Alice")
    assert game.player("Alice").life == 20
    _bolt(game, "Alice")
    assert game.player("Alice").life == 17


def test_615_7_black_or_red_source_and_a_card_put_on_top_as_the_cost() -> None:
    game = table(PENANCE)
    penance = enter(game, "Penance")
    library(game, "Alice", 2)
    kept = hand(game, "Grizzly Bears")
    game.perform(A.ActivateAbility("Alice", penance, 1))
    assert game.state.zone_ids(Zone.LIBRARY, "Alice")[-1] == game.state.newest(kept)
    resolve_all(game)
    _bolt(game, "Alice")
    assert game.player("Alice").life == 20


def test_614_9_the_next_1_damage_is_dealt_to_another_creature() -> None:
    game = table(WARRIOR)
    warrior = enter(game, "Warrior en-Kor")
    bears = enter(game, "Grizzly Bears")
    game.perform(A.ActivateAbility("Alice", warrior, 1, (bears,)))
    resolve_all(game)
    _bolt(game, warrior, "Shock")
    assert game.obj(warrior).damage == 1 and game.obj(bears).damage == 1
    assert zone(game, warrior) == Zone.BATTLEFIELD


def test_614_9_the_next_1_damage_is_dealt_to_a_player_instead() -> None:
    game = table(CRUSADER)
    crusader = enter(game, "Zhalfirin Crusader")
    for _ in range(4):
        enter(game, "Plains")
    for _ in range(2):  # twice: the next 2 damage in all
        game.perform(A.ActivateAbility("Alice", crusader, 1, ("Bob",)))
        resolve_all(game)
    _bolt(game, crusader)
    assert game.player("Bob").life == 18 and game.obj(crusader).damage == 1


def test_614_9_dealt_to_that_sources_controller_instead() -> None:
    game = table(REFLECT)
    game.perform(A.CastSpell("Alice", hand(game, "Reflect Damage"), pay="free"))
    resolve_all(game)
    _bolt(game, "Alice")
    assert game.player("Alice").life == 20 and game.player("Bob").life == 17


VINE_SNARE = card("Vine Snare", "Instant",
                  "Prevent all combat damage that would be dealt this turn by creatures with "
                  "power 4 or less.", "{2}{G}")
CHAMELEON_BLUR = card("Chameleon Blur", "Instant",
                      "Prevent all damage that creatures would deal to players this turn.",
                      "{3}{G}")
ENDURE = card("Endure", "Instant",
              "Prevent all damage that would be dealt to you and permanents you control this "
              "turn.", "{3}{W}{W}")
REPEL = card("Repel the Abominable", "Instant",
             "Prevent all damage that would be dealt this turn by non-Human sources.", "{1}{W}")


def _attack(game: Game, *attackers: int) -> None:
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", attackers, "Bob"))


def _bob_casts(game: Game, name: str) -> None:
    game.state.priority = "Bob"
    game.perform(A.CastSpell("Bob", hand(game, name, "Bob"), pay="free"))
    resolve_all(game)


def test_615_1_combat_damage_by_creatures_with_power_4_or_less() -> None:
    game = table(VINE_SNARE)
    library(game, "Alice")
    library(game, "Bob")
    bears = enter(game, "Grizzly Bears", sick=False)
    wurm = enter(game, "Craw Wurm", sick=False)
    _attack(game, bears, wurm)
    _bob_casts(game, "Vine Snare")
    game.perform(A.AdvanceTo("end_of_combat"))
    assert game.player("Bob").life == 14  # the Wurm's 6; the Bears' 2 prevented


def test_615_1_damage_creatures_would_deal_to_players() -> None:
    game = table(CHAMELEON_BLUR)
    library(game, "Alice")
    library(game, "Bob")
    bears = enter(game, "Grizzly Bears", sick=False)
    _attack(game, bears)
    _bob_casts(game, "Chameleon Blur")
    game.perform(A.AdvanceTo("end_of_combat"))
    assert game.player("Bob").life == 20
    game.state.priority = "Alice"
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), ("Bob",), pay="free"))
    resolve_all(game)
    assert game.player("Bob").life == 17  # a spell is no creature


def test_615_1_damage_to_you_and_permanents_you_control() -> None:
    game = table(ENDURE)
    bears = enter(game, "Grizzly Bears")
    theirs = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Endure"), pay="free"))
    resolve_all(game)
    _bolt(game, "Alice")
    _bolt(game, bears)
    assert game.player("Alice").life == 20 and game.obj(bears).damage == 0
    _bolt(game, theirs)
    assert zone(game, theirs) == Zone.GRAVEYARD


PYROMANCER = card("Prodigal Pyromancer", "Creature — Human Wizard",
                  "{T}: Prodigal Pyromancer deals 1 damage to any target.", "{2}{R}", "1/1")


def test_615_1_damage_by_non_human_sources() -> None:
    game = table(REPEL, PYROMANCER)
    pyromancer = enter(game, "Prodigal Pyromancer", "Bob", sick=False)
    game.perform(A.CastSpell("Alice", hand(game, "Repel the Abominable"), pay="free"))
    resolve_all(game)
    _bolt(game, "Alice")
    assert game.player("Alice").life == 20
    game.state.priority = "Bob"
    game.perform(A.ActivateAbility("Bob", pyromancer, 1, ("Alice",)))
    resolve_all(game)
    assert game.player("Alice").life == 19  # a Human source


SPHERE_OF_DUTY = card("Sphere of Duty", "Enchantment",
                      "If a green source would deal damage to you, prevent 2 of that damage.",
                      "{3}{W}")
DAUNTING = card("Daunting Defender", "Creature — Human Cleric",
                "If a source would deal damage to a Cleric creature you control, prevent 1 of "
                "that damage.", "{4}{W}", "3/3")


def test_615_a_green_source_deals_2_less_to_you() -> None:
    game = table(SPHERE_OF_DUTY, PYROMANCER)
    enter(game, "Sphere of Duty")
    _bolt(game, "Alice")  # red: all of it
    assert game.player("Alice").life == 17
    bears = enter(game, "Grizzly Bears", "Bob", sick=False)
    library(game, "Alice")
    library(game, "Bob")
    game.perform(A.AdvanceTo("next_turn"))  # Bob's turn
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Bob", (bears,), "Alice"))
    game.perform(A.AdvanceTo("end_of_combat"))
    assert game.player("Alice").life == 17  # the green Bears' 2 prevented


def test_615_a_cleric_you_control_is_dealt_1_less() -> None:
    game = table(DAUNTING)
    defender = enter(game, "Daunting Defender")
    bears = enter(game, "Grizzly Bears")
    _bolt(game, defender)
    _bolt(game, bears)
    assert game.obj(defender).damage == 2 and zone(game, defender) == Zone.BATTLEFIELD
    assert zone(game, bears) == Zone.GRAVEYARD


AEGIS = card("Aegis of Honor", "Enchantment",
             "{1}: The next time an instant or sorcery spell would deal damage to you this "
             "turn, that spell deals that damage to its controller instead.", "{W}")
AVACYN = card("Avacyn, Guardian Angel", "Legendary Creature — Angel",
              "Flying, vigilance\n{1}{W}: Prevent all damage that would be dealt to another "
              "target creature this turn by sources of the color of your choice.\n{5}{W}{W}: "
              "Prevent all damage that would be dealt to target player this turn by sources of "
              "the color of your choice.", "{2}{W}{W}{W}", "5/4")


def test_614_9_an_instant_or_sorcery_deals_it_to_its_controller() -> None:
    game = table(AEGIS)
    aegis = enter(game, "Aegis of Honor")
    enter(game, "Plains")
    game.perform(A.ActivateAbility("Alice", aegis, 1))
    resolve_all(game)
    _bolt(game, "Alice")
    assert game.player("Alice").life == 20 and game.player("Bob").life == 17
    _bolt(game, "Alice")  # the next time only
    assert game.player("Alice").life == 17


def test_615_sources_of_the_color_chosen() -> None:
    game = table(AVACYN)
    avacyn = enter(game, "Avacyn, Guardian Angel")
    bears = enter(game, "Grizzly Bears")
    for _ in range(2):
        enter(game, "Plains")
    game.perform(A.ActivateAbility("Alice", avacyn, 1, (bears,), (("color", "red"),)))
    resolve_all(game)
    _bolt(game, bears)
    assert game.obj(bears).damage == 0
    _bolt(game, "Alice")  # only the creature is protected
    assert game.player("Alice").life == 17


def test_609_7a_the_sources_of_the_kind_are_asked_for() -> None:
    game = table(PILGRIM)
    pilgrim = enter(game, "Pilgrim of Justice")
    enter(game, "Grizzly Bears", "Bob")
    game.state.priority = "Bob"
    bolt = hand(game, "Lightning Bolt", "Bob")
    game.perform(A.CastSpell("Bob", bolt, ("Alice",), pay="free"))
    (question,) = questions_for(game, A.ActivateAbility("Alice", pilgrim, 1))
    assert question.key == "source"
    assert question.values == (game.state.newest(bolt),)  # red: not the green Bears


EXCRUCIATOR = card("Excruciator", "Creature — Avatar",
                   "Damage that would be dealt by Excruciator can't be prevented.",
                   "{6}{R}{R}", "7/7")
FOG = card("Fog", "Instant", "Prevent all combat damage that would be dealt this turn.", "{G}")


def test_615_12_its_damage_cant_be_prevented() -> None:
    game = table(EXCRUCIATOR, FOG)
    library(game, "Alice")
    library(game, "Bob")
    excruciator = enter(game, "Excruciator", sick=False)
    bears = enter(game, "Grizzly Bears", sick=False)
    _attack(game, excruciator, bears)
    _bob_casts(game, "Fog")
    game.perform(A.AdvanceTo("end_of_combat"))
    assert game.player("Bob").life == 13  # the Bears' 2 prevented, not the 7


EMBERMAW = card("Embermaw Hellion", "Creature — Hellion",
                "Trample\nIf another red source you control would deal damage to a permanent "
                "or player, it deals that much damage plus 1 to that permanent or player "
                "instead.", "{3}{R}{R}", "4/5")


def test_614_1a_another_red_source_you_control_deals_1_more() -> None:
    game = table(EMBERMAW, PYROMANCER)
    library(game, "Alice")
    library(game, "Bob")
    hellion = enter(game, "Embermaw Hellion", sick=False)
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), ("Bob",), pay="free"))
    resolve_all(game)
    assert game.player("Bob").life == 16  # 3 plus 1
    _bolt(game, "Alice")  # Bob's red source: not Alice's
    assert game.player("Alice").life == 17
    _attack(game, hellion)
    game.perform(A.AdvanceTo("end_of_combat"))
    assert game.player("Bob").life == 12  # the Hellion itself: not another source
