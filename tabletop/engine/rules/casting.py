"""Casting spells (601.2) and activating abilities (602), playing lands (305).

601.2a the card moves to the stack; 601.2b modes, X, buyback are announced;
601.2c targets; 601.2f the total cost is locked in (mana cost plus additional
costs and increases, minus reductions: Training Grounds); 601.2g mana abilities
may be activated (pay="pool" uses what they made); 601.2h the cost is paid;
601.2i the spell becomes cast and its caster receives priority (117.3c).
Timing: sorcery speed (307.1, 602.5d: level up, loyalty abilities), instant
speed, once each turn (602.5b), the tap symbol and summoning sickness (602.5a).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions import replacement_specs as R
from tabletop.engine.definitions.abilities import ActivatedAbility, SpellAbility, StaticAbility
from tabletop.engine.definitions.alternative_costs import (
    ALTERNATIVE,
    WHICH_ADDITIONAL,
    additional_cost_options,
    alternative_cost,
    joined,
)
from tabletop.engine.definitions.awaken import awaken_ability, awakened
from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.costs import Cost, add_generic, reduce_generic
from tabletop.engine.definitions.distributed_counters import DistributeCounters
from tabletop.engine.definitions.effects import RuleChange
from tabletop.engine.definitions.expressions import EvalContext, Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.history_conditions import CAST_FROM_HAND
from tabletop.engine.definitions.instructions import DealDamage, TargetSpec
from tabletop.engine.definitions.keyword_parts import (
    REPLICATE,
    RETRACE,
    RETRACE_COST,
    optional_extras,
    surged,
)
from tabletop.engine.definitions.modern import BARGAIN, EXHAUSTED, PLOTTED
from tabletop.engine.definitions.ninjutsu import RETURNED_FROM_ATTACK
from tabletop.engine.definitions.prototypes import prototype_cost
from tabletop.engine.definitions.prowl import prowled
from tabletop.engine.definitions.sacrificed import SACRIFICED
from tabletop.engine.definitions.spell_rules import (
    CAST_ONLY_IF,
    SELF_COST_REDUCTION,
    additional_cost,
    stated_rules,
)
from tabletop.engine.definitions.stations import station_paid
from tabletop.engine.definitions.strive import extra_target_cost
from tabletop.engine.definitions.tapped_for_cost import TAPPED_FOR_COST
from tabletop.engine.definitions.x_definitions import defined_x
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import CardType, Step, Zone
from tabletop.engine.model.mana import ManaCost
from tabletop.engine.model.objects import GameObject, StackInfo
from tabletop.engine.rules import bestow, disturb, face_down, faces, splice
from tabletop.engine.rules.behold import beheld, note_beheld
from tabletop.engine.rules.cast_prohibitions import cast_prohibition, land_prohibition
from tabletop.engine.rules.colors_paid import note_colors_paid
from tabletop.engine.rules.combat import declaration_pending
from tabletop.engine.rules.emerge import emerge_cost, emerge_sacrifice, emerged
from tabletop.engine.rules.entering import enter_battlefield
from tabletop.engine.rules.entwine import all_modes, entwine_cost
from tabletop.engine.rules.event_recording import crime_committed, record_cast
from tabletop.engine.rules.exile_casting import bargain_cost, exile_cast_way
from tabletop.engine.rules.flash_permissions import may_cast_as_flash
from tabletop.engine.rules.flash_riders import flash_marks, flash_surcharge
from tabletop.engine.rules.following_instructions import run_instructions
from tabletop.engine.rules.keyword_actions import discard
from tabletop.engine.rules.kicker_pairs import is_pair, paired_kicker_cost
from tabletop.engine.rules.library_top_casting import (
    library_top_permission,
    may_play_land_from_library_top,
    use_library_top_permission,
)
from tabletop.engine.rules.mana_payment import plan_for
from tabletop.engine.rules.mana_spent import note_colors_spent
from tabletop.engine.rules.mana_triggers import tapped_for_mana
from tabletop.engine.rules.overload import OVERLOAD, is_overloaded
from tabletop.engine.rules.own_zone_casting import may_cast_itself
from tabletop.engine.rules.paying_costs import cost_problem, pay_costs
from tabletop.engine.rules.paying_with_permanents import helpers, pay_with, reduced
from tabletop.engine.rules.play_permissions import may_play_from_exile
from tabletop.engine.rules.priority import give_priority
from tabletop.engine.rules.prowl import prowl_cost
from tabletop.engine.rules.targeting_costs import activation_increase, aims_as_stated
from tabletop.engine.rules.targets import aura_target_specs, check_targets, keyword_parameter
from tabletop.engine.rules.triggering import note_event, note_targeted
from tabletop.engine.rules.x_mana_colors import x_paid_in_color
from tabletop.engine.rules.x_targets import announced_x, with_x

if TYPE_CHECKING:
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
    """117.1: a player can cast spells and activate abilities only with priority; no one
    has priority before attackers or blockers are declared (508.1, 509.1)."""
    if game.state.game_over:
        return "the game is over"
    if player not in game.state.players:
        return f"there is no player {player!r}"
    if game.state.priority != player:
        holder = game.state.priority or "nobody"
        return f"{player} does not have priority ({holder} has)"

    pending = declaration_pending(game)
    if pending == "attackers":
        return "attackers are declared first: no one has priority before (508.1)"
    if pending == "blockers":
        return "blockers are declared first: no one has priority before (509.1)"
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


def split_second_on_stack(game: Game) -> bool:
    """702.61a: while a spell with split second is on the stack, no spells or non-mana
    abilities."""
    for o in game.stack():
        info = game.obj(o).stack_info
        if info is not None and info.kind == "spell" and game.chars(o).has_keyword(
                "Split second"):
            return True
    return False


# --- spells: what they need --------------------------------------------------------------------


def cast_timing_reason(game: Game, player: str, oid: int,
                       choices: dict[str, Any] | None = None) -> str | None:
    """Why the card can't be cast now (117.1, 307.1, 702.61, "cast only before"); a
    plotted card is cast as a sorcery (702.170d)."""
    reason = priority_reason(game, player)
    if reason:
        return reason
    chars = game.chars(oid)
    if CardType.LAND in chars.types:
        return f"{chars.name} is a land: play it, don't cast it (305.1)"
    if not (CardType.INSTANT in chars.types or chars.has_keyword("Flash")
            or may_cast_as_flash(game, player, oid)
            or beheld(game, player, oid, choices or {}) is not None) or \
            (choices or {}).get("plot"):
        timing = sorcery_timing_reason(game, player)
        if timing:
            return f"{chars.name} can be cast {timing}"
    if split_second_on_stack(game):
        return "a spell with split second is on the stack (702.61)"
    for change in stated_rules(chars, CAST_ONLY_IF):  # 601.3: "cast this spell only ..."
        condition = change.param("condition")
        if isinstance(condition, Condition) and not condition.holds(
                EvalContext(game, oid, player)):
            return f"{chars.name} can be cast only {condition.describe()}"
    for ability in chars.abilities:
        if not isinstance(ability, StaticAbility):
            continue
        for spec in ability.effects:
            for mod in spec.mods:
                if isinstance(mod, RuleChange) and mod.kind == R.CAST_ONLY_BEFORE:
                    step = str(mod.param("step", "combat_damage"))
                    try:
                        limit = Step.from_key(step)
                    except ValueError:
                        continue
                    if game.state.step >= limit:
                        return f"{chars.name} can be cast only before the " \
                               f"{step.replace('_', ' ')} step"
    return cast_prohibition(game, player, oid)  # "Your opponents can't cast spells" (101.2)


def spell_targets(game: Game, oid: int, choices: dict[str, Any]) -> tuple[TargetSpec, ...]:
    """601.2c: the target specs of the chosen modes, or an Aura's enchant target (303.4a);
    an awakened spell's land after them (702.113a)."""
    awaken = awaken_ability(game.chars(oid).abilities) if awakened(choices) else None
    specs = with_x(_spell_targets(game, oid, choices), announced_x(choices))  # 601.2b-c
    return specs + (awaken.targets if awaken else ()) + \
        splice.added_targets(game, oid, choices)  # 702.47c


