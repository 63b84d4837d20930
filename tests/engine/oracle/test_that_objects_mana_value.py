"""608.2h: "where X is that creature's mana value": the value of the object the ability
named, as it last existed if it has left the battlefield."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table

MUTATION = card("Aether Mutation", "Sorcery",
                "Return target creature to its owner's hand. Create X 1/1 green Saproling "
                "creature tokens, where X is that creature's mana value.", "{3}{G}{U}")
SMELTER = card("Hoard-Smelter Dragon", "Creature — Dragon",
               "Flying\n{3}{R}: Destroy target artifact. Hoard-Smelter Dragon gets +X/+0 until "
               "end of turn, where X is that artifact's mana value.", "{4}{R}{R}", "5/5")
MOX = card("Test Relic", "Artifact", "", "{3}")


def test_608_2h_saprolings_for_the_mana_value_of_the_bounced_creature() -> None:
    game = table(MUTATION)
    dreadmaw = enter(game, "Colossal Dreadmaw", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Aether Mutation"), (dreadmaw,), pay="free"))
    resolve_all(game)
    saprolings = [o for o in game.battlefield() if game.name_of(o) == "Saproling"]
    assert len(saprolings) == 6


def test_608_2h_the_dragon_gets_the_destroyed_artifact_s_mana_value() -> None:
    game = table(SMELTER, MOX)
    dragon = enter(game, "Hoard-Smelter Dragon")
    relic = enter(game, "Test Relic", "Bob")
    game.perform(A.ActivateAbility("Alice", dragon, 1, (relic,), pay="free"))
    resolve_all(game)
    assert game.chars(dragon).power == 8
