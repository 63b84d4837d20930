""""target nonattacking creature", "target nonattacking, nonblocking creature" (115.1: a
target must fit its description; 506.4: attacking and blocking creatures), from Oracle text:
Alarum and Unlikely Alliance."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table

ALARUM = card("Alarum", "Instant",
              "Untap target nonattacking creature. It gets +1/+3 until end of turn.", "{1}{W}")
ALLIANCE = card("Unlikely Alliance", "Enchantment",
                "{1}{W}: Target nonattacking, nonblocking creature gets +0/+2 until end of "
                "turn.", "{1}{W}")


def test_115_1_alarum_untaps_and_pumps_a_creature_that_isnt_attacking() -> None:
    game = table(ALARUM)
    bears = enter(game, "Grizzly Bears", tapped=True)
    game.perform(A.CastSpell("Alice", hand(game, "Alarum"), (bears,), pay="free"))
    resolve_all(game)
    assert not game.obj(bears).tapped
    assert (game.chars(bears).power, game.chars(bears).toughness) == (3, 5)


def test_115_1_an_attacking_creature_is_no_target_for_alarum_or_the_alliance() -> None:
    game = table(ALARUM, ALLIANCE)
    bears = enter(game, "Grizzly Bears")
    alliance = enter(game, "Unlikely Alliance")
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", hand(game, "Alarum"), (bears,), pay="free"))
    with pytest.raises(A.IllegalAction):
        game.perform(A.ActivateAbility("Alice", alliance, 1, (bears,), pay="free"))
    home = enter(game, "Grizzly Bears")  # not attacking: a legal target now
    game.perform(A.CastSpell("Alice", hand(game, "Alarum"), (home,), pay="free"))
    resolve_all(game)
    assert game.chars(home).toughness == 5


def test_115_1_a_blocking_creature_is_no_target_for_the_alliance() -> None:
    game = table(ALLIANCE)
    attacker = enter(game, "Grizzly Bears")
    blocker = enter(game, "Grizzly Bears", "Bob")
    alliance = enter(game, "Unlikely Alliance")
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (attacker,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ((blocker, attacker),)))
    with pytest.raises(A.IllegalAction):
        game.perform(A.ActivateAbility("Alice", alliance, 1, (blocker,), pay="free"))
    idle = enter(game, "Grizzly Bears")
    game.perform(A.ActivateAbility("Alice", alliance, 1, (idle,), pay="free"))
    resolve_all(game)
    assert game.chars(idle).toughness == 4
