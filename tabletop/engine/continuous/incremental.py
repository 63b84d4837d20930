"""Recomputing one object after a change to its counters, instead of the whole board.

Counters change the characteristics of the object they are on (613.4c P/T counters,
122.1b keyword counters, a leveler's level 711.2, a Saga's lore), and through it, in
general, anything else. When every continuous effect in play reads only its own objects
and its source (`verdicts.per_object`), the order of the effects is settled by their
timestamps alone in the layers the object takes part in, the object is the source of
effects on itself only, and it gains or loses no static ability, then no other object's
characteristics can change: the object is taken through the layers again on its own,
with the effects in the order the last full pass applied them (613.1, 613.7), and the
result is patched. Anything else falls back to a full layer pass (returns None).

The test suite's debug mode (TABLETOP_ENGINE_CHECK) compares every kept result with a
full pass after every action, so a case this module gets wrong fails at once.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tabletop.engine.continuous.layers import (
    KEYWORD_COUNTERS,
    PT_COUNTERS,
    LayerPass,
    LayerResult,
    _controller,
    _may_interact,
)
from tabletop.engine.continuous.verdicts import per_object, per_object_spec
from tabletop.engine.definitions.abilities import (
    Ability,
    KeywordAbility,
    StaticAbility,
    intrinsic_mana_ability,
)
from tabletop.engine.definitions.conditions import SourceIs
from tabletop.engine.definitions.effects import Affects, ContinuousEffect, EffectSpec
from tabletop.engine.definitions.expressions import EvalContext, ManaValueOf, PowerOf, StatOf
from tabletop.engine.definitions.nested import memoised_by_identity, nested_values
from tabletop.engine.model.enums import OBJECT_LAYERS, Layer, Zone
from tabletop.engine.model.subtypes import BASIC_LAND_MANA

if TYPE_CHECKING:
    from tabletop.engine.model.characteristics import Characteristics
    from tabletop.engine.model.state import GameState

Entry = tuple[Layer, ContinuousEffect, frozenset[int], str]


class _Unsure(Exception):
    """Only a full layer pass can say."""


def recompute_one(result: LayerResult, state: GameState, oid: int
                  ) -> tuple[LayerResult, list[Ability]] | None:
    """`result` with object `oid` taken through the layers again, and the abilities it
    gained or lost (the facts read off abilities, triggers and replacements, may need
    reading again); or None when a change to it could reach beyond it (then a full pass
    is needed)."""
    obj = state.objects.get(oid)
    old = result.chars.get(oid)  # None: it is new (a token just created)
    if obj is None or obj.zone != Zone.BATTLEFIELD or result.rules \
            or obj.entered_as_copy_of is not None \
            or any(e.source == oid for _, e in result.vanished):  # its abilities decide those
        return None
    # the board the object is taken over: the result's own values, where only its entry
    # changes (put back when the object turns out to reach beyond itself)
    chars = result.chars
    plan = result.plan
    if plan is None:
        plan = result.plan = _plan(result)
    others, own = plan
    positions = sorted(others + own[oid]) if oid in own else others
    try:
        applied = _through_layers(result, state, oid, chars, positions)
    except _Unsure:
        _put_back(chars, oid, old)
        return None
    values = chars[oid]
    # its controller is whose "you" its abilities mean; a static ability it gains or loses
    # makes or ends continuous effects: both reach other objects
    before = () if old is None else old.abilities
    changed = _difference(values.abilities, before) if values.abilities != before else []
    if (old is not None and values.controller != old.controller) or any(
            isinstance(a, StaticAbility) for a in changed):
        _put_back(chars, oid, old)
        return None
    effects = list(result.effects)  # only the entries looked at can change
    for i in positions:
        layer, e, ids, note = effects[i]
        effects[i] = (layer, e, _with(ids, oid, id(e) in applied), note)
    return replace(result, chars=chars, derivations={}, effects=effects), changed


def _put_back(chars: dict[int, Characteristics], oid: int, old: Characteristics | None
              ) -> None:
    """The result as it was: the object's entry restored (a full pass follows)."""
    if old is None:
        chars.pop(oid, None)
    else:
        chars[oid] = old


