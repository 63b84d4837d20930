"""106.1, 605.3a: a counted mix of mana: Prismatic Geoscope's "Add X mana in any combination
of colors, where X is the number of basic land types among lands you control" (counted as
it resolves, the mix answered as `mana_mix`)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.rules.action_questions import questions_for
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, table

GEOSCOPE = card("Prismatic Geoscope", "Artifact",
                "Prismatic Geoscope enters tapped.\nDomain — {T}: Add X mana in any combination "
                "of colors, where X is the number of basic land types among lands you control.",
                "{5}")


def test_106_1_a_mix_of_the_wrong_kinds_adds_the_default() -> None:
    game = table(GEOSCOPE)
    geoscope = enter(game, "Prismatic Geoscope")
    game.perform(A.SetTapped(geoscope, False))
    enter(game, "Forest")
    game.perform(A.ActivateAbility("Alice", geoscope, 1, choices=(("mana_mix", "{C}"),)))
    assert game.player("Alice").mana_pool == {"W": 1}


def test_305_6_domain_counts_the_basic_land_types() -> None:
    game = table(GEOSCOPE)
    geoscope = enter(game, "Prismatic Geoscope")
    game.perform(A.SetTapped(geoscope, False))
    for land in ("Plains", "Island", "Swamp"):
        enter(game, land)
    game.perform(A.ActivateAbility("Alice", geoscope, 1, choices=(("mana_mix", "BBG"),)))
    assert game.player("Alice").mana_pool == {"B": 2, "G": 1}


def test_106_1_the_window_asks_for_one_of_the_counted_mixes() -> None:
    game = table(GEOSCOPE)
    geoscope = enter(game, "Prismatic Geoscope")
    for land in ("Plains", "Island"):
        enter(game, land)
    (mix,) = [q for q in questions_for(game, A.ActivateAbility("Alice", geoscope, 1))
              if q.key == "mana_mix"]
    assert len(mix.values) == 15  # two mana of five colours: C(6, 2) mixes
    assert "{W}{U}" in mix.values
