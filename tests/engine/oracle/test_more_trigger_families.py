"""More trigger families from Oracle text, one real card each: "if no creatures attacked
this turn", "if that spell was kicked" (702.33d), "if ~ entered the battlefield this turn",
"that player has 5 or less life" / "no cards in hand" (each player's step), the upkeep of
an enchanted enchantment's controller, "~ or enchanted creature attacks" (bestow), "is put
into your graveyard from the battlefield", "your first main phase" (505.1)."""

from __future__ import annotations

from typing import Any

from tabletop.cards.build import build_definition
from tabletop.cards.importers import mtgjson_faces_table, record_from_checked_table
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

CINDERHORN = card("Charging Cinderhorn", "Creature — Elemental Ox",
                  "Haste\nAt the beginning of each player's end step, if no creatures attacked "
                  "this turn, put a fury counter on Charging Cinderhorn. Then Charging "
                  "Cinderhorn deals damage equal to the number of fury counters on it to that "
                  "player.", "{3}{R}", "4/2")
GOBLIN = card("Bloodstone Goblin", "Creature — Goblin Warrior",
              "Whenever you cast a spell, if that spell was kicked, Bloodstone Goblin gets "
              "+1/+1 and gains menace until end of turn.", "{1}{R}", "2/2")
SCUTA = card("Phyrexian Scuta", "Creature — Zombie",
             "Kicker—Pay 3 life.\nIf Phyrexian Scuta was kicked, it enters with two +1/+1 "
             "counters on it.", "{3}{B}", "3/3")
HIXUS = card("Hixus, Prison Warden", "Legendary Creature — Human Soldier",
             "Flash\nWhenever a creature deals combat damage to you, if Hixus, Prison Warden "
             "entered the battlefield this turn, exile that creature until Hixus leaves the "
             "battlefield.", "{3}{W}{W}", "4/4")
PENDULUM = card("Razor Pendulum", "Artifact",
                "At the beginning of each player's end step, if that player has 5 or less "
                "life, Razor Pendulum deals 2 damage to them.", "{4}")
BARGHEST = card("Hollowborn Barghest", "Creature — Demon Hound",
                "At the beginning of your upkeep, if you have no cards in hand, each opponent "
                "loses 2 life.\nAt the beginning of each opponent's upkeep, if that player has "
                "no cards in hand, they loses 2 life.", "{5}{B}{B}", "7/6")
TAINT = card("Power Taint", "Enchantment — Aura",
             "Enchant enchantment\nAt the beginning of the upkeep of enchanted enchantment's "
             "controller, that player loses 2 life unless they pays {2}.\nCycling {2}",
             "{1}{U}")
EMISSARY = card("Heliod's Emissary", "Enchantment Creature — Elk",
                "Bestow {6}{W}\nWhenever Heliod's Emissary or enchanted creature attacks, tap "
                "target creature an opponent controls.\nEnchanted creature gets +3/+3.",
                "{3}{W}", "3/3")
GUAN_YU = card("Guan Yu, Sainted Warrior", "Legendary Creature — Human Soldier Warrior",
               "Horsemanship\nWhen Guan Yu, Sainted Warrior is put into your graveyard from "
               "the battlefield, you may shuffle Guan Yu into your library.", "{3}{W}{W}",
               "3/5")


def _game(*cards: object) -> Game:
    game = table(*cards)  # type: ignore[arg-type]
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    return game


def _attack(game: Game, *attackers: int) -> None:
    for oid in attackers:
        game.obj(oid).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", attackers, "Bob"))


def test_cinderhorn_burns_the_player_whose_turn_saw_no_attack() -> None:
    game = _game(CINDERHORN)
    cinderhorn = enter(game, "Charging Cinderhorn")
    _attack(game, cinderhorn)
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert not game.obj(cinderhorn).counters.get("fury")
    game.perform(A.AdvanceTo("next_turn"))  # Bob attacks with nothing
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert game.obj(cinderhorn).counters.get("fury") == 1
    assert game.player("Bob").life == 15  # 4 combat damage, then 1 for the fury counter


def test_only_a_kicked_spell_pumps_the_goblin() -> None:
    game = _game(GOBLIN, SCUTA)
    goblin = enter(game, "Bloodstone Goblin")
    game.perform(A.CastSpell("Alice", hand(game, "Phyrexian Scuta"), (), (), "free"))
    assert game.chars(goblin).power == 2
    resolve_all(game)
    game.perform(A.CastSpell("Alice", hand(game, "Phyrexian Scuta"), (),
                             (("kicked", 1),), "free"))
    resolve_all(game)
    assert game.chars(goblin).power == 3 and game.chars(goblin).has_keyword("Menace")


