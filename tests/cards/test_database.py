"""The card database: built-in cards, look-ups by English or German name, user cards."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from tabletop.cards.database import CardDatabase, card_files, name_key
from tabletop.cards.errors import CardFileError, UnknownCardError
from tabletop.cards.records import CardRecord, LevelBandRecord
from tabletop.resources import resource

SHARED = Path(__file__).parents[2].parent / "shared"
REFERENCE = SHARED / "cards" / "reference.toml"
BASICS = {
    "Plains": "Ebene",
    "Island": "Insel",
    "Swamp": "Sumpf",
    "Mountain": "Gebirge",
    "Forest": "Wald",
    "Wastes": "Ödnis",
}


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return CardDatabase.builtin()


@pytest.mark.parametrize(
    ("query", "name"),
    [
        ("Coralhelm Commander", "Coralhelm Commander"),
        ("korallenhelm-kommandant", "Coralhelm Commander"),
        ("KORALLENHELM-KOMMANDANT", "Coralhelm Commander"),
        ("Wald", "Forest"),
        ("gebirge", "Mountain"),
        ("Odnis", "Wastes"),
        ("  knight   of cliffhaven ", "Knight of Cliffhaven"),
        ("Misery’s Shadow", "Misery's Shadow"),
        ("bestienzureiter aus bala ged", "Beastbreaker of Bala Ged"),
    ],
)
def test_lookup_by_english_or_german_name(db: CardDatabase, query: str, name: str) -> None:
    assert db.get(query).name == name
    assert query in db


def test_name_key_strips_accents_and_folds_case() -> None:
    assert name_key("Ödnis") == name_key("odnis") == "odnis"
    assert name_key("Straße") == name_key("STRASSE")
    assert name_key("Urza’s") == name_key("urza's")


def test_unknown_card_error_suggests_close_names(db: CardDatabase) -> None:
    with pytest.raises(UnknownCardError) as info:
        db.get("Coralhelm Comander")
    assert info.value.suggestions[0] == "Coralhelm Commander"
    assert "did you mean 'Coralhelm Commander'" in str(info.value)
    assert isinstance(info.value, LookupError)
    assert db.find("No Such Card Anywhere") is None


def test_basic_lands_and_wastes_are_present(db: CardDatabase) -> None:
    for name, german in BASICS.items():
        record = db.get(german)
        assert record.name == name and record.german_name == german
        assert record.type_line.startswith("Basic Land")
    assert db.get("Mountain").oracle == "({T}: Add {R}.)"
    assert db.get("Mountain").type_line == "Basic Land — Mountain"


def test_every_builtin_file_loads_and_iteration_matches_len(db: CardDatabase) -> None:
    files = card_files(resource("cards"))
    assert len(files) >= 3
    assert len(list(db)) == len(db) >= 217
    assert CardDatabase.builtin() is db  # cached
    assert db.names() == sorted(r.name for r in db)


def test_fingerprint_is_stable_and_tracks_contents(db: CardDatabase, tmp_path: Path) -> None:
    again = CardDatabase.from_files(card_files(resource("cards")))
    assert again.fingerprint() == db.fingerprint()
    assert len(db.fingerprint()) == 64
    changed = db.with_records([CardRecord(name="Forest", type_line="Basic Land — Forest")])
    assert changed.fingerprint() != db.fingerprint()


def test_later_files_override_earlier_ones_and_keep_german_names(tmp_path: Path) -> None:
    first = tmp_path / "a.toml"
    first.write_text(
        '[[card]]\nname = "Thing"\ngerman_name = "Ding"\ntype_line = "Instant"\noracle = "Old."\n',
        encoding="utf-8",
    )
    second = tmp_path / "b.toml"
    second.write_text('[[card]]\nname = "thing"\ntype_line = "Instant"\noracle = "New."\n')
    db = CardDatabase.from_files([first, second])
    assert len(db) == 1
    assert db.get("Ding").oracle == "New."
    assert db.get("THING").german_name == "Ding"


def test_user_card_files_are_sources_of_the_pool(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop.cards.catalog import CardCatalog

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    builtin = CardDatabase.builtin()
    assert len(CardCatalog.standard()) == len(builtin)  # no user cards yet
    (tmp_path / "cards").mkdir(exist_ok=True)
    (tmp_path / "cards" / "mine.toml").write_text(
        '[[card]]\nname = "Homebrew Bear"\ntype_line = "Creature — Bear"\n'
        'mana_cost = "{1}{G}"\npower = "2"\ntoughness = "2"\n',
        encoding="utf-8",
    )
    user = CardCatalog.standard()
    assert user.get("homebrew bear").power == "2"
    assert len(user) == len(builtin) + 1
    (tmp_path / "cards" / "broken.toml").write_text("[[card]\n", encoding="utf-8")
    with pytest.raises(CardFileError, match=r"broken.toml:1: "):
        len(CardCatalog.standard())


# ------------------------------------------------ the shared reference list


def _reference() -> list[dict[str, Any]]:
    if not REFERENCE.is_file():
        pytest.skip(f"shared card reference not found at {REFERENCE}")
    with REFERENCE.open("rb") as handle:
        return tomllib.load(handle)["card"]


def _expected_levels(card: dict[str, Any]) -> tuple[LevelBandRecord, ...]:
    return tuple(
        LevelBandRecord(
            b["min"], b.get("max"), b["power"], b["toughness"], tuple(b.get("abilities", []))
        )
        for b in card.get("levels", [])
    )


def test_every_reference_card_is_builtin_with_identical_facts(db: CardDatabase) -> None:
    reference = _reference()
    assert len(reference) >= 216
    for card in reference:
        record = db.find(card["name"])
        assert record is not None, card["name"]
        assert record.name == card["name"]
        assert (record.german_name or "") == card.get("german_name", "")
        assert record.mana_cost == card["mana_cost"]
        assert record.type_line == card["type_line"]
        assert record.power == card.get("power")
        assert record.toughness == card.get("toughness")
        loyalty = card.get("loyalty")  # "5" in the reference, 5 in a record
        assert record.loyalty == (None if loyalty is None else int(loyalty))
        indicator = card.get("color_indicator", ())
        assert record.color_indicator == (
            (indicator,) if isinstance(indicator, str) else tuple(indicator)
        )
        assert record.oracle == card["oracle"], card["name"]
        assert record.level_up_cost == card.get("level_up_cost")
        assert record.levels == _expected_levels(card)
        assert record.set == card["set"]


def test_builtin_cards_beyond_the_reference_are_only_the_mountain(db: CardDatabase) -> None:
    names = {card["name"] for card in _reference()}
    assert {r.name for r in db} - names <= {"Mountain"}