def _spell_targets(game: Game, oid: int, choices: dict[str, Any]) -> tuple[TargetSpec, ...]:
    if choices.get("fuse") and game.obj(oid).card.layout in faces.SPLIT:  # 702.102d
        return tuple(t for half in faces.fused_halves(game.obj(oid).card) for t in half.targets)
    spell = spell_ability(game, oid)
    if spell is not None and is_overloaded(choices):  # 702.96c: no targets
        return ()
    if spell is not None:
        if not spell.modes:
            return spell.targets
        specs: tuple[TargetSpec, ...] = ()
        picked = _modes(choices, len(spell.modes))
        for n, m in enumerate(picked):
            if spell.mode_targets:  # 700.2d: a mode chosen again has its own word "target"
                again = m in picked[:n]
                specs += tuple(dataclasses.replace(s) if again else s
                               for s in spell.mode_targets[m - 1])
        return specs or spell.targets
    return aura_target_specs(game, oid)


def _modes(choices: dict[str, Any], count: int) -> list[int]:
    """700.2: the chosen modes (1-based); refused when out of range."""
    mode = choices.get("mode", 1)
    picked = list(mode) if isinstance(mode, list | tuple) else [mode]
    out: list[int] = []
    for m in picked:
        try:
            index = int(m)
        except (TypeError, ValueError):
            raise IllegalAction(f"no mode {m!r}") from None
        if not 1 <= index <= count:
            raise IllegalAction(f"there is no mode {index} (choose 1 to {count}, 700.2)")
        out.append(index)
    return out


