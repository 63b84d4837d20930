"""Permanents entering the battlefield (614.1c-e, 614.12, 616.1, 613.7d).

The replacement effects that modify how a permanent enters are applied in the
order of 616.1: control first (616.1b; none in this card pool), then "enters as
a copy" (616.1c, 707.2, choices `copy_of`), then the others (616.1e): "as ~
enters, choose" (614.12, choices `creature_type`, `color`, ...), "enters tapped",
"enters with counters" (the counters can be modified in turn, 614.1a: Hardened
Scales, Doubling Season, 616.2). Which of them apply is decided from the
permanent as it would exist on the battlefield, with the effects already applied
(614.12): a creature that enters as a copy of Essence of the Wild no longer has
its own "enters tapped" (616.1 example).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tabletop.engine.continuous.layers import LayerPass
from tabletop.engine.definitions import replacement_specs as R
from tabletop.engine.definitions.abilities import StaticAbility
from tabletop.engine.definitions.colors_paid import COLORS_PAID, MANA_PAID
from tabletop.engine.definitions.effects import Affects, BecomeCopy, Duration, EffectSpec
from tabletop.engine.definitions.entering_costs import (
    AS_ENTERS_PAID,
    EntersTappedUnlessPaid,
    EntersWithCounterIfRevealed,
)
from tabletop.engine.definitions.expressions import EvalContext
from tabletop.engine.definitions.filters import CHOSEN_CARD_NAME, CHOSEN_NUMBER
from tabletop.engine.definitions.flash_riders import FLASH_SACRIFICE
from tabletop.engine.definitions.history_conditions import CAST_FROM_HAND
from tabletop.engine.definitions.keyword_parts import COLORS_SPENT, DEVOURED
from tabletop.engine.definitions.modern import CAST_FROM
from tabletop.engine.definitions.prototypes import COST_MARK, PROTOTYPE, is_prototyped_choice
from tabletop.engine.definitions.suspend import SUSPEND_HASTE
from tabletop.engine.definitions.tribute import Tribute
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import CardType, Zone
from tabletop.engine.rules import chosen_names, chosen_words, day_night, rooms
from tabletop.engine.rules.entered_abilities import grant_entered_abilities
from tabletop.engine.rules.entering_costs import paid_as_enters
from tabletop.engine.rules.event_recording import record_entered
from tabletop.engine.rules.flash_riders import sacrifice_at_next_cleanup
from tabletop.engine.rules.replacing import modify_counters, modify_tokens, static_replacements
from tabletop.engine.rules.sagas import entering_lore
from tabletop.engine.rules.tribute import tribute_counters
from tabletop.engine.rules.triggering import note_event

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.characteristics import CardDefinition

DEFAULT_CHOICES = {"creature_type": "Human", "color": "White", "land_type": "Island",
                   "player": ""}


# 614.1c: checks of a permanent's own abilities as it would enter that may put it into its
# owner's graveyard instead (False); sacrifice_to_enter.py adds its own (it sacrifices,
# and sacrificing needs keyword_actions, which needs this module)
EnteringGate = Callable[["Game", "CardDefinition", str, int, dict[str, Any]], bool]
ENTERING_GATES: list[EnteringGate] = []


def enter_battlefield(
    game: Game,
    card: CardDefinition,
    *,
    owner: str,
    controller: str,
    from_oid: int | None = None,
    tapped: bool = False,
    sick: bool = True,
    counters: dict[str, int] | None = None,
    attached_to: int | None = None,
    attached_player: str | None = None,
    copy_of: int | None = None,
    choices: dict[str, Any] | None = None,
    token: bool = False,
    created_by: int | None = None,
    face: int | None = None,
) -> int:
    """Put a card (or token) onto the battlefield; returns the new object's id.

    It gets a timestamp as it enters (613.7d). Summoning sickness (302.6): `sick`
    False means it counts as controlled since the turn began (a tabletop setup).
    """
    choices = dict(choices or {})
    if copy_of is not None and copy_of not in game.state.objects:
        raise IllegalAction("the object to copy is no longer there")
    if attached_to is not None and attached_to not in game.state.objects:
        raise IllegalAction("the object to attach to is no longer there")
    if from_oid is not None and not all(gate(game, card, controller, from_oid, choices)
                                        for gate in ENTERING_GATES):
        return game.move(from_oid, Zone.GRAVEYARD, reason="put into its owner's graveyard "
                         "instead of entering (614.1c)")
    if from_oid is not None:
        oid = game.move(from_oid, Zone.BATTLEFIELD, controller=controller, reason="enters")
        obj = game.state.objects[oid]
    else:  # a new object: the layer result is patched below, not dropped (one pass less)
        obj = game.create_object(card, owner, Zone.BATTLEFIELD, controller=controller,
                                 token=token, keep_result=True)
        oid = obj.oid
    obj.controller = controller
    obj.face = rooms.entering_face(card, face)  # 712.13: with the face it was cast with up
    obj.tapped = tapped
    obj.controlled_since_turn_start = not sick
    obj.class_level = 1 if "Class" in card.subtypes else 0  # 716.3: it enters at level 1
    for key in (COLORS_SPENT, DEVOURED):  # 702.44a sunburst, 702.82a devour: a number
        if key in choices:
            obj.choose(key, str(int(choices[key])))
    for key in (COLORS_PAID, MANA_PAID):  # "if {U} was spent to cast it" (106.1, 601.2h)
        if key in choices and not choices.get("copy"):
            obj.choose(key, str(choices[key]))
    if choices.get(CAST_FROM_HAND):  # "When ~ enters, if you cast it from your hand"
        obj.choose(CAST_FROM_HAND, "done")
    if choices.get("kicked"):  # 702.33d: the permanent a kicked spell became was kicked
        obj.choose("kicked", str(int(choices["kicked"])))
        if choices.get("kicker"):  # 702.33b: which of "Kicker {B} and/or {R}" was paid
            obj.choose("kicker", str(choices["kicker"]))
    # 702.74a, 702.109a, 702.185a, 702.175a, 702.176a, 702.166b: cast for that cost
    for key in ("evoke", "dash", "warp", "offspring", "impending", "bargain", "blitz", "gift",
                SUSPEND_HASTE):
        if choices.get(key):
            obj.choose(key, "done")
    if choices.get(FLASH_SACRIFICE) and not choices.get("copy"):  # 702.8a, 603.7a
        sacrifice_at_next_cleanup(game, oid, controller)
    if choices.get(CAST_FROM) and not choices.get("copy"):  # "if you cast it"
        obj.choose(CAST_FROM, str(choices[CAST_FROM]))
    if is_prototyped_choice(choices):  # 718.3b: the permanent a prototyped spell became
        obj.choose(COST_MARK, PROTOTYPE)
    if created_by is not None:
        obj.choose("created_by", str(created_by))
    if attached_to is not None and attached_to != oid:
        obj.attached_to = attached_to
    if attached_player is not None:  # 303.4a: an Aura with "enchant player"
        obj.attached_player = attached_player
    game.object_changed(oid)  # it alone through the layers where nothing else can change
    _enter_as_copy(game, oid, controller, copy_of, choices)  # 616.1c
    chosen = dict(obj.chosen)
    for key in ("creature_type", "color", "land_type", "player"):
        if key in choices:
            obj.choose(key, str(choices[key]))
    asked = entry_choices(game, oid)
    if CHOSEN_CARD_NAME in asked:  # 614.12, 201.3: a card name
        chosen_names.choose_name(game, oid, choices.get(CHOSEN_CARD_NAME))
    if CHOSEN_NUMBER in asked:  # 614.12: "choose a number"
        chosen_names.choose_number(game, oid, choices.get(CHOSEN_NUMBER))
    chosen_words.choose_word(game, oid, choices)  # 614.12: "choose Khans or Dragons"
    _default_choices(game, oid)  # 614.12
    if obj.chosen != chosen:  # a choice its abilities read: characteristics again
        game.invalidate()
    extra_counters, enters_tapped = _enters_with(game, oid, choices)
    grant_entered_abilities(game, oid)  # 614.1c: "enters ... with first strike"
    if enters_tapped and not obj.tapped:
        obj.tapped = True
        game.state_changed("tapped")
        game.emit("replacement", f"{game.name_of(oid)} enters tapped (614.1c)", (oid,),
                  player=controller)
    all_counters = dict(counters or {})
    for kind, n in extra_counters.items():
        all_counters[kind] = all_counters.get(kind, 0) + n
    chars = game.chars(oid)
    if chars.loyalty is not None and "loyalty" not in all_counters:
        all_counters["loyalty"] = chars.loyalty  # 306.5b
    if chars.defense is not None and "defense" not in all_counters:
        all_counters["defense"] = chars.defense  # 310.4b
    lore = 0 if "lore" in all_counters else entering_lore(game, oid, choices)  # 714.3a
    if lore:
        extra_counters["lore"] = all_counters["lore"] = lore
    if "order" in choices:
        game.state.answers.give("order", choices["order"])

    put: dict[str, int] = {}
    for kind, n in all_counters.items():
        if n > 0 and kind in extra_counters:  # counters from effects can be modified
            n = modify_counters(game, oid, kind, n)
        if n > 0:
            obj.with_counter(kind, obj.counters.get(kind, 0) + n, obj.timestamp)
            if kind in extra_counters:
                put[kind] = n
            game.object_changed(oid)  # counters: P/T (613.4c), level (711), lore ...
    game.emit("enters", f"{game.name_of(oid)} enters the battlefield under {controller}'s "
              f"control (timestamp {obj.timestamp})", (oid,), player=controller,
              timestamp=obj.timestamp)

    day_night.entering(game, oid)  # 702.145c, 702.145e, 726.2
    record_entered(game, oid)
    note_event(game, "enters", oid=oid)
    rooms.entered(game, oid)  # 709.5: the door cast unlocks as the Room enters
    # 122.6: counters it enters with from rules and effects are counters put on it (a Saga's
    # chapter I triggers, 714.2b; read ahead's skipped chapters don't, 702.155c)
    for kind, n in put.items():
        before = lore - 1 if kind == "lore" and lore else 0
        note_event(game, "counter_put", oid=oid, kind=kind, n=n, before=max(0, before))
    return oid


# --- 616.1c: entering as a copy ----------------------------------------------------------------


def _own_replacements(game: Game, oid: int) -> list[Any]:
    return [a.replacement for a in game.chars(oid).abilities
            if isinstance(a, StaticAbility) and a.replacement is not None]


def _copy_candidates(game: Game, oid: int, controller: str, copy_of: int | None,
                     choices: dict[str, Any]) -> list[tuple[int, Any]]:
    """(source permanent, what to copy) of every copy effect that applies."""
    found: list[tuple[int, Any]] = []
    if copy_of is not None:
        found.append((oid, copy_of))
    for spec in _own_replacements(game, oid):
        if isinstance(spec, R.EntersAsCopy) and copy_of is None:
            wanted = choices.get("copy_of")
            if "copy_of" in choices and not wanted and spec.optional:
                continue  # "you may": answered no
            options = [o for o in game.battlefield()
                       if o != oid and spec.filter.matches(game, o, oid, controller)]
            pick = wanted if wanted in options else (options[0] if options else None)
            if pick is not None:
                found.append((oid, (pick, spec)))

    for source, spec in static_replacements(game):
        if isinstance(spec, R.OthersEnterAsCopy) and source != oid and \
                game.controller_of(source) == controller and (
                    spec.filter is None or spec.filter.matches(game, oid, source, controller)):
            found.append((source, source))
    return found


def _enter_as_copy(game: Game, oid: int, controller: str, copy_of: int | None,
                   choices: dict[str, Any]) -> None:
    found = _copy_candidates(game, oid, controller, copy_of, choices)
    if not found:
        return
    if len(found) > 1:  # 616.1c: the controller chooses one (answer `order`)
        wanted = choices.get("order") or game.state.answers.order or []
        rank = {src: i for i, src in enumerate(wanted)} if isinstance(wanted, list | tuple) else {}
        found.sort(key=lambda f: rank.get(f[0], len(rank)))
    source, what = found[0]
    spec = None
    if isinstance(what, tuple):
        what, spec = what
    _add_copy_effect(game, oid, controller, what, spec, source)


def _add_copy_effect(game: Game, oid: int, controller: str, of: int, spec: Any,
                     source: int) -> None:
    """707.2: the copiable values are fixed as it enters; 707.9 exceptions kept."""
    obj = game.obj(oid)
    copiable = LayerPass(game.state, record=False)
    copiable.run()
    values = copiable.copiable(of).copy()
    extra = tuple(getattr(spec, "extra_abilities", ()) or ())
    subtypes = tuple(getattr(spec, "add_subtypes", ()) or ())
    mod = BecomeCopy(of, extra_abilities=extra, add_subtypes=subtypes,
                     source_name=game.name_of(of))
    effect_spec = EffectSpec(mods=(mod,), affects=Affects.FIXED, duration=Duration.INDEFINITE,
                             text=f"enters as a copy of {game.name_of(of)}")
    effect = game.add_effect(effect_spec, source=oid, controller=controller,
                             locked=frozenset({oid}), duration=Duration.INDEFINITE,
                             extra={"copiable": values, "copy_of": of})
    effect.timestamp = obj.timestamp
    obj.entered_as_copy_of = of
    why = "" if source == oid else f" ({game.name_of(source)}, 616.1c)"
    game.emit("replacement", f"{obj.card.name} enters as a copy of {game.name_of(of)}{why} "
              "(707.2, 614.1c)", (oid, of), player=controller)
    game.invalidate()


# --- 616.1e: the other ways to enter ------------------------------------------------------------


def _enters_with(game: Game, oid: int, choices: dict[str, Any]) -> tuple[dict[str, int], bool]:
    """614.1c-d: "enters tapped", "enters with counters", from its own abilities and from
    other permanents' (with the entering permanent's characteristics, 614.12)."""
    counters: dict[str, int] = {}
    tapped = False
    controller = game.controller_of(oid)
    x = int(choices.get("x", 0) or 0)
    own = [(oid, spec) for spec in _own_replacements(game, oid)]
    others = [(s, spec) for s, spec in static_replacements(game) if s != oid]
    for source, spec in own + others:
        mine = source == oid
        if isinstance(spec, R.EntersTapped):
            if (spec.filter is None and mine) or (
                    spec.filter is not None and
                    spec.filter.matches(game, oid, source, game.controller_of(source))):
                unless = spec.unless
                cast = not spec.cast_only or game.obj(oid).chosen.get(CAST_FROM) is not None
                if cast and (unless is None or
                             not unless.holds(EvalContext(game, source, controller))):
                    tapped = True
        elif isinstance(spec, EntersWithCounterIfRevealed):  # 614.12, 614.1c
            if mine and (paid_as_enters(game, oid, spec, controller, choices.get(AS_ENTERS_PAID))
                         or (spec.or_condition is not None and spec.or_condition.holds(
                             EvalContext(game, source, controller)))):
                counters[spec.counter] = counters.get(spec.counter, 0) + spec.n
        elif isinstance(spec, EntersTappedUnlessPaid):  # 614.12: pay, or it enters tapped
            if mine and not paid_as_enters(game, oid, spec, controller,
                                           choices.get(AS_ENTERS_PAID)):
                tapped = True
        elif isinstance(spec, Tribute):  # 702.104a
            if mine:
                n = tribute_counters(game, oid, spec, choices)
                if n:
                    counters["+1/+1"] = counters.get("+1/+1", 0) + n
        elif isinstance(spec, R.EntersWithCounters):
            if spec.filter is None:
                if not mine:
                    continue
            else:
                if mine or not spec.filter.matches(game, oid, source,
                                                   game.controller_of(source)):
                    continue
                if spec.chosen_type and game.obj(source).chosen.get("creature_type") not in \
                        game.chars(oid).subtypes:
                    continue
            n = int(spec.n.evaluate(EvalContext(game, source, controller, oid, x)))
            if n > 0:
                counters[spec.counter] = counters.get(spec.counter, 0) + n
                game.emit("replacement", f"{game.name_of(oid)} enters with {n} "
                          f"{spec.counter} counter(s) ({game.name_of(source)}, 614.1c)",
                          (oid,), player=controller)
    return counters, tapped


def entry_choices(game: Game, oid: int) -> list[str]:
    """614.12: the "as ~ enters, choose" questions of an object."""
    return [spec.choose for spec in _own_replacements(game, oid)
            if isinstance(spec, R.EntersWithChoice)]


def _default_choices(game: Game, oid: int) -> None:
    """614.12: "As ~ enters, choose a creature type/colour": the preselected answer."""
    obj = game.state.objects[oid]
    for key in entry_choices(game, oid):
        if key not in obj.chosen:
            default = DEFAULT_CHOICES.get(key, "")
            if key == "player":
                default = next(iter(game.opponents(game.controller_of(oid))), "")
            obj.choose(key, default)


# --- tokens (111, 614.1a) --------------------------------------------------------------------


def create_tokens(game: Game, card: CardDefinition, player: str, count: int, *,
                  created_by: int | None = None, tapped: bool = False) -> list[int]:
    """111.1: create tokens; "twice that many" (Doubling Season) applies (614.1a)."""
    count = modify_tokens(game, player, count)
    return [enter_battlefield(game, card, owner=player, controller=player, token=True,
                              created_by=created_by, tapped=tapped)
            for _ in range(max(0, count))]


_ = CardType
