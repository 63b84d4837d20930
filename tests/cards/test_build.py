"""Card records to engine definitions: printed facts, intrinsic abilities, overrides, and
every card we ship (and the shared reference list) compiling with no unknown clause."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tabletop.cards.build import build_definition
from tabletop.cards.commands import load_records
from tabletop.cards.database import card_files
from tabletop.cards.errors import CardFileError
from tabletop.cards.records import CardRecord, LevelBandRecord
from tabletop.engine.definitions.abilities import (
    ActivatedAbility,
    KeywordAbility,
    LevelBand,
    StaticAbility,
    intrinsic_mana_ability,
)
from tabletop.engine.definitions.effects import Affects, EffectSpec, ModifyPT
from tabletop.engine.definitions.expressions import Const
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.model.characteristics import PT
from tabletop.engine.model.enums import CardType, Color, Supertype
from tabletop.engine.model.mana import ManaCost

RESOURCES = Path(__file__).parents[2] / "resources" / "cards"
REFERENCE = Path(__file__).parents[2].parent / "shared" / "cards" / "reference.toml"
ANTHEM = EffectSpec((ModifyPT(Const(1), Const(1)),), Affects.MATCHING,
                    ObjectFilter(types=frozenset({CardType.CREATURE}), controller="you"))


def record(**fields: Any) -> CardRecord:
    fields.setdefault("name", "Test Card")
    fields.setdefault("type_line", "Enchantment")
    return CardRecord(**fields)


def test_printed_facts_become_the_definition() -> None:
    d = build_definition(record(name="Glorious Anthem", german_name="Glorreiche Hymne",
                                mana_cost="{1}{W}{W}", type_line="Enchantment",
                                oracle="Creatures you control get +1/+1."))
    assert d.name == "Glorious Anthem" and d.german_name == "Glorreiche Hymne"
    assert d.mana_cost == ManaCost.parse("{1}{W}{W}") and d.colors == {Color.WHITE}
    assert d.types == {CardType.ENCHANTMENT} and d.rules_text == "Creatures you control get +1/+1."
    assert d.abilities == (StaticAbility("Creatures you control get +1/+1.", effects=(ANTHEM,)),)
    assert d.unknown_clauses == () and not d.is_manual


def test_star_power_loyalty_and_supertypes() -> None:
    goyf = build_definition(record(name="Tarmogoyf", type_line="Creature — Lhurgoyf",
                                   power="*", toughness="1+*"))
    assert goyf.power == PT(0, star=True) and goyf.toughness == PT(1, star=True)
    walker = build_definition(record(name="Ob Nixilis Reignited", loyalty=5,
                                     type_line="Legendary Planeswalker — Nixilis",
                                     oracle="[−3]: Destroy target creature."))
    assert walker.loyalty == 5 and walker.supertypes == {Supertype.LEGENDARY}
    assert walker.subtypes == ("Nixilis",)
    assert isinstance(walker.abilities[0], ActivatedAbility) and walker.abilities[0].loyalty


def test_basic_land_types_give_intrinsic_mana_abilities_305_6() -> None:
    forest = build_definition(record(name="Forest", type_line="Basic Land — Forest",
                                     oracle="({T}: Add {G}.)"))
    assert forest.abilities == (intrinsic_mana_ability("Forest"),)
    dual = build_definition(record(name="Tropical Island", type_line="Land — Forest Island",
                                   oracle="({T}: Add {G} or {U}.)"))
    assert dual.abilities == (intrinsic_mana_ability("Forest"), intrinsic_mana_ability("Island"))


def test_colour_indicator_of_dryad_arbor() -> None:
    arbor = build_definition(record(name="Dryad Arbor", type_line="Land Creature — Forest Dryad",
                                    color_indicator=("G",), power="1", toughness="1"))
    assert arbor.colors == {Color.GREEN}
    assert arbor.abilities == (intrinsic_mana_ability("Forest"),)


def test_leveler_has_its_top_box_pt_and_bands_from_the_oracle() -> None:
    oracle = "Level up {1}\nLEVEL 2-3\n3/3\nFlying\nLEVEL 4+\n4/4\nFlying"
    d = build_definition(record(name="Skywatcher", type_line="Creature — Merfolk Wizard",
                                power="2", toughness="2", oracle=oracle))
    assert d.power == PT(2) and d.toughness == PT(2)
    bands = [a for a in d.abilities if isinstance(a, LevelBand)]
    assert [(b.low, b.high, b.power, b.toughness) for b in bands] == [(2, 3, 3, 3),
                                                                       (4, None, 4, 4)]


def test_leveler_bands_from_the_levels_field_when_the_oracle_lacks_them() -> None:
    levels = (LevelBandRecord(1, 4, "2", "2"), LevelBandRecord(5, None, "5", "5",
                                                                ("First strike",)))
    d = build_definition(record(name="Caravan Escort", type_line="Creature — Human Knight",
                                power="1", toughness="1", level_up_cost="{2}", levels=levels))
    last = d.abilities[-1]
    assert isinstance(last, LevelBand) and last.granted == (KeywordAbility("First strike",
                                                                           "First strike"),)


def test_an_unknown_clause_keeps_the_card_as_a_manual_object() -> None:
    d = build_definition(record(type_line="Creature — Bird", power="1", toughness="1",
                                oracle="Flying\nWhenever you cast a spell, venture into "
                                       "the dungeon."))
    assert d.unknown_clauses == ("Whenever you cast a spell, venture into the dungeon.",)
    assert d.is_manual and d.abilities[0] == KeywordAbility("Flying", "Flying")


def test_an_imported_unknown_card_reports_its_clause() -> None:
    from tabletop.cards.importers import record_from_object

    obj = {"object": "card", "name": "Sage of Tests", "mana_cost": "{1}{U}",
           "type_line": "Creature — Human Wizard", "oracle_text":
           "Whenever you cast an instant spell, venture into the dungeon.", "power": "1",
           "toughness": "2",
           "layout": "normal"}
    d = build_definition(record_from_object("scryfall", obj))
    assert d.unknown_clauses == ("Whenever you cast an instant spell, venture into the dungeon.",)


def test_an_anthem_override_replaces_the_clause_the_compiler_cannot_read() -> None:
    clause = "Creatures you control are mighty."
    effect = {"kind": "anthem", "filter": {"types": ["Creature"], "controller": "you"},
              "power": 1, "toughness": 1}
    d = build_definition(record(oracle=clause, overrides=({"clause": clause,
                                                           "effect": effect},)))
    assert d.unknown_clauses == ()
    assert d.abilities == (StaticAbility(clause, effects=(ANTHEM,)),)


def test_text_keywords_and_rule_overrides() -> None:
    overrides = (
        {"clause": "Creatures you control are mighty",
         "effect": {"kind": "text", "text": "Creatures you control get +1/+1."}},
        {"clause": "This bird soars.", "effect": {"kind": "keywords", "keywords": ["Flying"]}},
        {"clause": "Nobody stops it.", "effect": {"kind": "rule", "rule": "cant_be_blocked"}},
    )
    d = build_definition(record(oracle="Creatures you control are mighty.\nThis bird soars.\n"
                                       "Nobody stops it.", overrides=overrides))
    anthem, flying, rule = d.abilities
    assert isinstance(anthem, StaticAbility) and anthem.effects == (ANTHEM,)
    assert flying == KeywordAbility("Flying", "Flying")
    assert isinstance(rule, StaticAbility) and rule.effects[0].affects == Affects.SELF
    assert d.unknown_clauses == ()


def test_a_malformed_override_is_a_card_file_error() -> None:
    bad = ({"clause": "Something.", "effect": {"kind": "anthem"}},)
    with pytest.raises(CardFileError, match="override 1"):
        build_definition(record(oracle="Something.", overrides=bad))


def _all_records(paths: list[Path]) -> list[CardRecord]:
    return [r for path in paths for r in load_records(path)]


def test_every_card_file_in_resources_compiles_with_no_unknown_clause() -> None:
    files = card_files(RESOURCES)
    if not files:
        pytest.skip("resources/cards holds no card files yet")
    unknown = {r.name: build_definition(r).unknown_clauses for r in _all_records(files)}
    assert {name: u for name, u in unknown.items() if u} == {}


def test_every_reference_card_compiles_with_no_unknown_clause() -> None:
    if not REFERENCE.is_file():
        pytest.skip("the shared card reference is not here")
    records = _all_records([REFERENCE])
    assert len(records) == 216
    unknown = {r.name: build_definition(r).unknown_clauses for r in records}
    assert {name: u for name, u in unknown.items() if u} == {}


def test_all_reference_levelers_have_level_up_and_two_bands() -> None:
    if not REFERENCE.is_file():
        pytest.skip("the shared card reference is not here")
    levelers = [r for r in _all_records([REFERENCE]) if r.level_up_cost]
    assert len(levelers) == 25
    for r in levelers:
        d = build_definition(r)
        assert d.abilities[0].keyword == "Level up", r.name
        bands = [a for a in d.abilities if isinstance(a, LevelBand)]
        assert [(b.low, b.high) for b in bands] == [(b.min, b.max) for b in r.levels], r.name
        assert [(b.power, b.toughness) for b in bands] == [
            (int(b.power), int(b.toughness)) for b in r.levels], r.name
        assert [len(b.granted) for b in bands] == [
            len(_split_keywords(b.abilities)) for b in r.levels], r.name


def _split_keywords(lines: tuple[str, ...]) -> list[str]:
    """A band's ability lines with keyword lists ("Flying, trample") split up."""
    out: list[str] = []
    for line in lines:
        out.extend(line.split(", ") if ":" not in line and "." not in line else [line])
    return out