def spell_total_cost(game: Game, player: str, oid: int, choices: dict[str, Any],
                     targets: tuple[Any, ...] = (), *, best_case: bool = False) -> ManaCost:
    """601.2f: mana cost + additional costs (buyback) + increases - reductions; `targets`:
    those chosen (601.2c), for "costs {1} less to cast if it targets ..."; `best_case`
    (offering the cast, targets not chosen yet): as if such a permanent were targeted."""
    chars = game.chars(oid)
    cost = chars.mana_cost
    if face_down.wants_face_down(choices):  # 702.37c, 702.168a: {3} instead
        cost = face_down.cast_cost()
    if surged(choices):  # 702.117a: an alternative cost
        text = keyword_parameter(game, oid, "Surge")
        if text is None:
            raise IllegalAction(f"{chars.name} has no surge (702.117)")
        if not game.state.history.spells_by(player):
            raise IllegalAction(f"{chars.name} can be cast for its surge cost only after you "
                                "cast another spell this turn (702.117a)")
        cost = ManaCost.parse(text)
    if prowled(choices):  # 702.76a: an alternative cost
        cost = prowl_cost(game, player, oid)
    if emerged(choices):  # 702.119a: an alternative cost, less the creature's mana value
        cost = emerge_cost(game, player, oid, choices)
    if awakened(choices):  # 702.113a: an alternative cost
        text = keyword_parameter(game, oid, "Awaken")
        if text is None:
            raise IllegalAction(f"{chars.name} has no awaken (702.113)")
        cost = ManaCost.parse(text)
    if bestow.wants_bestow(choices):  # 702.103a: an alternative cost
        text = keyword_parameter(game, oid, "Bestow")
        if text is None:
            raise IllegalAction(f"{chars.name} has no bestow (702.103)")
        cost = ManaCost.parse(text)
    if choices.get("plot"):  # 702.170d: cast without paying its mana cost
        cost = ManaCost()
    if choices.get(ALTERNATIVE):  # 118.9: "rather than pay this spell's mana cost"
        cost = _alternative(game, player, oid).mana
    if choices.get(disturb.DISTURB_CHOICE):  # 702.146a: rather than its mana cost
        disturbing = disturb.disturb_cost(game.obj(oid).card)
        if disturbing is None:
            raise IllegalAction(f"{chars.name} has no disturb (702.146)")
        cost = disturbing
    for key, word in (("flashback", "Flashback"), ("evoke", "Evoke"), ("dash", "Dash"),
                      ("warp", "Warp"), ("impending", "Impending"), ("blitz", "Blitz"),
                      (OVERLOAD, "Overload")):
        if choices.get(key):  # 702.34a, 702.74a, 702.109a, 702.185a: an alternative cost
            text = keyword_parameter(game, oid, word)
            if text is None:
                raise IllegalAction(f"{chars.name} has no {word.lower()}")
            cost = ManaCost.parse(text)
    prototype = prototype_cost(chars.abilities, chars.name, choices)
    if prototype is not None:  # 718.3a: cast prototyped, for the prototype's mana cost
        cost = prototype
    chosen = chosen_additional_cost(game, player, oid, choices)
    if chosen is not None:  # 601.2b, 601.2f: "discard a card or pay {5}"
        cost = cost + chosen.mana
    if choices.get("buyback"):
        text = keyword_parameter(game, oid, "Buyback")
        if text is None:
            raise IllegalAction(f"{chars.name} has no buyback (702.27)")
        cost = cost + ManaCost.parse(text)
    if choices.get("offspring"):  # 702.175a: an optional additional cost
        text = keyword_parameter(game, oid, "Offspring")
        if text is None:
            raise IllegalAction(f"{chars.name} has no offspring (702.175)")
        cost = cost + ManaCost.parse(text)
    cost = cost + entwine_cost(game, oid, choices)  # 702.42a
    cost = cost + flash_surcharge(game, player, oid,  # 702.8a: "if you pay {2} more"
                                  sorcery_timing_reason(game, player) is None)
    cost = cost + extra_target_cost(chars, targets, choices)  # strive, escalate (601.2f)
    cost = cost + splice.added_cost(game, oid, choices)  # 702.47a
    for _ in range(int(choices.get(REPLICATE) or 0)):  # 702.56a: paid any number of times
        text = keyword_parameter(game, oid, "Replicate")
        if text is None:
            raise IllegalAction(f"{chars.name} has no replicate (702.56)")
        cost = cost + ManaCost.parse(text)
    kicks = int(choices.get("kicked") or 0)
    if kicks:  # 702.33a: kicker, an optional additional cost; 702.33c multikicker
        text = keyword_parameter(game, oid, "Kicker")
        many = keyword_parameter(game, oid, "Multikicker")
        if text is None and many is None:
            raise IllegalAction(f"{chars.name} has no kicker (702.33)")
        if text is not None and is_pair(text):  # 702.33b: "Kicker {B} and/or {R}"
            cost = cost + paired_kicker_cost(chars.name, text, kicks, choices)
            text = None
            kicks = 0
        elif text is None or (kicks > 1 and many is not None):
            text = str(many)
        elif kicks > 1:
            raise IllegalAction(f"{chars.name}'s kicker can be paid only once (702.33a)")
        for _ in range(kicks):
            cost = cost + ManaCost.parse(str(text))
    chosen_targets = None if best_case else targets
    for effect in game.rule_effects(R.SPELL_COST_INCREASE):
        if oid in effect.affected and _caster_is(effect, player) and \
                aims_as_stated(game, effect, chosen_targets):  # "that target ~" (601.2f)
            cost = add_generic(cost, int(effect.change.param("amount", 1)))
    for change in stated_rules(chars, SELF_COST_REDUCTION):  # 601.2f: its own reduction
        ctx = EvalContext(game, oid, player)
        condition = change.param("condition")
        if isinstance(condition, Condition) and not condition.holds(ctx):
            continue
        wanted = change.param("targets")
        candidates = game.battlefield() if best_case else targets
        if isinstance(wanted, ObjectFilter) and not any(
                isinstance(t, int) and t in game.state.objects
                and wanted.matches(game, t, oid, player) for t in candidates):
            continue
        amount = change.param("amount")
        if isinstance(amount, Expr):
            cost = reduce_generic(cost, max(0, amount.evaluate(ctx)))
    for effect in game.rule_effects(R.SPELL_COST_REDUCTION):
        if oid in effect.affected and (effect.controller == player or effect.change.param(
                "caster") == "any") and aims_as_stated(game, effect, chosen_targets) \
                is not False:  # "Spells that target ~ cost {2} less": anyone's
            amount = effect.change.param("amount", 1)
            if isinstance(amount, Expr):  # "{1} less for each oil counter on ~" (601.2f)
                amount = amount.evaluate(EvalContext(game, effect.source, effect.controller))
            cost = reduce_generic(cost, max(0, int(amount)),
                                  int(effect.change.param("min_mana", 0)))
    return cost


