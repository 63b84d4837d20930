"""Turn structure (500-514) and priority (117).

- 117.3a-d: the active player receives priority at the start of most steps, a
  player who casts or activates receives it again, passing gives it to the next
  player; when all pass in succession the top object resolves (117.4, then the
  active player receives priority, 117.3b) or, with an empty stack, the step ends.
- 117.5: before a player receives priority, state-based actions are checked
  until none apply, then triggered abilities go on the stack (603.3).
- 500.4: mana pools empty as each step ends. 500.7: extra turns.
- 502 untap (no priority), 503 upkeep, 504 draw (103.8a: the starting player
  skips the first draw), 505 main, 506-511 combat (508.8: without attackers the
  declare blockers and combat damage steps are skipped; 510.4: a first-strike
  damage step only when needed), 512 end, 514 cleanup (discard to hand size,
  damage removed and "this turn" effects end at once; 514.3a: if state-based
  actions or triggers happen, players get priority and another cleanup follows).
- 614.10: "skip" replacement effects skip steps.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions import replacement_specs as R
from tabletop.engine.definitions.effects import Duration
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.combat_state import CombatState
from tabletop.engine.model.enums import Step, Zone
from tabletop.engine.rules import day_night
from tabletop.engine.rules.additional_phases import added_phase_next, take_added_phase
from tabletop.engine.rules.combat import (
    combat_damage_step,
    declaration_pending,
    declare_attackers,
    declare_blockers,
    first_strike_step_needed,
    required_attackers,
)
from tabletop.engine.rules.combat_removal import remove_all_from_combat
from tabletop.engine.rules.hand_size import maximum_hand_size
from tabletop.engine.rules.keyword_actions import discard, draw_cards
from tabletop.engine.rules.may_choices import asks_may
from tabletop.engine.rules.next_skips import skips_next
from tabletop.engine.rules.phasing import untap_step_phasing
from tabletop.engine.rules.play_permissions import end_play_permissions
from tabletop.engine.rules.priority import give_priority, next_live
from tabletop.engine.rules.random_attack_requirements import end_combat_requirements
from tabletop.engine.rules.replacing import STEP, Happening, replace_event
from tabletop.engine.rules.resolving import resolve_top
from tabletop.engine.rules.sagas import add_lore_counters
from tabletop.engine.rules.state_based_actions import check_state_based_actions
from tabletop.engine.rules.staying_tapped import kept_tapped
from tabletop.engine.rules.tapping import set_tapped
from tabletop.engine.rules.triggering import note_event
from tabletop.engine.rules.turn_skips import skips_turn
from tabletop.engine.rules.untap_conditions import held_tapped

if TYPE_CHECKING:
    from tabletop.engine.game import Game

def pass_priority(game: Game, player: str) -> None:
    """117.3d/117.4: all players pass in succession: resolve the top object or end the
    step. In the declare attackers and declare blockers steps, passing before declaring
    declares no attackers (508.8) or no blockers."""
    state = game.state
    if state.game_over:
        raise IllegalAction("the game is over")
    if player not in state.players:
        raise IllegalAction(f"there is no player {player!r}")
    if state.priority != player:
        holder = state.priority or "nobody"
        raise IllegalAction(f"{player} does not have priority ({holder} has)")

    pending = declaration_pending(game)
    if pending == "attackers" and player == state.active:
        # passing declares no attackers but the ones that must attack (508.1d, 508.8)
        declare_attackers(game, player, tuple(required_attackers(game, player)), "")
    elif pending == "blockers":
        # 509.1: the defending player, asked to declare blockers, declares none; then the
        # active player receives priority (509.4): this was not a pass

        declare_blockers(game, str(state.combat.defender), ())
        game.emit("no_blocks", f"{player} declares no blockers", player=player)
        return
    state.priority = player
    state.passes += 1
    game.emit("pass", f"{player} passes priority", player=player)
    if state.passes < len(live_players(game)):
        state.priority = next_live(game, player)
        return
    state.passes = 0
    if game.stack():
        resolve_top(game)
        give_priority(game, state.active)  # 117.3b
    else:
        end_step(game)


def live_players(game: Game) -> list[str]:
    return [p for p in game.state.turn_order if not game.state.players[p].lost]


def end_step(game: Game) -> None:
    """500.4: mana empties; 511.3: combat ends; the next step begins."""
    state = game.state
    for p in state.players.values():
        p.empty_pool()
    step = state.step
    if step == Step.END_OF_COMBAT:
        remove_all_from_combat(game)
        end_combat_requirements(game)  # 511.3: "this combat" ends
    if step == Step.CLEANUP:
        if state.another_cleanup:
            state.another_cleanup = False
            begin_step(game, Step.CLEANUP)  # 514.3a
            return
        begin_turn(game)
        return
    nxt = step_after(game)
    take_added_phase(game)  # 500.8: an added phase begins (or the turn goes on after them)
    if nxt is not None:
        begin_step(game, nxt)


def step_after(game: Game) -> Step | None:
    """The step that begins when this one ends (where passing with an empty stack leads);
    None when the cleanup step ends the turn (or repeats, 514.3a)."""
    state = game.state
    if state.step == Step.CLEANUP:
        return None
    added = added_phase_next(game)
    if added is not None:
        return added
    nxt = Step(state.step + 1)
    if nxt == Step.DECLARE_BLOCKERS and not state.combat.attackers:
        nxt = Step.END_OF_COMBAT  # 508.8: no attackers, skip to end of combat
    if nxt == Step.FIRST_STRIKE_DAMAGE and not first_strike_step_needed(game):
        nxt = Step.COMBAT_DAMAGE  # 510.4
    if nxt == Step.COMBAT_DAMAGE and not state.combat.attackers:
        nxt = Step.END_OF_COMBAT
    return nxt


def begin_turn(game: Game) -> None:
    """500: the next player's turn (or an extra turn, 500.7) begins with its untap step."""
    state = game.state
    previous, spells = state.active, len(state.history.spells_by(state.active))  # 502.1
    for _ in range(1000):  # 614.10: a skipped turn passes to the next one
        if state.extra_turns:  # 500.7: the extra turn comes first; the rotation waits
            state.normal_turn = state.normal_turn or state.active
            state.active = state.extra_turns.pop(0)
        else:
            state.active = next_live(game, state.normal_turn or state.active)
            state.normal_turn = state.active
        if not skips_turn(game, state.active):
            break
    state.turn += 1
    game.invalidate()  # "as long as it's your turn" reads the active player
    state.activations.clear()
    state.attacked_this_turn.clear()
    state.history = state.history.new_turn()
    state.combat = CombatState()
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
    day_night.untap_step_begins(game, previous, spells)  # 502.1: before anything untaps
    begin_step(game, Step.UNTAP)


