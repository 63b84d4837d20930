"""Resolving spells and abilities (608) and carrying out their instructions (610)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine import instructions as I
from tabletop.engine.abilities import ActivatedAbility, SpellAbility, TriggeredAbility
from tabletop.engine.actions import IllegalAction
from tabletop.engine.casting import is_permanent_spell, target_reason
from tabletop.engine.effects import Affects, Duration, fix_spec
from tabletop.engine.enums import CardType, Zone
from tabletop.engine.expressions import EvalContext

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.objects import StackInfo


def resolve_top(game: Game) -> None:
    """608.2: the top object of the stack resolves."""
    state = game.state
    top = game.stack()[-1]
    obj = state.objects[top]
    info = obj.stack_info
    assert info is not None
    name = info.source_name or obj.card.name
    effect, specs = _program(game, top, info)
    # 608.2b: if every target is illegal it doesn't resolve; illegal ones are not affected
    legal = list(info.targets)
    if info.targets and specs:
        flat = []
        for s in specs:
            flat.extend([s] * s.count_max)
        for i, target in enumerate(info.targets):
            spec = flat[i] if i < len(flat) else flat[-1]
            if target_reason(game, spec, target, source=info.source_oid, controller=info.controller,
                             source_colors=frozenset()) is not None:
                legal[i] = None
        if all(t is None for t in legal):
            game.emit("fizzle", f"{name} doesn't resolve: all its targets are illegal (608.2b)",
                      (top,))
            _finish(game, top, info, countered=True)
            return
    info.targets = tuple(legal)
    game.emit("resolve", f"{name} resolves", (top,), player=info.controller)
    if info.kind == "spell" and is_permanent_spell(game.chars(top)):
        from tabletop.engine.entering import enter_battlefield

        attach = info.targets[0] if info.targets and isinstance(info.targets[0], int) else None
        enter_battlefield(game, obj.card, owner=obj.owner, controller=info.controller,
                          from_oid=top, attached_to=attach, choices=info.choices)
        return
    run_instructions(game, effect, info, top)
    _finish(game, top, info)


def _program(game: Game, oid: int, info: StackInfo) -> tuple[tuple[I.Instruction, ...], tuple]:
    if info.kind == "spell":
        for ability in game.chars(oid).abilities:
            if isinstance(ability, SpellAbility):
                if ability.modes:
                    modes = info.choices.get("mode", 1)
                    picked = modes if isinstance(modes, list | tuple) else [modes]
                    program: tuple[I.Instruction, ...] = ()
                    specs: tuple = ()
                    for m in picked:
                        program += ability.modes[int(m) - 1]
                        if ability.mode_targets:
                            specs += ability.mode_targets[int(m) - 1]
                    return program + ability.effect, specs or ability.targets
                return ability.effect, ability.targets
        return (), ()
    ability = info.source_snapshot.get("ability")
    if isinstance(ability, ActivatedAbility | TriggeredAbility):
        return ability.effect, ability.targets
    return (), ()


def _finish(game: Game, oid: int, info: StackInfo, countered: bool = False) -> None:
    """608.2n: an instant or sorcery goes to its owner's graveyard (or hand: buyback)."""
    if oid not in game.state.objects:
        return
    if info.kind == "spell":
        to = Zone.HAND if info.buyback and not countered else Zone.GRAVEYARD
        game.move(oid, to, reason="buyback" if to == Zone.HAND else "resolved")
    else:
        state = game.state
        state.zones[(Zone.STACK, None)].remove(oid)
        del state.objects[oid]
        game.invalidate()


# --- instructions ---------------------------------------------------------------------------


