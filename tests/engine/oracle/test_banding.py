"""Banding (702.22) with real cards: attacking bands (702.22c-f), blocks that spread
through a band (702.22h) and who divides combat damage (702.22j-k)."""

from __future__ import annotations

import json

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tabletop.engine.rules.banding import bands
from tabletop.session.cardpool import builtin_pool
from tabletop.session.session import GameSession, Setup
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table, zone

PHALANX = card("Icatian Phalanx", "Creature — Human Soldier", "Banding", "{4}{W}", "2/4")
BEARER = card("Shield Bearer", "Creature — Human Soldier", "Banding", "{1}{W}", "0/3")
ELEPHANT = card("War Elephant", "Creature — Elephant", "Trample, banding", "{3}{W}", "2/2")
FORTIFIED = card("Fortified Area", "Enchantment",
                 "Wall creatures you control get +1/+0 and have banding.", "{1}{W}{W}")
COOPERATION = card("Cooperation", "Enchantment — Aura",
                   "Enchant creature\nEnchanted creature has banding.", "{2}{W}")
WALL = card("Wall of Stone", "Creature — Wall", "Defender", "{1}{R}{R}", "0/8")
CARDS = (WALL, PHALANX, BEARER, ELEPHANT, FORTIFIED, COOPERATION)


def _attack_step() -> Game:
    game = table(*CARDS, step=Step.DECLARE_ATTACKERS)
    library(game, "Alice")
    library(game, "Bob")
    return game


def _to_blocks(game: Game) -> None:
    game.perform(A.AdvanceTo("declare_blockers"))


def _to_damage(game: Game) -> None:
    game.perform(A.AdvanceTo("end_of_combat"))


def _band_against_a_wurm() -> tuple[Game, int, int, int]:
    """A band of Icatian Phalanx (2/4) and Grizzly Bears attacks; Bob has a Craw Wurm (6/4);
    the declare blockers step."""
    game = _attack_step()
    phalanx = enter(game, "Icatian Phalanx", sick=False)
    bears = enter(game, "Grizzly Bears", sick=False)
    wurm = enter(game, "Craw Wurm", "Bob", sick=False)
    game.perform(A.DeclareAttackers("Alice", (phalanx, bears), bands=((phalanx, bears),)))
    _to_blocks(game)
    return game, phalanx, bears, wurm


def test_702_22c_a_band_of_creatures_with_banding_and_one_without() -> None:
    game = _attack_step()
    phalanx = enter(game, "Icatian Phalanx", sick=False)
    bears = enter(game, "Grizzly Bears", sick=False)
    events = game.perform(A.DeclareAttackers("Alice", (phalanx, bears),
                                             bands=((phalanx, bears),)))
    assert game.state.combat.bands == [[phalanx, bears]]
    assert any(e.kind == "band" and "702.22c" in e.text for e in events)


def test_702_22c_two_creatures_without_banding_cannot_band() -> None:
    game = _attack_step()
    phalanx = enter(game, "Icatian Phalanx", sick=False)
    bears = enter(game, "Grizzly Bears", sick=False)
    armodon = enter(game, "Trained Armodon", sick=False)
    before = game.state_hash()
    with pytest.raises(A.IllegalAction, match="only one creature without banding"):
        game.perform(A.DeclareAttackers("Alice", (phalanx, bears, armodon),
                                        bands=((phalanx, bears, armodon),)))
    assert game.state_hash() == before  # 730: a refused declaration changes nothing


def test_702_22c_each_creature_in_one_band_and_every_member_attacking() -> None:
    game = _attack_step()
    phalanx = enter(game, "Icatian Phalanx", sick=False)
    bearer = enter(game, "Shield Bearer", sick=False)
    bears = enter(game, "Grizzly Bears", sick=False)
    with pytest.raises(A.IllegalAction, match="only one band"):
        game.perform(A.DeclareAttackers("Alice", (phalanx, bearer, bears),
                                        bands=((phalanx, bears), (bearer, bears))))
    with pytest.raises(A.IllegalAction, match="not declared as an attacker"):
        game.perform(A.DeclareAttackers("Alice", (phalanx,), bands=((phalanx, bears),)))


def test_702_22c_a_band_needs_a_creature_with_banding() -> None:
    game = _attack_step()
    bears = enter(game, "Grizzly Bears", sick=False)
    armodon = enter(game, "Trained Armodon", sick=False)
    with pytest.raises(A.IllegalAction, match=r"702\.22c"):
        game.perform(A.DeclareAttackers("Alice", (bears, armodon), bands=((bears, armodon),)))
    game.perform(A.DeclareAttackers("Alice", (bears,)))
    assert game.state.combat.bands == []


