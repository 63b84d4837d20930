"""608.2g: "Look at the top seven cards of your library. You may cast an instant or sorcery
spell with mana value less than or equal to ~'s power from among them without paying its
mana cost. Put the rest on the bottom of your library in a random order." compiled from
Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

VELOMACHUS = card("Velomachus Lorehold", "Legendary Creature — Elder Dragon",
                  "Flying, vigilance, haste\nWhenever Velomachus Lorehold attacks, look at the "
                  "top seven cards of your library. You may cast an instant or sorcery spell "
                  "with mana value less than or equal to Velomachus Lorehold's power from "
                  "among them without paying its mana cost. Put the rest on the bottom of your "
                  "library in a random order.", "{5}{R}{W}", "5/5")
DIVINATION = card("Divination", "Sorcery", "Draw two cards.", "{2}{U}")
INSIGHT = card("Overflowing Insight", "Sorcery", "Target player draws seven cards.",
               "{4}{U}{U}{U}")


def _attack(spell: str) -> Game:
    game = table(VELOMACHUS, DIVINATION, INSIGHT)
    library(game, "Alice", 10, "Island")
    library(game, "Alice", 1, spell)  # the top card
    library(game, "Alice", 6, "Plains")
    library(game, "Bob")
    velomachus = enter(game, "Velomachus Lorehold")
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (velomachus,), "Bob"))
    resolve_all(game)
    return game


def _names(game: Game, zone: Zone) -> list[str]:
    return [game.obj(o).card.name for o in game.state.zone_ids(zone, "Alice")]


def test_608_2g_a_spell_with_low_enough_mana_value_is_cast_free() -> None:
    game = _attack("Divination")
    assert _names(game, Zone.GRAVEYARD) == ["Divination"]
    assert len(_names(game, Zone.HAND)) == 2  # it resolved: two cards drawn
    # the six other cards went to the bottom: the Islands are on top now
    library_names = _names(game, Zone.LIBRARY)
    assert library_names[:6] == ["Plains"] * 6
    assert game.player("Alice").mana_pool == {}


def test_608_2g_a_spell_costing_more_than_its_power_goes_to_the_bottom() -> None:
    game = _attack("Overflowing Insight")
    assert _names(game, Zone.HAND) == []
    library_names = _names(game, Zone.LIBRARY)
    assert sorted(library_names[:7]) == ["Overflowing Insight"] + ["Plains"] * 6
