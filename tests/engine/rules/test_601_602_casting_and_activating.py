"""Casting spells (601), activating abilities (602), mana (106, 107, 605): what scenario
files can't say (paying from the pool, colourless mana, cost increases...)."""

from __future__ import annotations

import pytest

from tabletop.engine.definitions import replacement_specs as R
from tabletop.engine.definitions.abilities import StaticAbility
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.effects import Affects, EffectSpec, RuleChange
from tabletop.engine.definitions.expressions import Const
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import GainLife
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import PT, CardDefinition
from tabletop.engine.model.enums import CardType, Step, Zone
from tabletop.engine.model.mana import ManaCost
from tabletop.engine.rules.legal_actions import legal_actions
from tests.engine.rules_kit import (
    CREATURE,
    activated,
    creature,
    enchantment,
    enter,
    hand,
    library,
    resolve_all,
    table,
    zone,
)


def test_601_2g_pay_from_the_pool_after_activating_mana_abilities() -> None:
    """601.2g-h, 605.3a: a person clicks lands first (mana abilities resolve at once, no
    stack, priority stays), then pays from the pool (pay="pool")."""
    game = table()
    mountain = enter(game, "Mountain")
    forest = enter(game, "Forest")
    bolt = hand(game, "Lightning Bolt")
    with pytest.raises(A.IllegalAction, match="mana pool"):
        game.perform(A.CastSpell("Alice", bolt, ("Bob",), pay="pool"))
    game.perform(A.ActivateAbility("Alice", forest, 1))
    assert game.player("Alice").mana_pool == {"G": 1}
    assert game.stack() == [] and game.state.priority == "Alice"
    with pytest.raises(A.IllegalAction, match=r"need \{R\}"):
        game.perform(A.CastSpell("Alice", bolt, ("Bob",), pay="pool"))
    game.perform(A.ActivateAbility("Alice", mountain, 1))
    game.perform(A.CastSpell("Alice", bolt, ("Bob",), pay="pool"))
    assert game.player("Alice").mana_pool == {"G": 1}  # the unspent mana stays ...
    resolve_all(game)
    assert game.player("Bob").life == 17
    game.perform(A.PassPriority("Alice"))
    game.perform(A.PassPriority("Bob"))
    assert game.state.step == Step.BEGINNING_OF_COMBAT
    assert game.player("Alice").mana_pool == {}  # ... until the step ends (500.4)


def test_auto_payment_uses_the_pool_first() -> None:
    """Mana already in the pool is spent before more lands are tapped."""
    game = table()
    m1, m2 = enter(game, "Mountain"), enter(game, "Mountain")
    island = enter(game, "Island")
    game.perform(A.ActivateAbility("Alice", island, 1))
    game.perform(A.CastSpell("Alice", hand(game, "Wind Drake")))  # {2}{U}
    assert game.player("Alice").mana_pool == {}
    assert game.obj(m1).tapped and game.obj(m2).tapped


def test_107_4c_colorless_mana_needs_colorless_sources() -> None:
    """107.4c: {C} can be paid only with colourless mana (Wastes, Sol Ring)."""
    eldrazi = creature("Colorless Scion", 2, 2, cost="{1}{C}")
    game = table(eldrazi)
    enter(game, "Forest")
    enter(game, "Forest")
    scion = hand(game, "Colorless Scion")
    with pytest.raises(A.IllegalAction, match=r"\{C\}"):
        game.perform(A.CastSpell("Alice", scion))
    wastes = enter(game, "Wastes")
    game.perform(A.CastSpell("Alice", scion))
    assert game.obj(wastes).tapped


def test_106_mana_sources_that_make_two_mana_or_one_of_several() -> None:
    """Joraga Treespeaker at level 1 ({T}: Add {G}{G}) pays two; a dual land pays one of
    its colours (Tropical Island: {G} or {U})."""
    game = table()
    joraga = enter(game, "Joraga Treespeaker", counters=(("level", 1),))
    island = enter(game, "Tropical Island")
    game.perform(A.CastSpell("Alice", hand(game, "Grizzly Bears")))  # {1}{G}
    assert game.obj(joraga).tapped and not game.obj(island).tapped
    resolve_all(game)
    game.perform(A.CastSpell("Alice", hand(game, "Llanowar Elves")))  # {G}: the dual land
    assert game.obj(island).tapped


def test_601_2f_cost_increase_is_added_before_paying() -> None:
    """601.2f: "Noncreature spells cost {1} more" makes Lightning Bolt cost {1}{R}."""
    tax = enchantment("Tax Collector", StaticAbility(
        "Noncreature spells cost {1} more to cast.", effects=(EffectSpec(
            (RuleChange(R.SPELL_COST_INCREASE, (("amount", 1),)),), Affects.MATCHING,
            ObjectFilter(not_types=CREATURE, zone=None)),)))
    game = table(tax)
    enter(game, "Tax Collector", "Bob")
    enter(game, "Mountain")
    bolt = hand(game, "Lightning Bolt")
    before = game.state_hash()
    with pytest.raises(A.IllegalAction, match="not enough mana"):
        game.perform(A.CastSpell("Alice", bolt, ("Bob",)))
    assert game.state_hash() == before  # 730: the card is back in hand, nothing tapped
    assert zone(game, bolt) == Zone.HAND
    enter(game, "Forest")
    game.perform(A.CastSpell("Alice", bolt, ("Bob",)))
    assert not game.player("Alice").mana_pool


