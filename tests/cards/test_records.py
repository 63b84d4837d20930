"""Card records: reading our TOML card files, type lines, level bands, errors."""

from __future__ import annotations

import contextlib
import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.cards.errors import CardFileError
from tabletop.cards.records import (
    CardRecord,
    LevelBandRecord,
    dumps_cards,
    levels_from_oracle,
    load_card_file,
    loads_cards,
    parse_type_line,
)
from tabletop.engine.model.enums import CardType, Supertype
from tabletop.inputs.errors import TabletopDataError

FIXTURES = Path(__file__).parent / "fixtures"


def test_type_line_with_supertypes_and_subtypes() -> None:
    supertypes, types, subtypes = parse_type_line("Legendary Artifact Creature — Scarecrow")
    assert supertypes == {Supertype.LEGENDARY}
    assert types == {CardType.ARTIFACT, CardType.CREATURE}
    assert subtypes == ("Scarecrow",)


def test_type_line_without_subtypes_and_tribal_as_kindred() -> None:
    assert parse_type_line("Basic Land") == (frozenset({Supertype.BASIC}), {CardType.LAND}, ())
    _, types, subtypes = parse_type_line("Tribal Enchantment — Treefolk Aura")
    assert types == {CardType.KINDRED, CardType.ENCHANTMENT}
    assert subtypes == ("Treefolk", "Aura")


@pytest.mark.parametrize("line", ["Creature - Elf", "Legendary", "Plane — Dominaria", "Land —"])
def test_bad_type_lines_are_refused(line: str) -> None:
    with pytest.raises(ValueError):
        parse_type_line(line)


def test_levels_from_scryfall_style_oracle_keeps_reminder_text_out_of_bands() -> None:
    oracle = (
        "Level up {1} ({1}: Put a level counter on this. Level up only as a sorcery.)\n"
        "LEVEL 2-3\n3/3\nFlying\nLEVEL 4+\n4/4\nFlying\n"
        "Other Merfolk creatures you control get +1/+1."
    )
    cost, bands = levels_from_oracle(oracle)
    assert cost == "{1}"
    assert bands == (
        LevelBandRecord(2, 3, "3", "3", ("Flying",)),
        LevelBandRecord(
            4, None, "4", "4", ("Flying", "Other Merfolk creatures you control get +1/+1.")
        ),
    )
    assert bands[0].contains(3) and not bands[0].contains(4) and bands[1].contains(40)


def test_band_without_power_and_toughness_is_an_error() -> None:
    with pytest.raises(ValueError, match="LEVEL 1-2"):
        levels_from_oracle("Level up {1}\nLEVEL 1-2\nFlying")


def test_good_file_loads_with_lines_overrides_and_derived_levels() -> None:
    records = load_card_file(FIXTURES / "cards-good.toml")
    by_name = {r.name: r for r in records}
    leveler = by_name["Test Leveler"]
    assert leveler.german_name == "Prüfstufer"
    assert leveler.line == 3 and leveler.path == FIXTURES / "cards-good.toml"
    assert leveler.levels[1] == LevelBandRecord(4, None, "4", "4", ("Flying, vigilance",))
    assert leveler.is_leveler and leveler.mana.mana_value == 2
    odd = by_name["Odd Enchantment"]
    assert odd.overrides == (
        {"clause": "Something the compiler cannot read.", "effect": {"kind": "draw", "count": 1}},
    )
    assert CardType.KINDRED in odd.type_parts[1]
    table = by_name["Table Override"]
    assert table.overrides[0]["effect"] == {"kind": "mana", "produce": ["G", "U"]}
    assert table.color_indicator == ("G", "U")
    derived = by_name["Derived Leveler"]
    assert derived.level_up_cost == "{1}{G}"
    assert [(b.min, b.max, b.power) for b in derived.levels] == [(2, 3, "2"), (4, None, "3")]
    hash(leveler)  # records with overrides stay hashable


def _error(tmp_path: Path, text: str) -> CardFileError:
    path = tmp_path / "cards.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(CardFileError) as info:
        load_card_file(path)
    assert isinstance(info.value, TabletopDataError)
    assert info.value.path == path
    return info.value


def test_malformed_toml_names_file_line_and_reason(tmp_path: Path) -> None:
    err = _error(tmp_path, '[[card]]\nname = "A"\ntype_line = "Instant"\noracle = "x\n')
    assert err.line == 4
    assert str(err).startswith(f"{tmp_path / 'cards.toml'}:4: ")
    assert "column" in err.reason and "at line" not in err.reason


