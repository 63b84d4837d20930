"""Conditions of "as long as" statics (611.3a), activation windows (602.5b) and casting
windows (601.3) read from Oracle text: an object's state, what opponents control, life
totals, hands, and stretches of the turn."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

MOLOCH = card("Thorned Moloch", "Creature — Lizard",
              "Prowess\nThorned Moloch has first strike as long as it's attacking.",
              "{2}{R}", "2/2")
ADMIRAL = card("Wu Admiral", "Creature — Human Soldier",
               "Wu Admiral gets +1/+1 as long as an opponent controls an Island.",
               "{4}{U}", "3/3")
GLAIVEMASTER = card("Auriok Glaivemaster", "Creature — Human Soldier",
                    "As long as Auriok Glaivemaster is equipped, it gets +1/+1 and has first "
                    "strike.", "{W}", "1/1")
DAGGER = card("Silver-Inlaid Dagger", "Artifact — Equipment",
              "Equipped creature gets +2/+0.\nAs long as equipped creature is a Human, it gets "
              "an additional +1/+0.\nEquip {2}", "{1}")
TORTOISE = card("Giant Tortoise", "Creature — Turtle",
                "Giant Tortoise gets +0/+3 as long as it's untapped.", "{1}{U}", "1/1")
CLOAK = card("Spectral Cloak", "Enchantment — Aura",
             "Enchant creature\nEnchanted creature has shroud as long as it's untapped.",
             "{U}{U}")
CULLBLADE = card("Ruthless Cullblade", "Creature — Vampire Warrior",
                 "Ruthless Cullblade gets +2/+1 as long as an opponent has 10 or less life.",
                 "{1}{B}", "2/1")
SCORIA = card("Scoria Cat", "Creature — Cat",
              "Scoria Cat gets +3/+3 as long as you control no untapped lands.",
              "{3}{R}{R}", "3/3")
NEZUMI = card("Deathmask Nezumi", "Creature — Rat Shaman",
              "As long as you have seven or more cards in hand, Deathmask Nezumi gets +2/+1 "
              "and has fear.", "{2}{B}", "2/2")
LONGBOWMAN = card("Wu Longbowman", "Creature — Human Soldier Archer",
                  "{T}: Wu Longbowman deals 1 damage to any target. Activate this ability only "
                  "during your turn, before attackers are declared.", "{2}{U}", "1/1")
TRAINEE = card("Bloodshot Trainee", "Creature — Goblin Warrior",
               "{T}: Bloodshot Trainee deals 4 damage to target creature. Activate this "
               "ability only if Bloodshot Trainee's power is 4 or greater.", "{3}{R}", "2/3")
POUNCER = card("Groundling Pouncer", "Creature — Faerie",
               "{G/U}: Groundling Pouncer gets +1/+3 and gains flying until end of turn. "
               "Activate this ability only once each turn and only if an opponent controls a "
               "creature with flying.", "{1}{G/U}", "2/1")
REMOVE = card("Remove", "Instant",
              "Cast this spell only during the declare attackers step and only if you've "
              "been attacked this step.\nReturn target attacking creature to its owner's hand.",
              "{U}")
ALEATORY = card("Aleatory", "Instant",
                "Cast this spell only during combat after blockers are declared.\nFlip a coin. "
                "If you win the flip, target creature gets +1/+1 until end of turn.\nDraw a "
                "card at the beginning of the next turn's upkeep.", "{1}{R}")
BIRD = card("Test Bird", "Creature — Bird", "Flying", "{U}", "1/1")


def _pt(game: Game, oid: int) -> tuple[int | None, int | None]:
    chars = game.chars(oid)
    return chars.power, chars.toughness


def _ready(game: Game, oid: int) -> int:
    game.obj(oid).controlled_since_turn_start = True
    return oid


def test_611_3a_first_strike_only_while_attacking() -> None:
    game = table(MOLOCH)
    library(game, "Alice")
    library(game, "Bob")
    moloch = _ready(game, enter(game, "Thorned Moloch"))
    assert not game.chars(moloch).has_keyword("First strike")
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (moloch,), "Bob"))
    assert game.chars(moloch).has_keyword("First strike")


def test_611_3a_bonus_while_an_opponent_controls_an_island() -> None:
    game = table(ADMIRAL)
    admiral = enter(game, "Wu Admiral")
    enter(game, "Island", "Alice")  # Alice's own Island does not count
    assert _pt(game, admiral) == (3, 3)
    enter(game, "Island", "Bob")
    assert _pt(game, admiral) == (4, 4)


def test_301_5_bonus_while_equipped_and_an_additional_bonus_for_humans() -> None:
    game = table(GLAIVEMASTER, DAGGER)
    glaivemaster = enter(game, "Auriok Glaivemaster")
    bears = enter(game, "Grizzly Bears")
    assert _pt(game, glaivemaster) == (1, 1)
    dagger = enter(game, "Silver-Inlaid Dagger")
    game.perform(A.AttachTo(dagger, glaivemaster))
    # +1/+1 and first strike (equipped), +2/+0 (Dagger), +1/+0 more (a Human)
    assert _pt(game, glaivemaster) == (5, 2)
    assert game.chars(glaivemaster).has_keyword("First strike")
    game.perform(A.AttachTo(dagger, bears))
    assert _pt(game, glaivemaster) == (1, 1)
    assert _pt(game, bears) == (4, 2)  # a Bear gets no additional +1/+0


def test_611_3a_untapped_creature_and_untapped_host() -> None:
    game = table(TORTOISE, CLOAK)
    tortoise = enter(game, "Giant Tortoise")
    enter(game, "Spectral Cloak", attached_to=tortoise)
    assert _pt(game, tortoise) == (1, 4)
    assert game.chars(tortoise).has_keyword("Shroud")
    game.obj(tortoise).tapped = True
    game.invalidate()
    assert _pt(game, tortoise) == (1, 1)
    assert not game.chars(tortoise).has_keyword("Shroud")


def test_611_3a_an_opponent_at_10_or_less_life() -> None:
    game = table(CULLBLADE)
    cullblade = enter(game, "Ruthless Cullblade")
    game.player("Alice").life = 5  # your own life does not count
    game.invalidate()
    assert _pt(game, cullblade) == (2, 1)
    game.player("Bob").life = 10
    game.invalidate()
    assert _pt(game, cullblade) == (4, 2)


def test_611_3a_no_untapped_lands() -> None:
    game = table(SCORIA)
    cat = enter(game, "Scoria Cat")
    assert _pt(game, cat) == (6, 6)
    mountain = enter(game, "Mountain")
    assert _pt(game, cat) == (3, 3)
    game.obj(mountain).tapped = True
    game.invalidate()
    assert _pt(game, cat) == (6, 6)


def test_611_3a_seven_or_more_cards_in_hand() -> None:
    game = table(NEZUMI)
    nezumi = enter(game, "Deathmask Nezumi")
    for _ in range(6):
        hand(game, "Island")
    assert _pt(game, nezumi) == (2, 2)
    hand(game, "Island")
    assert _pt(game, nezumi) == (4, 3)
    assert game.chars(nezumi).has_keyword("Fear")


def test_602_5b_only_during_your_turn_before_attackers_are_declared() -> None:
    game = table(LONGBOWMAN)
    library(game, "Alice")
    library(game, "Bob")
    archer = _ready(game, enter(game, "Wu Longbowman"))
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (), "Bob"))
    with pytest.raises(A.IllegalAction, match=r"602\.5b"):
        game.perform(A.ActivateAbility("Alice", archer, 1, targets=("Bob",)))
    game.perform(A.AdvanceTo("next_turn"))  # Bob's turn
    assert game.state.active == "Bob"
    game.perform(A.PassPriority("Bob"))
    with pytest.raises(A.IllegalAction, match=r"602\.5b"):
        game.perform(A.ActivateAbility("Alice", archer, 1, targets=("Bob",)))
    game.perform(A.AdvanceTo("next_turn"))  # Alice's upkeep: before attackers
    game.obj(archer).tapped = False
    game.perform(A.ActivateAbility("Alice", archer, 1, targets=("Bob",)))
    resolve_all(game)
    assert game.player("Bob").life == 19


def test_602_5b_only_if_its_power_is_4_or_greater() -> None:
    game = table(TRAINEE)
    trainee = _ready(game, enter(game, "Bloodshot Trainee"))
    bears = enter(game, "Grizzly Bears", "Bob")
    with pytest.raises(A.IllegalAction, match=r"602\.5b"):
        game.perform(A.ActivateAbility("Alice", trainee, 1, targets=(bears,)))
    game.perform(A.AddCounters(trainee, "+1/+1", 2))
    game.perform(A.ActivateAbility("Alice", trainee, 1, targets=(bears,)))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD


def test_602_5b_once_each_turn_and_only_if_an_opponent_has_a_flyer() -> None:
    game = table(POUNCER, BIRD)
    pouncer = enter(game, "Groundling Pouncer")
    enter(game, "Island")
    enter(game, "Island")
    enter(game, "Test Bird", "Alice")  # your own flyer does not count
    with pytest.raises(A.IllegalAction, match=r"602\.5b"):
        game.perform(A.ActivateAbility("Alice", pouncer, 1))
    enter(game, "Test Bird", "Bob")
    game.perform(A.ActivateAbility("Alice", pouncer, 1))
    resolve_all(game)
    assert _pt(game, pouncer) == (3, 4)
    with pytest.raises(A.IllegalAction, match="once each turn"):
        game.perform(A.ActivateAbility("Alice", pouncer, 1))


def test_601_3_only_in_the_declare_attackers_step_after_you_were_attacked() -> None:
    game = table(REMOVE)
    library(game, "Alice")
    library(game, "Bob")
    bears = _ready(game, enter(game, "Grizzly Bears"))
    enter(game, "Island", "Bob")
    remove = hand(game, "Remove", "Bob")
    game.perform(A.PassPriority("Alice"))
    with pytest.raises(A.IllegalAction, match="declare attackers"):
        game.perform(A.CastSpell("Bob", remove, targets=(bears,)))
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", remove, targets=(bears,)))
    resolve_all(game)
    assert zone(game, bears) == Zone.HAND


def test_601_3_not_when_nobody_attacked_you() -> None:
    game = table(REMOVE)
    library(game, "Alice")
    library(game, "Bob")
    enter(game, "Island", "Bob")
    remove = hand(game, "Remove", "Bob")
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (), "Bob"))
    assert game.state.step == Step.DECLARE_ATTACKERS
    game.perform(A.PassPriority("Alice"))
    with pytest.raises(A.IllegalAction, match="attacked"):
        game.perform(A.CastSpell("Bob", remove, targets=()))


def test_601_3_only_during_combat_after_blockers_are_declared() -> None:
    game = table(ALEATORY)
    library(game, "Alice")
    library(game, "Bob")
    bears = _ready(game, enter(game, "Grizzly Bears"))
    enter(game, "Mountain")
    enter(game, "Mountain")
    aleatory = hand(game, "Aleatory")
    with pytest.raises(A.IllegalAction, match="declare blockers"):
        game.perform(A.CastSpell("Alice", aleatory, targets=(bears,)))
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ()))
    game.perform(A.CastSpell("Alice", aleatory, targets=(bears,)))
    assert game.stack()


RETAINERS = card("Hewed Stone Retainers", "Artifact Creature — Golem",
                 "Cast this spell only if you've cast another spell this turn.", "{3}", "4/4")


def test_601_3_only_after_you_cast_another_spell_this_turn() -> None:
    game = table(RETAINERS)
    for _ in range(5):
        enter(game, "Forest")
    retainers = hand(game, "Hewed Stone Retainers")
    with pytest.raises(A.IllegalAction, match="spell this turn"):
        game.perform(A.CastSpell("Alice", retainers))
    bears = hand(game, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", bears))
    resolve_all(game)
    game.perform(A.CastSpell("Alice", retainers))
    resolve_all(game)
    assert zone(game, retainers) == Zone.BATTLEFIELD


VOW = card("Vow of Duty", "Enchantment — Aura",
           "Enchant creature\nEnchanted creature gets +2/+2, has vigilance, and can't attack "
           "you or a planeswalker you control.", "{2}{W}")


def test_508_1c_it_cant_attack_the_auras_controller_but_may_attack_others() -> None:
    game = table(VOW)
    library(game, "Alice")
    library(game, "Bob")
    mine = _ready(game, enter(game, "Grizzly Bears"))
    enter(game, "Vow of Duty", attached_to=mine)
    assert _pt(game, mine) == (4, 4)
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (mine,), "Bob"))  # Bob is not protected
    assert not game.obj(mine).tapped  # vigilance
    game.perform(A.AdvanceTo("next_turn"))
    theirs = _ready(game, enter(game, "Grizzly Bears", "Bob"))
    enter(game, "Vow of Duty", "Alice", attached_to=theirs)
    game.perform(A.AdvanceTo("declare_attackers"))
    with pytest.raises(A.IllegalAction, match=r"can't attack Alice"):
        game.perform(A.DeclareAttackers("Bob", (theirs,), "Alice"))


DESTINY = card("Favorable Destiny", "Enchantment — Aura",
               "Enchant creature\nEnchanted creature gets +1/+2 as long as it's white.\n"
               "Enchanted creature has shroud as long as its controller controls another "
               "creature.", "{1}{W}")
HAZY = card("Hazy Homunculus", "Creature — Homunculus Illusion",
            "Hazy Homunculus can't be blocked as long as defending player controls an "
            "untapped land.", "{1}{U}", "1/1")


def test_611_3a_shroud_while_the_hosts_controller_controls_another_creature() -> None:
    game = table(DESTINY)
    bears = enter(game, "Grizzly Bears", "Bob")
    enter(game, "Favorable Destiny", attached_to=bears)
    enter(game, "Grizzly Bears")  # Alice's creature does not count
    assert not game.chars(bears).has_keyword("Shroud")
    enter(game, "Grizzly Bears", "Bob")
    assert game.chars(bears).has_keyword("Shroud")


def test_509_1b_unblockable_while_the_defending_player_has_an_untapped_land() -> None:
    game = table(HAZY)
    library(game, "Alice")
    library(game, "Bob")
    hazy = _ready(game, enter(game, "Hazy Homunculus"))
    bears = enter(game, "Grizzly Bears", "Bob")
    land = enter(game, "Island", "Bob")
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (hazy,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    with pytest.raises(A.IllegalAction):
        game.perform(A.DeclareBlockers("Bob", ((bears, hazy),)))
    game.obj(land).tapped = True
    game.invalidate()
    game.perform(A.DeclareBlockers("Bob", ((bears, hazy),)))


TENZA = card("Tenza, Godo's Maul", "Legendary Artifact — Equipment",
             "Equipped creature gets +1/+1. As long as it's legendary, it gets an additional "
             "+2/+2. As long as it's red, it has trample.\nEquip {1}", "{3}")
LEGEND = card("Test Legend", "Legendary Creature — Human Warrior", "", "{1}{R}", "2/2")


def test_611_3a_an_additional_bonus_while_the_equipped_creature_is_legendary() -> None:
    game = table(TENZA, LEGEND)
    legend = enter(game, "Test Legend")
    bears = enter(game, "Grizzly Bears")
    tenza = enter(game, "Tenza, Godo's Maul")
    game.perform(A.AttachTo(tenza, legend))
    assert _pt(game, legend) == (5, 5)
    assert game.chars(legend).has_keyword("Trample")
    game.perform(A.AttachTo(tenza, bears))
    assert _pt(game, bears) == (3, 3)
    assert not game.chars(bears).has_keyword("Trample")


CARVER = card("Mind Carver", "Artifact — Equipment",
              "When Mind Carver enters, attach it to target creature you control.\nEquipped "
              "creature gets +1/+0. It gets +3/+1 instead as long as an opponent has eight or "
              "more cards in their graveyard.\nEquip {2}{B}", "{B}")


def test_611_3a_a_bigger_bonus_instead_while_an_opponent_has_eight_cards_in_graveyard() -> None:
    game = table(CARVER)
    bears = enter(game, "Grizzly Bears")
    enter(game, "Mind Carver", attached_to=bears)
    assert _pt(game, bears) == (3, 2)
    library(game, "Bob", 8)
    for oid in list(game.state.zone_ids(Zone.LIBRARY, "Bob")):
        game.perform(A.MoveObject(oid, "graveyard"))
    assert _pt(game, bears) == (5, 3)  # +3/+1 instead of +1/+0, not both
