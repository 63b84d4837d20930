"""Combat (506-511).

- 508.1: the active player declares attackers, each attacking a player or a
  planeswalker an opponent controls; restrictions (tapped, summoning sickness
  302.6, defender 702.3b, "can't attack") are checked; attackers tap unless they
  have vigilance (702.20b). Abilities that trigger on attacking trigger (508.3).
- 509.1: the defending player declares blockers; restrictions: tapped, flying
  and reach (702.9b, 702.17b), menace (702.110b), landwalk (702.14c), "can't be
  blocked", "can't be blocked except by ...", "can't block". The order of the
  blockers as declared is the damage assignment order (509.2), or the attacker's
  controller answers `damage_order` (attacker → blockers).
- 510: combat damage. First strike and double strike make a first combat damage
  step (510.4, 702.7, 702.4); trample (702.19), deathtouch (702.2c: 1 is lethal),
  lifelink (702.15), damage to players and planeswalkers (510.1a, 120.3c).
  The attacking player may divide damage with `assign` (510.1c-d).
- 506.4: creatures are removed from combat when they leave the battlefield,
  regenerate, or change controller; 511.3: all at the end of combat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions import replacement_specs as R
from tabletop.engine.definitions.attack_limits import CANT_ATTACK_YOU
from tabletop.engine.definitions.attack_permissions import (
    ATTACK_AS_THOUGH_HASTE,
    ATTACK_DESPITE_DEFENDER,
)
from tabletop.engine.definitions.costs import add_generic
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.combat_state import CombatState
from tabletop.engine.model.enums import CardType, Step, Zone
from tabletop.engine.model.mana import ManaCost
from tabletop.engine.rules.banding import (
    check_bands,
    defender_divides,
    defender_division,
    spread_blocks,
)
from tabletop.engine.rules.block_requirements import requirement_reason
from tabletop.engine.rules.combat_conditions import (
    attack_group_reason,
    block_group_reason,
    landwalk_ignored,
)
from tabletop.engine.rules.combat_counts import attacker_count_reason, blocker_count_reason
from tabletop.engine.rules.combat_removal import remove_from_combat
from tabletop.engine.rules.combat_restrictions import (
    attack_restriction,
    blocker_restriction,
    blockers_restriction,
)
from tabletop.engine.rules.damage import deal_damage_batch
from tabletop.engine.rules.exert import check_exert, exert_attackers
from tabletop.engine.rules.extra_blocks import blocker_damage, check_block_counts
from tabletop.engine.rules.mana_payment import pay_mana
from tabletop.engine.rules.priority import give_priority
from tabletop.engine.rules.random_attack_requirements import player_requirement_reason
from tabletop.engine.rules.tapping import set_tapped
from tabletop.engine.rules.targets import protection_from
from tabletop.engine.rules.triggering import note_event
from tabletop.engine.rules.unblocked_damage import assigned_as_unblocked

if TYPE_CHECKING:
    from tabletop.engine.game import Game

LANDWALK = {"plainswalk": "Plains", "islandwalk": "Island", "swampwalk": "Swamp",
            "mountainwalk": "Mountain", "forestwalk": "Forest"}



def attackers(game: Game) -> list[int]:
    return [a for a in game.state.combat.attackers if a in game.state.objects]


def blockers_of(game: Game, attacker: int) -> list[int]:
    blocks = game.state.combat.blocks or {}
    return [b for b in blocks.get(attacker, []) if b in game.state.objects]


def declaration_pending(game: Game) -> str | None:
    """508.1/509.1: declaring is the first thing in those steps; None when done."""
    state = game.state
    if state.step == Step.DECLARE_ATTACKERS and not state.combat.declared:
        return "attackers"
    if state.step == Step.DECLARE_BLOCKERS and state.combat.attackers and \
            state.combat.blocks is None:
        return "blockers"
    return None


def declaring_player(game: Game) -> str | None:
    """Who declares now: the active player its attackers (508.1), the defending player its
    blockers (509.1); None when no declaration is pending."""
    state = game.state
    pending = declaration_pending(game)
    if pending == "attackers":
        return state.active
    if pending == "blockers":
        return str(state.combat.defender or next(iter(game.opponents(state.active)), ""))
    return None


def declarable(game: Game) -> list[int]:
    """The creatures the declaring player could declare now: possible attackers (508.1a)
    or creatures that could block at least one attacker (509.1a)."""
    player = declaring_player(game)
    if player is None:
        return []
    creatures = [oid for oid in game.state.zone_ids(Zone.BATTLEFIELD)
                 if game.is_creature(oid) and game.controller_of(oid) == player]
    if declaration_pending(game) == "attackers":
        return [oid for oid in creatures if attack_reason(game, player, oid) is None]
    attacking = list(game.state.combat.attackers)
    return [oid for oid in creatures
            if any(block_reason(game, player, oid, a) is None for a in attacking)]


# --- attacking (508) ----------------------------------------------------------------------------


def attack_reason(game: Game, player: str, oid: int) -> str | None:
    """Why `oid` can't attack now (508.1a, 302.6, 702.3b, rule effects), or None."""
    obj = game.state.objects.get(oid)
    if obj is None or obj.zone != Zone.BATTLEFIELD:
        return "that creature is not on the battlefield"
    chars = game.chars(oid)
    if not game.is_creature(oid) or game.controller_of(oid) != player:
        return f"{chars.name} is not a creature {player} controls"
    if obj.tapped:
        return f"{chars.name} is tapped and can't attack (508.1a)"
    if chars.has_keyword("Defender") and not game.rule_effects_on(ATTACK_DESPITE_DEFENDER, oid):
        return f"{chars.name} has defender and can't attack (702.3b)"
    if not obj.controlled_since_turn_start and not chars.has_keyword("Haste") and \
            not game.rule_effects_on(ATTACK_AS_THOUGH_HASTE, oid):
        return f"{chars.name} has summoning sickness and can't attack (302.6)"
    for effect in (game.rule_effects_on(R.CANT_ATTACK_OR_BLOCK, oid)
                   + game.rule_effects_on(R.CANT_ATTACK, oid)):
        return f"{chars.name} can't attack ({game.name_of(effect.source or 0)}, 508.1c)"
    return attack_restriction(game, player, oid)


