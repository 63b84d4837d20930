"""Costs (118, 601.2f-h, 602.2b): mana, tapping, sacrifice, life, discard, counters."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tabletop.engine.model.enums import CardType, Zone
from tabletop.engine.model.mana import ManaCost

if TYPE_CHECKING:
    from tabletop.engine.definitions.filters import ObjectFilter
    from tabletop.engine.game import Game


@dataclass(frozen=True, slots=True)
class Cost:
    """Everything a cost can ask for; an empty Cost costs nothing."""

    mana: ManaCost = field(default_factory=ManaCost)
    tap: bool = False  # {T} (602.5a: creatures need to have been controlled since the turn began)
    untap: bool = False  # {Q}
    sacrifice_self: bool = False
    sacrifice: ObjectFilter | None = None  # "Sacrifice an artifact or creature"
    sacrifice_count: int = 0
    discard: int = 0
    discard_random: bool = False
    pay_life: int = 0
    remove_counters: tuple[tuple[str, int], ...] = ()  # ("level", 1); n = -1 means all
    exile_from_graveyard: int = 0
    exile_filter: ObjectFilter | None = None
    loyalty: int | None = None  # 606: +1, 0, -3

    def describe(self) -> str:
        parts: list[str] = []
        if self.loyalty is not None:
            parts.append(f"[{self.loyalty:+d}]" if self.loyalty else "[0]")
        if not self.mana.is_empty():
            parts.append(self.mana.text)
        if self.tap:
            parts.append("{T}")
        if self.untap:
            parts.append("{Q}")
        if self.sacrifice_self:
            parts.append("Sacrifice this")
        if self.sacrifice is not None:
            parts.append(f"Sacrifice a {self.sacrifice.describe()}")
        if self.discard:
            parts.append(f"Discard {self.discard} card{'s' if self.discard > 1 else ''}"
                         + (" at random" if self.discard_random else ""))
        if self.pay_life:
            parts.append(f"Pay {self.pay_life} life")
        for kind, n in self.remove_counters:
            parts.append(f"Remove {'all' if n < 0 else n} {kind} counter(s)")
        if self.exile_from_graveyard:
            parts.append(f"Exile {self.exile_from_graveyard} card(s) from your graveyard")
        return ", ".join(parts) or "no cost"

    def is_tap_only(self) -> bool:
        """{T} and nothing else (the mana abilities automatic payment uses, 605.1a)."""
        return self.tap and self == Cost(tap=True)


# --- paying costs (601.2g-h, 602.2b, 118) ----------------------------------------------------


def cost_problem(game: Game, player: str, cost: Cost | None, source: int,
                 choices: dict[str, Any]) -> str | None:
    """Why the non-mana parts of a cost can't be paid now, or None (118.3, 602.5a)."""
    if cost is None or cost == Cost(mana=cost.mana):
        return None  # mana only: the mana payment says what is missing
    obj = game.state.objects.get(source)
    if obj is None:
        return "that object is no longer there"
    name = game.name_of(source)
    if cost.tap or cost.untap:
        if obj.zone != Zone.BATTLEFIELD:
            return f"{name} is not on the battlefield"
        if cost.tap and obj.tapped:
            return f"{name} is already tapped"
        if cost.untap and not obj.tapped:
            return f"{name} is not tapped"
        chars = game.chars(source)
        if (CardType.CREATURE in chars.types and not obj.controlled_since_turn_start
                and not chars.has_keyword("Haste")):
            return (f"{name} has summoning sickness: it can't use {{T}} or {{Q}} abilities "
                    "this turn (302.6, 602.5a)")
    if cost.pay_life and game.player(player).life < cost.pay_life:
        return f"{player} can't pay {cost.pay_life} life (119.4)"
    for kind, n in cost.remove_counters:
        have = obj.counters.get(kind, 0)
        if n > 0 and have < n:
            return f"{name} has only {have} {kind} counter(s)"
    if cost.loyalty is not None and cost.loyalty < 0 and \
            obj.counters.get("loyalty", 0) < -cost.loyalty:
        return f"{name} doesn't have {-cost.loyalty} loyalty (606.6)"
    hand = [o for o in game.state.zone_ids(Zone.HAND, player) if o != source]
    if cost.discard and len(hand) < cost.discard:
        return f"{player} has no card to discard"
    if cost.sacrifice is not None and not sacrifice_options(game, player, cost, source):
        return f"nothing to sacrifice: need a {cost.sacrifice.describe()}"
    if cost.sacrifice_self and obj.zone != Zone.BATTLEFIELD:
        return f"{name} is not on the battlefield to be sacrificed"
    grave = game.state.zone_ids(Zone.GRAVEYARD, player)
    if cost.exile_from_graveyard and len(grave) < cost.exile_from_graveyard:
        return "not enough cards in your graveyard to exile"
    return None


def sacrifice_options(game: Game, player: str, cost: Cost, source: int) -> list[int]:
    f = cost.sacrifice
    if f is None:
        return []
    return [o for o in game.permanents(player) if f.matches(game, o, source, player)]


