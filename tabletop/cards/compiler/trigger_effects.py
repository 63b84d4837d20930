"""Effects first met in triggered abilities: proliferate (701.34a), adding mana as a
spell or ability resolves (106.4), "unless" any cost an activated ability can have (118.12)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.costs import CostPart
from tabletop.cards.compiler.one_shot_effects import Verb
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj
from tabletop.engine.definitions.conditions import Condition, Greater, Not, YouControl
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.greatest_stat import GreatestStat
from tabletop.engine.definitions.instructions import AddMana, Instruction, PlayerRef, RemoveCounters
from tabletop.engine.definitions.mana_counts import AddManaCount
from tabletop.engine.definitions.mana_mixes import AddManaMix
from tabletop.engine.definitions.proliferate import Proliferate
from tabletop.engine.definitions.state_conditions import AllOf
from tabletop.engine.definitions.trigger_conditions import Trigger
from tabletop.engine.model.enums import CardType

_ACTIVATED = re.compile(r'^[^."]*?:')  # "[cost]: [effect]"
_LOYALTY = re.compile(r"^\[?[+\u2212-]?(?:\d+|X)\]?:")  # 606: not a mana ability (605.1a)
_TRIGGER_HEAD = re.compile(r"^(?:[^\u2014]*\u2014 )?(?:when|whenever|at)\b", re.IGNORECASE)


@v_args(inline=True)
class TriggerEffectRules(ClauseRules):
    def i_proliferate(self) -> list[Instruction]:
        """701.34a."""
        return [Proliferate()]

    def v_add_mana(self, produced: AddMana | AddManaCount | AddManaMix) -> Verb:
        """106.4: "Add {B}{B}{B}." — the mana goes into its controller's pool (no one
        else's: "that player adds {G}" stays unread)."""
        def complete(who: PlayerRef) -> list[Instruction]:
            if _ACTIVATED.match(self.source) and not _LOYALTY.match(self.source):
                # 605.1a: a mana ability, which doesn't use the stack (start_mana reads it)
                raise CompileError("mana added by an activated ability that isn't start_mana")
            if "for mana" in self._trigger_text().lower():
                # 605.1b (mana_triggers.py): a mix is chosen as the mana ability that
                # triggered it is activated
                rules: Any = self  # the transformer has every family's rules
                added: list[Instruction] = rules.tapping_player_adds(who, produced)
                return added
            if isinstance(produced, AddManaMix) and _TRIGGER_HEAD.match(self.text):
                # the mix is chosen as a spell or ability is put on the stack (106.1)
                raise CompileError("a triggered ability's mix of mana")
            if who != PlayerRef("you") or self.scope.event_player:
                # old wording: "At the beginning of each player's ..., add {G}{G}" meant
                # that player's pool
                raise CompileError("mana added to another player's pool")
            return [produced]
        return Verb(complete)

    def uc_cost(self, part: CostPart) -> Cost:
        """118.12: "unless you tap an untapped creature you control", "unless you pay
        {E}{E}" (paid as an activated ability's cost is, 118.3)."""
        if "return_filter" in part and "you control to its owner's hand" not in self.source:
            # the engine returns only the payer's own permanents (paying_costs.py)
            raise CompileError("returning a permanent of anyone's")
        rules: Any = self  # the transformer has every family's rules
        cost: Cost = rules.costs(part)
        return cost

    def cond_you_control_all(self, *descs: Desc) -> Condition:
        """"you control a red permanent and a green permanent": one of each."""
        return AllOf(tuple(YouControl(d.filter) for d in descs))

    def tr_cast_or_enters_yours(self, desc: Desc, subject: Any) -> list[Trigger]:
        """603.2: one ability triggering on either event."""
        rules: Any = self  # the transformer has every family's rules
        made: list[Trigger] = rules.tr_you_cast(desc) + rules.tr_enters_yours(subject)
        return made

    def i_remove_all_of_kind(self, kind: str, obj: Obj) -> list[Instruction]:
        """"remove all +1/+1 counters from ~": every counter of that kind."""
        return [RemoveCounters(kind, None, ref) for ref in obj.refs]

    def ex_greatest_power(self, desc: Desc) -> Expr:
        return GreatestStat(desc.filter, "power")

    def ex_greatest_toughness(self, desc: Desc) -> Expr:
        return GreatestStat(desc.filter, "toughness")

    def sentence_trailing_if(self, instrs: list[Instruction], condition: Condition
                             ) -> list[Instruction]:
        """608.2c: "[instructions] if [condition]." (checked as the ability resolves)."""
        rules: Any = self  # the transformer has every family's rules
        made: list[Instruction] = rules.sentence_if(condition, instrs)
        return made

    def cond_greatest_power(self) -> Condition:
        return _greatest_yours("power")

    def cond_greatest_toughness(self) -> Condition:
        return _greatest_yours("toughness")


def _greatest_yours(stat: str) -> Condition:
    """You control a creature, and no creature's `stat` exceeds the greatest of yours."""
    creatures = ObjectFilter(types=frozenset({CardType.CREATURE}))
    yours = replace(creatures, controller="you")
    return AllOf((YouControl(creatures),
                  Not(Greater(GreatestStat(creatures, stat), GreatestStat(yours, stat)))))