def required_attackers(game: Game, player: str) -> list[int]:
    """508.1d: creatures that attack each combat if able and can attack now. A creature
    with a cost to attack is never required to attack (508.1d: costs need not be paid)."""
    if game.rule_effects(R.ATTACK_TAX):
        return []
    return [o for o in game.permanents(player) if game.is_creature(o)
            and game.rule_effects_on(R.ATTACKS_EACH_COMBAT, o)
            and attack_reason(game, player, o) is None]


def _pay_attack_costs(game: Game, player: str, defending: dict[int, str]) -> None:
    """508.1g-h: costs to attack (Ghostly Prison: {2} for each creature attacking you)
    are totalled, then paid; if they can't be paid, the declaration is illegal."""
    total = 0
    for effect in game.rule_effects(R.ATTACK_TAX):
        protected = effect.controller
        n = sum(1 for d in defending.values() if d == protected)
        total += n * int(effect.change.param("amount", 0))
    if total <= 0:
        return
    try:
        pay_mana(game, player, add_generic(ManaCost(), total))
    except IllegalAction as exc:
        raise IllegalAction(f"attacking costs {{{total}}} (508.1g): {exc.reason}") from None
    game.emit("attack_cost", f"{player} pays {{{total}}} to attack (508.1h)", player=player)


def _defender_for(game: Game, player: str, target: Any) -> str:
    """A player or a planeswalker an opponent controls (508.1b); returns the defending
    player."""
    if isinstance(target, str):
        if target == player or target not in game.state.players or \
                game.player(target).lost:
            raise IllegalAction(f"{target!r} can't be attacked (508.1b)")
        return target
    if isinstance(target, int) and target in game.state.objects:
        chars = game.chars(target)
        if game.obj(target).zone == Zone.BATTLEFIELD and \
                CardType.PLANESWALKER in chars.types and chars.controller != player:
            return chars.controller
    raise IllegalAction("only an opponent or a planeswalker an opponent controls can be "
                        "attacked (508.1b)")


