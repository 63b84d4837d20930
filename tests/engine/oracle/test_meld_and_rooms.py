"""Meld pairs (712.4, 701.42), Rooms (709.5) and copies of back faces (712.8e): real cards
from their Oracle text (MTGJSON faces as the corpus files them), played on the table."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tabletop.cards.build import build_definition
from tabletop.cards.database import CardDatabase
from tabletop.cards.importers import table_from_mtgjson
from tabletop.cards.records import record_from_table
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import CardType, Zone
from tabletop.engine.rules import faces
from tabletop.engine.rules.legal_actions import options_for_object
from tabletop.session.cardpool import CardPool
from tabletop.session.session import GameSession, Setup
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

MELD_ROOMS_FILE = Path(__file__).parents[1] / "rules" / "fixtures" / "meld_rooms.toml"


def faced(*faces_: dict[str, Any]) -> CardDefinition:
    """A card from its MTGJSON faces, imported and compiled as a card file would be."""
    definition = build_definition(record_from_table(table_from_mtgjson(list(faces_))))
    assert definition.unknown_clauses == (), definition.unknown_clauses
    return definition


_HOST = {"name": "Graf Rats // Chittering Host", "manaCost": "", "type": "Creature — Eldrazi "
         "Horror", "text": "Haste\nMenace\nWhen Chittering Host enters, other creatures you "
         "control get +1/+0 and gain menace until end of turn.", "layout": "transform",
         "power": "5", "toughness": "6", "faceName": "Chittering Host", "side": "b"}
GRAF_RATS = faced(
    {"name": "Graf Rats // Chittering Host", "manaCost": "{1}{B}", "type": "Creature — Rat",
     "text": "At the beginning of combat on your turn, if you both own and control Graf Rats "
             "and a creature named Midnight Scavengers, exile them, then meld them into "
             "Chittering Host.", "layout": "transform", "power": "2", "toughness": "1",
     "faceName": "Graf Rats", "side": "a"}, _HOST)
MIDNIGHT_SCAVENGERS = faced(
    {"name": "Midnight Scavengers // Chittering Host", "manaCost": "{4}{B}",
     "type": "Creature — Human Rogue", "text": "When Midnight Scavengers enters, you may "
     "return target creature card with mana value 3 or less from your graveyard to your "
     "hand.\n(Melds with Graf Rats.)", "layout": "transform", "power": "3", "toughness": "3",
     "faceName": "Midnight Scavengers", "side": "a"},
    {**_HOST, "name": "Midnight Scavengers // Chittering Host"})
# a Room (709.5): MTGJSON files it as a split card, each door with the shared type line and
# the Room reminder text (Oracle: Glassworks {2}{R}, Shattered Yard {4}{R}, DSK)
ROOM_REMINDER = ("\n(You may cast either half. That door unlocks on the battlefield. As a "
                 "sorcery, you may pay the mana cost of a locked door to unlock it.)")
GLASSWORKS = faced(
    {"name": "Glassworks // Shattered Yard", "manaCost": "{2}{R}", "type": "Enchantment — Room",
     "text": "When you unlock this door, this Room deals 4 damage to target creature an "
             "opponent controls." + ROOM_REMINDER, "layout": "split", "faceName": "Glassworks",
     "side": "a"},
    {"name": "Glassworks // Shattered Yard", "manaCost": "{4}{R}", "type": "Enchantment — Room",
     "text": "At the beginning of your end step, this Room deals 1 damage to each opponent."
             + ROOM_REMINDER, "layout": "split", "faceName": "Shattered Yard", "side": "b"})
ENTITY_TRACKER = card("Entity Tracker", "Creature — Human Scout", "Flash\nEerie — Whenever an "
                      "enchantment you control enters and whenever you fully unlock a Room, "
                      "draw a card.", "{2}{U}", "2/3")
CLONE = card("Clone", "Creature — Shapeshifter", "You may have Clone enter as a copy of any "
             "creature on the battlefield.", "{3}{U}", "0/0")
CACKLING_COUNTERPART = card("Cackling Counterpart", "Instant", "Create a token that's a copy "
                            "of target creature you control.\nFlashback {5}{U}{U} (You may "
                            "cast this card from your graveyard for its flashback cost. Then "
                            "exile it.)", "{1}{U}{U}")


@pytest.fixture
def game() -> Game:
    return table(GRAF_RATS, MIDNIGHT_SCAVENGERS, GLASSWORKS, ENTITY_TRACKER, CLONE,
                 CACKLING_COUNTERPART)


def _named(game: Game, name: str) -> list[int]:
    return [o for o in game.battlefield() if game.chars(o).name == name]


# --- meld ------------------------------------------------------------------------------------


def test_a_meld_card_filed_as_transform_is_read_as_meld() -> None:
    assert GRAF_RATS.layout == "meld" and GRAF_RATS.faces[1].name == "Chittering Host"
    assert faces.castable_faces(GRAF_RATS) == (None,)  # cast front face up (712.11)


def test_the_pair_melds_into_one_permanent_with_both_mana_values(game: Game) -> None:
    """712.4a, 701.42a: Graf Rats and Midnight Scavengers become Chittering Host; its mana
    value is the total of the front faces' (712.8g); it enters (its own trigger works)."""
    rats, scavengers = enter(game, "Graf Rats"), enter(game, "Midnight Scavengers")
    bear = enter(game, "Grizzly Bears")
    game.perform(A.AdvanceTo("beginning_of_combat"))
    events = resolve_all(game)
    assert "meld" in [e.kind for e in events]
    (host,) = _named(game, "Chittering Host")
    chars = game.chars(host)
    assert (chars.power, chars.toughness, chars.mana_value) == (5, 6, 7)
    assert chars.has_keyword("Haste") and chars.has_keyword("Menace")
    assert game.state.newest(rats) == host  # the melding card's object became it
    assert zone(game, scavengers) is None  # the other card is part of it (712.4a)
    assert not game.objects_in(Zone.EXILE)  # nothing left in exile
    resolve_all(game)  # "When Chittering Host enters, other creatures ... get +1/+0"
    assert game.chars(bear).power == 3 and game.chars(bear).has_keyword("Menace")
    assert not faces.transform(game, host)  # a melded permanent doesn't transform
    clone = enter(game, "Clone", choices=(("copy_of", host),))  # 712.8g: a copy: 0
    assert (game.chars(clone).name, game.chars(clone).mana_value) == ("Chittering Host", 0)


