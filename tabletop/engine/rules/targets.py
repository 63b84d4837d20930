"""Targets (115): what a target spec allows, and choosing them (601.2c, 602.2b).

Target kinds of `TargetSpec.kind`: "object" (a permanent, or a card in `zone`),
"any" (creature, player, planeswalker or battle, 115.4), "player", "opponent",
"spell", "spell_or_ability", "spell_or_permanent", "card" (in a zone),
"permanent_or_suspended", "activated_ability", "triggered_ability", "ability".
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions import replacement_specs as R
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import TargetSpec
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import CardType, Color, Zone
from tabletop.engine.rules.protection_qualities import quality_holds
from tabletop.engine.rules.target_limits import untargetable_reason

if TYPE_CHECKING:
    from tabletop.engine.game import Game

ANY_OBJECT_TYPES = frozenset({CardType.CREATURE, CardType.PLANESWALKER, CardType.BATTLE})
PLAYER_KINDS = ("player", "any", "opponent")
# 115.1: "target activated ability", "target triggered ability", "... activated or triggered"
ABILITY_KINDS = {"activated_ability": ("activated",), "triggered_ability": ("triggered",),
                 "ability": ("activated", "triggered")}
ZONES = {z.value: z for z in Zone}


def _player_reason(game: Game, spec: TargetSpec, target: str, controller: str) -> str | None:
    if spec.kind not in PLAYER_KINDS:
        return f"{target} is a player, not a legal target for {spec.describe()}"
    if target not in game.state.players:
        return f"there is no player {target!r}"
    if game.state.players[target].lost:
        return f"{target} has left the game"
    opponent_only = spec.kind == "opponent" or (
        spec.filter is not None and spec.filter.controller == "opponent")
    if opponent_only and target == controller:
        return "the target must be an opponent"
    shields = [e for e in game.rule_effects(R.PLAYER_HEXPROOF) if e.controller == target]
    if shields and (target != controller or any(  # 702.18d: shroud binds its own player
            e.change.param("shroud") for e in shields)):  # 702.11d; 702.16b protection too
        return f"{target} has {shields[0].change.param('rule', 'hexproof (702.11d)')}"
    return None


def _zone_for(spec: TargetSpec) -> tuple[Zone, ...]:
    kind = spec.kind
    if kind == "spell":
        return (Zone.STACK,)
    if kind in ("spell_or_ability", *ABILITY_KINDS):
        return (Zone.STACK,)
    if kind == "spell_or_permanent":
        return (Zone.STACK, Zone.BATTLEFIELD)
    if kind == "permanent_or_suspended":
        return (Zone.BATTLEFIELD, Zone.EXILE)
    zone = ZONES.get(spec.zone, Zone.BATTLEFIELD)
    if kind == "card" and zone == Zone.BATTLEFIELD:
        return (Zone.GRAVEYARD,)
    return (zone,)


def target_reason(game: Game, spec: TargetSpec, target: Any, *, source: int | None,
                  controller: str, source_colors: frozenset[Color] = frozenset()) -> str | None:
    """None when `target` is a legal choice for `spec` now, else why not (115, 702.11,
    702.16, 702.18)."""
    if isinstance(target, str):
        return _player_reason(game, spec, target, controller)
    if not isinstance(target, int):
        return f"{target!r} is not an object or a player"
    obj = game.state.objects.get(target)
    if obj is None:
        return "that object is no longer there"
    if spec.kind in ("player", "opponent"):
        return f"{game.name_of(target)} is not a player"
    zones = _zone_for(spec)
    if obj.zone not in zones:
        where = " or ".join(z.value for z in zones)
        return f"{game.name_of(target)} is not on the {where}"
    info = obj.stack_info
    if obj.zone == Zone.STACK and spec.kind in ("spell", "spell_or_permanent") and (
            info is None or info.kind != "spell"):
        return f"{game.name_of(target)} is an ability, not a spell"
    if spec.kind in ABILITY_KINDS and (info is None or info.kind not in ABILITY_KINDS[spec.kind]):
        return f"{game.name_of(target)} is not an {spec.kind.replace('_', ' ')}"
    chars = game.chars(target)
    if spec.kind == "any" and not chars.types & ANY_OBJECT_TYPES:
        return f"{chars.name} is not a creature, planeswalker or battle"
    if spec.not_source and target == source:
        return f"{chars.name} can't target itself"
    f = spec.filter
    if f is not None:
        if f.zone is not None and f.zone != obj.zone:
            f = replace(f, zone=obj.zone)
        try:
            ok = f.matches(game, target, source, controller)
        except KeyError:
            ok = False
        if not ok:
            return f"{chars.name} is not a {f.describe()}"
    limited = untargetable_reason(game, target, source, controller)  # "can't be the target
    if limited:                                                       # of Aura spells"
        return limited
    if obj.zone != Zone.BATTLEFIELD:
        return None
    if chars.has_keyword("Shroud"):
        return f"{chars.name} has shroud (702.18)"
    if chars.has_keyword("Hexproof") and game.controller_of(target) != controller:
        return f"{chars.name} has hexproof (702.11)"
    return _protection_reason(game, chars, source, source_colors)


def _protection_reason(game: Game, chars: Any, source: int | None,
                       source_colors: frozenset[Color]) -> str | None:
    """702.16b: a permanent with protection can't be the target of spells or abilities
    from a source with that quality."""
    src = None
    if source is not None and source in game.state.objects:
        src = game.chars(source)
    return protection_from(chars, src, source_colors)


def protection_from(chars: Any, src: Any,
                    extra_colors: frozenset[Color] = frozenset()) -> str | None:
    """Which protection of `chars` (702.16a) the source `src` has the quality of, or None:
    "protection from black", "from instants", "from Dragons", "from everything"."""
    colors = set(extra_colors) | (set(src.colors) if src is not None else set())
    types = {t.value.lower() for t in src.types} if src is not None else set()
    subtypes = {s.lower() for s in src.subtypes} if src is not None else set()
    for ability in chars.abilities:
        if (ability.keyword or "").lower() != "protection":
            continue
        quality = (getattr(ability, "parameter", "") or ability.text).lower()
        held = quality_holds(quality, src, colors)  # "from all colors", "multicolored"
        if held is not None:
            if held:
                return f"{chars.name} has protection from {quality} (702.16)"
            continue
        words = {w.strip(" ,.") for w in quality.replace(" and ", " ").split()}
        singular = {w[:-1] if w.endswith("s") else w for w in words}
        if "everything" in words:
            return f"{chars.name} has protection from everything (702.16)"
        for color in colors:
            if color.name.lower() in words:
                return f"{chars.name} has protection from {color.name.lower()} (702.16)"
        hit = (types | subtypes) & (words | singular)
        if hit:
            return f"{chars.name} has protection from {sorted(hit)[0]}s (702.16)"
    return None


def check_targets(game: Game, specs: tuple[TargetSpec, ...], targets: tuple[Any, ...], *,
                  source: int | None, controller: str,
                  colors: frozenset[Color] = frozenset()) -> None:
    """601.2c: the right number of legal, distinct targets (115.3)."""
    needed = sum(s.count_min for s in specs)
    allowed = sum(s.count_max for s in specs)
    if len(targets) < needed:
        what = ", ".join(s.describe() for s in specs)
        raise IllegalAction(f"choose {needed} target(s): {what} (601.2c)")
    if len(targets) > allowed:
        raise IllegalAction(f"too many targets: at most {allowed} (601.2c)")
    flat = assign_specs(specs, len(targets))
    for i, target in enumerate(targets):
        reason = target_reason(game, flat[i], target, source=source, controller=controller,
                               source_colors=colors)
        if reason:
            raise IllegalAction(f"illegal target: {reason}")
        spec = flat[i]
        if spec.distinct_from is not None and spec.distinct_from < len(targets) and \
                targets[spec.distinct_from] == target:
            raise IllegalAction("the targets must be different objects (115.3)")
        if any(t == target and _same_word(flat[j], spec) for j, t in enumerate(targets[:i])):
            raise IllegalAction("the same object can't be chosen twice for one word "
                                "\"target\" (115.3)")
    _check_single_graveyard(game, flat, targets)
    _check_total_mana_value(game, flat, targets)
    _check_per_player(game, flat, targets, controller)


def _same_word(a: TargetSpec, b: TargetSpec) -> bool:
    """Two targets of one word "target" (115.3): the same spec, or equal "other" targets
    of one group ("each of up to two other targets"), also once read back from a cache
    that does not keep the specs shared."""
    return a is b or (b.distinct_from is not None and a == b)


def _check_per_player(game: Game, flat: list[TargetSpec], targets: tuple[Any, ...],
                      controller: str) -> None:
    """"For each opponent, ... up to one target creature that player controls": one
    target of each such player at most (601.2c)."""
    seen: set[str] = set()
    for spec, target in zip(flat, targets, strict=False):
        if not spec.per_player or not isinstance(target, int) or \
                target not in game.state.objects:
            continue
        owner = game.controller_of(target)
        if spec.per_player == "opponent" and owner == controller:
            raise IllegalAction("the target must be controlled by an opponent (601.2c)")
        if owner in seen:
            raise IllegalAction(f"at most one target {owner} controls (601.2c)")
        seen.add(owner)


def _check_total_mana_value(game: Game, flat: list[TargetSpec], targets: tuple[Any, ...]
                            ) -> None:
    """"up to three target creature cards with total mana value 3 or less" (601.2c: the
    targets chosen together must fit)."""
    totals: dict[tuple[str, int], int] = {}  # one phrase's targets: its specs share a text
    for spec, target in zip(flat, targets, strict=False):
        if spec.total_mana_value_at_most is not None and isinstance(target, int) and \
                target in game.state.objects:
            key = (spec.text, spec.total_mana_value_at_most)
            totals[key] = totals.get(key, 0) + game.chars(target).mana_value
    for (_text, most), total in totals.items():
        if total > most:
            raise IllegalAction(f"the targets' total mana value {total} is more than {most} "
                                "(601.2c)")


def _check_single_graveyard(game: Game, flat: list[TargetSpec], targets: tuple[Any, ...]
                            ) -> None:
    """"Exile up to three target cards from a single graveyard": one owner's graveyard."""
    owners = {game.obj(t).owner for s, t in zip(flat, targets, strict=False)
              if s.single_graveyard and isinstance(t, int) and t in game.state.objects}
    if len(owners) > 1:
        raise IllegalAction("the target cards must be in a single graveyard")


