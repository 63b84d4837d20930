"""What an action will ask before it can be performed, read from the engine's data.

For casting or activating: modes, X (107.3), a colour, "as it enters" choices
(614.12), whom to copy (707.2), the order of several replacement effects (616.1)
and the targets (601.2c). Also which triggered abilities an action would make
trigger together, so their controller can order them (603.3b).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from tabletop.engine.definitions.abilities import (
    ActivatedAbility,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
)
from tabletop.engine.definitions.instructions import AddMana, PutCounters, TargetSpec
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import CardType, Color, Zone
from tabletop.engine.rules.casting import activated_abilities, spell_ability
from tabletop.engine.rules.legal_actions import ActionOption
from tabletop.engine.rules.targets import target_reason

from .event_texts import shown_name
from .i18n import translate
from .type_words import subtype_word

BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
COMMON_CREATURE_TYPES = ("Human", "Elf", "Goblin", "Merfolk", "Soldier", "Wizard", "Knight",
                         "Zombie", "Dragon", "Beast")


@dataclass(frozen=True, slots=True)
class Question:
    """One question: the `choices` key it answers, how to ask it, the offered answers."""

    key: str  # "mode", "x", "color", "copy_of", "order", "creature_type", "land_type"
    kind: str  # "one", "number", "color", "order"
    prompt: str
    options: tuple[str, ...] = ()
    values: tuple[Any, ...] = ()


def _describe(program: Iterable[Any]) -> str:
    text = "; ".join(i.describe() for i in program)
    return text[:1].upper() + text[1:]


def _mode_question(modes: tuple[tuple[Any, ...], ...]) -> Question:
    options = tuple(_describe(m) for m in modes)
    return Question("mode", "one", translate("Questions", "Choose a mode"), options,
                    tuple(range(1, len(modes) + 1)))


def _x_question() -> Question:
    return Question("x", "number", translate("Questions", "Choose a value for X"))


def _color_question() -> Question:
    return Question("color", "color", translate("Questions", "Choose a colour"))


def _entry_questions(game: Game, oid: int, controller: str) -> list[Question]:
    out: list[Question] = []
    for ability in game.chars(oid).abilities:
        spec = getattr(ability, "replacement", None) if isinstance(ability, StaticAbility) \
            else None
        if spec is None:
            continue
        kind = getattr(spec, "kind", "")
        if kind == "enters_as_copy":
            creatures = [o for o in game.battlefield()
                         if spec.filter.matches(game, o, oid, controller)]
            options = [shown_name(game, o) for o in creatures]
            values: list[Any] = list(creatures)
            if spec.optional:
                options.append(translate("Questions", "Don't copy anything"))
                values.append(None)
            if creatures:
                out.append(Question("copy_of", "one", translate(
                    "Questions", "Enter as a copy of which creature?"), tuple(options),
                    tuple(values)))
        elif kind == "enters_with_choice":
            choose = getattr(spec, "choose", "")
            if choose == "color":
                out.append(_color_question())
            elif choose == "land_type":
                out.append(Question("land_type", "one", translate(
                    "Questions", "Choose a basic land type"),
                    tuple(subtype_word(t) for t in BASIC_LAND_TYPES), BASIC_LAND_TYPES))
            elif choose == "creature_type":
                seen = sorted({t for o in game.battlefield() for t in game.chars(o).subtypes
                               if game.is_creature(o)} | set(COMMON_CREATURE_TYPES))
                out.append(Question("creature_type", "one", translate(
                    "Questions", "Choose a creature type"),
                    tuple(subtype_word(t) for t in seen), tuple(seen)))
    return out


def _counter_kinds(program: Iterable[Any]) -> set[str]:
    return {i.kind for i in program if isinstance(i, PutCounters)}


def _replacement_order(game: Game, kinds: set[str]) -> list[Question]:
    """616.1: several effects modify the counters put: their order is asked."""
    if not kinds:
        return []
    sources: list[int] = []
    for oid in game.battlefield():
        for ability in game.chars(oid).abilities:
            spec = getattr(ability, "replacement", None) if isinstance(ability, StaticAbility) \
                else None
            if spec is not None and getattr(spec, "kind", "") == "modify_counters" and (
                    getattr(spec, "counter", None) is None or spec.counter in kinds):
                sources.append(oid)
                break
    if len(sources) < 2:
        return []
    return [Question("order", "order", translate(
        "Questions", "Order the replacement effects (the first applies first, 616.1)"),
        tuple(shown_name(game, o) for o in sources), tuple(sources))]


def questions(game: Game, option: ActionOption) -> list[Question]:
    """The questions to ask before performing `option` (none for most actions)."""
    action = option.action
    out: list[Question] = []
    if isinstance(action, A.CastSpell):
        chars = game.chars(action.card)
        spell = spell_ability(game, action.card)
        if isinstance(spell, SpellAbility):
            if spell.modes:
                out.append(_mode_question(spell.modes))
            if "x" in spell.choices or chars.mana_cost.has_x:
                out.append(_x_question())
            if "color" in spell.choices:
                out.append(_color_question())
            out += _replacement_order(game, _counter_kinds(spell.effect))
        elif chars.mana_cost.has_x:
            out.append(_x_question())
        if chars.types & {CardType.CREATURE, CardType.ARTIFACT, CardType.ENCHANTMENT,
                          CardType.LAND, CardType.PLANESWALKER}:
            out += _entry_questions(game, action.card, action.player)
    elif isinstance(action, A.ActivateAbility) and option.ability_index is not None:
        abilities = activated_abilities(game, action.source)
        if option.ability_index < len(abilities):
            ability = abilities[option.ability_index]
            out += _ability_questions(game, ability)
    return out


def _ability_questions(game: Game, ability: ActivatedAbility) -> list[Question]:
    out: list[Question] = []
    if ability.modes:
        out.append(_mode_question(ability.modes))
    cost = ability.cost
    if "x" in ability.choices or (cost is not None and cost.mana.has_x):
        out.append(_x_question())
    any_color = any(isinstance(i, AddMana) and i.any_of for i in ability.effect)
    if "color" in ability.choices or any_color:
        out.append(_color_question())
    out += _replacement_order(game, _counter_kinds(ability.effect))
    return out


def target_specs(game: Game, option: ActionOption, choices: dict[str, Any]
                 ) -> tuple[TargetSpec, ...]:
    """The targets to choose, after the mode is known (601.2b-c)."""
    action = option.action
    if isinstance(action, A.CastSpell):
        from tabletop.engine.rules import casting

        engine_targets = getattr(casting, "spell_targets", None)
        if engine_targets is not None:  # modes and Auras (303.4a) answered by the engine
            return tuple(engine_targets(game, action.card, choices))
        spell = spell_ability(game, action.card)
        if isinstance(spell, SpellAbility):
            if spell.modes and spell.mode_targets:
                mode = choices.get("mode", 1)
                modes = mode if isinstance(mode, list | tuple) else [mode]
                return tuple(t for m in modes for t in spell.mode_targets[int(m) - 1])
            return spell.targets
        aura = getattr(casting, "aura_target_specs", None) or \
            getattr(casting, "_aura_target", None)
        if aura is not None and game.chars(action.card).has_keyword("Enchant"):
            return tuple(aura(game, action.card))
        return ()
    return tuple(option.targets)


def flat_specs(specs: Iterable[TargetSpec]) -> list[TargetSpec]:
    out: list[TargetSpec] = []
    for spec in specs:
        out.extend([spec] * max(spec.count_max, 1))
    return out


def minimum_targets(specs: Iterable[TargetSpec]) -> int:
    return sum(s.count_min for s in specs)


def candidates(game: Game, spec: TargetSpec, *, source: int, controller: str,
               chosen: Iterable[object] = ()) -> tuple[set[int], set[str]]:
    """Objects and players that are legal for `spec` now (115, 601.2c)."""
    taken = set(chosen)
    colors: frozenset[Color] = frozenset()
    if source in game.state.objects:
        colors = game.chars(source).colors
    objects: set[int] = set()
    pool = list(game.battlefield()) + list(game.stack())
    if spec.zone not in ("battlefield", "stack"):
        with contextlib.suppress(ValueError):
            pool += game.state.zone_ids(Zone(spec.zone))
    for oid in pool:
        if oid in taken:
            continue
        if target_reason(game, spec, oid, source=source, controller=controller,
                         source_colors=colors) is None:
            objects.add(oid)
    players = {p for p in game.players() if p not in taken and target_reason(
        game, spec, p, source=source, controller=controller, source_colors=colors) is None}
    return objects, players


def why_not_target(game: Game, spec: TargetSpec, target: object, *, source: int,
                   controller: str) -> str:
    colors = game.chars(source).colors if source in game.state.objects else frozenset()
    reason = target_reason(game, spec, target, source=source, controller=controller,
                           source_colors=colors)
    return reason or translate("Questions", "that is already chosen")


# --------------------------------------------------------------------------- triggers


def has_triggered_abilities(game: Game) -> bool:
    return any(isinstance(a, TriggeredAbility) for o in game.battlefield()
               for a in game.chars(o).abilities)


def probe(game: Game, action: A.Action) -> list[Any] | None:
    """The events `action` would produce, as the engine previews them (the game is left as
    it was); None when the engine would refuse it."""
    return game.preview(action)


def simultaneous_triggers(game: Game, action: A.Action) -> dict[str, list[str]]:
    """Per player, the texts of the triggered abilities `action` puts on the stack together
    (only players with two or more: they choose the order, 603.3b)."""
    if not has_triggered_abilities(game):
        return {}
    events = probe(game, action)
    if not events:
        return {}
    found: dict[str, list[str]] = {}
    for event in events:
        if event.kind == "trigger" and event.player is not None:
            found.setdefault(event.player, []).append(event.text)
    return {p: texts for p, texts in found.items() if len(texts) >= 2}
