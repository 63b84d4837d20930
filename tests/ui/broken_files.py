"""Broken files of every kind the window opens: scenarios, recordings, deck lists, card data.

Each case is truncated, binary, of wrong types, huge, deeply nested or otherwise unusable;
`write_all(folder)` writes them (huge ones as sparse files, so they cost no disk).
The window must answer every one with words (file, place, reason), never a traceback.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

HEADER = ('{"type":"header","format":"tabletop-recording","version":1,"program":"0.1.0",'
          '"cards":"unknown","players":["Alice","Bob"],"seed":0,"created":"2026-01-01T00:00:00+00:00",'
          '"setup":{"life":20,"active":"Alice","start":"precombat_main"}}')
DEEP = 100_000
HUGE = 3 * 1024 * 1024 * 1024  # sparse: no disk is used


def _action(action: str, n: int = 1) -> str:
    return (f'{{"type":"action","n":{n},"id":{n},"parent":null,"action":{action},'
            f'"events":[],"hash":"00"}}')


def _sparse(size: int) -> Callable[[Path], None]:
    def write(path: Path) -> None:
        with path.open("wb") as out:
            out.truncate(size)
    return write


@dataclass(frozen=True)
class Broken:
    """A broken file: its name (the suffix gives its kind), kind and content."""

    name: str
    kind: str  # "open" (File ▸ Open) or "cards" (File ▸ Import card data)
    content: bytes | Callable[[Path], None]

    def write(self, folder: Path) -> Path:
        path = folder / self.name
        if callable(self.content):
            self.content(path)
        else:
            path.write_bytes(self.content)
        return path


def _t(text: str) -> bytes:
    return text.encode("utf-8")


CASES: tuple[Broken, ...] = (
    # --- scenarios
    Broken("scenario-truncated.toml", "open", _t('title = "x"\n[[step]]\ndo = "ent')),
    Broken("scenario-binary.toml", "open", bytes(range(256)) * 8),
    Broken("scenario-title-a-number.toml", "open", _t("title = 5\n")),
    Broken("scenario-life-a-word.toml", "open", _t('title = "x"\nlife = "twenty"\n')),
    Broken("scenario-step-a-number.toml", "open", _t('title = "x"\nstep = 5\n')),
    Broken("scenario-unknown-step.toml", "open",
           _t('title = "x"\n[[step]]\ndo = "teleport"\ncard = "Forest"\n')),
    Broken("scenario-deep.toml", "open", _t('title = "x"\nv = ' + "[" * DEEP + "]" * DEEP)),
    Broken("scenario-deep-tables.toml", "open",
           _t('title = "x"\nv = ' + "{a = " * 5000 + "1" + "}" * 5000)),
    Broken("scenario-huge.toml", "open", _sparse(HUGE)),
    Broken("scenario-latin1.toml", "open", b'title = "Caf\xe9"\n'),
    Broken("scenario-empty.toml", "open", b""),
    Broken("scenario-bad-start.toml", "open", _t('title = "x"\nstart = "lunch"\n')),
    Broken("scenario-life-too-big.toml", "open", _t('title = "x"\nlife = 1e400\n')),
    Broken("scenario-players-a-table.toml", "open", _t('title = "x"\nplayers = {a = 1}\n')),
    # --- recordings
    Broken("recording-truncated.jsonl", "open", _t(HEADER[:70])),
    Broken("recording-binary.jsonl", "open", b"\x00\xff\xfe" * 3000),
    Broken("recording-players-a-number.jsonl", "open",
           _t(HEADER.replace('"players":["Alice","Bob"]', '"players":5') + "\n")),
    Broken("recording-deep.jsonl", "open",
           _t(HEADER + "\n" + _action("[" * DEEP + "]" * DEEP) + "\n"
              + _action('{"do":"pass","player":"Alice"}', 2) + "\n")),
    Broken("recording-unknown-action.jsonl", "open",
           _t(HEADER + "\n" + _action('{"do":"teleport"}') + "\n")),
    Broken("recording-card-a-number.jsonl", "open",
           _t(HEADER + "\n" + _action('{"do":"enter","card":5,"controller":"Alice"}') + "\n")),
    Broken("recording-unknown-card.jsonl", "open",
           _t(HEADER + "\n" + _action('{"do":"enter","card":"No Such Card",'
                                      '"controller":"Alice"}') + "\n")),
    Broken("recording-seed-a-word.jsonl", "open",
           _t(HEADER.replace('"seed":0', '"seed":"zero"') + "\n")),
    Broken("recording-huge.jsonl", "open", _sparse(HUGE)),
    Broken("recording-empty.jsonl", "open", b""),
    # --- deck lists
    Broken("deck-binary.txt", "open", b"4 Forest\n\x00\x01\x02" * 100),
    Broken("deck-bad-count.txt", "open", _t("4 Forest\nmany Plains\n")),
    Broken("deck-unknown-card.txt", "open", _t("4 Forest\n3 Definitely Not A Card\n")),
    Broken("deck-empty.txt", "open", b"\n\n# nothing\n"),
    Broken("deck-huge.txt", "open", _sparse(HUGE)),
    Broken("deck-laughs.dek", "open", _t(
        '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa">'
        '<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>'
        '<Deck><Cards CatID="1" Quantity="1" Sideboard="false" Name="&c;"/></Deck>')),
    Broken("deck-deep.cod", "open", _t("<cockatrice_deck>" + "<zone>" * DEEP)),
    Broken("deck-truncated.cod", "open",
           _t('<?xml version="1.0"?>\n<cockatrice_deck version="1">\n<zone name="main">\n'
              '<card number="4" name="Fores')),
    Broken("deck-quantity-a-word.dek", "open", _t(
        '<?xml version="1.0"?>\n<Deck>\n<Cards CatID="1" Quantity="many" Sideboard="false"'
        ' Name="Forest"/>\n</Deck>\n')),
    # --- card data to import
    Broken("cards-truncated.json", "cards", _t('[{"object":"card","name":"Forest","lay')),
    Broken("cards-binary.json", "cards", bytes(range(256)) * 16),
    Broken("cards-name-a-number.json", "cards",
           _t('[{"object":"card","name":5,"layout":"normal","type_line":"Creature"}]')),
    Broken("cards-deep.json", "cards", _t("[" * DEEP + "]" * DEEP)),
    Broken("cards-not-card-data.json", "cards", _t('{"hello": "world"}')),
    Broken("cards-huge.json", "cards", _sparse(HUGE)),
)


def write_all(folder: Path) -> list[tuple[Broken, Path]]:
    folder.mkdir(parents=True, exist_ok=True)
    return [(case, case.write(folder)) for case in CASES]
