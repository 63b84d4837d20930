"""`tabletop deck show FILE [--cards FILE]... [--json]` and the help of the card commands,
called through tabletop.cli.main as a person types them."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from tabletop.cli import build_parser, main

DECKS = Path(__file__).parent / "fixtures" / "decks"
CARDS = Path(__file__).parent / "fixtures" / "cards-good.toml"


def show(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["deck", "show", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_json_lists_every_zone_with_english_names_and_printings(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    deck = tmp_path / "brawl.txt"
    deck.write_text("About\nName Knights\n\nCommander\n1 Trostani, die Stimme Selesnijas\n\n"
                    "Deck\n4 Knight of Cliffhaven (ROE) 29\n20 Ebene\n\n"
                    "Sideboard\n2 Disenchant (M10) 8\n", encoding="utf-8")
    code, out, err = show(capsys, str(deck), "--json")
    assert code == 0 and err == ""
    assert json.loads(out) == {
        "format": "arena",
        "name": "Knights",
        "zones": {
            "main": [
                {"name": "Knight of Cliffhaven", "count": 4, "printing": "ROE 29"},
                {"name": "Plains", "count": 20, "printing": None},  # German name resolved
            ],
            "sideboard": [{"name": "Disenchant", "count": 2, "printing": "M10 8"}],
            "commander": [{"name": "Trostani, Selesnya's Voice", "count": 1,
                           "printing": None}],
            "companion": [],
        },
    }


def test_json_name_is_null_when_the_file_names_no_deck(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = show(capsys, str(DECKS / "mtgo-export.dek"), "--json")
    data = json.loads(out)
    assert code == 0  # every card known
    assert data["name"] is None and data["format"] == "mtgo"


def test_text_shows_zones_counts_and_warnings(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = show(capsys, str(DECKS / "archidekt-commander.txt"))
    assert code == 1  # Soul's Attendant is not a built-in card
    lines = out.splitlines()
    assert lines[0] == "archidekt-commander  (archidekt, 99 cards in the game)"
    assert "Commander (1)" in lines and "Main deck (98)" in lines and "Sideboard (1)" in lines
    assert "    1 Trostani, Selesnya's Voice  [GPT 133]" in lines
    assert "  line 7: Doubling Season: in the maybeboard or tokens, not in the deck" in lines
    warnings = lines[lines.index("Warnings (4)") + 1:]
    assert any("line 5: Soul's Attendant: unknown card" in w for w in warnings)


def test_unknown_cards_are_listed_with_suggestions_and_exit_1(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    deck = tmp_path / "typos.dck"
    deck.write_text("[Main]\n4 Knight of Clifhaven|ROE\n4 Studnet of Warfare|ROE\n"
                    "20 Plains\n", encoding="utf-8")
    code, out, err = show(capsys, str(deck), "--json")
    assert code == 1
    assert json.loads(out)["zones"]["main"][0]["name"] == "Knight of Clifhaven"  # as given
    assert err.splitlines() == [
        f"warning: {deck}: line 2: Knight of Clifhaven: unknown card "
        "(did you mean Knight of Cliffhaven?)",
        f"warning: {deck}: line 3: Studnet of Warfare: unknown card "
        "(did you mean Student of Warfare?)",
    ]


def test_cards_from_a_cards_file_are_known(capsys: pytest.CaptureFixture[str],
                                           tmp_path: Path) -> None:
    deck = tmp_path / "test.txt"
    deck.write_text("4 Prüfstufer\n20 Plains\n", encoding="utf-8")
    code, out, _ = show(capsys, str(deck), "--json")
    assert code == 1 and json.loads(out)["zones"]["main"][0]["name"] == "Prüfstufer"
    code, out, err = show(capsys, str(deck), "--cards", str(CARDS), "--json")
    assert code == 0 and err == ""
    assert json.loads(out)["zones"]["main"][0]["name"] == "Test Leveler"


def test_an_invalid_deck_exits_2_with_file_line_and_reason(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    deck = tmp_path / "broken.dck"
    deck.write_text("[metadata]\nName=x\n[Main]\n4 Plains|M10\nfour Islands|M10\n",
                    encoding="utf-8")
    code, out, err = show(capsys, str(deck), "--json")
    assert code == 2 and out == ""
    assert err == f"tabletop: {deck}:5: expected 'COUNT NAME|SET', found 'four Islands|M10'\n"
    code, _, err = show(capsys, str(tmp_path / "missing.txt"))
    assert code == 2 and "missing.txt" in err


def _actions(parser: argparse.ArgumentParser, command: str) -> list[str]:
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    inner = sub.choices[command]
    actions = next(a for a in inner._actions if isinstance(a, argparse._SubParsersAction))
    return list(actions.choices)


@pytest.mark.parametrize("command", ["cards", "deck"])
def test_help_lists_every_subcommand(capsys: pytest.CaptureFixture[str], command: str) -> None:
    actions = _actions(build_parser(), command)
    with pytest.raises(SystemExit) as info:
        main([command, "--help"])
    assert info.value.code == 0
    listed = capsys.readouterr().out
    assert actions and all(f"\n    {action} " in listed for action in actions), listed
    main_help = build_parser().format_help()
    assert f"    {command} " in main_help
