"""Cards with several faces: imported with their faces, named as deck lists name them, and
built from the characteristics they have outside the stack (709.4, 712.8a, 715.4)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.cards.build import build_definition
from tabletop.cards.catalog import CardCatalog
from tabletop.cards.importers import import_cards, read_card_data
from tabletop.cards.records import CardRecord, load_card_file, record_from_table
from tabletop.cards.sources import CardSource
from tabletop.engine.model.characteristics import PT
from tabletop.engine.model.enums import CardType, Color

FIXTURES = Path(__file__).parent / "fixtures"


def _cards(name: str) -> dict[str, CardRecord]:
    return {r.name: r for r in read_card_data(FIXTURES / name).records.values()}


def test_mtgjson_faces_are_kept_with_the_characteristics_outside_the_stack() -> None:
    cards = _cards("mtgjson-multiface.json")
    assert set(cards) == {"Delver of Secrets", "Bonecrusher Giant", "Fire // Ice",
                          "Valakut Awakening"}
    delver = cards["Delver of Secrets"]  # 712.8a: the front face's characteristics
    assert (delver.layout, delver.mana_cost, delver.power) == ("transform", "{U}", "1")
    assert [f.name for f in delver.faces] == ["Delver of Secrets", "Insectile Aberration"]
    assert delver.faces[1].color_indicator == ("U",) and delver.faces[1].power == "3"
    assert delver.german_name == "Grübler der Geheimnisse"
    giant = cards["Bonecrusher Giant"]  # 715.4: the adventurer's main characteristics
    assert (giant.type_line, giant.mana_cost) == ("Creature — Giant", "{2}{R}")
    assert giant.faces[1].type_line == "Instant — Adventure"
    fire_ice = cards["Fire // Ice"]  # 709.4: both halves combined
    assert (fire_ice.mana_cost, fire_ice.type_line) == ("{1}{R}{1}{U}", "Instant")
    assert fire_ice.oracle.split("\n//\n")[1] == "Tap target permanent.\nDraw a card."


def test_allprintings_faces_that_come_apart_are_joined_per_card() -> None:
    found = read_card_data(FIXTURES / "mtgjson-allprintings-faces.json")
    cards = {r.name: r for r in found.records.values()}
    assert set(cards) == {"Bonecrusher Giant", "Wind Drake"} and found.skipped == []
    giant = cards["Bonecrusher Giant"]
    assert [f.name for f in giant.faces] == ["Bonecrusher Giant", "Stomp"]
    printing = giant.printings[0]
    assert (printing.set, printing.number, printing.rarity) == ("ELD", "115", "rare")
    assert printing.scryfall_id == "09fd2d9c-1793-4beb-a3fb-7a869f660cd4"
    assert printing.image is not None and printing.image.endswith(
        "/0/9/09fd2d9c-1793-4beb-a3fb-7a869f660cd4.jpg")


def test_scryfall_card_faces_and_a_german_printing_merge_into_one_card() -> None:
    found = read_card_data(FIXTURES / "scryfall-faces.json")
    cards = {r.name: r for r in found.records.values()}
    assert set(cards) == {"Delver of Secrets", "Fire // Ice"} and found.merged == 1
    delver = cards["Delver of Secrets"]
    assert delver.printings[0].image is not None  # from the front face's images
    assert delver.faces[1].name == "Insectile Aberration"
    fire_ice = cards["Fire // Ice"]
    assert fire_ice.german_name == "Feuer // Eis"
    assert [(p.set, p.number, p.german_name) for p in fire_ice.printings] == [
        ("APC", "128", None), ("APC", "128", "Feuer // Eis")]


def test_faces_and_printings_survive_the_card_file(tmp_path: Path) -> None:
    target = tmp_path / "faces.toml"
    import_cards(FIXTURES / "mtgjson-multiface.json", target)
    again = {r.name: r for r in load_card_file(target)}
    assert again == _cards("mtgjson-multiface.json")


@pytest.mark.parametrize(("query", "name"), [
    ("Fire // Ice", "Fire // Ice"), ("Fire/Ice", "Fire // Ice"), ("fire / ice", "Fire // Ice"),
    ("Fire", "Fire // Ice"), ("Delver of Secrets", "Delver of Secrets"),
    ("Delver of Secrets // Insectile Aberration", "Delver of Secrets"),
    ("Bonecrusher Giant // Stomp", "Bonecrusher Giant"), ("Grübler der Geheimnisse",
                                                          "Delver of Secrets"),
])
def test_deck_lists_name_a_card_by_its_full_name_slashes_or_front_face(
        query: str, name: str | None) -> None:
    source = CardSource("faces", "file", [FIXTURES / "mtgjson-multiface.json"])
    catalog = CardCatalog([source])
    found = catalog.find(query)
    assert (found.name if found else None) == name


def test_a_double_faced_card_is_its_front_face_and_carries_its_back_face() -> None:
    delver = build_definition(_cards("mtgjson-multiface.json")["Delver of Secrets"])
    assert delver.name == "Delver of Secrets" and delver.mana_cost.text == "{U}"
    assert (delver.power, delver.toughness) == (PT.parse("1"), PT.parse("1"))
    assert delver.colors == frozenset({Color.BLUE}) and delver.layout == "transform"
    front, back = delver.faces  # 712.8a: the front face is the card outside the battlefield
    assert front.name == "Delver of Secrets" and front.abilities == delver.abilities
    assert back.name == "Insectile Aberration" and back.colors == frozenset({Color.BLUE})
    assert back.abilities[0].keyword == "Flying"
    assert not any("712" in clause for clause in delver.unknown_clauses)  # it is played


def test_a_split_card_is_both_halves_and_each_half_is_compiled_on_its_own() -> None:
    fire_ice = build_definition(_cards("mtgjson-multiface.json")["Fire // Ice"])
    assert fire_ice.mana_value == 4 and fire_ice.types == frozenset({CardType.INSTANT})
    assert fire_ice.colors == frozenset({Color.RED, Color.BLUE})  # 709.4
    assert fire_ice.abilities == ()  # a spell ability works only on the stack (709.3)
    fire, ice = fire_ice.faces
    assert (fire.name, fire.mana_cost.text, ice.name, ice.mana_cost.text) == (
        "Fire", "{1}{R}", "Ice", "{1}{U}")
    assert ice.unknown_clauses == () and ice.abilities[0].text.startswith("Tap target")
    assert "casting one half of a split card (709.3)" not in fire_ice.unknown_clauses


def test_an_adventurer_is_its_creature_and_carries_its_adventure() -> None:
    giant = build_definition(_cards("mtgjson-multiface.json")["Bonecrusher Giant"])
    assert giant.types == frozenset({CardType.CREATURE}) and giant.mana_value == 3
    stomp = giant.faces[1]
    assert (stomp.name, stomp.mana_value, stomp.subtypes) == ("Stomp", 2, ("Adventure",))
    assert "casting the Adventure of an adventurer card (715)" not in giant.unknown_clauses


def test_a_meld_card_plays_its_front_face_and_its_melding() -> None:
    """712.4: a meld card is its front face; its meld ability compiles (701.42a)."""
    record = record_from_table({
        "name": "Graf Rats", "mana_cost": "{1}{B}", "type_line": "Creature — Rat",
        "power": "2", "toughness": "1", "layout": "meld",
        "oracle": "At the beginning of combat on your turn, if you both own and control Graf "
                  "Rats and a creature named Midnight Scavengers, exile them, then meld them "
                  "into Chittering Host.",
        "faces": [
            {"name": "Graf Rats", "mana_cost": "{1}{B}", "type_line": "Creature — Rat",
             "power": "2", "toughness": "1", "oracle": "At the beginning of combat on your "
             "turn, if you both own and control Graf Rats and a creature named Midnight "
             "Scavengers, exile them, then meld them into Chittering Host."},
            {"name": "Chittering Host", "type_line": "Creature — Eldrazi Horror",
             "power": "5", "toughness": "6", "oracle": "Haste\nWhen Chittering Host "
             "enters, other creatures you control get +1/+0 and gain menace until end of "
             "turn."},
        ]})
    rats = build_definition(record)
    assert rats.name == "Graf Rats" and rats.faces[1].name == "Chittering Host"
    assert rats.layout == "meld" and rats.unknown_clauses == ()
    assert rats.mana_value == 2  # 712.8a: the front face outside a melded permanent