def _alternative(game: Game, player: str, oid: int) -> Cost:
    """118.9: the spell's alternative cost, if it has one and its condition holds."""
    chars = game.chars(oid)
    stated = alternative_cost(chars)
    if stated is None:
        raise IllegalAction(f"{chars.name} has no alternative cost (118.9)")
    cost, condition = stated
    if condition is not None and not condition.holds(EvalContext(game, oid, player)):
        raise IllegalAction(f"{chars.name}'s alternative cost: only if "
                            f"{condition.describe()} (118.9)")
    return cost


def chosen_additional_cost(game: Game, player: str, oid: int,
                           choices: dict[str, Any]) -> Cost | None:
    """601.2b: of "discard a card or pay 3 life", the one chosen (`additional_cost`: 1, 2),
    or unanswered the first whose parts other than mana can be paid now."""
    options = additional_cost_options(game.chars(oid))
    if not options:
        return None
    which = choices.get(WHICH_ADDITIONAL)
    if which is not None:
        index = int(str(which)) - 1
        if not 0 <= index < len(options):
            raise IllegalAction(f"{game.name_of(oid)} has {len(options)} additional costs "
                                "to choose from (601.2b)")
        return options[index]
    for option in options:
        if cost_problem(game, player, dataclasses.replace(option, mana=ManaCost()), oid,
                        {}) is None:
            return option
    return options[0]


def alternative_problem(game: Game, player: str, oid: int) -> str | None:
    """Why the spell's alternative cost can't be paid now (its condition, the parts that
    are not mana), or None (118.9)."""
    try:
        cost = _alternative(game, player, oid)
    except IllegalAction as exc:
        return exc.reason
    return cost_problem(game, player, dataclasses.replace(cost, mana=ManaCost()), oid, {})


def _caster_is(effect: Any, player: str) -> bool:
    """"spells your opponents cast cost {1} more": the caster the effect names."""
    caster = effect.change.param("caster")
    if caster == "opponent":
        return bool(player != effect.controller)
    if caster == "you":
        return bool(player == effect.controller)
    return True


def activation_total_cost(game: Game, player: str, source: int,
                          ability: ActivatedAbility,
                          targets: tuple[Any, ...] | None = None) -> ManaCost:
    """601.2f/602.2b: Training Grounds: "Activated abilities of creatures you control cost
    {2} less ... can't reduce the mana in that cost to less than one mana"; Kopala's
    increase for the chosen `targets`."""
    cost = ability.cost.mana if ability.cost is not None else ManaCost()
    if ability.is_mana:
        return cost
    cost = add_generic(cost, activation_increase(game, player, targets))
    if cost.is_empty():
        return cost
    if ability.cost_reduction is not None:  # 602.2b: "This ability costs {1} less ..."
        own = ability.cost_reduction.evaluate(EvalContext(game, source, player))
        cost = reduce_generic(cost, max(0, own))
    for effect in game.rule_effects(R.ACTIVATION_COST_REDUCTION):
        if source not in effect.affected or effect.controller != player:
            continue
        amount = int(effect.change.param("amount", 0))
        keep = int(effect.change.param("min_mana", 0))
        cost = reduce_generic(cost, amount, min(keep, cost.mana_value))
    return cost


# --- casting -------------------------------------------------------------------------------