def _difference(new: tuple[Ability, ...], old: tuple[Ability, ...]) -> list[Ability]:
    """The abilities in one tuple and not the other (by identity)."""
    ids_new, ids_old = {id(a) for a in new}, {id(a) for a in old}
    return [a for a in new if id(a) not in ids_old] + [a for a in old if id(a) not in ids_new]


def _with(ids: frozenset[int], oid: int, member: bool) -> frozenset[int]:
    if member == (oid in ids):
        return ids
    return ids | {oid} if member else ids - {oid}


def _plan(result: LayerResult) -> tuple[list[int], dict[int | None, list[int]]]:
    """Positions of the effects that may apply to any object, and by source those of the
    effects on their own source alone (those can't apply to another object)."""
    others: list[int] = []
    own: dict[int | None, list[int]] = {}
    for i, (_, effect, _, _) in enumerate(result.effects):
        if effect.locked is None and _on_its_source(effect.spec):
            own.setdefault(effect.source, []).append(i)
        else:
            others.append(i)
    return others, own


def _through_layers(result: LayerResult, state: GameState, oid: int,
                    chars: dict[int, Characteristics], positions: list[int]) -> set[int]:
    """The object taken through every layer, its values written to `chars`, looking at the
    effects at `positions` of `result.effects`; returns the effects applied to it (by id)."""
    by_layer: dict[Layer, list[Entry]] = {}
    for i in positions:
        entry = result.effects[i]
        effect = entry[1]
        if not per_object(effect) or _reads_source_values(effect):
            raise _Unsure  # an effect that reads more than its own objects and source
        if effect.source == oid and effect.spec.affects != Affects.SELF:
            raise _Unsure  # the object is the source of an effect on others
        by_layer.setdefault(entry[0], []).append(entry)
    dependent_layers = {layer for layer, _, _, _ in result.dependencies}
    obj = state.objects[oid]
    board = LayerPass(state, record=False)
    board.values = chars
    values = obj.card.characteristics(obj.face)
    values.controller = obj.controller
    chars[oid] = values
    member_of: dict[int, bool] = {}  # 613.6: decided where an effect first applies
    applied: set[int] = set()
    for layer in OBJECT_LAYERS:
        entries = by_layer.get(layer, [])
        if layer in (Layer.COPY, Layer.CONTROL, Layer.TEXT) and any(
                oid in ids or _member(board, e, oid, member_of) for _, e, ids, _ in entries):
            raise _Unsure  # copy, control and text changes on it: a full pass
        shared = layer in dependent_layers or _may_interact([e for _, e, _, _ in entries],
                                                            layer)
        if layer == Layer.PT_MODIFY:
            _pt_modify(board, entries, obj.oid, member_of, applied, shared)
            continue
        for _, effect, ids, _ in entries:
            _apply(board, layer, effect, ids, oid, member_of, applied, shared)
        if layer == Layer.ABILITY:
            _keyword_counters(board, oid)
        if layer == Layer.TYPE and (entries or any(lay == layer for lay, _ in result.vanished)):
            _intrinsic_mana(board, oid)  # as the full pass: only when the layer had effects
    return applied


def _member(board: LayerPass, effect: ContinuousEffect, oid: int,
            member_of: dict[int, bool]) -> bool:
    """Whether the effect applies to the object (613.6: fixed where it first applies)."""
    known = member_of.get(id(effect))
    if known is not None:
        return known
    spec = effect.spec
    if effect.locked is not None:
        member = oid in effect.locked
    elif spec.affects == Affects.SELF:
        member = effect.source == oid
    elif spec.affects == Affects.ATTACHED:
        member = effect.source is not None and \
            board.state.objects[effect.source].attached_to == oid
    elif spec.affects == Affects.MATCHING and spec.filter is not None:
        member = spec.filter.matches(board, oid, effect.source, _controller(effect, board))
    else:
        member = False
    member_of[id(effect)] = member
    return member


