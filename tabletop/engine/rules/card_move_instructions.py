"""Handlers of the instructions that move cards between hands, libraries and exile
(definitions/card_moves.py): discarding a hand (701.9), impulse draw, every matching
card of graveyards returned at once."""

from __future__ import annotations

from tabletop.engine.definitions.card_moves import (
    ChooseAmongChosen,
    DiscardHand,
    GiveControl,
    MayPlayFromExile,
    MillHalf,
    MoveAllCards,
    PutExiledIntoGraveyard,
    RevealAtRandom,
    RevealFromHand,
    ShuffleIntoLibrary,
    UntapUpTo,
)
from tabletop.engine.definitions.effects import Affects, Duration, EffectSpec, SetController
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.entering import enter_battlefield
from tabletop.engine.rules.keyword_actions import (
    discard,
    draw_cards,
    mill,
    move_object,
    shuffle_library,
)
from tabletop.engine.rules.play_permissions import allow_play
from tabletop.engine.rules.resolution import Resolution, handles
from tabletop.engine.rules.tapping import set_tapped


@handles(DiscardHand)
def h_discard_hand(res: Resolution, i: DiscardHand) -> None:
    """701.9: each player discards every card in their hand at once; then, if told,
    each draws the number they discarded (plus or minus a number; never fewer than 0),
    or the greatest number a player discarded (Windfall)."""
    game = res.game
    players = res.players(i.who)
    discarded: dict[str, int] = {}
    for p in players:
        hand = list(game.state.zone_ids(Zone.HAND, p))
        for oid in hand:
            discard(game, p, oid)
        discarded[p] = len(hand)
    if i.greatest:
        most = max(discarded.values(), default=0)
        for p in players:
            draw_cards(game, p, most)
    elif i.redraw is not None:
        for p in players:
            draw_cards(game, p, max(0, discarded[p] + i.redraw))


@handles(MayPlayFromExile)
def h_may_play_from_exile(res: Resolution, i: MayPlayFromExile) -> None:
    """The exiled cards may be played by the controller for the duration (a land as
    their land play, 305.1; a spell cast, paying its costs, 601.2)."""
    for oid in res.objects(i.what):
        if res.game.obj(oid).zone == Zone.EXILE:
            allow_play(res.game, oid, res.controller, i.next_turn)


@handles(MoveAllCards)
def h_move_all_cards(res: Resolution, i: MoveAllCards) -> None:
    """Every matching card of those graveyards moves at once (the set is fixed first)."""
    game = res.game
    players = game.players() if i.whose is None else res.players(i.whose)
    cards = [o for p in players for o in game.state.zone_ids(Zone.GRAVEYARD, p)
             if i.filter.matches(game, o, res.source, res.controller)]
    for oid in cards:
        obj = game.obj(oid)
        if i.to == "battlefield":
            controller = res.controller if i.under_your_control else obj.owner
            enter_battlefield(game, obj.card, owner=obj.owner, controller=controller,
                              from_oid=oid, tapped=i.tapped)
        else:
            move_object(game, oid, Zone.HAND, reason="returned to hand")


@handles(RevealAtRandom)
def h_reveal_at_random(res: Resolution, i: RevealAtRandom) -> None:
    """701.16: the game's seeded generator picks the card (replays are exact)."""
    game = res.game
    res.chosen = []
    for p in res.players(i.who):
        hand = game.state.zone_ids(Zone.HAND, p)
        if not hand:
            continue
        pick = hand[game.state.rng.randrange(len(hand))]
        res.chosen.append(pick)
        game.emit("reveal", f"{p} reveals {game.name_of(pick)} at random (701.16)", (pick,),
                  player=p)


@handles(PutExiledIntoGraveyard)
def h_put_exiled_into_graveyard(res: Resolution, i: PutExiledIntoGraveyard) -> None:
    game = res.game
    options = [o for o in game.state.zone_ids(Zone.EXILE)
               if i.filter.matches(game, o, res.source, res.controller)]
    wanted = res.info.choices.get("choose")
    asked = list(wanted) if isinstance(wanted, list | tuple) else [wanted]
    picked = [o for o in asked if o in options][:i.count]
    picked += [o for o in options if o not in picked][:i.count - len(picked)]
    if len(picked) < i.count:
        res.failed = True  # not done: "If you do, ..." doesn't follow (608.2c)
        return
    for oid in picked:
        move_object(game, oid, Zone.GRAVEYARD, reason="put into its owner's graveyard")


