"""Events and actions in words of the interface language.

The engine writes each event's `text` as an English sentence. The window does not
translate those sentences: it writes its own from the event's `kind`, `objects`,
`player` and `data` with one template per kind (and variant) below, which lupdate
collects into the .ts file. Object names come from the card database (German names
where the database has them). A kind without a template, or an event that lacks what
its template needs, shows the engine's English sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from tabletop.engine.game import Game
from tabletop.engine.model.enums import Step, Zone

from . import i18n
from .i18n import QT_TRANSLATE_NOOP, translate

CONTEXT = "Events"


class EventLike(Protocol):
    @property
    def kind(self) -> str: ...
    @property
    def text(self) -> str: ...
    @property
    def objects(self) -> tuple[int, ...]: ...
    @property
    def player(self) -> str | None: ...
    @property
    def data(self) -> Mapping[str, Any]: ...


#: kind, or "kind:variant" -> template; {object}, {object2}, {objects}, {targets}, {player},
#: {n}, {turn}, {step}, {from_zone}, {to_zone}, {counters}, {value}, {timestamp}
TEMPLATES: dict[str, str] = {
    "tap": QT_TRANSLATE_NOOP("Events", "{object} taps"),
    "solved": QT_TRANSLATE_NOOP("Events", "{object} becomes solved (719.3a)"),
    "station": QT_TRANSLATE_NOOP("Events", "{object} gets no charge counters: the tapped "
                                           "creature's power is 0 (702.184a)"),
    "untap": QT_TRANSLATE_NOOP("Events", "{object} untaps"),
    "countered": QT_TRANSLATE_NOOP("Events", "{object} is countered (701.6)"),
    "removed_from_combat": QT_TRANSLATE_NOOP("Events", "{object} is removed from combat (506.4)"),
    "shield": QT_TRANSLATE_NOOP("Events", "{object} gets a regeneration shield (701.19a)"),
    "win": QT_TRANSLATE_NOOP("Events", "{player} wins the game"),
    "lose": QT_TRANSLATE_NOOP("Events", "{player} loses the game"),
    "indestructible": QT_TRANSLATE_NOOP(
        "Events", "{object} is indestructible and isn't destroyed (702.12b)"),
    "destroy": QT_TRANSLATE_NOOP("Events", "{object} is destroyed"),
    "transform": QT_TRANSLATE_NOOP("Events", "{object} transforms (701.27)"),
    "flip": QT_TRANSLATE_NOOP("Events", "{object} flips (710)"),
    "meld": QT_TRANSLATE_NOOP("Events", "Two cards meld into {object} (701.42a)"),
    "unlock": QT_TRANSLATE_NOOP("Events", "{player} unlocks a door of {object} (709.5)"),
    "turned_face_up": QT_TRANSLATE_NOOP("Events", "{object} is turned face up (708.8)"),
    "unbestowed": QT_TRANSLATE_NOOP(
        "Events", "{object} stops being bestowed: it is an enchantment creature (702.103)"),
    "suspend": QT_TRANSLATE_NOOP("Events", "{player} suspends {object} (702.62a)"),
    "exert": QT_TRANSLATE_NOOP("Events", "{player} exerts {object} (701.43a)"),
    "manifest": QT_TRANSLATE_NOOP("Events", "{player} manifests the top card of their "
                                  "library (701.40a)"),
    "not_cast": QT_TRANSLATE_NOOP("Events", "{object} isn't cast"),
    "adventure": QT_TRANSLATE_NOOP(
        "Events", "{object} goes on an adventure: {player} may cast it from exile (715.3d)"),
    "regenerate": QT_TRANSLATE_NOOP(
        "Events", "{object} regenerates: tapped, damage removed, removed from combat (701.19)"),
    "sacrifice": QT_TRANSLATE_NOOP("Events", "{object} is sacrificed"),
    "discard": QT_TRANSLATE_NOOP("Events", "{player} discards {object}"),
    "life:gain": QT_TRANSLATE_NOOP("Events", "{player} gains {n} life"),
    "life:lose": QT_TRANSLATE_NOOP("Events", "{player} loses {n} life"),
    "draw_empty": QT_TRANSLATE_NOOP("Events", "{player} can't draw: the library is empty"),
    "draw": QT_TRANSLATE_NOOP("Events", "{player} draws a card"),
    "shuffle": QT_TRANSLATE_NOOP("Events", "{player} shuffles their library"),
    "attach": QT_TRANSLATE_NOOP("Events", "{object} is attached to {object2} (timestamp "
                                          "{timestamp})"),
    "unattach": QT_TRANSLATE_NOOP("Events", "{object} becomes unattached (704.5m)"),
    "copy": QT_TRANSLATE_NOOP("Events", "{player} copies {object} (707.10)"),
    "retarget": QT_TRANSLATE_NOOP("Events", "{object} now targets {object2}"),
    "extra_turn": QT_TRANSLATE_NOOP("Events", "{player} will take an extra turn after this one "
                                              "(500.7)"),
    "extra_combat": QT_TRANSLATE_NOOP("Events", "After this phase, there is an additional "
                                                "combat phase (500.8)"),
    "extra_combat_main": QT_TRANSLATE_NOOP("Events", "After this phase, there is an additional "
                                                     "combat phase followed by an additional "
                                                     "main phase (500.8)"),
    "cast": QT_TRANSLATE_NOOP("Events", "{player} casts {object}"),
    "cast:targets": QT_TRANSLATE_NOOP("Events", "{player} casts {object} targeting {targets}"),
    "mana_ability": QT_TRANSLATE_NOOP("Events", "{player} activates a mana ability of {object} "
                                                "(605.3a)"),
    "activate": QT_TRANSLATE_NOOP("Events", "{player} activates an ability of {object}"),
    "activate:targets": QT_TRANSLATE_NOOP(
        "Events", "{player} activates an ability of {object} targeting {targets}"),
    "play_land": QT_TRANSLATE_NOOP("Events", "{player} plays {object}"),
    "resolve": QT_TRANSLATE_NOOP("Events", "{object} resolves"),
    "fizzle": QT_TRANSLATE_NOOP("Events", "{object} doesn't resolve: all its targets are illegal "
                                          "(608.2b)"),
    "illegal_targets": QT_TRANSLATE_NOOP("Events", "{object}: illegal targets are not affected "
                                                   "(608.2b)"),
    "no_blocks": QT_TRANSLATE_NOOP("Events", "{player} declares no blockers"),
    "pass": QT_TRANSLATE_NOOP("Events", "{player} passes priority"),
    "turn": QT_TRANSLATE_NOOP("Events", "Turn {turn}: {player}'s turn"),
    "skip": QT_TRANSLATE_NOOP("Events", "Step skipped: {step} (614.10)"),
    "step": QT_TRANSLATE_NOOP("Events", "Step begins: {step}"),
    "untap_step": QT_TRANSLATE_NOOP("Events", "{player} untaps their permanents (502.3)"),
    "enters": QT_TRANSLATE_NOOP("Events", "{object} enters the battlefield under {player}'s "
                                          "control (timestamp {timestamp})"),
    "attack": QT_TRANSLATE_NOOP("Events", "{player} attacks with {objects}"),
    "attack_cost": QT_TRANSLATE_NOOP("Events", "{player} pays to attack (508.1h)"),
    "block": QT_TRANSLATE_NOOP("Events", "{player} blocks with {objects}"),
    "band": QT_TRANSLATE_NOOP("Events", "{player} attacks with a band: {objects} (702.22c)"),
    "band_damage": QT_TRANSLATE_NOOP("Events", "{player} divides the combat damage of "
                                     "{object} among {targets} ({value})"),
    "block:none": QT_TRANSLATE_NOOP("Events", "{player} declares no blockers"),
    "combat_damage": QT_TRANSLATE_NOOP("Events", "Combat damage is dealt (510.2)"),
    "lifelink": QT_TRANSLATE_NOOP("Events", "lifelink: {player} gains life for the damage "
                                            "(702.15b)"),
    "poison": QT_TRANSLATE_NOOP("Events", "{player} gets {n} poison counters (702.90b)"),
    "damage:player": QT_TRANSLATE_NOOP("Events", "{object} deals {n} damage to {player}"),
    "damage:player_only": QT_TRANSLATE_NOOP("Events", "{player} is dealt {n} damage"),
    "damage:object": QT_TRANSLATE_NOOP("Events", "{object} deals {n} damage to {object2}"),
    "damage:object_only": QT_TRANSLATE_NOOP("Events", "{object} is dealt {n} damage"),
    "to_hand": QT_TRANSLATE_NOOP("Events", "{object} is put into {player}'s hand"),
    "to_library": QT_TRANSLATE_NOOP("Events", "{n} cards put on top of {player}'s library"),
    "to_library:one": QT_TRANSLATE_NOOP("Events", "{object} is put on top of {player}'s "
                                                  "library"),
    "mulligan": QT_TRANSLATE_NOOP("Events", "{player} mulligans (103.5)"),
    "keep": QT_TRANSLATE_NOOP("Events", "{player} keeps their hand (103.5)"),
    "roll": QT_TRANSLATE_NOOP("Events", "{player} rolls: {value}"),
    "trigger": QT_TRANSLATE_NOOP("Events", "A triggered ability of {object} goes on the stack"),
    "may_taken": QT_TRANSLATE_NOOP("Events", "{player} takes the “you may” of {object} (603.5)"),
    "may_declined": QT_TRANSLATE_NOOP("Events", "{player} declines the “you may” of {object} "
                                                "(603.5)"),
    "trigger_removed": QT_TRANSLATE_NOOP(
        "Events", "{player}'s triggered ability has no legal target and is removed (603.3d)"),
    "mana": QT_TRANSLATE_NOOP("Events", "{player} taps {object} for mana (605.3a)"),
    "phyrexian": QT_TRANSLATE_NOOP("Events", "{player} pays life for Phyrexian mana (107.4f)"),
    "ceases": QT_TRANSLATE_NOOP("Events", "{object} ceases to exist"),
    "move": QT_TRANSLATE_NOOP("Events", "{object} moves from {from_zone} to {to_zone}"),
    "counters": QT_TRANSLATE_NOOP("Events", "{object} gets {n} {counters}"),
    "counters_removed": QT_TRANSLATE_NOOP("Events", "{object} loses {n} {counters}"),
    "no_counter": QT_TRANSLATE_NOOP("Events", "{object} has no counter to choose"),
    "plot": QT_TRANSLATE_NOOP("Events", "{player} plots {object} (702.170a)"),
    "speed": QT_TRANSLATE_NOOP("Events", "{player}'s speed is {n} (702.179)"),
    "day": QT_TRANSLATE_NOOP("Events", "It becomes day (726.2)"),
    "night": QT_TRANSLATE_NOOP("Events", "It becomes night (726.2)"),
    "saddled": QT_TRANSLATE_NOOP("Events", "{object} becomes saddled (702.171b)"),
    "collect_evidence": QT_TRANSLATE_NOOP("Events", "{player} collects evidence {n} (701.59)"),
    "attacking": QT_TRANSLATE_NOOP("Events", "{object} is attacking {value} (508.4)"),
}

#: counter kind -> (one, several); other kinds read "{kind} counter(s)"
COUNTER_WORDS: dict[str, tuple[str, str]] = {
    "+1/+1": (QT_TRANSLATE_NOOP("Counters", "+1/+1 counter"),
              QT_TRANSLATE_NOOP("Counters", "+1/+1 counters")),
    "-1/-1": (QT_TRANSLATE_NOOP("Counters", "-1/-1 counter"),
              QT_TRANSLATE_NOOP("Counters", "-1/-1 counters")),
    "level": (QT_TRANSLATE_NOOP("Counters", "level counter"),
              QT_TRANSLATE_NOOP("Counters", "level counters")),
    "loyalty": (QT_TRANSLATE_NOOP("Counters", "loyalty counter"),
                QT_TRANSLATE_NOOP("Counters", "loyalty counters")),
    "charge": (QT_TRANSLATE_NOOP("Counters", "charge counter"),
               QT_TRANSLATE_NOOP("Counters", "charge counters")),
    "time": (QT_TRANSLATE_NOOP("Counters", "time counter"),
             QT_TRANSLATE_NOOP("Counters", "time counters")),
    "poison": (QT_TRANSLATE_NOOP("Counters", "poison counter"),
               QT_TRANSLATE_NOOP("Counters", "poison counters")),
    "shield": (QT_TRANSLATE_NOOP("Counters", "shield counter"),
               QT_TRANSLATE_NOOP("Counters", "shield counters")),
    "stun": (QT_TRANSLATE_NOOP("Counters", "stun counter"),
             QT_TRANSLATE_NOOP("Counters", "stun counters")),
    "flying": (QT_TRANSLATE_NOOP("Counters", "flying counter"),
               QT_TRANSLATE_NOOP("Counters", "flying counters")),
    "defense": (QT_TRANSLATE_NOOP("Counters", "defense counter"),
                QT_TRANSLATE_NOOP("Counters", "defense counters")),
}
OTHER_COUNTERS = (QT_TRANSLATE_NOOP("Counters", "{kind} counter"),
                  QT_TRANSLATE_NOOP("Counters", "{kind} counters"))

#: an action's verb (`Action.verb`) in the history
VERBS: dict[str, str] = {
    "enter": QT_TRANSLATE_NOOP("Verbs", "enter"),
    "hand": QT_TRANSLATE_NOOP("Verbs", "to hand"),
    "library": QT_TRANSLATE_NOOP("Verbs", "to library"),
    "cast": QT_TRANSLATE_NOOP("Verbs", "cast"),
    "activate": QT_TRANSLATE_NOOP("Verbs", "activate"),
    "play": QT_TRANSLATE_NOOP("Verbs", "play"),
    "pass": QT_TRANSLATE_NOOP("Verbs", "pass"),
    "order": QT_TRANSLATE_NOOP("Verbs", "order"),
    "counter": QT_TRANSLATE_NOOP("Verbs", "counters"),
    "attach": QT_TRANSLATE_NOOP("Verbs", "attach"),
    "move": QT_TRANSLATE_NOOP("Verbs", "move"),
    "destroy": QT_TRANSLATE_NOOP("Verbs", "destroy"),
    "damage": QT_TRANSLATE_NOOP("Verbs", "damage"),
    "tap": QT_TRANSLATE_NOOP("Verbs", "tap"),
    "control": QT_TRANSLATE_NOOP("Verbs", "control"),
    "set_pt": QT_TRANSLATE_NOOP("Verbs", "set P/T"),
    "advance": QT_TRANSLATE_NOOP("Verbs", "advance"),
    "attack": QT_TRANSLATE_NOOP("Verbs", "attack"),
    "block": QT_TRANSLATE_NOOP("Verbs", "block"),
    "life": QT_TRANSLATE_NOOP("Verbs", "life"),
    "token": QT_TRANSLATE_NOOP("Verbs", "token"),
    "shuffle": QT_TRANSLATE_NOOP("Verbs", "shuffle"),
    "draw": QT_TRANSLATE_NOOP("Verbs", "draw"),
    "mulligan": QT_TRANSLATE_NOOP("Verbs", "mulligan"),
    "keep": QT_TRANSLATE_NOOP("Verbs", "keep"),
    "roll": QT_TRANSLATE_NOOP("Verbs", "roll"),
    "choose": QT_TRANSLATE_NOOP("Verbs", "choose"),
    "turn_face_up": QT_TRANSLATE_NOOP("Verbs", "turn face up"),
    "suspend": QT_TRANSLATE_NOOP("Verbs", "suspend"),
}


def verb_text(verb: str) -> str:
    """An action's verb in the interface language (unknown verbs as they are)."""
    english = VERBS.get(verb)
    return translate("Verbs", english) if english is not None else verb


