"""One-shot effects (610): the handlers of the instructions that move objects, deal
damage, put counters, change life totals, create tokens and continuous effects.

Continuous effects created here fix their set of objects and their numbers as they begin
(611.2c, 608.2h).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions import instructions as I
from tabletop.engine.definitions.effects import (
    Affects,
    Duration,
    EffectSpec,
    SetController,
    fix_spec,
    with_choices,
)
from tabletop.engine.model.enums import CardType, Zone
from tabletop.engine.model.pending import DelayedTrigger, PreventionShield
from tabletop.engine.rules.damage import deal_damage_batch
from tabletop.engine.rules.entering import create_tokens, enter_battlefield
from tabletop.engine.rules.keyword_actions import (
    attach,
    destroy,
    discard,
    draw_cards,
    gain_life,
    lose_life,
    mill,
    move_object,
    sacrifice,
    shuffle_library,
)
from tabletop.engine.rules.resolution import Resolution, handles, run
from tabletop.engine.rules.triggering import add_delayed, battlefield_watchers, note_event

if TYPE_CHECKING:
    pass


# --- running ------------------------------------------------------------------------------------


@handles(I.AddMana)
def h_add_mana(res: Resolution, i: I.AddMana) -> None:
    """106.4: mana goes into the pool; "any colour" asks `color`."""
    p = res.game.player(res.controller)
    if i.any_of:
        options = ("W", "U", "B", "R", "G") if i.any_of == ("any",) else i.any_of
        chosen = _mana_letter(res.info.choices.get("color"), options)
        for _ in range(i.amount):
            p.add_mana(chosen)
    else:
        for s in i.symbols:
            p.add_mana(s)


def _mana_letter(answer: object, options: tuple[str, ...]) -> str:
    words = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G",
             "colorless": "C"}
    if isinstance(answer, str) and answer:
        letter = words.get(answer.lower(), answer[0].upper())
        if letter in options:
            return letter
    return options[0]


@handles(I.DealDamage)
def h_damage(res: Resolution, i: I.DealDamage) -> None:
    amount = res.n(i.amount)
    source = res.objects(i.source)[0] if res.objects(i.source) else res.source
    recipients = res.recipients(i.to)
    if i.divided:  # 601.2d: the division was announced as it was cast
        given = res.info.choices.get("distribute")
        shares: dict[str, Any] = {str(k): v for k, v in given.items()} \
            if isinstance(given, dict) else {}
        deal_damage_batch(res.game, [(source, t, int(shares.get(str(t), 0)))
                                     for t in recipients if int(shares.get(str(t), 0)) > 0])
        return
    deal_damage_batch(res.game, [(source, t, amount) for t in recipients])


@handles(I.PutCounters)
def h_put_counters(res: Resolution, i: I.PutCounters) -> None:
    for oid in res.objects(i.on):
        res.game.put_counters(oid, i.kind, res.n(i.n, oid), source=res.source)


@handles(I.RemoveCounters)
def h_remove_counters(res: Resolution, i: I.RemoveCounters) -> None:
    for oid in res.objects(i.on):
        obj = res.game.obj(oid)
        kinds = [i.kind] if i.kind else list(obj.counters)
        for kind in kinds:
            res.game.remove_counters(oid, kind, None if i.n is None else res.n(i.n, oid))


@handles(I.AddOrRemoveChosenCounter)
def h_add_or_remove(res: Resolution, i: I.AddOrRemoveChosenCounter) -> None:
    """Clockspinning: choices `counter` (kind) and `mode` ("add" or "remove")."""
    for oid in res.objects(i.on):
        obj = res.game.obj(oid)
        wanted = res.info.choices.get("counter")
        kind = str(wanted) if wanted in obj.counters else next(iter(obj.counters), "")
        if not kind or obj.counters.get(kind, 0) <= 0:
            res.game.emit("no_counter", f"{res.game.name_of(oid)} has no counter to choose",
                          (oid,))
            continue
        mode = str(res.info.choices.get("mode", "remove")).lower()
        if mode in ("add", "put", "2"):
            res.game.put_counters(oid, kind, 1, source=res.source)
        else:
            res.game.remove_counters(oid, kind, 1)


@handles(I.MoveCounters)
def h_move_counters(res: Resolution, i: I.MoveCounters) -> None:
    sources, dests = res.objects(i.from_), res.objects(i.to)
    if not sources or not dests:
        return
    for kind, n in dict(res.game.obj(sources[0]).counters).items():
        res.game.remove_counters(sources[0], kind, n)
        res.game.put_counters(dests[0], kind, n, source=res.source)


@handles(I.Draw)
def h_draw(res: Resolution, i: I.Draw) -> None:
    for p in res.players(i.who):
        draw_cards(res.game, p, res.n(i.n))


@handles(I.Mill)
def h_mill(res: Resolution, i: I.Mill) -> None:
    for p in res.players(i.who):
        mill(res.game, p, res.n(i.n))


@handles(I.GainLife)
def h_gain_life(res: Resolution, i: I.GainLife) -> None:
    for p in res.players(i.who):
        gain_life(res.game, p, res.n(i.n))


@handles(I.LoseLife)
def h_lose_life(res: Resolution, i: I.LoseLife) -> None:
    for p in res.players(i.who):
        lose_life(res.game, p, res.n(i.n))


@handles(I.DrainLife)
def h_drain(res: Resolution, i: I.DrainLife) -> None:
    """Gray Merchant: each opponent loses X life; you gain the life lost this way."""
    lost = sum(lose_life(res.game, p, res.n(i.n)) for p in res.players(i.who))
    gain_life(res.game, res.controller, lost)


@handles(I.Destroy)
def h_destroy(res: Resolution, i: I.Destroy) -> None:
    """701.8; "destroy all" destroys them at the same time (603.10a looks back)."""
    targets = res.objects(i.what)
    watchers = battlefield_watchers(res.game) if len(targets) > 1 else None
    for oid in targets:
        destroy(res.game, oid, can_regenerate=not i.no_regeneration, watchers=watchers)


@handles(I.Exile)
def h_exile(res: Resolution, i: I.Exile) -> None:
    game = res.game
    for oid in res.objects(i.what):
        owner = game.obj(oid).owner
        new = move_object(game, oid, Zone.EXILE, reason="exiled")
        if new is None or new not in game.state.objects or game.obj(new).zone != Zone.EXILE:
            continue  # 610.3c: it didn't go to exile, so it doesn't return
        if i.return_now:  # Cloudshift: it returns at once, a new object (400.7)
            enter_battlefield(game, game.obj(new).card, owner=owner, controller=res.controller,
                              from_oid=new)
        elif i.return_at_end_step:  # Otherworldly Journey: a delayed trigger (603.7)
            add_delayed(game, DelayedTrigger(
                step="end", whose="each", controller=res.controller, source=res.source,
                source_name=res.info.source_name,
                text="return that card to the battlefield under its owner's control",
                effect=(ReturnFromExile(new, tuple(i.return_counters)),),
                turn=game.state.turn))


@dataclass(frozen=True, slots=True)
class ReturnFromExile(I.Instruction):
    """The delayed part of Otherworldly Journey (603.7, 610.3): the card returns to the
    battlefield under its owner's control, with counters; if it left exile, it doesn't."""

    card: int
    counters: tuple[tuple[str, int], ...] = ()

    def describe(self) -> str:
        return "return that card to the battlefield under its owner's control"


@handles(ReturnFromExile)
def h_return_from_exile(res: Resolution, i: ReturnFromExile) -> None:
    game = res.game
    if i.card not in game.state.objects or game.obj(i.card).zone != Zone.EXILE:
        game.emit("no_effect", "the exiled card is no longer in exile (610.3)")
        return
    obj = game.obj(i.card)
    enter_battlefield(game, obj.card, owner=obj.owner, controller=obj.owner, from_oid=i.card,
                      counters=dict(i.counters))


@handles(I.ReturnToBattlefield)
def h_return_to_battlefield(res: Resolution, i: I.ReturnToBattlefield) -> None:
    game = res.game
    for old, new in _where_they_went(res, i.what):
        obj = game.state.objects.get(new) if new is not None else None
        if obj is None or obj.zone == Zone.BATTLEFIELD:
            game.emit("no_effect", f"{game.name_of(old)} is no longer where it went (400.7)")
            continue
        controller = res.controller if i.under_your_control else obj.owner
        enter_battlefield(game, obj.card, owner=obj.owner, controller=controller,
                          from_oid=new, counters=dict(i.counters))


def _where_they_went(res: Resolution, ref: I.Ref) -> list[tuple[int, int | None]]:
    """(the object a reference names, the object to act on): itself while it is there;
    once it has left (its last known information is kept, 603.10), the card it became in
    the zone it went to (400.7), or None when that card has moved on again (a new object
    the instruction doesn't know)."""
    state = res.game.state
    found = res.objects(ref)
    if found:
        return [(oid, oid) for oid in found]
    if not isinstance(ref, I.TriggerObjectRef | I.SelfRef):
        return []
    old = res.trigger_object if isinstance(ref, I.TriggerObjectRef) else res.source
    if not isinstance(old, int) or old not in state.lki:
        return []
    new = state.successors.get(old)
    gone = new is None or new not in state.objects or new in state.successors
    return [(old, None if gone else new)]


@handles(I.ReturnToHand)
def h_bounce(res: Resolution, i: I.ReturnToHand) -> None:
    for _, oid in _where_they_went(res, i.what):
        if oid is not None:
            move_object(res.game, oid, Zone.HAND, reason="returned to its owner's hand")


@handles(I.PutInLibrary)
def h_put_in_library(res: Resolution, i: I.PutInLibrary) -> None:
    """401.2: the object goes to its owner's library, on top or at the bottom; "it" of a
    leaves-the-battlefield ability is the card in the zone it went to (400.7)."""
    for _, oid in _where_they_went(res, i.what):
        if oid is not None:
            move_object(res.game, oid, Zone.LIBRARY, position=i.position,
                        reason=f"put on the {i.position} of its owner's library")


@handles(I.Sacrifice)
def h_sacrifice(res: Resolution, i: I.Sacrifice) -> None:
    for oid in res.objects(i.what):
        sacrifice(res.game, oid)


@handles(I.Discard)
def h_discard(res: Resolution, i: I.Discard) -> None:
    game = res.game
    for p in res.players(i.who):
        for _ in range(res.n(i.n)):
            hand = game.state.zone_ids(Zone.HAND, p)
            if not hand:
                break
            if i.random:
                pick = hand[game.state.rng.randrange(len(hand))]
            else:
                wanted = res.info.choices.get("discard")
                pick = wanted if isinstance(wanted, int) and wanted in hand else hand[-1]
            discard(game, p, pick)


@handles(I.TapOrUntap)
def h_tap(res: Resolution, i: I.TapOrUntap) -> None:
    for oid in res.objects(i.what):
        obj = res.game.obj(oid)
        if obj.zone != Zone.BATTLEFIELD or obj.tapped == (not i.untap):
            continue
        obj.tapped = not i.untap
        res.game.invalidate()
        res.game.emit("tap" if not i.untap else "untap",
                      f"{res.game.name_of(oid)} {'untaps' if i.untap else 'taps'}", (oid,))


def _locked(res: Resolution, spec: EffectSpec) -> frozenset[int] | None:
    """611.2c: the objects an effect from a resolving spell affects, fixed now."""
    game = res.game
    if spec.affects == Affects.TARGETS:
        chosen = res.info.targets if spec.target_index is None else \
            res.info.targets[spec.target_index:spec.target_index + 1]
        locked = frozenset(t for t in chosen if isinstance(t, int) and t in game.state.objects)
        return locked or None
    if spec.affects == Affects.SELF:
        return frozenset(res.objects(I.SelfRef()))
    if spec.affects == Affects.ATTACHED:
        return frozenset(res.objects(I.AttachedRef()))
    if spec.affects == Affects.MATCHING and spec.filter is not None:
        f = spec.filter
        target_players = [t for t in res.info.targets if isinstance(t, str)]
        if f.controller == "target" and target_players:
            f = replace(f, controller=target_players[0])
        return frozenset(o for o in game.battlefield()
                         if f.matches(game, o, res.source, res.controller))
    return frozenset()


@handles(I.CreateEffect)
def h_effect(res: Resolution, i: I.CreateEffect) -> None:
    """611.2c: the set of affected objects is fixed now; 611.2d: so are the numbers."""
    locked = _locked(res, i.spec)
    if locked is None:
        return
    _add_effect(res, i.spec, locked, i.duration)


def _add_effect(res: Resolution, spec: EffectSpec, locked: frozenset[int],
                duration: Duration) -> None:
    game = res.game
    ctx = res.ctx(next(iter(locked)) if len(locked) == 1 else None)
    fixed = fix_spec(with_choices(spec, res.info.choices), ctx)
    game.add_effect(fixed, source=res.source if res.source in game.state.objects else None,
                    controller=res.controller, locked=locked, duration=duration,
                    x=res.info.x)


@handles(I.CreateToken)
def h_token(res: Resolution, i: I.CreateToken) -> None:
    for p in res.players(i.who):
        create_tokens(res.game, i.token, p, res.n(i.count), created_by=res.source,
                      tapped=i.tapped)


@handles(I.Regenerate)
def h_regenerate(res: Resolution, i: I.Regenerate) -> None:
    """701.19: a regeneration shield, used the next time it would be destroyed this turn."""
    for oid in res.objects(i.what):
        res.game.obj(oid).regeneration_shields += 1
        res.game.emit("shield", f"{res.game.name_of(oid)} gets a regeneration shield "
                      "(701.19a)", (oid,))


@handles(I.PreventDamage)
def h_prevent(res: Resolution, i: I.PreventDamage) -> None:
    """615.7: a prevention shield ("prevent the next N damage ... this turn")."""
    game = res.game
    for t in res.recipients(i.to):
        amount = None if i.amount is None else res.n(i.amount)
        game.state.prevention.append(PreventionShield(
            to=t, amount=amount, source=res.info.source_name, source_oid=res.source,
            controller=res.controller, timestamp=game.state.new_timestamp(),
            id=game.state.new_eid()))
        what = "all" if amount is None else f"the next {amount}"
        game.emit("prevention", f"{res.info.source_name}: prevent {what} damage to "
                  f"{t if isinstance(t, str) else game.name_of(t)} this turn (615.7)",
                  () if isinstance(t, str) else (t,))


@handles(I.ExchangeControl)
def h_exchange(res: Resolution, i: I.ExchangeControl) -> None:
    a, b = res.objects(i.first), res.objects(i.second)
    if not a or not b:
        return
    ca, cb = res.game.controller_of(a[0]), res.game.controller_of(b[0])
    for oid, new in ((a[0], cb), (b[0], ca)):
        spec = EffectSpec((SetController(new),), Affects.FIXED, text=f"controlled by {new}")
        res.game.add_effect(spec, source=res.source, controller=res.controller,
                            locked=frozenset({oid}), duration=Duration.INDEFINITE)


@handles(I.Shuffle)
def h_shuffle(res: Resolution, i: I.Shuffle) -> None:
    game = res.game
    if i.what is not None:
        for oid in res.objects(i.what):
            owner = game.obj(oid).owner
            move_object(game, oid, Zone.LIBRARY, reason="shuffled in")
            shuffle_library(game, owner)
        return
    for p in res.players(i.who):
        shuffle_library(game, p)


@handles(I.ExileZone)
def h_exile_zone(res: Resolution, i: I.ExileZone) -> None:
    for p in res.players(i.who):
        for oid in list(res.game.state.zone_ids(Zone(i.zone), p)):
            move_object(res.game, oid, Zone.EXILE, reason="exiled")


@handles(I.WinGame)
def h_win(res: Resolution, i: I.WinGame) -> None:
    game = res.game
    for p in res.players(i.who):
        game.player(p).won = True
        for other in game.opponents(p):
            game.player(other).lost = True
        game.state.game_over = True
        game.emit("win", f"{p} wins the game", player=p)


@handles(I.Search)
def h_search(res: Resolution, i: I.Search) -> None:
    """701.23: search the library for a matching card (choices `search`: its id; `may`)."""
    game = res.game
    library = game.state.zone_ids(Zone.LIBRARY, res.controller)
    found = [o for o in reversed(library)
             if i.filter.matches(game, o, res.source, res.controller)]
    wanted = res.info.choices.get("search")
    pick = wanted if wanted in found else (found[0] if found else None)
    if pick is not None and res.info.choices.get("may", True):
        if i.to == "battlefield":
            enter_battlefield(game, game.obj(pick).card, owner=res.controller,
                              controller=res.controller, from_oid=pick)
        else:
            move_object(game, pick, Zone.HAND, reason="searched for")
    shuffle_library(game, res.controller)


@handles(I.ForEachPutCounter)
def h_for_each_counter(res: Resolution, i: I.ForEachPutCounter) -> None:
    for oid in [o for o in res.game.battlefield()
                if i.filter.matches(res.game, o, res.source, res.controller)]:
        res.game.put_counters(oid, i.kind, res.n(i.n, oid), source=res.source)


@handles(I.Optional_)
def h_optional(res: Resolution, i: I.Optional_) -> None:
    if res.info.choices.get("may", True):
        run(res, i.inner)


@handles(I.Conditional)
def h_conditional(res: Resolution, i: I.Conditional) -> None:
    try:
        holds = i.condition.holds(res.ctx())
    except KeyError:
        holds = False
    if holds:
        run(res, i.then)


@handles(I.Attach)
def h_attach(res: Resolution, i: I.Attach) -> None:
    what, to = res.objects(i.what), res.objects(i.to)
    if what and to and what[0] != to[0]:
        attach(res.game, what[0], to[0])


@handles(I.Manual)
def h_manual(res: Resolution, i: I.Manual) -> None:
    res.game.emit("manual", f"{res.info.source_name}: do by hand: {i.text}")


@handles(I.Populate)
def h_populate(res: Resolution, i: I.Populate) -> None:
    """701.30: create a copy of a creature token you control."""
    game = res.game
    tokens = [o for o in game.permanents(res.controller) if game.obj(o).is_token
              and CardType.CREATURE in game.chars(o).types]
    if tokens:
        create_tokens(game, game.obj(tokens[-1]).card, res.controller, 1,
                      created_by=res.source)


@handles(I.BecomeClassLevel)
def h_become_class_level(res: Resolution, i: I.BecomeClassLevel) -> None:
    """716.2a: the Class's level becomes N; "When this Class becomes level N" triggers
    (716.2c) once the level's abilities are there (716.2d)."""
    game = res.game
    oid = res.source
    if oid is None or oid not in game.state.objects or \
            game.obj(oid).zone != Zone.BATTLEFIELD:
        return
    game.obj(oid).class_level = i.level
    game.invalidate()
    game.emit("class_level", f"{game.name_of(oid)} becomes level {i.level} (716.2a)", (oid,),
              level=i.level)
    note_event(game, "class_level", oid=oid, level=i.level)