def test_when_the_melded_permanent_leaves_both_cards_go(game: Game) -> None:
    """712.21: destroyed, the melded permanent is both cards in the graveyard, front up."""
    enter(game, "Graf Rats")
    enter(game, "Midnight Scavengers")
    game.perform(A.AdvanceTo("beginning_of_combat"))
    resolve_all(game)
    (host,) = _named(game, "Chittering Host")
    game.perform(A.DestroyObject(host))
    names = sorted(game.chars(o).name for o in game.objects_in(Zone.GRAVEYARD, "Alice"))
    assert names == ["Graf Rats", "Midnight Scavengers"]
    assert not game.battlefield() or not _named(game, "Chittering Host")


def test_without_the_partner_the_meld_ability_does_not_trigger(game: Game) -> None:
    """603.4: the intervening "if": Graf Rats alone stays Graf Rats."""
    rats = enter(game, "Graf Rats")
    enter(game, "Midnight Scavengers", controller="Bob")  # Bob's: Alice doesn't own it
    game.perform(A.AdvanceTo("beginning_of_combat"))
    assert not game.stack()
    assert game.chars(rats).name == "Graf Rats"


# --- copies of back faces (712.8e) ------------------------------------------------------------


def test_a_copy_of_a_back_face_has_mana_value_zero(game: Game) -> None:
    """712.8e: Clone entering as a copy of a transformed Thraben Gargoyle (front {1}) is a
    Stonewing Antagonizer with mana value 0; the original keeps its front's 1."""
    from tests.engine.rules.faces_kit import face_cards

    game = table(CLONE, *face_cards().values())
    gargoyle = enter(game, "Thraben Gargoyle")
    faces.transform(game, gargoyle)
    clone = enter(game, "Clone", choices=(("copy_of", gargoyle),))
    assert game.chars(clone).name == "Stonewing Antagonizer"
    assert game.chars(clone).mana_value == 0 and game.chars(gargoyle).mana_value == 1


