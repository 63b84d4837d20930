"""Paying mana costs (601.2g-h, 605): automatic payment that taps the lands a person
would tap, and the pool.

The solver assigns each mana symbol a mana source: single-colour lands are used
for their colour first, flexible sources are kept for last, generic mana is paid
with whatever is least useful for the rest of the cost.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.abilities import ActivatedAbility
from tabletop.engine.actions import IllegalAction
from tabletop.engine.enums import CardType, Zone
from tabletop.engine.instructions import AddMana
from tabletop.engine.mana import ManaCost, ManaSymbol

if TYPE_CHECKING:
    from tabletop.engine.game import Game

ANY = ("W", "U", "B", "R", "G")


@dataclass(frozen=True, slots=True)
class ManaSource:
    oid: int
    ability: ActivatedAbility
    options: tuple[str, ...]  # one of these kinds ("W", "C", ...)
    amount: int  # how many mana one activation makes


def mana_sources(game: Game, player: str, exclude: frozenset[int] = frozenset()
                 ) -> list[ManaSource]:
    """Untapped permanents with a "{T}: Add ..." mana ability (605.1a) usable now."""
    sources: list[ManaSource] = []
    for oid in game.permanents(player):
        if oid in exclude:
            continue
        obj = game.obj(oid)
        if obj.tapped:
            continue
        chars = game.chars(oid)
        for ability in chars.abilities:
            if not (isinstance(ability, ActivatedAbility) and ability.is_mana):
                continue
            cost = ability.cost
            if cost is None or not cost.tap or not cost.mana.is_empty() or cost.sacrifice_self:
                continue
            if (CardType.CREATURE in chars.types and not obj.controlled_since_turn_start
                    and not chars.has_keyword("Haste")):
                continue  # 302.6 summoning sickness
            for instr in ability.effect:
                if isinstance(instr, AddMana):
                    if instr.any_of:
                        options = ANY if instr.any_of == ("any",) else instr.any_of
                        sources.append(ManaSource(oid, ability, tuple(options), instr.amount))
                    elif instr.symbols:
                        kinds = tuple(dict.fromkeys(instr.symbols))
                        if len(kinds) == 1:
                            sources.append(ManaSource(oid, ability, kinds, len(instr.symbols)))
                    break
            break
    return sources


def _requirement(symbol: ManaSymbol, life_ok: bool) -> tuple[str, tuple[str, ...]]:
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


def plan_payment(game: Game, player: str, cost: ManaCost, x: int = 0,
                 exclude: frozenset[int] = frozenset(), any_color: bool = False
                 ) -> tuple[list[tuple[ManaSource, str]], dict[str, int], int]:
    """Which sources to tap for which mana, what comes from the pool, and life paid.

    Raises IllegalAction when the cost can't be paid."""
    pool = dict(game.player(player).mana_pool)
    colored: list[tuple[str, ...]] = []
    generic = 0
    phyrexian: list[tuple[str, ...]] = []
    for symbol in cost.symbols:
        kind, options = _requirement(symbol, True)
        if kind == "generic":
            generic += symbol.amount if symbol.kind == "generic" else (
                x if symbol.kind == "x" else 0)
            if symbol.kind == "snow":
                generic += 1
        elif kind == "phyrexian":
            phyrexian.append(options)
        elif kind == "twobrid":
            colored.append((*options, "2"))
        else:
            colored.append(options)
    sources = mana_sources(game, player, exclude)
    # units: each activation gives `amount` mana of one chosen kind
    units: list[tuple[ManaSource, int]] = [(s, i) for s in sources for i in range(s.amount)]
    units.sort(key=lambda u: (len(u[0].options), u[0].oid))
    from_pool: dict[str, int] = {}
    plan: list[tuple[ManaSource, str]] = []
    used: set[tuple[int, int]] = set()

    def take_pool(options: tuple[str, ...]) -> bool:
        for kind in options:
            if kind == "2":
                continue
            have = pool.get(kind, 0) - from_pool.get(kind, 0)
            if any_color and kind != "C":
                for k, n in pool.items():
                    if n - from_pool.get(k, 0) > 0:
                        from_pool[k] = from_pool.get(k, 0) + 1
                        return True
            if have > 0:
                from_pool[kind] = from_pool.get(kind, 0) + 1
                return True
        return False

    def take_unit(options: tuple[str, ...]) -> bool:
        for unit in units:
            key = (unit[0].oid, unit[1])
            if key in used:
                continue
            source = unit[0]
            for kind in options:
                if kind in source.options or (any_color and kind != "C" and kind != "2"):
                    used.add(key)
                    plan.append((source, kind if kind in source.options else source.options[0]))
                    return True
        return False

    extra_generic = 0
    # the most constrained colour requirements first
    for options in sorted(colored, key=len):
        if take_pool(options) or take_unit(options):
            continue
        if "2" in options:
            extra_generic += 2  # {2/W} paid with two generic
            continue
        raise IllegalAction(f"not enough mana: need {{{'/'.join(options)}}} for {cost.text}")
    life = 0
    for options in phyrexian:
        if take_pool(options) or take_unit(options):
            continue
        life += 2  # 107.4f: Phyrexian mana can be paid with 2 life
    generic += extra_generic
    for _ in range(generic):
        remaining = {k: n - from_pool.get(k, 0) for k, n in pool.items()}
        kind = next((k for k, n in sorted(remaining.items()) if n > 0), None)
        if kind is not None:
            from_pool[kind] = from_pool.get(kind, 0) + 1
            continue
        # least useful unit: the one with the fewest options not needed elsewhere
        free = [u for u in units if (u[0].oid, u[1]) not in used]
        if not free:
            raise IllegalAction(f"not enough mana to pay {cost.text}"
                                + (f" with X={x}" if cost.has_x else ""))
        unit = free[0]
        used.add((unit[0].oid, unit[1]))
        plan.append((unit[0], unit[0].options[0]))
    if life and game.player(player).life < life:
        raise IllegalAction(f"not enough life to pay {life} life for Phyrexian mana")
    return plan, from_pool, life


