""""Each other Vehicle and creature you control enters with an additional +1/+1 counter on it
if its mana value is 4 or less. Otherwise, it enters with three additional +1/+1 counters on
it." (614.1c), from Oracle text: Thunderous Velocipede; and Mondrak's "twice that many of those
tokens are created instead" (614.1a)."""

from __future__ import annotations

from tabletop.engine.definitions.abilities import StaticAbility
from tabletop.engine.definitions.replacement_specs import ModifyTokens
from tests.cards.compiler.compiling import one
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, table

VELOCIPEDE = card("Thunderous Velocipede", "Artifact — Vehicle",
                  "Trample\nEach other Vehicle and creature you control enters with an "
                  "additional +1/+1 counter on it if its mana value is 4 or less. Otherwise, it "
                  "enters with three additional +1/+1 counters on it.\nCrew 3", "{1}{G}{G}",
                  "5/5")


def test_614_1c_one_counter_on_a_small_creature_three_on_a_big_one() -> None:
    game = table(VELOCIPEDE)
    enter(game, "Thunderous Velocipede")
    bears = enter(game, "Grizzly Bears")
    dreadmaw = enter(game, "Colossal Dreadmaw")
    ring = enter(game, "Sol Ring")
    theirs = enter(game, "Grizzly Bears", "Bob")
    assert game.obj(bears).counters.get("+1/+1") == 1
    assert game.obj(dreadmaw).counters.get("+1/+1") == 3
    assert game.obj(ring).counters.get("+1/+1", 0) == 0  # no Vehicle or creature
    assert game.obj(theirs).counters.get("+1/+1", 0) == 0  # not yours


def test_614_1a_mondraks_wording_doubles_tokens() -> None:
    ability = one("If one or more tokens would be created under your control, twice that many "
                  "of those tokens are created instead.", "Mondrak, Glory Dominus")
    assert isinstance(ability, StaticAbility) and isinstance(ability.replacement, ModifyTokens)
