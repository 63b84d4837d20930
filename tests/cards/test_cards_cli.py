"""`tabletop cards check` and `tabletop cards show`, called through tabletop.cli.main."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.cards.database import CardDatabase
from tabletop.cards.errors import CardFileError
from tabletop.cli import main

GOOD = """
[[card]]
name = "Glorious Anthem"
mana_cost = "{1}{W}{W}"
type_line = "Enchantment"
oracle = "Creatures you control get +1/+1."

[[card]]
name = "Wind Drake"
mana_cost = "{2}{U}"
type_line = "Creature — Drake"
power = "2"
toughness = "2"
oracle = "Flying"
"""

UNKNOWN = """
[[card]]
name = "Sage of Tests"
mana_cost = "{1}{U}"
type_line = "Creature — Human Wizard"
power = "1"
toughness = "2"
oracle = "Flying\\nWhenever you cast an instant spell, venture into the dungeon."
"""


def _file(tmp_path: Path, text: str, name: str = "cards.toml") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_check_prints_ok_per_card_and_exits_zero(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "check", _file(tmp_path, GOOD)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[:2] == ["ok  Glorious Anthem", "ok  Wind Drake"]
    assert out[-1] == "2 of 2 cards play fully (100.0%)"


def test_check_reports_unknown_clauses_and_exits_one(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    files = [_file(tmp_path, GOOD, "a.toml"), _file(tmp_path, UNKNOWN, "b.toml")]
    assert main(["cards", "check", *files]) == 1
    out = capsys.readouterr().out
    assert ("UNKNOWN  Sage of Tests: Whenever you cast an instant spell, venture into the "
            "dungeon.\n") in out
    assert out.rstrip().endswith("2 of 3 cards play fully (66.7%)")
    assert "     1  Whenever you cast an instant spell, venture into the dungeon.\n" in out


def test_check_of_a_broken_file_is_an_error_not_a_traceback(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "check", _file(tmp_path, "[[card]]\nname = 3\n")]) == 2
    assert "error:" in capsys.readouterr().err


def test_check_without_files_checks_every_shipped_card(
        capsys: pytest.CaptureFixture[str]) -> None:
    try:
        CardDatabase.builtin()
    except CardFileError:
        pytest.skip("resources/cards holds no card files yet")
    assert main(["cards", "check"]) == 0
    out = capsys.readouterr().out
    assert "UNKNOWN" not in out and out.startswith("ok  ")


def _shipped(name: str) -> None:
    try:
        found = CardDatabase.builtin().find(name)
    except CardFileError:
        found = None
    if found is None:
        pytest.skip(f"{name} is not among the shipped cards")


def test_show_prints_facts_and_compiled_abilities(capsys: pytest.CaptureFixture[str]) -> None:
    _shipped("Glorious Anthem")
    assert main(["cards", "show", "Glorious", "Anthem"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Glorious Anthem")
    assert "{1}{W}{W}  Enchantment" in out
    assert "static: creatures you control: +1/+1" in out


def test_show_finds_a_card_by_its_german_name(capsys: pytest.CaptureFixture[str]) -> None:
    _shipped("Coralhelm Commander")
    assert main(["cards", "show", "Korallenhelm-Kommandant"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Coralhelm Commander (Korallenhelm-Kommandant)")
    assert "LEVEL 4+: base P/T 4/4" in out


def test_show_of_an_unknown_name_suggests_close_names(
        capsys: pytest.CaptureFixture[str]) -> None:
    _shipped("Glorious Anthem")
    assert main(["cards", "show", "Glorious Anthm"]) == 2
    assert "Glorious Anthem" in capsys.readouterr().err


def test_import_writes_a_named_source_and_says_where(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    source = Path(__file__).parent / "fixtures" / "scryfall-oracle-cards.json"
    assert main(["cards", "import", str(source)]) == 0
    out = capsys.readouterr().out
    target = tmp_path / "cards" / "scryfall-oracle-cards.toml"
    assert f"written to {target}" in out and target.is_file()
    # Lightning Bolt is a built-in card: its definition stays, the import says so
    assert "left alone (an earlier source defines them" in out and "Lightning Bolt" in out
    assert "skipped 1: layout 'token' is not a playable card: Goblin" in out


# --- issue #14: hostile files on the command line ----------------------------------------------


@pytest.mark.parametrize(
    "data",
    [b"card = " + b"[" * 10_000, b"[[card]]\n" + b"a." * 50_000 + b"b = 1\n",
     b'[[card]]\nname = "A"\ntype_line = "Instant"\nmana_cost = "{\xc2\xb2}"\n', b"\xff\xfe\x00"],
)
def test_check_of_a_hostile_file_exits_2_with_file_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], data: bytes
) -> None:
    path = tmp_path / "cards.toml"
    path.write_bytes(data)
    assert main(["cards", "check", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"{path}:" in err and "Traceback" not in err


def test_import_of_hostile_card_data_exits_2(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    for data in (b"[" * 100_000, b"[1, 2, 3]", b'{"data": 7}', b"\xef\xbb\xbf\xff"):
        path = tmp_path / "cards.json"
        path.write_bytes(data)
        assert main(["cards", "import", str(path)]) == 2
        err = capsys.readouterr().err
        assert str(path) in err and "Traceback" not in err


def test_a_fault_of_the_program_is_one_line_and_exit_3(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import tabletop.cards.commands as commands

    def broken(_files: object, **_options: object) -> int:
        raise RuntimeError("boom")

    monkeypatch.setattr(commands, "check_command", broken)
    monkeypatch.delenv("TABLETOP_DEBUG", raising=False)
    assert main(["cards", "check"]) == 3
    err = capsys.readouterr().err
    assert "internal error (RuntimeError: boom)" in err and "Traceback" not in err


# --- issue #15: the coverage report, named sources -------------------------------------------

FIXTURES = Path(__file__).parent / "fixtures"


def test_check_reads_mtgjson_and_scryfall_and_reports_as_json(
        capsys: pytest.CaptureFixture[str]) -> None:
    files = [str(FIXTURES / "mtgjson-multiface.json"), str(FIXTURES / "scryfall-oracle-cards.json")]
    assert main(["cards", "check", "--json", *files]) == 1
    report = json.loads(capsys.readouterr().out)
    assert set(report) == {"cards", "playable", "unknown_clauses", "not_playable"}
    assert report["cards"] == 4 + 5
    assert report["playable"] == report["cards"] - len(report["not_playable"])
    counts = [item["cards"] for item in report["unknown_clauses"]]
    assert counts == sorted(counts, reverse=True)  # the most frequent first
    blocked = {item["text"]: item["cards"] for item in report["unknown_clauses"]}
    # every face plays (709, 712, 715): only clauses of the faces' own texts block a card
    assert not any(rule in text for text in blocked for rule in ("(709", "(712", "(715"))
    not_playable = {item["name"]: item["clauses"] for item in report["not_playable"]}
    assert not_playable["Delver of Secrets"][-1].endswith("transform Delver of Secrets.")


def test_check_ends_with_how_many_cards_play_fully(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "check", str(FIXTURES / "mtgjson-multiface.json")]) == 1
    out = capsys.readouterr().out.splitlines()
    playable = sum(1 for line in out if line.startswith("ok  "))
    assert out[-1] == f"{playable} of 4 cards play fully ({100 * playable / 4:.1f}%)"
    assert "Unreadable clauses, most frequent first (cards each blocks):" in out


def test_imports_lists_the_sources_and_remove_takes_one_away(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "import", str(FIXTURES / "mtgjson-atomic.json"), "--name", "atomic"]) == 0
    assert main(["cards", "import", str(FIXTURES / "mtgjson-multiface.json")]) == 0
    capsys.readouterr()
    assert main(["cards", "imports"]) == 0
    out = capsys.readouterr().out
    assert "  atomic  3 cards  from mtgjson-atomic.json" in out
    assert "  mtgjson-multiface  4 cards  from mtgjson-multiface.json" in out
    assert out.index("atomic") < out.index("mtgjson-multiface")
    assert main(["cards", "remove", "atomic"]) == 0
    assert "removed the source 'atomic' (3 cards" in capsys.readouterr().out
    assert main(["cards", "remove", "atomic"]) == 2
    assert "no imported source 'atomic' (imported: mtgjson-multiface)" in capsys.readouterr().err


def test_an_empty_import_changes_nothing_and_says_why(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    empty = tmp_path / "empty.json"
    empty.write_text("[]", encoding="utf-8")
    assert main(["cards", "import", str(empty)]) == 2
    err = capsys.readouterr().err
    assert "no cards found: 0 card objects read, none importable" in err
    assert "nothing was changed" in err
    assert main(["cards", "imports"]) == 0
    assert "none (tabletop cards import FILE adds one)" in capsys.readouterr().out
