"""Fight (701.14), coin flips (705) with "If you win/lose the flip", historic (700.6) and
multicolored (105.4) descriptions, from Oracle text."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

BRAWL = card("Test Brawl", "Sorcery",
             "Target creature you control fights target creature you don't control.", "{G}")
GAMBLE = card("Test Gamble", "Sorcery",
              "Flip a coin. If you win the flip, you gain 5 life. If you lose the flip, you "
              "lose 1 life.", "{R}")


def test_701_14a_each_deals_damage_equal_to_its_power_to_the_other() -> None:
    game = table(BRAWL)
    dreadmaw = enter(game, "Colossal Dreadmaw")
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Test Brawl"), (dreadmaw, bears),
                             pay="free"))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD
    assert game.obj(dreadmaw).damage == 2


def test_705_a_coin_flip_decides_which_instruction_is_followed() -> None:
    game = table(GAMBLE)
    game.perform(A.CastSpell("Alice", hand(game, "Test Gamble"), pay="free"))
    events = resolve_all(game)
    won = any(e.kind == "coin" and "wins" in e.text for e in events)
    assert game.player("Alice").life == (25 if won else 19)
