"""Override effects: a small structured form for clauses the compiler cannot read.

The form is documented in `tabletop.cards.build`; this module turns one
`effect` table into abilities, and raises ValueError naming what is wrong.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tabletop.cards.compiler.keywords import simple
from tabletop.engine.definitions.abilities import Ability, StaticAbility
from tabletop.engine.definitions.effects import (
    AddAbilities,
    Affects,
    ChangeColors,
    ChangeTypes,
    EffectSpec,
    Modification,
    ModifyPT,
    RemoveAbilities,
    RuleChange,
    SetPT,
)
from tabletop.engine.definitions.expressions import Const
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.model.enums import CardType, Color, Supertype, Zone

TextCompiler = Callable[[str], tuple[Ability, ...]]

_SET_KEYS: dict[str, Callable[[str], Any]] = {
    "types": CardType.from_word,
    "any_types": CardType.from_word,
    "not_types": CardType.from_word,
    "subtypes": str,
    "not_subtypes": str,
    "supertypes": Supertype.from_word,
    "not_supertypes": Supertype.from_word,
    "colors": Color.from_word,
    "not_colors": Color.from_word,
}
_PLAIN_KEYS = {"controller": str, "owner": str, "other": bool, "with_counter": str,
               "min_counters": int, "with_ability": str, "token": bool, "tapped": bool,
               "attacking": bool, "power_at_most": int, "power_at_least": int}
_AFFECTS = {"self": Affects.SELF, "attached": Affects.ATTACHED, "matching": Affects.MATCHING,
            "players": Affects.PLAYERS}
KINDS = ("anthem", "keywords", "static", "rule", "text", "none")


def filter_from_table(table: Mapping[str, Any]) -> ObjectFilter:
    """{types=["Creature"], controller="you", other=true} to an ObjectFilter."""
    if not isinstance(table, Mapping):
        raise ValueError("'filter' must be a table")
    fields: dict[str, Any] = {}
    for key, value in table.items():
        if key in _SET_KEYS:
            words = [value] if isinstance(value, str) else value
            if not isinstance(words, list):
                raise ValueError(f"filter key {key!r} must be a list of words")
            fields[key] = frozenset(_SET_KEYS[key](w) for w in words)
        elif key in _PLAIN_KEYS:
            if not isinstance(value, _PLAIN_KEYS[key]):
                raise ValueError(f"filter key {key!r} must be a {_PLAIN_KEYS[key].__name__}")
            fields[key] = value
        elif key == "zone":
            fields[key] = None if value == "any" else Zone(value)
        else:
            raise ValueError(f"unknown filter key {key!r}")
    return ObjectFilter(**fields)


def _number(table: Mapping[str, Any], key: str) -> int | None:
    value = table.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{key!r} must be a whole number")
    return value


def _mods(effect: Mapping[str, Any]) -> list[Modification]:
    mods: list[Modification] = []
    if effect.get("lose_all_abilities"):
        mods.append(RemoveAbilities(all=True))
    keywords = effect.get("add_keywords", [])
    if keywords:
        mods.append(AddAbilities(tuple(simple(k) for k in keywords)))
    if effect.get("add_types"):
        mods.append(ChangeTypes(add_types=frozenset(CardType.from_word(t)
                                                    for t in effect["add_types"])))
    if "set_colors" in effect:
        mods.append(ChangeColors(set_colors=frozenset(Color.from_word(c)
                                                      for c in effect["set_colors"])))
    base = _number(effect, "base_power"), _number(effect, "base_toughness")
    if base != (None, None):
        mods.append(SetPT(*(None if v is None else Const(v) for v in base)))
    power, toughness = _number(effect, "power"), _number(effect, "toughness")
    if power is not None or toughness is not None:
        mods.append(ModifyPT(Const(power or 0), Const(toughness or 0)))
    return mods


def abilities_from_effect(clause: str, effect: Mapping[str, Any],
                          compile_text: TextCompiler) -> tuple[Ability, ...]:
    """The abilities an override's `effect` table stands for."""
    if not isinstance(effect, Mapping):
        raise ValueError("'effect' must be a table")
    kind = effect.get("kind")
    if kind not in KINDS:
        raise ValueError(f"effect kind must be one of {', '.join(KINDS)}, not {kind!r}")
    if kind == "none":
        return ()
    if kind == "keywords":
        return tuple(simple(k) for k in effect.get("keywords", []))
    if kind == "text":
        text = effect.get("text")
        if not isinstance(text, str) or not text.strip():
            raise ValueError("a 'text' effect needs the clause reworded in 'text'")
        return compile_text(text)
    affects_word = effect.get("affects", "matching" if kind == "anthem" else "self")
    if affects_word not in _AFFECTS:
        raise ValueError(f"'affects' must be one of {', '.join(_AFFECTS)}")
    affects = _AFFECTS[affects_word]
    flt = filter_from_table(effect["filter"]) if "filter" in effect else None
    if affects == Affects.MATCHING and flt is None:
        raise ValueError("an effect on matching objects needs a 'filter'")
    if kind == "rule":
        params = tuple(sorted(dict(effect.get("params", {})).items()))
        mods: list[Modification] = [RuleChange(str(effect.get("rule", "")), params,
                                               on_players=affects == Affects.PLAYERS)]
    else:
        mods = _mods(effect)
    if not mods:
        raise ValueError("the effect changes nothing")
    return (StaticAbility(text=clause, effects=(EffectSpec(tuple(mods), affects, flt),)),)