def counters_text(kind: str, n: int) -> str:
    one, several = COUNTER_WORDS.get(kind, OTHER_COUNTERS)
    return translate("Counters", one if n == 1 else several).replace("{kind}", kind)


def _step_text(key: object) -> str | None:
    from .phase_bar import step_label  # the phase bar's names of the steps

    try:
        return step_label(Step.from_key(str(key)))
    except ValueError:
        return None


def _zone_text(value: object) -> str | None:
    from .zones import zone_title

    try:
        return zone_title(Zone(str(value)))
    except ValueError:
        return None


def template_key(event: EventLike) -> str:
    """The template an event reads with: its kind, or kind:variant."""
    kind, objects, data = event.kind, event.objects, event.data
    if kind == "life":
        return "life:gain" if int(data.get("delta", 0)) >= 0 else "life:lose"
    if kind in ("cast",) and len(objects) > 1:
        return "cast:targets"
    if kind == "activate" and len(objects) > 2:
        return "activate:targets"
    if kind == "block" and not objects:
        return "block:none"
    if kind == "to_library" and len(objects) == 1:
        return "to_library:one"
    if kind == "damage":
        if event.player is not None:
            return "damage:player" if objects else "damage:player_only"
        return "damage:object" if len(objects) > 1 else "damage:object_only"
    return kind


