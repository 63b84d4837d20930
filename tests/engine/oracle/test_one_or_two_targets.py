""""One or two target creatures": one target required, a second one allowed (601.2c),
from Oracle text: Counterintelligence, Wind Sail."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

COUNTERINTELLIGENCE = card("Counterintelligence", "Sorcery",
                           "Return one or two target creatures to their owners' hands.",
                           "{2}{U}{U}")
WIND_SAIL = card("Wind Sail", "Sorcery",
                 "One or two target creatures gain flying until end of turn.", "{1}{U}")


def test_601_2c_counterintelligence_returns_both_targets() -> None:
    game = table(COUNTERINTELLIGENCE)
    first = enter(game, "Grizzly Bears", "Bob")
    second = enter(game, "Grizzly Bears", "Bob")
    stays = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Counterintelligence"), (first, second),
                             pay="free"))
    resolve_all(game)
    assert zone(game, first) == Zone.HAND and zone(game, second) == Zone.HAND
    assert zone(game, stays) == Zone.BATTLEFIELD


def test_601_2c_wind_sail_one_target_is_enough_none_is_not() -> None:
    game = table(WIND_SAIL)
    bears = enter(game, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", hand(game, "Wind Sail"), (bears,), pay="free"))
    resolve_all(game)
    assert game.chars(bears).has_ability("Flying")
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", hand(game, "Wind Sail"), (), pay="free"))
