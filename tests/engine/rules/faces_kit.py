"""The real cards with several faces the rules tests of 709, 710, 712 and 715 play
(fixtures/faces.toml), built as the card pool builds them."""

from __future__ import annotations

from pathlib import Path

from tabletop.cards.build import build_definition
from tabletop.cards.records import load_card_file
from tabletop.engine.game import Game
from tabletop.engine.model.characteristics import CardDefinition
from tests.engine.rules_kit import table

FACES_FILE = Path(__file__).parent / "fixtures" / "faces.toml"


def face_cards() -> dict[str, CardDefinition]:
    return {r.name: build_definition(r) for r in load_card_file(FACES_FILE)}


def faces_table() -> Game:
    """A two-player game with the built-in pool and the fixture's cards."""
    return table(*face_cards().values())
