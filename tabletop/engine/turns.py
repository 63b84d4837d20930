"""Turn structure (500-514) and priority (117): steps, turn-based actions, passing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.actions import IllegalAction
from tabletop.engine.effects import Duration
from tabletop.engine.enums import Step, Zone

if TYPE_CHECKING:
    from tabletop.engine.game import Game

# 502.1/514.3: players get no priority in the untap step and, usually, in cleanup
NO_PRIORITY = (Step.UNTAP, Step.CLEANUP)


def next_player(game: Game, name: str) -> str:
    order = game.state.turn_order
    return order[(order.index(name) + 1) % len(order)]


def give_priority(game: Game, player: str) -> None:
    """117.5: state-based actions and triggers first, then the player gets priority."""
    from tabletop.engine.sba import check_state_based_actions
    from tabletop.engine.triggers_runtime import put_triggers_on_stack

    while True:
        check_state_based_actions(game)
        if not put_triggers_on_stack(game):
            break
    game.state.priority = player


def pass_priority(game: Game, player: str) -> None:
    """117.3d/117.4: all players pass in succession: resolve the top object or end the step."""
    state = game.state
    if state.game_over:
        raise IllegalAction("the game is over")
    if state.priority != player:
        holder = state.priority or "nobody"
        raise IllegalAction(f"{player} does not have priority ({holder} has)")
    state.passes += 1
    game.emit("pass", f"{player} passes priority", player=player)
    if state.passes < len(live_players(game)):
        state.priority = next_live(game, player)
        return
    state.passes = 0
    stack = game.stack()
    if stack:
        from tabletop.engine.resolve import resolve_top

        resolve_top(game)
        give_priority(game, state.active)  # 117.3b
    else:
        end_step(game)


def live_players(game: Game) -> list[str]:
    return [p for p in game.state.turn_order if not game.state.players[p].lost]


def next_live(game: Game, name: str) -> str:
    player = next_player(game, name)
    while game.state.players[player].lost and player != name:
        player = next_player(game, player)
    return player


def end_step(game: Game) -> None:
    """500.4: mana empties; the next step begins."""
    state = game.state
    for p in state.players.values():
        p.empty_pool()
    step = state.step
    if step == Step.CLEANUP:
        begin_turn(game)
        return
    nxt = Step(step + 1)
    if nxt == Step.FIRST_STRIKE_DAMAGE and not state.combat.get("first_strike"):
        nxt = Step.COMBAT_DAMAGE
    if Step.DECLARE_BLOCKERS <= nxt <= Step.COMBAT_DAMAGE and not state.combat.get("attackers"):
        nxt = Step.END_OF_COMBAT  # 508.8: no attackers, skip to end of combat
    begin_step(game, nxt)


def begin_turn(game: Game) -> None:
    """500: the next player's turn (or an extra turn) begins with its untap step."""
    state = game.state
    if state.extra_turns:
        state.active = state.extra_turns.pop(0)
    else:
        state.active = next_live(game, state.active)
    state.turn += 1
    state.activations.clear()
    for p in state.players.values():
        p.lands_played = 0
    # 302.6: permanents the active player controls have been controlled since the turn began
    for oid in state.zone_ids(Zone.BATTLEFIELD):
        obj = state.objects[oid]
        if game.controller_of(oid) == state.active:
            obj.controlled_since_turn_start = True
    game.end_effects(lambda e: e.spec.duration == Duration.YOUR_NEXT_TURN
                     and e.controller == state.active and e.ends_turn != state.turn)
    game.emit("turn", f"Turn {state.turn}: {state.active}'s turn", player=state.active,
              turn=state.turn)
    begin_step(game, Step.UNTAP)


def begin_step(game: Game, step: Step) -> None:
    state = game.state
    state.step = step
    state.passes = 0
    game.invalidate()
    game.emit("step", f"{step.label} step begins", step=step.key)
    if step == Step.UNTAP:
        # 502.3: the active player untaps their permanents
        for oid in state.zone_ids(Zone.BATTLEFIELD):
            if game.controller_of(oid) == state.active and state.objects[oid].tapped:
                state.objects[oid].tapped = False
        game.invalidate()
        begin_step(game, Step.UPKEEP)
        return
    # 103.8a: the starting player skips the draw of the first turn (two-player)
    if step == Step.DRAW and state.turn != 1:
        from tabletop.engine.resolve import draw_cards

        draw_cards(game, state.active, 1)
    if step == Step.BEGINNING_OF_COMBAT:
        state.combat = {}
    if step in (Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE):
        from tabletop.engine.combat import combat_damage_step

        combat_damage_step(game, first_strike=step == Step.FIRST_STRIKE_DAMAGE)
    if step == Step.END_OF_COMBAT:
        pass_to_end = True  # 511.3: creatures are removed from combat after this step
        _ = pass_to_end
    if step == Step.POSTCOMBAT_MAIN:
        from tabletop.engine.combat import remove_all_from_combat

        remove_all_from_combat(game)
    if step == Step.CLEANUP:
        cleanup(game)
        return
    from tabletop.engine.triggers_runtime import note_event

    note_event(game, "step_begins", step=step.key, active=state.active)
    give_priority(game, state.active)


def cleanup(game: Game) -> None:
    """514: discard to hand size, then remove damage and end "until end of turn" effects."""
    state = game.state
    active = state.active
    hand = state.zone_ids(Zone.HAND, active)
    limit = state.players[active].max_hand_size
    while len(hand) > limit:
        from tabletop.engine.resolve import discard

        discard(game, active, hand[-1])
        hand = state.zone_ids(Zone.HAND, active)
    for oid in state.zone_ids(Zone.BATTLEFIELD):
        obj = state.objects[oid]
        obj.damage = 0
        obj.deathtouch_damage = False
        obj.regeneration_shields = 0
    state.prevention = [p for p in state.prevention if not p.get("this_turn")]
    game.end_effects(lambda e: e.spec.duration == Duration.END_OF_TURN)
    game.invalidate()
    state.priority = None
    # 514.3a: if state-based actions or triggers happen, players get priority
    from tabletop.engine.sba import check_state_based_actions

    if check_state_based_actions(game) or state.pending_triggers:
        give_priority(game, active)


def advance_to(game: Game, target: str) -> None:
    """Pass with an empty stack until the named step begins (or the next turn's upkeep)."""
    state = game.state
    start_turn = state.turn
    if target == "next_turn":
        goal, need_new_turn = Step.UPKEEP, True
    else:
        try:
            goal = Step.from_key(target)
        except ValueError as exc:
            raise IllegalAction(str(exc)) from None
        need_new_turn = goal <= state.step
    for _ in range(10_000):
        if state.game_over:
            return
        if state.step == goal and (not need_new_turn or state.turn != start_turn):
            return
        if state.step == Step.CLEANUP and state.priority is None:
            end_step(game)
            continue
        holder = state.priority or state.active
        state.priority = holder
        pass_priority(game, holder)
    raise IllegalAction(f"could not reach the {target} step")