def pay_costs(game: Game, player: str, cost: Cost | None, *, source: int, x: int,
              choices: dict[str, Any], mana: ManaCost | None = None, pay: str = "auto",
              plan: Any = None) -> dict[str, Any]:
    """601.2h: pay the total cost in any order; everything is checked before anything
    is paid, so a cost that can't be paid changes nothing (601.2 and 730 rollback)."""
    from tabletop.engine.model.actions import IllegalAction
    from tabletop.engine.rules.mana_payment import pay_mana

    problem = cost_problem(game, player, cost, source, choices)
    if problem:
        raise IllegalAction(problem)
    paid: dict[str, Any] = {}
    total = mana if mana is not None else (cost.mana if cost is not None else ManaCost())
    exclude = frozenset({source}) if cost is not None and (cost.tap or cost.untap) \
        else frozenset()
    if not total.is_empty() and pay != "free":
        paid["mana"] = pay_mana(game, player, total, x, exclude, pool_only=pay == "pool",
                                life_for_phyrexian=choices.get("phyrexian") == "life",
                                plan=plan)
    if cost is None:
        return paid
    obj = game.obj(source)
    if cost.tap:
        obj.tapped = True
        game.invalidate()
        game.emit("tap", f"{game.name_of(source)} taps", (source,))
    if cost.untap:
        obj.tapped = False
        game.invalidate()
        game.emit("untap", f"{game.name_of(source)} untaps", (source,))
    if cost.pay_life:
        from tabletop.engine.rules.keyword_actions import lose_life

        lose_life(game, player, cost.pay_life)
    for kind, n in cost.remove_counters:
        game.remove_counters(source, kind, None if n < 0 else n)
    if cost.loyalty is not None:  # 606.4
        if cost.loyalty > 0:
            game.put_counters(source, "loyalty", cost.loyalty)
        elif cost.loyalty < 0:
            game.remove_counters(source, "loyalty", -cost.loyalty)
    if cost.discard:
        _discard_cost(game, player, cost, source, choices)
    if cost.sacrifice is not None:
        from tabletop.engine.rules.keyword_actions import sacrifice

        options = sacrifice_options(game, player, cost, source)
        pick = _pick(game, options, choices.get("sacrifice"), source)
        paid["sacrificed"] = pick
        sacrifice(game, pick)
    if cost.exile_from_graveyard:
        from tabletop.engine.rules.keyword_actions import move_object

        for _ in range(cost.exile_from_graveyard):
            move_object(game, game.state.zone_ids(Zone.GRAVEYARD, player)[-1], Zone.EXILE,
                        reason="cost")
    if cost.sacrifice_self:
        from tabletop.engine.rules.keyword_actions import sacrifice

        paid["sacrificed_self"] = True
        sacrifice(game, source)
    return paid


def _discard_cost(game: Game, player: str, cost: Cost, source: int,
                  choices: dict[str, Any]) -> None:
    from tabletop.engine.rules.keyword_actions import discard

    for _ in range(cost.discard):
        hand = [o for o in game.state.zone_ids(Zone.HAND, player) if o != source]
        if cost.discard_random:
            pick = hand[game.state.rng.randrange(len(hand))]
        else:
            pick = _pick(game, hand, choices.get("discard"), source, newest_first=True)
        discard(game, player, pick)


def _pick(game: Game, options: list[int], wanted: Any, source: int, *,
          newest_first: bool = False) -> int:
    """The object a choice names (an id, or a card name), else the window's preselected
    one: not the source itself, a token first, then the lowest mana value."""
    if wanted in options:
        return int(wanted)
    if isinstance(wanted, str):
        named = [o for o in options if game.name_of(o).casefold() == wanted.casefold()]
        if named:
            return named[-1]
    if newest_first:
        return options[-1]
    others = [o for o in options if o != source] or options
    return min(others, key=lambda o: (not game.obj(o).is_token,
                                      game.chars(o).mana_value, -o))


def reduce_generic(cost: ManaCost, amount: int, keep: int = 0) -> ManaCost:
    """601.2f: a cost reduction takes generic mana off (never below `keep` mana in all)."""
    from tabletop.engine.model.mana import ManaSymbol

    if amount <= 0:
        return cost
    total_mana = cost.mana_value
    out: list[ManaSymbol] = []
    for s in cost.symbols:
        if s.kind == "generic" and amount > 0:
            cut = min(s.amount, amount, max(0, total_mana - keep))
            amount -= cut
            total_mana -= cut
            if s.amount - cut:
                out.append(ManaSymbol("generic", amount=s.amount - cut))
        else:
            out.append(s)
    return ManaCost(tuple(out))


def add_generic(cost: ManaCost, amount: int) -> ManaCost:
    """601.2f: a cost increase adds generic mana."""
    from tabletop.engine.model.mana import ManaSymbol

    if amount <= 0:
        return cost
    return ManaCost((ManaSymbol("generic", amount=amount), *cost.symbols))
