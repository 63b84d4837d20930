""""... If you can't, ...": the instructions that follow when an earlier choice of objects
found none (608.2c), from Oracle text: Roots of Wisdom, Eldrazi Monument."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

ROOTS = card("Roots of Wisdom", "Sorcery",
             "Mill three cards, then return a land card or Elf card from your graveyard to your "
             "hand. If you can't, draw a card. (To mill a card, put the top card of your library "
             "into your graveyard.)", "{1}{G}")


def _hand(game: Game) -> list[str]:
    return sorted(game.name_of(o) for o in game.state.zone_ids(Zone.HAND, "Alice"))


def test_608_2c_a_land_milled_is_returned_and_no_card_drawn() -> None:
    game = table(ROOTS)
    library(game, "Alice", 5, "Grizzly Bears")
    library(game, "Alice", 3, "Forest")  # the top three
    game.perform(A.CastSpell("Alice", hand(game, "Roots of Wisdom"), pay="free"))
    resolve_all(game)
    assert _hand(game) == ["Forest"]
    assert len(game.state.zone_ids(Zone.GRAVEYARD, "Alice")) == 2 + 1  # two Forests, Roots


def test_608_2c_if_you_cant_return_one_draw_a_card() -> None:
    game = table(ROOTS)
    library(game, "Alice", 5, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", hand(game, "Roots of Wisdom"), pay="free"))
    resolve_all(game)
    assert _hand(game) == ["Grizzly Bears"]  # drawn: no land or Elf was milled


MONUMENT = card("Eldrazi Monument", "Artifact",
                "Creatures you control get +1/+1 and have flying and indestructible.\n"
                "At the beginning of your upkeep, sacrifice a creature. If you can't, "
                "sacrifice Eldrazi Monument.", "{5}")


def test_608_2c_with_no_creature_to_sacrifice_the_monument_goes() -> None:
    game = table(MONUMENT, step=Step.UNTAP)
    monument = enter(game, "Eldrazi Monument")
    game.perform(A.AdvanceTo("upkeep"))
    resolve_all(game)
    assert zone(game, monument) == Zone.GRAVEYARD


def test_608_2c_a_creature_sacrificed_keeps_the_monument() -> None:
    game = table(MONUMENT, step=Step.UNTAP)
    monument = enter(game, "Eldrazi Monument")
    bears = enter(game, "Grizzly Bears")
    game.perform(A.AdvanceTo("upkeep"))
    resolve_all(game)
    assert zone(game, monument) == Zone.BATTLEFIELD
    assert zone(game, bears) == Zone.GRAVEYARD
