"""Cards with several faces in play, one real card per layout (fixtures/faces.toml): split
cards (709, fuse 702.102), flip cards (710), transforming and modal double-faced cards
(712, transform 701.27) and adventurers (715): casting, zones and characteristics."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from tabletop.cards.database import CardDatabase
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import CardType, Color, Supertype, Zone
from tabletop.engine.rules import faces
from tabletop.engine.rules.action_questions import questions_for
from tabletop.engine.rules.legal_actions import options_for_object
from tabletop.session.cardpool import CardPool
from tabletop.session.session import GameSession, Setup
from tests.engine.rules.faces_kit import FACES_FILE, faces_table
from tests.engine.rules_kit import enter, hand, library, resolve_all, zone


@pytest.fixture
def game() -> Game:
    return faces_table()


def _cast(game: Game, oid: int, *targets: object, pay: str = "free", **choices: object) -> int:
    events = game.perform(A.CastSpell("Alice", oid, tuple(targets), tuple(choices.items()),
                                      pay))
    return next(e.objects[0] for e in events if e.kind == "cast")


# --- 709 split cards ---------------------------------------------------------------------


def test_a_split_card_outside_the_stack_has_both_halves_combined(game: Game) -> None:
    card = hand(game, "Assault // Battery")
    chars = game.chars(card)  # 709.4
    assert chars.name == "Assault // Battery"
    assert chars.mana_value == 5 and chars.colors == {Color.RED, Color.GREEN}
    assert chars.types == {CardType.SORCERY}


def test_a_split_card_is_cast_as_one_half_with_only_its_characteristics(game: Game) -> None:
    card = hand(game, "Assault // Battery")
    spell = _cast(game, card, "Bob", face="Assault")  # 709.3
    chars = game.chars(spell)  # 709.3b: only that half on the stack
    assert (chars.name, chars.mana_value, chars.colors) == ("Assault", 1, frozenset({Color.RED}))
    resolve_all(game)
    assert game.player("Bob").life == 18
    back = game.state.newest(spell)
    assert zone(game, back) == Zone.GRAVEYARD
    assert game.chars(back).name == "Assault // Battery"  # 709.4 again in the graveyard


def test_the_other_half_does_its_own_thing(game: Game) -> None:
    _cast(game, hand(game, "Assault // Battery"), face=2)  # the right half by number
    resolve_all(game)
    tokens = [o for o in game.battlefield() if game.obj(o).is_token]
    assert [(game.chars(o).name, game.chars(o).power) for o in tokens] == [("Elephant", 3)]


def test_a_split_card_needs_a_half_named(game: Game) -> None:
    card = hand(game, "Assault // Battery")
    before = game.state_hash()
    with pytest.raises(A.IllegalAction, match=r"which half.*709\.3"):
        game.perform(A.CastSpell("Alice", card, ("Bob",), pay="free"))
    with pytest.raises(A.IllegalAction, match="no face 'Fire'"):
        game.perform(A.CastSpell("Alice", card, ("Bob",), (("face", "Fire"),), "free"))
    assert game.state_hash() == before  # 730: nothing happened


def test_the_engine_asks_which_half_and_offers_each(game: Game) -> None:
    card = hand(game, "Assault // Battery")
    asked = questions_for(game, A.CastSpell("Alice", card))
    assert [(q.key, q.values) for q in asked] == [("face", ("Assault", "Battery"))]
    assert questions_for(game, A.CastSpell("Alice", card, choices=(("face", "Battery"),))) \
        == []
    labels = [o.label for o in options_for_object(game, "Alice", card)]
    assert labels == ["Cast Assault", "Cast Battery"]


def test_fuse_casts_both_halves_left_half_first(game: Game) -> None:
    """702.102: Wear // Tear fused destroys an artifact and an enchantment."""
    artifact = enter(game, "Ornithopter")
    enchantment = enter(game, "Hardened Scales", controller="Bob")
    card = hand(game, "Wear // Tear")
    assert "Cast Wear // Tear (fused)" in [o.label for o in
                                           options_for_object(game, "Alice", card)]
    spell = _cast(game, card, artifact, enchantment, fuse=True)
    assert game.chars(spell).name == "Wear // Tear"  # 702.102c: combined on the stack
    assert game.chars(spell).mana_value == 3
    resolve_all(game)
    assert zone(game, artifact) == Zone.GRAVEYARD and zone(game, enchantment) == Zone.GRAVEYARD


def test_a_split_card_without_fuse_cannot_be_fused(game: Game) -> None:
    card = hand(game, "Assault // Battery")
    with pytest.raises(A.IllegalAction, match=r"702\.102"):
        game.perform(A.CastSpell("Alice", card, ("Bob",), (("fuse", True),), "free"))


