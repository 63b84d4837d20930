"""Transformer rules for keywords, costs, activated, loyalty, mana and triggered abilities
(the static ones are in t_statics)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token, Transformer, v_args

from tabletop.cards.compiler import keywords as kw
from tabletop.cards.compiler.nodes import (
    SELF,
    TRIGGER_OBJECT,
    CompileError,
    Desc,
    Obj,
    Scope,
)
from tabletop.cards.compiler.t_nouns import as_int
from tabletop.engine.definitions.abilities import (
    Ability,
    ActivatedAbility,
    TriggeredAbility,
)
from tabletop.engine.definitions.conditions import (
    Condition,
)
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.instructions import AddMana, Instruction, Optional_
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.model.mana import ManaCost

_COST_ONE_OF = ("W", "U", "B", "R", "G")


@dataclass(frozen=True, slots=True)
class SpellPart:
    """The instructions of a spell line; lines are joined into one SpellAbility."""

    effect: tuple[Instruction, ...]


def _mana_letters(text: str) -> tuple[str, ...]:
    return tuple(s.text.strip("{}") for s in ManaCost.parse(text).symbols)


def _word(desc: Desc) -> str:
    """'creature' for "Enchant creature": the type words of a description."""
    words = [t.value.lower() for t in sorted(desc.filter.types, key=lambda t: t.value)]
    return " ".join(words) or "permanent"


@v_args(inline=True)
class AbilityRules(Transformer):  # type: ignore[misc]
    """Mixin of transformer callbacks for abilities; `text` is the clause as printed."""

    scope: Scope
    text: str

    def resolve_abilities(self, items: tuple[Any, ...], cda_allowed: bool = False) -> tuple:
        raise NotImplementedError

    # ---- keywords (702)
    def start_keywords(self, *items: Any) -> list[Ability]:
        out: list[Ability] = []
        for item in items:
            out.extend(item if isinstance(item, list) else [item])
        return out

    def kw_simple(self, tok: Token) -> Ability:
        return kw.simple(str(tok))

    def kw_landwalk(self, tok: Token) -> Ability:
        return kw.landwalk(str(tok))

    def kw_protection(self, *qualities: str) -> list[Ability]:
        return [kw.protection(q) for q in qualities]

    def kw_enchant(self, desc: Desc) -> Ability:
        return kw.enchant(_word(desc))

    def kw_equip(self, cost: Token | Cost) -> Ability:
        if isinstance(cost, Token):
            paid = Cost(mana=ManaCost.parse(str(cost)))
            return kw.equip(paid, f"Equip {cost}")
        return kw.equip(cost, "Equip—" + cost.describe())

    def kw_buyback(self, tok: Token) -> Ability:
        return kw.buyback(ManaCost.parse(str(tok)))

    def kw_cycling(self, tok: Token) -> Ability:
        return kw.cycling(ManaCost.parse(str(tok)))

    def kw_level_up(self, tok: Token) -> Ability:
        return kw.leveling(ManaCost.parse(str(tok)))

    def q_color(self, tok: Token) -> str:
        return str(tok).lower()

    def q_everything(self) -> str:
        return "everything"

    def q_type(self, tok: Token) -> str:
        return str(tok).lower()

    def q_subtype(self, tok: Token) -> str:
        return str(tok)

    def q_chosen_color(self) -> str:
        self.scope.choose("color")
        return "the chosen color"

    def q_artifacts_or_color(self) -> str:
        self.scope.choose("protection")
        return "artifacts or the chosen color"

    # ---- costs (118, 602.1)
    def costs(self, *parts: dict[str, Any]) -> Cost:
        fields: dict[str, Any] = {}
        for part in parts:
            for key, value in part.items():
                if key == "mana" and "mana" in fields:
                    value = fields["mana"] + value
                fields[key] = value
        if "mana" in fields and fields["mana"].has_x:
            self.scope.choose("x")
        return Cost(**fields)

    def c_mana(self, tok: Token) -> dict[str, Any]:
        return {"mana": ManaCost.parse(str(tok))}

    def c_tap(self) -> dict[str, Any]:
        return {"tap": True}

    def c_untap(self) -> dict[str, Any]:
        return {"untap": True}

    def c_sacrifice_self(self, _self: Obj) -> dict[str, Any]:
        return {"sacrifice_self": True}

    def c_sacrifice(self, desc: Desc) -> dict[str, Any]:
        return {"sacrifice": desc.filter, "sacrifice_count": 1}

    def c_discard(self, *parts: Any) -> dict[str, Any]:
        random = any(getattr(p, "data", None) == "at_random" for p in parts)
        return {"discard": 1, "discard_random": random}

    def c_discard_self(self) -> dict[str, Any]:
        raise CompileError("'discard this card' is part of cycling")

    def c_life(self, tok: Token) -> dict[str, Any]:
        return {"pay_life": int(tok)}

    def c_exile_top(self) -> dict[str, Any]:
        return {"exile_from_graveyard": 1}

    def c_remove_counters(self, n: Expr, kind: str, _self: Obj) -> dict[str, Any]:
        return {"remove_counters": ((kind, as_int(n)),)}

    # ---- activated, loyalty and mana abilities
    def start_activated(self, cost: Cost, effect: list[Any], rule: str | None = None
                        ) -> list[Ability]:
        return [ActivatedAbility(
            text=self.text, cost=cost, effect=tuple(effect), targets=tuple(self.scope.targets),
            timing="sorcery" if rule == "sorcery" else "instant",
            once_per_turn=rule == "once", choices=tuple(self.scope.choices))]

    def ar_sorcery(self) -> str:
        return "sorcery"

    def ar_once(self) -> str:
        return "once"

    def start_loyalty(self, tok: Token, effect: list[Any]) -> list[Ability]:
        return [ActivatedAbility(
            text=self.text, cost=Cost(loyalty=int(str(tok).replace("\u2212", "-"))),
            effect=tuple(effect),
            targets=tuple(self.scope.targets), timing="sorcery", loyalty=True,
            choices=tuple(self.scope.choices))]

    def start_mana(self, cost: Cost, produced: AddMana) -> list[Ability]:
        choices = ("color",) if produced.any_of else ()
        return [ActivatedAbility(text=self.text, cost=cost, effect=(produced,), is_mana=True,
                                 choices=choices)]

    def mp_fixed(self, tok: Token) -> AddMana:
        return AddMana(symbols=_mana_letters(str(tok)))

    def mp_choice(self, *toks: Token) -> AddMana:
        return AddMana(any_of=tuple(s for t in toks for s in _mana_letters(str(t))))

    def mp_any(self) -> AddMana:
        return AddMana(any_of=_COST_ONE_OF)

    # ---- triggered abilities (603)
    def start_triggered(self, triggers: list[Trigger], *rest: Any) -> list[Ability]:
        condition = next((r for r in rest if isinstance(r, Condition)), None)
        effect = rest[-1]
        optional = len(effect) == 1 and isinstance(effect[0], Optional_)
        program = tuple(effect[0].inner) if optional else tuple(effect)
        return [TriggeredAbility(text=self.text, trigger=t, condition=condition,
                                 effect=program, targets=tuple(self.scope.targets),
                                 optional=optional) for t in triggers]

    def _trigger(self, event: TriggerEvent, subject: tuple[str, Any], **kwargs: Any
                 ) -> list[Trigger]:
        who, flt = subject
        return [Trigger(event, subject=who, filter=flt, text=self._trigger_text(), **kwargs)]

    def _trigger_text(self) -> str:
        return self.text.split(",")[0]

    def tr_enters(self, subject: tuple[str, Any]) -> list[Trigger]:
        return self._trigger(TriggerEvent.ENTERS, subject)

    def tr_dies(self, subject: tuple[str, Any]) -> list[Trigger]:
        return self._trigger(TriggerEvent.DIES, subject)

    def tr_enters_or_dies(self, subject: tuple[str, Any]) -> list[Trigger]:
        return self.tr_enters(subject) + self.tr_dies(subject)

    def tr_graveyard_anywhere(self, subject: tuple[str, Any]) -> list[Trigger]:
        return self._trigger(TriggerEvent.PUT_INTO_GRAVEYARD, subject, from_zone="anywhere")

    def tr_graveyard_battlefield(self, subject: tuple[str, Any]) -> list[Trigger]:
        return self._trigger(TriggerEvent.PUT_INTO_GRAVEYARD, subject,
                             from_zone="battlefield")

    def tr_attacks(self, subject: tuple[str, Any]) -> list[Trigger]:
        return self._trigger(TriggerEvent.ATTACKS, subject)

    def tr_targeted(self, subject: tuple[str, Any]) -> list[Trigger]:
        return self._trigger(TriggerEvent.BECOMES_TARGET, subject)

    def tr_player_draws(self) -> list[Trigger]:
        return [Trigger(TriggerEvent.DRAWS, subject="any", whose="each",
                        text=self._trigger_text())]

    def tr_you_draw(self) -> list[Trigger]:
        return [Trigger(TriggerEvent.DRAWS, subject="any", whose="your",
                        text=self._trigger_text())]

    def tr_step(self, step: tuple[str, str]) -> list[Trigger]:
        name, whose = step
        return [Trigger(TriggerEvent.BEGINNING_OF_STEP, step=name, whose=whose,
                        text=self._trigger_text())]

    def ts_self(self, _self: Obj) -> tuple[str, Any]:
        self.scope.trigger_subject = SELF
        self.scope.antecedent = SELF
        return ("self", None)

    def ts_attached(self) -> tuple[str, Any]:
        self.scope.trigger_subject = TRIGGER_OBJECT
        self.scope.antecedent = TRIGGER_OBJECT
        return ("attached", None)

    def ts_desc(self, desc: Desc) -> tuple[str, Any]:
        self.scope.trigger_subject = TRIGGER_OBJECT
        self.scope.antecedent = TRIGGER_OBJECT
        return ("other" if desc.filter.other else "any", desc.filter)

    def ts_self_or_other(self, _self: Obj, desc: Desc) -> tuple[str, Any]:
        self.scope.trigger_subject = TRIGGER_OBJECT
        self.scope.antecedent = TRIGGER_OBJECT
        return ("any", replace(desc.filter, other=False))

    def st_your_upkeep(self) -> tuple[str, str]:
        return ("upkeep", "your")

    def st_each_upkeep(self) -> tuple[str, str]:
        return ("upkeep", "each")

    def st_each_end(self) -> tuple[str, str]:
        return ("end", "each")

    def st_your_end(self) -> tuple[str, str]:
        return ("end", "your")

    def st_your_combat(self) -> tuple[str, str]:
        return ("beginning_of_combat", "your")

    def st_your_draw(self) -> tuple[str, str]:
        return ("draw", "your")

    # ---- spells
    def start_spell(self, effect: list[Any]) -> SpellPart:
        return SpellPart(tuple(effect))

