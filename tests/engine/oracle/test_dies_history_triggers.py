"""Dies triggers that read the turn's damage ("whenever a creature dealt damage by ~ this
turn dies", 120) and those that return the dead creature's card to the battlefield (400.7:
the card it became in the graveyard), from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

GHOUL = card("Abattoir Ghoul", "Creature — Zombie",
             "First strike\nWhenever a creature dealt damage by Abattoir Ghoul this turn dies, "
             "you gain life equal to that creature's toughness.", "{3}{B}", "3/2")
SCYTHE = card("Scythe of the Wretched", "Artifact — Equipment",
              "Equipped creature gets +2/+2.\nWhenever a creature dealt damage by equipped "
              "creature this turn dies, return that card to the battlefield under your "
              "control. Attach Scythe of the Wretched to that creature.\nEquip {4}", "{2}")
PACT = card("Unhallowed Pact", "Enchantment — Aura",
            "Enchant creature\nWhen enchanted creature dies, return that card to the "
            "battlefield under your control.", "{2}{B}")
ABDUCTION = card("Abduction", "Enchantment — Aura",
                 "Enchant creature\nWhen Abduction enters, untap enchanted creature.\nYou "
                 "control enchanted creature.\nWhen enchanted creature dies, return that card "
                 "to the battlefield under its owner's control.", "{2}{U}{U}")


def _game(*cards: object) -> Game:
    game = table(*cards)  # type: ignore[arg-type]
    library(game, "Alice")
    library(game, "Bob")
    return game


def _named(game: Game, name: str) -> list[int]:
    return [o for o in game.battlefield() if game.chars(o).name == name]


def test_only_a_creature_this_permanent_damaged_counts() -> None:
    game = _game(GHOUL)
    ghoul = enter(game, "Abattoir Ghoul")
    bears = enter(game, "Grizzly Bears", "Bob")
    elves = enter(game, "Llanowar Elves", "Bob")
    game.perform(A.DealDamageAction(bears, 1, source=ghoul))
    game.perform(A.DestroyObject(elves))  # not damaged by the Ghoul: no trigger
    resolve_all(game)
    assert game.player("Alice").life == 20
    game.perform(A.DestroyObject(bears))
    resolve_all(game)
    assert game.player("Alice").life == 22  # 603.10a: the toughness it last had


def test_damage_of_an_earlier_turn_is_forgotten() -> None:
    game = _game(GHOUL)
    ghoul = enter(game, "Abattoir Ghoul")
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.DealDamageAction(bears, 1, source=ghoul))
    game.perform(A.AdvanceTo("next_turn"))  # 514.2: the damage wears off, and the record
    game.perform(A.DestroyObject(bears))
    resolve_all(game)
    assert game.player("Alice").life == 20


def test_the_equipped_creature_deals_the_damage_and_the_victim_comes_back_equipped() -> None:
    game = _game(SCYTHE)
    scythe = enter(game, "Scythe of the Wretched")
    knight = enter(game, "Grizzly Bears")
    game.perform(A.AttachTo(scythe, knight))
    victim = enter(game, "Llanowar Elves", "Bob")
    game.perform(A.DealDamageAction(victim, 1, source=knight))  # lethal for the 1/1 Elves
    resolve_all(game)
    (elves,) = _named(game, "Llanowar Elves")
    assert game.controller_of(elves) == "Alice"
    assert game.obj(scythe).attached_to == elves


def test_enchanted_creature_dies_and_returns_under_your_control() -> None:
    game = _game(PACT)
    bears = enter(game, "Grizzly Bears", "Bob")
    enter(game, "Unhallowed Pact", attached_to=bears)
    game.perform(A.DestroyObject(bears))
    resolve_all(game)
    (back,) = _named(game, "Grizzly Bears")
    assert game.controller_of(back) == "Alice"


def test_abducted_creature_returns_to_its_owner() -> None:
    game = _game(ABDUCTION)
    bears = enter(game, "Grizzly Bears", "Bob")
    enter(game, "Abduction", attached_to=bears)
    resolve_all(game)
    assert game.controller_of(bears) == "Alice"
    game.perform(A.DestroyObject(bears))
    resolve_all(game)
    (back,) = _named(game, "Grizzly Bears")
    assert game.controller_of(back) == "Bob"
    assert not game.state.zone_ids(Zone.GRAVEYARD, "Bob")


OPPORTUNIST = card("Morbid Opportunist", "Creature — Human Rogue",
                   "Whenever one or more other creatures die, draw a card. This ability "
                   "triggers only once each turn.", "{2}{B}", "1/3")


def test_other_creatures_dying_draw_one_card_once_each_turn() -> None:
    game = _game(OPPORTUNIST)
    enter(game, "Morbid Opportunist")
    for _ in range(2):
        enter(game, "Llanowar Elves", "Bob")
    for elves in [o for o in game.battlefield() if game.chars(o).name == "Llanowar Elves"]:
        game.perform(A.DealDamageAction(elves, 1))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 1
    game.perform(A.DestroyObject(enter(game, "Grizzly Bears", "Bob")))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 1  # only once each turn
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.DestroyObject(enter(game, "Grizzly Bears", "Bob")))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 2