def cast_spell(game: Game, player: str, card_oid: int, targets: tuple[Any, ...],
               choices: dict[str, Any], pay: str) -> int:
    """601.2a-i: move the card to the stack, choose, total the cost, pay; it becomes cast."""
    reason = priority_reason(game, player)
    if reason:
        raise IllegalAction(reason)
    obj = game.require_object(card_oid, "card")
    # 702.34a: a card with flashback may be cast from its owner's graveyard
    flashback = obj.zone == Zone.GRAVEYARD and \
        keyword_parameter(game, card_oid, "Flashback") is not None
    jump_start = obj.zone == Zone.GRAVEYARD and not flashback and \
        keyword_parameter(game, card_oid, "Jump-start") is not None  # 702.133a
    retrace = obj.zone == Zone.GRAVEYARD and not flashback and not jump_start and \
        keyword_parameter(game, card_oid, "Retrace") is not None  # 702.81a
    if not flashback and not jump_start and not retrace and \
            disturb.can_disturb(game, card_oid, player):
        choices = {**choices, disturb.DISTURB_CHOICE: True}  # 702.146a
    exile_way = exile_cast_way(game, obj, player)  # 702.185a warp, 702.170d plot
    from_exile = faces.may_cast_from_zone(obj, player) or exile_way is not None  # 715.3d
    from_exile = from_exile or may_cast_itself(game, obj, player)  # 601.3: its own text
    from_top = library_top_permission(game, obj, player)  # 601.3: "from the top of your
    from_exile = from_exile or from_top is not None  # library"
    from_graveyard = flashback or jump_start or retrace or \
        bool(choices.get(disturb.DISTURB_CHOICE))
    if not from_exile and ((obj.zone != Zone.HAND and not from_graveyard) or
                           obj.owner != player):
        raise IllegalAction(f"{obj.card.name} is not in {player}'s hand")
    if obj.zone == Zone.HAND:  # "if you cast it from your hand" (its permanent asks)
        choices = {**choices, CAST_FROM_HAND: True}
    face = cast_face(game, card_oid, choices)
    faces.show_face(game, card_oid, face)  # only that face is considered (709.3a, 712.11c)
    if flashback:
        choices = {**choices, "flashback": True}
    if jump_start:
        choices = {**choices, "jump_start": True}
    if retrace:
        choices = {**choices, RETRACE: True}
    if obj.zone == Zone.HAND and game.chars(card_oid).has_keyword("Rebound"):
        choices = {**choices, "rebound": True}  # 702.88a: cast from its owner's hand
    if exile_way == PLOTTED:  # 702.170d: without paying its mana cost
        choices = {**choices, "plot": True}
    reason = cast_timing_reason(game, player, card_oid, choices)
    if reason:
        raise IllegalAction(reason)
    choices = {**choices, **flash_marks(game, player, card_oid,  # 702.8a
                                        sorcery_timing_reason(game, player) is None)}
    note_beheld(game, player, card_oid, choices)  # 601.2b: beheld as an additional cost
    chars = game.chars(card_oid)
    choices = all_modes(game, card_oid, choices)  # 702.42a entwine
    splice.check_splice(game, player, card_oid, choices)  # 702.47a
    x = _x(choices, chars.mana_cost)
    specs = spell_targets(game, card_oid, choices)
    check_targets(game, specs, targets, source=card_oid, controller=player,
                  colors=chars.colors)
    announce_division(game, card_oid, targets, choices, x)  # 601.2d
    total = spell_total_cost(game, player, card_oid, choices, targets)  # 601.2f: locked in
    tapped, exiled = helpers(game, player, card_oid, choices)  # convoke, improvise, delve
    if tapped or exiled:
        total = reduced(game, total, tapped, exiled, convoke=chars.has_keyword("Convoke"))
    extra = additional_cost(chars)  # 601.2b: "As an additional cost to cast this spell"
    if choices.get(BARGAIN):  # 702.166a: sacrifice an artifact, enchantment, or token
        extra = bargain_cost(game, card_oid, extra)
    if emerged(choices):  # 702.119a: and sacrificing a creature
        extra, choices = emerge_sacrifice(game, player, card_oid, extra, choices)
    chosen = chosen_additional_cost(game, player, card_oid, choices)
    if chosen is not None:  # 601.2b: the additional cost chosen, its mana in the total
        extra = joined(extra, dataclasses.replace(chosen, mana=ManaCost()))
        if extra is None:
            raise IllegalAction(f"{chars.name}'s additional costs can't be paid together")
    if choices.get(ALTERNATIVE):  # 118.9: its other parts are paid with the rest
        extra = joined(extra, dataclasses.replace(_alternative(game, player, card_oid),
                                                  mana=ManaCost()))
        if extra is None:
            raise IllegalAction(f"{chars.name}'s alternative and additional costs can't be "
                                "paid together")
    if choices.get("jump_start"):  # 702.133a: and discard a card
        extra = dataclasses.replace(extra or Cost(), discard=(extra.discard if extra else 0) + 1)
    if choices.get(RETRACE):  # 702.81a: and discard a land card
        extra = joined(extra, RETRACE_COST)
        if extra is None:
            raise IllegalAction(f"{chars.name}'s retrace and additional costs can't be paid "
                                "together")
    for part in optional_extras(chars.abilities, choices):  # 702.33a, 702.27a
        extra = joined(extra, part)  # "Kicker—Sacrifice a land", paid with the rest
        if extra is None:
            raise IllegalAction(f"{chars.name}'s optional and additional costs can't be "
                                "paid together")
    if extra is not None:
        problem = cost_problem(game, player, extra, card_oid, choices)
        if problem:
            raise IllegalAction(f"{chars.name}'s additional cost can't be paid: {problem}")
    names = ", ".join(_target_name(game, t) for t in targets)
    paying = x_paid_in_color(chars, total, x)  # 107.3: "Spend only black mana on X"
    plan = plan_for(game, player, paying, x, pay=pay, exclude=frozenset(tapped),
                    life_for_phyrexian=choices.get("phyrexian") == "life",
                    purpose=("spell", card_oid))  # 106.6: restricted mana
    # 601.2a: the card moves to the stack first; costs are paid afterwards
    new = game.move(card_oid, Zone.STACK, controller=player, reason="cast")
    stack_obj = game.state.objects[new]
    stack_obj.controller = player
    if from_top is not None:
        use_library_top_permission(game, from_top)
    faces.show_face(game, new, face)  # 709.3b, 712.8b, 715.3b: the face cast
    stack_obj.stack_info = StackInfo(
        kind="spell", source_oid=new, ability_index=None, controller=player,
        targets=tuple(targets), choices=dict(choices), x=x, text=chars.name,
        source_name=chars.name, buyback=bool(choices.get("buyback")),
    )
    paid = Cost(mana=paying) if extra is None else dataclasses.replace(extra, mana=paying)
    spent = pay_costs(game, player, paid, source=new, x=x, choices=dict(choices),
                      mana=paying, pay=pay, plan=plan)
    if SACRIFICED in spent:  # "the sacrificed creature's power" (603.10)
        stack_obj.stack_info.choices[SACRIFICED] = spent[SACRIFICED]
    pay_with(game, player, tapped, exiled)  # 702.51a, 702.126a, 702.66a
    splice.reveal(game, player, new, choices)
    note_colors_spent(game, new, plan)  # 702.44a sunburst
    note_colors_paid(game, new, plan)  # "if {U} was spent to cast ~"
    game.emit("cast", f"{player} casts {chars.name or 'a face-down creature spell'}"
              + (f" targeting {names}" if targets else "")
              + (f" (X={x})" if total.has_x else ""),
              (new, *[t for t in targets if isinstance(t, int)]), player=player)
    _after_cast(game, player, new, targets)
    return new


