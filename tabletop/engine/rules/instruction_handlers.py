"""One-shot effects (610): the handlers of the instructions that move objects, deal
damage, put counters, change life totals, create tokens and continuous effects.

Continuous effects created here fix their set of objects and their numbers as they begin
(611.2c, 608.2h).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions import instructions as I
from tabletop.engine.definitions.abilities import TriggeredAbility
from tabletop.engine.definitions.conditions import Not, RefIs, WonFlip
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.effects import (
    AddAbilities,
    Affects,
    Duration,
    EffectSpec,
    SetController,
    fix_spec,
    with_choices,
)
from tabletop.engine.definitions.expressions import Const, Of
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.characteristics import PT
from tabletop.engine.model.enums import CardType, Supertype, Zone
from tabletop.engine.model.mana import ManaCost
from tabletop.engine.model.pending import DelayedTrigger, PreventionShield
from tabletop.engine.rules import faces
from tabletop.engine.rules.casting_while_resolving import cast_while_resolving
from tabletop.engine.rules.damage import deal_damage_batch
from tabletop.engine.rules.entering import create_tokens, enter_battlefield
from tabletop.engine.rules.game_outcomes import may_lose, may_win
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
from tabletop.engine.rules.linked_exile import note_exiled
from tabletop.engine.rules.mana_payment import can_pay
from tabletop.engine.rules.paying_costs import cost_problem, pay_costs
from tabletop.engine.rules.renown_triggers import note_explored, note_marked
from tabletop.engine.rules.resolution import Resolution, handles, run, run_unless_failed
from tabletop.engine.rules.search_prohibitions import may_search
from tabletop.engine.rules.source_durations import source_duration_begins
from tabletop.engine.rules.tapping import set_tapped
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
    recipients = res.recipients(i.to, relative_to=source)  # "it deals ... to each other"
    if i.divided:  # 601.2d: the division was announced as it was cast
        given = res.info.choices.get("distribute")
        shares: dict[str, Any] = {str(k): v for k, v in given.items()} \
            if isinstance(given, dict) else {}
        if not shares and recipients:  # an ability's division: evenly, the first get more
            base, extra = divmod(amount, len(recipients))
            shares = {str(t): base + (1 if n < extra else 0) for n, t in enumerate(recipients)}
        dealt = deal_damage_batch(res.game, [(source, t, int(shares.get(str(t), 0)))
                                             for t in recipients
                                             if int(shares.get(str(t), 0)) > 0])
        res.damage_dealt = sum(dealt)
        return
    res.damage_dealt = sum(deal_damage_batch(res.game, [(source, t, amount)
                                                        for t in recipients]))


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
        if mode in ("add", "put", "2") and not i.remove_only:
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
    """701.13; the cards milled are "the cards milled this way" after it (FoundRef)."""
    before = set(res.game.state.zone_ids(Zone.GRAVEYARD))
    for p in res.players(i.who):
        mill(res.game, p, res.n(i.n))
    res.found = [o for o in res.game.state.zone_ids(Zone.GRAVEYARD) if o not in before]


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
    host = res.source
    if i.until_source_leaves and (host not in game.state.objects or
                                  game.obj(host).zone != Zone.BATTLEFIELD):
        game.emit("no_effect", "610.3c: its source has left the battlefield: nothing is "
                  "exiled")
        return
    for oid in res.objects(i.what):
        owner = game.obj(oid).owner
        new = move_object(game, oid, Zone.EXILE, reason="exiled")
        if new is None or new not in game.state.objects or game.obj(new).zone != Zone.EXILE:
            continue  # 610.3c: it didn't go to exile, so it doesn't return
        note_exiled(game, res.info.source_oid, new)  # 607.2a: "the exiled card"
        for kind, n in i.with_counters:  # "Exile ~ with three time counters on it" (702.62)
            game.put_counters(new, kind, n, source=res.source)
        if i.until_source_leaves and host is not None:
            _return_when_it_leaves(res, host, new)
        elif i.return_now and i.return_transformed and \
                game.obj(new).card.layout not in faces.TRANSFORMING:
            game.emit("no_effect", f"{game.name_of(new)} can't be put onto the battlefield "
                      "transformed: it stays in exile (701.27f)")
        elif i.return_now:  # Cloudshift: it returns at once, a new object (400.7)
            enter_battlefield(game, game.obj(new).card, owner=owner, controller=res.controller,
                              from_oid=new, face=1 if i.return_transformed else None)
        elif i.return_at_end_step:  # Otherworldly Journey: a delayed trigger (603.7)
            add_delayed(game, DelayedTrigger(
                step="end", whose="each", controller=res.controller, source=res.source,
                source_name=res.info.source_name,
                text="return that card to the battlefield under its owner's control",
                effect=(ReturnFromExile(new, tuple(i.return_counters)),),
                turn=game.state.turn))


def _return_when_it_leaves(res: Resolution, host: int, exiled: int) -> None:
    """610.3c: "until ~ leaves the battlefield": the source gets a leaves-the-battlefield
    ability returning the card (it triggers as the source leaves, 603.10a)."""
    game = res.game
    back = TriggeredAbility(
        text=f"When this leaves the battlefield, return {game.name_of(exiled)} to the "
             "battlefield under its owner's control",
        trigger=Trigger(TriggerEvent.LEAVES, subject="self",
                        text="When this leaves the battlefield"),
        effect=(ReturnFromExile(exiled),))
    spec = EffectSpec((AddAbilities((back,)),), Affects.FIXED,
                      text=f"returns {game.name_of(exiled)} when it leaves")
    game.add_effect(spec, source=host, controller=res.controller, locked=frozenset({host}),
                    duration=Duration.INDEFINITE)


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
    res.created = []  # "it gains haste": what was put onto the battlefield (CreatedRef)
    for old, new in _where_they_went(res, i.what):
        obj = game.state.objects.get(new) if new is not None else None
        if obj is None or obj.zone == Zone.BATTLEFIELD:
            game.emit("no_effect", f"{game.name_of(old)} is no longer where it went (400.7)")
            continue
        controller = res.controller if i.under_your_control else obj.owner
        res.created.append(enter_battlefield(
            game, obj.card, owner=obj.owner, controller=controller, from_oid=new,
            counters=dict(i.counters), tapped=i.tapped))
        if isinstance(i.what, I.TargetRef):
            res.returned[old] = res.created[-1]
        elif isinstance(i.what, I.ChosenRef):  # "That permanent gains haste" (400.7)
            res.chosen = [res.created[-1] if o == old else o for o in res.chosen]


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
    game = res.game
    for _, oid in _where_they_went(res, i.what):
        if oid is None:
            continue
        obj = game.obj(oid)
        if i.position == "second":  # "second from the top" (Oust): under the top card
            new = move_object(game, oid, Zone.LIBRARY, position="top",
                              reason="put second from the top of its owner's library")
            cards = game.state.zones[(Zone.LIBRARY, game.obj(new).owner)] \
                if new is not None and new in game.state.objects else []
            if len(cards) >= 2 and cards[-1] == new:
                cards[-1], cards[-2] = cards[-2], cards[-1]
            continue
        if obj.zone == Zone.LIBRARY:  # a card found in the library: it moves in it
            cards = game.state.zones[(Zone.LIBRARY, obj.owner)]
            cards.remove(oid)
            if i.position == "bottom":
                cards.insert(0, oid)
            else:
                cards.append(oid)
            game.emit("library_order", f"{obj.owner} puts a card on the {i.position} of "
                      "their library (401.2)", player=obj.owner)
            continue
        move_object(game, oid, Zone.LIBRARY, position=i.position,
                    reason=f"put on the {i.position} of its owner's library")


@handles(I.Sacrifice)
def h_sacrifice(res: Resolution, i: I.Sacrifice) -> None:
    chosen = res.objects(i.what)
    for oid in chosen:
        sacrifice(res.game, oid)
    if not chosen:
        res.failed = True  # nothing sacrificed: "If you do" doesn't follow (608.2c)


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
    tapped: list[int] = []
    for oid in res.objects(i.what):
        obj = res.game.obj(oid)
        untap = i.untap
        if i.either:  # "tap or untap": the answer `mode`, else the other state (a toggle)
            mode = str(res.info.choices.get("mode", "")).lower()
            untap = mode == "untap" if mode in ("tap", "untap") else obj.tapped
        if obj.zone != Zone.BATTLEFIELD or obj.tapped == (not untap):
            continue
        set_tapped(res.game, oid, not untap)
        res.game.state_changed("tapped")
        res.game.emit("tap" if not untap else "untap",
                      f"{res.game.name_of(oid)} {'untaps' if untap else 'taps'}", (oid,))
        if not untap:
            tapped.append(oid)
    if tapped:  # "whenever you tap one or more untapped creatures your opponents control"
        note_event(res.game, "player_taps", player=res.controller, oids=tuple(tapped))


def _locked(res: Resolution, spec: EffectSpec) -> frozenset[int] | None:
    """611.2c: the objects an effect from a resolving spell affects, fixed now."""
    game = res.game
    if spec.affects == Affects.TARGETS:
        chosen = res.info.targets if spec.target_index is None else \
            res.info.targets[spec.target_index:spec.target_index + 1]
        returned = [res.returned.get(t, t) if isinstance(t, int) else t for t in chosen]
        locked = frozenset(t for t in returned if isinstance(t, int) and t in game.state.objects)
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


def _values_of_refs(res: Resolution, spec: EffectSpec) -> EffectSpec:
    """"gets +X/+0, where X is that artifact's mana value": a value of another object
    than the affected one is taken now, from that object (608.2h, 611.2d)."""
    mods = []
    for mod in res.bind(spec).mods:
        dc: Any = mod  # every modification is a dataclass
        named = {f.name: Const(res.n(v)) for f in fields(dc)
                 if isinstance(v := getattr(mod, f.name), Of)}
        mods.append(replace(dc, **named) if named else mod)
    return replace(spec, mods=tuple(mods))


def _add_effect(res: Resolution, spec: EffectSpec, locked: frozenset[int],
                duration: Duration) -> None:
    game = res.game
    if duration == Duration.WHILE_SOURCE_TAPPED and not (
            res.source in game.state.objects and game.obj(res.source).tapped):
        return  # 611.2b: "for as long as ~ remains tapped" is already over: no effect
    if not source_duration_begins(game, duration, res.source, res.controller):
        return  # 611.2b: "for as long as you control ~" with ~ gone: no effect
    ctx = res.ctx(next(iter(locked)) if len(locked) == 1 else None)
    fixed = fix_spec(with_choices(_values_of_refs(res, spec), res.info.choices), ctx)
    game.add_effect(fixed, source=res.source if res.source in game.state.objects else None,
                    controller=res.controller, locked=locked, duration=duration,
                    x=res.info.x)


@handles(I.CreateToken)
def h_token(res: Resolution, i: I.CreateToken) -> None:
    res.created = []
    token = i.token
    if i.pt is not None:  # "an X/X token": the numbers are fixed as it is created (111.4)
        token = replace(token, power=PT(res.n(i.pt[0])), toughness=PT(res.n(i.pt[1])))
    for p in res.players(i.who):
        res.created += create_tokens(res.game, token, p, res.n(i.count),
                                     created_by=res.source, tapped=i.tapped)


@handles(I.CreateTokenCopy)
def h_token_copy(res: Resolution, i: I.CreateTokenCopy) -> None:
    """707.2: the copiable values are the printed card's (its copy effects included when
    it entered as a copy)."""
    game = res.game
    originals = res.objects(i.of)
    if not originals:
        known = game.state.lki.get(res.trigger_object or -1) \
            if isinstance(i.of, I.TriggerObjectRef) else None
        cards = [faces.copied_card(known.obj)] if known is not None else []
    else:
        cards = [faces.copied_card(game.obj(originals[0]))]  # 712.8e: the face up
    res.created = []
    for card in cards[:1]:
        if i.not_legendary:  # 707.9b: an exception to the copiable values
            card = replace(card, supertypes=card.supertypes - {Supertype.LEGENDARY})
        for p in res.players(i.who):
            res.created += create_tokens(game, card, p, res.n(i.count), created_by=res.source)


@handles(I.Regenerate)
def h_regenerate(res: Resolution, i: I.Regenerate) -> None:
    """701.19: a regeneration shield, used the next time it would be destroyed this turn."""
    for oid in res.objects(i.what):
        res.game.obj(oid).regeneration_shields += 1
        res.game.emit("shield", f"{res.game.name_of(oid)} gets a regeneration shield "
                      "(701.19a)", (oid,))


@handles(I.PreventDamage)
def h_prevent(res: Resolution, i: I.PreventDamage) -> None:
    """615.7: a prevention shield ("prevent the next N damage ... this turn"); Fog: all
    combat damage to anything; "damage ... dealt by it": only what those sources deal."""
    game = res.game
    recipients: list[Any] = [None] if i.to is None else res.recipients(i.to)
    sources: list[int | None] = [None] if i.by is None else list(res.objects(i.by))
    for t in recipients:
        for by in sources:
            amount = None if i.amount is None else res.n(i.amount)
            game.state.prevention.append(PreventionShield(
                to=t, amount=amount, source=res.info.source_name, source_oid=res.source,
                controller=res.controller, timestamp=game.state.new_timestamp(),
                id=game.state.new_eid(), by=by, combat_only=i.combat_only,
                once=i.next_time, source_filter=i.source_filter))
            what = "all" if amount is None else f"the next {amount}"
            combat = " combat" if i.combat_only else ""
            to = "" if t is None else \
                f" to {t if isinstance(t, str) else game.name_of(t)}"
            dealt_by = "" if by is None else f" dealt by {game.name_of(by)}"
            game.emit("prevention", f"{res.info.source_name}: prevent {what}{combat} "
                      f"damage{to}{dealt_by} this turn (615.7)",
                      tuple(o for o in (t, by) if isinstance(o, int)))


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
    if i.what is not None:  # "shuffle ~ into your library" after it left (400.7)
        for _, oid in _where_they_went(res, i.what):
            if oid is None:
                continue
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
        if not may_win(game, p) or not all(may_lose(game, o) for o in game.opponents(p)):
            continue  # "You can't win the game", "... your opponents can't lose" (104.2b)
        game.player(p).won = True
        for other in game.opponents(p):
            game.player(other).lost = True
        game.state.game_over = True
        game.emit("win", f"{p} wins the game", player=p)


@handles(I.Search)
def h_search(res: Resolution, i: I.Search) -> None:
    """701.23: search the library for matching cards (choices `search`: their ids; `may`);
    "found": they wait for the instructions after (FoundRef)."""
    game = res.game
    owners = res.players(i.whose) if i.whose is not None else [res.controller]
    wanted = res.info.choices.get("search")
    asked = list(wanted) if isinstance(wanted, list | tuple) else [wanted]
    picks: list[int] = []
    for owner in owners:  # "each player searches their library": each finds their own
        searcher = owner if i.whose is not None and i.whose.who == "each" else res.controller
        if not may_search(game, searcher):  # "Players can't search libraries" (701.23)
            game.emit("search", f"{searcher} can't search libraries", player=searcher)
            continue
        found = [o for o in reversed(game.state.zone_ids(Zone.LIBRARY, owner))
                 if i.filter.matches(game, o, res.source, res.controller)]
        chosen = [o for o in asked if o in found] or found
        if i.filter.with_different_names:  # "cards with different names": one of each
            by_name: dict[str, int] = {}
            for o in chosen:
                by_name.setdefault(game.chars(o).name, o)
            chosen = list(by_name.values())
        picks += chosen[:i.count]
    if i.to == "found":
        res.found = picks
        names = ", ".join(game.name_of(o) for o in picks) or "nothing"
        game.emit("search", f"{res.controller} searches their library and finds {names}"
                  " (701.23)", tuple(picks), player=res.controller)
        return
    pick = picks[0] if picks else None
    if pick is not None and res.info.choices.get("may", True):
        if i.to == "battlefield":
            enter_battlefield(game, game.obj(pick).card, owner=res.controller,
                              controller=res.controller, from_oid=pick)
        else:
            move_object(game, pick, Zone.HAND, reason="searched for")
    for p in owners:
        shuffle_library(game, p)


@handles(I.ChooseObjects)
def h_choose_objects(res: Resolution, i: I.ChooseObjects) -> None:
    """Each player chooses objects of their own (not targets, 115.10): the answer `choose`
    names them; else the least valuable ones (tokens first, the lowest mana value)."""
    game = res.game
    res.chosen = []
    wanted = res.info.choices.get("choose")
    asked = list(wanted) if isinstance(wanted, list | tuple) else [wanted]
    for p in res.players(i.who):
        if i.zone in ("hand", "graveyard"):
            options = list(game.state.zone_ids(Zone(i.zone), p))
        else:
            options = [o for o in game.permanents(p)]
        options = [o for o in options if i.filter.matches(game, o, res.source, res.controller)]
        if i.least and options:  # 701.39a bolster: the least toughness
            low = min(game.chars(o).toughness or 0 for o in options)
            options = [o for o in options if (game.chars(o).toughness or 0) == low]
        picked = [o for o in asked if o in options][:i.count]
        if i.any_number and wanted is not None:  # "any number": exactly those answered
            res.chosen += picked
            continue
        if i.chooser is not None:  # another player chooses: the most valuable (Duress)
            rest = sorted((o for o in options if o not in picked),
                          key=lambda o: (-game.chars(o).mana_value, o))
        else:  # the player's own choice: the least valuable
            rest = sorted((o for o in options if o not in picked),
                          key=lambda o: (not game.obj(o).is_token, game.chars(o).mana_value, o))
        picked += rest[:i.count - len(picked)]
        res.chosen += picked
        if picked:
            game.emit("choose", f"{p} chooses " + ", ".join(game.name_of(o) for o in picked),
                      tuple(picked), player=p)


@handles(I.DiscardCards)
def h_discard_cards(res: Resolution, i: I.DiscardCards) -> None:
    game = res.game
    for oid in res.objects(i.what):
        obj = game.obj(oid)
        if obj.zone == Zone.HAND:
            discard(game, obj.owner, oid)


@handles(I.RevealHand)
def h_reveal_hand(res: Resolution, i: I.RevealHand) -> None:
    for p in res.players(i.who):
        cards = res.game.state.zone_ids(Zone.HAND, p)
        names = ", ".join(res.game.name_of(o) for o in cards) or "no cards"
        res.game.emit("reveal", f"{p} reveals their hand: {names} (701.16)", tuple(cards),
                      player=p)


@handles(I.LookAt)
def h_look_at(res: Resolution, i: I.LookAt) -> None:
    seen = res.objects(i.what)
    res.game.emit("look", f"{res.controller} looks at {len(seen)} card(s)", tuple(seen),
                  player=res.controller)


@handles(I.LookAtHand)
def h_look_at_hand(res: Resolution, i: I.LookAtHand) -> None:
    for p in res.players(i.who):
        cards = res.game.state.zone_ids(Zone.HAND, p)
        res.game.emit("look", f"{res.controller} looks at {p}'s hand", tuple(cards),
                      player=res.controller)


@handles(I.Reveal)
def h_reveal(res: Resolution, i: I.Reveal) -> None:
    """701.16: the cards are shown to every player."""
    shown = res.objects(i.what)
    if shown:
        names = ", ".join(res.game.name_of(o) for o in shown)
        res.game.emit("reveal", f"{res.controller} reveals {names} (701.16)", tuple(shown),
                      player=res.controller)


@handles(I.ForEachPutCounter)
def h_for_each_counter(res: Resolution, i: I.ForEachPutCounter) -> None:
    for oid in [o for o in res.game.battlefield()
                if i.filter.matches(res.game, o, res.source, res.controller)]:
        res.game.put_counters(oid, i.kind, res.n(i.n, oid), source=res.source)


@handles(I.Optional_)
def h_optional(res: Resolution, i: I.Optional_) -> None:
    """603.5, 608.2c: "you may"; a cost that isn't paid ends the "if you do" part and
    "if you don't" / "unless" follows."""
    if not res.info.choices.get("may", True):
        run(res, i.otherwise)
        return
    if run_unless_failed(res, i.inner):
        run(res, i.otherwise)


def _asked(res: Resolution, key: str) -> list[object]:
    wanted = res.info.choices.get(key)
    return list(wanted) if isinstance(wanted, list | tuple) else [wanted]


@handles(I.Scry)
def h_scry(res: Resolution, i: I.Scry) -> None:
    """701.22a scry: the cards named go to the bottom; 701.25a surveil: into the
    graveyard. The others stay on top in their order."""
    game = res.game
    key = "scry" if i.to == "bottom" else "surveil"
    top = game.state.zone_ids(Zone.LIBRARY, res.controller)[-res.n(i.n):] if res.n(i.n) else []
    moved = [o for o in _asked(res, key) if o in top]
    game.emit(key, f"{res.controller} {key}s {len(top)} (701.22)", player=res.controller)
    if res.n(i.n) > 0:  # 701.22b, 701.25b: scrying 0 isn't scrying
        note_event(game, key, player=res.controller)
    for oid in moved:
        if i.to == "bottom":
            cards = game.state.zones[(Zone.LIBRARY, res.controller)]
            cards.remove(oid)
            cards.insert(0, oid)
        else:
            move_object(game, oid, Zone.GRAVEYARD, reason="surveil (701.25)")


def _put_card(res: Resolution, oid: int, to: str) -> None:
    """A card (usually in a library) to where an instruction says (400.7)."""
    game = res.game
    obj = game.obj(oid)
    if to in ("battlefield", "battlefield_tapped"):
        enter_battlefield(game, obj.card, owner=obj.owner, controller=res.controller,
                          from_oid=oid, tapped=to == "battlefield_tapped")
    elif to in ("hand", "graveyard"):
        move_object(game, oid, Zone.HAND if to == "hand" else Zone.GRAVEYARD,
                    reason=f"put into {to}")
    elif to == "exile":
        move_object(game, oid, Zone.EXILE, reason="exiled")
    elif to == "cast":  # "you may cast ... from among them without paying its mana cost"
        cast, why = cast_while_resolving(game, res.controller, oid, None,
                                         wanted=res.info.choices.get("new_targets"))
        if cast is None:
            game.emit("not_cast", f"{game.name_of(oid)} isn't cast: {why}", (oid,),
                      player=res.controller)
    elif obj.zone == Zone.LIBRARY:  # on the top or at the bottom of the library it is in
        cards = game.state.zones[(Zone.LIBRARY, obj.owner)]
        cards.remove(oid)
        if to == "bottom":
            cards.insert(0, oid)
        else:
            cards.append(oid)
    else:
        move_object(game, oid, Zone.LIBRARY, position="bottom" if to == "bottom" else "top",
                    reason=f"put on the {to}")


@handles(I.SplitCards)
def h_split_cards(res: Resolution, i: I.SplitCards) -> None:
    """The chosen cards to one place, the rest to another (the order the answer gives)."""
    game = res.game
    cards = res.objects(i.of)
    fits = [o for o in cards if i.filter is None or
            i.filter.matches(game, o, res.source, res.controller)]
    picked = [o for o in _asked(res, "choose") if o in fits][:i.count] or \
        list(reversed(fits))[:i.count]
    if i.pick is not None:  # "put that card into your hand and the rest ..."
        picked = [o for o in res.objects(i.pick) if o in cards]
    if i.every:  # "put all land cards revealed this way into your hand"
        picked = fits
    res.chosen = picked
    if i.reveal and picked:  # 701.16
        names = ", ".join(game.name_of(o) for o in picked)
        game.emit("reveal", f"{res.controller} reveals {names} (701.16)", tuple(picked),
                  player=res.controller)
    for oid in picked:
        _put_card(res, oid, i.first_to)
    if i.count and not picked and i.pick is None:
        res.failed = True  # nothing put: "If you do" doesn't follow, "If you don't" does
    if i.first_to == "cast":  # a card that couldn't be cast goes with the rest
        picked = [o for o in picked if o not in game.state.objects
                  or game.obj(o).zone != Zone.LIBRARY]
    for oid in [o for o in cards if o not in picked]:
        if oid in game.state.objects and i.rest_to:  # "": the rest stay where they are
            _put_card(res, oid, i.rest_to)
    # "It gains haste", "that card's mana value": the cards put, where they went (400.7)
    res.chosen = [game.state.newest(o) for o in res.chosen]


@handles(I.RevealUntil)
def h_reveal_until(res: Resolution, i: I.RevealUntil) -> None:
    """701.16: cards are revealed from the top until one matches (or the library ends)."""
    game = res.game
    library = list(reversed(game.state.zone_ids(Zone.LIBRARY, res.controller)))
    res.revealed, res.found = [], []
    for oid in library:
        res.revealed.append(oid)
        if i.filter.matches(game, oid, res.source, res.controller):
            res.found = [oid]
            break
    names = ", ".join(game.name_of(o) for o in res.revealed) or "nothing"
    game.emit("reveal", f"{res.controller} reveals {names} (701.16)", tuple(res.revealed),
              player=res.controller)


@handles(I.Fight)
def h_fight(res: Resolution, i: I.Fight) -> None:
    """701.14a-b: both deal damage at once; if either is gone, no damage is dealt."""
    game = res.game
    a, b = res.objects(i.first), res.objects(i.second)
    if not a or not b or not game.is_creature(a[0]) or not game.is_creature(b[0]):
        game.emit("no_effect", "701.14b: a creature to fight is gone: no damage")
        return
    pa, pb = game.chars(a[0]).power or 0, game.chars(b[0]).power or 0
    deal_damage_batch(game, [(a[0], b[0], pa), (b[0], a[0], pb)])


@handles(I.FlipCoin)
def h_flip_coin(res: Resolution, i: I.FlipCoin) -> None:
    """705.2: the game's seeded generator flips it (replays are exact)."""
    res.won_flip = res.game.state.rng.randint(0, 1) == 1
    res.game.emit("coin", f"{res.controller} flips a coin and "
                  f"{'wins' if res.won_flip else 'loses'} the flip (705)",
                  player=res.controller)


