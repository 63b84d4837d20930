"""More parts of activation costs (118.3, 602.2b) read from Oracle text: milling, counters
put or removed, exerting, exiling from the hand, sacrificing and returning several
permanents, tapping a snow land or a Cephalid (205.4a, 205.3m)."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

ABOSHAN = card("Aboshan, Cephalid Emperor", "Legendary Creature — Cephalid",
               "Tap an untapped Cephalid you control: Tap target permanent.\n"
               "{U}{U}{U}: Tap all creatures without flying.", "{4}{U}{U}", "3/3")
KARPLUSAN = card("Karplusan Giant", "Creature — Giant",
                 "Tap an untapped snow land you control: Karplusan Giant gets +1/+1 until end "
                 "of turn.", "{6}{R}", "3/3")
SNOW_MOUNTAIN = card("Snow-Covered Mountain", "Basic Snow Land — Mountain", "({T}: Add {R}.)")
MILLIKIN = card("Millikin", "Artifact Creature — Construct",
                "{T}, Put the top card of your library into your graveyard: Add {C}.", "{2}",
                "0/1")
WRETCH = card("Cinderhaze Wretch", "Creature — Elemental Shaman",
              "{T}: Target player discards a card. Activate this ability only during your "
              "turn.\nPut a -1/-1 counter on Cinderhaze Wretch: Untap Cinderhaze Wretch.",
              "{4}{B}", "3/2")
SAGE = card("Sage of Fables", "Creature — Merfolk Wizard",
            "Each other Wizard creature you control enters with an additional +1/+1 counter "
            "on it.\n{2}, Remove a +1/+1 counter from a creature you control: Draw a card.",
            "{2}{U}", "2/2")
NOVIJEN = card("Novijen Sages", "Creature — Human Advisor Mutant",
               "Graft 4\n{1}, Remove two +1/+1 counters from among creatures you control: "
               "Draw a card.", "{4}{U}{U}", "0/0")
BLOOM = card("Cadaverous Bloom", "Enchantment",
             "Exile a card from your hand: Add {B}{B} or {G}{G}.", "{3}{B}{G}")
DRONE = card("Viscerid Drone", "Creature — Homarid Drone",
             "{T}, Sacrifice a creature and a Swamp: Destroy target nonartifact creature. It "
             "can't be regenerated.\n{T}, Sacrifice a creature and a snow Swamp: Destroy "
             "target creature. It can't be regenerated.", "{1}{U}", "1/2")
STEWARD = card("Steward of Solidarity", "Creature — Human Warrior",
               "{T}, Exert Steward of Solidarity: Create a 1/1 white Warrior creature token "
               "with vigilance.", "{1}{W}", "2/2")
SORATAMI = card("Soratami Seer", "Creature — Moonfolk Wizard",
                "Flying\n{4}, Return two lands you control to their owner's hand: Discard all "
                "the cards in your hand, then draw that many cards.", "{4}{U}", "2/3")


def test_205_3m_tap_an_untapped_cephalid_even_the_source_itself() -> None:
    # 302.6: no {T} in the cost, so a Cephalid that just arrived may be tapped for it
    game = table(ABOSHAN)
    aboshan = enter(game, "Aboshan, Cephalid Emperor")
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.ActivateAbility("Alice", aboshan, 1, (bears,)))
    resolve_all(game)
    assert game.obj(aboshan).tapped and game.obj(bears).tapped
    with pytest.raises(A.IllegalAction, match="untapped"):
        game.perform(A.ActivateAbility("Alice", aboshan, 1, (bears,)))


def test_205_4a_tap_an_untapped_snow_land() -> None:
    game = table(KARPLUSAN, SNOW_MOUNTAIN)
    giant = enter(game, "Karplusan Giant")
    enter(game, "Mountain")
    with pytest.raises(A.IllegalAction, match="snow"):
        game.perform(A.ActivateAbility("Alice", giant, 1))
    snow = enter(game, "Snow-Covered Mountain")
    game.perform(A.ActivateAbility("Alice", giant, 1))
    resolve_all(game)
    assert game.obj(snow).tapped and game.chars(giant).power == 4


def test_701_13_mill_a_card_as_a_cost() -> None:
    game = table(MILLIKIN)
    millikin = enter(game, "Millikin", sick=False)
    with pytest.raises(A.IllegalAction, match="library"):
        game.perform(A.ActivateAbility("Alice", millikin, 1))
    library(game, "Alice", 2)
    game.perform(A.ActivateAbility("Alice", millikin, 1))
    assert game.player("Alice").mana_pool == {"C": 1}
    assert len(game.state.zone_ids(Zone.LIBRARY, "Alice")) == 1
    assert len(game.state.zone_ids(Zone.GRAVEYARD, "Alice")) == 1


def test_122_put_a_minus_counter_on_itself_to_untap() -> None:
    game = table(WRETCH)
    wretch = enter(game, "Cinderhaze Wretch", tapped=True)
    game.perform(A.ActivateAbility("Alice", wretch, 2))
    resolve_all(game)
    assert not game.obj(wretch).tapped
    assert game.obj(wretch).counters["-1/-1"] == 1 and game.chars(wretch).toughness == 1


def test_118_3_remove_a_counter_from_a_creature_you_control() -> None:
    game = table(SAGE)
    sage = enter(game, "Sage of Fables")
    library(game, "Alice", 3)
    for _ in range(2):
        enter(game, "Island")
    with pytest.raises(A.IllegalAction, match="counter"):
        game.perform(A.ActivateAbility("Alice", sage, 1))
    bears = enter(game, "Grizzly Bears")
    game.put_counters(bears, "+1/+1", 1)
    game.perform(A.ActivateAbility("Alice", sage, 1))
    resolve_all(game)
    assert game.obj(bears).counters.get("+1/+1", 0) == 0
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 1


def test_118_3_remove_counters_from_among_creatures() -> None:
    game = table(NOVIJEN)
    sages = enter(game, "Novijen Sages")  # graft 4: it enters with four counters
    bears = enter(game, "Grizzly Bears")
    game.put_counters(bears, "+1/+1", 1)
    library(game, "Alice", 3)
    enter(game, "Island")

    def total() -> int:
        return sum(game.obj(o).counters.get("+1/+1", 0) for o in (sages, bears))

    before = total()
    game.perform(A.ActivateAbility("Alice", sages, 1))
    resolve_all(game)
    assert total() == before - 2
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 1


def test_118_3_exile_a_card_from_your_hand() -> None:
    game = table(BLOOM)
    bloom = enter(game, "Cadaverous Bloom")
    with pytest.raises(A.IllegalAction, match="hand"):
        game.perform(A.ActivateAbility("Alice", bloom, 1, choices=(("color", "black"),)))
    card_in_hand = hand(game, "Grizzly Bears")
    game.perform(A.ActivateAbility("Alice", bloom, 1, choices=(("color", "black"),)))
    assert zone(game, card_in_hand) == Zone.EXILE
    assert sum(game.player("Alice").mana_pool.values()) == 2


def test_118_3_sacrifice_a_creature_and_a_swamp() -> None:
    game = table(DRONE)
    drone = enter(game, "Viscerid Drone", sick=False)
    victim = enter(game, "Grizzly Bears", "Bob")
    bears = enter(game, "Grizzly Bears")
    with pytest.raises(A.IllegalAction, match="Swamp"):
        game.perform(A.ActivateAbility("Alice", drone, 1, (victim,)))
    swamp = enter(game, "Swamp")
    game.perform(A.ActivateAbility("Alice", drone, 1, (victim,),
                                   choices=(("sacrifice", ["Grizzly Bears", "Swamp"]),)))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD and zone(game, swamp) == Zone.GRAVEYARD
    assert zone(game, victim) == Zone.GRAVEYARD and zone(game, drone) == Zone.BATTLEFIELD


def test_701_43a_exert_as_a_cost_keeps_it_tapped() -> None:
    game = table(STEWARD)
    library(game, "Alice")
    library(game, "Bob")
    steward = enter(game, "Steward of Solidarity", sick=False)
    game.perform(A.ActivateAbility("Alice", steward, 1))
    resolve_all(game)
    tokens = [o for o in game.permanents("Alice") if game.obj(o).is_token]
    assert len(tokens) == 1 and game.chars(tokens[0]).name == "Warrior"
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))  # Alice's next untap step: it stays tapped
    assert game.obj(steward).tapped


def test_118_3_return_two_lands_you_control() -> None:
    game = table(SORATAMI)
    seer = enter(game, "Soratami Seer")
    lands = [enter(game, "Island") for _ in range(5)]
    library(game, "Alice", 5)
    hand(game, "Grizzly Bears")
    game.perform(A.ActivateAbility("Alice", seer, 1))
    resolve_all(game)
    # the two lands went to the hand, then were discarded with the bears; three drawn
    assert sum(zone(game, land) == Zone.GRAVEYARD for land in lands) == 2
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 3


HEARTWOOD = card("Heartwood Shard", "Artifact",
                 "{3}, {T} or {G}, {T}: Target creature gains trample until end of turn.",
                 "{3}")


def test_602_1_either_cost_may_be_paid() -> None:
    game = table(HEARTWOOD)
    shard = enter(game, "Heartwood Shard")
    bears = enter(game, "Grizzly Bears")
    enter(game, "Forest")
    with pytest.raises(A.IllegalAction, match="mana"):
        game.perform(A.ActivateAbility("Alice", shard, 1, (bears,)))  # {3}, {T}
    game.perform(A.ActivateAbility("Alice", shard, 2, (bears,)))  # {G}, {T}
    resolve_all(game)
    assert game.chars(bears).has_keyword("Trample") and game.obj(shard).tapped


COPPER_LEAF = card("Copper-Leaf Angel", "Artifact Creature — Angel",
                   "Flying\n{T}, Sacrifice X lands: Put X +1/+1 counters on Copper-Leaf Angel.",
                   "{5}", "2/2")
RETRIBUTION = card("Retribution of the Ancients", "Enchantment",
                   "{B}, Remove X +1/+1 counters from among creatures you control: Target "
                   "creature gets -X/-X until end of turn.", "{B}")
TAIGAM = card("Taigam, Sidisi's Hand", "Legendary Creature — Human Wizard",
              "Skip your draw step.\nAt the beginning of your upkeep, look at the top three "
              "cards of your library. Put one of them into your hand and the rest into your "
              "graveyard.\n{B}, {T}, Exile X cards from your graveyard: Target creature gets "
              "-X/-X until end of turn.", "{3}{U}{B}", "3/4")


def test_107_3_sacrifice_x_lands() -> None:
    game = table(COPPER_LEAF)
    angel = enter(game, "Copper-Leaf Angel", sick=False)
    lands = [enter(game, "Forest") for _ in range(3)]
    with pytest.raises(A.IllegalAction, match="sacrifice"):
        game.perform(A.ActivateAbility("Alice", angel, 1, choices=(("x", 4),)))
    game.perform(A.ActivateAbility("Alice", angel, 1, choices=(("x", 2),)))
    resolve_all(game)
    assert sum(zone(game, land) == Zone.GRAVEYARD for land in lands) == 2
    assert game.chars(angel).power == 4


def test_107_3_remove_x_counters_from_among_creatures() -> None:
    game = table(RETRIBUTION)
    retribution = enter(game, "Retribution of the Ancients")
    enter(game, "Swamp")
    mine = enter(game, "Grizzly Bears")
    game.put_counters(mine, "+1/+1", 2)
    theirs = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.ActivateAbility("Alice", retribution, 1, (theirs,), (("x", 2),)))
    resolve_all(game)
    assert game.obj(mine).counters.get("+1/+1", 0) == 0
    assert zone(game, theirs) == Zone.GRAVEYARD  # -2/-2


def test_107_3_exile_x_cards_from_your_graveyard() -> None:
    game = table(TAIGAM)
    taigam = enter(game, "Taigam, Sidisi's Hand", sick=False)
    enter(game, "Swamp")
    for _ in range(3):
        game.perform(A.MoveObject(hand(game, "Island"), "graveyard"))
    theirs = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.ActivateAbility("Alice", taigam, 1, (theirs,), (("x", 2),)))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.GRAVEYARD, "Alice")) == 1
    assert len(game.state.zone_ids(Zone.EXILE, "Alice")) == 2
    assert zone(game, theirs) == Zone.GRAVEYARD


BATTLEWAGON = card("Keldon Battlewagon", "Artifact Creature — Juggernaut",
                   "Trample\nKeldon Battlewagon can't block.\nWhen Keldon Battlewagon attacks, "
                   "sacrifice it at end of combat.\nTap an untapped creature you control: "
                   "Keldon Battlewagon gets +X/+0 until end of turn, where X is the power of "
                   "the creature tapped this way.", "{5}", "0/3")


def test_608_2h_the_power_of_the_creature_tapped_this_way() -> None:
    game = table(BATTLEWAGON)
    wagon = enter(game, "Keldon Battlewagon")
    wurm = enter(game, "Craw Wurm")
    game.perform(A.ActivateAbility("Alice", wagon, 1, choices=(("tap", wurm),)))
    resolve_all(game)
    assert game.obj(wurm).tapped and game.chars(wagon).power == 6
