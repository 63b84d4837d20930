"""Activated abilities (602), loyalty abilities (606) and mana abilities (605):
"[Cost]: [Effect].", "[−3]: Destroy target creature.", "{T}: Add {G}, {W}, or {U}."."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lark import Token, v_args

from tabletop.cards.compiler.activation_limits import CountedLimit
from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.modern_costs import ActivationDiscount
from tabletop.cards.compiler.phrases import CompileError
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.abilities import Ability, ActivatedAbility
from tabletop.engine.definitions.conditions import Condition, DuringStep, YourTurn
from tabletop.engine.definitions.costs import REMOVE_X, Cost
from tabletop.engine.definitions.could_produce import AddManaLandsCouldProduce
from tabletop.engine.definitions.expressions import Expr, Times, XValue
from tabletop.engine.definitions.instructions import AddMana, Instruction
from tabletop.engine.definitions.mana_counts import AddManaCount
from tabletop.engine.definitions.mana_mixes import (
    COLOR_LETTERS,
    AddChosenColorMana,
    AddManaMix,
    combinations_of,
)
from tabletop.engine.definitions.state_conditions import AllOf
from tabletop.engine.definitions.x_definitions import XIs
from tabletop.engine.model.mana import ManaCost

if TYPE_CHECKING:
    from tabletop.cards.compiler.activation_costs import EitherCost

_COST_ONE_OF = ("W", "U", "B", "R", "G")
# what "Activate only ..." says (602.5b): "sorcery", "once", a number of times, a condition
ActivationRule = (str | int | Condition | ActivationDiscount | XIs | CountedLimit
                  | tuple[str | Condition, ...])
ANY_PLAYER = "any player"  # 602.2: "Any player may activate this ability"


def _mana_letters(text: str) -> tuple[str, ...]:
    """The kinds of mana a text adds; the old "Add {1}" adds one colorless mana."""
    out: list[str] = []
    for s in ManaCost.parse(text).symbols:
        letter = s.text.strip("{}")
        out.extend(("C",) * int(letter) if letter.isdigit() else (letter,))
    return tuple(out)


@v_args(inline=True)
class ActivatedAbilityRules(ClauseRules):
    """Activated, loyalty and mana ability lines; `text` is the clause as printed."""

    def start_activated(self, cost: Cost | EitherCost, effect: list[Instruction],
                        rule: ActivationRule | None = None) -> list[Ability]:
        """602.5b: an activation rule, or several ("only once each turn and only if ...");
        "[Cost] or [Cost]:" an ability for each cost (activation_costs.EitherCost)."""
        if not isinstance(cost, Cost):
            return [a for c in cost.costs for a in self.start_activated(c, effect, rule)]
        parts = (rule if isinstance(rule, tuple) else (rule,)) + tuple(self.scope.implied_rules)
        conditions = tuple(p for p in parts if isinstance(p, Condition))
        requires = conditions[0] if len(conditions) == 1 else \
            AllOf(conditions) if conditions else None
        x_is = next((p.value for p in parts if isinstance(p, XIs)), None)
        if x_is is not None and "x" not in self.scope.choices:
            raise CompileError("107.3: X defined for an ability without X")
        return [ActivatedAbility(
            text=self.text, cost=cost, effect=tuple(effect), targets=tuple(self.scope.targets),
            timing="sorcery" if "sorcery" in parts else "instant",
            once_per_turn="once" in parts,
            choices=tuple(c for c in self.scope.choices if c != "x" or x_is is None),
            any_player=ANY_PLAYER in parts,
            requires=requires, zone=self.scope.functions_in,
            max_per_turn=next((p for p in parts if isinstance(p, int)), 0),
            cost_reduction=next((p.amount for p in parts
                                 if isinstance(p, ActivationDiscount)), None),
            x_is=x_is,
            max_per_turn_count=next((p.value for p in parts if isinstance(p, CountedLimit)),
                                    None))]

    def ar_max(self, *toks: Token) -> int:
        """602.5b: "Activate this ability no more than twice each turn"."""
        word = str(toks[0]).lower() if toks else "two"
        return {"two": 2, "three": 3, "four": 4}.get(word, 2)

    # ---- activation rules (602.5b, 602.5d)
    def ar_sorcery(self) -> str:
        return "sorcery"

    def ar_once(self) -> str:
        return "once"

    def ar_if(self, condition: Condition) -> Condition:
        return condition

    def ar_your_turn(self) -> Condition:
        return YourTurn()

    def ar_your_upkeep(self) -> Condition:
        return DuringStep("upkeep")

    # ---- loyalty abilities (606): the printed sign may be U+2212
    def start_loyalty(self, tok: Token, effect: list[Instruction]) -> list[Ability]:
        """606.4; "−X": X is chosen as it is activated and that many loyalty counters are
        removed (107.3, 606.6: no more than it has)."""
        sign = str(tok).replace("\u2212", "-")
        if sign.upper() == "-X":
            self.scope.choose("x")
            cost = Cost(remove_counters=(("loyalty", REMOVE_X),))
        else:
            cost = Cost(loyalty=int(sign))
        return [ActivatedAbility(
            text=self.text, cost=cost,
            effect=tuple(effect),
            targets=tuple(self.scope.targets), timing="sorcery", loyalty=True,
            choices=tuple(self.scope.choices))]

    # ---- mana abilities (605)
    def start_mana(self, cost: Cost,
                   produced: AddMana | AddManaCount | AddManaMix | AddChosenColorMana
                   | AddManaLandsCouldProduce,
                   *rest: Any) -> list[Ability]:
        """605.1a; a painland's "~ deals 1 damage to you" is part of the same ability;
        "Activate only if ..." (602.5b)."""
        choices: tuple[str, ...] = \
            ("color",) if isinstance(produced, AddMana | AddManaCount) and produced.any_of else ()
        if "x" in self.scope.choices:  # "Remove any number of storage counters"
            choices += ("x",)
        if self.scope.targets:
            raise CompileError("605.1a: a mana ability has no target")
        more = next((r for r in rest if isinstance(r, list)), [])
        rule = next((r for r in rest if not isinstance(r, list)), None)
        timing, once = "instant", False
        if rule in ("sorcery", "once"):  # 602.5b, 602.5d: "only as a sorcery", "only once"
            timing, once, rule = "sorcery" if rule == "sorcery" else "instant", rule == "once", None
        if rule is not None and not isinstance(rule, Condition):
            raise CompileError("a mana ability's activation rule")
        return [ActivatedAbility(text=self.text, cost=cost, effect=(produced, *more),
                                 is_mana=True, choices=choices, requires=rule,
                                 zone=self.scope.functions_in, timing=timing,
                                 once_per_turn=once)]

    def mp_fixed(self, tok: Token) -> AddMana:
        return AddMana(symbols=_mana_letters(str(tok)))

    def mp_choice(self, *toks: Token) -> AddMana | AddManaMix:
        """"Add {G} or {U}"; "Add {B}{B} or {G}{G}": one kind, as many as printed (106.1)."""
        options = [_mana_letters(str(t)) for t in toks]
        if all(len(o) > 1 for o in options):
            if any(len(set(o)) != 1 or len(o) != len(options[0]) for o in options):
                return AddManaMix(tuple(options))  # a filter land's "{W}{W}, {W}{B}, or {B}{B}"
            return AddMana(any_of=tuple(o[0] for o in options), amount=len(options[0]))
        return AddMana(any_of=tuple(s for o in options for s in o))

    def mp_combination(self, n: Expr, *toks: Token) -> AddManaMix:
        """"Add two mana in any combination of colors", "three mana in any combination of
        {R} and/or {G}": every such mix is offered (106.1)."""
        kinds = tuple(k for t in toks for k in _mana_letters(str(t))) or COLOR_LETTERS
        return AddManaMix(combinations_of(as_int(n), kinds))

    def mp_chosen_color(self) -> AddChosenColorMana:
        """"Add one mana of the chosen color" (the colour chosen as it entered, 614.12)."""
        return AddChosenColorMana()

    def mp_could_produce(self) -> AddManaLandsCouldProduce:
        """106.7: "one mana of any type that a land you control could produce", "... any
        color that a land an opponent controls could produce"."""
        words = self.text.lower()
        return AddManaLandsCouldProduce(
            whose="opponent" if "land an opponent controls" in words else "you",
            colors_only="of any color that" in words)

    def mp_any(self) -> AddMana:
        return AddMana(any_of=_COST_ONE_OF)

    def mp_for_each(self, tok: Token, each: Expr) -> AddManaCount:
        """"Add {G} for each Elf you control", "Add {C}{C} for each ..."."""
        letters = _mana_letters(str(tok))
        if len(set(letters)) != 1:
            raise CompileError("several kinds of mana for each")
        count = each if len(letters) == 1 else Times(len(letters), each)
        return AddManaCount(count, symbol=letters[0])

    def mp_for_each_removed(self, tok: Token, _kind: str) -> AddManaCount:
        """"Add {W} for each storage counter removed this way" (as many as X, 107.3)."""
        letters = _mana_letters(str(tok))
        if len(letters) != 1 or "x" not in self.scope.choices:
            raise CompileError("mana for counters no cost removed")
        return AddManaCount(XValue(), symbol=letters[0])

    def mp_any_one_x(self, x: Expr) -> AddManaCount:
        """"Add X mana of any one color, where X is the number of Elves on the battlefield"."""
        return AddManaCount(x, any_of=_COST_ONE_OF)

    def mp_amount_equal(self, tok: Token, amount: Expr) -> AddManaCount:
        """"Add an amount of {G} equal to Marwyn's power"."""
        letters = _mana_letters(str(tok))
        if len(letters) != 1:
            raise CompileError("an amount of several kinds of mana")
        return AddManaCount(amount, symbol=letters[0])

    def mp_any_one(self, n: Expr) -> AddMana:
        """"Add three mana of any one color" (106.1: one colour, three times)."""
        return AddMana(any_of=_COST_ONE_OF, amount=as_int(n))
