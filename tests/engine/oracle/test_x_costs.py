"""107.3, 601.2b: additional costs counted by X ("As an additional cost to cast this spell,
discard X cards", "... pay X life"), from Oracle text: X is chosen as the spell is cast
(the choice `x`) and the same X is used as it resolves."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

SCORCHED_EARTH = card("Scorched Earth", "Sorcery",
                      "As an additional cost to cast Scorched Earth, discard X land cards.\n"
                      "Destroy X target lands.", "{X}{R}")
TURBULENT_DREAMS = card("Turbulent Dreams", "Sorcery",
                        "As an additional cost to cast Turbulent Dreams, discard X cards.\n"
                        "Return X target nonland permanents to their owners' hands.", "{U}{U}")
NECROLOGIA = card("Necrologia", "Instant",
                  "Cast this spell only during your end step.\nAs an additional cost to cast "
                  "this spell, pay X life.\nDraw X cards.", "{3}{B}{B}")


def test_601_2b_scorched_earth_discards_x_land_cards_and_destroys_x_lands() -> None:
    game = table(SCORCHED_EARTH)
    forests = [hand(game, "Forest") for _ in range(2)]
    bears = hand(game, "Grizzly Bears")  # not a land: not a card this cost can discard
    targets = (enter(game, "Island", "Bob"), enter(game, "Swamp", "Bob"))
    earth = hand(game, "Scorched Earth")
    with pytest.raises(A.IllegalAction, match="too few cards"):
        game.perform(A.CastSpell("Alice", earth, targets=(*targets, enter(game, "Plains", "Bob")),
                                 choices=(("x", 3),), pay="free"))
    game.perform(A.CastSpell("Alice", earth, targets=targets, choices=(("x", 2),), pay="free"))
    assert all(zone(game, f) == Zone.GRAVEYARD for f in forests)
    assert zone(game, bears) == Zone.HAND
    resolve_all(game)
    assert all(zone(game, t) == Zone.GRAVEYARD for t in targets)


def test_107_3_turbulent_dreams_x_without_x_in_its_mana_cost() -> None:
    game = table(TURBULENT_DREAMS)
    discarded = hand(game, "Grizzly Bears")
    kept = hand(game, "Craw Wurm")
    wurm = enter(game, "Colossal Dreadmaw", "Bob")
    dreams = hand(game, "Turbulent Dreams")
    game.perform(A.CastSpell("Alice", dreams, targets=(wurm,),
                             choices=(("x", 1), ("discard", discarded)), pay="free"))
    assert zone(game, discarded) == Zone.GRAVEYARD and zone(game, kept) == Zone.HAND
    resolve_all(game)
    assert zone(game, wurm) == Zone.HAND


def test_119_4_necrologia_pays_x_life_and_draws_x() -> None:
    game = table(NECROLOGIA)
    library(game, "Alice", 10)
    game.perform(A.AdvanceTo("end"))
    necrologia = hand(game, "Necrologia")
    before = len(game.state.zone_ids(Zone.HAND, "Alice"))
    with pytest.raises(A.IllegalAction, match="X life"):
        game.perform(A.CastSpell("Alice", necrologia, choices=(("x", 21),), pay="free"))
    game.perform(A.CastSpell("Alice", necrologia, choices=(("x", 4),), pay="free"))
    assert game.player("Alice").life == 16
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == before - 1 + 4


GOLDMEADOW_STALWART = card("Goldmeadow Stalwart", "Creature — Kithkin Soldier",
                           "As an additional cost to cast Goldmeadow Stalwart, reveal a Kithkin "
                           "card from your hand or pay {3}.", "{W}", "2/2")


def test_601_2b_reveal_a_kithkin_card_from_your_hand_or_pay_3() -> None:
    game = table(GOLDMEADOW_STALWART)
    enter(game, "Plains")
    first = hand(game, "Goldmeadow Stalwart")
    second = hand(game, "Goldmeadow Stalwart")  # a Kithkin card to reveal
    game.perform(A.CastSpell("Alice", first))  # {W} and the reveal
    resolve_all(game)
    assert zone(game, first) == Zone.BATTLEFIELD and zone(game, second) == Zone.HAND
    enter(game, "Plains")
    with pytest.raises(A.IllegalAction):  # no Kithkin card left: {W} plus {3}
        game.perform(A.CastSpell("Alice", second))
    for _ in range(3):
        enter(game, "Plains")
    game.perform(A.CastSpell("Alice", second))
    resolve_all(game)
    assert zone(game, second) == Zone.BATTLEFIELD
