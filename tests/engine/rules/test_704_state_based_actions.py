"""State-based actions (704): every check is named after its rule, and each that this
card pool can meet is shown here or in tests/engine/scenarios/704-*.toml."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import CardType, Supertype, Zone
from tabletop.engine.model.mana import ManaCost
from tabletop.engine.rules import state_based_actions as sba
from tests.engine.rules_kit import enter, table, zone

# 704.5r-u and w-x (counter limits, Sagas, dungeons, sectors, battle protectors) have no card
# in the pool yet; every other state-based action has its named check
LETTERS = "abcdefghijkmnpqvy"


def test_every_704_5_check_is_named_after_its_rule() -> None:
    names = [c.__name__ for c in sba.CHECKS]
    for letter in LETTERS:
        assert any(n.startswith(f"sba_704_5{letter}_") for n in names), letter
    for check in sba.CHECKS:
        assert check.__doc__ and "704.5" in check.__doc__


def test_704_5c_ten_poison_counters() -> None:
    """704.5c, 702.90b: infect damage to a player gives poison counters."""
    game = table()
    necropede = enter(game, "Necropede")
    game.perform(A.DealDamageAction("Bob", 9, necropede))
    assert game.player("Bob").counters["poison"] == 9 and not game.player("Bob").lost
    game.perform(A.DealDamageAction("Bob", 1, necropede))
    assert game.player("Bob").lost and game.state.game_over
    assert game.player("Alice").won
    assert game.player("Bob").life == 20


def test_704_5d_a_token_off_the_battlefield_ceases_to_exist() -> None:
    game = table()
    card = game.card("Grizzly Bears")
    token = game.create_object(card, "Alice", Zone.HAND, token=True)
    assert sba.check_state_based_actions(game)
    assert token.oid not in game.state.objects
    assert token.oid not in game.state.zone_ids(Zone.HAND, "Alice")


def test_704_5d_a_dying_token_still_triggers() -> None:
    """111.7, 603.6c: a token that dies goes to the graveyard (triggering "dies") and
    then ceases to exist."""
    game = table()
    enter(game, "Zulaport Cutthroat")
    game.perform(A.CreateTokenAction("Alice", "Soldier", 1, 1))
    soldier = next(o for o in game.battlefield() if game.chars(o).name == "Soldier")
    game.perform(A.DealDamageAction(soldier, 1))
    assert soldier not in game.state.objects
    assert len(game.stack()) == 1


def test_704_5f_toughness_zero_ignores_indestructible() -> None:
    game = table()
    master = enter(game, "Transcendent Master", counters=(("level", 12),))
    game.perform(A.AddCounters(master, "-1/-1", 9))
    assert zone(game, master) == Zone.GRAVEYARD


def test_704_5g_indestructible_survives_lethal_damage() -> None:
    game = table()
    master = enter(game, "Transcendent Master", counters=(("level", 12),))
    game.perform(A.DealDamageAction(master, 20))
    assert zone(game, master) == Zone.BATTLEFIELD and game.obj(master).damage == 20


def test_704_5k_world_rule() -> None:
    world = CardDefinition("Small World", ManaCost.parse("{2}"),
                           supertypes=frozenset({Supertype.WORLD}),
                           types=frozenset({CardType.ENCHANTMENT}))
    game = table(world)
    first = enter(game, "Small World")
    second = enter(game, "Small World", "Bob")
    assert zone(game, first) == Zone.GRAVEYARD and zone(game, second) == Zone.BATTLEFIELD


def test_704_5m_aura_on_an_illegal_object() -> None:
    """704.5m: Arcane Flight (enchant creature) attached to a land goes to the graveyard."""
    game = table()
    land = enter(game, "Forest")
    bears = enter(game, "Grizzly Bears")
    aura = enter(game, "Arcane Flight", attached_to=bears)
    assert zone(game, aura) == Zone.BATTLEFIELD
    game.perform(A.AttachTo(aura, land))
    assert zone(game, aura) == Zone.GRAVEYARD


def test_704_5n_equipment_attached_illegally_becomes_unattached() -> None:
    game = table()
    land = enter(game, "Forest")
    shield = enter(game, "Accorder's Shield")
    game.perform(A.AttachTo(shield, land))
    assert game.obj(shield).attached_to is None
    assert zone(game, shield) == Zone.BATTLEFIELD


def test_704_5p_a_creature_cant_be_attached() -> None:
    game = table()
    bears = enter(game, "Grizzly Bears")
    other = enter(game, "Grizzly Bears")
    game.perform(A.AttachTo(bears, other))
    assert game.obj(bears).attached_to is None


def test_704_5v_a_battle_without_defense() -> None:
    battle = CardDefinition("Invasion of Testing", ManaCost.parse("{2}"),
                            types=frozenset({CardType.BATTLE}), subtypes=("Siege",), defense=3)
    game = table(battle)
    oid = enter(game, "Invasion of Testing", "Bob")
    assert game.obj(oid).counters["defense"] == 3
    game.perform(A.DealDamageAction(oid, 3))
    assert zone(game, oid) == Zone.GRAVEYARD


def test_704_3_all_at_once_then_again() -> None:
    """704.3: lethal damage and the legend rule in one check; then the Aura left behind
    goes in the next check."""
    game = table()
    bears = enter(game, "Grizzly Bears")
    enter(game, "Arcane Flight", attached_to=bears)  # a 3/3 now
    game.perform(A.DealDamageAction(bears, 3))
    assert game.battlefield() == []


def test_704_3_a_check_after_a_small_change_looks_only_at_what_changed() -> None:
    """704.3 (issue #18): after a check that found nothing, the next one looks at the
    permanents written since (and what is attached to them), not the whole board; the
    state-based action still happens."""
    from tabletop.engine.rules.sba_scope import scope

    game = table()
    bears = [enter(game, "Grizzly Bears", "Bob") for _ in range(20)]
    game.perform(A.AddCounters(bears[0], "+1/+1", 1))  # its check found nothing
    game.obj(bears[3]).damage = 1
    looked = scope(game)
    assert not looked.everything and looked.changed == (bears[3],)
    game.perform(A.DealDamageAction(bears[5], 2))  # lethal: destroyed (704.5g)
    assert zone(game, bears[5]) == Zone.GRAVEYARD


def test_704_3_the_debug_mode_catches_a_change_the_narrow_check_missed() -> None:
    """A write that bypassed the object's clock would hide a state-based action from the
    narrow check; the debug mode's full check says so."""
    game = table()
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.AddCounters(bears, "+1/+1", 1))
    game.checking = True
    object.__setattr__(game.obj(bears), "damage", 9)
    try:
        sba.check_state_based_actions(game)
    except AssertionError as exc:
        assert "missed" in str(exc)
    else:
        raise AssertionError("the missed state-based action went unnoticed")
