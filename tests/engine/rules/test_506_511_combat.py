"""Combat (506-511) beyond what scenario files can say: attacking planeswalkers, dividing
damage, deathtouch with trample, removal from combat, the end of combat."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.combat_state import CombatState
from tabletop.engine.model.enums import Step, Zone
from tests.engine.rules_kit import creature, enter, keyword, library, table, zone

TRAMPLER = creature("Deadly Trampler", 4, 4, keyword("Deathtouch"), keyword("Trample"))
WALL = creature("Stone Wall", 0, 8, keyword("Defender"))


def to_combat(game: Game) -> None:
    library(game, "Alice")
    library(game, "Bob")
    game.perform(A.AdvanceTo("declare_attackers"))


def attack(game: Game, *attackers: int, targets: tuple = ()) -> None:
    game.perform(A.DeclareAttackers("Alice", attackers, "Bob", targets))
    game.perform(A.AdvanceTo("declare_blockers"))


def block(game: Game, *pairs: tuple[int, int]) -> None:
    game.perform(A.DeclareBlockers("Bob", pairs))


def finish(game: Game) -> None:
    game.perform(A.AdvanceTo("end_of_combat"))


def test_510_attacking_a_planeswalker_removes_loyalty() -> None:
    """508.1b: a planeswalker an opponent controls can be attacked; 510.1a, 120.3c: its
    combat damage removes loyalty counters; 704.5i then puts it into the graveyard."""
    game = table()
    ob = enter(game, "Ob Nixilis Reignited", "Bob")
    bears = enter(game, "Grizzly Bears")
    dreadmaw = enter(game, "Colossal Dreadmaw")
    mine = enter(game, "Ob Nixilis Reignited")
    to_combat(game)
    with pytest.raises(A.IllegalAction, match=r"508\.1b"):
        game.perform(A.DeclareAttackers("Alice", (bears,), "Bob", ((bears, mine),)))
    attack(game, bears, dreadmaw, targets=((bears, ob),))
    assert game.obj(bears).attacking == "Bob"
    block(game)
    finish(game)
    assert game.obj(newest(game, ob)).counters.get("loyalty") == 3
    assert game.player("Bob").life == 14


def newest(game: Game, oid: int) -> int:
    return game.state.newest(oid)


def test_702_19c_deathtouch_and_trample_assign_one_to_the_blocker() -> None:
    """702.19c, 702.2c: with deathtouch, 1 damage is lethal, so the rest tramples over."""
    game = table(TRAMPLER)
    trampler = enter(game, "Deadly Trampler")
    dreadmaw = enter(game, "Colossal Dreadmaw", "Bob")
    to_combat(game)
    attack(game, trampler)
    block(game, (dreadmaw, trampler))
    finish(game)
    assert zone(game, dreadmaw) == Zone.GRAVEYARD
    assert game.player("Bob").life == 17


def test_510_1c_the_attacking_player_divides_damage() -> None:
    """510.1c: damage of a creature blocked by several is divided as its controller chooses
    (choices `assign`); 702.19b: with trample, lethal damage to every blocker first."""
    game = table(TRAMPLER)
    dreadmaw = enter(game, "Craw Wurm")
    b1 = enter(game, "Grizzly Bears", "Bob")
    b2 = enter(game, "Grizzly Bears", "Bob")
    to_combat(game)
    attack(game, dreadmaw)
    block(game, (b1, dreadmaw), (b2, dreadmaw))
    game.perform(A.Choose("Alice", (("assign", {b1: 1, "Bob": 5}),)))
    before = game.state_hash()  # the answer is part of the game state (undo keeps it)
    with pytest.raises(A.IllegalAction, match=r"510\.1c"):
        game.perform(A.AdvanceTo("end_of_combat"))
    assert game.state.step == Step.DECLARE_BLOCKERS
    assert game.state_hash() == before  # refused: the game is as it was (730)
    game.perform(A.Choose("Alice", (("assign", {b1: 1, b2: 5}),)))
    finish(game)
    assert zone(game, b1) == Zone.BATTLEFIELD and game.obj(b1).damage == 1
    assert zone(game, b2) == Zone.GRAVEYARD


def test_702_19b_trample_must_assign_lethal_before_the_player() -> None:
    game = table(creature("Big Trampler", 6, 6, keyword("Trample")))
    trampler = enter(game, "Big Trampler")
    bears = enter(game, "Grizzly Bears", "Bob")
    to_combat(game)
    attack(game, trampler)
    block(game, (bears, trampler))
    game.perform(A.Choose("Alice", (("assign", {bears: 1, "Bob": 5}),)))
    with pytest.raises(A.IllegalAction, match=r"702\.19b"):
        game.perform(A.AdvanceTo("end_of_combat"))
    game.perform(A.Choose("Alice", (("assign", {bears: 3, "Bob": 3}),)))
    finish(game)
    assert game.player("Bob").life == 17


def test_509_2_damage_assignment_order() -> None:
    """509.2: the attacking player orders the blockers (answer `damage_order`); by default
    damage goes to them in the order they were declared, lethal damage first."""
    for order, dead in ((None, "b1"), ("reverse", "b2")):
        game = table()
        armodon = enter(game, "Trained Armodon")
        b1 = enter(game, "Grizzly Bears", "Bob")
        b2 = enter(game, "Grizzly Bears", "Bob")
        to_combat(game)
        attack(game, armodon)
        if order:
            game.perform(A.Choose("Alice", (("damage_order", {armodon: [b2, b1]}),)))
        block(game, (b1, armodon), (b2, armodon))
        finish(game)
        killed = b1 if dead == "b1" else b2
        alive = b2 if dead == "b1" else b1
        assert zone(game, killed) == Zone.GRAVEYARD
        assert game.obj(alive).damage == 1


def test_702_3b_defender_cant_attack() -> None:
    game = table(WALL)
    wall = enter(game, "Stone Wall")
    to_combat(game)
    with pytest.raises(A.IllegalAction, match=r"702\.3b"):
        game.perform(A.DeclareAttackers("Alice", (wall,), "Bob"))


def test_506_4_a_creature_that_changes_controller_leaves_combat() -> None:
    """506.4: a creature that changes control is removed from combat; it deals no damage."""
    game = table()
    bears = enter(game, "Grizzly Bears")
    to_combat(game)
    attack(game, bears)
    block(game)
    game.perform(A.GainControl(bears, "Bob"))
    finish(game)
    assert game.player("Bob").life == 20
    assert game.obj(bears).attacking is None


def test_509_1h_a_blocked_creature_stays_blocked() -> None:
    """509.1h/506.4: when its blocker leaves, the attacker is still blocked and (without
    trample) deals no combat damage."""
    game = table()
    dreadmaw = enter(game, "Craw Wurm")
    bears = enter(game, "Grizzly Bears", "Bob")
    to_combat(game)
    attack(game, dreadmaw)
    block(game, (bears, dreadmaw))
    game.perform(A.MoveObject(bears, "hand"))
    finish(game)
    assert game.player("Bob").life == 20


def test_511_3_end_of_combat_removes_everything_from_combat() -> None:
    game = table()
    bears = enter(game, "Trained Armodon")
    spider = enter(game, "Giant Spider", "Bob")
    to_combat(game)
    attack(game, bears)
    block(game, (spider, bears))
    finish(game)
    assert game.state.step == Step.END_OF_COMBAT
    assert game.obj(spider).blocking  # still in combat during the end of combat step
    game.perform(A.AdvanceTo("postcombat_main"))
    assert game.obj(spider).blocking == () and game.obj(bears).attacking is None
    assert game.state.combat == CombatState()


def test_508_8_no_attackers_skips_to_end_of_combat() -> None:
    game = table()
    enter(game, "Grizzly Bears")
    to_combat(game)
    game.perform(A.PassPriority("Alice"))  # declares no attackers
    game.perform(A.PassPriority("Bob"))
    assert game.state.step == Step.END_OF_COMBAT


def test_508_1_nobody_casts_before_attackers_are_declared() -> None:
    """508.1, 117: declaring attackers is the first thing in the step."""
    game = table()
    enter(game, "Mountain")
    bolt = game.perform(A.PutInHand("Lightning Bolt", "Alice"))[0].objects[0]
    to_combat(game)
    with pytest.raises(A.IllegalAction, match=r"508\.1"):
        game.perform(A.CastSpell("Alice", bolt, ("Bob",)))


def test_702_83_exalted() -> None:
    """702.83a: a creature attacking alone gets +1/+1 for each exalted instance."""
    game = table()
    enter(game, "Noble Hierarch")
    bears = enter(game, "Grizzly Bears")
    to_combat(game)
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    game.perform(A.PassPriority("Alice"))
    game.perform(A.PassPriority("Bob"))
    assert game.chars(bears).power == 3
    finish(game)
    assert game.player("Bob").life == 17


def test_702_16_protection_from_a_colour_prevents_damage_and_blocks() -> None:
    """702.16b-e: White Knight (protection from black) can't be blocked by black creatures
    and damage from black sources is prevented."""
    game = table()
    knight = enter(game, "White Knight")
    black = enter(game, "Black Knight", "Bob")
    to_combat(game)
    attack(game, knight)
    with pytest.raises(A.IllegalAction, match=r"702\.16"):
        block(game, (black, knight))
    block(game)
    finish(game)
    game.perform(A.DealDamageAction(knight, 2, black))
    assert game.obj(knight).damage == 0


def test_509_1_the_defending_player_declares_first() -> None:
    """509.1: as the declare blockers step begins, the defending player declares; a pass
    then is "no blockers", and the active player receives priority (509.4)."""
    game = table()
    bears = enter(game, "Grizzly Bears")
    to_combat(game)
    attack(game, bears)
    assert game.state.step == Step.DECLARE_BLOCKERS and game.state.priority == "Bob"
    events = game.perform(A.PassPriority("Bob"))
    assert "no_blocks" in [e.kind for e in events]
    assert game.state.priority == "Alice" and game.state.combat.blocks == {}
    finish(game)
    assert game.player("Bob").life == 18


def test_508_1g_costs_to_attack() -> None:
    """508.1g-h: a cost to attack is totalled and paid as attackers are declared; if it
    can't be paid, the declaration is refused."""
    from tabletop.engine.definitions import replacement_specs as R
    from tabletop.engine.definitions.abilities import StaticAbility
    from tabletop.engine.definitions.effects import Affects, EffectSpec, RuleChange
    from tests.engine.rules_kit import enchantment

    prison = enchantment("Ghostly Prison", StaticAbility(
        "Creatures can't attack you unless their controller pays {2} for each creature "
        "they control that's attacking you.", effects=(EffectSpec(
            (RuleChange(R.ATTACK_TAX, (("amount", 2),), on_players=True),),
            Affects.PLAYERS),)))
    game = table(prison)
    enter(game, "Ghostly Prison", "Bob")
    bears = enter(game, "Grizzly Bears")
    armodon = enter(game, "Trained Armodon")
    lands = [enter(game, "Forest") for _ in range(3)]
    to_combat(game)
    before = game.state_hash()
    with pytest.raises(A.IllegalAction, match=r"508\.1g"):
        game.perform(A.DeclareAttackers("Alice", (bears, armodon), "Bob"))
    assert game.state_hash() == before
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    assert sum(game.obj(o).tapped for o in lands) == 2


