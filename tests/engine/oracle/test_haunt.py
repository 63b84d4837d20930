"""Haunt (702.55): when the creature with haunt dies, its card is exiled haunting target
creature (702.55a-b); "When ~ enters or the creature it haunts dies" then triggers from
exile as the haunted creature dies (702.55c)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

ABSOLVER = card("Absolver Thrull", "Creature — Thrull Cleric",
                "Haunt\nWhen Absolver Thrull enters or the creature it haunts dies, destroy "
                "target enchantment.", "{3}{W}", "2/3")
BELFRY = card("Belfry Spirit", "Creature — Spirit",
              "Flying\nHaunt\nWhen Belfry Spirit enters or the creature it haunts dies, create "
              "two 1/1 black Bat creature tokens with flying.", "{3}{W}{W}", "1/1")
def _bats(game: Game, player: str = "Alice") -> int:
    return sum(1 for o in game.permanents(player) if game.chars(o).name == "Bat")


def test_702_55a_it_dies_and_is_exiled_haunting_a_creature() -> None:
    game = table(BELFRY)
    spirit = enter(game, "Belfry Spirit")
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.DestroyObject(spirit))
    resolve_all(game)
    exiled = game.state.newest(spirit)
    assert zone(game, spirit) == Zone.EXILE
    assert game.obj(exiled).chosen.get("haunting") == str(bears)  # 702.55b


def test_702_55c_the_haunted_creature_dies_and_the_ability_triggers_from_exile() -> None:
    game = table(BELFRY)
    spirit = enter(game, "Belfry Spirit")
    bears = enter(game, "Grizzly Bears", "Bob")
    other = enter(game, "Grizzly Bears", "Bob")  # another creature: not haunted
    resolve_all(game)
    assert _bats(game) == 2  # it entered
    game.perform(A.DestroyObject(spirit))
    resolve_all(game)
    game.perform(A.DestroyObject(other))
    resolve_all(game)
    assert _bats(game) == 2  # only the creature it haunts
    game.perform(A.DestroyObject(bears))
    resolve_all(game)
    assert _bats(game) == 4  # Alice, the haunting card's owner, creates them


def test_702_55c_enters_or_the_haunted_creature_dies_destroys_an_enchantment() -> None:
    game = table(ABSOLVER)
    bears = enter(game, "Grizzly Bears", "Bob")
    thrull = enter(game, "Absolver Thrull")
    resolve_all(game)  # its enters trigger finds no enchantment (603.3d)
    game.perform(A.DestroyObject(thrull))
    resolve_all(game)
    assert zone(game, thrull) == Zone.EXILE
    anthem = enter(game, "Glorious Anthem", "Bob")
    game.perform(A.DestroyObject(bears))
    resolve_all(game)
    assert zone(game, anthem) == Zone.GRAVEYARD


CRY = card("Cry of Contrition", "Sorcery",
           "Target player discards a card.\nHaunt\nWhen the creature Cry of Contrition haunts "
           "dies, target player discards a card.", "{B}")


def test_702_55a_a_sorcery_is_exiled_haunting_as_it_resolves() -> None:
    game = table(CRY)
    bears = enter(game, "Grizzly Bears", "Bob")
    for _ in range(3):
        hand(game, "Island", "Bob")
    spell = hand(game, "Cry of Contrition")
    game.perform(A.CastSpell("Alice", spell, ("Bob",), pay="free"))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Bob")) == 2
    assert zone(game, spell) == Zone.EXILE  # haunting the Bears (702.55a)
    game.perform(A.DestroyObject(bears))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Bob")) == 1  # 702.55c


def test_702_55a_put_into_a_graveyard_but_not_resolving_it_doesnt_haunt() -> None:
    game = table(CRY)
    enter(game, "Grizzly Bears", "Bob")
    spell = hand(game, "Cry of Contrition")
    game.perform(A.CastSpell("Alice", spell, ("Bob",), pay="free"))
    game.perform(A.MoveObject(game.state.newest(spell), "graveyard"))
    resolve_all(game)
    assert zone(game, spell) == Zone.GRAVEYARD
