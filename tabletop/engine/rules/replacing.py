"""Replacement and prevention effects at work (614, 615, 616).

Replacement specs are data (replacements.py, built by the compiler and held by
`StaticAbility.replacement`); this module finds the ones that apply to an event
and applies them:

- an event that is about to happen is a `Happening` (damage, a zone change, a
  draw, a life gain, a step beginning);
- every applicable replacement or prevention effect is a `Candidate`;
- `replace_event` lets the affected object's controller or the affected player
  choose one at a time in the order of 616.1a-e (self-replacement effects first,
  then ... then any), applies it, and repeats with the effects that apply to the
  modified event (616.1f, 616.2). Each effect applies at most once to one event
  (614.5). The choice is answered by `choices.order` (the sources, the one to
  apply first first); the preselected answer is the order the effects began.

How a permanent enters (614.1c-e, 614.12, 616.1c) is in entering.py; counters
(614.1a, Hardened Scales, Doubling Season) are `modify_counters` here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions import replacement_specs as R
from tabletop.engine.definitions.abilities import StaticAbility
from tabletop.engine.definitions.damage_changes import DamageChange
from tabletop.engine.definitions.dredge import DREDGE, DREDGED, DredgeInstead
from tabletop.engine.definitions.exile_if_dies import ONLY_THESE
from tabletop.engine.definitions.life_gain_changes import LifeGainChange
from tabletop.engine.model.enums import Zone
from tabletop.engine.model.pending import PreventionShield
from tabletop.engine.rules.damage_changes import (
    change_counters,
    changed_amount,
    damage_change_applies,
    static_recipient,
)
from tabletop.engine.rules.redirecting import redirect
from tabletop.engine.rules.targets import keyword_parameter, protection_from

if TYPE_CHECKING:
    from tabletop.engine.game import Game

DAMAGE = "damage"
ZONE = "zone_change"
DRAW = "draw"
LIFE = "gain_life"
LOSE_LIFE = "lose_life"  # a life gain replaced by losing that much (614.1a)
STEP = "step"

# 616.1a-e: which effects must be chosen first
ORDER_CLASSES = ("self", "control", "copy", "back_face", "any")


@dataclass(slots=True)
class Happening:
    """An event about to happen that replacement effects may modify (614.6)."""

    kind: str
    player: str | None = None  # the affected player (draw, life, damage to a player)
    oid: int | None = None  # the affected object (zone change, damage to a permanent)
    source: int | None = None  # the source of damage
    amount: int = 0
    from_zone: Zone | None = None
    to_zone: Zone | None = None
    combat: bool = False
    preventable: bool = True
    step: str = ""
    shuffle: bool = False
    bottom: bool = False
    notes: list[str] = field(default_factory=list)
    # 614.9: parts of the damage dealt to another object or player instead
    also: list[tuple[Any, int]] = field(default_factory=list)
    exiled_by: int | None = None  # 607.2a: the object whose effect exiled it instead

    @property
    def target(self) -> Any:
        return self.player if self.oid is None else self.oid


@dataclass(frozen=True, slots=True)
class Candidate:
    """One replacement or prevention effect that could apply (`key` identifies it for
    614.5: an effect applies at most once to an event)."""

    key: tuple[object, ...]
    spec: Any
    source: int | None
    controller: str
    timestamp: int
    order_class: str = "any"
    objects: frozenset[int] = frozenset()  # what "it" means for a self-replacement


# --- finding effects -------------------------------------------------------------------------


def static_replacements(game: Game) -> list[tuple[int, Any]]:
    """(source, spec) of every replacement ability of a permanent (or emblem) in play
    (kept with the layer result they were read from)."""
    cached = game.derived.replacements
    if cached is not None:
        return cached
    found: list[tuple[int, Any]] = []
    for zone in (Zone.BATTLEFIELD, Zone.COMMAND):
        for oid in game.state.zone_ids(zone):
            try:
                abilities = game.chars(oid).abilities
            except KeyError:
                continue
            for ability in abilities:
                if isinstance(ability, StaticAbility) and ability.replacement is not None:
                    found.append((oid, ability.replacement))
    game.derived.replacements = found
    return found


def _candidates(game: Game, event: Happening) -> list[Candidate]:
    out: list[Candidate] = []
    for i, (spec, source, controller, objects) in enumerate(game.self_replacements):
        out.append(Candidate(("self", i), spec, source, controller, 0, "self", objects))
    for source, spec in static_replacements(game):
        out.append(Candidate(("static", source, id(spec)), spec, source,
                             game.controller_of(source), game.obj(source).timestamp))
    if event.kind == DAMAGE:
        for shield in game.state.prevention:
            out.append(Candidate(("shield", shield.id), shield, shield.source_oid,
                                 shield.controller, shield.timestamp))
        for effect in game.rule_effects(R.DAMAGE_CANT_BE_PREVENTED):
            if event.source is not None and event.source in effect.affected:
                event.preventable = False
        if event.oid is not None and event.oid in game.state.objects:
            out.append(Candidate(("protection", event.oid), PROTECTION, event.oid,
                                 game.controller_of(event.oid), game.obj(event.oid).timestamp))
    if event.kind == DRAW:
        out += _dredge_candidates(game, event)
    if event.kind == ZONE:
        out += _own_zone_replacements(game, event)
        for effect in game.rule_effects(R.DIE_EXILE_INSTEAD):
            out.append(Candidate(("rule", effect.source, R.DIE_EXILE_INSTEAD), effect,
                                 effect.source, effect.controller, effect.timestamp))
    return out


def _dredge_candidates(game: Game, event: Happening) -> list[Candidate]:
    """702.52: the drawing player's graveyard cards with dredge N, if the library holds N
    cards; the answer `dredge` names those used (default: the topmost one)."""
    player = event.player
    if player is None:
        return []
    library = len(game.state.zone_ids(Zone.LIBRARY, player))
    found: list[Candidate] = []
    for oid in reversed(game.state.zone_ids(Zone.GRAVEYARD, player)):
        text = keyword_parameter(game, oid, DREDGE)
        if text is None or not text.isdigit() or int(text) > library:
            continue
        found.append(Candidate(("dredge", oid), DredgeInstead(int(text)), oid, player,
                               game.obj(oid).timestamp))
    wanted = game.state.answers.dredge
    if wanted is not None:
        return [c for c in found if c.source in wanted]
    return found[:1]


def _to_opponent(game: Game, e: Happening, controller: str) -> bool:
    """The damage is dealt to an opponent or to a permanent an opponent controls."""
    if e.oid is not None:
        return e.oid in game.state.objects and game.controller_of(e.oid) != controller
    return e.player is not None and e.player != controller


def _own_zone_replacements(game: Game, event: Happening) -> list[Candidate]:
    """400.6: an object moving from a zone other than the battlefield has its own
    "if ~ would be put into a graveyard from anywhere, ... instead" looked at too (on the
    battlefield it is among the static replacements)."""
    moving = game.state.objects.get(event.oid) if event.oid is not None else None
    if moving is None or moving.zone == Zone.BATTLEFIELD or event.oid is None:
        return []
    return [Candidate(("own", event.oid, id(a.replacement)), a.replacement, event.oid,
                      moving.controller or moving.owner, moving.timestamp)
            for a in game.chars(event.oid).abilities
            if isinstance(a, StaticAbility) and isinstance(a.replacement, R.ZoneChangeInstead)
            and a.replacement.from_zone is None and a.replacement.filter is None]


# --- does it apply, and applying it -----------------------------------------------------------


PROTECTION = "protection"  # 702.16: damage from a source with the quality is prevented


def _applies(game: Game, c: Candidate, e: Happening) -> bool:
    spec = c.spec
    if spec is PROTECTION:
        return e.kind == DAMAGE and e.preventable and e.amount > 0 and \
            _protected(game, e) is not None
    if isinstance(spec, PreventionShield):  # from a resolved spell (615.7, 614.9)
        return e.kind == DAMAGE and (e.preventable or spec.redirect_to is not None) and \
            e.amount > 0 and \
            (spec.to is None or spec.to == e.target) and \
            (spec.by is None or spec.by == e.source) and (e.combat or not spec.combat_only) \
            and _source_is(game, spec.source_filter, e.source, c.controller) and \
            (spec.matcher is None or spec.matcher.applies(game, e.source, e.target,
                                                          c.controller))
    if isinstance(spec, R.PreventDamageTo):  # 615.10: static prevention
        if e.kind != DAMAGE or not e.preventable or e.amount <= 0:
            return False
        if spec.combat_only and not e.combat:
            return False
        me = c.source
        if spec.attached and me is not None and me in game.state.objects:
            me = game.obj(me).attached_to
        if spec.from_opponents and (e.source is None or _controller(game, e.source) ==
                                    c.controller):
            return False
        if spec.by_filter is not None and not (  # "by artifact creatures" (615)
                e.source is not None and e.source in game.state.objects
                and spec.by_filter.matches(game, e.source, c.source, c.controller)):
            return False
        if spec.by_self and e.source == me and me is not None:
            return True
        if spec.to_self:
            return e.oid is not None and e.oid == me
        if e.oid is None:
            return spec.to_you and e.player == c.controller
        return spec.to_filter is not None and e.oid in game.state.objects and \
            spec.to_filter.matches(game, e.oid, c.source, c.controller)
    if isinstance(spec, DamageChange):  # 614.1a, 615: more, less or capped
        return e.kind == DAMAGE and damage_change_applies(
            game, spec, c.source, c.controller, e.source, e.player, e.oid, e.amount,
            e.preventable, e.combat)
    if isinstance(spec, R.ModifyDamage):
        if e.kind != DAMAGE or e.amount <= 0 or e.source is None or \
                e.source not in game.state.objects:
            return False
        if game.controller_of(e.source) != c.controller:
            return False
        if spec.to_opponents and not _to_opponent(game, e, c.controller):
            return False
        f = spec.source_filter
        return f is None or f.matches(game, e.source, c.source, c.controller)
    if isinstance(spec, R.ZoneChangeInstead):
        return _zone_applies(game, c, e, spec)
    if isinstance(spec, R.DrawInstead):
        return e.kind == DRAW and e.player == c.controller
    if isinstance(spec, DredgeInstead):
        return e.kind == DRAW and e.player == c.controller
    if isinstance(spec, R.LifeGainInstead):
        return e.kind == LIFE and e.player == c.controller and e.amount > 0
    if isinstance(spec, LifeGainChange):
        return e.kind == LIFE and e.amount > 0 and e.player is not None and \
            (e.player == c.controller) == (spec.whose == "you")
    if isinstance(spec, R.SkipStep):
        if e.kind != STEP or e.step != spec.step:
            return False
        return spec.whose == "each" or (spec.whose == "your") == (e.player == c.controller)
    if getattr(spec, "change", None) is not None and \
            getattr(spec.change, "kind", "") == R.DIE_EXILE_INSTEAD:
        if spec.change.param(ONLY_THESE):  # "if that creature would die this turn"
            return e.kind == ZONE and e.from_zone == Zone.BATTLEFIELD and \
                e.to_zone == Zone.GRAVEYARD and e.oid is not None and e.oid in spec.affected
        # Misery's Shadow: a creature an opponent controls that would die is exiled
        return e.kind == ZONE and e.from_zone == Zone.BATTLEFIELD and \
            e.to_zone == Zone.GRAVEYARD and e.oid is not None and game.is_creature(e.oid) \
            and game.controller_of(e.oid) != c.controller
    return False


def _controller(game: Game, oid: int) -> str | None:
    """The controller of a source now, or as it last existed (609.7)."""
    if oid in game.state.objects:
        return game.controller_of(oid)
    known = game.state.lki.get(oid)
    return None if known is None else known.controller


def _source_is(game: Game, f: Any, source: int | None, controller: str) -> bool:
    """A damage event's source matches a shield's "red source" (its last known
    characteristics when it has left, 609.7)."""
    if f is None:
        return True
    if source is None:
        return False
    chars = game.known_chars(source)
    if chars is None:
        return False
    return bool(not f.colors or f.colors & chars.colors) and \
        bool(not f.types or f.types <= chars.types)


def _zone_applies(game: Game, c: Candidate, e: Happening, spec: R.ZoneChangeInstead) -> bool:
    if e.kind != ZONE or e.oid is None or e.to_zone is None:
        return False
    if e.to_zone.value != spec.to_zone:
        return False
    if spec.from_zone is not None and (e.from_zone is None or
                                       e.from_zone.value != spec.from_zone):
        return False
    if spec.filter is None:
        return e.oid == c.source or e.oid in c.objects
    f = spec.filter
    if e.oid not in game.state.objects:
        return False
    if f.zone is not None and game.obj(e.oid).zone != f.zone:
        return False
    return f.matches(game, e.oid, c.source, c.controller)


def _protected(game: Game, e: Happening) -> str | None:
    if e.oid is None or e.oid not in game.state.objects or e.source is None:
        return None
    src = game.known_chars(e.source)
    return protection_from(game.chars(e.oid), src) if src is not None else None


def _apply(game: Game, c: Candidate, e: Happening) -> Happening | None:
    spec = c.spec
    if spec is PROTECTION:
        e.notes.append(f"{e.amount} damage prevented: {_protected(game, e)}")
        e.amount = 0
        return e
    if isinstance(spec, PreventionShield):
        if spec.chosen_source:  # 609.7a: the first such source is the one chosen
            spec.by, spec.chosen_source = e.source, False
        if spec.redirect_to is not None:
            redirect(game, spec, e)
            return e
        if spec.amount is None:  # prevent all
            e.notes.append(f"{e.amount} damage prevented ({spec.source}, 615.1)")
            e.amount = 0
            if spec.once:  # "the next time ... prevent that damage": used up
                game.state.prevention.remove(spec)
        else:
            used = min(spec.amount, e.amount)
            spec.amount -= used
            e.amount -= used
            e.notes.append(f"{used} damage prevented ({spec.source}: shield, 615.7)")
            if spec.amount <= 0:
                game.state.prevention.remove(spec)
        return e
    if isinstance(spec, R.PreventDamageTo):
        used = e.amount if spec.amount is None else min(spec.amount, e.amount)
        e.amount -= used
        e.notes.append(f"{used} damage prevented ({game.name_of(c.source or 0)}, 615.10)")
        return e
    if isinstance(spec, DamageChange) and spec.redirect is not None:  # 614.9
        to = static_recipient(game, spec, c.source, e.target)
        if to is not None:
            shown = to if isinstance(to, str) else game.name_of(to)
            e.notes.append(f"{e.amount} damage dealt to {shown} instead "
                           f"({game.name_of(c.source or 0)}, 614.9)")
            e.also.append((to, e.amount))  # dealt by the same source (damage.py)
            e.amount = 0
        return e
    if isinstance(spec, DamageChange):
        before = e.amount
        e.amount = changed_amount(game, spec, c.source, c.controller, e.amount)
        change_counters(game, spec, c.source, before)
        e.notes.append(f"{game.name_of(c.source or 0)}: {before} damage becomes {e.amount} "
                       "(614.1a, 615)")
        return e
    if isinstance(spec, R.ModifyDamage):
        before = e.amount
        e.amount = e.amount * spec.times + spec.plus
        e.notes.append(f"{game.name_of(c.source or 0)}: {before} damage becomes {e.amount} "
                       "(614.1a)")
        return e
    if isinstance(spec, R.ZoneChangeInstead):
        target = {"exile": Zone.EXILE, "library": Zone.LIBRARY, "hand": Zone.HAND,
                  "library_bottom": Zone.LIBRARY, "graveyard": Zone.GRAVEYARD,
                  "library_top": Zone.LIBRARY}[spec.instead]
        e.notes.append(f"{_source_name(game, c)}: {spec.instead} instead of "
                       f"{e.to_zone.value if e.to_zone else '?'} (614.1a)")
        e.to_zone = target
        e.exiled_by = c.source if target == Zone.EXILE else None  # Gisa's "exiled with"
        e.shuffle = spec.instead == "library"
        e.bottom = spec.instead == "library_bottom"
        return e
    if isinstance(spec, R.DrawInstead):
        e.notes.append(f"{_source_name(game, c)}: {spec.instead.replace('_', ' ')} instead "
                       "of drawing (614.11)")
        e.kind = spec.instead  # "return_from_graveyard" or "gain_life"
        if e.kind == "gain_life":
            e.kind, e.amount = LIFE, 1
        return e
    if isinstance(spec, DredgeInstead):  # 702.52a
        e.notes.append(f"{_source_name(game, c)}: dredge {spec.n} instead of drawing "
                       "(702.52a)")
        e.kind, e.oid, e.amount = DREDGED, c.source, spec.n
        return e
    if isinstance(spec, R.LifeGainInstead):
        e.notes.append(f"{_source_name(game, c)}: draw {e.amount} instead of gaining life "
                       "(616.2)")
        e.kind = DRAW
        return e
    if isinstance(spec, LifeGainChange):
        e.notes.append(f"{_source_name(game, c)}: {spec.describe()} (614.1a)")
        if spec.lose:
            e.kind = LOSE_LIFE
        else:
            e.amount *= spec.times
        return e
    if isinstance(spec, R.SkipStep):
        e.notes.append(f"{_source_name(game, c)}: the {e.step.replace('_', ' ')} step is "
                       "skipped (614.10)")
        return None
    if getattr(spec, "change", None) is not None:  # Misery's Shadow
        e.notes.append(f"{_source_name(game, c)}: exiled instead of dying (614.1a)")
        e.to_zone = Zone.EXILE
        e.exiled_by = c.source  # 607.2a: Gisa's "creature cards exiled with ~"
        return e
    return e


def _source_name(game: Game, c: Candidate) -> str:
    if isinstance(c.spec, PreventionShield):
        return c.spec.source
    return game.name_of(c.source) if c.source is not None else "an effect"


# --- choosing (616.1) ---------------------------------------------------------------------


def chooser(game: Game, e: Happening) -> str:
    """616.1: the affected object's controller (its owner off the battlefield) or the
    affected player chooses."""
    if e.oid is not None and e.oid in game.state.objects:
        obj = game.obj(e.oid)
        return game.controller_of(e.oid) if obj.zone == Zone.BATTLEFIELD else obj.owner
    return e.player or game.state.active


def choose(game: Game, candidates: list[Candidate]) -> Candidate:
    """616.1a-e: a self-replacement effect first, then control, copy, back face, then any;
    among those, the answer `order` (sources, first applied first), else timestamps."""
    for cls in ORDER_CLASSES:
        group = [c for c in candidates if c.order_class == cls]
        if group:
            break
    wanted = game.state.answers.order
    rank: dict[object, int] = {}
    if isinstance(wanted, list | tuple):
        for i, src in enumerate(wanted):  # an alias's newest object counts too (400.7)
            rank.setdefault(src, i)
            if isinstance(src, int):
                rank.setdefault(game.state.newest(src), i)

    def position(c: Candidate) -> int:
        if c.source in rank:
            return rank[c.source]
        newest = game.state.newest(c.source) if isinstance(c.source, int) else None
        return rank.get(newest, len(rank))

    return min(group, key=lambda c: (position(c), c.timestamp, str(c.key)))


def replace_event(game: Game, event: Happening) -> Happening | None:
    """614, 616: apply every applicable replacement and prevention effect once, one at a
    time in the chosen order, rechecking what applies after each (616.1f, 616.2).
    Returns the modified event, or None when it was replaced by nothing (skipped)."""
    applied: set[tuple[object, ...]] = set()
    current: Happening | None = event
    for _ in range(64):
        if current is None:
            return None
        found = [c for c in _candidates(game, current)
                 if c.key not in applied and _applies(game, c, current)]
        if not found:
            break
        pick = choose(game, found)
        applied.add(pick.key)
        current = _apply(game, pick, current)
    if current is not None and current.notes:
        who = chooser(game, current)
        for note in current.notes:
            game.emit("replacement", note, () if current.oid is None else (current.oid,),
                      player=who)
        current.notes.clear()
    return current


# --- counters (614.1a) -------------------------------------------------------------------------


def modify_counters(game: Game, oid: int, kind: str, n: int) -> int:
    """614.1a: "that many plus one" (Hardened Scales), "twice that many" (Doubling Season).

    616.1: with several, the affected permanent's controller chooses the order; the
    answer is `choices.order` (aliases of the effects' sources, first applied first),
    otherwise the order the sources entered (the window's preselected answer). Each
    applies at most once (614.5).
    """
    found: list[tuple[int, Any]] = []
    controller = game.controller_of(oid)
    for source, spec in static_replacements(game):
        if getattr(spec, "kind", "") != "modify_counters":
            continue
        if spec.counter is not None and spec.counter != kind:
            continue
        if spec.filter is None:
            applies = source == oid
        else:
            applies = spec.filter.matches(game, oid, source, game.controller_of(source))
        if applies:
            found.append((source, spec))
    if not found:
        return n
    wanted = game.state.answers.order
    if isinstance(wanted, list | tuple):
        rank = {src: i for i, src in enumerate(wanted)}
        found.sort(key=lambda f: rank.get(f[0], len(rank)))
    for source, spec in found:
        before = n
        n = n * spec.times + spec.plus
        game.emit("replacement", f"{game.name_of(source)}: {before} {kind} counter(s) on "
                  f"{game.name_of(oid)} become {n} (614.1a)", (source, oid), player=controller)
    return n


def modify_tokens(game: Game, player: str, count: int) -> int:
    """614.1a, 614.16: "If an effect would create one or more tokens under your control,
    it creates twice that many of those tokens instead" (Doubling Season)."""
    for source, spec in static_replacements(game):
        if isinstance(spec, R.ModifyTokens) and game.controller_of(source) == player:
            before = count
            count *= spec.times
            game.emit("replacement", f"{game.name_of(source)}: {before} token(s) become "
                      f"{count} (614.1a)", (source,), player=player)
    return count