@handles(I.Explore)
def h_explore(res: Resolution, i: I.Explore) -> None:
    """701.44a: explore."""
    for oid in res.objects(i.what):
        _explore_one(res, oid)
        note_explored(res.game, oid)  # 701.44c: "whenever a creature you control explores"


def _explore_one(res: Resolution, oid: int) -> None:
    game = res.game
    library = game.state.zone_ids(Zone.LIBRARY, res.controller)
    if not library:
        game.put_counters(oid, "+1/+1", 1, source=res.source)
        return
    top = library[-1]
    game.emit("reveal", f"{res.controller} reveals {game.name_of(top)} (701.44a)", (top,),
              player=res.controller)
    if CardType.LAND in game.chars(top).types:
        move_object(game, top, Zone.HAND, reason="explored")
        return
    game.put_counters(oid, "+1/+1", 1, source=res.source)
    if top in _asked(res, "surveil"):
        move_object(game, top, Zone.GRAVEYARD, reason="explored")


@handles(I.GetCounters)
def h_get_counters(res: Resolution, i: I.GetCounters) -> None:
    """122.1, 107.14: counters on a player (energy, poison)."""
    for p in res.players(i.who):
        n = res.n(i.n)
        counters = res.game.player(p).counters
        counters[i.kind] = counters.get(i.kind, 0) + n
        res.game.invalidate()
        res.game.emit("player_counters", f"{p} gets {n} {i.kind} counter(s) (122.1)",
                      player=p)