def _skipped(game: Game, step: Step) -> bool:
    """614.10: "skip your untap step": the step doesn't happen."""
    return replace_event(game, Happening(STEP, player=game.state.active, step=step.key)) is None


def begin_step(game: Game, step: Step) -> None:
    state = game.state
    state.step = step
    state.passes = 0
    state.priority = None
    if step != Step.CLEANUP and _skipped(game, step):
        game.emit("skip", f"{step.label} step is skipped (614.10)", step=step.key)
        end_step(game)
        return
    if skips_next(game, step):  # 614.10: "target player skips their next draw step"
        if step == Step.BEGINNING_OF_COMBAT:  # 500.11: "... their next combat phase"
            state.step = Step.END_OF_COMBAT
        end_step(game)
        return
    game.emit("step", f"{step.label} step begins", step=step.key)
    if step == Step.UNTAP:
        _untap_step(game)
        return
    if step == Step.DRAW and state.turn != 1:  # 504.1; 103.8a skips the very first draw

        draw_cards(game, state.active, 1)
    if step == Step.PRECOMBAT_MAIN:
        add_lore_counters(game)  # 714.3b
    if step == Step.BEGINNING_OF_COMBAT:
        state.combat = CombatState()
    if step in (Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE):
        combat_damage_step(game, first_strike=step == Step.FIRST_STRIKE_DAMAGE)
    if step == Step.CLEANUP:
        cleanup(game)
        return

    note_event(game, "step_begins", step=step.key, active=state.active)

    if declaration_pending(game) == "blockers":  # 509.1: the defending player acts first
        give_priority(game, str(state.combat.defender))
        return
    give_priority(game, state.active)


def _untap_step(game: Game) -> None:
    """502.3: the active player untaps their permanents; no one gets priority (502.4)."""
    state = game.state
    untap_step_phasing(game)  # 502.1: phasing first
    changed = False
    frozen = {oid for e in game.rule_effects(R.DOESNT_UNTAP) for oid in e.affected}
    frozen |= kept_tapped(game)  # "you may choose not to untap ~"
    frozen |= held_tapped(game)  # "doesn't untap ... if it has a depletion counter on it"
    for oid in state.zone_ids(Zone.BATTLEFIELD):
        obj = state.objects[oid]
        if obj.tapped and game.controller_of(oid) == state.active and oid not in frozen:
            if obj.counters.get("stun"):  # 122.1d: a stun counter is removed instead
                game.remove_counters(oid, "stun", 1)
                continue
            set_tapped(game, oid, False)  # 502.3, unless an effect says it doesn't untap
            changed = True
    if changed:
        game.state_changed("tapped")
        game.emit("untap_step", f"{state.active} untaps their permanents (502.3)",
                  player=state.active)
    game.end_effects(lambda e: e.spec.duration == Duration.NEXT_UNTAP and any(
        o in state.objects and game.controller_of(o) == state.active for o in e.locked or ()))
    end_step(game)


