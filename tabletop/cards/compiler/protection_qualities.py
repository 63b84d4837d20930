"""702.16a: protection qualities beyond one colour or one type (grammar:
protection_qualities.lark); the engine reads them in rules/protection_qualities.py."""

from __future__ import annotations

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.attack_limits import PROTECTION_SPARES_SOURCE
from tabletop.engine.definitions.effects import Affects, EffectSpec, RuleChange
from tabletop.engine.definitions.protection_qualities import (
    ALL_COLORS,
    CHOSEN_PLAYER,
    MONOCOLORED,
    MULTICOLORED,
    OF_CHOSEN_TYPE,
)


def _plural(tok: Token) -> str:
    word = str(tok).lower()
    return word if word.endswith("s") else word + "s"


@v_args(inline=True)
class ProtectionQualityRules(ClauseRules):
    def q_all_colors(self) -> str:
        return ALL_COLORS

    def q_multicolored(self) -> str:
        return MULTICOLORED

    def q_monocolored(self) -> str:
        return MONOCOLORED

    def q_legendary_type(self, tok: Token) -> str:
        return f"legendary {_plural(tok)}"

    def q_non_subtype_type(self, non: Token, tok: Token) -> str:
        return f"{non} {_plural(tok)}"

    def q_chosen_player(self) -> str:
        """702.16j: the player chosen as the source entered (614.12)."""
        return CHOSEN_PLAYER

    def q_type_of_chosen_type(self, tok: Token) -> str:
        """The type the source's controller chose as it entered (614.12), put in as the
        effect applies (definitions/protection_qualities.py)."""
        return f"{_plural(tok)}{OF_CHOSEN_TYPE}"

    def ss_spares_auras(self) -> list[EffectSpec]:
        """702.16c: "This effect doesn't remove Auras": the protection this permanent
        grants makes no Aura fall off (704.5m)."""
        change = RuleChange(PROTECTION_SPARES_SOURCE, (("auras", True),))
        return [EffectSpec((change,), Affects.SELF)]