def test_a_token_copy_of_a_transformed_permanent_is_its_back_face(game: Game) -> None:
    """707.2, 712.8e: Cackling Counterpart copying a transformed Thraben Gargoyle makes a
    Stonewing Antagonizer token with mana value 0."""
    from tests.engine.rules.faces_kit import face_cards

    game = table(CACKLING_COUNTERPART, *face_cards().values())
    gargoyle = enter(game, "Thraben Gargoyle")
    faces.transform(game, gargoyle)
    spell = hand(game, "Cackling Counterpart")
    game.perform(A.CastSpell("Alice", spell, (gargoyle,), pay="free"))
    resolve_all(game)
    (token,) = [o for o in game.battlefield() if game.obj(o).is_token]
    chars = game.chars(token)
    assert (chars.name, chars.mana_value, chars.power) == ("Stonewing Antagonizer", 0, 4)


# --- Rooms (709.5) ---------------------------------------------------------------------------


def test_a_room_is_cast_as_one_door_and_only_that_door_is_unlocked(game: Game) -> None:
    """709.5: cast as Glassworks, the Room enters with Glassworks unlocked (its "when you
    unlock this door" deals 4 damage) and Shattered Yard locked."""
    bear = enter(game, "Grizzly Bears", controller="Bob")
    card_ = hand(game, "Glassworks // Shattered Yard")
    assert game.chars(card_).mana_value == 8  # 709.4: both doors outside the battlefield
    game.perform(A.CastSpell("Alice", card_, (), (("face", "Glassworks"),), "free"))
    resolve_all(game)  # the Room enters; its door's trigger targets Bob's creature
    room = game.state.newest(card_)
    assert zone(game, bear) == Zone.GRAVEYARD
    chars = game.chars(room)
    assert (chars.name, chars.mana_value) == ("Glassworks", 3)
    assert chars.types == {CardType.ENCHANTMENT} and "Room" in chars.subtypes
    labels = [(o.label, o.legal) for o in options_for_object(game, "Alice", room)]
    assert ("Unlock Shattered Yard", False) in labels  # {4}{R}: Alice has no mana


def test_unlocking_the_second_door_fully_unlocks_the_room(game: Game) -> None:
    """116.2m: unlock a door for its mana cost as a sorcery; the Room then has both doors'
    characteristics; Entity Tracker's Eerie triggers as the Room (an enchantment) enters
    and as it is fully unlocked, not as its first door unlocks."""
    library(game, "Alice")
    enter(game, "Entity Tracker")
    room = enter(game, "Glassworks // Shattered Yard")  # not cast: both doors locked
    resolve_all(game)
    assert len(game.objects_in(Zone.HAND, "Alice")) == 1  # an enchantment entered
    chars = game.chars(room)
    assert (chars.name, chars.mana_value, chars.abilities) == ("", 0, ())
    assert [o.label for o in options_for_object(game, "Alice", room)] == [
        "Unlock Glassworks", "Unlock Shattered Yard"]
    with pytest.raises(A.IllegalAction, match=r"116\.2m"):
        game.perform(A.UnlockDoor("Bob", room, "Glassworks", pay="free"))
    game.perform(A.UnlockDoor("Alice", room, "Shattered Yard", pay="free"))
    assert game.chars(room).name == "Shattered Yard" and not game.stack()
    hand_before = len(game.objects_in(Zone.HAND, "Alice"))
    game.perform(A.UnlockDoor("Alice", room, "Glassworks", pay="free"))
    resolve_all(game)  # Entity Tracker draws; Glassworks' trigger has no target: removed
    chars = game.chars(room)
    assert chars.name == "Glassworks // Shattered Yard" and chars.mana_value == 8
    assert len(game.objects_in(Zone.HAND, "Alice")) == hand_before + 1
    with pytest.raises(A.IllegalAction, match="already unlocked"):
        game.perform(A.UnlockDoor("Alice", room, "Glassworks", pay="free"))


