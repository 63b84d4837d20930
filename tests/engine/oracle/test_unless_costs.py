"""118.12: "sacrifice ~ unless you [cost]" with any cost an activated ability can have
(return a permanent you control, discard a card of a kind, pay energy), from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

HAWK = card("Glint Hawk", "Creature — Bird",
            "Flying\nWhen Glint Hawk enters, sacrifice it unless you return an artifact you "
            "control to its owner's hand.", "{W}", "2/2")
THOPTER = card("Ornithopter", "Artifact Creature — Thopter", "Flying", "{0}", "0/2")
HORROR = card("Hidden Horror", "Creature — Horror",
              "When Hidden Horror enters, sacrifice it unless you discard a creature card.",
              "{1}{B}{B}", "4/4")
HELLION = card("Lathnu Hellion", "Creature — Hellion",
               "Haste\nWhen Lathnu Hellion enters, you get {E}{E}.\nAt the beginning of your "
               "end step, sacrifice Lathnu Hellion unless you pay {E}{E}.", "{2}{R}", "4/4")


def _game() -> Game:
    game = table(HAWK, THOPTER, HORROR, HELLION)
    library(game, "Alice")
    library(game, "Bob")
    return game


def test_glint_hawk_stays_by_returning_an_artifact_of_yours() -> None:
    game = _game()
    thopter = enter(game, "Ornithopter")
    hawk = enter(game, "Glint Hawk")
    resolve_all(game)
    assert zone(game, hawk) == Zone.BATTLEFIELD
    assert zone(game, thopter) == Zone.HAND


def test_glint_hawk_is_sacrificed_without_an_artifact_you_control() -> None:
    game = _game()
    theirs = enter(game, "Ornithopter", "Bob")  # not Alice's: can't be returned
    hawk = enter(game, "Glint Hawk")
    resolve_all(game)
    assert zone(game, hawk) == Zone.GRAVEYARD
    assert zone(game, theirs) == Zone.BATTLEFIELD


def test_hidden_horror_asks_for_a_creature_card_not_any_card() -> None:
    game = _game()
    hand(game, "Island")
    horror = enter(game, "Hidden Horror")
    resolve_all(game)
    assert zone(game, horror) == Zone.GRAVEYARD  # an Island is no creature card
    bears = hand(game, "Grizzly Bears")
    horror = enter(game, "Hidden Horror")
    resolve_all(game)
    assert zone(game, horror) == Zone.BATTLEFIELD
    assert zone(game, bears) == Zone.GRAVEYARD


def test_lathnu_hellion_pays_its_energy_once() -> None:
    # 107.14: energy paid at the end step; the next time there is none and it's sacrificed
    game = _game()
    hellion = enter(game, "Lathnu Hellion")
    resolve_all(game)
    assert game.player("Alice").counters.get("energy") == 2
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert zone(game, hellion) == Zone.BATTLEFIELD
    assert game.player("Alice").counters.get("energy") == 0
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert zone(game, hellion) == Zone.GRAVEYARD
