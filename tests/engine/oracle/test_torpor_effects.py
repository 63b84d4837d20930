"""603.6a: torpor effects, from Oracle text (Doorkeeper Thrull): artifacts and creatures
entering the battlefield don't cause abilities to trigger (their own enters abilities nor
other permanents' "whenever a creature enters"); other permanents entering still do."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

THRULL = card("Doorkeeper Thrull", "Creature — Thrull",
              "Flash\nFlying\nArtifacts and creatures entering don't cause abilities to "
              "trigger.", "{1}{W}", "1/2")
VISIONARY = card("Elvish Visionary", "Creature — Elf Shaman",
                 "When Elvish Visionary enters the battlefield, draw a card.", "{1}{G}", "1/1")
WARDEN = card("Soul Warden", "Creature — Human Cleric",
              "Whenever another creature enters the battlefield, you gain 1 life.", "{W}",
              "1/1")
FIELD = card("Test Field", "Enchantment",
             "Whenever a land enters the battlefield under your control, you gain 2 life.",
             "{G}")


def _hand_size(game: Game) -> int:
    return len(game.objects_in(Zone.HAND, "Alice"))


def test_603_6a_creatures_entering_trigger_nothing_while_the_thrull_is_there() -> None:
    game = table(THRULL, VISIONARY, WARDEN, FIELD)
    library(game, "Alice")
    enter(game, "Soul Warden")
    enter(game, "Test Field")
    thrull = enter(game, "Doorkeeper Thrull")
    resolve_all(game)
    life = game.player("Alice").life
    enter(game, "Elvish Visionary")
    resolve_all(game)
    assert _hand_size(game) == 0 and game.player("Alice").life == life
    enter(game, "Forest")  # a land is neither: its entering still triggers
    resolve_all(game)
    assert game.player("Alice").life == life + 2
    game.perform(A.MoveObject(thrull, "graveyard"))
    enter(game, "Elvish Visionary")
    resolve_all(game)
    assert _hand_size(game) == 1 and game.player("Alice").life == life + 3
