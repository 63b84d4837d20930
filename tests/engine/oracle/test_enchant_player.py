"""Auras that enchant a player (303.4, 702.5): "Enchant player" and "Enchant opponent"
Aura spells target a player and enter attached to them (303.4a); "enchanted player" in
their abilities is that player; an Aura attached to a player who left the game, or to a
player its enchant ability no longer allows, is put into its owner's graveyard (704.5m)."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import Zone
from tabletop.session.cardpool import builtin_pool
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

DEATHS_HOLD = card("Curse of Death's Hold", "Enchantment — Aura Curse",
                   "Enchant player\nCreatures enchanted player controls get -1/-1.",
                   "{3}{B}{B}")
VERBOSITY = card("Curse of Verbosity", "Enchantment — Aura Curse",
                 "Enchant player\nWhenever enchanted player is attacked, you draw a card. Each "
                 "opponent attacking that player does the same.", "{2}{U}")
BLOODY_TOME = card("Curse of the Bloody Tome", "Enchantment — Aura Curse",
                   "Enchant player\nAt the beginning of enchanted player's upkeep, that player "
                   "puts the top two cards of their library into their graveyard.", "{2}{U}")
PREDATION = card("Curse of Predation", "Enchantment — Aura Curse",
                 "Enchant player\nWhenever a creature attacks enchanted player, put a +1/+1 "
                 "counter on it.", "{2}{G}")
SHALLOW_GRAVES = card("Curse of Shallow Graves", "Enchantment — Aura Curse",
                      "Enchant player\nWhenever a player attacks enchanted player with one or "
                      "more creatures, that attacking player may create a tapped 2/2 black "
                      "Zombie creature token.", "{2}{B}")
POSSESSION = card("Psychic Possession", "Enchantment — Aura",
                  "Enchant opponent\nSkip your draw step.\nWhenever enchanted opponent draws a "
                  "card, you may draw a card.", "{2}{U}{U}")


def _three_players(*extra: CardDefinition) -> Game:
    own = {c.name.casefold(): c for c in extra}
    pool = builtin_pool()
    return Game(("Alice", "Bob", "Carol"), cards=lambda n: own.get(n.casefold()) or pool(n))


def _curse(game: Game, name: str, land: str, n: int, player: str,
           caster: str = "Alice") -> int:
    """Cast the Aura `name` from `caster`'s hand on `player` (303.4a) and resolve it."""
    for _ in range(n):
        enter(game, land, caster)
    spell = hand(game, name, caster)
    game.perform(A.CastSpell(caster, spell, (player,)))
    resolve_all(game)
    return game.state.newest(spell)


def _ready(game: Game, name: str, controller: str = "Alice") -> int:
    oid = enter(game, name, controller)
    game.obj(oid).controlled_since_turn_start = True
    return oid


def test_303_4a_the_aura_enters_attached_to_the_player_it_targets() -> None:
    game = table(DEATHS_HOLD)
    mine, theirs = enter(game, "Grizzly Bears"), enter(game, "Grizzly Bears", "Bob")
    curse = _curse(game, "Curse of Death's Hold", "Swamp", 5, "Bob")
    assert zone(game, curse) == Zone.BATTLEFIELD
    assert game.obj(curse).attached_player == "Bob" and game.obj(curse).attached_to is None
    # "Creatures enchanted player controls get -1/-1": Bob's, not Alice's
    assert (game.chars(theirs).power, game.chars(theirs).toughness) == (1, 1)
    assert (game.chars(mine).power, game.chars(mine).toughness) == (2, 2)


def test_702_5a_enchant_player_aura_spell_must_target_a_player() -> None:
    game = table(DEATHS_HOLD)
    bears = enter(game, "Grizzly Bears", "Bob")
    for _ in range(5):
        enter(game, "Swamp")
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", hand(game, "Curse of Death's Hold"), (bears,)))


def test_702_5a_enchant_opponent_cant_target_its_controller() -> None:
    game = table(POSSESSION)
    for _ in range(4):
        enter(game, "Island")
    with pytest.raises(A.IllegalAction, match="opponent"):
        game.perform(A.CastSpell("Alice", hand(game, "Psychic Possession"), ("Alice",)))


def test_704_5m_an_aura_on_a_player_who_left_the_game_goes_to_the_graveyard() -> None:
    game = _three_players(DEATHS_HOLD)
    curse = _curse(game, "Curse of Death's Hold", "Swamp", 5, "Carol")
    bears = enter(game, "Grizzly Bears", "Carol")
    assert game.chars(bears).power == 1
    game.perform(A.SetLife("Carol", -20))  # 704.5a: Carol loses and leaves the game (800.4a)
    assert game.player("Carol").lost
    assert zone(game, curse) == Zone.GRAVEYARD


def test_508_1_enchanted_player_is_attacked_each_attacking_opponent_does_the_same() -> None:
    game = _three_players(VERBOSITY)
    _curse(game, "Curse of Verbosity", "Island", 3, "Bob")
    bears = _ready(game, "Grizzly Bears", "Carol")
    for p in ("Alice", "Bob", "Carol"):
        library(game, p)
    game.perform(A.AdvanceTo("next_turn"))  # Bob's turn
    game.perform(A.AdvanceTo("next_turn"))  # Carol's turn
    game.perform(A.AdvanceTo("declare_attackers"))
    hands = {p: len(game.state.zone_ids(Zone.HAND, p)) for p in ("Alice", "Carol")}
    game.perform(A.DeclareAttackers("Carol", (bears,), "Bob"))
    resolve_all(game)
    # Alice ("you") draws; Carol, an opponent of Alice attacking Bob, does the same
    assert len(game.state.zone_ids(Zone.HAND, "Carol")) == hands["Carol"] + 1
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == hands["Alice"] + 1


def test_508_1_a_player_attacking_enchanted_player_creates_the_token() -> None:
    game = table(SHALLOW_GRAVES)
    _curse(game, "Curse of Shallow Graves", "Swamp", 3, "Bob")
    bears = _ready(game, "Grizzly Bears")
    library(game, "Alice")
    library(game, "Bob")
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    resolve_all(game)
    zombies = [o for o in game.permanents("Alice") if game.chars(o).name == "Zombie"]
    assert len(zombies) == 1 and game.obj(zombies[0]).tapped


def test_508_1_a_creature_attacking_enchanted_player_gets_a_counter() -> None:
    game = table(PREDATION)
    _curse(game, "Curse of Predation", "Forest", 3, "Bob")
    bears = _ready(game, "Grizzly Bears")
    library(game, "Alice")
    library(game, "Bob")
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    resolve_all(game)
    assert game.obj(bears).counters.get("+1/+1") == 1


def test_503_1_at_the_beginning_of_enchanted_players_upkeep() -> None:
    game = table(BLOODY_TOME)
    _curse(game, "Curse of the Bloody Tome", "Island", 3, "Bob")
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    game.perform(A.AdvanceTo("next_turn"))  # Bob's upkeep
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.GRAVEYARD, "Bob")) == 2
    game.perform(A.AdvanceTo("next_turn"))  # Alice's upkeep: not enchanted
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.GRAVEYARD, "Alice")) == 0


def test_121_1_whenever_enchanted_opponent_draws_a_card() -> None:
    game = table(POSSESSION)
    _curse(game, "Psychic Possession", "Island", 4, "Bob")
    library(game, "Alice")
    library(game, "Bob")
    before = len(game.state.zone_ids(Zone.HAND, "Alice"))
    game.perform(A.AdvanceTo("next_turn"))  # Bob's turn: he draws in his draw step
    game.perform(A.AdvanceTo("precombat_main"))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == before + 1