def declare_attackers(game: Game, player: str, chosen: tuple[int, ...], defender: Any,
                      targets: tuple[tuple[int, Any], ...] = (),
                      exert: tuple[int, ...] = (),
                      bands: tuple[tuple[int, ...], ...] = ()) -> None:
    """508.1: the active player declares attackers, and any bands (702.22c); restrictions
    and tapping (508.1f)."""
    state = game.state
    if state.step != Step.DECLARE_ATTACKERS or state.active != player:
        raise IllegalAction("attackers are declared by the active player in the declare "
                            "attackers step (508.1)")
    if state.combat.declared:
        raise IllegalAction("attackers have already been declared this combat")
    if len(set(chosen)) != len(chosen):
        raise IllegalAction("a creature can attack only once (508.1a)")
    default = defender or next((p for p in game.opponents(player)
                                if not game.player(p).lost), "")
    per: dict[int, Any] = {a: default for a in chosen}
    for a, t in targets:
        if a not in per:
            raise IllegalAction(f"{game.name_of(a)} is not declared as an attacker")
        per[a] = t
    defending: dict[int, str] = {}
    for oid in chosen:
        reason = attack_reason(game, player, oid)
        if reason:
            raise IllegalAction(reason)
        defending[oid] = _defender_for(game, player, per[oid])
        for effect in game.rule_effects_on(CANT_ATTACK_YOU, oid):
            # the player or their planeswalker; "can't attack you": the player only
            if effect.controller == defending[oid] and not (
                    effect.change.param("player_only") and not isinstance(per[oid], str)):
                raise IllegalAction(f"{game.name_of(oid)} can't attack {defending[oid]} "
                                    f"({game.name_of(effect.source or 0)}, 508.1c)")
    group = attack_group_reason(game, chosen) or attacker_count_reason(game, chosen)
    if group:  # "can't attack alone" (506.5), "no more than one creature" (508.1c)
        raise IllegalAction(group)
    check_exert(game, chosen, exert)  # 701.43a
    banded = check_bands(game, chosen, bands, per)  # 702.22c-d
    missing = [o for o in required_attackers(game, player) if o not in chosen
               and attacker_count_reason(game, (*chosen, o)) is None]
    if missing:  # 508.1d: as many requirements obeyed as possible
        raise IllegalAction(f"{game.name_of(missing[0])} attacks each combat if able "
                            "(508.1d)")
    bound = player_requirement_reason(  # 508.1d: "attacks that player this combat if able"
        game, player, per, lambda o: attack_reason(game, player, o) is None
        and attacker_count_reason(game, (*chosen, o)) is None)
    if bound:
        raise IllegalAction(bound)
    _pay_attack_costs(game, player, defending)
    for oid in chosen:
        obj = game.obj(oid)
        obj.attacking = defending[oid]
        if not game.chars(oid).has_keyword("Vigilance"):
            set_tapped(game, oid, True)  # 508.1f
    players = sorted(set(defending.values()))
    state.combat = CombatState(
        declared=True, attackers=list(chosen),
        defender=players[0] if players else default,
        attacks={a: per[a] for a in chosen},
        controllers={a: player for a in chosen}, bands=banded,
    )
    state.attacked_this_turn.extend(chosen)
    game.invalidate()
    names = ", ".join(
        game.name_of(o) + ("" if isinstance(per[o], str) else f" (→ {game.name_of(per[o])})")
        for o in chosen) or "no creatures"
    game.emit("attack", f"{player} attacks {state.combat.defender} with {names}", chosen,
              player=player)
    for band in banded:
        game.emit("band", "A band attacks: " + ", ".join(game.name_of(o) for o in band) +
                  " (702.22c)", tuple(band), player=player)

    exerted = exert_attackers(game, player, exert)  # 701.43a
    for oid in chosen:  # 508.3a
        note_event(game, "attacks", oid=oid, defender=defending[oid])
    for oid in exerted:  # "When you do"
        note_event(game, "exerted", oid=oid)
    if len(chosen) == 1:
        note_event(game, "attacks_alone", oid=chosen[0])
    if chosen:  # "whenever you attack" (508.1)
        note_event(game, "attackers_declared", player=player, attackers=tuple(chosen))
    state.passes = 0

    give_priority(game, player)  # 508.2-508.4


# --- blocking (509) ----------------------------------------------------------------------------