class Resolution:
    """What instructions refer to while one spell or ability resolves."""

    def __init__(self, game: Game, info: StackInfo, stack_oid: int | None) -> None:
        self.game = game
        self.info = info
        self.stack_oid = stack_oid
        self.controller = info.controller
        self.source = info.source_oid if info.kind != "spell" else stack_oid
        self.trigger_object: int | None = info.choices.get("trigger_object")  # type: ignore[assignment]

    def ctx(self, affected: int | None = None) -> EvalContext:
        return EvalContext(self.game, self.source if self.source in self.game.state.objects
                           else None, self.controller, affected, self.info.x)

    def objects(self, ref: I.Ref) -> list[int]:
        game = self.game
        if isinstance(ref, I.SelfRef):
            src = self.info.source_oid
            return [src] if src is not None and src in game.state.objects else []
        if isinstance(ref, I.TargetRef):
            targets = self.info.targets
            if ref.index < len(targets) and isinstance(targets[ref.index], int):
                t = targets[ref.index]
                return [t] if t in game.state.objects else []
            return []
        if isinstance(ref, I.AttachedRef):
            src = self.info.source_oid
            host = game.state.objects[src].attached_to if src in game.state.objects else None
            return [host] if host is not None else []
        if isinstance(ref, I.EachRef):
            controller = self.controller
            if ref.controlled_by_target is not None:
                t = self.info.targets[ref.controlled_by_target]
                controller = t if isinstance(t, str) else controller
            return [o for o in game.battlefield()
                    if ref.filter.matches(game, o, self.source, controller)]
        if isinstance(ref, I.TriggerObjectRef):
            t = self.trigger_object
            return [t] if isinstance(t, int) and t in game.state.objects else []
        return []

    def players(self, ref: I.PlayerRef) -> list[str]:
        game = self.game
        who = ref.who
        if who == "you":
            return [self.controller]
        if who == "target":
            targets = [t for t in self.info.targets if isinstance(t, str)]
            return targets[ref.index:ref.index + 1] if targets else []
        if who == "each_opponent":
            return list(game.opponents(self.controller))
        if who == "each":
            return list(game.players())
        if who in ("controller", "owner"):
            objs = [t for t in self.info.targets if isinstance(t, int)]
            if objs:
                oid = objs[ref.index] if ref.index < len(objs) else objs[0]
                if oid in game.state.objects:
                    return [game.controller_of(oid) if who == "controller"
                            else game.obj(oid).owner]
                lki = game.state.lki.get(oid, {})
                return [str(lki.get("controller"))] if lki else []
            return [self.controller]
        if who == "active":
            return [game.state.active]
        return [self.controller]


def run_instructions(game: Game, program: tuple[I.Instruction, ...], info: StackInfo,
                     stack_oid: int | None) -> None:
    """608.2c: follow the instructions in order."""
    res = Resolution(game, info, stack_oid)
    if "order" in info.choices:  # 616.1: the order answered when it was cast
        game.answers["order"] = info.choices["order"]
    for instruction in program:
        handler = HANDLERS.get(type(instruction))
        if handler is None:
            game.emit("manual", f"{info.source_name}: {instruction.describe()} (by hand)")
            continue
        handler(res, instruction)
        game.invalidate()


def _n(res: Resolution, expr: Any, affected: int | None = None) -> int:
    return int(expr.evaluate(res.ctx(affected)))


def h_add_mana(res: Resolution, i: I.AddMana) -> None:
    p = res.game.player(res.controller)
    if i.any_of:
        chosen = str(res.info.choices.get("color", i.any_of[0] if i.any_of[0] != "any" else "G"))
        chosen = chosen[0].upper() if chosen.lower() != "blue" else "U"
        for _ in range(i.amount):
            p.add_mana(chosen)
    else:
        for s in i.symbols:
            p.add_mana(s)


def h_damage(res: Resolution, i: I.DealDamage) -> None:
    from tabletop.engine.damage import deal_damage

    amount = _n(res, i.amount)
    source = res.source
    targets: list[Any] = []
    if isinstance(i.to, I.PlayerRef):
        targets = res.players(i.to)
    elif isinstance(i.to, I.TargetRef):
        t = res.info.targets[i.to.index] if i.to.index < len(res.info.targets) else None
        targets = [t] if t is not None else []
    else:
        targets = res.objects(i.to)
    for t in targets:
        deal_damage(res.game, source, t, amount)