@handles(I.MarkSource)
def h_mark_source(res: Resolution, i: I.MarkSource) -> None:
    for oid in res.objects(I.SelfRef()):
        res.game.obj(oid).choose(i.mark, "done")
        res.game.invalidate()  # "as long as ~ is renowned" reads it (702.112b)
        note_marked(res.game, oid, i.mark)  # "whenever ~ becomes renowned"


def _times(cost: Cost, n: int) -> Cost:
    """A cost paid `n` times (cumulative upkeep, 702.24a)."""
    mana = ManaCost(tuple(s for _ in range(n) for s in cost.mana.symbols))
    return replace(cost, mana=mana, pay_life=cost.pay_life * n, discard=cost.discard * n,
                   sacrifice_count=cost.sacrifice_count * n)


@handles(I.PayCost)
def h_pay_cost(res: Resolution, i: I.PayCost) -> None:
    """118.1, 118.3: the cost is paid now if it can be (mana from the pool and untapped
    sources, automatically); else nothing is paid and the ability goes on without it."""
    game = res.game
    payers = res.players(i.who)
    source = res.source if res.source in game.state.objects else res.stack_oid
    if not payers or source is None:
        res.failed = True
        return
    payer = payers[0]
    cost = i.cost if i.times is None else _times(i.cost, res.n(i.times))
    x = res.info.x if i.x is None else res.n(i.x)
    reason = cost_problem(game, payer, cost, source, dict(res.info.choices)) or \
        can_pay(game, payer, cost.mana, x)
    if reason is None:
        try:
            pay_costs(game, payer, cost, source=source, x=x,
                      choices=dict(res.info.choices), pay="auto")
            game.emit("paid", f"{payer} pays {cost.describe()}", player=payer)
            return
        except IllegalAction as exc:
            reason = exc.reason
    res.failed = True
    game.emit("not_paid", f"{payer} doesn't pay {cost.describe()}: {reason}",
              player=payer)


