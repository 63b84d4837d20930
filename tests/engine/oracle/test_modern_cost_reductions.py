"""601.2f, 602.2b: cost reductions of the 2020-2025 sets, from Oracle text: a spell that
costs less if it targets a blocking creature, or if a creature card was put into your
graveyard this turn, and an activated ability that costs less for each basic land type."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.legal_actions import options_for_object
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

DARK_ENDURANCE = card(
    "Dark Endurance", "Instant",
    "This spell costs {1} less to cast if it targets a blocking creature.\n"
    "Target creature gets +2/+0 and gains indestructible until end of turn. (Damage and "
    "effects that say \"destroy\" don't destroy it.)", "{1}{B}")
MACABRE = card(
    "Macabre Reconstruction", "Sorcery",
    "This spell costs {2} less to cast if a creature card was put into your graveyard from "
    "anywhere this turn.\nReturn up to two target creature cards from your graveyard to your "
    "hand.", "{3}{B}")
CODEX = card(
    "Jodah's Codex", "Artifact — Book",
    "Domain — {5}, {T}: Draw a card. This ability costs {1} less to activate for each basic "
    "land type among lands you control.", "{5}")


def test_601_2f_costs_less_only_when_it_targets_a_blocking_creature() -> None:
    game = table(DARK_ENDURANCE)
    enter(game, "Swamp")
    bears = enter(game, "Grizzly Bears")
    with pytest.raises(A.IllegalAction, match="not enough mana"):
        game.perform(A.CastSpell("Alice", hand(game, "Dark Endurance"), (bears,)))
    game.obj(bears).blocking = (999,)  # as if it blocked
    spell = hand(game, "Dark Endurance")
    game.perform(A.CastSpell("Alice", spell, (bears,)))
    resolve_all(game)
    assert game.chars(bears).power == 4 and game.chars(bears).has_keyword("Indestructible")


def test_601_2f_costs_less_after_a_creature_card_went_to_your_graveyard() -> None:
    game = table(MACABRE)
    enter(game, "Swamp")
    enter(game, "Swamp")
    with pytest.raises(A.IllegalAction, match="not enough mana"):
        game.perform(A.CastSpell("Alice", hand(game, "Macabre Reconstruction")))
    game.perform(A.MoveObject(hand(game, "Forest"), "graveyard"))  # a land: no help
    with pytest.raises(A.IllegalAction, match="not enough mana"):
        game.perform(A.CastSpell("Alice", hand(game, "Macabre Reconstruction")))
    game.perform(A.MoveObject(hand(game, "Grizzly Bears", "Bob"), "graveyard"))  # not yours
    with pytest.raises(A.IllegalAction, match="not enough mana"):
        game.perform(A.CastSpell("Alice", hand(game, "Macabre Reconstruction")))
    bears = hand(game, "Grizzly Bears")
    game.perform(A.MoveObject(bears, "graveyard"))  # from anywhere: here from the hand
    spell = hand(game, "Macabre Reconstruction")
    game.perform(A.CastSpell("Alice", spell, (game.state.newest(bears),)))
    resolve_all(game)
    assert zone(game, bears) == Zone.HAND


def test_602_2b_an_ability_costs_1_less_for_each_basic_land_type() -> None:
    game = table(CODEX)
    library(game, "Alice")
    codex = enter(game, "Jodah's Codex")
    enter(game, "Plains")
    enter(game, "Island")  # two types: {5} costs {3}, two lands can't pay it
    with pytest.raises(A.IllegalAction, match="not enough mana"):
        game.perform(A.ActivateAbility("Alice", codex, 1))
    enter(game, "Swamp")  # three types: {2}
    before = len(game.objects_in(Zone.HAND, "Alice"))
    game.perform(A.ActivateAbility("Alice", codex, 1))
    resolve_all(game)
    untapped = [o for o in game.permanents("Alice") if not game.obj(o).tapped]
    assert len(untapped) == 1  # the Codex and two lands are tapped
    assert len(game.objects_in(Zone.HAND, "Alice")) == before + 1


def test_601_2f_the_cast_is_offered_when_a_blocking_creature_could_be_targeted() -> None:
    game = table(DARK_ENDURANCE)
    enter(game, "Swamp")
    bears = enter(game, "Grizzly Bears")
    spell = hand(game, "Dark Endurance")

    def offered() -> bool:
        return any(o.legal for o in options_for_object(game, "Alice", spell)
                   if o.label.startswith("Cast"))

    assert not offered()  # {1}{B} with one Swamp
    game.obj(bears).blocking = (999,)  # as if it blocked
    assert offered()
