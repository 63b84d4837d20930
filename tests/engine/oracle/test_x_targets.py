""""Destroy X target artifacts": the number of targets is the X announced as the spell or
ability is put on the stack (601.2b, then 601.2c), from Oracle text: By Force, Word of
Binding, Death Denied, Orcish Settlers."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

BY_FORCE = card("By Force", "Sorcery", "Destroy X target artifacts.", "{X}{R}")
WORD = card("Word of Binding", "Sorcery", "Tap X target creatures.", "{X}{B}{B}")
DENIED = card("Death Denied", "Instant — Arcane",
              "Return X target creature cards from your graveyard to your hand.", "{X}{B}{B}")
SETTLERS = card("Orcish Settlers", "Creature — Orc",
                "{X}{X}{R}, {T}, Sacrifice Orcish Settlers: Destroy X target lands.", "{1}{R}",
                "1/1")
ORNITHOPTER = card("Ornithopter", "Artifact Creature — Thopter", "Flying", "{0}", "0/2")


def test_601_2c_x_artifacts_are_destroyed() -> None:
    game = table(BY_FORCE, ORNITHOPTER)
    birds = [enter(game, "Ornithopter", "Bob") for _ in range(3)]
    game.perform(A.CastSpell("Alice", hand(game, "By Force"), tuple(birds[:2]),
                             (("x", 2),), pay="free"))
    resolve_all(game)
    assert [zone(game, b) for b in birds] == [Zone.GRAVEYARD, Zone.GRAVEYARD,
                                              Zone.BATTLEFIELD]


def test_601_2c_exactly_x_targets_are_chosen() -> None:
    game = table(BY_FORCE, ORNITHOPTER)
    bird = enter(game, "Ornithopter", "Bob")
    spell = hand(game, "By Force")
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", spell, (bird,), (("x", 2),), pay="free"))
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", spell, (bird,), (("x", 0),), pay="free"))


def test_601_2c_x_of_zero_has_no_target() -> None:
    game = table(WORD)
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Word of Binding"), (), (("x", 0),),
                             pay="free"))
    resolve_all(game)
    assert not game.obj(bears).tapped


def test_601_2c_x_creatures_are_tapped() -> None:
    game = table(WORD)
    bears = [enter(game, "Grizzly Bears", "Bob") for _ in range(3)]
    game.perform(A.CastSpell("Alice", hand(game, "Word of Binding"), tuple(bears),
                             (("x", 3),), pay="free"))
    resolve_all(game)
    assert all(game.obj(b).tapped for b in bears)


def test_601_2c_x_creature_cards_return_from_the_graveyard() -> None:
    game = table(DENIED)
    dead = [hand(game, "Grizzly Bears") for _ in range(2)]
    for oid in dead:
        game.perform(A.MoveObject(oid, "graveyard"))
    cards = [game.state.newest(o) for o in dead]
    game.perform(A.CastSpell("Alice", hand(game, "Death Denied"), tuple(cards), (("x", 2),),
                             pay="free"))
    resolve_all(game)
    assert [zone(game, c) for c in cards] == [Zone.HAND, Zone.HAND]


def test_602_2b_an_ability_with_x_targets() -> None:
    game = table(SETTLERS)
    settlers = enter(game, "Orcish Settlers", sick=False)
    lands = [enter(game, "Forest", "Bob") for _ in range(2)]
    game.perform(A.ActivateAbility("Alice", settlers, 1, tuple(lands), (("x", 2),),
                                   pay="free"))
    resolve_all(game)
    assert [zone(game, land) for land in lands] == [Zone.GRAVEYARD, Zone.GRAVEYARD]
