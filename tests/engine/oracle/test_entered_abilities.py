"""614.1c: "If ~ was kicked, it enters with N +1/+1 counters on it and with [ability]"
(Kavu Titan, Benalish Lancer, Degavolver, Prison Barricade): the counters and the ability
come only with the kick, and the ability stays while the permanent does."""

from __future__ import annotations

from typing import Any

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, newest, resolve_all, table

KAVU = card("Kavu Titan", "Creature — Kavu",
            "Kicker {2}{G}\nIf Kavu Titan was kicked, it enters with three +1/+1 counters on "
            "it and with trample.", "{1}{G}", "2/2")
DEGAVOLVER = card("Degavolver", "Creature — Volver",
                  "Kicker {1}{B} and/or {R}\nIf Degavolver was kicked with its {1}{B} kicker, "
                  "it enters with two +1/+1 counters on it and with \"Pay 3 life: Regenerate "
                  "Degavolver.\"\nIf Degavolver was kicked with its {R} kicker, it enters with "
                  "a +1/+1 counter on it and with first strike.", "{1}{W}", "1/1")


def _cast(game: Game, name: str, *choices: tuple[str, Any]) -> int:
    spell = hand(game, name)
    game.perform(A.CastSpell("Alice", spell, choices=choices, pay="free"))
    resolve_all(game)
    return newest(game, spell)


def test_614_1c_kicked_kavu_titan_enters_with_counters_and_trample() -> None:
    game = table(KAVU)
    titan = _cast(game, "Kavu Titan", ("kicked", 1))
    chars = game.chars(titan)
    assert (chars.power, chars.toughness) == (5, 5)
    assert chars.has_keyword("Trample")
    plain = _cast(game, "Kavu Titan")
    assert (game.chars(plain).power, game.chars(plain).toughness) == (2, 2)
    assert not game.chars(plain).has_keyword("Trample")


def test_614_1c_degavolver_enters_with_only_the_paid_kickers_ability() -> None:
    game = table(DEGAVOLVER)
    volver = _cast(game, "Degavolver", ("kicked", 1), ("kicker", "{R}"))
    chars = game.chars(volver)
    assert (chars.power, chars.toughness) == (2, 2)
    assert chars.has_keyword("First strike")
    assert not any("Regenerate" in a.text for a in chars.abilities
                   if type(a).__name__ == "ActivatedAbility")
    both = _cast(game, "Degavolver", ("kicked", 2))
    chars = game.chars(both)
    assert (chars.power, chars.toughness) == (4, 4)
    assert chars.has_keyword("First strike")
    game.perform(A.ActivateAbility("Alice", both, 1))  # "Pay 3 life: Regenerate Degavolver."
    resolve_all(game)
    assert game.player("Alice").life == 17