def test_an_aftermath_half_is_cast_only_from_the_graveyard_and_then_exiled(game: Game) -> None:
    """702.127a: Cut from the hand, Ribbons from the graveyard, exiled as it leaves."""
    bear = enter(game, "Grizzly Bears", controller="Bob")
    card = hand(game, "Cut // Ribbons")
    assert questions_for(game, A.CastSpell("Alice", card)) == []  # only Cut from a hand
    with pytest.raises(A.IllegalAction, match=r"702\.127a"):
        game.perform(A.CastSpell("Alice", card, (), (("face", "Ribbons"), ("x", 2)), "free"))
    _cast(game, card, bear)  # no face named: the half its zone allows
    resolve_all(game)
    assert zone(game, bear) == Zone.GRAVEYARD
    in_graveyard = game.state.newest(card)
    assert [o.label for o in options_for_object(game, "Alice", in_graveyard)] == [
        "Cast Ribbons"]
    _cast(game, in_graveyard, x=3)
    resolve_all(game)
    assert game.player("Bob").life == 17
    assert zone(game, in_graveyard) == Zone.EXILE


# --- 712 transforming double-faced cards -----------------------------------------------------


def test_transform_turns_the_permanent_over_and_keeps_it_the_same_object(game: Game) -> None:
    gargoyle = enter(game, "Thraben Gargoyle")
    game.perform(A.AddCounters(gargoyle, "+1/+1", 1))
    assert game.chars(gargoyle).has_keyword("Defender")
    events = game.perform(A.ActivateAbility("Alice", gargoyle, 1, pay="free"))
    events += resolve_all(game)
    assert "transform" in [e.kind for e in events]
    chars = game.chars(gargoyle)  # 712.8e: the back face, with the front's mana value
    assert (chars.name, chars.power, chars.toughness) == ("Stonewing Antagonizer", 5, 3)
    assert chars.has_keyword("Flying") and not chars.has_keyword("Defender")
    assert chars.mana_value == 1 and game.obj(gargoyle).face == 1
    game.perform(A.MoveObject(gargoyle, "hand"))
    back = game.state.newest(gargoyle)
    assert game.chars(back).name == "Thraben Gargoyle"  # 712.8a: front face in hand


def test_you_may_transform_and_the_back_face_has_its_indicator_colour(game: Game) -> None:
    library(game, "Alice")
    library(game, "Bob")
    youth = enter(game, "Cloistered Youth")
    assert game.chars(youth).colors == {Color.WHITE}
    game.perform(A.AdvanceTo("next_turn"))  # Bob's turn: not Alice's upkeep
    assert game.chars(youth).name == "Cloistered Youth"
    game.perform(A.AdvanceTo("next_turn"))  # Alice's upkeep: "you may transform"
    resolve_all(game)
    chars = game.chars(youth)
    assert chars.name == "Unholy Fiend" and (chars.power, chars.toughness) == (3, 3)
    assert chars.colors == {Color.BLACK}  # 204: its colour indicator
    assert chars.mana_value == 2  # 712.8e


def test_a_transforming_card_is_cast_front_face_up(game: Game) -> None:
    card = hand(game, "Cloistered Youth")
    with pytest.raises(A.IllegalAction, match=r"712\.11"):
        game.perform(A.CastSpell("Alice", card, (), (("face", "Unholy Fiend"),), "free"))
    assert questions_for(game, A.CastSpell("Alice", card)) == []


def test_a_face_is_kept_in_snapshots_and_in_the_state_hash(game: Game) -> None:
    gargoyle = enter(game, "Thraben Gargoyle")
    saved, before = copy.deepcopy(game.state), game.state_hash()
    faces.transform(game, gargoyle)
    assert game.state_hash() != before
    assert saved.objects[gargoyle].face is None and game.obj(gargoyle).face == 1
    assert copy.deepcopy(game.state).objects[gargoyle].face == 1
    game.restore(saved)  # undo
    assert game.chars(gargoyle).name == "Thraben Gargoyle" and game.state_hash() == before


# --- 710 flip cards ------------------------------------------------------------------------


def test_a_flip_card_flips_once_and_keeps_its_mana_cost(game: Game) -> None:
    eggwatcher = enter(game, "Orochi Eggwatcher")
    for _ in range(8):
        enter(game, "Ornithopter")
    game.perform(A.ActivateAbility("Alice", eggwatcher, 1, pay="free"))
    events = resolve_all(game)  # the tenth creature: a Snake token; then it flips
    assert "flip" in [e.kind for e in events]
    chars = game.chars(eggwatcher)
    assert (chars.name, chars.power, chars.toughness) == ("Shidako, Broodmistress", 3, 3)
    assert Supertype.LEGENDARY in chars.supertypes
    assert chars.mana_cost.text == "{2}{G}" and chars.colors == {Color.GREEN}  # 710
    assert not faces.flip(game, eggwatcher)  # flipped once, for good


# --- 712 modal double-faced cards -----------------------------------------------------------