def h_put_counters(res: Resolution, i: I.PutCounters) -> None:
    for oid in res.objects(i.on):
        res.game.put_counters(oid, i.kind, _n(res, i.n, oid), source=res.source)


def h_remove_counters(res: Resolution, i: I.RemoveCounters) -> None:
    for oid in res.objects(i.on):
        obj = res.game.obj(oid)
        kinds = [i.kind] if i.kind else list(obj.counters)
        for kind in kinds:
            res.game.remove_counters(oid, kind, None if i.n is None else _n(res, i.n, oid))


def h_add_or_remove(res: Resolution, i: I.AddOrRemoveChosenCounter) -> None:
    """Clockspinning: choices `counter` (kind) and `mode` ("add" or "remove")."""
    for oid in res.objects(i.on):
        obj = res.game.obj(oid)
        kind = str(res.info.choices.get("counter") or next(iter(obj.counters), ""))
        if not kind or obj.counters.get(kind, 0) <= 0:
            res.game.emit("no_counter", f"{res.game.name_of(oid)} has no {kind or ''} counter "
                          "to choose", (oid,))
            continue
        mode = str(res.info.choices.get("mode", "remove")).lower()
        if mode in ("add", "put", "2"):
            res.game.put_counters(oid, kind, 1, source=res.source)
        else:
            res.game.remove_counters(oid, kind, 1)


def h_move_counters(res: Resolution, i: I.MoveCounters) -> None:
    sources, dests = res.objects(i.from_), res.objects(i.to)
    if not sources or not dests:
        return
    counters = dict(res.game.obj(sources[0]).counters)
    for kind, n in counters.items():
        res.game.remove_counters(sources[0], kind, n)
        res.game.put_counters(dests[0], kind, n, source=res.source)


def draw_cards(game: Game, player: str, n: int) -> None:
    """121: draw from the top; from an empty library, lose at the next SBA check (704.5b)."""
    for _ in range(n):
        library = game.state.zone_ids(Zone.LIBRARY, player)
        if not library:
            game.player(player).drew_from_empty = True
            game.emit("draw_empty", f"{player} can't draw: the library is empty", player=player)
            continue
        new = game.move(library[-1], Zone.HAND, reason="draw")
        game.emit("draw", f"{player} draws a card", (new,), player=player)
        from tabletop.engine.triggers_runtime import note_event

        note_event(game, "draw", player=player)


def h_draw(res: Resolution, i: I.Draw) -> None:
    for p in res.players(i.who):
        draw_cards(res.game, p, _n(res, i.n))


def h_mill(res: Resolution, i: I.Mill) -> None:
    for p in res.players(i.who):
        for _ in range(_n(res, i.n)):
            library = res.game.state.zone_ids(Zone.LIBRARY, p)
            if library:
                res.game.move(library[-1], Zone.GRAVEYARD, reason="mill")


def h_gain_life(res: Resolution, i: I.GainLife) -> None:
    for p in res.players(i.who):
        n = _n(res, i.n)
        res.game.player(p).life += n
        res.game.emit("life", f"{p} gains {n} life", player=p, delta=n)


def h_lose_life(res: Resolution, i: I.LoseLife) -> None:
    for p in res.players(i.who):
        n = _n(res, i.n)
        res.game.player(p).life -= n
        res.game.emit("life", f"{p} loses {n} life", player=p, delta=-n)


