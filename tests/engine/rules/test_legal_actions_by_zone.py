"""The options the window offers come from the engine for every zone a card can be used
from: casting from the graveyard with flashback (702.34a) or jump-start (702.133a),
abilities that work in the graveyard or the hand (113.6k, 702.29a), and the alternative
and optional additional costs of a spell in hand as ways to cast it (702.74a evoke,
702.109a dash, 702.33a kicker, 702.27a buyback)."""

from __future__ import annotations

import dataclasses

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.legal_actions import options_for_object
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

FLAME = card("Flashback Flame", "Instant",
             "Flashback Flame deals 2 damage to any target.\nFlashback {1}{R}", "{R}")
SKELETON = card("Rattling Bones", "Creature — Skeleton",
                "{1}{B}: Return Rattling Bones from your graveyard to the battlefield "
                "tapped.", "{2}{B}", "2/2")
ELEMENTAL = card("Evoked Elemental", "Creature — Elemental",
                 "When Evoked Elemental enters, draw a card.\nEvoke {U}", "{3}{U}", "3/3")
KICKED = card("Kicked Beast", "Creature — Beast",
              "Kicker {1}{G}\nWhen Kicked Beast enters, if it was kicked, put two +1/+1 "
              "counters on it.", "{1}{G}", "2/2")


def _labels(game: object, oid: int, player: str = "Alice") -> list[str]:
    return [o.label for o in options_for_object(game, player, oid)]  # type: ignore[arg-type]


def test_702_34a_a_flashback_card_in_the_graveyard_is_offered_and_cast_from_there() -> None:
    game = table(FLAME)
    flame = hand(game, "Flashback Flame")
    game.perform(A.CastSpell("Alice", flame, ("Bob",), pay="free"))
    resolve_all(game)
    in_graveyard = game.state.newest(flame)
    enter(game, "Mountain")
    enter(game, "Mountain")
    [option] = options_for_object(game, "Alice", in_graveyard)
    assert option.label == "Cast Flashback Flame (flashback)" and option.legal
    assert dict(option.action.choices) == {"flashback": True}  # type: ignore[attr-defined]
    assert _labels(game, in_graveyard, "Bob") == []  # only its owner casts it (702.34a)
    game.perform(A.CastSpell("Alice", in_graveyard, ("Bob",),
                             choices=option.action.choices))  # type: ignore[attr-defined]
    resolve_all(game)
    assert game.player("Bob").life == 16
    assert zone(game, flame) == Zone.EXILE


def test_113_6k_an_ability_that_works_in_the_graveyard_is_offered_there_only() -> None:
    game = table(SKELETON)
    bones = enter(game, "Rattling Bones")
    assert not any("Return" in label for label in _labels(game, bones))  # not on the table
    game.perform(A.MoveObject(bones, "graveyard"))
    dead = game.state.newest(bones)
    assert any("Return" in label for label in _labels(game, dead))


def test_702_74a_702_33a_evoke_and_kicker_are_ways_to_cast_from_hand() -> None:
    game = table(ELEMENTAL, KICKED)
    elemental = hand(game, "Evoked Elemental")
    beast = hand(game, "Kicked Beast")
    assert _labels(game, elemental) == ["Cast Evoked Elemental",
                                        "Cast Evoked Elemental (evoked)"]
    assert _labels(game, beast) == ["Cast Kicked Beast", "Cast Kicked Beast (kicked)"]
    kicked = options_for_object(game, "Alice", beast)[1].action
    assert dict(kicked.choices) == {"kicked": 1}  # type: ignore[attr-defined]
    game.perform(dataclasses.replace(kicked, pay="free"))  # type: ignore[type-var]
    resolve_all(game)
    resolve_all(game)  # its "if it was kicked" trigger
    [beast_now] = [o for o in game.battlefield() if game.name_of(o) == "Kicked Beast"]
    assert game.obj(beast_now).counters.get("+1/+1") == 2
