"""201.2, 611.2c: "Target creature and all other creatures with the same name as that
creature get -2/-2 until end of turn", from Oracle text: the creatures sharing the
target's name are found as the spell resolves, on both sides of the table."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

ECHOING_DECAY = card("Echoing Decay", "Instant",
                     "Target creature and all other creatures with the same name as that "
                     "creature get -2/-2 until end of turn.", "{1}{B}")
ECHOING_COURAGE = card("Echoing Courage", "Instant",
                       "Target creature and all other creatures with the same name as that "
                       "creature get +2/+2 until end of turn.", "{1}{G}")


def test_201_2_echoing_decay_shrinks_every_creature_with_the_targets_name() -> None:
    game = table(ECHOING_DECAY)
    enter(game, "Swamp")
    enter(game, "Swamp")
    target = enter(game, "Grizzly Bears", "Bob")
    other = enter(game, "Grizzly Bears", "Bob")
    mine = enter(game, "Grizzly Bears")
    wurm = enter(game, "Craw Wurm", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Echoing Decay"), targets=(target,)))
    resolve_all(game)
    assert all(zone(game, o) == Zone.GRAVEYARD for o in (target, other, mine))
    assert zone(game, wurm) == Zone.BATTLEFIELD and game.chars(wurm).power == 6


def test_611_2c_echoing_courage_the_set_is_fixed_as_it_resolves() -> None:
    game = table(ECHOING_COURAGE)
    enter(game, "Forest")
    enter(game, "Forest")
    target = enter(game, "Grizzly Bears")
    other = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Echoing Courage"), targets=(target,)))
    resolve_all(game)
    later = enter(game, "Grizzly Bears")  # entered after: not affected (611.2c)
    assert game.chars(target).power == 4 and game.chars(other).power == 4
    assert game.chars(later).power == 2
