"""701.14a: "you may have it fight target creature you don't control" — the permanent the
ability is about fights the target."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

INDRIK = card("Affectionate Indrik", "Creature — Beast",
              "When Affectionate Indrik enters, you may have it fight target creature you "
              "don't control.", "{5}{G}", "4/4")
ARCHER = card("Atzocan Archer", "Creature — Human Archer",
              "Reach\nWhen Atzocan Archer enters, you may have it fight another target "
              "creature.", "{2}{G}", "1/4")
GIANT = card("Hill Giant", "Creature — Giant", "", "{3}{R}", "3/3")


def test_701_14a_the_entering_indrik_fights_the_target() -> None:
    game = table(INDRIK, GIANT)
    library(game, "Alice")
    giant = enter(game, "Hill Giant", "Bob")
    events = game.perform(A.CastSpell("Alice", hand(game, "Affectionate Indrik"), pay="free"))
    resolve_all(game)
    indrik = game.state.newest(next(e.objects[0] for e in events if e.kind == "cast"))
    assert zone(game, giant) == Zone.GRAVEYARD
    assert game.obj(indrik).damage == 3


def test_701_14a_the_archer_fights_another_creature() -> None:
    game = table(ARCHER)
    library(game, "Alice")
    bears = enter(game, "Grizzly Bears", "Bob")
    archer = enter(game, "Atzocan Archer")
    resolve_all(game)
    assert game.obj(bears).damage == 1
    assert game.obj(archer).damage == 2
