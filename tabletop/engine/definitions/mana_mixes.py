"""Mana abilities offering several mixes of mana (106.1, 605): "Add {W}{W}, {W}{B}, or
{B}{B}.", "Add two mana in any combination of colors."; the mix is chosen as the ability
is activated (the choice `mana_mix`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from itertools import combinations_with_replacement

from tabletop.engine.definitions.instructions import Instruction

MANA_MIX = "mana_mix"
COLOR_LETTERS = ("W", "U", "B", "R", "G")


def mix_text(mix: tuple[str, ...]) -> str:
    """"{W}{B}" for ("W", "B")."""
    return "".join("{" + s + "}" for s in mix)


def combinations_of(amount: int, kinds: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """106.1: every way to add `amount` mana, each of one of `kinds` ("in any combination
    of {R} and/or {G}")."""
    return tuple(combinations_with_replacement(kinds, amount))


@dataclass(frozen=True, slots=True)
class AddManaMix(Instruction):
    """Add one of `mixes` (each a tuple of mana letters); unanswered, the first."""

    mixes: tuple[tuple[str, ...], ...]

    def describe(self) -> str:
        return "add " + " or ".join(mix_text(m) for m in self.mixes)

    def chosen(self, answer: object) -> tuple[str, ...]:
        """The mix an answer names: its text "{W}{B}", its letters "WB", or its 1-based
        index."""
        if isinstance(answer, int) and not isinstance(answer, bool) \
                and 1 <= answer <= len(self.mixes):
            return self.mixes[answer - 1]
        if isinstance(answer, str):
            letters = tuple(sorted(answer.upper().replace("{", "").replace("}", "")))
            for mix in self.mixes:
                if tuple(sorted(mix)) == letters:
                    return mix
        return self.mixes[0]


@dataclass(frozen=True, slots=True)
class AddChosenColorMana(Instruction):
    """"Add one mana of the chosen color": the colour chosen as the source entered (614.12);
    none chosen, no mana."""

    def describe(self) -> str:
        return "add one mana of the chosen color"


def chosen_mana_letter(chosen: Mapping[str, str]) -> str:
    """The mana letter of the colour an object's controller chose ("" when none was)."""
    words = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
    return words.get(str(chosen.get("color", "")).lower(), "")
