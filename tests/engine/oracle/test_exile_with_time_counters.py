"""702.62: a suspend card that exiles itself as it resolves: "Arc Blade deals 2 damage to
any target. Exile Arc Blade with three time counters on it." (then suspend works from
exile)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, resolve_all, table, zone

ARC_BLADE = card("Arc Blade", "Sorcery", "Arc Blade deals 2 damage to any target. Exile Arc "
                 "Blade with three time counters on it.\nSuspend 3—{2}{R}", "{3}{R}{R}")


def test_702_62_the_spell_is_exiled_with_three_time_counters() -> None:
    game = table(ARC_BLADE)
    blade = hand(game, "Arc Blade")
    game.perform(A.CastSpell("Alice", blade, ("Bob",), pay="free"))
    resolve_all(game)
    assert game.player("Bob").life == 18
    assert zone(game, blade) == Zone.EXILE
    (exiled,) = game.state.zone_ids(Zone.EXILE)
    assert game.obj(exiled).counters == {"time": 3}
    assert game.state.zone_ids(Zone.GRAVEYARD, "Alice") == []
