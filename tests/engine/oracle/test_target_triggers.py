"""Triggers on becoming the target (115.9, 603.2), from Oracle text: "for the first time
each turn" (only the first targeting of the turn), "of an instant or sorcery spell" (only
such a spell), "Whenever you become the target of a spell or ability an opponent controls"
(a player becomes a target too)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

GLYPH_KEEPER = card("Glyph Keeper", "Creature — Sphinx",
                    "Flying\nWhenever Glyph Keeper becomes the target of a spell or ability "
                    "for the first time each turn, counter that spell or ability.\nEmbalm "
                    "{5}{U}{U}", "{3}{U}{U}", "5/3")
GLASSKITE = card("Shimmering Glasskite", "Creature — Spirit",
                 "Flying\nWhenever Shimmering Glasskite becomes the target of a spell or "
                 "ability for the first time in a turn, counter that spell or ability.",
                 "{3}{U}", "2/3")
AMULET = card("Amulet of Safekeeping", "Artifact",
              "Whenever you become the target of a spell or ability an opponent controls, "
              "counter that spell or ability unless its controller pays {1}.\nCreature tokens "
              "get -1/-0.", "{2}")
DEFIANCE = card("Wild Defiance", "Enchantment",
                "Whenever a creature you control becomes the target of an instant or sorcery "
                "spell, that creature gets +3/+3 until end of turn.", "{2}{G}")
GROWTH = card("Giant Growth", "Instant", "Target creature gets +3/+3 until end of turn.", "{G}")


def _game(*cards: object) -> Game:
    game = table(*cards)  # type: ignore[arg-type]
    library(game, "Alice")
    library(game, "Bob")
    return game


def _cast(game: Game, caster: str, name: str, target: object) -> None:
    game.state.priority = caster
    game.perform(A.CastSpell(caster, hand(game, name, caster), (target,), pay="free"))
    resolve_all(game)


def test_115_9_glyph_keeper_counters_only_the_first_spell_each_turn() -> None:
    game = _game(GLYPH_KEEPER)
    keeper = enter(game, "Glyph Keeper")
    _cast(game, "Bob", "Lightning Bolt", keeper)
    assert game.obj(keeper).damage == 0
    _cast(game, "Bob", "Lightning Bolt", keeper)
    assert zone(game, keeper) == Zone.GRAVEYARD


def test_115_9_glasskite_reads_the_same_in_a_turn() -> None:
    game = _game(GLASSKITE, GROWTH)
    kite = enter(game, "Shimmering Glasskite")
    _cast(game, "Alice", "Giant Growth", kite)  # its own controller's spell too
    assert game.chars(kite).power == 2
    _cast(game, "Alice", "Giant Growth", kite)
    assert game.chars(kite).power == 5


def test_115_9_amulet_counters_an_opponents_spell_targeting_you() -> None:
    game = _game(AMULET)
    enter(game, "Amulet of Safekeeping")
    _cast(game, "Bob", "Lightning Bolt", "Alice")  # Bob has no mana for {1}
    assert game.player("Alice").life == 20
    _cast(game, "Alice", "Lightning Bolt", "Alice")  # not an opponent's spell
    assert game.player("Alice").life == 17
    bears = enter(game, "Grizzly Bears")
    _cast(game, "Bob", "Lightning Bolt", bears)  # a permanent, not you
    assert zone(game, bears) == Zone.GRAVEYARD


def test_115_9_wild_defiance_answers_instants_and_sorceries() -> None:
    game = _game(DEFIANCE, GROWTH)
    enter(game, "Wild Defiance")
    bears = enter(game, "Grizzly Bears")
    _cast(game, "Alice", "Giant Growth", bears)
    assert game.chars(bears).power == 8
    other = enter(game, "Grizzly Bears")
    _cast(game, "Bob", "Lightning Bolt", other)  # +3/+3 first: 5/5 survives
    assert zone(game, other) == Zone.BATTLEFIELD
