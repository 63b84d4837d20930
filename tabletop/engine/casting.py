"""Casting spells (601.2) and activating abilities (602): timing, targets, costs."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.abilities import ActivatedAbility, SpellAbility
from tabletop.engine.actions import IllegalAction
from tabletop.engine.enums import PERMANENT_TYPES, CardType, Zone
from tabletop.engine.instructions import TargetSpec
from tabletop.engine.mana import ManaCost
from tabletop.engine.mana_payment import pay_mana
from tabletop.engine.objects import GameObject, StackInfo

if TYPE_CHECKING:
    from tabletop.engine.costs import Cost
    from tabletop.engine.game import Game


def sorcery_timing_reason(game: Game, player: str) -> str | None:
    """307.1/602.5d: main phase of your turn, empty stack, you have priority."""
    state = game.state
    if state.active != player:
        return "only during your own turn (sorcery timing)"
    if not state.step.is_main:
        return "only in a main phase (sorcery timing)"
    if game.stack():
        return "only while the stack is empty (sorcery timing)"
    return None


def priority_reason(game: Game, player: str) -> str | None:
    if game.state.game_over:
        return "the game is over"
    if game.state.priority != player:
        holder = game.state.priority or "nobody"
        return f"{player} does not have priority ({holder} has)"
    return None


def spell_ability(game: Game, oid: int) -> SpellAbility | None:
    for ability in game.chars(oid).abilities:
        if isinstance(ability, SpellAbility):
            return ability
    return None


def activated_abilities(game: Game, oid: int) -> list[ActivatedAbility]:
    return [a for a in game.chars(oid).abilities if isinstance(a, ActivatedAbility)]


def find_ability(game: Game, oid: int, which: str | int) -> tuple[int, ActivatedAbility]:
    abilities = activated_abilities(game, oid)
    if isinstance(which, int) or (isinstance(which, str) and which.isdigit()):
        index = int(which)
        if not 1 <= index <= len(abilities):
            raise IllegalAction(f"{game.name_of(oid)} has no activated ability number {index}"
                                f" (it has {len(abilities)})")
        return index - 1, abilities[index - 1]
    key = str(which).strip().lower()
    for i, ability in enumerate(abilities):
        if (ability.keyword or "").lower() == key or ability.text.lower().startswith(key):
            return i, ability
    raise IllegalAction(f"{game.name_of(oid)} has no {which} ability")


# --- targets (115, 601.2c) ---------------------------------------------------------------


def target_reason(game: Game, spec: TargetSpec, target: Any, *, source: int | None,
                  controller: str, source_colors: frozenset = frozenset()) -> str | None:
    """None when `target` is a legal choice for `spec`, else why not."""
    if isinstance(target, str):
        if spec.kind not in ("player", "any"):
            return f"{target} is a player, not a legal target for {spec.describe()}"
        if target not in game.state.players:
            return f"there is no player {target!r}"
        if spec.filter is not None and spec.filter.controller == "opponent" and \
                target == controller:
            return "the target must be an opponent"
        return None
    obj = game.state.objects.get(target)
    if obj is None:
        return "that object is no longer there"
    if spec.kind == "player":
        return f"{game.name_of(target)} is not a player"
    want_zone = Zone.STACK if spec.kind == "spell" else Zone(spec.zone) if spec.zone in {
        z.value for z in Zone} else Zone.BATTLEFIELD
    if obj.zone != want_zone:
        return f"{game.name_of(target)} is not on the {want_zone.value}"
    chars = game.chars(target)
    if spec.kind == "any" and not chars.types & {CardType.CREATURE, CardType.PLANESWALKER,
                                                 CardType.BATTLE}:
        return f"{chars.name} is not a creature, planeswalker or battle"
    if spec.not_source and target == source:
        return f"{chars.name} can't target itself"
    if spec.filter is not None and not spec.filter.matches(game, target, source, controller):
        return f"{chars.name} is not a {spec.filter.describe()}"
    if chars.has_keyword("Shroud"):
        return f"{chars.name} has shroud (702.18)"
    if chars.has_keyword("Hexproof") and game.controller_of(target) != controller:
        return f"{chars.name} has hexproof (702.11)"
    for ability in chars.abilities:
        if (ability.keyword or "").lower() == "protection":
            quality = getattr(ability, "parameter", "").lower()
            for color in source_colors:
                if color.name.lower() in quality:
                    return f"{chars.name} has protection from {color.name.lower()} (702.16)"
    return None


def check_targets(game: Game, specs: tuple[TargetSpec, ...], targets: tuple[Any, ...], *,
                  source: int | None, controller: str, colors: frozenset = frozenset()) -> None:
    needed = sum(s.count_min for s in specs)
    allowed = sum(s.count_max for s in specs)
    if len(targets) < needed:
        what = ", ".join(s.describe() for s in specs)
        raise IllegalAction(f"choose {needed} target(s): {what} (601.2c)")
    if len(targets) > allowed:
        raise IllegalAction(f"too many targets: at most {allowed}")
    flat: list[TargetSpec] = []
    for s in specs:
        flat.extend([s] * s.count_max)
    for i, target in enumerate(targets):
        reason = target_reason(game, flat[i], target, source=source, controller=controller,
                               source_colors=colors)
        if reason:
            raise IllegalAction(f"illegal target: {reason}")
        spec = flat[i]
        if spec.distinct_from is not None and spec.distinct_from < len(targets) and \
                targets[spec.distinct_from] == target:
            raise IllegalAction("the targets must be different objects")


# --- costs (601.2f-h, 602.2b) ---------------------------------------------------------------


def cost_reduction(game: Game, source: int, player: str) -> int:
    """Training Grounds: activated abilities of your creatures cost {2} less (601.2f)."""
    total = 0
    for effect in game.rule_effects("activation_cost_reduction"):
        if effect.controller != player or not game.is_creature(source):
            continue
        total += int(effect.change.param("amount", 0))  # type: ignore[arg-type]
    return total


def reduce_generic(cost: ManaCost, amount: int, keep_one: bool) -> ManaCost:
    from tabletop.engine.mana import ManaSymbol

    if amount <= 0:
        return cost
    symbols = list(cost.symbols)
    total_mana = cost.mana_value
    out: list[ManaSymbol] = []
    for s in symbols:
        if s.kind == "generic" and amount > 0:
            cut = min(s.amount, amount)
            if keep_one and total_mana - cut < 1:
                cut = max(0, total_mana - 1)
            amount -= cut
            total_mana -= cut
            if s.amount - cut:
                out.append(ManaSymbol("generic", amount=s.amount - cut))
        else:
            out.append(s)
    return ManaCost(tuple(out))


def pay_costs(game: Game, player: str, cost: Cost | None, *, source: int, x: int,
              choices: dict[str, Any], extra_mana: ManaCost | None = None,
              reduction: int = 0) -> dict[str, Any]:
    """Pay every part of a cost; returns what was paid (sacrificed objects, etc.)."""
    paid: dict[str, Any] = {}
    mana = cost.mana if cost is not None else ManaCost()
    if extra_mana is not None:
        mana = mana + extra_mana
    if reduction:
        mana = reduce_generic(mana, reduction, keep_one=True)
    obj = game.state.objects[source]
    if cost is not None:
        if cost.tap:
            if obj.tapped:
                raise IllegalAction(f"{game.name_of(source)} is already tapped")
            chars = game.chars(source)
            if (CardType.CREATURE in chars.types and not obj.controlled_since_turn_start
                    and not chars.has_keyword("Haste")):
                raise IllegalAction(f"{chars.name} has summoning sickness: it can't use {{T}} "
                                    "abilities this turn (302.6, 602.5a)")
        if cost.untap and not obj.tapped:
            raise IllegalAction(f"{game.name_of(source)} is not tapped")
        if cost.pay_life and game.player(player).life < cost.pay_life:
            raise IllegalAction(f"{player} can't pay {cost.pay_life} life")
        for kind, n in cost.remove_counters:
            have = obj.counters.get(kind, 0)
            if n > 0 and have < n:
                raise IllegalAction(f"{game.name_of(source)} has only {have} {kind} counters")
        if cost.loyalty is not None and cost.loyalty < 0 and \
                obj.counters.get("loyalty", 0) < -cost.loyalty:
            raise IllegalAction(f"{game.name_of(source)} doesn't have enough loyalty")
        if cost.discard and len(game.state.zone_ids(Zone.HAND, player)) < cost.discard:
            raise IllegalAction(f"{player} has no card to discard")
    exclude = frozenset({source}) if cost is not None and cost.tap else frozenset()
    if not mana.is_empty() and choices.get("pay") != "free":
        pay_mana(game, player, mana, x, exclude)
    if cost is None:
        return paid
    if cost.tap:
        obj.tapped = True
        game.emit("tap", f"{game.name_of(source)} taps", (source,))
    if cost.untap:
        obj.tapped = False
    if cost.pay_life:
        game.player(player).life -= cost.pay_life
        game.emit("life", f"{player} pays {cost.pay_life} life", player=player,
                  delta=-cost.pay_life)
    for kind, n in cost.remove_counters:
        game.remove_counters(source, kind, None if n < 0 else n)
    if cost.loyalty is not None:
        if cost.loyalty > 0:
            game.put_counters(source, "loyalty", cost.loyalty)
        elif cost.loyalty < 0:
            game.remove_counters(source, "loyalty", -cost.loyalty)
    if cost.discard:
        from tabletop.engine.resolve import discard

        hand = game.state.zone_ids(Zone.HAND, player)
        for _ in range(cost.discard):
            hand = game.state.zone_ids(Zone.HAND, player)
            if cost.discard_random:
                pick = hand[game.state.rng.randrange(len(hand))]
            else:
                wanted = choices.get("discard")
                pick = wanted if isinstance(wanted, int) and wanted in hand else hand[-1]
            discard(game, player, pick)
    if cost.sacrifice is not None:
        from tabletop.engine.resolve import sacrifice

        wanted = choices.get("sacrifice")
        options = [o for o in game.permanents(player)
                   if cost.sacrifice.matches(game, o, source, player)]
        if not options:
            raise IllegalAction(f"nothing to sacrifice: need a {cost.sacrifice.describe()}")
        pick = wanted if wanted in options else options[0]
        paid["sacrificed"] = pick
        sacrifice(game, pick)
    if cost.exile_from_graveyard:
        grave = game.state.zone_ids(Zone.GRAVEYARD, player)
        if len(grave) < cost.exile_from_graveyard:
            raise IllegalAction("not enough cards in your graveyard to exile")
        for _ in range(cost.exile_from_graveyard):
            game.move(game.state.zone_ids(Zone.GRAVEYARD, player)[-1], Zone.EXILE,
                      reason="cost")
    if cost.sacrifice_self:
        from tabletop.engine.resolve import sacrifice

        paid["sacrificed_self"] = True
        sacrifice(game, source)
    return paid


# --- casting -------------------------------------------------------------------------------


def cast_spell(game: Game, player: str, card_oid: int, targets: tuple[Any, ...],
               choices: dict[str, Any], pay: str) -> int:
    """601.2a-i: move the card to the stack, choose, total the cost, pay; it becomes cast."""
    reason = priority_reason(game, player)
    if reason:
        raise IllegalAction(reason)
    obj = game.require_object(card_oid, "card")
    if obj.zone != Zone.HAND or obj.owner != player:
        raise IllegalAction(f"{obj.card.name} is not in {player}'s hand")
    chars = game.chars(card_oid)
    if CardType.LAND in chars.types:
        raise IllegalAction(f"{chars.name} is a land: play it, don't cast it (305.1)")
    is_instant = CardType.INSTANT in chars.types or chars.has_keyword("Flash")
    if not is_instant:
        timing = sorcery_timing_reason(game, player)
        if timing:
            raise IllegalAction(f"{chars.name} can be cast {timing}")
    if split_second_on_stack(game):
        raise IllegalAction("a spell with split second is on the stack (702.61)")
    for effect in game.rule_effects("cast_only_before"):
        if effect.source == card_oid:
            pass
    spell = spell_ability(game, card_oid)
    x = int(choices.get("x", 0) or 0)
    specs: tuple[TargetSpec, ...] = ()
    if spell is not None:
        specs = spell.targets
        if spell.modes:
            mode = choices.get("mode", 1)
            if spell.mode_targets:
                modes = mode if isinstance(mode, list | tuple) else [mode]
                specs = tuple(t for m in modes for t in spell.mode_targets[int(m) - 1])
    elif chars.has_keyword("Enchant") or any(
            (a.keyword or "").lower() == "enchant" for a in chars.abilities):
        specs = _aura_target(game, card_oid)
    check_targets(game, specs, targets, source=card_oid, controller=player,
                  colors=chars.colors)
    extra = None
    buyback = bool(choices.get("buyback"))
    if buyback:
        cost_text = _keyword_parameter(game, card_oid, "Buyback")
        if cost_text is None:
            raise IllegalAction(f"{chars.name} has no buyback")
        extra = ManaCost.parse(cost_text)
    # 601.2a: the card moves to the stack first; costs are paid afterwards
    new = game.move(card_oid, Zone.STACK, controller=player, reason="cast")
    stack_obj = game.state.objects[new]
    stack_obj.controller = player
    stack_obj.stack_info = StackInfo(
        kind="spell", source_oid=new, ability_index=None, controller=player,
        targets=tuple(targets), choices=dict(choices), x=x, text=chars.name,
        source_name=chars.name, buyback=buyback,
    )
    # retarget chosen ids that pointed at the card itself (none) and pay
    cost_choices = dict(choices)
    if pay == "free":
        cost_choices["pay"] = "free"
    from tabletop.engine.costs import Cost

    pay_costs(game, player, Cost(mana=chars.mana_cost), source=new, x=x, choices=cost_choices,
              extra_mana=extra)
    game.emit("cast", f"{player} casts {chars.name}"
              + (f" targeting {', '.join(_target_name(game, t) for t in targets)}"
                 if targets else ""), (new, *[t for t in targets if isinstance(t, int)]),
              player=player)
    _after_cast(game, player, new)
    return new


def _after_cast(game: Game, player: str, oid: int) -> None:
    game.state.passes = 0
    game.state.priority = player  # 117.3c: the player who cast receives priority
    from tabletop.engine.triggers_runtime import note_event

    note_event(game, "cast", oid=oid, player=player)
    from tabletop.engine.turns import give_priority

    give_priority(game, player)


def _aura_target(game: Game, oid: int) -> tuple[TargetSpec, ...]:
    from tabletop.engine.filters import ObjectFilter

    param = (_keyword_parameter(game, oid, "Enchant") or "permanent").lower()
    types = {t for t in CardType if t.value.lower() in param}
    f = ObjectFilter(types=frozenset(types)) if types else ObjectFilter()
    return (TargetSpec(kind="object", filter=f, text=f"target {param}"),)


def _keyword_parameter(game: Game, oid: int, keyword: str) -> str | None:
    for ability in game.chars(oid).abilities:
        if (ability.keyword or "").lower() == keyword.lower():
            param = getattr(ability, "parameter", "")
            return param or ability.text[len(keyword):].strip(" —-")
    return None


def _target_name(game: Game, target: Any) -> str:
    return target if isinstance(target, str) else game.name_of(target)


def split_second_on_stack(game: Game) -> bool:
    return any(game.chars(o).has_keyword("Split second") for o in game.stack()
               if game.obj(o).stack_info is not None and game.obj(o).stack_info.kind == "spell")


# --- activating -------------------------------------------------------------------------------


def activation_reason(
    game: Game, player: str, source: int, ability: ActivatedAbility
) -> str | None:
    """Why this ability can't be activated now, or None (602.5)."""
    if not ability.is_mana:
        reason = priority_reason(game, player)
        if reason:
            return reason
    obj = game.state.objects.get(source)
    if obj is None:
        return "that object is no longer there"
    if obj.zone != Zone.BATTLEFIELD and ability.keyword != "Cycling":
        return f"{game.name_of(source)} is not on the battlefield"
    if game.controller_of(source) != player:
        return f"{player} does not control {game.name_of(source)} (602.2)"
    name = game.name_of(source)
    if ability.timing == "sorcery" or ability.loyalty:
        timing = sorcery_timing_reason(game, player)
        if timing:
            label = ability.keyword or ("Loyalty abilities" if ability.loyalty else "It")
            return f"{label} only as a sorcery: {timing} (602.5d)"
    if ability.loyalty and game.state.activations.get(f"loyalty:{source}"):
        return f"{name} already activated a loyalty ability this turn (606.3)"
    if ability.once_per_turn and game.state.activations.get(f"{source}:{ability.text}"):
        return "only once each turn (602.5b)"
    if split_second_on_stack(game) and not ability.is_mana:
        return "a spell with split second is on the stack (702.61)"
    for effect in game.rule_effects("cant_activate"):
        if source in effect.affected and not ability.is_mana:
            return f"{name} can't have its abilities activated ({effect.change.describe()})"
    cost = ability.cost
    if cost is not None and cost.tap:
        if obj.tapped:
            return f"{name} is tapped"
        chars = game.chars(source)
        if (CardType.CREATURE in chars.types and not obj.controlled_since_turn_start
                and not chars.has_keyword("Haste")):
            return f"{name} has summoning sickness (302.6, 602.5a)"
    return None


