""""As ~ enters, choose a [nonland] card name" and what reads the name (614.12, 201.3):
Pithing Needle, Voidstone Gargoyle, Council of the Absolute, Declaration of Naught."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.action_questions import questions_for
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, newest, resolve_all, table, zone

NEEDLE = card("Pithing Needle", "Artifact",
              "As Pithing Needle enters, choose a card name.\nActivated abilities of sources "
              "with the chosen name can't be activated unless they're mana abilities.", "{1}")
GARGOYLE = card("Voidstone Gargoyle", "Creature — Gargoyle",
                "Flying\nAs Voidstone Gargoyle enters, choose a nonland card name.\nSpells "
                "with the chosen name can't be cast.\nActivated abilities of sources with "
                "the chosen name can't be activated.", "{3}{W}{W}", "3/3")
COUNCIL = card("Council of the Absolute", "Creature — Human Advisor",
               "As Council of the Absolute enters, choose a noncreature, nonland card name.\n"
               "Your opponents can't cast spells with the chosen name.\nSpells with the "
               "chosen name you cast cost {2} less to cast.", "{2}{W}{U}", "2/4")
DECLARATION = card("Declaration of Naught", "Enchantment",
                   "As Declaration of Naught enters, choose a card name.\n{U}: Counter target "
                   "spell with the chosen name.", "{U}{U}")
SORCERER = card("Prodigal Sorcerer", "Creature — Human Wizard",
                "{T}: Prodigal Sorcerer deals 1 damage to any target.", "{2}{U}", "1/1")
ELVES = card("Llanowar Elves", "Creature — Elf Druid", "{T}: Add {G}.", "{G}", "1/1")
INSPIRATION = card("Inspiration", "Instant", "Target player draws two cards.", "{3}{U}")
DIVINATION = card("Divination", "Sorcery", "Draw two cards.", "{2}{U}")


def _cast(game: Game, name: str, player: str, chosen: str) -> int:
    spell = hand(game, name, player)
    game.perform(A.CastSpell(player, spell, choices=(("card_name", chosen),), pay="free"))
    resolve_all(game)
    return newest(game, spell)


def test_614_12_pithing_needle_stops_the_named_sources_but_not_mana_abilities() -> None:
    game = table(NEEDLE, SORCERER, ELVES)
    sorcerer = enter(game, "Prodigal Sorcerer", "Bob")
    elves = enter(game, "Llanowar Elves", "Bob")
    other = enter(game, "Prodigal Sorcerer", "Alice")
    needle = _cast(game, "Pithing Needle", "Alice", "Prodigal Sorcerer")
    assert game.obj(needle).chosen["card_name"] == "Prodigal Sorcerer"
    # a second Needle naming a mana source: its mana ability still works (605.1a)
    _cast(game, "Pithing Needle", "Alice", "Llanowar Elves")
    # every source with that name, Alice's own Sorcerer too (602.5)
    with pytest.raises(A.IllegalAction, match="can't have its abilities activated"):
        game.perform(A.ActivateAbility("Alice", other, 1, targets=("Bob",)))
    game.perform(A.PassPriority("Alice"))  # Bob has priority
    with pytest.raises(A.IllegalAction, match="can't have its abilities activated"):
        game.perform(A.ActivateAbility("Bob", sorcerer, 1, targets=("Alice",)))
    game.perform(A.ActivateAbility("Bob", elves, 1))
    assert game.player("Bob").mana_pool == {"G": 1}


def test_614_12_voidstone_gargoyle_names_a_nonland_card_for_spells_and_abilities() -> None:
    game = table(GARGOYLE, SORCERER)
    sorcerer = enter(game, "Prodigal Sorcerer", "Bob")
    hand(game, "Lightning Bolt", "Bob")
    gargoyle = hand(game, "Voidstone Gargoyle")
    asked = [q for q in questions_for(game, A.CastSpell("Alice", gargoyle))
             if q.key == "card_name"]
    assert asked and "Lightning Bolt" in asked[0].values and "Forest" not in asked[0].values
    _cast(game, "Voidstone Gargoyle", "Alice", "Lightning Bolt")
    enter(game, "Mountain", "Bob")
    game.perform(A.PassPriority("Alice"))
    bolt = hand(game, "Lightning Bolt", "Bob")
    with pytest.raises(A.IllegalAction, match="can't cast"):
        game.perform(A.CastSpell("Bob", bolt, targets=("Alice",)))
    # another name's sources are not stopped
    game.perform(A.ActivateAbility("Bob", sorcerer, 1, targets=("Alice",)))
    resolve_all(game)
    assert game.state.players["Alice"].life == 19


def test_201_3_a_land_name_is_refused_for_a_nonland_card_name() -> None:
    game = table(GARGOYLE)
    enter(game, "Forest", "Bob")
    hand(game, "Lightning Bolt", "Bob")
    gargoyle = _cast(game, "Voidstone Gargoyle", "Alice", "Forest")
    assert game.obj(gargoyle).chosen["card_name"] == "Lightning Bolt"


def test_614_12_council_of_the_absolute_stops_opponents_and_discounts_its_controller() -> None:
    game = table(COUNCIL, INSPIRATION)
    _cast(game, "Council of the Absolute", "Alice", "Inspiration")
    library(game, "Alice")
    enter(game, "Island")
    enter(game, "Island")
    mine = hand(game, "Inspiration")
    game.perform(A.CastSpell("Alice", mine, targets=("Alice",)))  # {3}{U} less {2}
    assert zone(game, mine) == Zone.STACK
    resolve_all(game)
    for _ in range(4):
        enter(game, "Island", "Bob")
    game.perform(A.PassPriority("Alice"))
    with pytest.raises(A.IllegalAction, match="can't cast"):
        game.perform(A.CastSpell("Bob", hand(game, "Inspiration", "Bob"), targets=("Bob",)))


def test_614_12_declaration_of_naught_counters_only_spells_with_the_chosen_name() -> None:
    game = table(DECLARATION, DIVINATION)
    declaration = _cast(game, "Declaration of Naught", "Alice", "Divination")
    enter(game, "Island")
    enter(game, "Mountain", "Bob")
    game.perform(A.PassPriority("Alice"))
    bolt = hand(game, "Lightning Bolt", "Bob")
    game.perform(A.CastSpell("Bob", bolt, targets=("Alice",)))
    game.perform(A.PassPriority("Bob"))
    with pytest.raises(A.IllegalAction):  # not the chosen name (115.1)
        game.perform(A.ActivateAbility("Alice", declaration, 1, targets=(newest(game, bolt),)))
    resolve_all(game)
    divination = hand(game, "Divination")
    game.perform(A.CastSpell("Alice", divination, pay="free"))
    game.perform(A.ActivateAbility("Alice", declaration, 1, targets=(newest(game, divination),)))
    resolve_all(game)
    assert zone(game, divination) == Zone.GRAVEYARD
    assert game.state.zone_ids(Zone.HAND, "Alice") == []  # nothing drawn


SPYGLASS = card("Sorcerous Spyglass", "Artifact",
                "As Sorcerous Spyglass enters, look at an opponent's hand, then choose any card "
                "name.\nActivated abilities of sources with the chosen name can't be activated "
                "unless they're mana abilities.", "{2}")


def test_614_12_sorcerous_spyglass_looks_at_a_hand_then_names_a_card() -> None:
    game = table(SPYGLASS, SORCERER)
    sorcerer = enter(game, "Prodigal Sorcerer", "Bob")
    bolt = hand(game, "Lightning Bolt", "Bob")
    spyglass = hand(game, "Sorcerous Spyglass")
    game.perform(A.CastSpell("Alice", spyglass, choices=(("card_name", "Prodigal Sorcerer"),),
                             pay="free"))
    events = resolve_all(game)
    (look,) = [e for e in events if e.kind == "look"]
    assert look.player == "Alice" and bolt in look.objects
    game.perform(A.PassPriority("Alice"))
    with pytest.raises(A.IllegalAction, match="can't have its abilities activated"):
        game.perform(A.ActivateAbility("Bob", sorcerer, 1, targets=("Alice",)))


PRELATE = card("Sanctum Prelate", "Creature — Human Cleric",
               "As Sanctum Prelate enters, choose a number.\nNoncreature spells with mana value "
               "equal to the chosen number can't be cast.", "{1}{W}{W}", "2/2")


def test_614_12_sanctum_prelate_stops_noncreature_spells_of_the_chosen_mana_value() -> None:
    game = table(PRELATE, DIVINATION)
    prelate = hand(game, "Sanctum Prelate")
    asked = [q.key for q in questions_for(game, A.CastSpell("Alice", prelate))]
    assert "number" in asked
    game.perform(A.CastSpell("Alice", prelate, choices=(("number", 1),), pay="free"))
    resolve_all(game)
    library(game, "Alice")
    for _ in range(3):
        enter(game, "Island")
    divination = hand(game, "Divination")  # mana value 3: not the chosen number
    game.perform(A.CastSpell("Alice", divination))
    assert zone(game, divination) == Zone.STACK
    resolve_all(game)
    enter(game, "Mountain", "Bob")
    game.perform(A.PassPriority("Alice"))
    with pytest.raises(A.IllegalAction, match="can't cast"):
        game.perform(A.CastSpell("Bob", hand(game, "Lightning Bolt", "Bob"), targets=("Alice",)))
