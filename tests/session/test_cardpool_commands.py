"""The one card pool on the command line and in the window (../shared/spec/scenario-format.md,
"The program's side"): built-in cards, the user's imports, then `--cards FILE`."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tabletop.cards.user_imports import import_source
from tabletop.cli import main
from tabletop.resources import qt_data_dir, user_data_dir
from tabletop.session.cardpool import session_pool, use_card_files
from tests.conftest import shared_dir

SCENARIO = """title = "{title}"
[[step]]
do = "enter"
card = "{card}"
as = "it"
[[step]]
expect.it = {expect}
"""


@pytest.fixture(autouse=True)
def _no_extra_cards() -> None:
    use_card_files(())


def _scenario(tmp_path: Path, card: str, expect: str, name: str = "s.toml") -> str:
    path = tmp_path / name
    path.write_text(SCENARIO.format(title=f"{card} enters", card=card, expect=expect),
                    encoding="utf-8")
    return str(path)


def _bears(path: Path, *names: str) -> Path:
    cards = [{"object": "card", "name": n, "layout": "normal", "mana_cost": "{1}{G}",
              "type_line": "Creature — Bear", "oracle_text": "", "power": "2",
              "toughness": "2"} for n in names]
    path.write_text(json.dumps(cards), encoding="utf-8")
    return path


def test_run_with_cards_plays_a_corpus_card(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    corpus = shared_dir() / "cards" / "oracle-corpus.json"
    scenario = _scenario(tmp_path, "Abbey Griffin",
                         '{ power = 2, toughness = 2, has = ["Flying", "Vigilance"] }')
    assert main(["run", scenario]) == 1  # not a built-in card
    assert "unknown card 'Abbey Griffin'" in capsys.readouterr().out
    assert main(["run", "--cards", str(corpus), scenario]) == 0
    assert capsys.readouterr().out.startswith("PASS ")


def test_the_modern_scenarios_run_with_the_modern_sample(
        capsys: pytest.CaptureFixture[str]) -> None:
    """They may still fail while the compiler cannot read their cards; they never crash,
    and a failure names the card and the clause it does not understand."""
    shared = shared_dir()
    files = sorted(str(p) for p in (shared / "scenarios" / "modern").glob("*.toml"))
    code = main(["run", "--cards", str(shared / "cards" / "modern-sample.json"), *files])
    captured = capsys.readouterr()
    assert code in (0, 1) and "internal error" not in captured.err, captured.err
    lines = captured.out.splitlines()
    assert {line.split()[1].rstrip(":") for line in lines} == set(files)
    for line in lines:
        assert line.startswith(("PASS ", "FAIL ")), line
        assert "unknown card" not in line, line  # every card is in the pool


def test_an_unknown_card_fails_the_scenario_with_the_nearest_names(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["run", _scenario(tmp_path, "Grizly Bears", "{ power = 2 }")]) == 1
    out = capsys.readouterr().out
    assert "step 1: unknown card 'Grizly Bears' (did you mean 'Grizzly Bears'" in out


def test_a_card_the_program_cannot_play_yet_fails_naming_the_clause(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cards = tmp_path / "sage.toml"
    cards.write_text('[[card]]\nname = "Sage of Tests"\nmana_cost = "{1}{U}"\n'
                     'type_line = "Creature — Human Wizard"\npower = "1"\ntoughness = "2"\n'
                     'oracle = "Whenever you cast an instant spell, venture into the '
                     'dungeon."\n', encoding="utf-8")
    scenario = _scenario(tmp_path, "Sage of Tests", "{ power = 1 }")
    assert main(["run", "--cards", str(cards), scenario]) == 1
    assert ("card 'Sage of Tests' cannot be played yet: it does not understand "
            "'Whenever you cast an instant spell, venture into the dungeon.'") in \
        capsys.readouterr().out


def test_a_cards_file_that_cannot_be_read_is_exit_2_naming_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"recipes": []}', encoding="utf-8")
    assert main(["run", "--cards", str(bad), _scenario(tmp_path, "Forest", "{}")]) == 2
    assert str(bad) in capsys.readouterr().err


def test_run_uses_the_users_imports_and_the_built_in_definition_wins(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    crafted = [{"object": "card", "name": "Forest", "layout": "normal", "mana_cost": "",
                "type_line": "Basic Land Creature — Forest", "oracle_text": "",
                "power": "5", "toughness": "5"}]
    (tmp_path / "crafted.json").write_text(json.dumps(crafted), encoding="utf-8")
    import_source(tmp_path / "crafted.json")
    import_source(_bears(tmp_path / "bears.json", "Imported Bear"))
    assert main(["run", _scenario(tmp_path, "Forest", '{ types = ["Land"] }', "f.toml"),
                 _scenario(tmp_path, "Imported Bear", "{ power = 2 }", "b.toml")]) == 0
    assert capsys.readouterr().out.count("PASS ") == 2


def test_cards_show_and_check_use_the_same_pool(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    extra = _bears(tmp_path / "extra.json", "Extra Bear")
    assert main(["cards", "show", "Extra Bear"]) == 2
    capsys.readouterr()
    assert main(["cards", "show", "--cards", str(extra), "Extra Bear"]) == 0
    assert f"from {extra}" in capsys.readouterr().out


def test_the_window_opens_a_deck_of_imported_cards_from_the_users_data(
        tmp_path: Path) -> None:
    from tabletop.ui import loader

    summary = import_source(_bears(tmp_path / "bears.json", "Test Bear 1", "Test Bear 2"))
    assert summary.target.parent == user_data_dir() / "cards"
    loader.forget_cards()
    assert loader._cards() is session_pool()  # the same pool as every command
    deck = tmp_path / "bears.txt"
    deck.write_text("30 Test Bear 1\n30 test bear 2\n", encoding="utf-8")
    opened = loader.open_files([str(deck)], record=False)
    objects = opened.session.game.state.objects.values()
    names = [obj.card.name for obj in objects]
    assert len(names) == 120 and set(names) == {"Test Bear 1", "Test Bear 2"}
    opened.session.close()


def test_the_command_line_and_the_window_agree_on_the_data_directory(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TABLETOP_DATA_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("HOME", str(tmp_path))
    if os.name == "nt":
        monkeypatch.setenv("APPDATA", str(tmp_path / "roaming"))
    assert user_data_dir() == qt_data_dir()


def test_the_pool_sees_an_import_made_after_it_was_built(tmp_path: Path) -> None:
    import_source(_bears(tmp_path / "first.json", "First Bear"))
    before = session_pool()
    assert before("First Bear").name == "First Bear"
    import_source(_bears(tmp_path / "second.json", "Second Bear"))  # e.g. by another process
    after = session_pool()
    assert after is not before and after("Second Bear").name == "Second Bear"
    with pytest.raises(KeyError, match="did you mean 'Second Bear'"):
        after("Second Baer")
