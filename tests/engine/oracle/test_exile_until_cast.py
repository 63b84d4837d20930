"""601.2a and cascade's pattern (702.85a): "Whenever you cast a legendary spell from your
hand, exile cards from the top of your library until you exile a legendary nonland card
with lesser mana value. You may cast that card without paying its mana cost. Put the rest
on the bottom of your library in a random order." compiled from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

JODAH = card("Jodah, the Unifier", "Legendary Creature — Human Wizard",
             "Legendary creatures you control get +X/+X, where X is the number of legendary "
             "creatures you control.\nWhenever you cast a legendary spell from your hand, "
             "exile cards from the top of your library until you exile a legendary nonland "
             "card with lesser mana value. You may cast that card without paying its mana "
             "cost. Put the rest on the bottom of your library in a random order.",
             "{W}{U}{B}{R}{G}", "5/5")
KAMAHL = card("Kamahl, Pit Fighter", "Legendary Creature — Human Barbarian",
              "Haste\n{T}: Kamahl, Pit Fighter deals 3 damage to any target.", "{4}{R}{R}",
              "6/1")
ISAMARU = card("Isamaru, Hound of Konda", "Legendary Creature — Dog", "", "{W}", "2/2")


def _game() -> Game:
    game = table(JODAH, KAMAHL, ISAMARU)
    library(game, "Alice", 2, "Plains")
    library(game, "Alice", 1, "Isamaru, Hound of Konda")
    library(game, "Alice", 1, "Grizzly Bears")
    library(game, "Alice", 1, "Island")  # the top card
    enter(game, "Jodah, the Unifier")
    return game


def _names(game: Game, zone: Zone) -> list[str]:
    return [game.obj(o).card.name for o in game.state.zone_ids(zone, "Alice")]


def test_702_85a_the_first_legendary_nonland_card_with_lesser_mana_value_is_cast() -> None:
    game = _game()
    game.perform(A.CastSpell("Alice", hand(game, "Kamahl, Pit Fighter"), pay="free"))
    resolve_all(game)
    on_battlefield = sorted(game.chars(o).name for o in game.permanents("Alice"))
    assert on_battlefield == ["Isamaru, Hound of Konda", "Jodah, the Unifier",
                              "Kamahl, Pit Fighter"]
    library_names = _names(game, Zone.LIBRARY)
    assert sorted(library_names[:2]) == ["Grizzly Bears", "Island"]  # at the bottom
    assert library_names[2:] == ["Plains", "Plains"]
    assert _names(game, Zone.EXILE) == []


def test_601_2a_a_nonlegendary_spell_does_not_trigger() -> None:
    game = _game()
    events = game.perform(A.CastSpell("Alice", hand(game, "Grizzly Bears"), pay="free"))
    events += resolve_all(game)
    assert not any(e.kind == "trigger" for e in events)
    assert _names(game, Zone.LIBRARY)[-1] == "Island"