def test_unlocking_pays_the_door_cost_and_its_door_triggers(game: Game) -> None:
    """116.2m: Glassworks unlocked for {2}{R} (three Mountains tapped); "when you unlock
    this door" triggers and deals 4 damage to Bob's creature."""
    bear = enter(game, "Grizzly Bears", controller="Bob")
    mountains = [enter(game, "Mountain") for _ in range(3)]
    room = enter(game, "Glassworks // Shattered Yard")
    events = game.perform(A.UnlockDoor("Alice", room, "Glassworks"))
    assert "unlock" in [e.kind for e in events]
    assert all(game.obj(m).tapped for m in mountains)
    resolve_all(game)
    assert zone(game, bear) == Zone.GRAVEYARD


def test_a_door_is_unlocked_only_as_a_sorcery(game: Game) -> None:
    room = enter(game, "Glassworks // Shattered Yard")
    game.perform(A.AdvanceTo("beginning_of_combat"))
    with pytest.raises(A.IllegalAction, match="main phase"):
        game.perform(A.UnlockDoor("Alice", room, "Glassworks", pay="free"))


def test_an_instruction_unlocks_a_locked_door_of_a_room_you_control() -> None:
    """709.5: "unlock a locked door of a Room you control" (Ghostly Dancers' second
    choice), the door answered by name; the unlocked door's own trigger follows."""
    from tabletop.cards.compiler import compile_text
    from tests.engine.rules_kit import creature

    (ability,) = compile_text("When this creature enters, unlock a locked door of a Room "
                              "you control.", "Door Opener").abilities
    game = table(GLASSWORKS, creature("Door Opener", 2, 2, ability))
    bear = enter(game, "Grizzly Bears", controller="Bob")
    room = enter(game, "Glassworks // Shattered Yard")
    enter(game, "Door Opener")
    resolve_all(game)
    assert game.chars(room).name == "Glassworks"  # the first locked door
    assert zone(game, bear) == Zone.GRAVEYARD  # Glassworks: 4 damage as it unlocks


def test_melding_and_unlocking_are_recorded_and_replay_exactly(tmp_path: Path) -> None:
    """The melded permanent, the doors unlocked and both cards leaving again go through a
    recording: undo, redo and a verified replay give the same state hashes."""
    pool = CardPool(CardDatabase.builtin().with_files([MELD_ROOMS_FILE]))
    path = tmp_path / "meld.jsonl"
    session = GameSession(Setup(seed=3), pool, record=path)
    session.perform(A.EnterBattlefield("Graf Rats", "Alice"))
    session.perform(A.EnterBattlefield("Midnight Scavengers", "Alice"))
    events = session.perform(A.EnterBattlefield("Glassworks // Shattered Yard", "Alice"))
    room = next(e.objects[0] for e in events if e.kind == "enters")
    session.perform(A.UnlockDoor("Alice", room, "Shattered Yard", pay="free"))
    session.perform(A.AdvanceTo("beginning_of_combat"))
    while session.game.stack():
        session.perform(A.PassPriority(session.game.state.priority or "Alice"))
    game = session.game
    (host,) = [o for o in game.battlefield() if game.chars(o).name == "Chittering Host"]
    before = game.state_hash()
    session.perform(A.DestroyObject(host))
    assert len(game.objects_in(Zone.GRAVEYARD, "Alice")) == 2
    session.undo()
    assert session.game.state_hash() == before
    assert [session.game.chars(o).name for o in session.game.battlefield()
            if session.game.chars(o).name == "Chittering Host"] == ["Chittering Host"]
    session.redo()
    after = session.game.state_hash()
    session.close()
    again = GameSession.from_recording(path, pool, verify=True)
    assert again.game.state_hash() == after
