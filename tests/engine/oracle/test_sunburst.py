"""Sunburst (702.44): a permanent enters with a +1/+1 counter (a creature) or a charge
counter (anything else) for each colour of mana spent to cast it."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table

SKYREACH_MANTA = card("Skyreach Manta", "Artifact Creature — Fish", "Sunburst\nFlying",
                      "{5}", "0/0")
HELIOPHIAL = card("Heliophial", "Artifact",
                  "Sunburst\n{2}, Sacrifice Heliophial: Heliophial deals damage equal to the "
                  "number of charge counters on it to any target.", "{5}")


def _cast(game, name: str, lands: tuple[str, ...]) -> int:
    for land in lands:
        enter(game, land)
    events = game.perform(A.CastSpell("Alice", hand(game, name)))
    resolve_all(game)
    return game.state.newest(next(e.objects[0] for e in events if e.kind == "cast"))


def test_702_44a_a_creature_gets_a_counter_per_colour_spent() -> None:
    game = table(SKYREACH_MANTA)
    manta = _cast(game, "Skyreach Manta", ("Plains", "Island", "Swamp", "Forest", "Forest"))
    assert game.obj(manta).counters.get("+1/+1") == 4
    assert (game.chars(manta).power, game.chars(manta).toughness) == (4, 4)


def test_702_44a_a_noncreature_gets_charge_counters() -> None:
    game = table(HELIOPHIAL)
    phial = _cast(game, "Heliophial", ("Mountain", "Mountain", "Island", "Island", "Island"))
    assert game.obj(phial).counters == {"charge": 2}
