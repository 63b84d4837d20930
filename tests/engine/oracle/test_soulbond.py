"""Soulbond (702.95): pairing as a creature enters, the pair's effect on both creatures, and
the end of the pair when one of them leaves (702.95e)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

DRUIDS_FAMILIAR = card("Druid's Familiar", "Creature — Bear",
                       "Soulbond\nAs long as Druid's Familiar is paired with another creature, "
                       "each of those creatures gets +2/+2.", "{3}{G}", "2/2")
SILVERBLADE_PALADIN = card("Silverblade Paladin", "Creature — Human Knight",
                           "Soulbond\nAs long as Silverblade Paladin is paired with another "
                           "creature, both creatures have double strike.", "{1}{W}{W}", "2/2")


def _game(*cards: CardDefinition) -> Game:
    game = table(*cards)
    library(game, "Alice")
    library(game, "Bob")
    return game


def test_702_95a_pairs_with_a_creature_already_there_as_it_enters() -> None:
    game = _game(DRUIDS_FAMILIAR)
    bears = enter(game, "Grizzly Bears")
    other = enter(game, "Grizzly Bears", controller="Bob")
    familiar = enter(game, "Druid's Familiar")
    resolve_all(game)
    assert game.chars(familiar).power == 4
    assert game.chars(bears).power == 4
    assert game.chars(other).power == 2  # not Alice's: never a partner


def test_702_95a_pairs_with_a_creature_that_enters_later() -> None:
    game = _game(SILVERBLADE_PALADIN)
    paladin = enter(game, "Silverblade Paladin")
    resolve_all(game)
    assert not game.chars(paladin).has_keyword("Double strike")  # nothing to pair with
    bears = enter(game, "Grizzly Bears")
    resolve_all(game)
    assert game.chars(paladin).has_keyword("Double strike")
    assert game.chars(bears).has_keyword("Double strike")


def test_702_95e_the_pair_ends_when_one_leaves_and_a_new_pair_can_form() -> None:
    game = _game(DRUIDS_FAMILIAR)
    bears = enter(game, "Grizzly Bears")
    familiar = enter(game, "Druid's Familiar")
    resolve_all(game)
    game.perform(A.DestroyObject(bears))
    resolve_all(game)
    assert game.chars(familiar).power == 2
    assert "paired_with" not in game.obj(familiar).chosen
    elves = enter(game, "Llanowar Elves")
    resolve_all(game)
    assert game.chars(familiar).power == 4
    assert game.chars(elves).power == 3


def test_702_95a_the_pairing_is_optional() -> None:
    game = _game(DRUIDS_FAMILIAR)
    bears = enter(game, "Grizzly Bears")
    familiar = enter(game, "Druid's Familiar")
    info = game.obj(game.stack()[-1]).stack_info
    assert info is not None
    info.choices["may"] = False  # the answer "no"
    resolve_all(game)
    assert game.chars(familiar).power == 2
    assert game.chars(bears).power == 2