def cast_face(game: Game, oid: int, choices: dict[str, Any]) -> int | None:
    """The face the card is cast with: face down (702.37c, 702.168a), bestowed
    (702.103b), or the face or half chosen (709.3, 712.11b, 715.3a)."""
    if face_down.wants_face_down(choices):
        return face_down.cast_face(game, oid, str(choices["cost"]))
    if bestow.wants_bestow(choices):
        return bestow.cast_face(game, oid)
    if choices.get(disturb.DISTURB_CHOICE):
        return disturb.cast_face(game, oid)  # 702.146a: transformed
    return faces.chosen_face(game, oid, choices)


def _x(choices: dict[str, Any], cost: ManaCost) -> int:
    try:
        x = int(choices.get("x", 0) or 0)
    except (TypeError, ValueError):
        raise IllegalAction(f"X must be a number, not {choices.get('x')!r}") from None
    if x < 0:
        raise IllegalAction("X can't be negative (107.3)")
    return x


def _after_cast(game: Game, player: str, oid: int, targets: tuple[Any, ...]) -> None:
    """601.2i/602.2e: it's cast (activated); triggers; the player receives priority."""
    game.state.passes = 0
    game.state.priority = player  # 117.3c

    info = game.obj(oid).stack_info
    if info is not None and info.kind == "spell":
        record_cast(game, oid, player)
        # n: the spells cast before it this turn (702.40a storm)
        note_event(game, "cast", oid=oid, player=player,
                   n=len(game.state.history.spells_cast) - 1)
    if crime_committed(game, player, targets):  # 700.13
        note_event(game, "crime", player=player)
    note_targeted(game, targets, oid)

    give_priority(game, player)


def _target_name(game: Game, target: Any) -> str:
    return target if isinstance(target, str) else game.name_of(target)


# --- activating -------------------------------------------------------------------------------