def test_a_modal_card_is_played_as_its_land_face(game: Game) -> None:
    card = hand(game, "Kabira Takedown")
    assert game.chars(card).types == {CardType.INSTANT}  # 712.8a in hand
    labels = [o.label for o in options_for_object(game, "Alice", card)]
    assert labels == ["Cast Kabira Takedown", "Play Kabira Plateau"]
    game.perform(A.PlayLand("Alice", card, "Kabira Plateau"))  # 712.12
    land = game.state.newest(card)
    chars = game.chars(land)  # 712.13: it enters with that face up
    assert (chars.name, chars.types) == ("Kabira Plateau", frozenset({CardType.LAND}))
    assert game.obj(land).tapped  # "This land enters tapped."


def test_a_modal_card_is_cast_as_its_front_face(game: Game) -> None:
    thopter = enter(game, "Ornithopter", controller="Bob")  # 0/2: two creatures of Alice's
    enter(game, "Ornithopter")
    enter(game, "Ornithopter")
    _cast(game, hand(game, "Kabira Takedown"), thopter)
    resolve_all(game)
    assert zone(game, thopter) == Zone.GRAVEYARD


def test_a_pathway_is_played_as_either_land(game: Game) -> None:
    first, second = hand(game, "Cragcrown Pathway"), hand(game, "Cragcrown Pathway")
    labels = [o.label for o in options_for_object(game, "Alice", first)]
    assert labels == ["Play Cragcrown Pathway", "Play Timbercrown Pathway"]
    game.perform(A.PlayLand("Alice", first, "Timbercrown Pathway"))
    land = game.state.newest(first)
    assert game.chars(land).name == "Timbercrown Pathway"
    game.perform(A.ActivateAbility("Alice", land, 1))
    assert game.player("Alice").mana_pool == {"G": 1}
    with pytest.raises(A.IllegalAction, match="no face 'Forest'"):
        game.perform(A.PlayLand("Alice", second, "Forest"))


# --- 715 adventurers --------------------------------------------------------------------------


def test_an_adventure_is_exiled_and_the_creature_cast_from_exile_later(game: Game) -> None:
    target = enter(game, "Ornithopter", controller="Bob")
    card = hand(game, "Obyra's Attendants")
    assert game.chars(card).types == {CardType.CREATURE}  # 715.4
    spell = _cast(game, card, target, face="Desperate Parry")  # 715.3a
    chars = game.chars(spell)  # 715.3b: only the Adventure's characteristics
    assert (chars.name, chars.types, chars.mana_value) == ("Desperate Parry",
                                                          frozenset({CardType.INSTANT}), 2)
    resolve_all(game)
    assert game.chars(target).power == -4
    exiled = game.state.newest(spell)
    assert zone(game, exiled) == Zone.EXILE  # 715.3d: on an adventure
    assert game.chars(exiled).name == "Obyra's Attendants"
    with pytest.raises(A.IllegalAction, match=r"715\.3d"):
        game.perform(A.CastSpell("Alice", exiled, (target,), (("face", "Desperate Parry"),),
                                 "free"))
    assert [o.label for o in options_for_object(game, "Alice", exiled)] == \
        ["Cast Obyra's Attendants"]
    with pytest.raises(A.IllegalAction):  # only the player who cast the Adventure
        game.perform(A.CastSpell("Bob", exiled, pay="free"))
    creature = _cast(game, exiled)
    resolve_all(game)
    permanent = game.state.newest(creature)
    assert zone(game, permanent) == Zone.BATTLEFIELD
    assert game.chars(permanent).has_keyword("Flying")


def test_a_card_in_hand_asks_creature_or_adventure(game: Game) -> None:
    card = hand(game, "Obyra's Attendants")
    asked = questions_for(game, A.CastSpell("Alice", card))
    assert [(q.key, q.values) for q in asked] == [
        ("face", ("Obyra's Attendants", "Desperate Parry"))]


def test_faces_are_recorded_and_replay_exactly(tmp_path: Path) -> None:
    """The face answers (a cast's `face`, a land play's `face`) and the face an object shows
    go through a recording: replaying it verifies every event and state hash, undo too."""
    pool = CardPool(CardDatabase.builtin().with_files([FACES_FILE]))
    path = tmp_path / "faces.jsonl"
    session = GameSession(Setup(seed=5), pool, record=path)
    events = session.perform(A.PutInHand("Kabira Takedown", "Alice"))
    modal = events[0].objects[0]
    session.perform(A.PlayLand("Alice", modal, "Kabira Plateau"))
    events = session.perform(A.PutInHand("Assault // Battery", "Alice"))
    split = events[0].objects[0]
    session.perform(A.CastSpell("Alice", split, ("Bob",), (("face", "Assault"),), "free"))
    gargoyle = session.perform(A.EnterBattlefield("Thraben Gargoyle", "Alice"))[-1].objects[0]
    session.perform(A.ActivateAbility("Alice", gargoyle, 1, pay="free"))
    before = session.game.state_hash()
    session.undo()
    session.redo()
    assert session.game.state_hash() == before
    session.close()
    again = GameSession.from_recording(path, pool, verify=True)
    assert again.game.state_hash() == before
    land = again.game.state.newest(modal)
    assert again.game.chars(land).name == "Kabira Plateau"