def assign_specs(specs: tuple[TargetSpec, ...], n: int) -> list[TargetSpec]:
    """Which spec each of n targets answers: each spec takes at least its minimum, extra
    targets go to the earliest specs with room."""
    counts = [s.count_min for s in specs]
    extra = n - sum(counts)
    for i, s in enumerate(specs):
        room = s.count_max - counts[i]
        take = min(room, max(0, extra))
        counts[i] += take
        extra -= take
    out: list[TargetSpec] = []
    for s, c in zip(specs, counts, strict=True):
        out.extend([s] * c)
    while specs and len(out) < n:
        out.append(specs[-1])
    return out


def aura_target_specs(game: Game, oid: int) -> tuple[TargetSpec, ...]:
    """303.4a: an Aura spell targets what its enchant ability allows."""
    param = keyword_parameter(game, oid, "Enchant")
    if param is None:
        return ()
    words = param.lower()
    types = {t for t in CardType if t.value.lower() in words}
    controller = "you" if "you control" in words else None
    f = ObjectFilter(types=frozenset(types), controller=controller)
    kind = words.strip() if words.strip() in ("player", "opponent") else "object"
    return (TargetSpec(kind=kind, filter=f, text=f"target {words}"),)


def keyword_parameter(game: Game, oid: int, keyword: str) -> str | None:
    for ability in game.chars(oid).abilities:
        if (ability.keyword or "").lower() == keyword.lower():
            param = getattr(ability, "parameter", "")
            return param or ability.text[len(keyword):].strip(" —-")
    return None
