"""Importers: MTGJSON and Scryfall files streamed into the user card database."""

from __future__ import annotations

import contextlib
import gzip
import io
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.cards import importers
from tabletop.cards.catalog import CardCatalog
from tabletop.cards.errors import CardImportError
from tabletop.cards.importers import JsonStream, import_cards, iter_card_objects
from tabletop.cards.records import CardRecord, LevelBandRecord, load_card_file
from tabletop.cards.user_imports import import_source

FIXTURES = Path(__file__).parent / "fixtures"


def _by_name(path: Path) -> dict[str, CardRecord]:
    return {r.name: r for r in load_card_file(path)}


def test_scryfall_oracle_cards(tmp_path: Path) -> None:
    target = tmp_path / "imported.toml"
    calls: list[tuple[int, int | None]] = []
    summary = import_cards(
        FIXTURES / "scryfall-oracle-cards.json",
        target,
        progress=lambda done, total: calls.append((done, total)),
    )
    assert summary.format == "scryfall"
    assert (summary.read, summary.written, summary.merged) == (10, 5, 1)
    assert calls[-1] == (10, 10)
    reasons = dict(summary.skipped)
    assert "Fire // Ice" not in reasons  # a split card keeps both halves (709)
    assert reasons["Goblin"] == "layout 'token' is not a playable card"
    assert reasons["Little Girl"] == "unknown mana symbol {HW}"
    assert "Phenomenon" in reasons["Nameless Thing"]
    assert summary.skipped_reasons()["not a card object"] == 1
    cards = _by_name(target)
    coral = cards["Coralhelm Commander"]
    assert coral.oracle.startswith("Level up {1} ({1}: Put a level counter on this.")
    assert coral.level_up_cost == "{1}"
    assert coral.levels[0] == LevelBandRecord(2, 3, "3", "3", ("Flying",))
    assert coral.set == "ROE"
    assert cards["Dryad Arbor"].color_indicator == ("G",)
    assert cards["Jace, Memory Adept"].loyalty == 4
    assert cards["Lightning Bolt"].set == "LEA"  # the first printing read is kept
    fire_ice = cards["Fire // Ice"]
    assert [f.name for f in fire_ice.faces] == ["Fire", "Ice"] and fire_ice.layout == "split"
    assert (fire_ice.mana_cost, fire_ice.type_line) == ("{1}{R}{1}{U}", "Instant")  # 709.4


def test_mtgjson_all_printings_merges_printings_and_takes_german_names(tmp_path: Path) -> None:
    target = tmp_path / "imported.toml"
    summary = import_cards(FIXTURES / "mtgjson-allprintings.json", target)
    assert summary.format == "mtgjson"
    assert (summary.read, summary.written, summary.merged) == (6, 4, 1)
    cards = _by_name(target)
    assert set(cards) == {"Caravan Escort", "Coralhelm Commander", "Lightning Bolt", "Wind Drake"}
    assert cards["Lightning Bolt"].german_name == "Blitzschlag"  # from the later printing
    assert cards["Caravan Escort"].german_name == "Karawaneneskorte"
    assert cards["Caravan Escort"].levels[1] == LevelBandRecord(
        5, None, "5", "5", ("First strike",)
    )
    assert cards["Wind Drake"].set == "M10"


def test_mtgjson_atomic_cards(tmp_path: Path) -> None:
    target = tmp_path / "imported.toml"
    seen: list[str] = []

    def check(record: CardRecord) -> bool:
        seen.append(record.name)
        if record.name == "Ob Nixilis Reignited":
            raise RuntimeError("a compiler bug")
        return True

    summary = import_cards(FIXTURES / "mtgjson-atomic.json", target, compile_check=check)
    assert summary.format == "mtgjson-atomic"
    assert (summary.read, summary.written, summary.compiled) == (3, 3, 2)
    assert sorted(seen) == ["Coralhelm Commander", "Fire // Ice", "Ob Nixilis Reignited"]
    cards = _by_name(target)
    assert cards["Ob Nixilis Reignited"].german_name == "Ob Nixilis der Wiederentflammte"
    assert cards["Ob Nixilis Reignited"].set == "BFZ"
    assert "compiled fully" in str(summary)


