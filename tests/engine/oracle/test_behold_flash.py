"""702.8a, 601.2b: "You may cast this spell as though it had flash if you behold a Dragon as
an additional cost to cast it." from Oracle text (Molten Exhale): beholding (choosing a
Dragon you control or revealing a Dragon card from your hand) lets it be cast any time."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

EXHALE = card(
    "Molten Exhale", "Sorcery",
    "You may cast this spell as though it had flash if you behold a Dragon as an additional "
    "cost to cast it. (To behold a Dragon, choose a Dragon you control or reveal a Dragon "
    "card from your hand.)\nMolten Exhale deals 4 damage to target creature or "
    "planeswalker.", "{1}{R}")
SHIVAN = card("Shivan Dragon", "Creature — Dragon",
              "Flying\n{R}: Shivan Dragon gets +1/+0 until end of turn.", "{4}{R}{R}", "5/5")


def test_702_8a_without_beholding_it_is_cast_as_a_sorcery() -> None:
    game = table(EXHALE, SHIVAN, step=Step.UPKEEP)
    bears = enter(game, "Grizzly Bears", "Bob")
    with pytest.raises(A.IllegalAction, match="can be cast"):
        game.perform(A.CastSpell("Alice", hand(game, "Molten Exhale"), (bears,), pay="free"))
    with pytest.raises(A.IllegalAction, match="can't be beheld"):
        game.perform(A.CastSpell("Alice", hand(game, "Molten Exhale"), (bears,),
                                 (("behold", bears),), pay="free"))


def test_702_8a_revealing_a_dragon_from_hand_casts_it_in_the_upkeep() -> None:
    game = table(EXHALE, SHIVAN, step=Step.UPKEEP)
    bears = enter(game, "Grizzly Bears", "Bob")
    dragon = hand(game, "Shivan Dragon")
    events = game.perform(A.CastSpell("Alice", hand(game, "Molten Exhale"), (bears,),
                                      (("behold", dragon),), pay="free"))
    assert any(e.kind == "behold" for e in events)
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD and zone(game, dragon) == Zone.HAND


def test_702_8a_choosing_a_dragon_you_control() -> None:
    game = table(EXHALE, SHIVAN, step=Step.UPKEEP)
    bears = enter(game, "Grizzly Bears", "Bob")
    enter(game, "Shivan Dragon", "Bob")  # an opponent's Dragon is not yours to behold
    with pytest.raises(A.IllegalAction, match="can't be beheld"):
        game.perform(A.CastSpell("Alice", hand(game, "Molten Exhale"), (bears,),
                                 (("behold", "Shivan Dragon"),), pay="free"))
    dragon = enter(game, "Shivan Dragon")
    game.perform(A.CastSpell("Alice", hand(game, "Molten Exhale"), (bears,),
                             (("behold", dragon),), pay="free"))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD
