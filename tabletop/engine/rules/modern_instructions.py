"""Handlers of the instructions of recent sets' mechanics (definitions/modern.py)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tabletop.engine.definitions.instructions import SelfRef
from tabletop.engine.definitions.modern import (
    SADDLED,
    BecomeSaddled,
    CollectEvidence,
    Connive,
    CreateOffspring,
    Discover,
    ExileToCastLater,
    GiveGift,
    IncreaseSpeed,
    PutAttacking,
    Unattach,
)
from tabletop.engine.model.characteristics import PT
from tabletop.engine.model.enums import CardType, Phase, Zone
from tabletop.engine.rules.casting_while_resolving import cast_while_resolving
from tabletop.engine.rules.entering import create_tokens
from tabletop.engine.rules.exile_casting import note_exiled
from tabletop.engine.rules.keyword_actions import discard, draw_cards, move_object
from tabletop.engine.rules.resolution import Resolution, handles, run
from tabletop.engine.rules.speed import increase_speed
from tabletop.engine.rules.triggering import note_event
from tabletop.engine.rules.unattach_triggers import note_unattached

if TYPE_CHECKING:
    from tabletop.engine.game import Game


@handles(PutAttacking)
def h_put_attacking(res: Resolution, i: PutAttacking) -> None:
    """508.4: put onto the battlefield attacking: it attacks the defending player of its
    controller's attack (or else an opponent), it was never declared as an attacker, so
    "whenever ~ attacks" does not trigger; outside combat it is not attacking (506.3)."""
    game = res.game
    combat = game.state.combat
    if game.state.step.phase != Phase.COMBAT or not combat.declared:
        return
    for oid in res.objects(i.what):
        obj = game.obj(oid)
        if obj.zone != Zone.BATTLEFIELD or not game.is_creature(oid):
            continue
        controller = game.controller_of(oid)
        defender = combat.defender if combat.defender not in (None, controller) else next(
            iter(game.opponents(controller)), None)
        if defender is None:
            continue
        obj.attacking = defender
        combat.attackers.append(oid)
        combat.attacks[oid] = defender
        combat.controllers[oid] = controller
        game.state_changed("attacking")
        game.emit("attacking", f"{game.name_of(oid)} is attacking {defender} (508.4)", (oid,),
                  player=controller, value=defender)


@handles(Unattach)
def h_unattach(res: Resolution, i: Unattach) -> None:
    game = res.game
    for oid in res.objects(i.what):
        host = game.obj(oid).attached_to
        if host is None:
            continue
        game.obj(oid).attached_to = None
        game.invalidate()
        game.emit("unattach", f"{game.name_of(oid)} becomes unattached", (oid,))
        note_unattached(game, oid, host)


@handles(ExileToCastLater)
def h_exile_to_cast_later(res: Resolution, i: ExileToCastLater) -> None:
    """702.185a: a warped permanent is exiled; its owner may cast it on a later turn."""
    game = res.game
    for oid in res.objects(i.what):
        new = move_object(game, oid, Zone.EXILE, reason="exiled")
        if new is not None and new in game.state.objects and \
                game.obj(new).zone == Zone.EXILE:
            note_exiled(game, new, i.way)


@handles(CreateOffspring)
def h_create_offspring(res: Resolution, i: CreateOffspring) -> None:
    game = res.game
    source = res.info.source_oid
    obj = game.state.objects.get(source) if source is not None else None
    if obj is None and source is not None and source in game.state.lki:
        obj = game.state.lki[source].obj
    if obj is None:
        return
    card = replace(obj.card, power=PT(1), toughness=PT(1))
    res.created = create_tokens(game, card, res.controller, 1, created_by=source)


@handles(BecomeSaddled)
def h_become_saddled(res: Resolution, i: BecomeSaddled) -> None:
    game = res.game
    for oid in res.objects(i.what):
        if game.obj(oid).zone == Zone.BATTLEFIELD:
            game.obj(oid).choose(SADDLED, str(game.state.turn))
            game.emit("saddled", f"{game.name_of(oid)} becomes saddled (702.171b)", (oid,))


def _evidence(game: Game, cards: list[int], n: int, wanted: object) -> list[int] | None:
    """The graveyard cards collected: those the answer names, else the greatest mana
    values first until they are enough; None when they can't be enough."""
    def value(oid: int) -> int:
        return game.chars(oid).mana_value

    if isinstance(wanted, list | tuple) and wanted:
        picked = [o for o in wanted if o in cards]
    else:
        picked = []
        for oid in sorted(cards, key=value, reverse=True):
            if sum(value(o) for o in picked) >= n:
                break
            picked.append(oid)
    return picked if sum(value(o) for o in picked) >= n else None