def test_107_3_x_can_not_be_negative_and_modes_must_exist() -> None:
    game = table()
    for _ in range(3):
        enter(game, "Forest")
    enter(game, "Plains")
    with pytest.raises(A.IllegalAction, match=r"107\.3"):
        game.perform(A.CastSpell("Alice", hand(game, "Hangarback Walker"), (),
                                 (("x", -1),)))
    with pytest.raises(A.IllegalAction, match=r"700\.2"):
        game.perform(A.CastSpell("Alice", hand(game, "Healing Salve"), ("Alice",),
                                 (("mode", 3),)))


def test_602_5b_once_each_turn() -> None:
    """602.5b: "Activate only once each turn"."""
    once = creature("Patient Cleric", 1, 1, activated(
        "{0}: You gain 1 life. Activate only once each turn.", cost=Cost(),
        effect=(GainLife(Const(1)),), once_per_turn=True))
    game = table(once)
    library(game, "Alice")
    library(game, "Bob")
    cleric = enter(game, "Patient Cleric")
    game.perform(A.ActivateAbility("Alice", cleric, 1))
    with pytest.raises(A.IllegalAction, match=r"602\.5b"):
        game.perform(A.ActivateAbility("Alice", cleric, 1))
    resolve_all(game)
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.ActivateAbility("Alice", cleric, 1))
    resolve_all(game)
    assert game.player("Alice").life == 22


def test_702_61_split_second_stops_spells_but_not_mana_abilities() -> None:
    game = table()
    for name in ("Swamp", "Swamp", "Swamp", "Mountain"):
        enter(game, name)
    forest = enter(game, "Forest")
    enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Sudden Spoiling"), ("Bob",)))
    bolt = hand(game, "Lightning Bolt")
    with pytest.raises(A.IllegalAction, match=r"702\.61"):
        game.perform(A.CastSpell("Alice", bolt, ("Bob",)))
    game.perform(A.ActivateAbility("Alice", forest, 1))  # 702.61b: mana abilities still
    assert game.player("Alice").mana_pool == {"G": 1}


def test_flash_and_sorcery_timing() -> None:
    """307.1 vs 702.8a: a creature only in your main phase with an empty stack; Dress
    Down (flash) at any time you could cast an instant."""
    game = table()
    for _ in range(4):
        enter(game, "Island")
    game.perform(A.PassPriority("Alice"))  # Bob has priority in Alice's main phase
    with pytest.raises(A.IllegalAction, match="sorcery timing"):
        game.perform(A.CastSpell("Bob", hand(game, "Wind Drake", "Bob")))
    enter(game, "Island", "Bob")
    enter(game, "Island", "Bob")
    game.perform(A.CastSpell("Bob", hand(game, "Dress Down", "Bob")))
    assert game.stack()


def test_305_playing_lands() -> None:
    """305.2: one land per turn, in a main phase of your turn with an empty stack."""
    game = table()
    first, second = hand(game, "Forest"), hand(game, "Forest")
    game.perform(A.PlayLand("Alice", first))
    with pytest.raises(A.IllegalAction, match=r"305\.2"):
        game.perform(A.PlayLand("Alice", second))
    assert [o.legal for o in legal_actions(game, "Alice")
            if isinstance(o.action, A.PlayLand)] == [False]


def test_legal_actions_list_reasons() -> None:
    """The window greys out what can't be done, with the engine's reason."""
    game = table()
    student = enter(game, "Student of Warfare")
    bolt = hand(game, "Lightning Bolt")
    options = {o.label: o for o in legal_actions(game, "Alice")}
    assert not options["Cast Lightning Bolt"].legal
    assert "mana" in options["Cast Lightning Bolt"].reason
    assert not options["Level up"].legal
    enter(game, "Plains")
    enter(game, "Mountain")
    options = {o.label: o for o in legal_actions(game, "Alice")}
    assert options["Cast Lightning Bolt"].legal and options["Level up"].legal
    assert options["Pass priority"].legal
    assert not any(o.legal for o in legal_actions(game, "Bob")
                   if not isinstance(o.action, A.PassPriority))
    assert bolt and student


def test_730_a_failed_payment_changes_nothing() -> None:
    game = table()
    enter(game, "Plains")
    knight = hand(game, "Knight of Cliffhaven")  # {1}{W}
    before = game.state_hash()
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", knight))
    assert game.state_hash() == before


def test_606_loyalty_cost_is_paid_with_counters() -> None:
    """606.4: [-3] removes three loyalty counters as a cost; 606.6: not with fewer."""
    game = table()
    library(game, "Alice")
    ob = enter(game, "Ob Nixilis Reignited", counters=(("loyalty", 2),))
    bears = enter(game, "Grizzly Bears", "Bob")
    with pytest.raises(A.IllegalAction, match=r"606\.6"):
        game.perform(A.ActivateAbility("Alice", ob, 2, (bears,)))
    game.perform(A.ActivateAbility("Alice", ob, 1))
    assert game.obj(ob).counters["loyalty"] == 3


def test_creature_card_definition_stays_immutable() -> None:
    card = CardDefinition("Plain Bear", ManaCost.parse("{1}{G}"),
                          types=frozenset({CardType.CREATURE}), power=PT(2), toughness=PT(2))
    game = table(card)
    oid = enter(game, "Plain Bear")
    game.perform(A.AddCounters(oid, "+1/+1", 1))
    assert card.power == PT(2)


def test_702_29_cycling_discards_the_card_as_a_cost() -> None:
    """702.29a: "Cycling {U}" means "{U}, Discard this card: Draw a card." (from hand)."""
    game = table()
    library(game, "Alice")
    enter(game, "Island")
    guile = hand(game, "Mage's Guile")
    game.perform(A.ActivateAbility("Alice", guile, "Cycling"))
    assert zone(game, guile) == Zone.GRAVEYARD
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 1