def destroy(game: Game, oid: int, *, can_regenerate: bool = True) -> bool:
    """701.8: destroy; indestructible (702.12) and regeneration (701.19) apply."""
    if oid not in game.state.objects:
        return False
    chars = game.chars(oid)
    if chars.has_keyword("Indestructible"):
        game.emit("indestructible", f"{chars.name} is indestructible (702.12b)", (oid,))
        return False
    obj = game.obj(oid)
    if can_regenerate and obj.regeneration_shields > 0:
        obj.regeneration_shields -= 1
        obj.tapped = True
        obj.damage = 0
        obj.deathtouch_damage = False
        obj.attacking = None
        obj.blocking = ()
        game.invalidate()
        game.emit("regenerate", f"{chars.name} regenerates (701.19)", (oid,))
        return False
    from tabletop.engine.damage import destroy_replacement

    to = destroy_replacement(game, oid)
    new = game.move(oid, to, reason="destroyed")
    from tabletop.engine.triggers_runtime import note_event

    note_event(game, "dies" if to == Zone.GRAVEYARD else "leaves", oid=oid, new=new)
    return True


def sacrifice(game: Game, oid: int) -> None:
    """701.17: sacrifice moves it to its owner's graveyard; it can't be regenerated."""
    if oid not in game.state.objects:
        return
    name = game.name_of(oid)
    new = game.move(oid, Zone.GRAVEYARD, reason="sacrificed")
    game.emit("sacrifice", f"{name} is sacrificed", (oid, new))
    from tabletop.engine.triggers_runtime import note_event

    note_event(game, "dies", oid=oid, new=new)


def discard(game: Game, player: str, oid: int) -> None:
    game.move(oid, Zone.GRAVEYARD, reason="discarded")
    game.emit("discard", f"{player} discards a card", player=player)


def h_destroy(res: Resolution, i: I.Destroy) -> None:
    for oid in res.objects(i.what):
        destroy(res.game, oid, can_regenerate=not i.no_regeneration)


def h_exile(res: Resolution, i: I.Exile) -> None:
    from tabletop.engine.entering import enter_battlefield

    for oid in res.objects(i.what):
        owner = res.game.obj(oid).owner
        new = res.game.move(oid, Zone.EXILE, reason="exiled")
        if i.return_now and new in res.game.state.objects:
            card = res.game.obj(new).card
            enter_battlefield(res.game, card, owner=owner, controller=res.controller,
                              from_oid=new)
        elif i.return_at_end_step:
            res.game.state.delayed.append({"when": "end", "return": new, "owner": owner,
                                           "counters": dict(i.return_counters)})


def h_bounce(res: Resolution, i: I.ReturnToHand) -> None:
    for oid in res.objects(i.what):
        res.game.move(oid, Zone.HAND, reason="returned")


def h_sacrifice(res: Resolution, i: I.Sacrifice) -> None:
    for oid in res.objects(i.what):
        sacrifice(res.game, oid)


def h_tap(res: Resolution, i: I.TapOrUntap) -> None:
    for oid in res.objects(i.what):
        res.game.obj(oid).tapped = not i.untap
        res.game.emit("tap" if not i.untap else "untap",
                      f"{res.game.name_of(oid)} {'untaps' if i.untap else 'taps'}", (oid,))


def h_effect(res: Resolution, i: I.CreateEffect) -> None:
    """611.2c: the set of affected objects is fixed now; 611.2d: so are the numbers."""
    game = res.game
    spec = i.spec
    if spec.affects == Affects.TARGETS:
        chosen = res.info.targets if spec.target_index is None else \
            res.info.targets[spec.target_index:spec.target_index + 1]
        locked = frozenset(t for t in chosen if isinstance(t, int) and t in game.state.objects)
        if not locked:
            return
    elif spec.affects == Affects.SELF:
        locked = frozenset(res.objects(I.SelfRef()))
    elif spec.affects == Affects.ATTACHED:
        locked = frozenset(res.objects(I.AttachedRef()))
    elif spec.affects == Affects.MATCHING and spec.filter is not None:
        controller = res.controller
        if spec.filter.controller not in (None, "you", "opponent"):
            controller = res.controller
        target_players = [t for t in res.info.targets if isinstance(t, str)]
        f = spec.filter
        if f.controller == "target" and target_players:
            from dataclasses import replace

            f = replace(f, controller=target_players[0])
        locked = frozenset(o for o in game.battlefield() if f.matches(game, o, res.source,
                                                                      controller))
    else:
        locked = frozenset()
    ctx = res.ctx(next(iter(locked)) if len(locked) == 1 else None)
    fixed = fix_spec(spec, ctx)
    game.add_effect(fixed, source=res.source if res.source in game.state.objects else None,
                    controller=res.controller, locked=locked, duration=i.duration,
                    x=res.info.x)


