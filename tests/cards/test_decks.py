"""Deck lists: the four formats, detection, validation, limits and the bundled decks."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.cards.database import CardDatabase
from tabletop.cards.decks import (
    FORMATS,
    MAX_DECK_BYTES,
    WRITE_FORMATS,
    Deck,
    DeckEntry,
    DeckProblem,
    detect_format,
    parse_deck,
    read_deck,
    write_deck,
)
from tabletop.cards.errors import DeckFileError
from tabletop.inputs.limits import MAX_DECK_CARDS, MAX_DECK_ENTRIES, MAX_DECK_LINE_CHARS
from tabletop.resources import resource

FIXTURES = Path(__file__).parent / "fixtures"
BUNDLED = ("white-blue-levelers.txt", "red-green-levelers.txt")


def pairs(entries: tuple[DeckEntry, ...]) -> list[tuple[int, str]]:
    """(count, name) of each entry, printings left aside."""
    return [(entry.count, entry.name) for entry in entries]


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return CardDatabase.builtin()


def test_plain_text_counts_comments_and_sb_lines() -> None:
    deck = read_deck(FIXTURES / "deck-plain.txt")
    assert deck.name == "deck-plain"
    assert pairs(deck.main) == [
        (4, "Knight of Cliffhaven"),
        (4, "Caravan Escort"),
        (2, "Korallenhelm-Kommandant"),
        (10, "Plains"),
        (10, "Island"),
        (2, "Last Breath"),
    ]
    assert deck.sideboard == (DeckEntry(1, "Disenchant"),)
    assert deck.main_lines == (3, 4, 5, 6, 9, 11)
    assert deck.sideboard_lines == (12,)


def test_blank_line_starts_the_sideboard_without_explicit_markers() -> None:
    deck = read_deck(FIXTURES / "deck-blank-sideboard.txt")
    assert deck.main_count == 24
    assert pairs(deck.sideboard) == [(3, "Last Breath")]


def test_arena_export_with_about_and_set_suffixes() -> None:
    text = (FIXTURES / "deck-arena.txt").read_text(encoding="utf-8")
    assert detect_format(text) == "arena"
    deck = read_deck(FIXTURES / "deck-arena.txt")
    assert deck.name == "Arena Knights"
    assert deck.main[0] == (4, "Knight of Cliffhaven", "ROE 29")
    assert deck.main[2] == (2, "Wald", "M10 246")
    assert deck.sideboard == ((2, "Disenchant", "M10 8"),)


def test_mtgo_dek_reads_quantity_sideboard_and_lines(db: CardDatabase) -> None:
    deck = read_deck(FIXTURES / "deck-mtgo.dek")
    assert pairs(deck.main) == [(4, "Knight of Cliffhaven"), (20, "Plains"),
                                (3, "Coralhelm Comander")]
    assert pairs(deck.sideboard) == [(2, "Disenchant")]
    problems = deck.validate(db)
    assert problems == [
        DeckProblem(7, "Coralhelm Comander", "unknown card (did you mean Coralhelm Commander?)")
    ]
    assert str(problems[0]).startswith("line 7: Coralhelm Comander: unknown card")


def test_cockatrice_cod_reads_zones_and_ignores_tokens(db: CardDatabase) -> None:
    deck = read_deck(FIXTURES / "deck-cockatrice.cod")
    assert deck.name == "Cockatrice Knights"
    assert pairs(deck.main) == [(4, "Knight of Cliffhaven"), (20, "Ebene")]
    assert pairs(deck.sideboard) == [(2, "Disenchant")]
    assert deck.validate(db) == []
    assert deck.resolved(db).main[1] == (20, "Plains", None)


def test_german_names_validate_and_resolve_to_english(db: CardDatabase) -> None:
    deck = read_deck(FIXTURES / "deck-plain.txt")
    assert deck.validate(db) == []
    assert pairs(deck.resolved(db).main)[2] == (2, "Coralhelm Commander")


def test_constructed_rules_count_cards_and_copies(db: CardDatabase) -> None:
    deck = Deck("x", main=[(5, "Knight of Cliffhaven"), (30, "Plains")])
    reasons = [p.reason for p in deck.validate(db, constructed=True)]
    assert "main deck has 35 cards (at least 60)" in reasons
    assert "5 copies (at most 4)" in reasons
    assert len(reasons) == 2  # 30 Plains are fine


@pytest.mark.parametrize("fmt", WRITE_FORMATS)
def test_every_format_round_trips(tmp_path: Path, fmt: str) -> None:
    deck = Deck(
        "Round & Trip <1>",
        main=[(4, "Knight of Cliffhaven"), (2, 'Odd "Name" & <Co>'), (20, "Plains")],
        sideboard=[(1, "Fire // Ice")],
    )
    suffix = {"mtgo": ".dek", "cockatrice": ".cod", "forge": ".dck"}.get(fmt, ".txt")
    path = write_deck(deck, tmp_path / f"deck{suffix}", fmt)
    back = read_deck(path)
    assert (back.main, back.sideboard) == (deck.main, deck.sideboard)
    assert detect_format(path.read_text(encoding="utf-8"), suffix) == fmt
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no temp files


def test_malformed_xml_names_file_line_and_reason() -> None:
    with pytest.raises(DeckFileError) as info:
        read_deck(FIXTURES / "deck-malformed.dek")
    assert info.value.line == 5
    assert "mismatched tag" in info.value.reason
    assert str(info.value).startswith(f"{FIXTURES / 'deck-malformed.dek'}:5: ")


def test_entity_declarations_are_refused_before_parsing() -> None:
    with pytest.raises(DeckFileError, match="DOCTYPE declarations are not allowed") as info:
        read_deck(FIXTURES / "deck-entities.cod")
    assert info.value.line == 2


@pytest.mark.parametrize(
    ("text", "line", "reason"),
    [
        ("4 Plains\nfour Islands\n", 2, "expected 'COUNT NAME'"),
        ("0 Plains\n", 1, "not a count from 1 to 9999"),
        ("123456 Plains\n", 1, "not a count"),
        ('<Deck><Cards Quantity="x" Name="Plains"/></Deck>', 1, "Quantity"),
        ('<Deck>\n<Cards Quantity="1"/></Deck>', 2, "card name"),
        (
            "<cockatrice_deck><zone name='main'><card number='2'/></zone></cockatrice_deck>",
            1,
            "name",
        ),
        ("<Other/>", 1, "expected a <Deck>"),
    ],
)
def test_bad_entries_are_errors(text: str, line: int, reason: str) -> None:
    with pytest.raises(DeckFileError, match=reason) as info:
        parse_deck(text)
    assert info.value.line == line


def test_size_limit_and_binary_files(tmp_path: Path) -> None:
    big = tmp_path / "big.txt"
    big.write_bytes(b"4 Plains\n" * (MAX_DECK_BYTES // 9 + 1))
    with pytest.raises(DeckFileError, match="larger than the limit"):
        read_deck(big)
    binary = tmp_path / "deck.txt"
    binary.write_bytes(b"4 Plains\x00\x01")
    with pytest.raises(DeckFileError, match="binary"):
        read_deck(binary)
    with pytest.raises(DeckFileError, match=r"missing\.txt"):
        read_deck(tmp_path / "missing.txt")


def test_windows_1252_text_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes("4 Bestienzureiter aus Bala Ged\r\n20 Wald\r\n".encode("cp1252"))
    deck = read_deck(path)
    assert pairs(deck.main) == [(4, "Bestienzureiter aus Bala Ged"), (20, "Wald")]


@pytest.mark.parametrize("filename", BUNDLED)
def test_bundled_decks_are_60_known_cards(db: CardDatabase, filename: str) -> None:
    deck = read_deck(resource("decks", filename))
    assert deck.main_count == 60
    assert deck.validate(db, constructed=True) == []
    lands = sum(e.count for e in deck.main if db.get(e.name).type_line.startswith("Basic Land"))
    assert 22 <= lands <= 26
    assert any(db.get(e.name).is_leveler for e in deck.main)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=400), st.sampled_from([None, *FORMATS]))
def test_fuzz_text_raises_only_deck_errors(text: str, fmt: str | None) -> None:
    try:
        deck = parse_deck(text, fmt)
    except DeckFileError:
        return
    assert all(0 < entry.count <= 9999 for _, entry, _ in deck.entries())


_XMLISH = st.lists(
    st.sampled_from(
        [
            "<Deck>",
            "</Deck>",
            "<Cards ",
            'Quantity="4" ',
            'Name="A" ',
            "/>",
            "<zone name='main'>",
            "</zone>",
            "<cockatrice_deck>",
            "</cockatrice_deck>",
            "<card number='1' name='B'/>",
            "&amp;",
            "&lol;",
            "<!ENTITY",
            "<?xml version='1.0'?>",
            "\n",
            " ",
            "x",
            "<",
            ">",
            '"',
        ]
    ),
    max_size=30,
).map("".join)


@settings(max_examples=300, deadline=None)
@given(_XMLISH)
def test_fuzz_xml_raises_only_deck_errors(text: str) -> None:
    with contextlib.suppress(DeckFileError):
        parse_deck(text)


@settings(max_examples=200, deadline=None)
@given(data=st.binary(max_size=300), suffix=st.sampled_from([".txt", ".dek", ".cod"]))
def test_fuzz_deck_file_bytes(
    tmp_path_factory: pytest.TempPathFactory, data: bytes, suffix: str
) -> None:
    path = tmp_path_factory.mktemp("deck") / f"deck{suffix}"
    path.write_bytes(data)
    with contextlib.suppress(DeckFileError):
        read_deck(path)


# --- issue #14: hostile deck lists ------------------------------------------------------------


@pytest.mark.parametrize("count", ["²", "٣", "1" * 100, "10000", "0"])
def test_counts_are_ascii_numbers_from_1_to_9999(count: str) -> None:
    with pytest.raises(DeckFileError) as info:
        parse_deck(f"4 Plains\n{count} Island\n")
    assert info.value.line == 2


def test_a_hash_after_a_name_starts_a_comment_and_split_names_stay_whole() -> None:
    deck = parse_deck("4 Lightning Bolt # burn\n2 Fire // Ice\n1 Plains (M10) 230 # land\n")
    assert [e.name for e in deck.main] == ["Lightning Bolt", "Fire // Ice", "Plains"]


def test_long_lines_and_many_lines_are_refused_by_stated_limits() -> None:
    with pytest.raises(DeckFileError, match=f"longer than the limit of {MAX_DECK_LINE_CHARS}"):
        parse_deck("4 Plains\n3" + " " * 100_000 + "x\n")
    with pytest.raises(DeckFileError, match=f"limit of {MAX_DECK_ENTRIES} card lines") as info:
        parse_deck("4 Plains\n" * 60_000)
    assert info.value.line == MAX_DECK_ENTRIES + 1
    with pytest.raises(DeckFileError, match=f"limit of {MAX_DECK_CARDS} cards"):
        parse_deck("9999 Plains\n" * 2)


def test_control_characters_in_names_and_xml_counts_in_other_digits() -> None:
    with pytest.raises(DeckFileError, match="control character"):
        parse_deck("4 Pla\x00ins\n")
    xml = '<Deck><Cards Quantity="²" Sideboard="false" Name="Plains"/></Deck>'
    with pytest.raises(DeckFileError, match="Quantity"):
        parse_deck(xml)


def test_validating_thousands_of_unknown_names_suggests_for_the_first_few() -> None:
    db = CardDatabase.builtin()
    deck = parse_deck("".join(f"1 Grizly Bear {n}\n" for n in range(MAX_DECK_ENTRIES)))
    problems = deck.validate(db)
    assert len(problems) == MAX_DECK_ENTRIES
    assert "did you mean" in problems[0].reason and "did you mean" not in problems[-1].reason
