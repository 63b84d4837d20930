"""502.3: "Creatures target player controls don't untap during that player's next untap
step", "Lands target player controls don't untap during their next untap step", from
Oracle text: the permanents that player controls as the spell resolves (611.2c) stay
tapped through that player's next untap step only."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

MISSTEP = card("Misstep", "Sorcery",
               "Creatures target player controls don't untap during that player's next untap "
               "step.", "{1}{U}")
MANA_VAPORS = card("Mana Vapors", "Sorcery",
                   "Lands target player controls don't untap during their next untap step.",
                   "{1}{U}")


def test_502_3_misstep_keeps_that_players_creatures_tapped_one_untap_step() -> None:
    game = table(MISSTEP)
    library(game, "Alice")
    library(game, "Bob")
    bears = enter(game, "Grizzly Bears", "Bob", tapped=True)
    mine = enter(game, "Grizzly Bears", tapped=True)
    island = enter(game, "Island", "Bob", tapped=True)
    game.perform(A.CastSpell("Alice", hand(game, "Misstep"), targets=("Bob",), pay="free"))
    resolve_all(game)
    game.perform(A.AdvanceTo("next_turn"))  # Bob's untap step
    assert game.obj(bears).tapped
    assert not game.obj(island).tapped  # a land: not a creature
    game.perform(A.AdvanceTo("next_turn"))  # Alice's: her creature was never affected
    assert not game.obj(mine).tapped
    game.perform(A.AdvanceTo("next_turn"))  # Bob's next untap step: it untaps
    assert not game.obj(bears).tapped


def test_502_3_mana_vapors_keeps_the_lands_tapped() -> None:
    game = table(MANA_VAPORS)
    library(game, "Alice")
    library(game, "Bob")
    land = enter(game, "Forest", "Bob", tapped=True)
    bears = enter(game, "Grizzly Bears", "Bob", tapped=True)
    game.perform(A.CastSpell("Alice", hand(game, "Mana Vapors"), targets=("Bob",), pay="free"))
    resolve_all(game)
    game.perform(A.AdvanceTo("next_turn"))
    assert game.obj(land).tapped and not game.obj(bears).tapped
