"""702.33b: "Kicker {B} and/or {R}", from Oracle text (Archangel of Wrath): each kicker cost
may be paid once; kicked once the player names which; "if it was kicked" and "if it was
kicked twice" enters triggers."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

ARCHANGEL = card(
    "Archangel of Wrath", "Creature — Angel",
    "Kicker {B} and/or {R} (You may pay an additional {B} and/or {R} as you cast this "
    "spell.)\nFlying, lifelink\nWhen Archangel of Wrath enters the battlefield, if it was "
    "kicked, it deals 2 damage to any target.\nWhen Archangel of Wrath enters the "
    "battlefield, if it was kicked twice, it deals 2 damage to any target.", "{2}{W}{W}",
    "3/4")


def _cast(game: Game, *choices: tuple[str, Any]) -> int:
    events = game.perform(A.CastSpell("Alice", hand(game, "Archangel of Wrath"),
                                      choices=choices))
    events += resolve_all(game)
    return sum(1 for e in events if e.kind == "damage")


def _lands(game: Game, *names: str) -> None:
    for name in ("Plains", "Plains", "Plains", "Plains", *names):
        enter(game, name)


def test_702_33b_kicked_twice_pays_both_and_both_triggers_fire() -> None:
    game = table(ARCHANGEL)
    _lands(game, "Swamp")
    with pytest.raises(A.IllegalAction, match="not enough mana"):
        _cast(game, ("kicked", 2))
    enter(game, "Mountain")
    with pytest.raises(A.IllegalAction, match="only once"):
        _cast(game, ("kicked", 3))
    assert _cast(game, ("kicked", 2)) == 2


def test_702_33b_kicked_once_with_the_red_kicker() -> None:
    game = table(ARCHANGEL)
    _lands(game, "Mountain")
    with pytest.raises(A.IllegalAction, match="not enough mana"):
        _cast(game, ("kicked", 1))  # the first cost, {B}, unanswered
    assert _cast(game, ("kicked", 1), ("kicker", "{R}")) == 1


SUNSCAPE = card(
    "Sunscape Battlemage", "Creature — Human Wizard",
    "Kicker {1}{G} and/or {2}{U} (You may pay an additional {1}{G} and/or {2}{U} as you cast "
    "this spell.)\nWhen Sunscape Battlemage enters, if it was kicked with its {1}{G} kicker, "
    "destroy target creature with flying.\nWhen Sunscape Battlemage enters, if it was kicked "
    "with its {2}{U} kicker, draw two cards.", "{2}{W}", "2/2")
BIRD = card("Test Bird", "Creature — Bird", "Flying", "{W}", "1/1")


def test_702_33b_kicked_with_its_blue_kicker_draws_only() -> None:
    game = table(SUNSCAPE, BIRD)
    library(game, "Alice")
    bird = enter(game, "Test Bird", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Sunscape Battlemage"),
                             choices=(("kicked", 1), ("kicker", "{2}{U}")), pay="free"))
    resolve_all(game)
    assert len(game.objects_in(Zone.HAND, "Alice")) == 2 and zone(game, bird) == Zone.BATTLEFIELD
    game.perform(A.CastSpell("Alice", hand(game, "Sunscape Battlemage"),
                             choices=(("kicked", 2),), pay="free"))
    resolve_all(game)  # both: the Bird is destroyed and two more cards
    assert len(game.objects_in(Zone.HAND, "Alice")) == 4 and zone(game, bird) == Zone.GRAVEYARD