@handles(CollectEvidence)
def h_collect_evidence(res: Resolution, i: CollectEvidence) -> None:
    """701.59a: exile cards with total mana value N or greater from your graveyard."""
    game = res.game
    cards = list(game.state.zone_ids(Zone.GRAVEYARD, res.controller))
    picked = _evidence(game, cards, i.n, res.info.choices.get("exile"))
    if picked is None:
        res.failed = True  # 701.59b: it can't be done; "if you do" doesn't follow
        return
    for oid in picked:
        move_object(game, oid, Zone.EXILE, reason="collect evidence")
    game.emit("collect_evidence", f"{res.controller} collects evidence {i.n} (701.59)",
              player=res.controller, n=i.n)
    note_event(game, "collect_evidence", player=res.controller)


@handles(IncreaseSpeed)
def h_increase_speed(res: Resolution, i: IncreaseSpeed) -> None:
    increase_speed(res.game, res.controller)


@handles(GiveGift)
def h_give_gift(res: Resolution, i: GiveGift) -> None:
    """702.174a: the promised opponent (the next opponent in turn order) gets the gift."""
    game = res.game
    order = game.state.turn_order
    me = order.index(res.controller) if res.controller in order else 0
    opponents = [p for p in order[me + 1:] + order[:me]
                 if p != res.controller and not game.player(p).lost]
    if not opponents:
        return
    giver, res.controller = res.controller, opponents[0]
    try:
        game.emit("gift", f"{opponents[0]} gets the gift (702.174)", player=opponents[0])
        run(res, i.gift)
    finally:
        res.controller = giver


@handles(Discover)
def h_discover(res: Resolution, i: Discover) -> None:
    """701.57a: exile from the top until a nonland card with mana value N or less; cast it
    free or put it into your hand; the rest on the bottom in a random order."""
    game = res.game
    player = res.controller
    library = game.state.zone_ids(Zone.LIBRARY, player)
    exiled: list[int] = []
    found: int | None = None
    while library and found is None:
        new = move_object(game, library[-1], Zone.EXILE, reason="discover")
        if new is None or new not in game.state.objects:
            break
        chars = game.chars(new)
        if CardType.LAND not in chars.types and chars.mana_value <= i.n:
            found = new
        else:
            exiled.append(new)
        library = game.state.zone_ids(Zone.LIBRARY, player)
    game.emit("discover", f"{player} discovers {i.n} (701.57a)", player=player, n=i.n)
    if found is not None:
        cast = None
        if res.info.choices.get("may", True):
            cast, _ = cast_while_resolving(game, player, found, None,
                                           wanted=res.info.choices.get("new_targets"))
        if cast is None and game.obj(found).zone == Zone.EXILE:
            move_object(game, found, Zone.HAND, reason="discover")
    game.state.rng.shuffle(exiled)
    for oid in exiled:
        if oid in game.state.objects and game.obj(oid).zone == Zone.EXILE:
            move_object(game, oid, Zone.LIBRARY, position="bottom", reason="discover")


@handles(Connive)
def h_connive(res: Resolution, i: Connive) -> None:
    """701.50a: draw a card, then discard a card; a nonland card discarded: a +1/+1
    counter on the conniving permanent."""
    game = res.game
    conniving = res.objects(i.what)
    if not conniving and isinstance(i.what, SelfRef) and res.source in game.state.lki:
        conniving = [res.source]  # 701.50c: it has left the battlefield
    for oid in conniving:
        player = game.state.lki[oid].controller if oid not in game.state.objects \
            else game.controller_of(oid)
        draw_cards(game, player, 1)
        hand = game.state.zone_ids(Zone.HAND, player)
        if not hand:
            continue
        wanted = res.info.choices.get("discard")
        pick = wanted if isinstance(wanted, int) and wanted in hand else hand[-1]
        nonland = CardType.LAND not in game.chars(pick).types
        discard(game, player, pick)
        if nonland and oid in game.state.objects and \
                game.obj(oid).zone == Zone.BATTLEFIELD:
            game.put_counters(oid, "+1/+1", 1, source=res.source)
