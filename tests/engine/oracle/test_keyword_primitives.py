"""Keywords built from the engine's primitives: bloodthirst (702.54), undaunted (702.125),
dethrone (702.105), recover (702.59), scavenge (702.97), embalm and eternalize (702.128,
702.129), surge (702.117), transmute (702.53)."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Color, Step, Zone
from tabletop.engine.rules.casting import spell_total_cost
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

BLOODRAGE = card("Bloodrage Vampire", "Creature — Vampire", "Bloodthirst 1", "{2}{B}", "3/1")
SEEDS = card("Seeds of Renewal", "Sorcery",
             "Undaunted\nReturn up to two target cards from your graveyard to your hand. "
             "Exile Seeds of Renewal.", "{6}{G}")
SMUGGLER = card("Marchesa's Smuggler", "Creature — Human Rogue",
                "Dethrone\n{1}{U}{R}: Target creature you control gains haste until end of "
                "turn and can't be blocked this turn.", "{U}{R}", "1/1")
GRIM_HARVEST = card("Grim Harvest", "Instant",
                    "Return target creature card from your graveyard to your hand.\n"
                    "Recover {2}{B}", "{1}{B}")
SLITHERHEAD = card("Slitherhead", "Creature — Plant Zombie", "Scavenge {0}", "{B/G}", "1/1")
SACRED_CAT = card("Sacred Cat", "Creature — Cat", "Lifelink\nEmbalm {W}", "{W}", "1/1")
STRIKER = card("Sinuous Striker", "Creature — Naga Warrior",
               "{U}: Sinuous Striker gets +1/-1 until end of turn.\nEternalize—{3}{U}{U}, "
               "Discard a card.", "{2}{U}", "2/2")


def _cast_vampire(game) -> int:
    for land in ("Swamp", "Swamp", "Swamp"):
        enter(game, land)
    events = game.perform(A.CastSpell("Alice", hand(game, "Bloodrage Vampire")))
    resolve_all(game)
    return game.state.newest(next(e.objects[0] for e in events if e.kind == "cast"))


def test_702_54a_bloodthirst_after_an_opponent_was_dealt_damage() -> None:
    game = table(BLOODRAGE)
    game.perform(A.DealDamageAction("Bob", 2))
    vampire = _cast_vampire(game)
    assert game.obj(vampire).counters.get("+1/+1") == 1


def test_702_54a_no_bloodthirst_counter_without_damage() -> None:
    game = table(BLOODRAGE)
    vampire = _cast_vampire(game)
    assert not game.obj(vampire).counters


def test_702_125a_undaunted_costs_one_less_per_opponent() -> None:
    game = table(SEEDS)
    seeds = hand(game, "Seeds of Renewal")
    assert spell_total_cost(game, "Alice", seeds, {}).mana_value == 6


def test_702_105a_dethrone_against_the_player_with_the_most_life() -> None:
    game = table(SMUGGLER, step=Step.DECLARE_ATTACKERS)
    smuggler = enter(game, "Marchesa's Smuggler", sick=False)
    game.perform(A.DeclareAttackers("Alice", (smuggler,)))
    resolve_all(game)
    assert game.obj(smuggler).counters.get("+1/+1") == 1


def test_702_105a_no_dethrone_counter_when_the_defender_has_less_life() -> None:
    game = table(SMUGGLER, step=Step.DECLARE_ATTACKERS)
    game.perform(A.SetLife("Bob", -5))
    smuggler = enter(game, "Marchesa's Smuggler", sick=False)
    game.perform(A.DeclareAttackers("Alice", (smuggler,)))
    resolve_all(game)
    assert not game.obj(smuggler).counters


def test_702_59a_recover_returns_it_when_paid() -> None:
    game = table(GRIM_HARVEST)
    harvest = hand(game, "Grim Harvest")
    game.perform(A.MoveObject(harvest, "graveyard"))
    for _ in range(3):
        enter(game, "Swamp")
    bear = enter(game, "Grizzly Bears")
    game.perform(A.DestroyObject(bear))
    resolve_all(game)
    assert zone(game, harvest) == Zone.HAND


def test_702_59a_recover_not_paid_exiles_it() -> None:
    game = table(GRIM_HARVEST)
    harvest = hand(game, "Grim Harvest")
    game.perform(A.MoveObject(harvest, "graveyard"))
    bear = enter(game, "Grizzly Bears")
    game.perform(A.DestroyObject(bear))
    resolve_all(game)
    assert zone(game, harvest) == Zone.EXILE


def test_702_97a_scavenge_puts_counters_equal_to_its_power() -> None:
    game = table(SLITHERHEAD)
    bear = enter(game, "Grizzly Bears")
    head = hand(game, "Slitherhead")
    game.perform(A.MoveObject(head, "graveyard"))
    game.perform(A.ActivateAbility("Alice", game.state.newest(head), 1, (bear,)))
    resolve_all(game)
    assert game.obj(bear).counters.get("+1/+1") == 1
    assert zone(game, head) == Zone.EXILE


def test_702_128a_embalm_makes_a_white_zombie_copy() -> None:
    game = table(SACRED_CAT)
    cat = hand(game, "Sacred Cat")
    game.perform(A.MoveObject(cat, "graveyard"))
    enter(game, "Plains")
    game.perform(A.ActivateAbility("Alice", game.state.newest(cat), 1))
    resolve_all(game)
    [token] = [o for o in game.permanents("Alice") if game.obj(o).is_token]
    chars = game.chars(token)
    assert chars.name == "Sacred Cat" and {"Cat", "Zombie"} <= chars.subtypes
    assert chars.colors == frozenset({Color.WHITE}) and chars.mana_value == 0
    assert chars.has_keyword("Lifelink")


def test_702_129a_eternalize_makes_a_black_4_4_zombie() -> None:
    game = table(STRIKER)
    striker = hand(game, "Sinuous Striker")
    game.perform(A.MoveObject(striker, "graveyard"))
    fodder = hand(game, "Grizzly Bears")
    for _ in range(5):
        enter(game, "Island")
    game.perform(A.ActivateAbility("Alice", game.state.newest(striker), 2,
                                   choices=(("discard", [fodder]),)))
    resolve_all(game)
    [token] = [o for o in game.permanents("Alice") if game.obj(o).is_token]
    chars = game.chars(token)
    assert (chars.power, chars.toughness) == (4, 4)
    assert chars.colors == frozenset({Color.BLACK}) and "Zombie" in chars.subtypes
    assert zone(game, fodder) == Zone.GRAVEYARD


BOULDER_SALVO = card("Boulder Salvo", "Sorcery",
                     "Surge {1}{R}\nBoulder Salvo deals 4 damage to target creature.", "{4}{R}")


def test_702_117a_surge_after_another_spell_this_turn() -> None:
    game = table(BOULDER_SALVO)
    wurm = enter(game, "Craw Wurm", "Bob")
    for land in ("Forest", "Forest", "Mountain", "Mountain"):
        enter(game, land)
    salvo = hand(game, "Boulder Salvo")
    with pytest.raises(A.IllegalAction, match="another spell"):
        game.perform(A.CastSpell("Alice", salvo, (wurm,), choices=(("cost", "surge"),)))
    game.perform(A.CastSpell("Alice", hand(game, "Grizzly Bears")))
    resolve_all(game)
    game.perform(A.CastSpell("Alice", salvo, (wurm,), choices=(("cost", "surge"),)))
    resolve_all(game)
    assert zone(game, wurm) == Zone.GRAVEYARD  # {1}{R} paid with the last two lands


DIZZY_SPELL = card("Dizzy Spell", "Instant",
                   "Target creature gets -3/-0 until end of turn.\nTransmute {1}{U}{U}", "{U}")


def test_702_53a_transmute_finds_a_card_with_the_same_mana_value() -> None:
    game = table(DIZZY_SPELL)
    library(game, "Alice", 2, "Grizzly Bears")
    library(game, "Alice", 1, "Llanowar Elves")  # mana value 1, as Dizzy Spell's
    library(game, "Alice", 2, "Grizzly Bears")
    for _ in range(3):
        enter(game, "Island")
    spell = hand(game, "Dizzy Spell")
    game.perform(A.ActivateAbility("Alice", spell, "Transmute"))
    resolve_all(game)
    in_hand = [game.obj(o).card.name for o in game.state.zone_ids(Zone.HAND, "Alice")]
    assert in_hand == ["Llanowar Elves"] and zone(game, spell) == Zone.GRAVEYARD