def _fields(event: EventLike, name: Callable[[int], str]) -> dict[str, str]:
    objects, data = event.objects, event.data
    fields: dict[str, str] = {}
    if event.player is not None:
        fields["player"] = event.player
    if objects:
        fields["object"] = name(objects[0])
        fields["objects"] = ", ".join(name(o) for o in objects)
    if len(objects) > 1:
        fields["object2"] = name(objects[1])
    rest = objects[2:] if event.kind == "activate" else objects[1:]
    if rest:
        fields["targets"] = ", ".join(name(o) for o in rest)
    if event.kind == "move" and "new" in data:  # the card as it is now, in its new zone
        fields["object"] = name(int(data["new"]))
    for key in ("turn", "timestamp", "value"):
        if key in data:
            fields[key] = str(data[key])
    if "n" in data:
        fields["n"] = str(data["n"])
    elif "delta" in data:
        fields["n"] = str(abs(int(data["delta"])))
    elif event.kind == "to_library":
        fields["n"] = str(len(objects))
    if "kind" in data and "n" in data:
        fields["counters"] = counters_text(str(data["kind"]), int(data["n"]))
    step = _step_text(data["step"]) if "step" in data else None
    if step is not None:
        fields["step"] = step
    for key in ("from_zone", "to_zone"):
        zone = _zone_text(data[key]) if key in data else None
        if zone is not None:
            fields[key] = zone
    return fields