def test_hixus_exiles_an_attacker_only_the_turn_it_entered() -> None:
    game = _game(HIXUS)
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.AdvanceTo("next_turn"))
    hixus = enter(game, "Hixus, Prison Warden")  # flashed in on Bob's turn
    game.obj(bears).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Bob", (bears,), "Alice"))
    game.perform(A.AdvanceTo("end_of_combat"))
    resolve_all(game)
    assert zone(game, bears) == Zone.EXILE
    game.perform(A.MoveObject(hixus, "hand"))  # until Hixus leaves the battlefield
    resolve_all(game)
    assert zone(game, bears) == Zone.BATTLEFIELD


def test_the_pendulum_hits_only_a_player_at_five_or_less() -> None:
    game = _game(PENDULUM)
    enter(game, "Razor Pendulum")
    game.perform(A.SetLife("Bob", -15))
    game.perform(A.AdvanceTo("end"))  # Alice's end step: Alice has 20
    resolve_all(game)
    assert (game.player("Alice").life, game.player("Bob").life) == (20, 5)
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert game.player("Bob").life == 3


def test_an_opponent_with_an_empty_hand_loses_two() -> None:
    game = _game(BARGHEST)
    enter(game, "Hollowborn Barghest")
    hand(game, "Grizzly Bears")  # Alice's hand is not empty: no loss for Bob
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("draw"))
    resolve_all(game)
    assert game.player("Bob").life == 18


def test_power_taint_makes_the_host_enchantments_controller_pay() -> None:
    game = _game(TAINT)
    alms = enter(game, "Alms", "Bob")
    enter(game, "Power Taint", attached_to=alms)
    game.perform(A.AdvanceTo("next_turn"))  # Bob's upkeep: Bob has no mana to pay
    game.perform(A.AdvanceTo("draw"))
    resolve_all(game)
    assert (game.player("Bob").life, game.player("Alice").life) == (18, 20)
    game.perform(A.AdvanceTo("next_turn"))  # Alice's upkeep: not the host's controller
    game.perform(A.AdvanceTo("draw"))
    resolve_all(game)
    assert game.player("Bob").life == 18


def test_bestowed_emissary_taps_when_its_host_attacks() -> None:
    game = _game(EMISSARY)
    bears = enter(game, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", hand(game, "Heliod's Emissary"), (bears,),
                             (("cost", "bestow"),), "free"))  # 702.103: an Aura
    resolve_all(game)
    wall = enter(game, "Grizzly Bears", "Bob")
    _attack(game, bears)
    resolve_all(game)
    assert game.obj(wall).tapped


def test_guan_yu_shuffles_back_from_your_graveyard() -> None:
    game = _game(GUAN_YU)
    guan = enter(game, "Guan Yu, Sainted Warrior")
    game.perform(A.DestroyObject(guan))
    resolve_all(game)
    assert zone(game, guan) == Zone.LIBRARY


def _sidequest() -> Any:
    faces: list[dict[str, Any]] = [
        {"name": "Sidequest: Raise a Chocobo // Black Chocobo",
         "faceName": "Sidequest: Raise a Chocobo", "side": "a", "manaCost": "{1}{G}",
         "type": "Enchantment", "layout": "transform",
         "text": "When this enchantment enters, create a 2/2 green Bird creature token with "
                 "\"Whenever a land you control enters, this token gets +1/+0 until end of "
                 "turn.\"\nAt the beginning of your first main phase, if you control four or "
                 "more Birds, transform this enchantment."},
        {"name": "Sidequest: Raise a Chocobo // Black Chocobo", "faceName": "Black Chocobo",
         "side": "b", "manaCost": "", "type": "Creature — Bird", "layout": "transform",
         "power": "2", "toughness": "2",
         "text": "When this permanent transforms into Black Chocobo, search your library for "
                 "a land card, put it onto the battlefield tapped, then shuffle.\nLandfall — "
                 "Whenever a land you control enters, Birds you control get +1/+0 until end of "
                 "turn."},
    ]
    definition = build_definition(record_from_checked_table(mtgjson_faces_table(faces)))
    assert definition.unknown_clauses == (), definition.unknown_clauses
    return definition


def test_505_1_the_first_main_phase_transforms_the_sidequest() -> None:
    sidequest = _sidequest()
    game = _game(sidequest)
    quest = enter(game, sidequest.name)
    resolve_all(game)  # one Bird token
    game.perform(A.CreateTokenAction("Alice", "Bird", 2, 2, count=3, subtypes=("Bird",)))
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("beginning_of_combat"))
    resolve_all(game)
    assert game.chars(quest).name == "Black Chocobo"
    assert [o for o in game.battlefield() if game.chars(o).name == "Island"]  # the search