def activate_ability(game: Game, player: str, source: int, which: str | int,
                     targets: tuple[Any, ...], choices: dict[str, Any], pay: str) -> int | None:
    """602.2: announce, choose, pay; mana abilities resolve at once (605.3)."""
    game.require_object(source)
    index, ability = find_ability(game, source, which)
    reason = activation_reason(game, player, source, ability)
    if reason:
        raise IllegalAction(reason)
    x = int(choices.get("x", 0) or 0)
    specs = ability.targets
    if ability.modes and choices.get("mode"):
        pass
    chars = game.chars(source)
    check_targets(game, specs, targets, source=source, controller=player, colors=chars.colors)
    lki_name = chars.name
    reduction = cost_reduction(game, source, player)
    if ability.is_mana:
        cost_choices = dict(choices)
        pay_costs(game, player, ability.cost, source=source, x=x, choices=cost_choices)
        from tabletop.engine.resolve import run_instructions

        info = StackInfo("activated", source, index, player, tuple(targets), dict(choices), x,
                         ability.text, lki_name)
        run_instructions(game, ability.effect, info, None)
        game.emit("mana_ability", f"{player} activates {lki_name}: {ability.text}", (source,),
                  player=player)
        return None
    state = game.state
    stack_obj = GameObject(
        oid=state.new_oid(), card=game.obj(source).card, owner=player, controller=player,
        zone=Zone.STACK, timestamp=state.new_timestamp(),
    )
    stack_obj.stack_info = StackInfo(
        kind="activated", source_oid=source, ability_index=index, controller=player,
        targets=tuple(targets), choices=dict(choices), x=x, text=ability.text,
        source_name=lki_name,
    )
    stack_obj.stack_info.source_snapshot = {"ability": ability}
    state.objects[stack_obj.oid] = stack_obj
    state.zones[(Zone.STACK, None)].append(stack_obj.oid)
    game.invalidate()
    cost_choices = dict(choices)
    if pay == "free":
        cost_choices["pay"] = "free"
    pay_costs(game, player, ability.cost, source=source, x=x, choices=cost_choices,
              reduction=reduction)
    if ability.loyalty:
        state.activations[f"loyalty:{source}"] = 1
    if ability.once_per_turn:
        state.activations[f"{source}:{ability.text}"] = 1
    label = ability.keyword or ability.text
    game.emit("activate", f"{player} activates {label} of {lki_name}"
              + (f" targeting {', '.join(_target_name(game, t) for t in targets)}"
                 if targets else ""), (source, stack_obj.oid,
                                       *[t for t in targets if isinstance(t, int)]),
              player=player)
    _after_cast(game, player, stack_obj.oid)
    return stack_obj.oid


def play_land(game: Game, player: str, card_oid: int) -> int:
    """305.1-305.2: a main phase, empty stack, priority, one land per turn."""
    reason = priority_reason(game, player)
    if reason:
        raise IllegalAction(reason)
    obj = game.require_object(card_oid, "card")
    if obj.zone != Zone.HAND or obj.owner != player:
        raise IllegalAction(f"{obj.card.name} is not in {player}'s hand")
    if CardType.LAND not in game.chars(card_oid).types:
        raise IllegalAction(f"{obj.card.name} is not a land")
    timing = sorcery_timing_reason(game, player)
    if timing:
        raise IllegalAction(f"a land can be played {timing} (305.2)")
    p = game.player(player)
    if p.lands_played >= 1:
        raise IllegalAction(f"{player} has already played a land this turn (305.2)")
    p.lands_played += 1
    from tabletop.engine.entering import enter_battlefield

    new = enter_battlefield(game, obj.card, owner=player, controller=player, from_oid=card_oid)
    game.emit("play_land", f"{player} plays {obj.card.name}", (new,), player=player)
    return new


def is_permanent_spell(chars: Any) -> bool:
    return bool(chars.types & PERMANENT_TYPES)