def block_reason(game: Game, player: str, blocker: int, attacker: int) -> str | None:
    """Why `blocker` can't block `attacker` (509.1a-b, evasion abilities), or None."""
    state = game.state
    if blocker not in state.objects or game.obj(blocker).zone != Zone.BATTLEFIELD:
        return "that creature is not on the battlefield"
    if attacker not in state.combat.attackers or attacker not in state.objects:
        return f"{game.name_of(attacker)} is not attacking"
    bc, ac = game.chars(blocker), game.chars(attacker)
    if not game.is_creature(blocker) or game.controller_of(blocker) != player:
        return f"{bc.name} is not a creature {player} controls"
    if game.obj(attacker).attacking != player:
        return f"{ac.name} is not attacking {player} or a planeswalker {player} controls"
    if game.obj(blocker).tapped:
        return f"{bc.name} is tapped and can't block (509.1a)"
    for effect in (game.rule_effects_on(R.CANT_ATTACK_OR_BLOCK, blocker)
                   + game.rule_effects_on(R.CANT_BLOCK, blocker)):
        return f"{bc.name} can't block ({game.name_of(effect.source or 0)}, 509.1b)"
    if game.rule_effects_on(R.BLOCK_ONLY_FLYERS, blocker) and not ac.has_keyword("Flying"):
        return f"{bc.name} can block only creatures with flying (509.1b)"
    if ac.has_keyword("Flying") and not (bc.has_keyword("Flying") or bc.has_keyword("Reach")):
        return (f"{ac.name} has flying: only creatures with flying or reach can block it "
                "(702.9b)")

    shielded = protection_from(ac, bc)
    if shielded:  # 702.16: can't be blocked by creatures with that quality
        return f"{shielded}: it can't be blocked by {bc.name}"
    if game.rule_effects_on(R.CANT_BE_BLOCKED, attacker):
        return f"{ac.name} can't be blocked"
    for effect in game.rule_effects_on(R.CANT_BE_BLOCKED_EXCEPT_BY, attacker):
        f = effect.change.param("filter")
        if f is not None and not f.matches(game, blocker, effect.source, effect.controller):
            return f"{ac.name} can't be blocked except by {f.describe()}"
    for ability in ac.abilities:
        kw = (ability.keyword or "").lower()
        land = LANDWALK.get(kw)
        if land and any(land in game.chars(o).subtypes for o in game.permanents(player)) \
                and not landwalk_ignored(game, attacker, kw):
            return f"{ac.name} has {kw} and {player} controls a {land} (702.14c)"
    return blocker_restriction(game, blocker, attacker)


def declare_blockers(game: Game, player: str, blocks: tuple[tuple[int, int], ...]) -> None:
    """509.1: the defending player declares blockers (each blocks one attacker)."""
    state = game.state
    if state.step != Step.DECLARE_BLOCKERS:
        raise IllegalAction("blockers are declared in the declare blockers step (509.1)")
    if state.combat.blocks is not None:
        raise IllegalAction("blockers have already been declared this combat")
    defenders = {game.obj(a).attacking for a in attackers(game)}
    if player not in defenders and player != state.combat.defender:
        raise IllegalAction(f"{player} is not a defending player (509.1)")
    seen: set[int] = set()
    by_attacker: dict[int, list[int]] = {}
    check_block_counts(game, blocks)  # 509.1a: one attacker each, unless an effect says
    for blocker, attacker in blocks:
        seen.add(blocker)
        reason = block_reason(game, player, blocker, attacker)
        if reason:
            raise IllegalAction(reason)
        by_attacker.setdefault(attacker, []).append(blocker)
    for attacker, blockers in by_attacker.items():
        if game.chars(attacker).has_keyword("Menace") and len(blockers) < 2:
            raise IllegalAction(f"{game.name_of(attacker)} has menace: it can't be blocked "
                                "except by two or more creatures (702.110b)")
        reason = blockers_restriction(game, attacker, blockers)
        if reason:
            raise IllegalAction(reason)
    group = block_group_reason(game, seen) or blocker_count_reason(game, seen) or \
        requirement_reason(game, player, dict(blocks),  # 506.5, 509.1b, 509.1c
                           lambda b, a: block_reason(game, player, b, a) is None)
    if group:
        raise IllegalAction(group)
    blocks = tuple(spread_blocks(game, blocks))  # 702.22h: a band is blocked together
    by_attacker = {}
    for blocker, attacker in blocks:
        by_attacker.setdefault(attacker, []).append(blocker)
        game.obj(blocker).blocking = (*game.obj(blocker).blocking, attacker)
    combat = state.combat
    combat.blocks = dict(by_attacker)
    combat.blocked = sorted(by_attacker)  # 509.1h: it stays blocked
    if game.state.answers.assign is not None:
        # a division answered together with the blocks holds until combat damage (510.1c)
        combat.assign = dict(game.state.answers.assign)
    order = game.state.answers.damage_order
    if order is not None:  # 509.2: the attacking player orders the blockers
        for key, wanted in order.items():
            attacker_id = int(key) if isinstance(key, str) and key.isdigit() else key
            have = combat.blocks.get(attacker_id) if isinstance(attacker_id, int) else None
            ids = [int(w) if isinstance(w, str) and w.isdigit() else w for w in wanted]
            if have and isinstance(attacker_id, int) and all(isinstance(w, int) for w in ids) \
                    and sorted(map(int, ids)) == sorted(have):
                combat.blocks[attacker_id] = [int(w) for w in ids]
    game.invalidate()
    game.emit("block", f"{player} blocks: " + (", ".join(
        f"{game.name_of(b)} blocks {game.name_of(a)}" for b, a in blocks) or "no blockers"),
        tuple(b for b, _ in blocks), player=player)

    for blocker, attacker in blocks:  # 509.2a
        note_event(game, "blocks", oid=blocker, attacker=attacker)
    for attacker in [a for a in state.combat.attackers if a not in by_attacker]:  # 509.3g
        note_event(game, "unblocked", oid=attacker)
    state.passes = 0

    give_priority(game, state.active)  # 509.4