def pay_mana(game: Game, player: str, cost: ManaCost, x: int = 0,
             exclude: frozenset[int] = frozenset()) -> None:
    """Tap the planned sources (605.3a: mana abilities resolve at once), pay from the pool."""
    any_color = bool(game.rule_effects("spend_as_any_color"))
    plan, from_pool, life = plan_payment(game, player, cost, x, exclude, any_color)
    p = game.player(player)
    tapped: dict[int, list[str]] = {}
    for source, kind in plan:
        tapped.setdefault(source.oid, []).append(kind)
    for oid, kinds in tapped.items():
        obj = game.obj(oid)
        if not obj.tapped:
            obj.tapped = True
            source = next(s for s, _ in plan if s.oid == oid)
            made = [kinds[0]] * source.amount if len(set(kinds)) == 1 else kinds
            for kind in made:
                p.add_mana(kind)
            game.emit("mana", f"{player} taps {game.name_of(oid)} for "
                      + "".join("{" + k + "}" for k in made), (oid,), player=player)
    for kind, n in from_pool.items():
        p.mana_pool[kind] = p.mana_pool.get(kind, 0) - n
    # what was just added pays the rest of the cost
    for _, kind in plan:
        if p.mana_pool.get(kind, 0) > 0:
            p.mana_pool[kind] -= 1
    for kind in [k for k, n in p.mana_pool.items() if n <= 0]:
        del p.mana_pool[kind]
    if life:
        p.life -= life
        game.emit("life", f"{player} pays {life} life", player=player, delta=-life)
    game.invalidate()


def can_pay(game: Game, player: str, cost: ManaCost, x: int = 0,
            exclude: frozenset[int] = frozenset()) -> str | None:
    """None when the cost can be paid, or the reason it can't."""
    try:
        plan_payment(game, player, cost, x, exclude)
    except IllegalAction as exc:
        return exc.reason
    return None


def lands_in_play(game: Game, player: str) -> list[int]:
    return [o for o in game.state.zone_ids(Zone.BATTLEFIELD)
            if game.controller_of(o) == player and CardType.LAND in game.chars(o).types]
