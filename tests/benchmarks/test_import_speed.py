"""Import speed: a synthetic 30,000-card Scryfall oracle-cards file (target: <= 60 s, 500 MB).

Each synthetic card carries about 5 KB of JSON like the real bulk file (~150 MB).
"""

from __future__ import annotations

import json
import resource
import sys
from pathlib import Path

import pytest

from tabletop.cards.importers import ImportSummary, import_cards
from tabletop.cards.records import load_card_file

CARDS = 30_000
FILLER = {
    "legalities": {fmt: "legal" for fmt in ("standard", "modern", "legacy", "vintage", "pauper")},
    "image_uris": {size: f"https://img.example.invalid/{size}.jpg" for size in ("small", "large")},
    "prices": {"usd": "0.25", "eur": "0.20", "tix": "0.03"},
    "games": ["paper", "mtgo"],
    "related_uris": {f"site{n}": f"https://s{n}.example.invalid/" + "x" * 150 for n in range(20)},
    "artist": "Somebody",
    "flavor_text": "Long ago, in a land far away, a card came with a lot of JSON around it. " * 4,
}


def _card(n: int) -> dict[str, object]:
    card: dict[str, object] = {
        "object": "card",
        "id": f"{n:08d}-0000-0000-0000-000000000000",
        "name": f"Synthetic Card {n}",
        "layout": "normal",
        "mana_cost": "{2}{G}",
        "type_line": "Creature — Elf Warrior",
        "oracle_text": f"Trample\nWhen this creature enters, you gain {n % 7} life.",
        "power": "3",
        "toughness": "3",
        "set": "syn",
        **FILLER,
    }
    if n % 100 == 0:
        card["layout"] = "leveler"
        card["oracle_text"] = (
            "Level up {1} ({1}: Put a level counter on this. Level up only as a sorcery.)\n"
            "LEVEL 2-3\n3/3\nFlying\nLEVEL 4+\n4/4\nFlying"
        )
    return card


def _write_bulk(path: Path) -> None:
    with path.open("w", encoding="utf-8") as out:
        out.write("[\n")
        for n in range(CARDS):
            out.write(("," if n else "") + json.dumps(_card(n), ensure_ascii=False) + "\n")
        out.write("]\n")


@pytest.mark.skipif(sys.platform == "win32", reason="ru_maxrss is POSIX")
def test_import_30000_scryfall_cards(benchmark: pytest.FixtureRequest, tmp_path: Path) -> None:
    source = tmp_path / "oracle-cards.json"
    _write_bulk(source)
    target = tmp_path / "cards" / "imported.toml"
    result: list[ImportSummary] = []

    def run() -> None:
        result.append(import_cards(source, target))

    benchmark.pedantic(run, rounds=1, iterations=1)  # type: ignore[attr-defined]
    summary = result[0]
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"\n{summary}; source {source.stat().st_size / 1e6:.0f} MB; peak RSS {peak_mb:.0f} MB")
    benchmark.extra_info.update(seconds=summary.seconds, peak_rss_mb=round(peak_mb),  # type: ignore[attr-defined]
                                targets="≤ 60 s, ≤ 500 MB")
    assert summary.written == CARDS
    assert len(load_card_file(target)) == CARDS