def h_token(res: Resolution, i: I.CreateToken) -> None:
    from tabletop.engine.entering import enter_battlefield

    for p in res.players(i.who):
        for _ in range(_n(res, i.count)):
            enter_battlefield(res.game, i.token, owner=p, controller=p, token=True)


def h_counter_spell(res: Resolution, i: I.CounterSpell) -> None:
    for oid in res.objects(i.what) if not isinstance(i.what, I.TargetRef) else [
            t for t in res.info.targets if isinstance(t, int) and t in res.game.state.objects]:
        obj = res.game.obj(oid)
        if obj.zone != Zone.STACK:
            continue
        res.game.emit("countered", f"{res.game.name_of(oid)} is countered", (oid,))
        if obj.stack_info is not None and obj.stack_info.kind == "spell":
            res.game.move(oid, Zone.GRAVEYARD, reason="countered")
        else:
            _finish(res.game, oid, obj.stack_info, countered=True)  # type: ignore[arg-type]


def h_regenerate(res: Resolution, i: I.Regenerate) -> None:
    for oid in res.objects(i.what):
        res.game.obj(oid).regeneration_shields += 1
        res.game.emit("shield", f"{res.game.name_of(oid)} gets a regeneration shield", (oid,))


def h_prevent(res: Resolution, i: I.PreventDamage) -> None:
    targets: list[Any] = []
    if isinstance(i.to, I.TargetRef):
        targets = [t for t in res.info.targets if t is not None]
    else:
        targets = res.objects(i.to)
    for t in targets:
        amount = None if i.amount is None else _n(res, i.amount)
        res.game.state.prevention.append({"to": t, "amount": amount, "this_turn": True,
                                          "source": res.info.source_name})
        res.game.emit("prevention", f"{res.info.source_name}: prevent "
                      f"{'all' if amount is None else f'the next {amount}'} damage to "
                      f"{t if isinstance(t, str) else res.game.name_of(t)} this turn",
                      () if isinstance(t, str) else (t,))


def h_exchange(res: Resolution, i: I.ExchangeControl) -> None:
    from tabletop.engine.effects import EffectSpec, SetController

    a, b = res.objects(i.first), res.objects(i.second)
    if not a or not b:
        return
    ca, cb = res.game.controller_of(a[0]), res.game.controller_of(b[0])
    for oid, new in ((a[0], cb), (b[0], ca)):
        spec = EffectSpec((SetController(new),), Affects.FIXED, text=f"controlled by {new}")
        res.game.add_effect(spec, source=res.source, controller=res.controller,
                            locked=frozenset({oid}), duration=Duration.INDEFINITE)


def h_shuffle(res: Resolution, i: I.Shuffle) -> None:
    game = res.game
    for oid in res.objects(i.what) if i.what is not None else []:
        owner = game.obj(oid).owner
        game.move(oid, Zone.LIBRARY, reason="shuffled in")
        shuffle_library(game, owner)
    if i.what is None:
        for p in res.players(i.who):
            shuffle_library(game, p)


def shuffle_library(game: Game, player: str) -> None:
    """701.20: randomness comes from the game's seeded generator (replays are exact)."""
    ids = game.state.zones[(Zone.LIBRARY, player)]
    game.state.rng.shuffle(ids)
    game.emit("shuffle", f"{player} shuffles their library", player=player)


def h_exile_zone(res: Resolution, i: I.ExileZone) -> None:
    for p in res.players(i.who):
        for oid in list(res.game.state.zone_ids(Zone(i.zone), p)):
            res.game.move(oid, Zone.EXILE, reason="exiled")


