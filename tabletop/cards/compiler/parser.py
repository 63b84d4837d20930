"""The Lark (Earley) parser of Oracle text, built once from the grammar files.

The grammar lives in `grammar/*.lark`; its literals are matched without
regard to case, and the SUBTYPE terminal is generated from the engine's lists
of subtypes (205.3) with their plurals ("Elves", "Demons").
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources

from lark import Lark, Token, Tree
from lark.exceptions import LarkError

from tabletop.engine.model.subtypes import CREATURE_TYPES, NON_CREATURE_SUBTYPES

GRAMMAR_FILES = ("common", "nouns", "values", "continuous", "instructions", "abilities")
ENTRY_POINTS = (
    "start_keywords",
    "start_mana",
    "start_loyalty",
    "start_activated",
    "start_triggered",
    "start_static",
    "start_spell",
)
EXTRA_SUBTYPES = ("Aura", "Equipment", "Rune", "Arcane", "Saga", "Vehicle", "Food")
_IRREGULAR = {
    "Elf": "Elves",
    "Dwarf": "Dwarves",
    "Wolf": "Wolves",
    "Werewolf": "Werewolves",
    "Merfolk": "Merfolk",
    "Sheep": "Sheep",
    "Fish": "Fish",
    "Kithkin": "Kithkin",
    "Plains": "Plains",
    "Homunculus": "Homunculi",
    "Treefolk": "Treefolk",
    "Octopus": "Octopuses",
}
_LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"(?!i)')


def plural(subtype: str) -> str:
    if subtype in _IRREGULAR:
        return _IRREGULAR[subtype]
    if subtype.endswith("y") and subtype[-2:-1] not in "aeiou":
        return subtype[:-1] + "ies"
    if subtype.endswith(("s", "x", "ch", "sh")):
        return subtype + "es"
    return subtype + "s"


@cache
def subtype_forms() -> dict[str, str]:
    """Every subtype and its plural, to the subtype."""
    forms: dict[str, str] = {}
    for subtype in (*CREATURE_TYPES, *NON_CREATURE_SUBTYPES, *EXTRA_SUBTYPES):
        forms[subtype] = subtype
        forms.setdefault(plural(subtype), subtype)
    return forms


def _subtype_terminal() -> str:
    words = sorted(subtype_forms(), key=len, reverse=True)
    body = "|".join(re.escape(w) for w in words)
    return f"SUBTYPE: /(?:{body})(?![\\w-])/\n"


@cache
def grammar_text() -> str:
    folder = resources.files("tabletop.cards.compiler") / "grammar"
    parts = [(folder / f"{name}.lark").read_text(encoding="utf-8") for name in GRAMMAR_FILES]
    text = "\n".join(parts)
    text = _LITERAL.sub(lambda m: f'"{m.group(1)}"i', text)
    return text + "\n" + _subtype_terminal()


@cache
def parser() -> Lark:
    return Lark(
        grammar_text(),
        parser="earley",
        lexer="dynamic",
        ambiguity="resolve",
        propagate_positions=True,
        start=list(ENTRY_POINTS),
    )


_LOYALTY = re.compile(r"^\[?[+\u2212-]?\d+\]?:")
_TRIGGER = re.compile(r"^(when|whenever|at the beginning)\b", re.IGNORECASE)
_COST = re.compile(r"^[^.\"]*?:")
_MANA = re.compile(r"^[^.\"]*?:\s*add\b", re.IGNORECASE)
_KEYWORD = re.compile(
    r"^(?:flying|first|double|trample|vigilance|lifelink|deathtouch|reach|menace|infect|haste"
    r"|indestructible|hexproof|shroud|undying|persist|exalted|changeling|flash|split|umbra"
    r"|defender|wither|prowess|fear|intimidate|shadow|horsemanship|flanking|banding|devoid"
    r"|convoke|delve|cascade|storm|rebound|ward|protection|enchant|equip|buyback|cycling"
    r"|level up|\w+walk)\b",
    re.IGNORECASE,
)


def likely_entries(text: str, is_spell: bool | None = None) -> tuple[str, ...]:
    """The entry points in the order worth trying for this clause (all of them)."""
    first: tuple[str, ...]
    if _LOYALTY.match(text):
        first = ("start_loyalty",)
    elif _TRIGGER.match(text):
        first = ("start_triggered",)
    elif _MANA.match(text):
        first = ("start_mana",)
    elif _COST.match(text):
        first = ("start_activated",)
    elif _KEYWORD.match(text):
        first = ("start_keywords",)
    elif is_spell:
        first = ("start_spell", "start_static")
    else:
        first = ("start_static", "start_spell")
    return first + tuple(e for e in ENTRY_POINTS if e not in first)


def parse(text: str, start: str) -> Tree[Token] | None:
    """The parse tree of `text` from the entry point `start`, or None."""
    try:
        return parser().parse(text, start=start)
    except LarkError:
        return None