# --- damage (510) ------------------------------------------------------------------------------


def _strikes(game: Game, oid: int) -> tuple[bool, bool]:
    c = game.chars(oid)
    return c.has_keyword("First strike"), c.has_keyword("Double strike")


def first_strike_step_needed(game: Game) -> bool:
    """510.4: a first combat damage step if an attacking or blocking creature has first
    strike or double strike as the combat damage step begins."""
    return any(any(_strikes(game, o)) for o in in_combat(game))


def in_combat(game: Game) -> list[int]:
    state = game.state
    out = attackers(game)
    for o in game.battlefield():
        if state.objects[o].blocking and o not in out:
            out.append(o)
    return out


def _deals_now(game: Game, oid: int, first: bool) -> bool:
    fs, ds = _strikes(game, oid)
    if first:
        return fs or ds
    if not game.state.combat.first_strike_done:
        return True
    dealt = game.state.combat.dealt_first
    return ds or oid not in dealt  # 510.4: those that didn't deal first-strike damage


def _lethal(game: Game, blocker: int, deathtouch: bool, already: int) -> int:
    """702.19c/510.1c: lethal damage counts damage marked and already assigned; with
    deathtouch any 1 damage is lethal (702.2c)."""
    if deathtouch:
        return 0 if already > 0 else 1
    toughness = game.chars(blocker).toughness or 0
    return max(0, toughness - game.obj(blocker).damage - already)


def assign_attacker(game: Game, attacker: int) -> list[tuple[int, Any, int]]:
    """510.1a-d: the attacker's damage assignment: (source, target, amount)."""
    state = game.state
    chars = game.chars(attacker)
    power = max(0, chars.power or 0)
    if power <= 0:
        return []
    target: Any = state.combat.attacks.get(attacker, game.obj(attacker).attacking)
    if isinstance(target, int) and (target not in state.objects or
                                    game.obj(target).zone != Zone.BATTLEFIELD):
        target = None  # the planeswalker it attacked is gone: no damage to it (506.4c)
    blocked = attacker in state.combat.blocked
    trample = chars.has_keyword("Trample")
    if not blocked:
        return [] if target is None else [(attacker, target, power)]  # 510.1a
    wanted = _answer_assign(game, attacker)
    if assigned_as_unblocked(game, attacker, target, power, wanted):
        return [(attacker, target, power)]  # "as though it weren't blocked" (510.1c)
    blockers = blockers_of(game, attacker)
    if not blockers:  # 509.1h: still blocked; trample assigns to the player (702.19e)
        return [(attacker, target, power)] if trample and target is not None else []
    if defender_divides(game, blockers):  # 702.22j: the defending player divides it
        return defender_division(game, attacker, blockers, power, wanted)
    deathtouch = chars.has_keyword("Deathtouch")
    if wanted is not None:
        return _checked_assignment(game, attacker, blockers, target, power, trample,
                                   deathtouch, wanted)
    out: list[tuple[int, Any, int]] = []
    left = power
    for i, b in enumerate(blockers):
        if left <= 0:
            break
        last = i == len(blockers) - 1
        give = left if last and not trample else min(left, _lethal(game, b, deathtouch, 0))
        if give > 0:
            out.append((attacker, b, give))
        left -= give
    if left > 0:
        if trample and target is not None:
            out.append((attacker, target, left))  # 702.19b
        elif blockers:
            out.append((attacker, blockers[-1], left))
    return _merge(out)


