"""Token definitions for "create a 3/3 green Elephant creature token" (111.4, 111.10)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lark import Token

from tabletop.cards.compiler.clause_rules import AbilityResolver
from tabletop.cards.compiler.parser import subtype_forms
from tabletop.cards.compiler.phrases import CompileError, Quoted
from tabletop.engine.definitions.abilities import Ability
from tabletop.engine.definitions.expressions import Const, Expr
from tabletop.engine.model.characteristics import PT, CardDefinition
from tabletop.engine.model.enums import CardType, Color, Supertype


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
    name: str | None = None
    supertypes: frozenset[Supertype] = frozenset()
    for part in parts:
        if isinstance(part, TokenName):  # 111.4: a name the effect gives
            name = part.name
        elif part is LEGENDARY:
            supertypes = frozenset({Supertype.LEGENDARY})
        elif isinstance(part, Expr):
            count = part
        elif isinstance(part, Token) and part.type == "PTVAL":
            p, t = str(part).split("/")
            if "X" in (p.upper(), t.upper()):  # "an X/X token": set as it is created
                power, toughness = PT(0), PT(0)
            else:
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
        name=name or " ".join(subtypes) or "Token",
        color_indicator=colors,
        supertypes=supertypes,
        types=types,
        subtypes=tuple(subtypes),
        power=power,
        toughness=toughness,
        abilities=abilities,
        rules_text="\n".join(a.text for a in abilities),
    )
    return definition, count


TAPPED = "tapped"  # the mark of "create a tapped ... token"
LEGENDARY = "legendary"  # the mark of "create a legendary ... token"


@dataclass(frozen=True, slots=True)
class TokenName:
    """"... token named Ornithopter" (111.4: else its name is its subtypes)."""

    name: str

# 111.10: predefined tokens: card type, subtype (its name) and the ability it has
PREDEFINED_TOKENS: dict[str, tuple[CardType, str]] = {
    "Treasure": (CardType.ARTIFACT, "{T}, Sacrifice this artifact: Add one mana of any color."),
    "Food": (CardType.ARTIFACT, "{2}, {T}, Sacrifice this artifact: You gain 3 life."),
    "Clue": (CardType.ARTIFACT, "{2}, Sacrifice this artifact: Draw a card."),
    "Blood": (CardType.ARTIFACT,
              "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card."),
    "Gold": (CardType.ARTIFACT, "Sacrifice this artifact: Add one mana of any color."),
    "Map": (CardType.ARTIFACT, "{1}, {T}, Sacrifice this artifact: Target creature you "
                               "control explores. Activate only as a sorcery."),
    "Powerstone": (CardType.ARTIFACT,
                   "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell."),
    "Lander": (CardType.ARTIFACT, "{2}, {T}, Sacrifice this token: Search your library for a "
                                  "basic land card, put it onto the battlefield tapped, then "
                                  "shuffle."),
    "Shard": (CardType.ENCHANTMENT,
              "{2}, Sacrifice this enchantment: Scry 1, then draw a card."),
}


def predefined_token(name: str, resolve: AbilityResolver) -> CardDefinition:
    """111.10: a predefined token: a colourless artifact (or enchantment) named for its
    subtype with its ability; a CompileError when the engine cannot play that ability."""
    if name not in PREDEFINED_TOKENS:
        raise CompileError(f"not a predefined token: {name}")
    card_type, text = PREDEFINED_TOKENS[name]
    abilities = resolve((Quoted(text),), False)
    return CardDefinition(name=name, types=frozenset({card_type}), subtypes=(name,),
                          abilities=abilities, rules_text=text)