def test_an_import_is_a_named_source_of_the_user_database(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    summary = import_source(FIXTURES / "mtgjson-allprintings.json")
    assert summary.target == tmp_path / "cards" / "mtgjson-allprintings.toml"
    assert summary.name == "mtgjson-allprintings"
    assert "Wind Drake" in summary.left_alone  # a built-in card: its definition stays
    pool = CardCatalog.standard()
    assert pool.get("Winddrache").name == "Wind Drake"  # the import's German name
    assert pool.get("Caravan Escort").german_name == "Karawaneneskorte"
    bolt = pool.locate("Lightning Bolt")
    assert bolt is not None and bolt[0].kind == "built-in"


def test_compressed_input(tmp_path: Path) -> None:
    packed = tmp_path / "AtomicCards.json.gz"
    packed.write_bytes(gzip.compress((FIXTURES / "mtgjson-atomic.json").read_bytes()))
    summary = import_cards(packed, tmp_path / "out.toml")
    assert summary.written == 3


def test_failure_mid_import_leaves_the_old_database_unchanged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "imported.toml"
    import_cards(FIXTURES / "mtgjson-atomic.json", target)
    before = target.read_bytes()
    real = importers.dumps_record
    written: list[str] = []

    def failing(record: CardRecord) -> str:
        if written:
            raise OSError(28, "No space left on device")
        written.append(record.name)
        return real(record)

    monkeypatch.setattr(importers, "dumps_record", failing)
    with pytest.raises(OSError, match="No space left"):
        import_cards(FIXTURES / "scryfall-oracle-cards.json", target)
    assert target.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["imported.toml"]  # no temp file left


def test_malformed_json_names_file_line_and_reason(tmp_path: Path) -> None:
    source = tmp_path / "cards.json"
    source.write_text('[\n{"name": "A", "type_line": "Instant"},\n{"name": "B",, }\n]\n')
    target = tmp_path / "out.toml"
    with pytest.raises(CardImportError) as info:
        import_cards(source, target)
    assert info.value.line == 3 and info.value.path == source
    assert "Expecting property name" in info.value.reason
    assert not target.exists()


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "not a Scryfall or MTGJSON card file"),
        ('"just a string"', "not a Scryfall or MTGJSON card file"),
        ('{"meta": {}}', "no 'data'"),
        ('{"data": 3}', "expected '{'"),
        ('[{"name": "A"}', "expected ']'"),
        ("[" * 100_000, "nested too deeply"),
    ],
)
def test_not_card_data(tmp_path: Path, text: str, reason: str) -> None:
    source = tmp_path / "x.json"
    source.write_text(text, encoding="utf-8")
    with pytest.raises(CardImportError, match=reason):
        import_cards(source, tmp_path / "out.toml")


def test_stream_reads_values_across_small_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(importers, "CHUNK_CHARS", 7)
    cards = [{"name": f"Card {n}", "type_line": "Instant", "n": 12345678901234} for n in range(50)]
    text = json.dumps({"object": "list", "data": cards, "has_more": False}, indent=1)
    stream = JsonStream(io.StringIO(text))
    got = [obj for _, obj in iter_card_objects(stream)]
    assert got == cards


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300) | st.text(max_size=300).map(str.encode))
def test_fuzz_import_raises_only_import_errors(
    tmp_path_factory: pytest.TempPathFactory, data: bytes
) -> None:
    folder = tmp_path_factory.mktemp("fuzz")
    source = folder / "cards.json"
    source.write_bytes(data)
    with contextlib.suppress(CardImportError):
        import_cards(source, folder / "out.toml")


_JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=10),
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(
            st.sampled_from(
                [
                    "name",
                    "type_line",
                    "type",
                    "mana_cost",
                    "manaCost",
                    "power",
                    "layout",
                    "data",
                    "cards",
                    "foreignData",
                    "card_faces",
                    "loyalty",
                    "levels",
                ]
            ),
            children,
            max_size=5,
        )
    ),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(_JSONISH)
def test_fuzz_json_shapes(tmp_path_factory: pytest.TempPathFactory, value: object) -> None:
    folder = tmp_path_factory.mktemp("shape")
    source = folder / "cards.json"
    source.write_text(json.dumps(value), encoding="utf-8")
    try:
        summary = import_cards(source, folder / "out.toml")
    except CardImportError:
        return
    assert summary.written == len(load_card_file(folder / "out.toml"))


# --- issue #14: hostile card data -------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b'[{"name": "A", "power": 1' + b"0" * 5000 + b"}]", "thousands of digits"),
        (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
        (b'[{"name": "\xff"}]', "not UTF-8"),
        (b"[" + b"1," * 20_000 + b"1]", "no importable card"),
        (b"[]", "no cards found"),
    ],
)
def test_hostile_card_data_is_an_import_error_and_changes_nothing(
    tmp_path: Path, data: bytes, reason: str
) -> None:
    source = tmp_path / "cards.json"
    source.write_bytes(data)
    target = tmp_path / "imported.toml"
    target.write_text("# the old database\n")
    with pytest.raises(CardImportError, match=reason):
        import_cards(source, target)
    assert target.read_text() == "# the old database\n"


def test_a_bom_and_a_nan_power_are_read_cleanly(tmp_path: Path) -> None:
    card = {"name": "Elk", "type_line": "Creature — Elk", "mana_cost": "{G}",
            "power": "2", "toughness": "2", "layout": "normal"}
    text = json.dumps([card, {**card, "name": "Nan Elk", "power": float("nan")}])
    source = tmp_path / "cards.json"
    source.write_bytes(b"\xef\xbb\xbf" + text.encode())
    summary = import_cards(source, tmp_path / "out.toml")
    assert summary.written == 1 and summary.skipped[0][0] == "Nan Elk"
