"""120 and this turn's damage events: "Destroy target creature that was dealt damage this
turn", "Destroy target creature that dealt damage to you this turn"."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

FATAL_BLOW = card("Fatal Blow", "Instant", "Destroy target creature that was dealt damage "
                  "this turn. It can't be regenerated.", "{B}")
AVENGER = card("Giltspire Avenger", "Creature — Human Soldier",
               "Exalted\n{T}: Destroy target creature that dealt damage to you this turn.",
               "{G}{W}{U}", "2/2")


def test_a_creature_dealt_damage_this_turn_is_destroyed() -> None:
    game = table(FATAL_BLOW)
    dreadmaw = enter(game, "Colossal Dreadmaw", "Bob")
    game.perform(A.DealDamageAction(dreadmaw, 1, None))
    game.perform(A.CastSpell("Alice", hand(game, "Fatal Blow"), (dreadmaw,), pay="free"))
    resolve_all(game)
    assert zone(game, dreadmaw) == Zone.GRAVEYARD


def test_115_1_an_undamaged_creature_is_no_legal_target() -> None:
    game = table(FATAL_BLOW)
    dreadmaw = enter(game, "Colossal Dreadmaw", "Bob")
    with pytest.raises(IllegalAction):
        game.perform(A.CastSpell("Alice", hand(game, "Fatal Blow"), (dreadmaw,), pay="free"))


def test_only_the_creature_that_dealt_damage_to_you() -> None:
    game = table(AVENGER)
    avenger = enter(game, "Giltspire Avenger")
    bears = enter(game, "Grizzly Bears", "Bob")
    dreadmaw = enter(game, "Colossal Dreadmaw", "Bob")
    game.perform(A.DealDamageAction("Alice", 2, bears))
    with pytest.raises(IllegalAction):
        game.perform(A.ActivateAbility("Alice", avenger, 1, (dreadmaw,), pay="free"))
    game.perform(A.ActivateAbility("Alice", avenger, 1, (bears,), pay="free"))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD
