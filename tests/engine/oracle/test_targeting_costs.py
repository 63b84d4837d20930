"""601.2f, 602.2b: cost changes for spells and abilities that target something, from
Oracle text; the targets are chosen before the total cost is locked in (601.2c)."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, table, zone

SCION = card("Elderwood Scion", "Creature — Elemental",
             "Trample, lifelink\nSpells you cast that target Elderwood Scion cost {2} less to "
             "cast.\nSpells your opponents cast that target Elderwood Scion cost {2} more to "
             "cast.", "{3}{G}{W}", "4/4")
OUPHE = card("Spellwild Ouphe", "Creature — Ouphe",
             "Spells that target Spellwild Ouphe cost {2} less to cast.", "{1}{G}", "1/3")
KOPALA = card("Kopala, Warden of Waves", "Legendary Creature — Merfolk Wizard",
              "Spells your opponents cast that target a Merfolk you control cost {2} more to "
              "cast.\nAbilities your opponents activate that target a Merfolk you control cost "
              "{2} more to activate.", "{1}{U}{U}", "2/2")
SORCERER = card("Prodigal Sorcerer", "Creature — Human Wizard",
                "{T}: Prodigal Sorcerer deals 1 damage to any target.", "{2}{U}", "1/1")


def _bobs_turn_to_act(game: Game) -> None:
    game.perform(A.PassPriority("Alice"))  # Bob gets priority (117.3d)


def test_601_2f_your_spells_that_target_it_cost_two_less() -> None:
    game = table(SCION)
    scion = enter(game, "Elderwood Scion")
    enter(game, "Plains")
    enter(game, "Swamp")  # {W}{B}: Vindicate's {1} is paid by the reduction
    game.perform(A.CastSpell("Alice", hand(game, "Vindicate"), targets=(scion,)))
    assert zone(game, scion) == Zone.BATTLEFIELD and len(game.stack()) == 1


def test_601_2f_opponents_spells_that_target_it_cost_two_more() -> None:
    game = table(SCION)
    scion = enter(game, "Elderwood Scion")
    bears = enter(game, "Grizzly Bears")
    enter(game, "Mountain", "Bob")
    enter(game, "Mountain", "Bob")
    _bobs_turn_to_act(game)
    with pytest.raises(A.IllegalAction, match="not enough mana"):
        game.perform(A.CastSpell("Bob", hand(game, "Lightning Bolt", "Bob"), targets=(scion,)))
    game.perform(A.CastSpell("Bob", hand(game, "Lightning Bolt", "Bob"), targets=(bears,)))
    assert len(game.stack()) == 1  # another target: the usual {R}


def test_601_2f_anyones_spells_that_target_it_cost_two_less() -> None:
    game = table(OUPHE)
    ouphe = enter(game, "Spellwild Ouphe", "Bob")  # Alice's spell at Bob's Ouphe
    enter(game, "Plains")
    enter(game, "Swamp")
    game.perform(A.CastSpell("Alice", hand(game, "Vindicate"), targets=(ouphe,)))
    assert len(game.stack()) == 1


def test_601_2f_opponents_spells_that_target_your_merfolk_cost_more() -> None:
    game = table(KOPALA)
    kopala = enter(game, "Kopala, Warden of Waves")
    enter(game, "Mountain", "Bob")
    enter(game, "Mountain", "Bob")
    _bobs_turn_to_act(game)
    with pytest.raises(A.IllegalAction, match="not enough mana"):
        game.perform(A.CastSpell("Bob", hand(game, "Lightning Bolt", "Bob"), targets=(kopala,)))
    enter(game, "Mountain", "Bob")
    game.perform(A.CastSpell("Bob", hand(game, "Lightning Bolt", "Bob"), targets=(kopala,)))
    assert len(game.stack()) == 1


def test_602_2b_opponents_abilities_that_target_your_merfolk_cost_more() -> None:
    game = table(KOPALA, SORCERER)
    kopala = enter(game, "Kopala, Warden of Waves")
    sorcerer = enter(game, "Prodigal Sorcerer", "Bob")
    _bobs_turn_to_act(game)
    with pytest.raises(A.IllegalAction, match="not enough mana"):
        game.perform(A.ActivateAbility("Bob", sorcerer, 1, targets=(kopala,)))
    game.perform(A.ActivateAbility("Bob", sorcerer, 1, targets=("Alice",)))  # no Merfolk
    assert len(game.stack()) == 1


def test_602_2b_the_ability_is_activated_paying_two_more() -> None:
    game = table(KOPALA, SORCERER)
    kopala = enter(game, "Kopala, Warden of Waves")
    sorcerer = enter(game, "Prodigal Sorcerer", "Bob")
    islands = [enter(game, "Island", "Bob") for _ in range(2)]
    _bobs_turn_to_act(game)
    game.perform(A.ActivateAbility("Bob", sorcerer, 1, targets=(kopala,)))
    assert all(game.obj(i).tapped for i in islands) and len(game.stack()) == 1


SUPPRESSION = card("Suppression Field", "Enchantment",
                   "Activated abilities cost {2} more to activate unless they're mana "
                   "abilities.", "{1}{W}")


def test_602_2b_activated_abilities_cost_two_more_but_mana_abilities() -> None:
    game = table(SUPPRESSION, SORCERER)
    enter(game, "Suppression Field", "Bob")
    sorcerer = enter(game, "Prodigal Sorcerer")
    game.obj(sorcerer).controlled_since_turn_start = True
    with pytest.raises(A.IllegalAction, match="not enough mana"):
        game.perform(A.ActivateAbility("Alice", sorcerer, 1, targets=("Bob",)))
    islands = [enter(game, "Island") for _ in range(2)]  # their mana abilities: no more
    game.perform(A.ActivateAbility("Alice", sorcerer, 1, targets=("Bob",)))
    assert all(game.obj(i).tapped for i in islands) and len(game.stack()) == 1
