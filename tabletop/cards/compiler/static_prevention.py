"""Wave-2 static abilities: prevention of damage from a kind of source (615), a spell
cast without paying its mana cost when a condition holds (118.9), a card cast from its
owner's graveyard or from exile by its own text (601.3), spells cast as though they had
flash (702.8a), attacking as though without defender or with haste (702.3b, 302.6)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.continuous_effects import Lasting, Mods
from tabletop.cards.compiler.phrases import CompileError, Desc
from tabletop.cards.compiler.static_abilities import either
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.alternative_costs import ALTERNATIVE_COST
from tabletop.engine.definitions.attack_permissions import (
    ATTACK_AS_THOUGH_HASTE,
    ATTACK_DESPITE_DEFENDER,
)
from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.effects import Affects, Duration, EffectSpec, RuleChange
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.flash_permissions import (
    CAST_AS_THOUGH_FLASH,
    SELF_AS_THOUGH_FLASH,
)
from tabletop.engine.definitions.opponent_conditions import (
    OpponentControlsAtLeast,
    OpponentHandEmpty,
)
from tabletop.engine.definitions.own_zone_casting import CAST_FROM_ZONES
from tabletop.engine.definitions.replacement_specs import PreventDamageTo, ReplacementSpec
from tabletop.engine.model.enums import Zone
from tabletop.engine.model.mana import ManaCost


@v_args(inline=True)
class StaticPreventionRules(ClauseRules):
    def rp_prevent_to_self_by(self, *parts: Any) -> ReplacementSpec:
        """615: "Prevent all damage that would be dealt to ~ by artifact creatures"."""
        desc = next(p for p in parts if isinstance(p, Desc))
        if desc.kind != "object" or desc.player is not None:
            raise CompileError("prevention from something not an object")
        combat = any(getattr(p, "data", None) == "combat_mark" for p in parts)
        return PreventDamageTo(None, to_self=True, combat_only=combat, by_filter=desc.filter)

    def rp_prevent_by_attached(self, *parts: Any) -> ReplacementSpec:
        """615: "Prevent all damage that would be dealt by enchanted creature"."""
        combat = any(getattr(p, "data", None) == "combat_mark" for p in parts)
        return PreventDamageTo(None, by_self=True, combat_only=combat, attached=True)

    def ru_free_cast_if(self, condition: Condition, *_: Any) -> EffectSpec:
        """118.9: "If an opponent controls a Swamp and you control a Plains, you may cast ~
        without paying its mana cost": an alternative cost of nothing, while it holds."""
        cost = Cost(mana=ManaCost.parse("{0}"))
        change = RuleChange(ALTERNATIVE_COST, (("cost", cost), ("condition", condition)))
        return EffectSpec((change,), Affects.SELF)

    def ru_cast_self_from(self, *parts: Any) -> EffectSpec:
        """601.3: "You may cast ~ from your graveyard as long as you control a Zombie"."""
        zones = tuple(p for p in parts if isinstance(p, Zone))
        condition = next((p for p in parts if isinstance(p, Condition)), None)
        change = RuleChange(CAST_FROM_ZONES, (("zones", zones), ("condition", condition)))
        return EffectSpec((change,), Affects.SELF)

    def ocz_graveyard(self) -> Zone:
        return Zone.GRAVEYARD

    def ocz_exile(self) -> Zone:
        return Zone.EXILE

    def ru_cast_as_though_flash(self, who: str, desc: Desc) -> EffectSpec:
        """702.8a: "You may cast artifact spells as though they had flash"."""
        if desc.kind != "spell" or desc.cast_by is not None:
            raise CompileError("flash for something not a spell")
        change = RuleChange(CAST_AS_THOUGH_FLASH, (("who", who),))
        return EffectSpec((change,), Affects.MATCHING, replace(desc.filter, zone=None))

    def ru_cast_either_as_though_flash(self, who: str, first: Desc, second: Desc
                                       ) -> EffectSpec:
        """"You may cast Aura and Equipment spells as though they had flash"."""
        if first.kind != "spell" or second.kind != "spell":
            raise CompileError("flash for something not a spell")
        return self.ru_cast_as_though_flash(who, either(first, second))

    def ru_self_as_though_flash(self, *parts: Any) -> EffectSpec:
        """702.8a: "As long as you control a green or blue permanent, you may cast ~ as
        though it had flash" (the card's own permission, 601.3)."""
        condition = next((p for p in parts if isinstance(p, Condition)), None)
        change = RuleChange(SELF_AS_THOUGH_FLASH, (("condition", condition),))
        return EffectSpec((change,), Affects.SELF)

    def fc_you(self) -> str:
        return "you"

    def fc_any(self) -> str:
        return "any"

    def pr_attack_despite_defender(self) -> Mods:
        return [RuleChange(ATTACK_DESPITE_DEFENDER)]  # 702.3b

    def pr_attack_despite_defender_this_turn(self) -> Mods:
        return [RuleChange(ATTACK_DESPITE_DEFENDER), Lasting(Duration.END_OF_TURN)]

    def pr_attack_as_though_haste(self) -> Mods:
        return [RuleChange(ATTACK_AS_THOUGH_HASTE)]  # 302.6

    def cond_opponent_controls_at_least(self, n: Expr, desc: Desc) -> Condition:
        """"if an opponent controls seven or more lands": one opponent, not all together."""
        if desc.kind != "object" or desc.player is not None:
            raise CompileError("a count of something not a permanent")
        return OpponentControlsAtLeast(desc.filter, as_int(n))

    def cond_opponent_hand_empty(self, *_: Any) -> Condition:
        return OpponentHandEmpty()