def _apply(board: LayerPass, layer: Layer, effect: ContinuousEffect, ids: frozenset[int],
           oid: int, member_of: dict[int, bool], applied: set[int], shared: bool) -> None:
    member = _member(board, effect, oid, member_of)
    was = oid in ids
    if shared and (member or was):
        raise _Unsure  # 613.8: its order in this layer may depend on the object
    if not member:
        return
    values = board.values[oid]
    if effect.from_static and effect.source == oid and not any(
            a is effect.extra.get("ability") for a in values.abilities):
        raise _Unsure  # its own ability is gone at this point: existence changed
    ctx = EvalContext(board, effect.source, _controller(effect, board), oid, effect.x)
    if effect.spec.condition is not None and not effect.spec.condition.holds(ctx):
        return
    for mod in effect.spec.mods:
        if mod.layer(effect.cda) == layer:
            mod.apply(values, ctx)
    applied.add(id(effect))


def _pt_modify(board: LayerPass, entries: list[Entry], oid: int, member_of: dict[int, bool],
               applied: set[int], shared: bool) -> None:
    """7c: counters and effects in timestamp order (613.4c, 613.7c)."""
    obj = board.state.objects[oid]
    values = board.values[oid]
    counters = sorted((obj.counter_timestamps.get(kind, obj.timestamp), kind, n)
                      for kind, n in obj.counters.items() if kind in PT_COUNTERS and n)
    if values.power is None:
        counters = []
    index = 0
    for entry in [*entries, None]:
        limit = None if entry is None else entry[1].timestamp
        while index < len(counters) and (limit is None or counters[index][0] < limit):
            _, kind, n = counters[index]
            dp, dt = PT_COUNTERS[kind]
            values.power = (values.power or 0) + dp * n
            if values.toughness is not None:
                values.toughness += dt * n
            index += 1
        if entry is not None:
            _apply(board, Layer.PT_MODIFY, entry[1], entry[2], oid, member_of, applied, shared)


def _keyword_counters(board: LayerPass, oid: int) -> None:
    """613.1f: keyword counters give their keyword at the end of layer 6 (122.1b)."""
    obj = board.state.objects[oid]
    values = board.values[oid]
    for kind, n in obj.counters.items():
        if n > 0 and kind.lower() in KEYWORD_COUNTERS:
            word = kind.capitalize()
            values.abilities = (*values.abilities, KeywordAbility(word, word))


def _intrinsic_mana(board: LayerPass, oid: int) -> None:
    """305.6: a basic land type's mana ability, after layer 4."""
    values = board.values[oid]
    have = {a.text for a in values.abilities}
    for land_type in [t for t in values.ordered_subtypes if t in BASIC_LAND_MANA]:
        ability = intrinsic_mana_ability(land_type)
        if ability.text not in have:
            values.abilities = (*values.abilities, ability)
            have.add(ability.text)


def _reads_source_values(effect: ContinuousEffect) -> bool:
    """A condition or value read off the source's characteristics, which are known here
    only as they end, not as they are in the middle of the layers."""
    return _spec_reads_source_values(effect.spec)


@memoised_by_identity
def _on_its_source(spec: EffectSpec) -> bool:
    """An effect on its source alone whose outcome reads only its own objects and source
    values fixed before the layers (a leveler's bands, 711.2)."""
    return spec.affects == Affects.SELF and per_object_spec(spec) and \
        not _spec_reads_source_values(spec)


@memoised_by_identity
def _spec_reads_source_values(spec: EffectSpec) -> bool:
    return isinstance(spec.condition, SourceIs) or any(
        isinstance(v, ManaValueOf | PowerOf | StatOf) and v.on == "source"
        for m in spec.mods for v in nested_values(m))
