"""The Lark (Earley) parser of Oracle text, built once from the grammar files.

The grammar lives in `grammar/*.lark`; its literals are matched without
regard to case, and the SUBTYPE terminal is generated from the engine's lists
of subtypes (205.3) with their plurals ("Elves", "Demons").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from lark import Lark, Token, Tree
from lark.exceptions import LarkError
from lark.grammar import Rule, Symbol

from tabletop.cards.compiler import earley_speed
from tabletop.engine.model.subtypes import (
    ARTIFACT_TYPES,
    BATTLE_TYPES,
    CREATURE_TYPES,
    ENCHANTMENT_TYPES,
    LAND_TYPES,
    NON_CREATURE_SUBTYPES,
    PLANESWALKER_TYPES,
    SPELL_TYPES,
)

GRAMMAR_FILES = ("common", "nouns", "values", "continuous", "instructions", "abilities",
                 "history", "modern", "keyword_families", "banded", "trigger_effects",
                 "static_prevention", "one_shot_riders", "activation_costs",
                 "entering", "modern_costs", "damage_shields", "combat_triggers",
                 "static_restrictions", "cast_prohibitions", "designations",
                 "keyword_mechanics", "name_searches", "targeting_spells", "x_comparisons",
                 "counted_moves", "revealed_this_way", "hand_choices", "opponent_history",
                 "unblocked_damage", "hand_casts", "same_name", "next_untap",
                 "extra_blocks", "x_costs", "subtype_clauses",
                 "transform_limits",
                 "zone_instead", "enter_leave", "instead_clauses", "mana_triggers",
                 "combat_removal", "trigger_counters", "player_may", "beyond_first",
                 "unless_riders", "enchanted_players", "phasing", "haunt", "cipher", "voting",
                 "overload", "chroma", "join_forces",
                 "chosen_names", "entered_abilities", "colors_paid", "two_ifs",
                 "all_counters",
                 "among_them", "mid_where", "their_library_top", "converge",
                 "player_reveals_until", "discard_any_number", "hand_to_library",
                 "graveyard_puts", "library_top_play", "destroyed_riders", "sweep",
                 "highest_mana_value", "top_cards", "old_counts", "target_stats",
                 "source_damage_triggers", "counter_put_triggers", "target_triggers",
                 "graveyard_triggers", "card_play_triggers", "next_upkeep_triggers",
                 "player_graveyards", "combat_partners", "attacking_tokens",
                 "other_creature", "milled_from_top", "its_designations",
                 "protection_qualities", "block_orders",
                 "regeneration_bans", "life_exchanges", "exile_and_life_costs",
                 "counter_removal", "sacrifice_lists", "x_definitions", "player_leads",
                 "mana_combinations", "mana_instead", "activation_limits",
                 "this_way_counts",
                 "keyword_group_b", "countered_moves", "replacement_shapes",
                 "graveyard_exiles", "player_counts", "static_conditions",
                 "game_outcomes", "targeting_costs",
                 "search_prohibitions", "draw_limits", "token_lists",
                 "additional_phases", "each_player_own", "choose_rest",
                 "with_attached", "one_or_two_targets", "combat_counts",
                 "random_attacks", "unattach_triggers", "next_skips", "renown_triggers",
                 "combat_damage_batches", "crew_triggers", "shuffle_triggers",
                 "main_phase_triggers",
                 "capped_counters", "monstrosity", "extra_lands", "life_amounts", "revealed_hands",
                 "spell_limits", "x_mana_colors",
                 "cant_have", "loyalty_bans",
                 "others_damage", "blocks_each_combat")
ENTRY_POINTS = (
    "start_keywords",
    "start_mana",
    "start_loyalty",
    "start_activated",
    "start_triggered",
    "start_static",
    "start_spell",
)
# the pieces a clause is read in (clause_pieces.py): one sentence, a trigger's head, costs
PIECE_STARTS = (
    "start_sentence",
    "start_static_sentence",
    "start_trigger_head",
    "start_costs",
    "start_activation_rule",
    "start_loyalty_cost",
)
EXTRA_SUBTYPES = ("Aura", "Equipment", "Rune", "Arcane", "Saga", "Vehicle", "Food", "Treasure",
                  "Clue", "Blood", "Gold", "Map", "Powerstone", "Lander", "Shard", "Planet")
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
    "Mouse": "Mice",
    "Ox": "Oxen",
    "Fungus": "Fungi",
    "Cyclops": "Cyclopes",
    "Djinn": "Djinn",
    "Moonfolk": "Moonfolk",
    "Jellyfish": "Jellyfish",
    "Starfish": "Starfish",
    "Noggle": "Noggles",
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
    for subtype in (*CREATURE_TYPES, *NON_CREATURE_SUBTYPES, *EXTRA_SUBTYPES, *LAND_TYPES,
                    *ARTIFACT_TYPES, *ENCHANTMENT_TYPES, *SPELL_TYPES, *BATTLE_TYPES,
                    *PLANESWALKER_TYPES):
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


def _identity_first(eq: Callable[[Any, Any], Any]) -> Callable[[Any, Any], Any]:
    def __eq__(self: Any, other: Any) -> Any:
        return self is other or eq(self, other)

    return __eq__


def _faster_earley() -> None:
    """The Earley parser keeps its items in sets and compares grammar rules and symbols
    field by field; an item almost always meets the very same rule object, so comparing
    by identity first gives the same answers in a fraction of the time."""
    for cls in (Rule, Symbol):
        if not getattr(cls, "_identity_first", False):
            patched: Any = cls
            patched.__eq__ = _identity_first(cls.__eq__)
            patched._identity_first = True


@cache
def parser() -> Lark:
    _faster_earley()
    earley_speed.install()
    return Lark(
        grammar_text(),
        parser="earley",
        lexer="dynamic",
        ambiguity="resolve",
        propagate_positions=True,
        start=list(ENTRY_POINTS + PIECE_STARTS),
    )


_LOYALTY = re.compile(r"^\[?(?:[+\u2212-]?\d+|[\u2212-]X)\]?:")
_TRIGGER = re.compile(r"^(when|whenever|at the beginning|at end of combat|you may exert)\b",
                      re.IGNORECASE)
_COST = re.compile(r"^[^.\"]*?:")
_MANA = re.compile(r"^[^.\"]*?:\s*add\b", re.IGNORECASE)
_KEYWORD = re.compile(
    r"^(?:flying|first|double|trample|vigilance|lifelink|deathtouch|reach|menace|infect|haste"
    r"|indestructible|hexproof|shroud|undying|persist|exalted|changeling|flash|split|umbra"
    r"|defender|wither|prowess|fear|intimidate|shadow|horsemanship|flanking|devoid|skulk"
    r"|convoke|delve|cascade|storm|rebound|ward|protection|enchant|equip|buyback|cycling"
    r"|level up|read ahead|crew|kicker|bushido|flashback|echo|cumulative upkeep|renown|vanishing"
    r"|fading|soulshift|rampage|fabricate|affinity|unleash|evolve|living weapon|partner|totem"
    r"|extort|battle cry|ingest|outlast|afflict|annihilator|modular|basic|\w+cycling|unearth"
    r"|banding"
    r"|evoke|dash|jump-start|multikicker|fuse|aftermath"
    r"|for mirrodin|mobilize|reconfigure|warp|plot|offspring|impending|daybound|nightbound"
    r"|saddle|disturb|start your engines|bargain|toxic|decayed|blitz|training|gift"
    r"|morph|megamorph|disguise|bestow|madness|suspend|bloodthirst|undaunted|dethrone"
    r"|recover|scavenge|embalm|eternalize|sunburst|entwine|graft|replicate"
    r"|awaken|improvise|splice|retrace|surge|transmute|champion"
    r"|devour"
    r"|ascend|mentor|soulbond|provoke|amplify|miracle|dredge|escalate|ninjutsu"
    r"|conspire|prowl|emerge|reinforce|ripple|myriad|gravestorm"
    r"|melee|exploit|tribute|epic"
    r"|phasing|haunt|cipher|overload"
    r"|\w+walk)\b",
    re.IGNORECASE,
)


# What each entry point's rule must begin with; static abilities and spells begin with
# anything. An entry whose beginning the clause lacks cannot parse it.
_BEGINNINGS = {
    "start_keywords": _KEYWORD,
    "start_mana": _MANA,
    "start_loyalty": _LOYALTY,
    "start_activated": _COST,
    "start_triggered": _TRIGGER,
}


def likely_entries(text: str, is_spell: bool | None = None) -> tuple[str, ...]:
    """The entry points that could read this clause, in the order worth trying."""
    return tuple(e for e in _ordered_entries(text, is_spell)
                 if e not in _BEGINNINGS or _BEGINNINGS[e].match(text))


def _ordered_entries(text: str, is_spell: bool | None) -> tuple[str, ...]:
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


_GRAMMAR_LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"i|/((?:[^/\\\n]|\\.)+)/')
_LETTERS = re.compile(r"[a-z]+")
# what a clause holds besides words: quoted abilities (the QUOTED terminal), mana
# symbols, "non-Human" (NONSUB takes any word) and a counter's name (COUNTERWORD)
_NOT_WORDS = re.compile(r"\x22[^\x22]*\x22|\{[^}]*\}|\b[Nn]on-[A-Z][A-Za-z'-]*"
                        r"|\b[A-Za-z]+(?= counters?(?![\w-]))"  # \b: linear time
                        # a vote's options (701.38, VOTE_OPTION)
                        r"|(?<=votes for )[a-z]+ or [a-z]+(?=\.)|\b[a-z]+(?= gets more votes)"
                        r"|\b[a-z]+(?= vote\b)"
                        # a card's name after "named" or "or" (CARDNAME, CARDNAME_OR)
                        r"|(?:(?<=named )|(?<= or ))[A-Z][\w'-]*(?:(?:, | )(?:(?:of|the|and|to"
                        r"|from|in|a|an|de|du) )*[A-Z][\w'-]*)*")
# no rules text clause is this long (the longest in the corpus is under 600 characters):
# longer text is not read at all, so a hostile card file can't make the parser crawl
MAX_CLAUSE_CHARS = 2_000


@cache
def vocabulary() -> frozenset[str]:
    """Every run of letters a literal or terminal of the grammar can match (a superset:
    letters of regular expressions are taken as they are written)."""
    words: set[str] = set()
    for literal, pattern in _GRAMMAR_LITERAL.findall(grammar_text()):
        words.update(_LETTERS.findall((literal or pattern).lower()))
    return frozenset(words)


@cache
def _terminal_patterns() -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(pattern, re.IGNORECASE)
                 for literal, pattern in _GRAMMAR_LITERAL.findall(grammar_text()) if pattern)


@lru_cache(maxsize=65536)
def _known(word: str) -> bool:
    """A run of letters the grammar can match: a literal's word or a whole terminal
    ("nonblack", "swampwalk")."""
    return word in vocabulary() or any(p.fullmatch(word) for p in _terminal_patterns())


def could_parse(text: str) -> bool:
    """False when the clause holds a word no terminal of the grammar matches: then no entry
    point can read it, and the Earley parser need not be asked."""
    return all(_known(w) for w in _LETTERS.findall(_NOT_WORDS.sub(" ", text).lower()))


@lru_cache(maxsize=65536)
def parse(text: str, start: str) -> Tree[Token] | None:
    """The parse tree of `text` from the entry point `start`, or None. The tree is
    shared between calls: transformers build new values and never change it."""
    if len(text) > MAX_CLAUSE_CHARS or not could_parse(text):
        return None
    try:
        return parser().parse(text, start=start)
    except LarkError:
        return None
