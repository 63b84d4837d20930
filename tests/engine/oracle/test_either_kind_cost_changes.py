"""Cost changes for spells of either of two kinds (601.2f): "White spells and black spells
you cast cost {1} less to cast", from Oracle text."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, table

FAMILIAR = card("Stormscape Familiar", "Creature — Bird",
                "Flying\nWhite spells and black spells you cast cost {1} less to cast.",
                "{1}{U}", "1/1")
BANNERET = card("Frogtosser Banneret", "Creature — Goblin Rogue",
                "Haste\nGoblin spells and Rogue spells you cast cost {1} less to cast.",
                "{1}{B}", "1/1")
KNIGHT = card("Test Knight", "Creature — Human Knight", "", "{2}{W}", "2/2")
GROWTH = card("Test Growth", "Creature — Elf", "", "{2}{G}", "2/2")
SNEAK = card("Test Sneak", "Creature — Goblin Rogue", "", "{2}{B}", "2/1")


def _pool_left(game_cards: tuple[CardDefinition, ...], spell: str, pool: dict[str, int],
               static: str) -> dict[str, int]:
    game = table(*game_cards)
    enter(game, static)
    oid = hand(game, spell)
    for kind, n in pool.items():
        game.player("Alice").add_mana(kind, n)
    game.perform(A.CastSpell("Alice", oid, pay="pool"))
    return {k: v for k, v in game.player("Alice").mana_pool.items() if v}


def test_601_2f_a_white_spell_costs_one_less_a_green_one_does_not() -> None:
    cards = (FAMILIAR, KNIGHT, GROWTH)
    familiar = "Stormscape Familiar"
    assert _pool_left(cards, "Test Knight", {"W": 1, "C": 2}, familiar) == {"C": 1}
    assert _pool_left(cards, "Test Growth", {"G": 1, "C": 2}, familiar) == {}


def test_601_2f_a_goblin_rogue_is_one_spell_and_costs_one_less_once() -> None:
    left = _pool_left((BANNERET, SNEAK), "Test Sneak", {"B": 1, "C": 2}, "Frogtosser Banneret")
    assert left == {"C": 1}


APPARATUS = card("Mindsplice Apparatus", "Artifact",
                 "Flash\nAt the beginning of your upkeep, put an oil counter on Mindsplice "
                 "Apparatus.\nInstant and sorcery spells you cast cost {1} less to cast for "
                 "each oil counter on Mindsplice Apparatus.", "{3}{U}")
INSIGHT = card("Test Insight", "Sorcery", "Draw a card.", "{3}{U}")


def test_601_2f_one_less_for_each_oil_counter() -> None:
    game = table(APPARATUS, INSIGHT)
    apparatus = enter(game, "Mindsplice Apparatus")
    game.perform(A.AddCounters(apparatus, "oil", 2))
    game.perform(A.PutInLibrary("Island", "Alice", 2))
    insight = hand(game, "Test Insight")
    game.player("Alice").add_mana("U", 1)
    game.player("Alice").add_mana("C", 2)
    game.perform(A.CastSpell("Alice", insight, pay="pool"))  # {3}{U} less {2}: {1}{U}
    assert {k: v for k, v in game.player("Alice").mana_pool.items() if v} == {"C": 1}