def fill(template: str, fields: Mapping[str, str]) -> str | None:
    """The template with its {fields}; None when one of them is missing."""
    out = template
    start = out.find("{")
    while start >= 0:
        end = out.find("}", start)
        if end < 0:
            break
        key = out[start + 1:end]
        if key not in fields:
            return None
        value = fields[key]
        out = out[:start] + value + out[end + 1:]
        start = out.find("{", start + len(value))
    return out


def event_text(event: EventLike, name: Callable[[int], str | None]) -> str:
    """The event in the interface language: the engine's own sentence in English, else its
    kind's template with names from `name(oid)`; the English sentence for a kind without
    a template, an event without the facts its template names, or one naming an object
    `name` does not know (an undone action's objects do not exist now)."""
    if i18n.current_language() == "en":
        return event.text
    template = TEMPLATES.get(template_key(event))
    if template is None:
        return event.text
    ids = list(event.objects) + ([int(event.data["new"])] if "new" in event.data else [])
    names = {oid: name(oid) for oid in ids}
    if any(n is None for n in names.values()):
        return event.text
    text = fill(translate(CONTEXT, template), _fields(event, lambda o: names[o] or ""))
    return event.text if text is None else text


def known_name(game: Game, oid: int) -> str | None:
    """An object's name as the table shows it: German where the card database has it
    (and the object still has its printed name); gone objects by their last known name;
    None for an object the game does not know."""
    obj = game.state.objects.get(oid)
    if obj is None:
        known = game.state.lki.get(oid)
        if known is None:
            return None
        obj = known.obj
    name = game.name_of(oid)
    card = obj.card
    if i18n.current_language() == "de" and card.german_name and name == card.name:
        return card.german_name
    return name


def shown_name(game: Game, oid: int) -> str:
    """`known_name`, or the engine's "object N" for an unknown object."""
    return known_name(game, oid) or game.name_of(oid)


def namer(game: Game) -> Callable[[int], str]:
    """`shown_name` bound to a game (labels that always need a name)."""
    return lambda oid: shown_name(game, oid)


def event_namer(game: Game) -> Callable[[int], str | None]:
    """`known_name` bound to a game (for `event_text`)."""
    return lambda oid: known_name(game, oid)
