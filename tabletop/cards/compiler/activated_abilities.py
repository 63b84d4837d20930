"""Activated abilities (602), loyalty abilities (606) and mana abilities (605):
"[Cost]: [Effect].", "[−3]: Destroy target creature.", "{T}: Add {G}, {W}, or {U}."."""

from __future__ import annotations

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.abilities import Ability, ActivatedAbility
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.instructions import AddMana, Instruction
from tabletop.engine.model.mana import ManaCost

_COST_ONE_OF = ("W", "U", "B", "R", "G")


def _mana_letters(text: str) -> tuple[str, ...]:
    return tuple(s.text.strip("{}") for s in ManaCost.parse(text).symbols)


@v_args(inline=True)
class ActivatedAbilityRules(ClauseRules):
    """Activated, loyalty and mana ability lines; `text` is the clause as printed."""

    def start_activated(self, cost: Cost, effect: list[Instruction], rule: str | None = None
                        ) -> list[Ability]:
        return [ActivatedAbility(
            text=self.text, cost=cost, effect=tuple(effect), targets=tuple(self.scope.targets),
            timing="sorcery" if rule == "sorcery" else "instant",
            once_per_turn=rule == "once", choices=tuple(self.scope.choices))]

    def ar_sorcery(self) -> str:
        return "sorcery"

    def ar_once(self) -> str:
        return "once"

    # ---- loyalty abilities (606): the printed sign may be U+2212
    def start_loyalty(self, tok: Token, effect: list[Instruction]) -> list[Ability]:
        return [ActivatedAbility(
            text=self.text, cost=Cost(loyalty=int(str(tok).replace("\u2212", "-"))),
            effect=tuple(effect),
            targets=tuple(self.scope.targets), timing="sorcery", loyalty=True,
            choices=tuple(self.scope.choices))]

    # ---- mana abilities (605)
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