def test_508_1_509_1_the_engine_says_who_declares_and_which_creatures_can_be_declared() -> None:
    """508.1a: the active player's untapped creatures without summoning sickness (302.6)
    can attack; 509.1a: the defending player's untapped creatures that could block an
    attacker (a flyer only by flying or reach, 702.9b) can block."""
    from tabletop.engine.rules.combat import declarable, declaring_player

    game = table()
    bears = enter(game, "Grizzly Bears")
    drake = enter(game, "Wind Drake")
    enter(game, "Grizzly Bears", "Alice", sick=True)
    enter(game, "Grizzly Bears", "Bob")  # can block a bear, not a flyer
    assert declaring_player(game) is None and declarable(game) == []  # main phase
    to_combat(game)
    assert declaring_player(game) == "Alice"
    assert sorted(declarable(game)) == sorted([bears, drake])
    attack(game, drake)
    assert declaring_player(game) == "Bob"
    assert declarable(game) == []  # a Grizzly Bears can't block the flying Drake
    game2 = table()
    bears2 = enter(game2, "Grizzly Bears")
    blocker = enter(game2, "Grizzly Bears", "Bob")
    to_combat(game2)
    attack(game2, bears2)
    assert declarable(game2) == [blocker]
    block(game2, (blocker, bears2))
    assert declaring_player(game2) is None


def test_508_8_a_step_that_never_begins_is_refused_and_skipped_steps_are_told() -> None:
    """508.8: without attackers, combat goes on to its end step: advancing to the
    combat damage step this turn or any later one when players only pass is refused
    (and leaves the game as it was, 730); the window asks `skipped_this_turn`."""
    from tabletop.engine.rules.turns import skipped_this_turn

    game = table()
    enter(game, "Grizzly Bears")
    library(game, "Alice", 20)
    library(game, "Bob", 20)
    assert skipped_this_turn(game, Step.COMBAT_DAMAGE) is not None
    assert skipped_this_turn(game, Step.DECLARE_ATTACKERS) is None
    before = game.state_hash()
    with pytest.raises(A.IllegalAction, match=r"508\.8"):
        game.perform(A.AdvanceTo("combat_damage"))
    assert game.state_hash() == before
    to_combat(game)
    bears = next(iter(game.state.zone_ids(Zone.BATTLEFIELD)))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    assert skipped_this_turn(game, Step.COMBAT_DAMAGE) is None
    game.perform(A.AdvanceTo("combat_damage"))
    assert game.state.step == Step.COMBAT_DAMAGE