def h_win(res: Resolution, i: I.WinGame) -> None:
    game = res.game
    for p in res.players(i.who):
        game.player(p).won = True
        for other in game.opponents(p):
            game.player(other).lost = True
        game.state.game_over = True
        game.emit("win", f"{p} wins the game", player=p)


def h_search(res: Resolution, i: I.Search) -> None:
    game = res.game
    library = game.state.zone_ids(Zone.LIBRARY, res.controller)
    found = [o for o in reversed(library) if i.filter.matches(game, o, res.source,
                                                               res.controller)]
    if found and res.info.choices.get("may", True):
        if i.to == "battlefield":
            from tabletop.engine.entering import enter_battlefield

            enter_battlefield(game, game.obj(found[0]).card, owner=res.controller,
                              controller=res.controller, from_oid=found[0])
        else:
            game.move(found[0], Zone.HAND, reason="searched")
    shuffle_library(game, res.controller)


def h_for_each_counter(res: Resolution, i: I.ForEachPutCounter) -> None:
    for oid in [o for o in res.game.battlefield()
                if i.filter.matches(res.game, o, res.source, res.controller)]:
        res.game.put_counters(oid, i.kind, _n(res, i.n, oid), source=res.source)


def h_optional(res: Resolution, i: I.Optional_) -> None:
    if res.info.choices.get("may", True):
        for inner in i.inner:
            handler = HANDLERS.get(type(inner))
            if handler is not None:
                handler(res, inner)


def h_attach(res: Resolution, i: I.Attach) -> None:
    what, to = res.objects(i.what), res.objects(i.to)
    if what and to:
        attach(res.game, what[0], to[0])


def attach(game: Game, what: int, to: int) -> None:
    """701.3: attach; 613.7e: it gets a new timestamp."""
    obj = game.obj(what)
    if obj.attached_to == to:
        return
    obj.attached_to = to
    obj.timestamp = game.state.new_timestamp()
    game.invalidate()
    game.emit("attach", f"{game.name_of(what)} is attached to {game.name_of(to)} (timestamp "
              f"{obj.timestamp})", (what, to), timestamp=obj.timestamp)


def h_manual(res: Resolution, i: I.Manual) -> None:
    res.game.emit("manual", f"{res.info.source_name}: do by hand: {i.text}")


def h_populate(res: Resolution, i: I.Populate) -> None:
    from tabletop.engine.entering import enter_battlefield

    game = res.game
    tokens = [o for o in game.permanents(res.controller) if game.obj(o).is_token
              and CardType.CREATURE in game.chars(o).types]
    if tokens:
        enter_battlefield(game, game.obj(tokens[-1]).card, owner=res.controller,
                          controller=res.controller, token=True)


HANDLERS: dict[type, Any] = {
    I.AddMana: h_add_mana,
    I.DealDamage: h_damage,
    I.PutCounters: h_put_counters,
    I.RemoveCounters: h_remove_counters,
    I.AddOrRemoveChosenCounter: h_add_or_remove,
    I.MoveCounters: h_move_counters,
    I.Draw: h_draw,
    I.Mill: h_mill,
    I.GainLife: h_gain_life,
    I.LoseLife: h_lose_life,
    I.Destroy: h_destroy,
    I.Exile: h_exile,
    I.ReturnToHand: h_bounce,
    I.Sacrifice: h_sacrifice,
    I.TapOrUntap: h_tap,
    I.CreateEffect: h_effect,
    I.CreateToken: h_token,
    I.CounterSpell: h_counter_spell,
    I.Regenerate: h_regenerate,
    I.PreventDamage: h_prevent,
    I.ExchangeControl: h_exchange,
    I.Shuffle: h_shuffle,
    I.ExileZone: h_exile_zone,
    I.WinGame: h_win,
    I.Search: h_search,
    I.ForEachPutCounter: h_for_each_counter,
    I.Optional_: h_optional,
    I.Attach: h_attach,
    I.Manual: h_manual,
    I.Populate: h_populate,
}

_ = (IllegalAction, Duration)
