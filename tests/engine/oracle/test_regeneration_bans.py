"""701.19c: "Target creature can't be regenerated this turn": a regeneration shield does not
replace its destruction while the effect lasts (an ability, Hurr Jackal; a spell, Gravebind)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

JACKAL = card("Hurr Jackal", "Creature — Jackal",
              "{T}: Target creature can't be regenerated this turn.", "{R}", "1/1")
GRAVEBIND = card("Gravebind", "Instant",
                 "Target creature can't be regenerated this turn.\n"
                 "Draw a card at the beginning of the next turn's upkeep.", "{B}")
SKELETONS = card("Drudge Skeletons", "Creature — Skeleton", "{B}: Regenerate Drudge Skeletons.",
                 "{1}{B}", "1/1")


def _shielded_skeletons(game: Game) -> int:
    skeletons = enter(game, "Drudge Skeletons", "Bob")
    enter(game, "Swamp", "Bob")
    game.perform(A.PassPriority("Alice"))  # Bob gets priority to regenerate
    game.perform(A.ActivateAbility("Bob", skeletons, 1))
    resolve_all(game)
    assert game.obj(skeletons).regeneration_shields == 1
    return skeletons


def _bolt(game: Game, target: int) -> None:
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), (target,), pay="free"))
    resolve_all(game)


def test_701_19c_the_jackal_s_target_is_not_regenerated() -> None:
    game = table(JACKAL, SKELETONS)
    jackal = enter(game, "Hurr Jackal")
    jackal_obj = game.obj(jackal)
    jackal_obj.controlled_since_turn_start = True
    skeletons = _shielded_skeletons(game)
    game.perform(A.ActivateAbility("Alice", jackal, 1, (skeletons,)))
    resolve_all(game)
    _bolt(game, skeletons)
    assert zone(game, skeletons) == Zone.GRAVEYARD


def test_701_19_without_the_ban_the_shield_regenerates_it() -> None:
    game = table(SKELETONS)
    skeletons = _shielded_skeletons(game)
    _bolt(game, skeletons)
    assert zone(game, skeletons) == Zone.BATTLEFIELD and game.obj(skeletons).tapped


def test_701_19c_gravebind_lasts_only_this_turn() -> None:
    game = table(GRAVEBIND, SKELETONS)
    library(game, "Alice")
    library(game, "Bob")
    skeletons = enter(game, "Drudge Skeletons", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Gravebind"), (skeletons,), pay="free"))
    resolve_all(game)
    assert game.rule_effects("cant_be_regenerated")
    game.perform(A.AdvanceTo("end"))
    game.perform(A.AdvanceTo("upkeep"))  # Bob's turn: the effect has ended (514.2)
    assert not game.rule_effects("cant_be_regenerated")
