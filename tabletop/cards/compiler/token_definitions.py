"""Token definitions for "create a 3/3 green Elephant creature token" (111.4, 111.10)."""

from __future__ import annotations

from typing import Any

from lark import Token

from tabletop.cards.compiler.clause_rules import AbilityResolver
from tabletop.cards.compiler.parser import subtype_forms
from tabletop.engine.definitions.abilities import Ability
from tabletop.engine.definitions.expressions import Const, Expr
from tabletop.engine.model.characteristics import PT, CardDefinition
from tabletop.engine.model.enums import CardType, Color


def token_definition(parts: tuple[Any, ...],
                     resolve: AbilityResolver) -> tuple[CardDefinition, Expr]:
    """The token's definition and how many are created. Its name is its subtypes (111.4);
    its colours are given by the creating effect (a colour indicator); "colorless" is none.
    Quoted abilities granted by the creating effect are characteristic-defining where they
    define P/T (604.3a)."""
    count: Expr = Const(1)
    power = toughness = None
    colors: frozenset[Color] = frozenset()
    subtypes: list[str] = []
    types: frozenset[CardType] = frozenset()
    abilities: tuple[Ability, ...] = ()
    for part in parts:
        if isinstance(part, Expr):
            count = part
        elif isinstance(part, Token) and part.type == "PTVAL":
            p, t = str(part).split("/")
            power, toughness = PT.parse(p), PT.parse(t)
        elif isinstance(part, Token) and part.type == "SUBTYPE":
            subtypes.append(subtype_forms()[str(part)])
        elif isinstance(part, frozenset) and part and isinstance(next(iter(part)), Color):
            colors = part
        elif isinstance(part, frozenset):
            types = part
        elif isinstance(part, list):
            abilities = resolve(tuple(part), True)
    if CardType.CREATURE in types and power is None:
        power, toughness = PT(0, star=True), PT(0, star=True)
    definition = CardDefinition(
        name=" ".join(subtypes) or "Token",
        color_indicator=colors,
        types=types,
        subtypes=tuple(subtypes),
        power=power,
        toughness=toughness,
        abilities=abilities,
        rules_text="\n".join(a.text for a in abilities),
    )
    return definition, count