def test_702_22j_granted_banding_on_a_blocking_wall() -> None:
    """Fortified Area gives Bob's Wall of Stone banding: Trained Armodon (3/3), blocked
    by the Wall and Grizzly Bears, has its damage divided by Bob, all of it on the Wall
    (the most toughness left) unanswered."""
    game = _attack_step()
    armodon = enter(game, "Trained Armodon", sick=False)
    enter(game, "Fortified Area", "Bob")
    wall = enter(game, "Wall of Stone", "Bob", sick=False)
    bears = enter(game, "Grizzly Bears", "Bob", sick=False)
    assert game.chars(wall).has_keyword("Banding") and game.chars(wall).power == 1
    game.perform(A.DeclareAttackers("Alice", (armodon,)))
    _to_blocks(game)
    game.perform(A.DeclareBlockers("Bob", ((bears, armodon), (wall, armodon))))
    _to_damage(game)
    assert zone(game, bears) == Zone.BATTLEFIELD and game.obj(bears).damage == 0
    assert game.obj(wall).damage == 3
    assert zone(game, armodon) == Zone.GRAVEYARD  # 2 + 1 damage


def test_702_22h_blocking_one_creature_of_a_band_blocks_them_all() -> None:
    game, phalanx, bears, wurm = _band_against_a_wurm()
    events = game.perform(A.DeclareBlockers("Bob", ((wurm, bears),)))
    assert game.state.combat.blocks == {bears: [wurm], phalanx: [wurm]}
    assert sorted(game.obj(wurm).blocking) == sorted((bears, phalanx))
    assert {e.kind for e in events} >= {"block"}


def test_702_22k_the_attacking_player_divides_the_blockers_damage() -> None:
    """Craw Wurm (6/4) blocks a band of Icatian Phalanx (2/4) and Grizzly Bears (2/2):
    the attacking player divides the Wurm's 6 damage; unanswered, all of it goes to the
    creature with the most toughness left, so the Bears live."""
    game, phalanx, bears, wurm = _band_against_a_wurm()
    game.perform(A.DeclareBlockers("Bob", ((wurm, bears),)))
    _to_damage(game)
    assert zone(game, bears) == Zone.BATTLEFIELD
    assert zone(game, phalanx) == Zone.GRAVEYARD
    assert game.player("Bob").life == 20  # blocked: no damage to Bob
    assert zone(game, wurm) == Zone.GRAVEYARD  # 2 damage from each member of the band


def test_702_22k_a_division_answered_by_the_attacking_player() -> None:
    game, phalanx, bears, wurm = _band_against_a_wurm()
    game.perform(A.DeclareBlockers("Bob", ((wurm, bears),)))
    # 702.22k: any division, no lethal damage first: 1 to the Phalanx, 5 to the Bears
    game.perform(A.Choose("Alice", (("assign", {wurm: {phalanx: 1, bears: 5}}),)))
    _to_damage(game)
    assert game.obj(phalanx).damage == 1
    assert zone(game, bears) == Zone.GRAVEYARD


def test_702_22j_a_blocker_with_banding_lets_the_defender_divide_even_trample() -> None:
    """War Elephant (2/2 trample) against Shield Bearer (0/3, banding) and Grizzly
    Bears: the defending player divides the Elephant's damage among the blockers, and
    none of it tramples over to them."""
    game = _attack_step()
    armodon = enter(game, "Trained Armodon", sick=False)  # 3/3
    elephant = enter(game, "War Elephant", sick=False)
    bearer = enter(game, "Shield Bearer", "Bob", sick=False)
    bears = enter(game, "Grizzly Bears", "Bob", sick=False)
    game.perform(A.DeclareAttackers("Alice", (elephant, armodon)))
    _to_blocks(game)
    game.perform(A.DeclareBlockers("Bob", ((bearer, armodon), (bears, armodon))))
    events = game.perform(A.AdvanceTo("end_of_combat"))
    # unanswered: all 3 to the blocker with the most toughness left (Shield Bearer)
    assert zone(game, bearer) == Zone.GRAVEYARD  # 0/3: the one hurt
    assert game.obj(bears).damage == 0
    assert any(e.kind == "band_damage" and "702.22j" in e.text and "Bob" in e.text
               for e in events)
    assert game.player("Bob").life == 18  # the unblocked Elephant only