@handles(UntapUpTo)
def h_untap_up_to(res: Resolution, i: UntapUpTo) -> None:
    game = res.game
    options = [o for o in game.battlefield()
               if i.filter.matches(game, o, res.source, res.controller)]
    wanted = res.info.choices.get("choose")
    asked = list(wanted) if isinstance(wanted, list | tuple) else [wanted]
    picked = [o for o in asked if o in options][:i.count]
    if wanted is None:  # the preselected answer: your own tapped ones
        picked = [o for o in options if game.obj(o).tapped
                  and game.controller_of(o) == res.controller][:i.count]
    for oid in picked:
        if game.obj(oid).tapped:
            set_tapped(game, oid, False)
            game.emit("untap", f"{game.name_of(oid)} untaps", (oid,))


@handles(GiveControl)
def h_give_control(res: Resolution, i: GiveControl) -> None:
    """613.1b: a control-changing effect from a resolving ability lasts indefinitely."""
    game = res.game
    players = res.players(i.to)
    wanted = res.info.choices.get("player")
    player = wanted if isinstance(wanted, str) and wanted in players else \
        (players[0] if players else None)
    if player is None:
        return
    for oid in res.objects(i.what):
        spec = EffectSpec((SetController(player),), Affects.FIXED,
                          text=f"controlled by {player}")
        game.add_effect(spec, source=res.source, controller=res.controller,
                        locked=frozenset({oid}), duration=Duration.INDEFINITE)
        game.emit("control", f"{player} gains control of {game.name_of(oid)}", (oid,),
                  player=player)


@handles(MillHalf)
def h_mill_half(res: Resolution, i: MillHalf) -> None:
    for p in res.players(i.who):
        size = len(res.game.state.zone_ids(Zone.LIBRARY, p))
        mill(res.game, p, (size + 1) // 2 if i.round_up else size // 2)


@handles(ShuffleIntoLibrary)
def h_shuffle_into_library(res: Resolution, i: ShuffleIntoLibrary) -> None:
    game = res.game
    for p in res.players(i.who):
        for zone in i.zones:
            for oid in list(game.state.zone_ids(Zone(zone), p)):
                move_object(game, oid, Zone.LIBRARY, reason="shuffled into its library")
        shuffle_library(game, p)


def _answered(res: Resolution, key: str) -> list[object]:
    wanted = res.info.choices.get(key)
    return list(wanted) if isinstance(wanted, list | tuple) else [wanted]


@handles(RevealFromHand)
def h_reveal_from_hand(res: Resolution, i: RevealFromHand) -> None:
    """701.16: the player reveals cards of their choice from their hand."""
    game = res.game
    res.chosen = []
    count = i.count if isinstance(i.count, int) else res.n(i.count)  # "reveals X cards"
    for p in res.players(i.who):
        hand = list(game.state.zone_ids(Zone.HAND, p))
        picked = [o for o in _answered(res, "reveal") if o in hand][:count]
        rest = sorted((o for o in hand if o not in picked),
                      key=lambda o: (game.chars(o).mana_value, o))
        picked += rest[:count - len(picked)]
        res.chosen += picked
        if picked:
            game.emit("reveal", f"{p} reveals " + ", ".join(game.name_of(o) for o in picked)
                      + " (701.16)", tuple(picked), player=p)


@handles(ChooseAmongChosen)
def h_choose_among_chosen(res: Resolution, i: ChooseAmongChosen) -> None:
    game = res.game
    options = [o for o in res.chosen if o in game.state.objects]
    picked = [o for o in _answered(res, "choose") if o in options][:i.count]
    rest = sorted((o for o in options if o not in picked),
                  key=lambda o: (-game.chars(o).mana_value, o))
    res.chosen = picked + rest[:i.count - len(picked)]
    if res.chosen:
        game.emit("choose", f"{res.controller} chooses "
                  + ", ".join(game.name_of(o) for o in res.chosen), tuple(res.chosen),
                  player=res.controller)