def activation_reason(
    game: Game, player: str, source: int, ability: ActivatedAbility
) -> str | None:
    """Why this ability can't be activated now, or None (602.5, 605.3a, 606.3)."""
    if not ability.is_mana:
        reason = priority_reason(game, player)
        if reason:
            return reason
    elif game.state.game_over:
        return "the game is over"
    obj = game.state.objects.get(source)
    if obj is None:
        return "that object is no longer there"
    from_hand = ability.keyword in ("Cycling",) or ability.zone == "hand"
    if from_hand:
        if obj.zone != Zone.HAND or obj.owner != player:
            return f"{game.name_of(source)} is not in {player}'s hand"
    elif ability.zone == "graveyard":  # 113.6k
        if obj.zone != Zone.GRAVEYARD or obj.owner != player:
            return f"{game.name_of(source)} is not in {player}'s graveyard"
    else:
        if obj.zone != Zone.BATTLEFIELD:
            return f"{game.name_of(source)} is not on the battlefield"
        if game.controller_of(source) != player and not ability.any_player:
            return f"{player} does not control {game.name_of(source)} (602.2)"
    name = game.name_of(source)
    if ability.timing == "sorcery" or ability.loyalty:
        timing = sorcery_timing_reason(game, player)
        if timing:
            label = ability.keyword or ("Loyalty abilities" if ability.loyalty else "It")
            return f"{label} only as a sorcery: {timing} (602.5d)"
    if ability.requires is not None and not ability.requires.holds(
            EvalContext(game, source, player)):
        label = ability.keyword or "It"
        return f"{label}: only if {ability.requires.describe()} (602.5b)"
    if ability.loyalty and game.state.activations.get(f"loyalty:{source}"):
        return f"{name} already activated a loyalty ability this turn (606.3)"
    if ability.once_per_turn and game.state.activations.get(f"{source}:{ability.text}"):
        return "only once each turn (602.5b)"
    if ability.max_per_turn and \
            game.state.activations.get(f"{source}:{ability.text}", 0) >= ability.max_per_turn:
        return f"no more than {ability.max_per_turn} times each turn (602.5b)"
    if ability.max_per_turn_count is not None:  # counted as it is activated
        limit = ability.max_per_turn_count.evaluate(EvalContext(game, source, player))
        if game.state.activations.get(f"{source}:{ability.text}", 0) >= limit:
            return f"no more times each turn than {limit}: " \
                f"{ability.max_per_turn_count.describe()} (602.5b)"
    if split_second_on_stack(game) and not ability.is_mana:
        return "a spell with split second is on the stack (702.61)"
    for effect in game.rule_effects(R.CANT_ACTIVATE):  # Arrest: mana abilities too
        if source in effect.affected and (not ability.is_mana or effect.change.param("mana")) \
                and (ability.loyalty or not effect.change.param("loyalty")):  # 606.3
            return f"{name} can't have its abilities activated ({effect.change.describe()})"
    return cost_problem(game, player, ability.cost, source, {})


def activate_ability(game: Game, player: str, source: int, which: str | int,
                     targets: tuple[Any, ...], choices: dict[str, Any], pay: str) -> int | None:
    """602.2: announce, choose, pay; mana abilities resolve at once (605.3)."""
    if player not in game.state.players:
        raise IllegalAction(f"there is no player {player!r}")
    game.require_object(source)
    index, ability = find_ability(game, source, which)
    reason = activation_reason(game, player, source, ability)
    if reason:
        raise IllegalAction(reason)
    cost_mana = ability.cost.mana if ability.cost is not None else ManaCost()
    x = _x(choices, cost_mana)
    if ability.x_is is not None:  # 107.3: the text defines X; it is not chosen
        x = defined_x(ability.x_is, EvalContext(game, source, player), game.opponents(player),
                      choices.get("player"))
        choices = {**choices, "x": x}
    specs = ability.targets
    if ability.modes:
        mode = _modes(choices, len(ability.modes))[0]
        if ability.mode_targets:  # 700.2: the chosen mode's targets
            specs = ability.mode_targets[mode - 1]
    specs = with_x(specs, x)  # 601.2b-c: "Destroy X target lands"
    chars = game.chars(source)
    check_targets(game, specs, targets, source=source, controller=player,
                  colors=chars.colors)
    lki_name = chars.name
    total = activation_total_cost(game, player, source, ability, targets)  # 601.2f
    if ability.is_mana:  # 605.3a: it doesn't use the stack
        pay_costs(game, player, ability.cost, source=source, x=x, choices=dict(choices),
                  mana=total, pay=pay, purpose=("ability", source))

        info = StackInfo("activated", source, index, player, tuple(targets), dict(choices), x,
                         ability.text, lki_name)
        pool = dict(game.player(player).mana_pool)
        run_instructions(game, ability.effect, info, None)
        if ability.once_per_turn:  # 602.5b: "Activate this ability only once each turn"
            key = f"{source}:{ability.text}"
            game.state.activations[key] = game.state.activations.get(key, 0) + 1
        if ability.cost is not None and ability.cost.tap:  # 605.1b: tapped for mana
            made = [k for k, n in game.player(player).mana_pool.items()
                    for _ in range(n - pool.get(k, 0))]
            tapped_for_mana(game, player, source, tuple(made), choices)
        game.emit("mana_ability", f"{player} activates {lki_name}: {ability.text} (605.3a)",
                  (source,), player=player)
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
    stack_obj.stack_info.ability = ability
    state.objects[stack_obj.oid] = stack_obj
    state.zones[(Zone.STACK, None)].append(stack_obj.oid)  # Game.chars knows abilities
    paid = pay_costs(game, player, ability.cost, source=source, x=x, choices=dict(choices),
                     mana=total, pay=pay, purpose=("ability", source))
    stack_obj.stack_info.choices.update(station_paid(paid))  # 702.184a
    if SACRIFICED in paid:  # "the sacrificed creature's power" (603.10)
        stack_obj.stack_info.choices[SACRIFICED] = paid[SACRIFICED]
    if TAPPED_FOR_COST in paid:  # "the power of the creature tapped this way" (608.2h)
        stack_obj.stack_info.choices[TAPPED_FOR_COST] = paid[TAPPED_FOR_COST]
    if RETURNED_FROM_ATTACK in paid:  # 702.49c: whom the returned creature attacked
        stack_obj.stack_info.choices[RETURNED_FROM_ATTACK] = paid[RETURNED_FROM_ATTACK]
    if ability.keyword == "Cycling":  # 702.29a: "[Cost], Discard this card: Draw a card."

        discard(game, player, source)
        note_event(game, "cycle", oid=game.state.newest(source), player=player)  # 702.29c
    if ability.loyalty:
        state.activations[f"loyalty:{source}"] = 1
    if ability.keyword == "Exhaust":  # 702.177a: only once (NotExhausted reads it)
        game.obj(source).choose(f"{EXHAUSTED}:{ability.text}", "done")
    if ability.once_per_turn or ability.max_per_turn or ability.max_per_turn_count is not None:
        key = f"{source}:{ability.text}"
        state.activations[key] = state.activations.get(key, 0) + 1
    label = ability.keyword or ability.text
    game.emit("activate", f"{player} activates {label} of {lki_name}"
              + (f" targeting {', '.join(_target_name(game, t) for t in targets)}"
                 if targets else ""), (source, stack_obj.oid,
                                       *[t for t in targets if isinstance(t, int)]),
              player=player)
    _after_cast(game, player, stack_obj.oid, targets)
    return stack_obj.oid