def _merge(items: list[tuple[int, Any, int]]) -> list[tuple[int, Any, int]]:
    merged: dict[tuple[int, Any], int] = {}
    for s, t, n in items:
        merged[(s, t)] = merged.get((s, t), 0) + n
    return [(s, t, n) for (s, t), n in merged.items() if n > 0]


def _answer_assign(game: Game, attacker: int) -> dict[Any, int] | None:
    """The attacking player's division (choices `assign`: target → damage, keyed by
    attacker when several attackers are blocked: {attacker: {target: n}})."""
    answer = game.state.answers.assign or game.state.combat.assign
    if not isinstance(answer, dict) or not answer:
        return None
    inner = answer.get(str(attacker), answer.get(attacker))
    table = inner if isinstance(inner, dict) else answer
    out: dict[Any, int] = {}
    for key, n in table.items():
        if isinstance(n, dict):
            continue
        target: Any = int(key) if isinstance(key, str) and key.isdigit() else key
        out[target] = int(n)
    return out or None


def _checked_assignment(game: Game, attacker: int, blockers: list[int], target: Any,
                        power: int, trample: bool, deathtouch: bool,
                        wanted: dict[Any, int]) -> list[tuple[int, Any, int]]:
    """510.1c-d, 702.19b: the division must total the power, go only to blockers (or the
    defender with trample), and give lethal damage to every blocker before the player."""
    allowed = set(blockers) | ({target} if trample and target is not None else set())
    if any(t not in allowed or n < 0 for t, n in wanted.items()) or \
            sum(wanted.values()) != power:
        raise IllegalAction(f"{game.name_of(attacker)} must assign exactly {power} damage "
                            "among the creatures blocking it (510.1c)")
    if trample and wanted.get(target, 0) > 0:
        for b in blockers:
            if wanted.get(b, 0) < _lethal(game, b, deathtouch, 0):
                raise IllegalAction(f"lethal damage must be assigned to {game.name_of(b)} "
                                    "before any is assigned to the player (702.19b)")
    return [(attacker, t, n) for t, n in wanted.items() if n > 0]


def combat_damage_step(game: Game, *, first_strike: bool) -> None:
    """510.1-510.2: assign, then deal all combat damage at once."""
    state = game.state
    _remove_changed_controllers(game)
    items: list[tuple[int, Any, int]] = []
    dealers: list[int] = []
    for attacker in attackers(game):
        if _deals_now(game, attacker, first_strike):
            assigned = assign_attacker(game, attacker)
            items += assigned
            dealers.append(attacker)
    for blocker in in_combat(game):
        obj = game.obj(blocker)
        if not obj.blocking or not _deals_now(game, blocker, first_strike):
            continue
        dealers.append(blocker)
        power = max(0, game.chars(blocker).power or 0)
        targets = [a for a in obj.blocking if a in state.objects and game.obj(a).attacking]
        if power > 0 and targets:
            items += blocker_damage(game, blocker, targets, power)  # 510.1d
    if first_strike:
        state.combat.first_strike_done = True
        state.combat.dealt_first = dealers
    # 510.1: a creature that "assigns no combat damage this turn" assigns none
    items = [i for i in items if not game.rule_effects_on(R.NO_COMBAT_DAMAGE, i[0])]
    if items:
        game.emit("combat_damage", ("First-strike combat damage" if first_strike else
                                    "Combat damage") + " is dealt (510.2)",
                  tuple(sorted({s for s, _, _ in items})))
    deal_damage_batch(game, items, combat=True)


def _remove_changed_controllers(game: Game) -> None:
    """506.4: a creature that changes controller is removed from combat."""
    controllers = game.state.combat.controllers
    for oid in attackers(game):
        if controllers.get(oid, game.state.active) != game.controller_of(oid):
            remove_from_combat(game, oid)


