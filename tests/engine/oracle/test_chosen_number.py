""""Choose a number between 0 and 10. Destroy all creatures with power greater than or equal
to the chosen number." (608.2d: chosen as it resolves; 701.8), from Oracle text: Expel the
Interlopers."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

EXPEL = card("Expel the Interlopers", "Sorcery",
             "Choose a number between 0 and 10. Destroy all creatures with power greater than "
             "or equal to the chosen number.", "{3}{W}{W}")


def test_608_2d_creatures_with_power_at_least_the_number_are_destroyed() -> None:
    game = table(EXPEL)
    bears = enter(game, "Grizzly Bears")
    dreadmaw = enter(game, "Colossal Dreadmaw", "Bob")
    ornithopter = enter(game, "Ornithopter", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Expel the Interlopers"),
                             choices=(("number", 2),), pay="free"))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD  # power 2
    assert zone(game, dreadmaw) == Zone.GRAVEYARD  # power 6
    assert zone(game, ornithopter) == Zone.BATTLEFIELD  # power 0


def test_608_2d_unanswered_the_number_spares_your_own_creatures() -> None:
    game = table(EXPEL)
    bears = enter(game, "Grizzly Bears")
    dreadmaw = enter(game, "Colossal Dreadmaw", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Expel the Interlopers"), pay="free"))
    resolve_all(game)  # 3: above the Bears' power
    assert zone(game, bears) == Zone.BATTLEFIELD
    assert zone(game, dreadmaw) == Zone.GRAVEYARD