# --- lands -----------------------------------------------------------------------------------


def land_reason(game: Game, player: str, oid: int) -> str | None:
    """305.1-305.2: a main phase of your turn, empty stack, priority, one land per turn."""
    reason = priority_reason(game, player)
    if reason:
        return reason
    obj = game.state.objects.get(oid)
    if obj is None:
        return "that card is no longer there"
    if (obj.zone != Zone.HAND or obj.owner != player) and not may_play_from_exile(obj, player) \
            and not may_play_land_from_library_top(game, obj, player):  # 305.1
        return f"{obj.card.name} is not in {player}'s hand"
    if CardType.LAND not in game.chars(oid).types:
        return f"{obj.card.name} is not a land"
    timing = sorcery_timing_reason(game, player)
    if timing:
        return f"a land can be played {timing} (305.2)"
    prohibited = land_prohibition(game, player)  # "Players can't play lands" (101.2)
    if prohibited:
        return prohibited
    allowed = 1 + sum(1 for e in game.rule_effects(R.EXTRA_LAND) if e.controller == player)
    if game.player(player).lands_played >= allowed:
        return f"{player} has already played {allowed} land(s) this turn (305.2)"
    return None


def play_land(game: Game, player: str, card_oid: int, face: str | None = None,
              choices: dict[str, Any] | None = None) -> int:
    """305.1: playing a land is a special action (116.2a): it doesn't use the stack. A
    modal double-faced card is played with the face chosen (712.12) and enters with that
    face up (712.13)."""
    game.require_object(card_oid, "card")
    shown = faces.chosen_face(game, card_oid, {"face": face}, play=True)
    faces.show_face(game, card_oid, shown)
    reason = land_reason(game, player, card_oid)
    if reason:
        raise IllegalAction(reason)
    obj = game.obj(card_oid)
    name = game.name_of(card_oid)
    game.player(player).lands_played += 1
    game.state.passes = 0

    new = enter_battlefield(game, obj.card, owner=obj.owner, controller=player, from_oid=card_oid,
                            face=shown, choices=choices)
    game.emit("play_land", f"{player} plays {name}", (new,), player=player)
    note_event(game, "play_land", oid=new, player=player)  # "whenever a player plays a land"
    return new


def announce_division(game: Game, card_oid: int, targets: tuple[Any, ...],
                      choices: dict[str, Any], x: int) -> None:
    """601.2d: a spell that divides damage among its targets has the division announced
    as it is cast: each target at least 1, the whole amount. Without an answer the
    preselected division spreads it evenly, the first targets getting the remainder."""
    spell = spell_ability(game, card_oid)
    if spell is None or not targets:
        return
    divided = [i for i in spell.effect if (isinstance(i, DealDamage) and i.divided)
               or isinstance(i, DistributeCounters)]
    if not divided:
        return
    controller = game.obj(card_oid).owner
    amount = divided[0].amount.evaluate(EvalContext(game, card_oid, controller, None, x))
    keys = [str(t) for t in targets]
    wanted = choices.get("distribute")
    if wanted is None:
        base, extra = divmod(amount, len(keys))
        wanted = {k: base + (1 if n < extra else 0) for n, k in enumerate(keys)}
    if not isinstance(wanted, dict):
        raise IllegalAction("the division must give an amount to each target (601.2d)")
    shares = {str(k): int(v) for k, v in wanted.items()}
    if set(shares) != set(keys):
        raise IllegalAction("divide the damage among exactly the chosen targets (601.2d)")
    if any(n < 1 for n in shares.values()):
        raise IllegalAction("each target must be assigned at least 1 damage (601.2d)")
    if sum(shares.values()) != amount:
        raise IllegalAction(f"the division must total {amount} (601.2d)")
    choices["distribute"] = shares
