"""Emerge (702.119a): "You may cast this spell by paying [cost] and sacrificing a creature
rather than paying its mana cost" — an alternative cost (118.9), reduced by the sacrificed
creature's mana value (generic mana only, 601.2f)."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.legal_actions import legal_actions
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import creature, enter, hand, library, resolve_all, table

WRETCHED_GRYFF = card("Wretched Gryff", "Creature — Eldrazi Hippogriff",
                      "Emerge {5}{U} (You may cast this spell by sacrificing a creature and "
                      "paying the emerge cost reduced by that creature's mana value.)\n"
                      "When you cast this spell, draw a card.\nFlying", "{7}{U}", "3/4")
BEAR = creature("Three Drop", 3, 3, cost="{1}{G}{G}")
SQUIRE = creature("One Drop", 1, 1, cost="{W}")
TITAN = creature("Eight Drop", 8, 8, cost="{8}")
EMERGE = (("cost", "emerge"),)


def _game(*lands: str) -> tuple[Game, int]:
    game = table(WRETCHED_GRYFF, BEAR, SQUIRE, TITAN)
    library(game, "Alice")
    for name in lands:
        enter(game, name)
    return game, hand(game, "Wretched Gryff")


def _untapped(game: Game) -> int:
    return sum(not game.obj(o).tapped for o in game.permanents("Alice")
               if game.obj(o).card.name in ("Island", "Forest"))


def _names(game: Game, zone: Zone) -> list[str]:
    return [game.obj(o).card.name for o in game.state.zone_ids(zone, "Alice")]


def test_702_119a_sacrificing_a_three_drop_wretched_gryff_costs_2u() -> None:
    game, gryff = _game("Island", "Island", "Island", "Island")
    bear = enter(game, "Three Drop")
    options = {o.label: o for o in legal_actions(game, "Alice")}
    assert options["Cast Wretched Gryff (emerge)"].legal
    assert not options["Cast Wretched Gryff"].legal  # {7}{U} is out of reach
    game.perform(A.CastSpell("Alice", gryff, choices=EMERGE))
    assert "Three Drop" in _names(game, Zone.GRAVEYARD)  # sacrificed as the cost is paid
    assert bear not in game.permanents("Alice")
    assert _untapped(game) == 1  # {5}{U} less 3: {2}{U}
    resolve_all(game)  # the cast trigger draws, then the Gryff resolves
    assert "Wretched Gryff" in [game.obj(o).card.name for o in game.permanents("Alice")]
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 1  # "draw a card"


def test_702_119a_the_coloured_part_is_never_reduced() -> None:
    game, gryff = _game("Forest", "Forest")
    enter(game, "Eight Drop")
    with pytest.raises(IllegalAction):  # {5}{U} less 8 leaves {U}: no blue mana
        game.perform(A.CastSpell("Alice", gryff, choices=EMERGE))
    enter(game, "Island")
    game.perform(A.CastSpell("Alice", gryff, choices=EMERGE))
    assert _untapped(game) == 2  # only the Island paid {U}
    assert "Eight Drop" in _names(game, Zone.GRAVEYARD)


def test_702_119a_the_creature_named_by_the_answer_sets_the_reduction() -> None:
    game, gryff = _game(*["Island"] * 5)
    squire = enter(game, "One Drop")
    bear = enter(game, "Three Drop")
    game.perform(A.CastSpell("Alice", gryff, choices=(*EMERGE, ("sacrifice", squire))))
    assert _untapped(game) == 0  # {5}{U} less 1: {4}{U}
    assert _names(game, Zone.GRAVEYARD) == ["One Drop"]
    assert bear in game.permanents("Alice")


def test_702_119a_without_a_creature_there_is_no_emerge() -> None:
    game, gryff = _game(*["Island"] * 8)
    with pytest.raises(IllegalAction, match="emerge"):
        game.perform(A.CastSpell("Alice", gryff, choices=EMERGE))
    options = {o.label: o for o in legal_actions(game, "Alice")}
    assert not options["Cast Wretched Gryff (emerge)"].legal
    assert options["Cast Wretched Gryff"].legal  # its mana cost still works