def test_702_22j_the_defenders_division_goes_only_to_blockers() -> None:
    game = _attack_step()
    elephant = enter(game, "War Elephant", sick=False)
    bearer = enter(game, "Shield Bearer", "Bob", sick=False)
    game.perform(A.DeclareAttackers("Alice", (elephant,)))
    _to_blocks(game)
    game.perform(A.DeclareBlockers("Bob", ((bearer, elephant),)))
    before = game.state_hash()
    game.perform(A.Choose("Bob", (("assign", {elephant: {"Bob": 2}}),)))
    with pytest.raises(A.IllegalAction, match=r"702\.22j"):
        game.perform(A.AdvanceTo("end_of_combat"))
    assert game.state_hash() != before  # the answer is kept; the damage step refused it


def test_702_22f_a_creature_removed_from_combat_leaves_its_band() -> None:
    game = _attack_step()
    phalanx = enter(game, "Icatian Phalanx", sick=False)
    bearer = enter(game, "Shield Bearer", sick=False)
    bears = enter(game, "Grizzly Bears", sick=False)
    game.perform(A.DeclareAttackers("Alice", (phalanx, bearer, bears),
                                    bands=((phalanx, bearer, bears),)))
    game.perform(A.MoveObject(bears, "hand"))
    assert bands(game) == [[phalanx, bearer]]
    game.perform(A.MoveObject(bearer, "hand"))
    assert bands(game) == []  # a band of one is no band


def test_702_22e_the_band_lasts_when_banding_is_lost() -> None:
    """Cooperation gives the Bears banding; the band stays when the Aura leaves."""
    game = _attack_step()
    bears = enter(game, "Grizzly Bears", sick=False)
    armodon = enter(game, "Trained Armodon", sick=False)
    aura = enter(game, "Cooperation", attached_to=bears)
    assert game.chars(bears).has_keyword("Banding")
    game.perform(A.DeclareAttackers("Alice", (bears, armodon), bands=((bears, armodon),)))
    game.perform(A.MoveObject(aura, "graveyard"))
    assert not game.chars(bears).has_keyword("Banding")
    assert bands(game) == [[bears, armodon]]


def test_declaring_a_band_is_undone_and_redone() -> None:
    own = {c.name.casefold(): c for c in CARDS}
    pool = builtin_pool()
    session = GameSession(Setup(seed=1), lambda n: own.get(n.casefold()) or pool(n))
    session.perform(A.PutInLibrary("Island", "Alice", 5))
    session.perform(A.PutInLibrary("Island", "Bob", 5))
    events = session.perform(A.EnterBattlefield("Icatian Phalanx", "Alice", sick=False))
    phalanx = next(e.objects[0] for e in events if e.kind == "enters")
    events = session.perform(A.EnterBattlefield("Grizzly Bears", "Alice", sick=False))
    bears = next(e.objects[0] for e in events if e.kind == "enters")
    session.perform(A.DeclareAttackers("Alice", (phalanx, bears), bands=((phalanx, bears),)))
    game = session.game
    after = game.state_hash()
    assert game.state.combat.bands == [[phalanx, bears]]
    session.undo()
    assert game.state.combat.bands == []
    session.redo()
    assert game.state.combat.bands == [[phalanx, bears]]
    assert game.state_hash() == after


SKIRMISHERS = card("Icatian Skirmishers", "Creature — Human Soldier",
                   "First strike, banding\nWhenever Icatian Skirmishers attacks, all creatures "
                   "banded with it gain first strike until end of turn.", "{3}{W}", "1/1")


def test_702_22c_creatures_banded_with_it_are_its_band() -> None:
    """Icatian Skirmishers: "all creatures banded with it gain first strike": the Bears in
    its band do, the Armodon attacking alone does not."""
    game = table(SKIRMISHERS, step=Step.DECLARE_ATTACKERS)
    library(game, "Alice")
    library(game, "Bob")
    skirmishers = enter(game, "Icatian Skirmishers", sick=False)
    bears = enter(game, "Grizzly Bears", sick=False)
    armodon = enter(game, "Trained Armodon", sick=False)
    game.perform(A.DeclareAttackers("Alice", (skirmishers, bears, armodon),
                                    bands=((skirmishers, bears),)))
    resolve_all(game)
    assert game.chars(bears).has_keyword("First strike")
    assert not game.chars(armodon).has_keyword("First strike")


def test_a_declared_band_reads_back_from_a_recording() -> None:
    action = A.DeclareAttackers("Alice", (11, 12, 13), "Bob", bands=((11, 12),))
    data = json.loads(json.dumps(action.as_dict()))  # as a recording's line holds it
    assert data["bands"] == [[11, 12]]
    assert A.action_from_dict(data) == action
    assert "bands" not in A.DeclareAttackers("Alice", (11,)).as_dict()
