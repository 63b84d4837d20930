"""Deck lists from every common source (issue #21): Forge and XMage .dck, Moxfield and
Archidekt exports, Arena's commander and companion, printings, detection by content."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.cards.database import CardDatabase
from tabletop.cards.decks import (
    FORMATS,
    WRITE_FORMATS,
    ZONES,
    Deck,
    DeckEntry,
    detect_format,
    format_deck,
    parse_deck,
    read_deck,
    unknown_cards_reason,
    write_deck,
)
from tabletop.cards.errors import DeckFileError

DECKS = Path(__file__).parent / "fixtures" / "decks"
TROSTANI = "Trostani, Selesnya's Voice"


def names(entries: tuple[DeckEntry, ...]) -> list[str]:
    return [entry.name for entry in entries]


def count(deck: Deck, zone: str) -> int:
    return deck.count(zone)


# --------------------------------------------------------------------------- Forge


def test_forge_dck_reads_sections_printings_foils_and_leaves_planes_out() -> None:
    deck = read_deck(DECKS / "forge-commander.dck")
    assert (deck.format, deck.name, deck.stated_name) == ("forge", "Trostani Tokens",
                                                           "Trostani Tokens")
    assert deck.commander == (DeckEntry(1, TROSTANI, "GPT"),)
    assert count(deck, "main") == 99 and count(deck, "sideboard") == 1
    by_name = {entry.name: entry for entry in deck.main}
    assert by_name["Sol Ring"].printing == "C21"  # |1 is an art index, not a number
    assert by_name["Llanowar Elves"] == DeckEntry(1, "Llanowar Elves", "M19 314")  # "+": foil
    assert by_name["Elvish Champion"] == DeckEntry(2, "Elvish Champion", "LRW")  # $flags
    assert by_name["Fire // Ice"].printing == "APC"
    assert by_name["Forest"] == DeckEntry(47, "Forest", "ZEN 246")
    assert deck.lines["commander"] == (6,) and deck.main_lines[0] == 8
    assert "Krosa" not in names(deck.main) + names(deck.sideboard)
    assert [str(note) for note in deck.notes] == ["[Planes]: 2 cards left out (not played here)"]


@pytest.mark.parametrize(("text", "line", "reason"), [
    ("[Main]\n4 Plains|M10|1|[x y]\n", 2, "collector number"),
    ("[Main]\nfour Plains|M10\n", 2, "expected 'COUNT NAME|SET'"),
    ("[metadata]\nName=x\n[Main]\n0 Plains|M10\n", 4, "not a count"),
    ("[Main]\n4 Plains|M1!0\n", 2, "set code"),
])
def test_forge_errors_name_the_line(text: str, line: int, reason: str) -> None:
    with pytest.raises(DeckFileError, match=reason) as info:
        parse_deck(text, "forge")
    assert info.value.line == line


# --------------------------------------------------------------------------- XMage


def test_bracketed_lists_of_other_programs_read_as_forge_sections() -> None:
    deck = parse_deck("4 Plains\n[COMMANDER]\n1 Trostani, Selesnya's Voice\n[Side]\n"
                      "2 Disenchant\n[Companion]\n1 Lurrus\n[Deck]\n3 Island\n")
    assert deck.format == "forge"
    assert (names(deck.main), names(deck.commander)) == (["Plains", "Island"], [TROSTANI])
    assert (names(deck.sideboard), names(deck.companion)) == (["Disenchant"], ["Lurrus"])


def test_xmage_dck_reads_name_printings_sideboard_and_ignores_layout() -> None:
    deck = read_deck(DECKS / "xmage-constructed.dck")
    assert (deck.format, deck.stated_name) == ("xmage", "Boros Levelers")
    assert deck.main[0] == DeckEntry(4, "Student of Warfare", "ROE 47")
    assert deck.main[4] == DeckEntry(2, "Fire // Ice", "APC 128")
    assert count(deck, "main") == 38
    assert deck.sideboard == (DeckEntry(2, "Disenchant", "M10 8"),
                              DeckEntry(1, "Pyroclasm", "M12 149"))
    assert deck.sideboard_lines == (12, 13) and not deck.commander and not deck.notes


def test_xmage_commander_deck_keeps_its_commander_in_the_sideboard() -> None:
    deck = read_deck(DECKS / "xmage-commander.dck")
    assert deck.commander == (DeckEntry(1, "Mowu, Loyal Companion", "JMP 41"),)
    assert not deck.sideboard and count(deck, "main") == 99
    assert "read as the commander" in str(deck.notes[0]) and deck.notes[0].line == 5


def test_xmage_lines_without_a_printing_and_broken_brackets() -> None:
    deck = parse_deck("NAME:x\n4 Plains\nSB: 1 [M10:8] Disenchant\n", "xmage")
    assert deck.main == (DeckEntry(4, "Plains"),)
    with pytest.raises(DeckFileError, match="without"):
        parse_deck("NAME:x\n4 [M10:8 Disenchant\n")


# --------------------------------------------------------------------------- Moxfield


def test_moxfield_export_drops_finish_marks_and_tags_and_keeps_zones() -> None:
    deck = read_deck(DECKS / "moxfield-commander.txt")
    assert deck.format == "moxfield" and deck.stated_name is None
    assert deck.commander == (DeckEntry(1, TROSTANI, "GPT 133"),)  # *F* dropped
    assert deck.main[0] == DeckEntry(1, "Sol Ring", "C21 263")  # *E* dropped
    assert deck.main[3] == DeckEntry(1, "Fire // Ice", "APC 128")  # #removal dropped
    assert deck.main[4].name == "Mowu, Loyal Companion"  # #!Creature dropped
    assert count(deck, "main") == 99 and deck.sideboard == (DeckEntry(1, "Disenchant", "M10 8"),)
    assert "Doubling Season" not in names(deck.main) + names(deck.sideboard)
    assert [(n.line, n.name) for n in deck.notes] == [(16, "Doubling Season")]


def test_foil_marks_only_at_the_end_of_a_line_are_marks() -> None:
    deck = parse_deck("1 Sol Ring (C21) 263 *F* *E*\n1 Mox *Pearl*\n")
    assert deck.main == (DeckEntry(1, "Sol Ring", "C21 263"), DeckEntry(1, "Mox *Pearl*"))


# --------------------------------------------------------------------------- Archidekt


def test_archidekt_categories_decide_the_zone_and_the_maybeboard_is_left_out() -> None:
    deck = read_deck(DECKS / "archidekt-commander.txt")
    assert deck.format == "archidekt"
    assert deck.commander == (DeckEntry(1, TROSTANI, "GPT 133"),)  # set codes upper case
    assert deck.sideboard == (DeckEntry(1, "Disenchant", "M10 8"),)
    assert DeckEntry(1, "Llanowar Elves", "M19 314") in deck.main  # ^labels^ dropped
    assert DeckEntry(1, "Soul's Attendant", "PLST ROE-44") in deck.main
    assert count(deck, "main") == 98
    left_out = [(note.line, note.name) for note in deck.notes]
    assert left_out == [(7, "Doubling Season"), (8, "Hardened Scales")]


def test_archidekt_grouped_export_reads_group_titles_as_titles() -> None:
    deck = read_deck(DECKS / "archidekt-grouped.txt")
    assert detect_format((DECKS / "archidekt-grouped.txt").read_text()) == "archidekt"
    assert names(deck.commander) == [TROSTANI]
    assert count(deck, "main") == 99 and names(deck.sideboard) == ["Disenchant"]
    assert [note.name for note in deck.notes] == ["Doubling Season"]


# --------------------------------------------------------------------------- MTG Arena


def test_arena_companion_is_its_own_zone_and_not_counted_twice() -> None:
    deck = read_deck(DECKS / "arena-companion.txt")
    assert deck.companion == (DeckEntry(1, "Lurrus of the Dream-Den", "IKO 226"),)
    assert deck.sideboard == (DeckEntry(2, "Disenchant", "M10 8"),)
    assert count(deck, "main") == 36
    assert sum(e.count for _, e, _ in deck.entries()
               if e.name == "Lurrus of the Dream-Den") == 1


def test_arena_commander_is_not_in_the_main_deck() -> None:
    deck = read_deck(DECKS / "arena-brawl.txt")
    assert (deck.format, deck.stated_name) == ("arena", "Trostani Brawl")
    assert deck.commander == (DeckEntry(1, TROSTANI, "GPT 133"),)
    assert TROSTANI not in deck.counts() and count(deck, "main") == 59


def test_two_copies_in_the_sideboard_keep_one_besides_the_companion() -> None:
    deck = parse_deck("Companion\n1 Lurrus\n\nDeck\n20 Plains\n\nSideboard\n2 Lurrus\n")
    assert deck.companion == (DeckEntry(1, "Lurrus"),)
    assert deck.sideboard == (DeckEntry(1, "Lurrus"),)


# --------------------------------------------------------------------------- XML printings


def test_cockatrice_set_and_collector_number_are_kept() -> None:
    deck = read_deck(DECKS / "cockatrice-printings.cod")
    assert deck.main == (DeckEntry(4, "Lightning Bolt", "M11 149"),
                         DeckEntry(20, "Mountain", "ZEN 242"), DeckEntry(4, "Shock"))
    assert deck.sideboard == (DeckEntry(2, "Pyroclasm", "M12 149"),)


def test_mtgo_exports_dek_and_txt_read_the_same_cards() -> None:
    dek, txt = read_deck(DECKS / "mtgo-export.dek"), read_deck(DECKS / "mtgo-export.txt")
    assert (dek.format, txt.format) == ("mtgo", "text")
    assert dek.main[0] == txt.main[0] == DeckEntry(4, "Student of Warfare")
    assert names(txt.sideboard) == ["Disenchant", "Pyroclasm"]  # after the blank line


# --------------------------------------------------------------------------- detection


DETECTED = {
    "forge-commander.dck": "forge",
    "forge-levelers.dck": "forge",
    "xmage-constructed.dck": "xmage",
    "xmage-commander.dck": "xmage",
    "moxfield-commander.txt": "moxfield",
    "archidekt-commander.txt": "archidekt",
    "archidekt-grouped.txt": "archidekt",
    "arena-companion.txt": "arena",
    "arena-brawl.txt": "arena",
    "cockatrice-printings.cod": "cockatrice",
    "mtgo-export.dek": "mtgo",
    "mtgo-export.txt": "text",
}


def test_every_fixture_is_covered() -> None:
    assert sorted(DETECTED) == sorted(p.name for p in DECKS.iterdir())
    assert set(DETECTED.values()) == set(FORMATS)


@pytest.mark.parametrize(("filename", "fmt"), sorted(DETECTED.items()))
def test_the_format_is_told_by_content_whatever_the_extension(
        tmp_path: Path, filename: str, fmt: str) -> None:
    text = (DECKS / filename).read_text(encoding="utf-8")
    assert detect_format(text) == fmt
    renamed = tmp_path / "deck.txt"  # a .dck saved as .txt, an export saved as .dck ...
    renamed.write_text(text, encoding="utf-8")
    moved, kept = read_deck(renamed), read_deck(DECKS / filename)
    assert moved.format == fmt
    assert [moved.zone(z) for z in ZONES] == [kept.zone(z) for z in ZONES]


# --------------------------------------------------------------------------- writing


@pytest.mark.parametrize("fmt", ["text", "arena", "forge"])
def test_commander_companion_and_printings_round_trip(tmp_path: Path, fmt: str) -> None:
    deck = Deck("Zones", main=[(20, "Plains", "ZNR 266"), (2, "Fire // Ice", "APC 128")],
                sideboard=[(2, "Disenchant", "M10 8")], commander=[(1, TROSTANI, "GPT 133")],
                companion=[(1, "Lurrus of the Dream-Den", "IKO 226")])
    back = read_deck(write_deck(deck, tmp_path / "deck.txt", fmt))
    expected = deck
    if fmt == "text":  # plain text keeps no printings and no name ("# Zones" is a comment)
        expected = Deck("deck", *([e._replace(printing=None) for e in deck.zone(z)]
                                   for z in ("main", "sideboard", "commander", "companion")))
    if fmt == "forge":  # Forge has no companion section: it stays in the sideboard
        expected = Deck("Zones", deck.main, [*deck.sideboard, *deck.companion],
                        deck.commander)
    assert back == expected
    assert back.format == {"text": "arena"}.get(fmt, fmt)  # zone headers read as Arena's


def test_xml_formats_keep_commander_and_companion_in_the_sideboard() -> None:
    deck = Deck("x", main=[(20, "Plains")], commander=[(1, TROSTANI)],
                companion=[(1, "Lurrus")])
    for fmt in ("mtgo", "cockatrice"):
        back = parse_deck(format_deck(deck, fmt))
        assert names(back.sideboard) == [TROSTANI, "Lurrus"]
    with pytest.raises(ValueError, match="writable"):
        format_deck(deck, "xmage")
    assert "xmage" not in WRITE_FORMATS


# --------------------------------------------------------------------------- checks


def test_unknown_cards_of_every_zone_are_found_with_suggestions() -> None:
    db = CardDatabase.builtin()
    deck = parse_deck("Commander\n1 Trostani, Selesnya's Voce\n\nDeck\n20 Plains\n"
                      "3 Knight of Clifhaven\n")
    problems = sorted(deck.validate(db), key=lambda p: p.line or 0)
    assert [(p.line, p.name) for p in problems] == [(2, "Trostani, Selesnya's Voce"),
                                                    (6, "Knight of Clifhaven")]
    assert f"did you mean {TROSTANI}" in problems[0].reason
    assert deck.resolved(db).main[1].name == "Knight of Clifhaven"  # unknown stays as given


def test_all_unknown_cards_in_one_reason() -> None:
    reason = unknown_cards_reason([(2, "unknown card 'A'"), (5, "unknown card 'B'")])
    assert reason == ("2 cards cannot be used: line 2: unknown card 'A'; "
                      "line 5: unknown card 'B'")
    many = unknown_cards_reason([(n, "unknown card 'x'") for n in range(1, 80)])
    assert many.startswith("79 cards cannot be used: line 1:")
    assert many.endswith("and 29 more")


def test_a_name_in_the_file_is_cleaned_and_bounded() -> None:
    deck = parse_deck("[metadata]\nName=Bad\x07 name  " + "y" * 500 + "\n[Main]\n4 Plains\n")
    assert deck.stated_name is not None and "\x07" not in deck.stated_name
    assert len(deck.stated_name) == 200


def test_entry_limits_hold_for_every_zone() -> None:
    text = "[Commander]\n" + "1 Plains|M10\n" * 2_001
    with pytest.raises(DeckFileError, match="limit of 2000 card lines") as info:
        parse_deck(text)
    assert info.value.line == 2_002


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([
    "[Main]", "[Commander]", "[metadata]", "Name=x", "[Planes]", "NAME:x", "SB: ", "LAYOUT ",
    "4 ", "1x ", "[M10:146] ", "Plains", "|M10", "|[12]", "|2", "+", " (ZNR) 266", " *F*",
    " [Commander{top}]", " [Maybeboard{noDeck}]", " ^Have,#37d67a^", "Companion",
    "COMMANDER:", "Sideboard", "\n", " ", "#", "[", "]", "(", ")", "*", "^", "{", ":", "x"]),
    max_size=40).map("".join), st.sampled_from([None, *FORMATS]))
def test_fuzz_new_formats_raise_only_deck_errors(text: str, fmt: str | None) -> None:
    with contextlib.suppress(DeckFileError):
        deck = parse_deck(text, fmt)
        assert all(0 < entry.count <= 9999 for _, entry, _ in deck.entries())
