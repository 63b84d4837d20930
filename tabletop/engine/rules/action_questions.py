"""What an action will ask before it is performed, and the legal answers.

Casting a spell or activating an ability asks, in 601.2b's order: the mode (700.2), the
value of X (107.3), a colour, then the targets (601.2c). A permanent spell may ask an
"as it enters" choice (614.12: a colour, a basic land type, a creature type) or what it
enters as a copy of (614.1c). Several effects modifying the same event ask their order
(616.1). An action that makes several abilities trigger together lets each player order
theirs (603.3b). The pass that makes an object resolve asks its "you may" (603.5). The
window and the scenario runner ask these here; nothing outside the engine works them out.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.abilities import (
    ActivatedAbility,
    StaticAbility,
    TriggeredAbility,
)
from tabletop.engine.definitions.chosen_becoming import (
    COLOR_SETS,
    COLORS,
    CREATURE_TYPE,
    DEFAULT_ANSWERS,
    LAND_TYPE,
)
from tabletop.engine.definitions.could_produce import AddManaLandsCouldProduce
from tabletop.engine.definitions.damage_shields import SOURCE_CHOICE
from tabletop.engine.definitions.entering_costs import (
    AS_ENTERS_PAID,
    EntersTappedUnlessPaid,
    EntersWithCounterIfRevealed,
)
from tabletop.engine.definitions.expressions import EvalContext, XValue
from tabletop.engine.definitions.instructions import AddMana, PutCounters, TargetSpec
from tabletop.engine.definitions.mana_combinations import AddManaCombination
from tabletop.engine.definitions.mana_mixes import (
    MANA_MIX,
    AddManaMix,
    combinations_of,
    mix_text,
)
from tabletop.engine.definitions.name_searches import CARD_NAME
from tabletop.engine.definitions.one_shot_riders import DestroyByChosenNumber, EitherOr
from tabletop.engine.definitions.restricted_mana import AddRestrictedMana
from tabletop.engine.definitions.tribute import TRIBUTE, Tribute
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import CardType, Color, Zone
from tabletop.engine.model.subtypes import BASIC_LAND_MANA, is_creature_type
from tabletop.engine.rules import could_produce, faces
from tabletop.engine.rules.casting import find_ability, spell_ability, spell_targets
from tabletop.engine.rules.chosen_names import nameable
from tabletop.engine.rules.damage_shields import source_options
from tabletop.engine.rules.entering_costs import revealable
from tabletop.engine.rules.may_choices import MAY, may_choice, resolving_on_pass
from tabletop.engine.rules.name_choices import nonland_card_names
from tabletop.engine.rules.one_shot_riders import sparing_number
from tabletop.engine.rules.stations import station_options
from tabletop.engine.rules.targets import target_reason
from tabletop.engine.rules.x_targets import announced_x, with_x

if TYPE_CHECKING:
    from tabletop.engine.game import Game

BASIC_LAND_TYPES = tuple(BASIC_LAND_MANA)  # 205.3i: the five basic land types, in WUBRG order
# offered besides the creature types on the battlefield when a creature type is chosen
COMMON_CREATURE_TYPES = ("Human", "Elf", "Goblin", "Merfolk", "Soldier", "Wizard", "Knight",
                         "Zombie", "Dragon", "Beast")
_PERMANENT_TYPES = frozenset({CardType.CREATURE, CardType.ARTIFACT, CardType.ENCHANTMENT,
                              CardType.LAND, CardType.PLANESWALKER, CardType.BATTLE})


@dataclass(frozen=True, slots=True)
class ActionQuestion:
    """One question: the `choices` key it answers, the kind of answer, the rule that asks
    it, and its legal answers (`values`; empty for a number or a colour, where any is
    legal). `texts` describes each value where the engine has words for it (a mode's
    instructions); the window names objects and types itself."""

    key: str  # "mode", "x", "color", "copy_of", "order", "creature_type", "land_type", "may"
    kind: str  # "one", "number", "color", "order"
    rule: str
    values: tuple[Any, ...] = ()
    texts: tuple[str, ...] = ()
    default: int = 0  # the value preselected: the engine's answer when none is given
    subject: int | None = None  # the object asked about (the one a pass makes resolve)
    player: str = ""  # who answers, when not the one acting (a "may" as it resolves)


def questions_for(game: Game, action: A.Action) -> list[ActionQuestion]:
    """The questions to answer before `action` can be performed (none for most). A card
    with several faces to cast asks which one first (709.3, 712.11b, 715.3a); the other
    questions are those of the face chosen, asked once it is known."""
    if isinstance(action, A.CastSpell):
        face = _face_question(game, action)
        if face is not None:
            return [face]
        try:
            with _as_cast(game, action.card, dict(action.choices)):
                return _spell_questions(game, action)
        except A.IllegalAction:
            return []  # performing it says why
    if isinstance(action, A.ActivateAbility):
        try:
            _, ability = find_ability(game, action.source, action.ability)
        except A.IllegalAction:
            return []  # performing it says why
        return _ability_questions(game, ability, action.player) + \
            _station_question(game, action, ability)
    if isinstance(action, A.PlayLand) and action.card in game.state.objects:
        return entering_cost_questions(game, action.card, action.player)  # 614.12
    if isinstance(action, A.PassPriority):
        return _pass_questions(game, action.player)
    return []


def _pass_questions(game: Game, player: str) -> list[ActionQuestion]:
    """603.5, 608.2d: the "you may" of the object this pass makes resolve (yes, the
    engine's answer, preselected); `texts`: its words, and what declining does when they
    don't say it."""
    oid = resolving_on_pass(game, player)
    choice = None if oid is None else may_choice(game, oid)
    if oid is None or choice is None:
        return []
    return [ActionQuestion(MAY, "one", "603.5: chosen as it resolves", (True, False),
                           (choice.words, choice.otherwise), subject=oid,
                           player=choice.chooser)]


def _station_question(game: Game, action: A.ActivateAbility, ability: ActivatedAbility
                      ) -> list[ActionQuestion]:
    """702.184a: which other untapped creature taps to pay the station cost."""
    if ability.cost is None or not ability.cost.station:
        return []
    options = tuple(station_options(game, action.player, action.source))
    if len(options) < 2:
        return []  # none: performing it says why; one: nothing to choose
    return [ActionQuestion("tap", "one", "702.184a: tap another untapped creature you "
                           "control", options)]


def targets_for(game: Game, action: A.Action, choices: dict[str, Any]
                ) -> tuple[TargetSpec, ...]:
    """601.2c: the targets to choose once the other questions are answered (a modal
    spell's depend on its modes; an Aura spell's on its enchant ability, 303.4a)."""
    if isinstance(action, A.CastSpell):
        with _as_cast(game, action.card, {**dict(action.choices), **choices}):
            return spell_targets(game, action.card, choices)
    if isinstance(action, A.ActivateAbility):
        try:
            _, ability = find_ability(game, action.source, action.ability)
        except A.IllegalAction:
            return ()
        return with_x(ability.targets, announced_x({**dict(action.choices), **choices}))
    return ()


def target_candidates(game: Game, spec: TargetSpec, *, source: int, controller: str,
                      chosen: Iterable[object] = ()) -> tuple[set[int], set[str]]:
    """The objects and players that are legal for `spec` now (115.1, 601.2c); an object
    or player already chosen for this spell is left out (115.3)."""
    taken = set(chosen)
    colors = _source_colors(game, source)
    pool = list(game.battlefield()) + list(game.stack())
    if spec.zone not in ("battlefield", "stack"):
        with contextlib.suppress(ValueError):  # a zone word with no objects kept here
            pool += game.state.zone_ids(Zone(spec.zone))
    objects = {oid for oid in pool if oid not in taken and target_reason(
        game, spec, oid, source=source, controller=controller, source_colors=colors) is None}
    players = {p for p in game.players() if p not in taken and target_reason(
        game, spec, p, source=source, controller=controller, source_colors=colors) is None}
    return objects, players


def target_refusal(game: Game, spec: TargetSpec, target: object, *, source: int,
                   controller: str) -> str | None:
    """Why `target` is not a legal choice for `spec` (115, 702.11 ...), None if it is."""
    return target_reason(game, spec, target, source=source, controller=controller,
                         source_colors=_source_colors(game, source))


def triggers_together(game: Game, action: A.Action) -> dict[str, list[str]]:
    """603.3b: per player, the texts of the triggered abilities `action` would put on the
    stack together, for players with two or more (they choose the order)."""
    if not any(isinstance(a, TriggeredAbility) for o in game.battlefield()
               for a in game.chars(o).abilities):
        return {}  # nothing can trigger: no need to look ahead
    events = game.preview(action)
    found: dict[str, list[str]] = {}
    for event in events or ():
        if event.kind == "trigger" and event.player is not None:
            found.setdefault(event.player, []).append(event.text)
    return {p: texts for p, texts in found.items() if len(texts) >= 2}


# --------------------------------------------------------------------------- casting


def _face_question(game: Game, action: A.CastSpell) -> ActionQuestion | None:
    """709.3, 712.11b, 715.3a: which half or face to cast, for a card with several."""
    choices = dict(action.choices)
    obj = game.state.objects.get(action.card)
    if obj is None or "face" in choices or choices.get("fuse"):
        return None
    shown = faces.cast_faces(obj.card, obj.zone)
    if len(shown) < 2 or faces.may_cast_from_zone(obj, action.player):
        return None
    names = tuple(faces.face_name(obj.card, f) for f in shown)
    rule = "709.3: a split card is cast as one half" if obj.card.layout in faces.SPLIT \
        else "712.11b, 715.3a: the face to cast is chosen"
    return ActionQuestion("face", "one", rule, names, names)


def _as_cast(game: Game, oid: int, choices: dict[str, Any]) -> Any:
    """The card looked at as the face its choices name, or the one face it can be cast
    as from where it is (709.3a, 712.11c, 702.127a)."""
    obj = game.state.objects.get(oid)
    if obj is None or not obj.card.faces or choices.get("fuse"):
        return contextlib.nullcontext()
    if "face" in choices:
        return faces.trying_face(game, oid, faces.face_of(obj.card, choices["face"]))
    shown = faces.cast_faces(obj.card, obj.zone)
    if len(shown) != 1:
        return contextlib.nullcontext()
    return faces.trying_face(game, oid, shown[0])



def _spell_questions(game: Game, action: A.CastSpell) -> list[ActionQuestion]:
    out: list[ActionQuestion] = []
    chars = game.chars(action.card)
    spell = spell_ability(game, action.card)
    if spell is not None:
        if spell.modes:
            out.append(_mode_question(spell.modes))
        if "x" in spell.choices or chars.mana_cost.has_x:
            out.append(_X)
        if "color" in spell.choices:
            out.append(_COLOR)
        out += _becoming_questions(game, spell.choices)
        out += _source_question(game, spell.choices, spell.effect)
        out += _resolution_questions(game, action.player, spell.effect)
        if CARD_NAME in spell.choices:
            out.append(ActionQuestion(CARD_NAME, "one", "201.3: choose a nonland card name",
                                      nonland_card_names(game)))
        out += _replacement_order(game, _counter_kinds(spell.effect))
    elif chars.mana_cost.has_x:
        out.append(_X)
    if chars.types & _PERMANENT_TYPES:
        out += _entry_questions(game, action.card, action.player)
    return out


def _ability_questions(game: Game, ability: ActivatedAbility, player: str
                       ) -> list[ActionQuestion]:
    out: list[ActionQuestion] = []
    if ability.modes:
        out.append(_mode_question(ability.modes))
    cost = ability.cost
    if "x" in ability.choices or (cost is not None and cost.mana.has_x):
        out.append(_X)
    any_color = any(isinstance(i, AddMana) and i.any_of for i in ability.effect)
    if "color" in ability.choices or any_color:
        out.append(_COLOR)
    out += _becoming_questions(game, ability.choices)
    out += _source_question(game, ability.choices, ability.effect)
    out += _resolution_questions(game, player, ability.effect)
    out += _replacement_order(game, _counter_kinds(ability.effect))
    return out


def _resolution_questions(game: Game, player: str, effect: tuple[Any, ...]
                          ) -> list[ActionQuestion]:
    """608.2d: a choice made as the spell or ability resolves ("[do this] or [do that]",
    "choose a number between 0 and 10"), answered as it is put on the stack as the
    engine's other such choices are; unanswered, the engine's default applies."""
    out: list[ActionQuestion] = []
    for i in effect:
        if isinstance(i, EitherOr):
            out.append(ActionQuestion("either", "one", "608.2d: choose one", (0, 1), (
                "; ".join(x.describe() for x in i.first),
                "; ".join(x.describe() for x in i.second))))
        elif (mix := _mana_mix(game, player, i)) is not None:  # 106.1
            mixes = tuple(mix_text(m) for m in mix.mixes)
            out.append(ActionQuestion(MANA_MIX, "one", "106.1: choose the mana to add",
                                      mixes, mixes))
        elif isinstance(i, DestroyByChosenNumber):
            numbers = tuple(range(i.low, i.high + 1))
            out.append(ActionQuestion("number", "one", "608.2d: choose a number", numbers,
                                      tuple(str(n) for n in numbers), numbers.index(
                                          sparing_number(game, i, player))))
    return out


def _mana_mix(game: Game, player: str, i: Any) -> AddManaMix | None:
    """The mixes of mana an instruction offers (106.6: restricted mana holds them; 106.7:
    one mana of a kind lands could produce)."""
    inner = i.mana if isinstance(i, AddRestrictedMana) else i
    if isinstance(inner, AddManaLandsCouldProduce):
        return could_produce.mana_choice(game, player, inner)
    if isinstance(inner, AddManaCombination) and not isinstance(inner.count, XValue):
        # a counted mix (Prismatic Geoscope): every mix of the amount counted now
        amount = inner.count.evaluate(EvalContext(game, None, player))
        return AddManaMix(combinations_of(amount, inner.kinds)) if amount > 0 else None
    return inner if isinstance(inner, AddManaMix) else None


def _becoming_questions(game: Game, choices: tuple[str, ...]) -> list[ActionQuestion]:
    """"Becomes the creature type / basic land type / color or colors of your choice"
    (chosen_becoming): asked as it is put on the stack."""
    asked = ((CREATURE_TYPE, "205.3m: choose a creature type", _creature_types(game)),
             (LAND_TYPE, "205.3i: choose a basic land type", BASIC_LAND_TYPES),
             (COLORS, "105.1: choose a color or colors", COLOR_SETS))
    out: list[ActionQuestion] = []
    for key, rule, values in asked:
        if key in choices:
            default = DEFAULT_ANSWERS[key]
            out.append(ActionQuestion(key, "one", rule, values, default=values.index(
                default) if default in values else 0))
    return out


def _creature_types(game: Game) -> tuple[str, ...]:
    """The creature types on the battlefield and the common ones, sorted."""
    return tuple(sorted({t for o in game.battlefield() if game.is_creature(o)
                         for t in game.chars(o).subtypes if is_creature_type(t)}
                        | set(COMMON_CREATURE_TYPES)))


def _source_question(game: Game, choices: tuple[str, ...], effect: tuple[Any, ...]
                     ) -> list[ActionQuestion]:
    """609.7a: "a source of your choice" among the permanents and spells there now (none
    there: nothing is asked, and the first such source to deal damage is the one)."""
    if SOURCE_CHOICE not in choices:
        return []
    options = source_options(game, effect)
    return [ActionQuestion(SOURCE_CHOICE, "one", "609.7a: choose a source of damage",
                           options)] if options else []


_X = ActionQuestion("x", "number", "107.3: X is chosen as the spell is cast (601.2b)")
_COLOR = ActionQuestion("color", "color", "105.1: a colour is chosen",
                        tuple(Color), tuple(c.name.lower() for c in Color))


def _mode_question(modes: tuple[tuple[Any, ...], ...]) -> ActionQuestion:
    texts = tuple(_describe(m) for m in modes)
    return ActionQuestion("mode", "one", "700.2: the mode is chosen as it is put on the stack",
                          tuple(range(1, len(modes) + 1)), texts)


def _describe(program: Iterable[Any]) -> str:
    text = "; ".join(i.describe() for i in program)
    return text[:1].upper() + text[1:]


def _entry_questions(game: Game, oid: int, controller: str) -> list[ActionQuestion]:
    """614.1c, 614.12: the choices made as the permanent enters (a copy, a colour, a
    type), asked as it is cast so the action carries them."""
    out: list[ActionQuestion] = []
    for ability in game.chars(oid).abilities:
        spec: Any = ability.replacement if isinstance(ability, StaticAbility) else None
        kind = getattr(spec, "kind", "")
        if kind == "enters_as_copy":
            creatures = tuple(o for o in game.battlefield()
                              if spec.filter.matches(game, o, oid, controller))
            if creatures:  # nothing to copy: nothing asked
                values: tuple[int | None, ...] = creatures + ((None,) if spec.optional else ())
                out.append(ActionQuestion("copy_of", "one",
                                          "614.1c: choose what it enters as a copy of", values))
        elif kind == "enters_with_choice":
            choose = getattr(spec, "choose", "")
            if choose == "color":
                out.append(_COLOR)
            elif choose == "land_type":
                out.append(ActionQuestion("land_type", "one", "614.12: choose a basic land "
                                          "type", BASIC_LAND_TYPES))
            elif choose == "creature_type":
                seen = sorted({t for o in game.battlefield() if game.is_creature(o)
                               for t in game.chars(o).subtypes} | set(COMMON_CREATURE_TYPES))
                out.append(ActionQuestion("creature_type", "one", "614.12: choose a "
                                          "creature type", tuple(seen)))
            elif choose == CARD_NAME:  # 201.3: "choose a [nonland] card name"
                out.append(ActionQuestion(CARD_NAME, "one", "614.12: choose a card name",
                                          nameable(game, oid)))
            elif choose == "number":  # Sanctum Prelate
                out.append(ActionQuestion("number", "number", "614.12: choose a number"))
        elif kind == "enters_choosing_word":  # "choose Khans or Dragons"
            out.append(ActionQuestion("either", "one", "614.12: choose " +
                                      " or ".join(spec.words),
                                      tuple(range(len(spec.words))), tuple(spec.words)))
    return out + entering_cost_questions(game, oid, controller)


def _counter_kinds(program: Iterable[Any]) -> set[str]:
    return {i.kind for i in program if isinstance(i, PutCounters)}


def _replacement_order(game: Game, kinds: set[str]) -> list[ActionQuestion]:
    """616.1: with two or more effects modifying the counters put, their order is asked."""
    if not kinds:
        return []
    sources: list[int] = []
    for oid in game.battlefield():
        for ability in game.chars(oid).abilities:
            spec: Any = ability.replacement if isinstance(ability, StaticAbility) else None
            if spec is not None and getattr(spec, "kind", "") == "modify_counters" and (
                    getattr(spec, "counter", None) is None or spec.counter in kinds):
                sources.append(oid)
                break
    if len(sources) < 2:
        return []
    return [ActionQuestion("order", "order", "616.1: the affected player orders the "
                           "replacement effects", tuple(sources))]


def _source_colors(game: Game, source: int) -> frozenset[Color]:
    return game.chars(source).colors if source in game.state.objects else frozenset()


def entering_cost_questions(game: Game, oid: int, player: str) -> list[ActionQuestion]:
    """614.12: asked as the land is played (or the permanent cast): pay the life (True or
    False), or which card to reveal (None: reveal nothing)."""
    out: list[ActionQuestion] = []
    for ability in game.chars(oid).abilities:
        spec = getattr(ability, "replacement", None)
        if isinstance(spec, Tribute):  # 702.104a: the opponent's answer (not paid: default)
            out.append(ActionQuestion(TRIBUTE, "one", f"702.104a: an opponent may put "
                                      f"{spec.n} +1/+1 counters on it (tribute)",
                                      (False, True)))
        if not isinstance(spec, EntersTappedUnlessPaid):
            continue
        if spec.reveal is None:
            out.append(ActionQuestion(AS_ENTERS_PAID, "one", f"614.12: pay {spec.life} life, "
                                      "or it enters tapped", (True, False)))
        else:
            cards = tuple(revealable(game, oid, spec, player))
            unless = "it enters without the counter" if isinstance(
                spec, EntersWithCounterIfRevealed) else "it enters tapped"
            out.append(ActionQuestion(AS_ENTERS_PAID, "one", "614.12: reveal a card, or "
                                      + unless, (*cards, None)))
    return out
