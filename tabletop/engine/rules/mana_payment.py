"""Paying mana costs (601.2g-h, 605, 106, 107.4).

Two ways to pay, as at a real table:

- `pay="auto"`: the engine activates the mana abilities a person would (605.3a:
  they resolve at once) and pays from the pool. Mana already in the pool is
  spent first; single-colour sources are kept for the coloured symbols that need
  them, flexible ones last; generic mana takes what is least useful.
- `pay="pool"`: the player has already activated mana abilities (clicked the
  lands, 601.2g); the cost is paid from the mana pool only.

Symbols (107.4): coloured, generic, X, hybrid ({W/U}: either colour), two-brid
({2/W}: the colour or two generic), Phyrexian ({W/P}: the colour or 2 life,
choices `phyrexian = "life"` pays life even when mana is there), colourless ({C}:
colourless mana only), snow (any mana here).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.abilities import ActivatedAbility
from tabletop.engine.definitions.could_produce import AddManaLandsCouldProduce
from tabletop.engine.definitions.expressions import EvalContext
from tabletop.engine.definitions.instructions import AddMana, Conditional
from tabletop.engine.definitions.mana_mixes import AddChosenColorMana, chosen_mana_letter
from tabletop.engine.definitions.restricted_mana import (
    AddRestrictedMana,
    ManaRestriction,
    Purpose,
)
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import CardType
from tabletop.engine.model.mana import ManaCost, ManaSymbol
from tabletop.engine.rules.could_produce import could_produce
from tabletop.engine.rules.keyword_actions import lose_life
from tabletop.engine.rules.mana_triggers import tapped_for_mana
from tabletop.engine.rules.tapping import set_tapped

if TYPE_CHECKING:
    from tabletop.engine.game import Game

ANY = ("W", "U", "B", "R", "G")


@dataclass(frozen=True, slots=True)
class ManaSource:
    """One mana ability of a permanent that costs only {T} (605.1a)."""

    oid: int
    ability: ActivatedAbility
    options: tuple[str, ...]  # one of these kinds per mana ("W", "C", ...)
    amount: int  # how much mana one activation makes
    restriction: ManaRestriction | None = None  # 106.6: what its mana may be spent on


@dataclass(frozen=True, slots=True)
class Unit:
    """One mana: from the pool (source None, options = its kind) or from a source."""

    source: ManaSource | None
    index: int
    options: tuple[str, ...]
    restriction: ManaRestriction | None = None  # restricted mana in the pool (106.6)


def mana_sources(game: Game, player: str, exclude: frozenset[int] = frozenset()
                 ) -> list[ManaSource]:
    """Untapped permanents with "{T}: Add ..." mana abilities usable now (605.1a, 302.6)."""
    cached = game.derived.mana_sources.get(player)
    if cached is None:
        cached = _all_sources(game, player)
        game.derived.mana_sources[player] = cached
    return [s for s in cached if s.oid not in exclude and not game.obj(s.oid).tapped]


def _all_sources(game: Game, player: str) -> list[ManaSource]:
    sources: list[ManaSource] = []
    for oid in game.permanents(player):
        obj = game.obj(oid)
        chars = game.chars(oid)
        sick = (CardType.CREATURE in chars.types and not obj.controlled_since_turn_start
                and not chars.has_keyword("Haste"))
        for ability in chars.abilities:
            if not (isinstance(ability, ActivatedAbility) and ability.is_mana):
                continue
            cost = ability.cost
            if cost is None or not cost.tap or not cost.is_tap_only():
                continue
            if sick:
                break
            source = _source_read_now(game, player, oid, ability) or _source_of(oid, ability)
            if source is not None:
                sources.append(source)
    return sources


def _source_read_now(game: Game, player: str, oid: int, ability: ActivatedAbility
                     ) -> ManaSource | None:
    """"{T}: Add one mana of the chosen color" (614.12), "... of any type that a land you
    control could produce" (106.7): the kinds it adds are read off the game now; so is
    which of "Add {U}. If you played a land this turn, add {B} instead." it adds."""
    if ability.effect and all(isinstance(i, Conditional) for i in ability.effect):
        ctx = EvalContext(game, oid, player)
        now = next((i.then for i in ability.effect
                    if isinstance(i, Conditional) and i.condition.holds(ctx)), ())
        inner = _source_of(oid, replace(ability, effect=now))
        return None if inner is None else replace(inner, ability=ability)
    if len(ability.effect) != 1:
        return None
    instr = ability.effect[0]
    if isinstance(instr, AddChosenColorMana):
        letter = chosen_mana_letter(game.obj(oid).chosen)
        return ManaSource(oid, ability, (letter,), 1) if letter else None
    if isinstance(instr, AddManaLandsCouldProduce):
        kinds = could_produce(game, player, instr)
        return ManaSource(oid, ability, kinds, 1) if kinds else None
    return None


def _source_of(oid: int, ability: ActivatedAbility) -> ManaSource | None:
    for instr in ability.effect:
        if isinstance(instr, AddRestrictedMana):  # 106.6
            inner = _source_of(oid, replace(ability, effect=(instr.mana,)))
            return None if inner is None else replace(inner, ability=ability,
                                                      restriction=instr.restriction)
        if isinstance(instr, AddMana):
            if instr.any_of:
                options = ANY if instr.any_of == ("any",) else instr.any_of
                return ManaSource(oid, ability, tuple(options), instr.amount)
            kinds = tuple(dict.fromkeys(instr.symbols))
            if len(kinds) == 1:
                return ManaSource(oid, ability, kinds, len(instr.symbols))
            return None
    return None


# --- planning ----------------------------------------------------------------------------------


@dataclass(slots=True)
class Plan:
    """Which mana pays for which symbol: pool kinds spent, abilities to activate, life."""

    from_pool: dict[str, int]
    activations: list[tuple[ManaSource, list[str]]]  # source, the kinds it pays with
    life: int
    names: dict[int, str] = field(default_factory=dict)  # the sources' names, for the log
    # 106.6: restricted mana spent from the pool: (kind, restriction) -> amount
    from_restricted: dict[tuple[str, ManaRestriction], int] = field(default_factory=dict)


def _needs(symbol: ManaSymbol) -> tuple[str, tuple[str, ...]]:
    if symbol.kind == "color":
        return ("color", (symbol.colors[0].value,))
    if symbol.kind == "hybrid":
        return ("color", tuple(c.value for c in symbol.colors))
    if symbol.kind == "phyrexian":
        return ("phyrexian", tuple(c.value for c in symbol.colors))
    if symbol.kind == "twobrid":
        return ("twobrid", (symbol.colors[0].value,))
    if symbol.kind == "colorless":
        return ("color", ("C",))
    return ("generic", ())


class _Matcher:
    """Assigns mana units to symbols (bipartite matching with augmenting paths); units
    are tried in preference order, so the plan taps what a person would tap."""

    def __init__(self, units: list[Unit], any_color: bool) -> None:
        self.units = units
        self.any_color = any_color
        self.owner: dict[int, int] = {}  # unit index -> requirement index
        self.reqs: list[tuple[str, ...]] = []  # () means generic

    def fits(self, unit: Unit, req: tuple[str, ...]) -> bool:
        if not req:
            return True
        if self.any_color and unit.source is not None and "C" not in req:
            return True
        if self.any_color and unit.source is None and "C" not in req and unit.options[0] != "C":
            return True
        return any(k in unit.options for k in req)

    def add(self, req: tuple[str, ...]) -> bool:
        self.reqs.append(req)
        index = len(self.reqs) - 1
        if self._augment(index, set()):
            return True
        self.reqs.pop()
        return False

    def _augment(self, r: int, seen: set[int]) -> bool:
        req = self.reqs[r]
        for u, unit in enumerate(self.units):
            if u in seen or not self.fits(unit, req) or not self._source_free(unit, u):
                continue
            seen.add(u)
            if u not in self.owner or self._augment(self.owner[u], seen):
                self.owner[u] = r
                return True
        return False

    def _source_free(self, unit: Unit, u: int) -> bool:
        """One activation per permanent: units of another ability of the same permanent
        are out once one of its abilities is used."""
        if unit.source is None:
            return True
        for other, _ in self.owner.items():
            o = self.units[other].source
            if o is not None and o.oid == unit.source.oid and o.ability is not \
                    unit.source.ability and other != u:
                return False
        return True

    def kind_for(self, u: int) -> str:
        unit = self.units[u]
        req = self.reqs[self.owner[u]]
        for k in req:
            if k in unit.options:
                return k
        return unit.options[0]


def plan_payment(game: Game, player: str, cost: ManaCost, x: int = 0,
                 exclude: frozenset[int] = frozenset(), any_color: bool = False, *,
                 pool_only: bool = False, life_for_phyrexian: bool = False,
                 purpose: Purpose | None = None) -> Plan:
    """How to pay `cost`: raises IllegalAction when it can't be paid. `purpose`: what the
    mana pays for (106.6: restricted mana only where its restriction allows; first)."""
    if x < 0:
        raise IllegalAction("X can't be negative (107.3)")
    p = game.player(player)
    pool = p.mana_pool
    units = [Unit(None, i, (kind,), restriction)
             for (kind, restriction), n in p.restricted_mana.items()
             if restriction.allows(game, purpose, player) for i in range(n)]
    units += [Unit(None, i, (kind,)) for kind, n in sorted(pool.items()) for i in range(n)]
    if not pool_only:
        sources = sorted((s for s in mana_sources(game, player, exclude)
                          if s.restriction is None
                          or s.restriction.allows(game, purpose, player)),
                         key=lambda s: (s.restriction is None, len(s.options), -s.amount,
                                        s.oid))
        units += [Unit(s, i, s.options) for s in sources for i in range(s.amount)]
    m = _Matcher(units, any_color)
    colored: list[tuple[str, ...]] = []
    phyrexian: list[tuple[str, ...]] = []
    twobrid: list[tuple[str, ...]] = []
    generic = 0
    for symbol in cost.symbols:
        kind, options = _needs(symbol)
        if kind == "color":
            colored.append(options)
        elif kind == "phyrexian":
            phyrexian.append(options)
        elif kind == "twobrid":
            twobrid.append(options)
        elif symbol.kind == "x":
            generic += x
        elif symbol.kind == "snow":
            generic += 1
        else:
            generic += symbol.amount
    for options in sorted(colored, key=len):
        if not m.add(options):
            need = "{" + "/".join(options) + "}"
            raise IllegalAction(f"not enough mana: need {need} for {cost.text}"
                                + (" from the mana pool" if pool_only else ""))
    life = 0
    for options in phyrexian:  # 107.4f: the colour or 2 life
        if life_for_phyrexian or not m.add(options):
            life += 2
    for options in twobrid:  # 107.4e: the colour or two generic
        if not m.add(options):
            generic += 2
    for _ in range(generic):
        if not m.add(()):
            raise IllegalAction(f"not enough mana to pay {cost.text}"
                                + (f" with X={x}" if cost.has_x else "")
                                + (" from the mana pool" if pool_only else ""))
    if life and game.player(player).life < life:
        raise IllegalAction(f"not enough life to pay {life} life for Phyrexian mana (119.4)")
    from_pool: dict[str, int] = {}
    from_restricted: dict[tuple[str, ManaRestriction], int] = {}
    by_source: dict[int, tuple[ManaSource, list[str]]] = {}
    for u in sorted(m.owner):
        unit = units[u]
        kind = m.kind_for(u)
        if unit.source is None and unit.restriction is not None:
            held = (unit.options[0], unit.restriction)
            from_restricted[held] = from_restricted.get(held, 0) + 1
        elif unit.source is None:
            from_pool[unit.options[0]] = from_pool.get(unit.options[0], 0) + 1
        else:
            key = id(unit.source)
            if key not in by_source:
                by_source[key] = (unit.source, [])
            by_source[key][1].append(kind)
    names = {source.oid: game.name_of(source.oid) for source, _ in by_source.values()}
    return Plan(from_pool, list(by_source.values()), life, names, from_restricted)


def _spend(pool: dict[Any, int], key: Any, n: int, kind: str) -> None:
    """Take n mana of one kind out of the pool (601.2h)."""
    left = pool.get(key, 0) - n
    if left < 0:
        raise IllegalAction(f"the mana pool has too little {{{kind}}}")
    if left:
        pool[key] = left
    else:
        pool.pop(key, None)


def pay_mana(game: Game, player: str, cost: ManaCost, x: int = 0,
             exclude: frozenset[int] = frozenset(), *, pool_only: bool = False,
             life_for_phyrexian: bool = False, plan: Plan | None = None,
             purpose: Purpose | None = None) -> Plan:
    """Activate the planned mana abilities (605.3a), then pay from the pool (601.2h).
    A plan made just before (while the spell was announced) can be passed in."""
    if plan is None:
        plan = plan_payment(game, player, cost, x, exclude, _any_color(game),
                            pool_only=pool_only, life_for_phyrexian=life_for_phyrexian,
                            purpose=purpose)
    p = game.player(player)
    spend: dict[str, int] = dict(plan.from_pool)
    names = plan.names
    for source, kinds in plan.activations:
        set_tapped(game, source.oid, True)
        made = list(kinds) + [source.options[0]] * (source.amount - len(kinds))
        if source.restriction is not None:  # 106.6: what is left stays restricted
            for kind in made[len(kinds):]:
                key = (kind, source.restriction)
                p.restricted_mana[key] = p.restricted_mana.get(key, 0) + 1
        else:
            for kind in made:
                p.add_mana(kind)
            for kind in kinds:
                spend[kind] = spend.get(kind, 0) + 1
        game.emit("mana", f"{player} taps {names.get(source.oid, 'a source')} for "
                  + "".join("{" + k + "}" for k in made) + " (605.3a)", (source.oid,),
                  player=player)
        tapped_for_mana(game, player, source.oid, tuple(made))  # 605.1b
    if plan.activations:
        game.state_changed("tapped")
    for key, n in plan.from_restricted.items():  # 106.6
        _spend(p.restricted_mana, key, n, key[0])
    for kind, n in spend.items():
        _spend(p.mana_pool, kind, n, kind)
    if plan.life:
        game.emit("phyrexian", f"{player} pays {plan.life} life for Phyrexian mana (107.4f)",
                  player=player)
        lose_life(game, player, plan.life)
    return plan


def plan_for(game: Game, player: str, cost: ManaCost, x: int, *, pay: str,
             exclude: frozenset[int] = frozenset(), life_for_phyrexian: bool = False,
             purpose: Purpose | None = None) -> Plan | None:
    """The payment plan for a cost about to be paid (None when nothing is to be paid)."""
    if cost.is_empty() or pay == "free":
        return None
    return plan_payment(game, player, cost, x, exclude, _any_color(game),
                        pool_only=pay == "pool", life_for_phyrexian=life_for_phyrexian,
                        purpose=purpose)


def can_pay(game: Game, player: str, cost: ManaCost, x: int = 0,
            exclude: frozenset[int] = frozenset(), purpose: Purpose | None = None
            ) -> str | None:
    """None when the cost can be paid (with the pool and untapped sources), else why not."""
    if cost.is_empty():
        return None
    try:
        any_color = _any_color(game)
        plan_payment(game, player, cost, x, exclude, any_color, purpose=purpose)
    except IllegalAction as exc:
        return exc.reason
    return None


def _any_color(game: Game) -> bool:
    """Mycosynth Lattice: "Players may spend mana as though it were mana of any color"."""
    return any(e.change.param("mana", "any") == "any"
               for e in game.rule_effects("spend_mana_as_any_color"))