def _named_by(condition: object) -> object:
    """The reference a condition is about ("if it's a creature card"), if any."""
    if isinstance(condition, RefIs):
        return condition.ref
    inner = getattr(condition, "inner", None)
    return _named_by(inner) if inner is not None else None


def _flip_of(condition: object) -> bool | None:
    """True for "if you win the flip", False for "if you lose the flip", else None."""
    if isinstance(condition, WonFlip):
        return True
    if isinstance(condition, Not) and isinstance(condition.inner, WonFlip):
        return False
    return None


@handles(I.Conditional)
def h_conditional(res: Resolution, i: I.Conditional) -> None:
    ref = _named_by(i.condition)
    named = res.objects(ref) if isinstance(ref, I.Ref) else []
    if not named and isinstance(ref, I.TargetRef):  # 608.2h: as it last existed
        gone = res.target(ref.index)
        named = [gone] if isinstance(gone, int) else []
    flip = _flip_of(i.condition)
    try:
        holds = i.condition.holds(res.ctx(named[0] if named else None)) if flip is None \
            else (res.won_flip if flip else not res.won_flip)
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


@handles(I.Transform)
def h_transform(res: Resolution, i: I.Transform) -> None:
    """701.27: each transforming double-faced permanent named turns over."""
    for oid in res.objects(i.what):
        faces.transform(res.game, oid)


@handles(I.Flip)
def h_flip(res: Resolution, i: I.Flip) -> None:
    """710: each flip card's permanent named flips."""
    for oid in res.objects(i.what):
        faces.flip(res.game, oid)
