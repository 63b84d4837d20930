"""Paying with permanents and cards (601.2g-h): convoke (702.51a) taps creatures for {1} or
a mana of their colour, improvise (702.126a) taps artifacts for {1}, delve (702.66a)
exiles cards from the graveyard for {1} (the answers `tap` and `exile`)."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

CONCLAVE_PHALANX = card("Conclave Phalanx", "Creature — Human Soldier",
                        "Convoke\nWhen Conclave Phalanx enters, you gain 1 life for each "
                        "creature you control.", "{4}{W}", "2/4")
BASTION_INVENTOR = card("Bastion Inventor", "Creature — Vedalken Artificer",
                        "Improvise\nHexproof", "{5}{U}", "4/4")
GURMAG_ANGLER = card("Gurmag Angler", "Creature — Zombie Fish", "Delve", "{6}{B}", "5/5")
SQUIRE = card("Serra Zealot", "Creature — Human Soldier", "First strike", "{W}", "1/1")


def _cast(game, name: str, **choices: object) -> int:
    events = game.perform(A.CastSpell("Alice", hand(game, name),
                                      choices=tuple(choices.items())))
    resolve_all(game)
    return game.state.newest(next(e.objects[0] for e in events if e.kind == "cast"))


def test_702_51a_convoke_a_white_creature_pays_w_another_pays_1() -> None:
    game = table(CONCLAVE_PHALANX, SQUIRE)
    trappers = [enter(game, "Serra Zealot") for _ in range(2)]
    plains = [enter(game, "Plains") for _ in range(3)]
    phalanx = _cast(game, "Conclave Phalanx", tap=trappers)
    assert zone(game, phalanx) == Zone.BATTLEFIELD
    assert all(game.obj(o).tapped for o in trappers + plains)
    assert game.player("Alice").life == 23


def test_702_51a_without_enough_help_the_mana_is_missing() -> None:
    game = table(CONCLAVE_PHALANX, SQUIRE)
    trapper = enter(game, "Serra Zealot")
    for _ in range(3):
        enter(game, "Plains")
    with pytest.raises(A.IllegalAction, match="not enough mana"):
        game.perform(A.CastSpell("Alice", hand(game, "Conclave Phalanx"),
                                 choices=(("tap", [trapper]),)))
    assert not game.obj(trapper).tapped  # a refused cast changes nothing (730)


def test_702_126a_improvise_taps_artifacts_for_generic_mana() -> None:
    game = table(BASTION_INVENTOR)
    thopters = [enter(game, "Ornithopter") for _ in range(3)]
    for _ in range(3):
        enter(game, "Island")
    inventor = _cast(game, "Bastion Inventor", tap=thopters)
    assert zone(game, inventor) == Zone.BATTLEFIELD
    assert all(game.obj(o).tapped for o in thopters)


def test_702_66a_delve_exiles_cards_from_the_graveyard() -> None:
    game = table(GURMAG_ANGLER)
    dead = []
    for _ in range(6):
        card_ = hand(game, "Grizzly Bears")
        game.perform(A.MoveObject(card_, "graveyard"))
        dead.append(game.state.newest(card_))
    enter(game, "Swamp")
    angler = _cast(game, "Gurmag Angler", exile=dead)
    assert zone(game, angler) == Zone.BATTLEFIELD
    assert all(zone(game, o) == Zone.EXILE for o in dead)


def test_702_51a_a_noncreature_can_not_convoke() -> None:
    game = table(CONCLAVE_PHALANX)
    land = enter(game, "Plains")
    with pytest.raises(A.IllegalAction, match="can't help"):
        game.perform(A.CastSpell("Alice", hand(game, "Conclave Phalanx"),
                                 choices=(("tap", [land]),)))


def test_the_window_offers_convoke_with_creatures_preselected() -> None:
    from tabletop.engine.rules.legal_actions import options_for_object

    game = table(CONCLAVE_PHALANX, SQUIRE)
    zealots = [enter(game, "Serra Zealot") for _ in range(2)]
    for _ in range(3):
        enter(game, "Plains")
    options = options_for_object(game, "Alice", hand(game, "Conclave Phalanx"))
    plain = next(o for o in options if not o.action.choices)
    helped = next(o for o in options if dict(o.action.choices).get("tap"))
    assert not plain.legal and helped.legal  # three Plains alone can't pay {4}{W}
    assert sorted(dict(helped.action.choices)["tap"]) == sorted(zealots)
