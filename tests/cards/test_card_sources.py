"""One card pool: built-in cards, then the user's imports (each its own named source,
oldest first), then `--cards` files; a later source only adds names."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.cards.catalog import CardCatalog
from tabletop.cards.errors import CardImportError, UnknownCardError
from tabletop.cards.import_folder import imports_dir
from tabletop.cards.records import load_card_file
from tabletop.cards.user_imports import (
    import_source,
    list_imports,
    remove_import,
    source_name,
)
from tabletop.resources import user_data_dir

FIXTURES = Path(__file__).parent / "fixtures"

# a crafted file that would turn Plains into a creature and Lightning Bolt into a dud
CRAFTED = [
    {"object": "card", "name": "Plains", "layout": "normal", "mana_cost": "",
     "type_line": "Basic Land Creature — Plains", "oracle_text": "", "power": "9",
     "toughness": "9"},
    {"object": "card", "name": "Lightning Bolt", "layout": "normal", "mana_cost": "{R}",
     "type_line": "Instant", "oracle_text": "Lightning Bolt deals 0 damage to any target."},
    {"object": "card", "name": "Homebrew Wurm", "layout": "normal", "mana_cost": "{4}{G}",
     "type_line": "Creature — Wurm", "oracle_text": "Trample", "power": "5", "toughness": "5"},
]


def _scryfall(path: Path, cards: list[dict[str, object]]) -> Path:
    path.write_text(json.dumps(cards), encoding="utf-8")
    return path


def _bear(name: str, power: str = "2") -> dict[str, object]:
    return {"object": "card", "name": name, "layout": "normal", "mana_cost": "{1}{G}",
            "type_line": "Creature — Bear", "oracle_text": "", "power": power, "toughness": "2"}


def _folder_state() -> dict[str, bytes]:
    folder = imports_dir()
    if not folder.is_dir():
        return {}
    return {p.name: p.read_bytes() for p in folder.iterdir()}


def test_a_built_in_definition_survives_an_import_that_defines_the_same_name(
        tmp_path: Path) -> None:
    builtin = CardCatalog.standard()
    plains, bolt = builtin.get("Plains"), builtin.get("Lightning Bolt")
    summary = import_source(_scryfall(tmp_path / "crafted.json", CRAFTED))
    assert summary.left_alone == ("Lightning Bolt", "Plains")
    pool = CardCatalog.standard()
    assert pool.get("Plains") == plains and pool.get("Lightning Bolt") == bolt
    assert pool.get("Homebrew Wurm").power == "5"  # new names are added
    located = pool.locate("Plains")
    assert located is not None and located[0].kind == "built-in"


def test_an_import_into_a_folder_that_holds_an_import_adds_a_second_source(
        tmp_path: Path) -> None:
    first = import_source(_scryfall(tmp_path / "first.json", [_bear("Test Bear"),
                                                               _bear("Old Bear")]))
    second = import_source(_scryfall(tmp_path / "second.json", [_bear("Test Bear", "7"),
                                                                 _bear("New Bear")]))
    assert (first.name, second.name) == ("first", "second")
    assert second.left_alone == ("Test Bear",)  # the older import defines it
    assert [(s.name, s.cards) for s in list_imports()] == [("first", 2), ("second", 2)]
    pool = CardCatalog.standard()
    assert pool.get("Test Bear").power == "2" and pool.get("New Bear").name == "New Bear"
    assert first.target.is_file() and second.target.is_file()
    assert first.target.parent == user_data_dir() / "cards"
    assert not list(first.target.parent.glob(".*.tmp"))


def test_importing_a_source_again_replaces_it_and_keeps_its_place(tmp_path: Path) -> None:
    import_source(_scryfall(tmp_path / "a.json", [_bear("Alpha Bear")]))
    import_source(_scryfall(tmp_path / "b.json", [_bear("Beta Bear")]))
    import_source(_scryfall(tmp_path / "a.json", [_bear("Alpha Bear"), _bear("Gamma Bear")]))
    assert [(s.name, s.cards) for s in list_imports()] == [("a", 2), ("b", 1)]
    assert CardCatalog.standard().find("Gamma Bear") is not None


def test_remove_takes_one_source_out_of_the_pool(tmp_path: Path) -> None:
    import_source(_scryfall(tmp_path / "a.json", [_bear("Alpha Bear")]))
    import_source(_scryfall(tmp_path / "b.json", [_bear("Beta Bear")]), "mine")
    removed = remove_import("a")
    assert removed.cards == 1 and not removed.path.exists()
    assert [s.name for s in list_imports()] == ["mine"]
    pool = CardCatalog.standard()
    assert "Alpha Bear" not in pool and "Beta Bear" in pool
    with pytest.raises(CardImportError, match=r"no imported source 'a' \(imported: mine\)"):
        remove_import("a")


@pytest.mark.parametrize("text", ["[]", '{"data": {}}', '[{"object": "card", "name": "Goblin",'
                                  ' "layout": "token", "type_line": "Token Creature — Goblin"}]'])
def test_an_import_that_reads_no_card_changes_nothing(tmp_path: Path, text: str) -> None:
    import_source(_scryfall(tmp_path / "kept.json", [_bear("Kept Bear")]))
    before = _folder_state()
    source = tmp_path / "empty.json"
    source.write_text(text, encoding="utf-8")
    with pytest.raises(CardImportError, match="no cards found"):
        import_source(source)
    assert _folder_state() == before


def test_a_file_that_is_not_card_data_changes_nothing(tmp_path: Path) -> None:
    before = _folder_state()
    source = tmp_path / "notes.json"
    source.write_text('{"recipes": [1, 2, 3]}', encoding="utf-8")
    with pytest.raises(CardImportError, match="not an MTGJSON or Scryfall card file"):
        import_source(source)
    assert _folder_state() == before


def test_a_broken_record_is_skipped_by_name_and_reason_and_the_rest_imports(
        tmp_path: Path) -> None:
    bad = [dict(_bear("Odd Bear"), mana_cost="{Q}"), dict(_bear("Odd Bear 2"), mana_cost="{Q}"),
           dict(_bear("Typeless"), type_line="Bearish"), _bear("Good Bear")]
    summary = import_source(_scryfall(tmp_path / "mixed.json", bad))
    assert summary.written == 1
    groups = dict(summary.skipped_by_reason())
    assert groups["unknown mana symbol {Q}"] == ["Odd Bear", "Odd Bear 2"]
    assert next(iter(groups)) == "unknown mana symbol {Q}"  # the most frequent reason first
    assert any("Bearish" in reason for reason in groups)


def test_a_card_toml_file_imports_as_a_source(tmp_path: Path) -> None:
    summary = import_source(FIXTURES / "cards-good.toml", "homebrew")
    assert summary.format == "toml" and summary.name == "homebrew"
    assert len(load_card_file(summary.target)) == summary.written


def test_cards_files_come_after_the_imports_and_only_add_names(tmp_path: Path) -> None:
    import_source(_scryfall(tmp_path / "mine.json", [_bear("Test Bear")]))
    extra = _scryfall(tmp_path / "extra.json", [_bear("Test Bear", "9"), _bear("Extra Bear")])
    pool = CardCatalog.standard([str(extra)])
    assert [s.kind for s in pool.sources] == ["built-in", "import", "file"]
    assert pool.get("Test Bear").power == "2" and "Extra Bear" in pool
    assert pool.left_alone(pool.sources[-1]) == ["Test Bear"]


def test_an_unknown_name_is_refused_with_the_nearest_names(tmp_path: Path) -> None:
    import_source(_scryfall(tmp_path / "mine.json", [_bear("Grizzled Outrider")]))
    with pytest.raises(UnknownCardError) as info:
        CardCatalog.standard().get("Grizzled Outrder")
    assert info.value.suggestions[0] == "Grizzled Outrider"


def test_a_damaged_manifest_still_lists_the_sources_there(tmp_path: Path) -> None:
    import_source(_scryfall(tmp_path / "b.json", [_bear("Beta Bear")]))
    import_source(_scryfall(tmp_path / "a.json", [_bear("Alpha Bear")]))
    (imports_dir() / "sources.json").write_text("{not json", encoding="utf-8")
    assert [s.name for s in list_imports()] == ["a", "b"]  # name order then
    assert "Beta Bear" in CardCatalog.standard()


def test_the_sources_are_read_from_the_cache_on_the_next_start(tmp_path: Path) -> None:
    import_source(_scryfall(tmp_path / "mine.json", [_bear("Cached Bear")]))
    caches = list((user_data_dir() / "cache" / "sources").glob("*.json"))
    assert caches  # the import left its index there
    pool = CardCatalog.standard()
    assert pool.get("Cached Bear").power == "2"
    # a cache that no longer matches its file is rebuilt, never used
    target = imports_dir() / "mine.toml"
    target.write_text(target.read_text(encoding="utf-8").replace('power = "2"', 'power = "4"'),
                      encoding="utf-8")
    assert CardCatalog.standard().get("Cached Bear").power == "4"


@pytest.mark.parametrize(("file", "name"), [("AtomicCards.json.gz", "AtomicCards"),
                                            ("oracle-cards-2025.json", "oracle-cards-2025"),
                                            ("my cards!.toml", "my-cards")])
def test_source_names_come_from_file_names(file: str, name: str) -> None:
    assert source_name(file) == name