def cleanup(game: Game) -> None:
    """514.1: discard to hand size; 514.2: remove damage, end "this turn" effects."""
    state = game.state
    active = state.active
    # "at the beginning of the next cleanup step" (603.7a) triggers now; 514.3a below
    note_event(game, "step_begins", step=Step.CLEANUP.key, active=active)
    limit = maximum_hand_size(game, active)  # 402.2: seven, or what effects make it
    if any(e.controller == active for e in game.rule_effects(R.NO_MAXIMUM_HAND_SIZE)):
        limit = len(state.zone_ids(Zone.HAND, active))  # 402.2: no maximum hand size
    hand = state.zone_ids(Zone.HAND, active)
    if len(hand) > limit:
        wanted = game.state.answers.discard
        chosen = [o for o in wanted if o in hand] if isinstance(wanted, list | tuple) else []
        while len(state.zone_ids(Zone.HAND, active)) > limit:
            hand = state.zone_ids(Zone.HAND, active)
            pick = next((o for o in chosen if o in hand), hand[-1])
            discard(game, active, pick)
    for oid in state.zone_ids(Zone.BATTLEFIELD):
        obj = state.objects[oid]
        obj.damage = 0
        obj.deathtouch_damage = False
        obj.regeneration_shields = 0
    state.prevention = [p for p in state.prevention if not p.this_turn]
    end_play_permissions(game)  # "until end of turn, you may play that card"
    game.end_effects(lambda e: e.spec.duration == Duration.END_OF_TURN
                     or (bool(e.locked) and not any(o in state.objects for o in e.locked or ())))
    state.priority = None
    # 514.3a: if state-based actions are performed or triggers wait, players get priority

    if check_state_based_actions(game) or state.pending_triggers:
        state.another_cleanup = True
        give_priority(game, active)


_NEED_ATTACKERS = (Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE)


def missing_step_reason(step: Step) -> str | None:
    """Why a combat step may not happen at all (508.8, 510.4)."""
    if step == Step.FIRST_STRIKE_DAMAGE:
        return ("without attackers, combat goes on to its end step (508.8); the first-strike "
                "damage step happens only when a creature in combat has first strike or "
                "double strike (510.4)")
    if step in _NEED_ATTACKERS:
        return "without attackers, combat goes on to its end step (508.8)"
    return None


def skipped_this_turn(game: Game, step: Step) -> str | None:
    """Why `step` will not begin in this turn when players pass, or None if it may: the
    blockers and damage steps need attackers (508.8)."""
    state = game.state
    if step in _NEED_ATTACKERS and not state.combat.attackers and (
            state.step > Step.DECLARE_ATTACKERS or (
                state.step == Step.DECLARE_ATTACKERS and state.combat.declared)
            or not required_attackers(game, state.active)):
        return "no attackers are declared: combat goes on to its end step (508.8)"
    return None


def advance_to(game: Game, target: str, *, stop_at_may: bool = False) -> None:
    """Pass with an empty stack until the named step begins (or the next turn's upkeep);
    `stop_at_may`: stop before a pass that would make an object with an unanswered "you
    may" resolve, for that pass to ask it (603.5)."""
    state = game.state
    start_turn = state.turn
    if target == "next_turn":
        goal, need_new_turn = Step.UPKEEP, True
    else:
        try:
            goal = Step.from_key(target)
        except ValueError as exc:
            raise IllegalAction(str(exc)) from None
        # 500.8: with phases added, an earlier step may begin again this turn
        need_new_turn = goal <= state.step and not state.extra_phases
    rounds = len(state.turn_order) + 1
    for _ in range(10_000):
        if state.game_over:
            return
        if state.step == goal and (not need_new_turn or state.turn != start_turn):
            return
        if state.turn - start_turn > rounds:  # every player had a turn and it never began
            raise IllegalAction(f"the {target} step never begins when players only pass: "
                                + (missing_step_reason(goal) or "it is skipped"))
        if state.step == Step.CLEANUP and state.priority is None:
            end_step(game)
            continue
        holder = state.priority or state.active
        state.priority = holder
        if stop_at_may and asks_may(game, holder):
            return
        pass_priority(game, holder)
    raise IllegalAction(f"could not reach the {target} step")
