"""Turn an Action into rules procedures (the engine's one entry point behind Game.perform)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from tabletop.engine.definitions.abilities import KeywordAbility
from tabletop.engine.definitions.effects import Affects, Duration, EffectSpec, SetController, SetPT
from tabletop.engine.definitions.expressions import Const
from tabletop.engine.model import actions as A
from tabletop.engine.model.answers import AnswerError
from tabletop.engine.model.characteristics import PT, CardDefinition
from tabletop.engine.model.choices import ChoiceError, check_choices
from tabletop.engine.model.enums import CardType, Color, Step, Zone
from tabletop.engine.rules.casting import activate_ability, cast_spell, play_land
from tabletop.engine.rules.combat import declare_attackers, declare_blockers
from tabletop.engine.rules.damage import deal_damage
from tabletop.engine.rules.entering import create_tokens, enter_battlefield
from tabletop.engine.rules.keyword_actions import (
    attach,
    destroy,
    draw_cards,
    move_object,
    shuffle_library,
)
from tabletop.engine.rules.may_choices import pass_answers
from tabletop.engine.rules.opening_hand import begin_on_battlefield
from tabletop.engine.rules.plot_actions import plot_card
from tabletop.engine.rules.priority import give_priority
from tabletop.engine.rules.room_actions import unlock_door
from tabletop.engine.rules.suspending import suspend_card
from tabletop.engine.rules.tapping import set_tapped
from tabletop.engine.rules.turning_face_up import turn_face_up
from tabletop.engine.rules.turns import advance_to, pass_priority

if TYPE_CHECKING:
    from tabletop.engine.game import Game

ZONE_NAMES = {z.value: z for z in Zone if z != Zone.PHASED_OUT}  # 702.26b: not a zone


def _zone(name: str) -> Zone:
    try:
        return ZONE_NAMES[name]
    except KeyError:
        raise A.IllegalAction(f"unknown zone {name!r}") from None


Handler = Callable[["Game", Any], None]
# the one table of action handlers: a new action is its class (model/actions.py, `@verb`)
# plus one handler here with `@performs`
ACTION_HANDLERS: dict[type[A.Action], Handler] = {}
F = TypeVar("F", bound=Callable[..., None])


def performs(kind: type[A.Action]) -> Callable[[F], F]:
    def register(handler: F) -> F:
        if kind in ACTION_HANDLERS:
            raise ValueError(f"two handlers for {kind.__name__}")
        ACTION_HANDLERS[kind] = handler
        return handler

    return register


def dispatch(game: Game, action: A.Action) -> None:
    handler = ACTION_HANDLERS.get(type(action))
    if handler is None:
        raise A.IllegalAction(f"unknown action {type(action).__name__}")
    choices = getattr(action, "choices", None)
    if choices:  # each answer checked against the kind of question it answers
        try:
            check_choices(choices)
        except ChoiceError as exc:
            raise A.IllegalAction(str(exc)) from None
    if isinstance(action, A.Choose | A.OrderTriggers):
        handler(game, action)
        return
    try:
        handler(game, action)
    finally:
        # answers to one action's questions (616.1 order, 510.1c assignment, 704.5j keep,
        # 514.1 discards) are used up by it
        game.state.answers.use_up()


@performs(A.EnterBattlefield)
def _enter(game: Game, a: A.EnterBattlefield) -> None:
    game.player(a.controller)
    card = game.card(a.card)
    enter_battlefield(game, card, owner=a.controller, controller=a.controller,
                      tapped=a.tapped, sick=a.sick, counters=dict(a.counters),
                      attached_to=a.attached_to, copy_of=a.copy_of, choices=dict(a.choices),
                      token=a.token)
    _settle(game)


def _settle(game: Game) -> None:
    """After a tabletop move: state-based actions and triggers, as before priority (117.5)."""
    if game.state.priority is not None:
        give_priority(game, game.state.priority)


@performs(A.PutInHand)
def _hand(game: Game, a: A.PutInHand) -> None:
    game.player(a.owner)
    obj = game.create_object(game.card(a.card), a.owner, Zone.HAND)
    game.emit("to_hand", f"{a.card} is put into {a.owner}'s hand", (obj.oid,), player=a.owner)


@performs(A.PutInLibrary)
def _library(game: Game, a: A.PutInLibrary) -> None:
    game.player(a.owner)
    if not 1 <= a.count <= 10_000:
        raise A.IllegalAction("count must be between 1 and 10,000")
    card = game.card(a.card)
    ids = [game.create_object(card, a.owner, Zone.LIBRARY).oid for _ in range(a.count)]
    game.emit("to_library", f"{a.count} × {a.card} put on top of {a.owner}'s library",
              ids, player=a.owner)


@performs(A.CastSpell)
def _cast(game: Game, a: A.CastSpell) -> None:
    cast_spell(game, a.player, a.card, tuple(a.targets), dict(a.choices), a.pay)


@performs(A.ActivateAbility)
def _activate(game: Game, a: A.ActivateAbility) -> None:
    if activate_ability(game, a.player, a.source, a.ability, tuple(a.targets),
                        dict(a.choices), a.pay) is None:
        _settle(game)  # 117.3c: priority again after a mana ability, its triggers first


@performs(A.PlayLand)
def _play(game: Game, a: A.PlayLand) -> None:
    play_land(game, a.player, a.card, a.face, dict(a.choices))
    _settle(game)


@performs(A.UnlockDoor)
def _unlock(game: Game, a: A.UnlockDoor) -> None:
    unlock_door(game, a)  # 116.2m: a special action
    _settle(game)


@performs(A.PlotCard)
def _plot(game: Game, a: A.PlotCard) -> None:
    plot_card(game, a)  # 116.2k: a special action
    _settle(game)


@performs(A.SuspendCard)
def _suspend(game: Game, a: A.SuspendCard) -> None:
    suspend_card(game, a.player, a.card, a.pay)  # 116.2f
    _settle(game)


@performs(A.TurnFaceUp)
def _turn_face_up(game: Game, a: A.TurnFaceUp) -> None:
    turn_face_up(game, a.player, a.permanent, dict(a.choices), a.pay)  # 116.2b


@performs(A.PassPriority)
def _pass(game: Game, a: A.PassPriority) -> None:
    pass_answers(game, a.player, tuple(a.choices))  # 603.5: the resolving object's "may"
    pass_priority(game, a.player)


@performs(A.OrderTriggers)
def _order(game: Game, a: A.OrderTriggers) -> None:
    """603.3b: the order (indices, first put on the stack first) of the player's next
    simultaneous triggers."""
    game.player(a.player)
    if len(set(a.order)) != len(a.order) or any(not isinstance(i, int) or i < 0
                                                 for i in a.order):
        raise A.IllegalAction("the order lists each trigger once, by its number")
    game.state.answers.trigger_order[a.player] = tuple(a.order)


@performs(A.AddCounters)
def _counter(game: Game, a: A.AddCounters) -> None:
    game.require_object(a.target)
    if a.n > 0:
        game.put_counters(a.target, a.kind, a.n)
    elif a.n < 0:
        game.remove_counters(a.target, a.kind, -a.n)
    _settle(game)


@performs(A.AttachTo)
def _attach(game: Game, a: A.AttachTo) -> None:
    game.require_object(a.what)
    game.require_object(a.to)
    if a.what == a.to:
        raise A.IllegalAction("an object can't be attached to itself")
    if game.obj(a.what).zone != Zone.BATTLEFIELD or game.obj(a.to).zone != Zone.BATTLEFIELD:
        raise A.IllegalAction("only permanents can be attached to permanents")
    attach(game, a.what, a.to)
    _settle(game)


@performs(A.MoveObject)
def _move(game: Game, a: A.MoveObject) -> None:
    """A tabletop move: replacement effects and triggers apply as for any move (614, 603)."""
    obj = game.require_object(a.what)
    to = _zone(a.to)
    if to == obj.zone:
        raise A.IllegalAction(f"{game.name_of(a.what)} is already in the {to.value}")
    if a.position not in ("top", "bottom"):
        raise A.IllegalAction(f"unknown position {a.position!r}")
    if to == Zone.BATTLEFIELD:
        if obj.stack_info is not None and obj.stack_info.kind != "spell":
            raise A.IllegalAction("an ability can't be put onto the battlefield")
        enter_battlefield(game, obj.card, owner=obj.owner, controller=obj.owner,
                          from_oid=a.what)
    elif to == Zone.STACK:
        raise A.IllegalAction("to put a card on the stack, cast it")
    else:
        move_object(game, a.what, to, position=a.position, reason="moved by hand")
    _settle(game)


@performs(A.DestroyObject)
def _destroy(game: Game, a: A.DestroyObject) -> None:
    obj = game.require_object(a.what)
    if obj.zone != Zone.BATTLEFIELD:
        raise A.IllegalAction(f"{game.name_of(a.what)} is not on the battlefield")
    destroy(game, a.what)
    _settle(game)


@performs(A.DealDamageAction)
def _damage(game: Game, a: A.DealDamageAction) -> None:
    if isinstance(a.to, str):
        game.player(a.to)
    else:
        game.require_object(a.to)
    if a.n < 0:
        raise A.IllegalAction("damage can't be negative")
    if isinstance(a.to, int) and game.obj(a.to).zone != Zone.BATTLEFIELD:
        raise A.IllegalAction(f"{game.name_of(a.to)} is not on the battlefield")
    if a.source is not None:
        game.require_object(a.source, "source")
    deal_damage(game, a.source, a.to, a.n)
    _settle(game)


@performs(A.SetTapped)
def _tap(game: Game, a: A.SetTapped) -> None:
    obj = game.require_object(a.what)
    if obj.zone != Zone.BATTLEFIELD:
        raise A.IllegalAction("only permanents can be tapped")
    if obj.tapped == a.tapped:
        return
    set_tapped(game, a.what, a.tapped)
    game.state_changed("tapped")
    game.emit("tap" if a.tapped else "untap",
              f"{game.name_of(a.what)} {'taps' if a.tapped else 'untaps'}", (a.what,))
    _settle(game)  # "whenever ~ becomes tapped" (603.2)


@performs(A.GainControl)
def _control(game: Game, a: A.GainControl) -> None:
    game.require_object(a.what)
    game.player(a.player)
    spec = EffectSpec((SetController(a.player),), Affects.FIXED,
                      text=f"controlled by {a.player}")
    game.add_effect(spec, source=None, controller=a.player, locked=frozenset({a.what}),
                    duration=Duration.INDEFINITE)
    game.obj(a.what).controlled_since_turn_start = False
    _settle(game)


@performs(A.SetPowerToughness)
def _set_pt(game: Game, a: A.SetPowerToughness) -> None:
    game.require_object(a.what)
    spec = EffectSpec((SetPT(Const(a.power), Const(a.toughness)),), Affects.FIXED,
                      text=f"base P/T {a.power}/{a.toughness}, set by hand")
    game.add_effect(spec, source=None, controller=game.controller_of(a.what),
                    locked=frozenset({a.what}), duration=Duration.INDEFINITE)
    _settle(game)


@performs(A.AdvanceTo)
def _advance(game: Game, a: A.AdvanceTo) -> None:
    advance_to(game, a.step, stop_at_may=a.stop_at_may)


@performs(A.DeclareAttackers)
def _attack(game: Game, a: A.DeclareAttackers) -> None:
    """508.1. Given earlier in the active player's turn than the declare attackers step, it
    first advances there exactly as `AdvanceTo` would, then declares: one action, so a
    refused declaration undoes the advance too (scenario format, `attack`; 730)."""
    game.player(a.player)
    state = game.state
    if state.active == a.player and state.step < Step.DECLARE_ATTACKERS:
        advance_to(game, Step.DECLARE_ATTACKERS.key)
    declare_attackers(game, a.player, tuple(a.attackers), a.defender,
                      tuple(tuple(t) for t in a.targets), tuple(a.exert),
                      tuple(tuple(b) for b in a.bands))


@performs(A.DeclareBlockers)
def _block(game: Game, a: A.DeclareBlockers) -> None:
    """509.1. Given in the declare attackers step after attackers are declared, it first
    advances to the declare blockers step exactly as `AdvanceTo` would, then declares, as
    one action (scenario format, `block`; 730)."""
    game.player(a.player)
    state = game.state
    if state.step == Step.DECLARE_ATTACKERS and state.combat.declared:
        if not state.combat.attackers:
            raise A.IllegalAction("no creatures are attacking: there is nothing to block "
                                  "(508.8)")
        advance_to(game, Step.DECLARE_BLOCKERS.key)
    declare_blockers(game, a.player, tuple(tuple(b) for b in a.blocks))  # type: ignore[misc]


@performs(A.SetLife)
def _life(game: Game, a: A.SetLife) -> None:
    p = game.player(a.player)
    p.life += a.delta
    game.invalidate()
    game.emit("life", f"{a.player}'s life {'+' if a.delta >= 0 else ''}{a.delta} → {p.life}",
              player=a.player, delta=a.delta)
    _settle(game)


@performs(A.CreateTokenAction)
def _token(game: Game, a: A.CreateTokenAction) -> None:
    game.player(a.controller)
    if a.power is not None:
        try:
            colors = frozenset(Color.from_word(c) for c in a.colors)
        except ValueError as exc:
            raise A.IllegalAction(f"{exc} (105.1)") from None
        if any(not k.strip() or len(k) > 40 for k in (*a.keywords, *a.subtypes)):
            raise A.IllegalAction("a token's keywords and types are words (111.4)")
        card = CardDefinition(name=a.name, types=frozenset({CardType.CREATURE}),
                              subtypes=a.subtypes or (a.name,), power=PT(a.power),
                              toughness=PT(a.toughness or 0), color_indicator=colors,
                              abilities=tuple(KeywordAbility(k, k) for k in a.keywords))
    else:
        if a.colors or a.subtypes or a.keywords:
            raise A.IllegalAction("a token copy of a card has that card's colours, types "
                                  "and abilities (111.4)")
        card = game.card(a.name)
    if a.count > 1000:
        raise A.IllegalAction("at most 1000 tokens at once")
    create_tokens(game, card, a.controller, max(1, a.count), tapped=a.tapped)
    _settle(game)


@performs(A.ShuffleLibrary)
def _shuffle(game: Game, a: A.ShuffleLibrary) -> None:
    game.player(a.player)
    shuffle_library(game, a.player)


@performs(A.DrawCards)
def _draw(game: Game, a: A.DrawCards) -> None:
    game.player(a.player)
    if not 0 <= a.n <= 1000:
        raise A.IllegalAction("draw between 0 and 1000 cards")
    draw_cards(game, a.player, a.n)
    _settle(game)


@performs(A.Mulligan)
def _mulligan(game: Game, a: A.Mulligan) -> None:
    """103.5: London mulligan: hand into library, shuffle, draw seven; the player puts
    one card per mulligan on the bottom (answered with choices `bottom`)."""
    game.player(a.player)
    for oid in list(game.state.zone_ids(Zone.HAND, a.player)):
        game.move(oid, Zone.LIBRARY, reason="mulligan")
    shuffle_library(game, a.player)
    draw_cards(game, a.player, 7)
    player = game.player(a.player)
    player.mulligans += 1
    count = min(player.mulligans, 7)
    if a.choose_bottom:  # the player looks at the seven, then keeps (KeepHand) or not
        game.emit("mulligan", f"{a.player} mulligans to {7 - count}", player=a.player)
        return
    for oid in list(game.state.zone_ids(Zone.HAND, a.player))[:count]:
        game.move(oid, Zone.LIBRARY, position="bottom", reason="London mulligan")
    game.emit("mulligan", f"{a.player} mulligans to {7 - count}", player=a.player)


def bottom_count(game: Game, player: str) -> int:
    """103.5: how many cards a player who keeps now puts on the bottom: one per mulligan
    taken, from a fresh seven (none when the hand was already made smaller)."""
    hand = len(game.state.zone_ids(Zone.HAND, player))
    keep = 7 - min(game.player(player).mulligans, 7)
    return max(0, hand - keep) if game.player(player).mulligans else 0


@performs(A.KeepHand)
def _keep(game: Game, a: A.KeepHand) -> None:
    """103.5: keeping after N mulligans puts N cards of the hand on the bottom of the
    library in the order the player chooses."""
    game.player(a.player)
    needed = bottom_count(game, a.player)
    hand = game.state.zone_ids(Zone.HAND, a.player)
    if len(set(a.bottom)) != len(a.bottom) or any(oid not in hand for oid in a.bottom):
        raise A.IllegalAction("the cards to put on the bottom must be different cards in "
                              f"{a.player}'s hand (103.5)")
    if len(a.bottom) != needed:
        raise A.IllegalAction(f"{a.player} puts {needed} card(s) on the bottom after "
                              f"{game.player(a.player).mulligans} mulligan(s) (103.5), "
                              f"not {len(a.bottom)}")
    for oid in a.bottom:
        game.move(oid, Zone.LIBRARY, position="bottom", reason="London mulligan")
    game.emit("keep", f"{a.player} keeps {len(game.state.zone_ids(Zone.HAND, a.player))} "
              "cards", player=a.player)
    begin_on_battlefield(game, a.player, a.begin_with)  # 103.6a: Leylines


@performs(A.RollDie)
def _roll(game: Game, a: A.RollDie) -> None:
    if a.sides < 2:
        raise A.IllegalAction("a die has at least two sides")
    value = game.state.rng.randint(1, a.sides)
    what = "flips a coin: " + ("heads" if value == 1 else "tails") if a.sides == 2 else \
        f"rolls a d{a.sides}: {value}"
    game.emit("roll", f"{a.player} {what}", player=a.player, value=value)


@performs(A.Choose)
def _choose(game: Game, a: A.Choose) -> None:
    for key, value in a.answers:
        try:
            game.state.answers.give(key, value)
        except AnswerError as exc:
            raise A.IllegalAction(str(exc)) from None