def test_unknown_key_names_the_key_and_its_line(tmp_path: Path) -> None:
    err = _error(tmp_path, '[[card]]\nname = "A"\ntype_line = "Instant"\ncolour = "red"\n')
    assert err.line == 4
    assert "unknown key 'colour'" in str(err) and "'A'" in str(err)


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        ('type_line = "Instant"', "missing 'name'"),
        ('name = "A"', "missing 'type_line'"),
        ('name = "A"\ntype_line = "Instant"\nmana_cost = "{Q}"', "unknown mana symbol"),
        ('name = "A"\ntype_line = "Spell"', "unknown type 'Spell'"),
        ('name = "A"\ntype_line = "Creature"\npower = 1.5', "'power'"),
        ('name = "A"\ntype_line = "Instant"\ncolor_indicator = ["Pink"]', "not a colour"),
        ('name = "A"\ntype_line = "Instant"\nlevels = [{ min = 1 }]', "levels[1]"),
        ('name = "A"\ntype_line = "Instant"\noverrides = [1]', "'overrides'"),
        ('name = "A"\ntype_line = "Planeswalker"\nloyalty = "X"', "'loyalty'"),
    ],
)
def test_invalid_fields_are_errors(tmp_path: Path, body: str, reason: str) -> None:
    err = _error(tmp_path, "[[card]]\n" + body + "\n")
    assert reason in err.reason
    assert err.line is not None


def test_duplicate_names_and_stray_tables_are_errors(tmp_path: Path) -> None:
    card = '[[card]]\nname = "A"\ntype_line = "Instant"\n'
    err = _error(tmp_path, card + card.replace('"A"', '"a"'))
    assert err.line == 4 and "twice" in err.reason
    assert "unknown top-level key 'cards'" in _error(tmp_path, "[cards]\nx = 1\n").reason
    assert "array of tables" in _error(tmp_path, "card = 3\n").reason


def test_not_utf8_and_missing_files(tmp_path: Path) -> None:
    path = tmp_path / "cards.toml"
    path.write_bytes(b'[[card]]\nname = "\xff"\n')
    with pytest.raises(CardFileError, match=r"cards.toml:2: not UTF-8"):
        load_card_file(path)
    with pytest.raises(CardFileError, match=r"missing\.toml"):
        load_card_file(tmp_path / "missing.toml")


def test_dumps_reads_back_the_same_records() -> None:
    records = load_card_file(FIXTURES / "cards-good.toml")
    assert loads_cards(dumps_cards(records, header="test\nfile")) == records


_TEXT = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=40)


@settings(max_examples=200, deadline=None)
@given(
    name=_TEXT.filter(lambda s: s.strip() != ""),
    oracle=_TEXT,
    notes=st.none() | _TEXT,
    overrides=st.lists(st.dictionaries(st.sampled_from(["clause", "a b", "é"]), _TEXT), max_size=2),
)
def test_round_trip_of_awkward_strings(
    name: str, oracle: str, notes: str | None, overrides: list[dict[str, str]]
) -> None:
    record = CardRecord(
        name=name.strip(),
        type_line="Instant",
        oracle=oracle,
        notes=notes,
        overrides=tuple(overrides),
    )
    text = dumps_cards([record])
    assert loads_cards(text) == [record]
    tomllib.loads(text)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_fuzz_loads_cards_raises_only_card_file_errors(text: str) -> None:
    with contextlib.suppress(CardFileError):
        loads_cards(text)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=200))
def test_fuzz_card_file_bytes(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    path = tmp_path_factory.mktemp("fuzz") / "cards.toml"
    path.write_bytes(b'[[card]]\nname = "A"\n' + data)
    with contextlib.suppress(CardFileError):
        load_card_file(path)


# --- issue #14: hostile card files ------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        ('name = "A"\ntype_line = "Planeswalker"\nloyalty = "²"', "'loyalty'"),
        ('name = "A"\ntype_line = "Planeswalker"\nloyalty = 9223372036854775807', "'loyalty'"),
        ('name = "A"\ntype_line = "Instant"\nmana_cost = "{²}"', ""),
        ('name = "A"\ntype_line = "Creature"\npower = "99999999999999999"', "'power'"),
        ('name = 1979-05-27\ntype_line = "Instant"', "'name' must be a string"),
        ('name = "A"\ntype_line = "Instant"\nlevels = [{ min = "²", power = "1", '
         'toughness = "1" }]', "levels[1]"),
    ],
)
def test_other_digits_huge_numbers_and_dates_are_field_errors(
    tmp_path: Path, body: str, reason: str
) -> None:
    err = _error(tmp_path, "[[card]]\n" + body + "\n")
    assert reason in err.reason and err.line is not None


def test_a_level_band_in_other_digits_is_not_a_band(tmp_path: Path) -> None:
    path = tmp_path / "cards.toml"
    path.write_text('[[card]]\nname = "A"\ntype_line = "Creature"\npower = "1"\n'
                    'toughness = "1"\noracle = "LEVEL ²-3\\n2/2"\n', encoding="utf-8")
    (record,) = load_card_file(path)
    assert record.levels == ()


@pytest.mark.parametrize(
    "text",
    ["[[card]]\n" + "a." * 50_000 + "b = 1\n", "card = " + "[" * 10_000 + "]" * 10_000,
     "[[card]]\nname = " + "9" * 5000 + "\n"],
)
def test_deep_and_huge_toml_is_a_card_file_error(tmp_path: Path, text: str) -> None:
    err = _error(tmp_path, text)
    assert err.line == 1 or err.line == 2
