"""Trigger events (603.2): for each kind of event a triggered ability can wait for, the
happening of the engine it listens to and when that happening matches it.

A new trigger event is one `TriggerEvent` member (definitions/trigger_conditions.py) and
one matcher here with `@listens`. The engine reports happenings with
`triggering.note_event(game, happening, **data)`; zone changes (603.6) come as
`zone_change` with `from_zone` and `to_zone`, looked at as the object last existed
(603.10a).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from tabletop.engine.definitions.abilities import TriggeredAbility
from tabletop.engine.definitions.cipher import ENCODED, encoded_on
from tabletop.engine.definitions.conditions import kicked_times
from tabletop.engine.definitions.enchanted_players import ENCHANTED_PLAYER, enchanted_player
from tabletop.engine.definitions.haunt import HAUNTED, haunts
from tabletop.engine.definitions.modern import CAST_FROM, is_saddled
from tabletop.engine.definitions.sagas import LORE, reached
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.model.enums import CardType, Zone
from tabletop.engine.rules.entering_triggers import entered_from

ZONE_CHANGE = "zone_change"
STATE = "state"  # 603.8: checked whenever a player would receive priority


@dataclass(frozen=True, slots=True)
class Watcher:
    """A triggered ability of an object in play, as it was when it was listed."""

    source: int
    controller: str
    ability: TriggeredAbility
    name: str
    # what the source was attached to when listed: "when enchanted creature dies" looks
    # back at the host the Aura had before the host left (603.10a)
    host: int | None = None


# (board, the ability's watcher, its trigger, the event's subject, the event's data)
Matcher = Callable[[Any, Watcher, Trigger, Any, dict[str, Any]], bool]


@dataclass(frozen=True, slots=True)
class EventRule:
    happening: str
    matches: Matcher


TRIGGER_EVENTS: dict[TriggerEvent, EventRule] = {}


def listens(event: TriggerEvent, happening: str) -> Callable[[Matcher], Matcher]:
    """Register when `event` triggers: on `happening`, if the matcher agrees."""

    def register(matcher: Matcher) -> Matcher:
        if event in TRIGGER_EVENTS:
            raise ValueError(f"two rules for {event}")
        TRIGGER_EVENTS[event] = EventRule(happening, matcher)
        events_for.cache_clear()
        return matcher

    return register


@cache
def events_for(happening: str) -> frozenset[TriggerEvent]:
    """The trigger events that listen to a happening."""
    return frozenset(e for e, rule in TRIGGER_EVENTS.items() if rule.happening == happening)


def whose(wanted: str, controller: str, player: str) -> bool:
    """"your", "opponent" or "each" (any player)."""
    if wanted == "your":
        return player == controller
    if wanted == "opponent":
        return player != controller
    return True


def whose_of(board: Any, trigger: Trigger, w: Watcher, player: str) -> bool:
    """`whose` with "enchanted player" (303.4): the player the source Aura enchants."""
    if trigger.whose == ENCHANTED_PLAYER:
        return player == enchanted_player(board, w.source)
    return whose(trigger.whose, w.controller, player)


def subject_matches(board: Any, trigger: Trigger, w: Watcher, subject: Any) -> bool:
    """"When ~", "whenever another ...", "whenever a [filter]": is this the object?"""
    if trigger.subject == "self":
        return bool(subject == w.source)
    if trigger.subject == HAUNTED:  # 702.55c: "the creature it haunts"
        return haunts(board, w.source, subject)
    if trigger.subject == ENCODED:  # 702.99c: the creature the card is encoded on
        return encoded_on(board, w.source, subject)
    if trigger.subject == "attached":  # "whenever enchanted creature ...": its host
        if subject is not None and subject == w.host:
            return True
        try:
            return subject is not None and board.obj(w.source).attached_to == subject
        except KeyError:
            return False
    if not isinstance(subject, int):
        return trigger.subject in ("any", "player")
    if trigger.subject == "other" and subject == w.source:
        return False
    f = trigger.filter
    if f is None:
        return True
    try:
        matched: bool = f.matches(board, subject, w.source, w.controller)
        return matched
    except KeyError:
        return False


def _the_subject(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                 data: dict[str, Any]) -> bool:
    if trigger.event == TriggerEvent.ENTERS and trigger.from_zone is not None and \
            not entered_from(board, subject, trigger.from_zone, w.controller):
        return False  # "When ~ enters from your graveyard"
    return subject_matches(board, trigger, w, subject)


for _event, _happening in ((TriggerEvent.ENTERS, "enters"), (TriggerEvent.ATTACKS, "attacks"),
                           (TriggerEvent.EXERTED, "exerted"),
                           (TriggerEvent.YOU_EXERT, "you_exert"),
                           (TriggerEvent.EXPLOITS, "exploits"),
                           (TriggerEvent.ATTACKS_ALONE, "attacks_alone"),
                           (TriggerEvent.UNBLOCKED, "unblocked"),
                           (TriggerEvent.TURNED_FACE_UP, "turned_face_up")):
    listens(_event, _happening)(_the_subject)


def _also_matches(board: Any, w: Watcher, trigger: Trigger, oid: int) -> bool:
    try:
        return trigger.also is not None and \
            bool(trigger.also.matches(board, oid, w.source, w.controller))
    except KeyError:
        return False


@listens(TriggerEvent.COUNTER_PUT, "counter_put")
def _counter_put(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                 data: dict[str, Any]) -> bool:
    """122.6: counters of a kind put on a permanent; "whenever you put ..." by a source
    of yours."""
    if trigger.counter_kind is not None and data.get("kind") != trigger.counter_kind:
        return False
    if trigger.whose == "your":
        by = data.get("by")
        try:
            if not isinstance(by, int) or board.controller_of(by) != w.controller:
                return False
        except KeyError:
            return False
    return subject_matches(board, trigger, w, subject)


def times_triggered(trigger: Trigger, data: dict[str, Any]) -> int:
    """603.2c: "Whenever a +1/+1 counter is put on ~" triggers once for each counter."""
    if trigger.event == TriggerEvent.COUNTER_PUT and trigger.counter_kind is not None and \
            not trigger.once:
        n = data.get("n")
        return n if isinstance(n, int) and n > 0 else 1
    return 1


@listens(TriggerEvent.BECOMES_TARGET, "becomes_target")
def _becomes_target(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                    data: dict[str, Any]) -> bool:
    """"whenever ~ becomes the target of a spell or ability [an opponent controls]",
    "... of an instant or sorcery spell" (`also`), "whenever you become the target ..."
    (subject "player": a player's event has no object)."""
    if subject is None:
        player = data.get("player")
        if trigger.subject != "player" or not isinstance(player, str) or \
                not whose(trigger.whose, w.controller, player):
            return False
    elif trigger.subject == "player" or not subject_matches(board, trigger, w, subject):
        return False
    by = data.get("by")
    if trigger.also is not None and not (isinstance(by, int) and _also_matches(board, w,
                                                                               trigger, by)):
        return False
    if trigger.by_opponent:
        by = data.get("by")
        try:
            return isinstance(by, int) and board.controller_of(by) != w.controller
        except KeyError:
            return False
    return True


def _combatant_matches(board: Any, w: Watcher, trigger: Trigger, other: Any) -> bool:
    f = trigger.combatant
    try:
        return f is None or (isinstance(other, int) and f.matches(board, other, w.source,
                                                                   w.controller))
    except KeyError:
        return False


@listens(TriggerEvent.BLOCKS, "blocks")
def _blocks(board: Any, w: Watcher, trigger: Trigger, subject: Any,
            data: dict[str, Any]) -> bool:
    """509.3a: "whenever ~ blocks [a creature]" (the event's subject is the blocker)."""
    return subject_matches(board, trigger, w, subject) and \
        _combatant_matches(board, w, trigger, data.get("attacker"))


@listens(TriggerEvent.BECOMES_BLOCKED, "blocks")
def _becomes_blocked(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                     data: dict[str, Any]) -> bool:
    """509.3c: "whenever ~ becomes blocked" triggers once however many creatures block it;
    509.3d: "... becomes blocked by a creature" once for each blocker."""
    attacker = data.get("attacker")
    if not subject_matches(board, trigger, w, attacker):
        return False
    blockers = board.state.combat.blocks.get(attacker) if board.state.combat.blocks else None
    if trigger.combatant is not None and trigger.once:  # "by one or more ... creatures"
        fits = [b for b in blockers or () if _combatant_matches(board, w, trigger, b)]
        return bool(fits) and fits[0] == subject
    if trigger.combatant is not None:
        return _combatant_matches(board, w, trigger, subject)
    return not blockers or blockers[0] == subject


@listens(TriggerEvent.BEGINNING_OF_STEP, "step_begins")
def _step_begins(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                 data: dict[str, Any]) -> bool:
    """503.1, 507.1, 513.1: "at the beginning of [whose] [step]"; "the upkeep of enchanted
    creature's controller" (whose "attached_controller")."""
    if trigger.step != data.get("step"):
        return False
    active = str(data.get("active"))
    if trigger.whose == "attached_controller":
        try:
            host = board.obj(w.source).attached_to
            return host is not None and board.controller_of(host) == active
        except KeyError:
            return False
    return whose_of(board, trigger, w, active)


@listens(TriggerEvent.DRAWS, "draw")
def _draws(board: Any, w: Watcher, trigger: Trigger, subject: Any,
           data: dict[str, Any]) -> bool:
    """121.1: "whenever [a player] draws a card": whose draw ("you draw": yours only)."""
    if trigger.whose == "each":
        return True
    return whose_of(board, trigger, w, str(data.get("player")))


@listens(TriggerEvent.DEALS_COMBAT_DAMAGE, "damage")
def _deals_combat_damage(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                         data: dict[str, Any]) -> bool:
    """510.2: "whenever ~ deals combat damage"."""
    if not data.get("combat"):
        return False
    source = data.get("source")
    if trigger.subject == "self":
        return bool(source == w.source)
    return isinstance(source, int) and subject_matches(board, trigger, w, source)


@listens(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, "damage")
def _deals_combat_damage_to_player(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                                   data: dict[str, Any]) -> bool:
    """510.2: "whenever ~ deals combat damage to a player" (a player is named by a string,
    an object by its id)."""
    target = data.get("target")
    if not isinstance(target, str) or (trigger.whose == "opponent" and target == w.controller):
        return False
    return _deals_combat_damage(board, w, trigger, subject, data)


def damage_recipient_matches(board: Any, wanted: str | None, controller: str,
                             target: Any) -> bool:
    """"to a player", "to an opponent", "to you", "to a creature" (120.1)."""
    if wanted is None:
        return True
    if isinstance(target, str):
        return wanted == "player" or (wanted == "opponent" and target != controller) or \
            (wanted in ("you", "you_or_yours") and target == controller)
    if wanted == "permanent":
        return True
    if wanted == "you_or_yours":  # "to you or a permanent you control"
        try:
            return bool(board.controller_of(target) == controller)
        except KeyError:
            return False
    if wanted == "creature":
        try:
            return CardType.CREATURE in board.chars(target).types
        except KeyError:
            return False
    return False


@listens(TriggerEvent.DEALS_DAMAGE, "damage")
def _deals_damage(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                  data: dict[str, Any]) -> bool:
    """120.3: "whenever ~ deals damage", "whenever a creature deals combat damage to you"."""
    if trigger.combat and not data.get("combat"):
        return False
    if trigger.at_least and int(data.get("n") or 0) < trigger.at_least:
        return False  # "whenever ~ deals 6 or more damage to an opponent"
    if trigger.damage_to == "self":  # "whenever a source deals damage to ~"
        if data.get("target") != w.source:
            return False
    elif not damage_recipient_matches(board, trigger.damage_to, w.controller,
                                      data.get("target")):
        return False
    source = data.get("source")
    if trigger.subject == "self":
        return bool(source == w.source)
    return isinstance(source, int) and subject_matches(board, trigger, w, source)


@listens(TriggerEvent.IS_DEALT_DAMAGE, "damage")
def _is_dealt_damage(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                     data: dict[str, Any]) -> bool:
    """"whenever ~ is dealt damage", "whenever you're dealt damage" (subject "player" and
    whose "your")."""
    if (trigger.combat and not data.get("combat")) or (trigger.noncombat and data.get("combat")):
        return False
    target = data.get("target")
    if trigger.subject == "player":
        return isinstance(target, str) and whose(trigger.whose, w.controller, target)
    return isinstance(target, int) and subject_matches(board, trigger, w, target)


@listens(TriggerEvent.GAINS_LIFE, "gain_life")
def _gains_life(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                data: dict[str, Any]) -> bool:
    """119.9: "whenever you gain life", "whenever an opponent gains life"."""
    return whose(trigger.whose, w.controller, str(data.get("player")))


@listens(TriggerEvent.CAST, "cast")
def _cast(board: Any, w: Watcher, trigger: Trigger, subject: Any,
          data: dict[str, Any]) -> bool:
    """601.2i: "whenever you cast a [filter] spell"; heroic: "a spell that targets ~"."""
    if not whose_of(board, trigger, w, str(data.get("player"))):
        return False
    if trigger.during is not None and not whose(trigger.during, w.controller,
                                                str(board.state.active)):
        return False  # "during your turn", "during an opponent's turn"
    if trigger.also is not None and not (isinstance(subject, int) and trigger.also.matches(
            board, subject, w.source, w.controller)):
        return False
    if trigger.kicked and not kicked_times(board, subject):
        return False
    if trigger.from_zone is not None and not _cast_from(board, subject, trigger.from_zone):
        return False  # "whenever you cast a legendary spell from your hand"
    if trigger.count and len(board.state.history.spells_by(str(data.get("player")))) \
            != trigger.count:  # "whenever you cast your second spell each turn"
        return False
    if trigger.targets_self:
        info = board.obj(subject).stack_info if isinstance(subject, int) else None
        if info is None or w.source not in info.targets:
            return False
    if trigger.filter is None:
        return True
    matched: bool = isinstance(subject, int) and trigger.filter.matches(
        board, subject, w.source, w.controller)
    return matched


def _cast_from(board: Any, subject: Any, zone: str) -> bool:
    """601.2a: the zone the spell was cast from (recorded as it became cast, 601.2i)."""
    info = board.obj(subject).stack_info if isinstance(subject, int) else None
    return info is not None and info.choices.get(CAST_FROM) == zone


@listens(TriggerEvent.DIES, ZONE_CHANGE)
@listens(TriggerEvent.PUT_INTO_GRAVEYARD, ZONE_CHANGE)
def _to_graveyard(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                  data: dict[str, Any]) -> bool:
    """700.4: "dies" means put into a graveyard from the battlefield (603.6c); "is put
    into your graveyard from your library" names the zone it came from."""
    came = data.get("from_zone")
    if trigger.from_zone not in (None, "anywhere") and \
            trigger.from_zone != getattr(came, "value", came):
        return False
    return data.get("to_zone") == Zone.GRAVEYARD and \
        subject_matches(board, trigger, w, subject) and _damaged_by(board, w, trigger, subject)


def _damaged_by(board: Any, w: Watcher, trigger: Trigger, subject: Any) -> bool:
    """"Whenever a creature dealt damage by ~ [equipped creature] this turn dies" (120)."""
    if trigger.damaged_by is None:
        return True
    dealer: Any = w.source
    if trigger.damaged_by == "attached":
        try:
            dealer = board.obj(w.source).attached_to
        except KeyError:
            return False
    history = board.state.history
    return isinstance(dealer, int) and history.damaged_by(dealer, subject)


@listens(TriggerEvent.LEAVES, ZONE_CHANGE)
def _leaves(board: Any, w: Watcher, trigger: Trigger, subject: Any,
            data: dict[str, Any]) -> bool:
    """603.6c: a leaves-the-battlefield ability, whatever zone the object went to."""
    return subject_matches(board, trigger, w, subject)


@listens(TriggerEvent.STATE, STATE)
def _state(board: Any, w: Watcher, trigger: Trigger, subject: Any,
           data: dict[str, Any]) -> bool:
    """603.8: a state trigger's condition is its intervening "if", checked as it triggers."""
    return True


@listens(TriggerEvent.CAST_THIS, "cast")
def _cast_this(board: Any, w: Watcher, trigger: Trigger, subject: Any,
               data: dict[str, Any]) -> bool:
    """"When you cast this spell" (702.40a storm): a spell's own ability, on the stack."""
    return bool(subject == w.source)


@listens(TriggerEvent.EXILED_WITH_MADNESS, "discard")
def _exiled_with_madness(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                         data: dict[str, Any]) -> bool:
    """702.35a: the madness card, discarded into exile, triggers from there."""
    return bool(subject == w.source) and bool(data.get("madness"))


@listens(TriggerEvent.LAST_TIME_COUNTER, "counters_removed")
def _last_time_counter(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                       data: dict[str, Any]) -> bool:
    """702.62a: "When the last time counter is removed from this card"."""
    return bool(subject == w.source) and data.get("kind") == "time" and \
        not board.obj(subject).counters.get("time", 0)


@listens(TriggerEvent.ATTACKS_MOST_LIFE, "attacks")
def _attacks_most_life(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                       data: dict[str, Any]) -> bool:
    """702.105a: "Whenever this creature attacks the player with the most life or tied for
    most life"."""
    defender = data.get("defender")
    if subject != w.source or not isinstance(defender, str):
        return False
    most = max(board.player(p).life for p in board.players())
    return bool(board.player(defender).life == most)


@listens(TriggerEvent.ATTACKS_YOU, "attacks")
def _attacks_you(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                 data: dict[str, Any]) -> bool:
    """508.1: "Whenever a creature attacks you": you are the player it attacks ("attacks
    enchanted player": the player the source Aura enchants, 303.4)."""
    you = enchanted_player(board, w.source) if trigger.whose == ENCHANTED_PLAYER \
        else w.controller
    return data.get("defender") == you and \
        subject_matches(board, trigger, w, subject)


@listens(TriggerEvent.PLAYS_LAND, "play_land")
@listens(TriggerEvent.SCRIES, "scry")
@listens(TriggerEvent.SURVEILS, "surveil")
@listens(TriggerEvent.CRIME, "crime")
def _player_acts(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                 data: dict[str, Any]) -> bool:
    """What a player does, by whose it is: "Whenever you play a land", "whenever an
    opponent plays a land" (305.1), "whenever you scry/surveil" (701.22, 701.25),
    "whenever you commit a crime" (700.13)."""
    return whose(trigger.whose, w.controller, str(data.get("player")))


@listens(TriggerEvent.ATTACKS_WHILE_MOST_LIFE, "attacks")
def _attacks_while_most_life(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                             data: dict[str, Any]) -> bool:
    """603.2: "Whenever ~ attacks while you have the most life or are tied for most life":
    the controller's life total as the creature is declared an attacker."""
    if subject != w.source:
        return False
    most = max(board.player(p).life for p in board.players())
    return bool(board.player(w.controller).life == most)


@listens(TriggerEvent.YOU_TAP, "player_taps")
def _you_tap(board: Any, w: Watcher, trigger: Trigger, subject: Any,
             data: dict[str, Any]) -> bool:
    """701.26a: "Whenever you tap one or more untapped creatures your opponents control":
    once for all a spell or ability of yours tapped at once, if any matches."""
    if data.get("player") != w.controller:
        return False
    return any(subject_matches(board, trigger, w, oid) for oid in data.get("oids", ()))


@listens(TriggerEvent.DEALT_EXCESS_NONCOMBAT, "excess_damage")
def _dealt_excess_noncombat(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                            data: dict[str, Any]) -> bool:
    """120.4a: "Whenever one or more creatures your opponents control are dealt excess
    noncombat damage": once for a batch of damage dealt at the same time."""
    if data.get("combat"):
        return False
    return any(subject_matches(board, trigger, w, oid) for oid in data.get("oids", ()))


@listens(TriggerEvent.BECOMES_MONARCH, "becomes_monarch")
def _becomes_monarch(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                     data: dict[str, Any]) -> bool:
    """724: "Whenever you become the monarch"."""
    return data.get("player") == w.controller


@listens(TriggerEvent.CHAPTER, "counter_put")
def _chapter(board: Any, w: Watcher, trigger: Trigger, subject: Any,
             data: dict[str, Any]) -> bool:
    """714.2b: lore counters put on this Saga bring their number from below a chapter number
    of the ability to it or above; read ahead's skipped chapters don't trigger (702.155c:
    `before` is then the number chosen minus one)."""
    if data.get("kind") != LORE or subject != w.source:
        return False
    chapters = getattr(w.ability, "chapters", ())
    after = board.obj(subject).counters.get(LORE, 0)
    before = int(data.get("before", after - int(data.get("n", 0))))
    return reached(chapters, before, after)


@listens(TriggerEvent.BECOMES_LEVEL, "class_level")
def _becomes_level(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                   data: dict[str, Any]) -> bool:
    """716.2c: "When this Class becomes level N"."""
    return subject == w.source and data.get("level") == trigger.level


@listens(TriggerEvent.YOU_ATTACK, "attackers_declared")
def _you_attack(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                data: dict[str, Any]) -> bool:
    """508.1: "whenever you attack" (one or more attackers declared), "whenever you attack
    with three or more creatures", "... with one or more non-Gnome creatures"."""
    if not whose(trigger.whose, w.controller, str(data.get("player"))):
        return False
    attackers = [a for a in data.get("attackers", ())
                 if subject_matches(board, trigger, w, a)]
    return len(attackers) >= max(1, trigger.count)


@listens(TriggerEvent.TAPPED_FOR_MANA, "tapped_for_mana")
def _tapped_for_mana(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                     data: dict[str, Any]) -> bool:
    """605.1b: "whenever enchanted land is tapped for mana", "whenever an opponent taps a
    Mountain for mana": the permanent, and the player who tapped it."""
    return whose(trigger.whose, w.controller, str(data.get("player"))) and \
        subject_matches(board, trigger, w, subject)


@listens(TriggerEvent.DISCARDS, "discard")
@listens(TriggerEvent.CYCLES, "cycle")
def _discards_or_cycles(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                        data: dict[str, Any]) -> bool:
    """701.9, 702.29c: "whenever [a player] discards [a card]", "when you cycle ~": the
    event's subject is the card in the graveyard it went to."""
    if not whose(trigger.whose, w.controller, str(data.get("player"))):
        return False
    return subject_matches(board, trigger, w, subject)


listens(TriggerEvent.BECOMES_TAPPED, "tapped")(_the_subject)  # 701.26a
listens(TriggerEvent.BECOMES_UNTAPPED, "untapped")(_the_subject)  # 701.26b


@listens(TriggerEvent.DAY_NIGHT, "day_night")
def _day_night(board: Any, w: Watcher, trigger: Trigger, subject: Any,
               data: dict[str, Any]) -> bool:
    """726.2: "whenever day becomes night or night becomes day"."""
    return True


@listens(TriggerEvent.ATTACKS_WITH_OTHERS, "attacks")
def _attacks_with_others(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                         data: dict[str, Any]) -> bool:
    """Battalion: "whenever ~ and at least two other creatures attack" (508.1: they were
    declared as attackers together)."""
    attackers = board.state.combat.attackers
    return subject_matches(board, trigger, w, subject) and len(attackers) >= 3


@listens(TriggerEvent.ATTACKS_SADDLED, "attacks")
def _attacks_saddled(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                     data: dict[str, Any]) -> bool:
    """702.171c: "whenever this creature attacks while saddled"."""
    if not subject_matches(board, trigger, w, subject):
        return False
    try:
        return bool(is_saddled(board.obj(subject), board.state.turn))
    except KeyError:
        return False


@listens(TriggerEvent.TARGETED_BY_YOU, "becomes_target")
def _targeted_by_you(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                     data: dict[str, Any]) -> bool:
    """"whenever ~ becomes the target of a spell or ability you control" (valiant)."""
    if subject is None or not subject_matches(board, trigger, w, subject):
        return False
    by = data.get("by")
    try:
        return isinstance(by, int) and board.controller_of(by) == w.controller
    except KeyError:
        return False


@listens(TriggerEvent.COPY, "copy_spell")
def _copy(board: Any, w: Watcher, trigger: Trigger, subject: Any,
          data: dict[str, Any]) -> bool:
    """707.10: "whenever you copy an instant or sorcery spell" (the copy is the subject)."""
    if not whose(trigger.whose, w.controller, str(data.get("player"))):
        return False
    matched: bool = trigger.filter is None or (isinstance(subject, int) and trigger.filter.matches(
        board, subject, w.source, w.controller))
    return matched


@listens(TriggerEvent.COLLECT_EVIDENCE, "collect_evidence")
def _collect_evidence(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                      data: dict[str, Any]) -> bool:
    """701.59: "whenever you collect evidence"."""
    return whose(trigger.whose, w.controller, str(data.get("player")))


def _speeding(board: Any, w: Watcher, loser: Any) -> bool:
    """702.179c: an opponent lost life during the turn of the ability's controller, who
    has speed."""
    state = board.state
    return isinstance(loser, str) and loser != w.controller and \
        state.active == w.controller and w.controller in state.speed


@listens(TriggerEvent.SPEED_LOSS, "lose_life")
def _speed_loss(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                data: dict[str, Any]) -> bool:
    return int(data.get("n") or 0) > 0 and _speeding(board, w, data.get("player"))


@listens(TriggerEvent.SPEED_DAMAGE, "damage")
def _speed_damage(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                  data: dict[str, Any]) -> bool:
    """Damage to a player is life lost (120.3a), unless its source has infect (120.3b)."""
    source = data.get("source")
    try:
        infect = isinstance(source, int) and board.known_chars(source).has_keyword("Infect")
    except (KeyError, AttributeError):
        infect = False
    return int(data.get("n") or 0) > 0 and not infect and \
        _speeding(board, w, data.get("target"))


@listens(TriggerEvent.SACRIFICES, "sacrifice")
def _sacrifices(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                data: dict[str, Any]) -> bool:
    """701.17: "whenever you sacrifice a Clue", "when you sacrifice ~" (its controller)."""
    return whose(trigger.whose, w.controller, str(data.get("player"))) and \
        subject_matches(board, trigger, w, subject)


@listens(TriggerEvent.TRAINING, "attackers_declared")
def _training(board: Any, w: Watcher, trigger: Trigger, subject: Any,
              data: dict[str, Any]) -> bool:
    """702.149a: "Whenever this creature and at least one other creature with power
    greater than this creature's power attack"."""
    attackers = data.get("attackers", ())
    if w.source not in attackers:
        return False
    try:
        power = board.chars(w.source).power or 0
        return any((board.chars(a).power or 0) > power for a in attackers if a != w.source)
    except KeyError:
        return False


# 701.27, 712.18: "whenever this creature transforms into [this face]": the ability is the
# new face's, so it is listed once the permanent has transformed
listens(TriggerEvent.TRANSFORMS, "transformed")(_the_subject)
