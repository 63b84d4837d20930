""""That permanent gains haste, "When this permanent leaves the battlefield, ...," and "At
the beginning of your end step, sacrifice this permanent."": quoted abilities in a list
whose comma stands inside the quotes (113.1a, 611.2c), from Oracle text: Terminal Velocity."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

VELOCITY = card("Terminal Velocity", "Sorcery",
                "You may put an artifact or creature card from your hand onto the battlefield. "
                "That permanent gains haste, \"When this permanent leaves the battlefield, it "
                "deals damage equal to its mana value to each creature,\" and \"At the beginning "
                "of your end step, sacrifice this permanent.\"", "{4}{R}{R}")


def test_611_2c_the_permanent_has_haste_and_is_sacrificed_hurting_each_creature() -> None:
    game = table(VELOCITY)
    dreadmaw = hand(game, "Colossal Dreadmaw")
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Terminal Velocity"), pay="free"))
    resolve_all(game)
    (put,) = [o for o in game.permanents("Alice") if game.name_of(o) == "Colossal Dreadmaw"]
    assert zone(game, dreadmaw) == Zone.BATTLEFIELD
    assert game.chars(put).has_ability("Haste")
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)  # sacrificed at the end step; it leaves: 6 damage to each creature
    assert zone(game, put) == Zone.GRAVEYARD
    assert zone(game, bears) == Zone.GRAVEYARD
