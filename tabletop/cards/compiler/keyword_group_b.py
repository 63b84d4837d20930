"""Keywords of group B and the rules their reminder text states (grammar/
keyword_group_b.lark): exert on its own and "Whenever you exert a creature" (701.43),
melee (702.121), exploit and "When ~ exploits a creature" (702.110), tribute and "if
tribute wasn't paid" (702.104), epic (702.50), and a card's own flash permission for {2}
more or with a sacrifice at the next cleanup step (702.8a; rules/flash_riders.py)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import SELF, CompileError, Desc
from tabletop.engine.definitions.abilities import Ability, KeywordAbility, StaticAbility
from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.effects import Affects, EffectSpec, RuleChange
from tabletop.engine.definitions.epic import EPIC
from tabletop.engine.definitions.exert_permission import MAY_EXERT
from tabletop.engine.definitions.exploit import exploit
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.flash_permissions import SELF_AS_THOUGH_FLASH
from tabletop.engine.definitions.flash_riders import CLEANUP_SACRIFICE, SURCHARGE
from tabletop.engine.definitions.tribute import Tribute, TributeNotPaid
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.model.mana import ManaCost


def _self_flash(*riders: tuple[str, object]) -> EffectSpec:
    change = RuleChange(SELF_AS_THOUGH_FLASH, (("condition", None), *riders))
    return EffectSpec((change,), Affects.SELF)


@v_args(inline=True)
class KeywordGroupBRules(ClauseRules):
    """The transformer rules of grammar/keyword_group_b.lark."""

    def ru_may_exert(self, _self: Any) -> EffectSpec:
        """701.43a: "You may exert ~ as it attacks." (asked as attackers are declared)."""
        return EffectSpec((RuleChange(MAY_EXERT),), Affects.SELF)

    def tr_you_exert(self, desc: Desc) -> list[Trigger]:
        """701.43: "Whenever you exert a creature" (as it attacks or as a cost)."""
        flt = replace(desc.filter, controller="you")
        return [Trigger(TriggerEvent.YOU_EXERT, subject="any", filter=flt,
                        text=self._trigger_text())]

    def tr_exploits(self, _self: Any, desc: Desc) -> list[Trigger]:
        """702.110b: "When ~ exploits a creature"."""
        if desc.filter != ObjectFilter(types=desc.filter.types):
            raise CompileError("exploits something other than a creature")
        self.scope.antecedent = SELF
        return [Trigger(TriggerEvent.EXPLOITS, subject="self", text=self._trigger_text())]

    def kw_melee(self) -> Ability:
        """702.121a: the keyword's trigger is KEYWORD_TRIGGERS["melee"] (so it can be
        granted)."""
        return KeywordAbility(text="Melee", keyword="Melee")

    def kw_exploit(self) -> Ability:
        return exploit()

    def kw_tribute(self, n: Token) -> Ability:
        """702.104a."""
        return StaticAbility(text=f"Tribute {int(n)}", keyword="Tribute",
                             replacement=Tribute(int(n)))

    def kw_epic(self) -> Ability:
        """702.50a: its two abilities apply as the spell resolves (rules/epic.py)."""
        return KeywordAbility(text="Epic", keyword=EPIC)

    def cond_tribute_not_paid(self) -> Condition:
        return TributeNotPaid()

    def ru_flash_for_more(self, _self: Any, tok: Token) -> EffectSpec:
        """702.8a, 601.2f: "... as though it had flash if you pay {2} more to cast it"."""
        return _self_flash((SURCHARGE, ManaCost.parse(str(tok))))

    def ru_flash_then_sacrifice(self, _self: Any) -> EffectSpec:
        """702.8a, 603.7a: "... If you cast it any time a sorcery couldn't have been cast,
        the controller of the permanent it becomes sacrifices it at the beginning of the
        next cleanup step"."""
        return _self_flash((CLEANUP_SACRIFICE, True))
