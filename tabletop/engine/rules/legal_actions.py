"""The legal actions of a player at any moment (what the window offers and greys out).

Each option carries the engine's reason when it is not legal now, for example
"Level up only as a sorcery: only in a main phase (sorcery timing) (602.5d)".
Options that need targets list the target specs; the window asks for them and
the engine checks them again when the action is performed. One layer result
serves the whole list; mana payability is worked out once per distinct cost.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tabletop.engine.definitions.alternative_costs import (
    ALTERNATIVE,
    WHICH_ADDITIONAL,
    additional_cost_options,
    alternative_cost,
)
from tabletop.engine.definitions.conspire import CONSPIRE
from tabletop.engine.definitions.modern import PLOTTED
from tabletop.engine.definitions.prototypes import COST_MARK, PROTOTYPE, PrototypeAbility
from tabletop.engine.definitions.restricted_mana import Purpose
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import BESTOWED
from tabletop.engine.model.enums import CardType, Step, Zone
from tabletop.engine.rules import (
    bestow,
    disturb,
    entwine,
    face_down,
    faces,
    rooms,
    splice,
)
from tabletop.engine.rules.casting import (
    activated_abilities,
    activation_reason,
    activation_total_cost,
    alternative_problem,
    cast_timing_reason,
    land_reason,
    spell_targets,
    spell_total_cost,
)
from tabletop.engine.rules.combat import attack_reason, declaration_pending
from tabletop.engine.rules.conspire import conspire_problem
from tabletop.engine.rules.exile_casting import exile_cast_way
from tabletop.engine.rules.library_top_casting import library_top_permission
from tabletop.engine.rules.mana_payment import can_pay, mana_sources
from tabletop.engine.rules.own_zone_casting import may_cast_itself
from tabletop.engine.rules.paying_with_permanents import helpers, preselected_help, reduced
from tabletop.engine.rules.plot_actions import plot_cost, plot_reason
from tabletop.engine.rules.room_actions import unlock_reason
from tabletop.engine.rules.suspending import suspend_ability, suspend_reason
from tabletop.engine.rules.targets import keyword_parameter
from tabletop.engine.rules.turning_face_up import face_up_reason

if TYPE_CHECKING:
    from tabletop.engine.definitions.abilities import ActivatedAbility
    from tabletop.engine.definitions.instructions import TargetSpec
    from tabletop.engine.game import Game
    from tabletop.engine.model.characteristics import CardDefinition
    from tabletop.engine.model.mana import ManaCost


@dataclass(frozen=True, slots=True)
class ActionOption:
    """One thing the player could do: the action (targets still empty), whether it is
    legal now and, if not, why."""

    label: str
    action: A.Action
    legal: bool
    reason: str = ""
    source: int | None = None
    targets: tuple[TargetSpec, ...] = field(default=())
    ability_index: int | None = None


class _PayCache:
    """can_pay answers for one moment, per (cost, excluded source)."""

    def __init__(self, game: Game, player: str) -> None:
        self.game = game
        self.player = player
        self.known: dict[tuple[str, frozenset[int], Purpose | None], str | None] = {}

    def reason(self, cost: ManaCost, exclude: frozenset[int] = frozenset(),
               purpose: Purpose | None = None) -> str | None:
        """`purpose`: what the mana pays for (106.6: restricted mana)."""
        if cost.is_empty():
            return None
        key = (cost.text, exclude, purpose if self._restricted() else None)
        if key not in self.known:
            self.known[key] = can_pay(self.game, self.player, cost, 0, exclude, key[2])
        return self.known[key]

    def _restricted(self) -> bool:
        """Whether some mana of the player's is restricted (106.6): then what it pays
        for matters."""
        return bool(self.game.player(self.player).restricted_mana) or any(
            s.restriction is not None for s in mana_sources(self.game, self.player))


def options_for_object(game: Game, player: str, oid: int,
                       pay: _PayCache | None = None) -> list[ActionOption]:
    """Everything `player` could do with one object (the right-click menu)."""
    obj = game.state.objects.get(oid)
    if obj is None:
        return []
    pay = pay or _PayCache(game, player)
    out: list[ActionOption] = []
    if (obj.zone == Zone.HAND and obj.owner == player) or faces.may_cast_from_zone(obj, player) \
            or _from_graveyard(game, player, oid) is not None \
            or exile_cast_way(game, obj, player) is not None \
            or may_cast_itself(game, obj, player) \
            or library_top_permission(game, obj, player) is not None:  # 702.185a, 601.3
        out += _play_or_cast(game, player, oid, pay)
    abilities = activated_abilities(game, oid) \
        if obj.zone in (Zone.BATTLEFIELD, Zone.HAND, Zone.GRAVEYARD) else []
    for index, ability in enumerate(abilities):
        if not _works_in(ability, obj.zone):
            continue
        reason = activation_reason(game, player, oid, ability)
        if reason is None:
            cost = ability.cost
            exclude = frozenset({oid}) if cost is not None and cost.tap else frozenset()
            reason = pay.reason(activation_total_cost(game, player, oid, ability), exclude,
                                ("ability", oid))
        label = ability.keyword if ability.keyword == "Level up" else ability.text
        out.append(ActionOption(
            label or ability.text,
            A.ActivateAbility(player, oid, index + 1), reason is None, reason or "", oid,
            ability.targets, index))
    return out + _unlock_options(game, player, oid, pay) + \
        _face_up_options(game, player, oid) + _plot_options(game, player, oid, pay) + \
        _suspend_options(game, player, oid)


def _suspend_options(game: Game, player: str, oid: int) -> list[ActionOption]:
    """116.2f, 702.62a: suspend a card with suspend from the hand, for its suspend cost."""
    obj = game.obj(oid)
    if obj.zone != Zone.HAND or obj.owner != player or suspend_ability(game, oid) is None:
        return []
    reason = suspend_reason(game, player, oid)
    return [ActionOption(f"Suspend {game.name_of(oid)}", A.SuspendCard(player, oid),
                         reason is None, reason or "", oid)]


def _plot_options(game: Game, player: str, oid: int, pay: _PayCache) -> list[ActionOption]:
    """116.2k, 702.170a: plot a card with plot from the hand, for its plot cost."""
    cost = plot_cost(game, oid)
    if cost is None or game.obj(oid).zone != Zone.HAND or game.obj(oid).owner != player:
        return []
    reason = plot_reason(game, player, oid) or pay.reason(cost)
    return [ActionOption(f"Plot {game.name_of(oid)}", A.PlotCard(player, oid), reason is None,
                         reason or "", oid)]


def _face_up_options(game: Game, player: str, oid: int) -> list[ActionOption]:
    """116.2b: turn a face-down permanent the player controls face up (708, 702.37e)."""
    obj = game.obj(oid)
    if obj.zone != Zone.BATTLEFIELD or not face_down.is_face_down(obj) or \
            game.controller_of(oid) != player:
        return []
    reason = face_up_reason(game, player, oid)
    return [ActionOption("Turn face up", A.TurnFaceUp(player, oid), reason is None,
                         reason or "", oid)]


def _unlock_options(game: Game, player: str, oid: int, pay: _PayCache) -> list[ActionOption]:
    """116.2m: unlock each locked door of a Room the player controls, for its mana cost."""
    obj = game.obj(oid)
    if obj.zone != Zone.BATTLEFIELD or game.controller_of(oid) != player:
        return []
    out = []
    for door in rooms.locked_doors(obj):
        face = obj.card.faces[door]
        reason = unlock_reason(game, player, oid, door) or pay.reason(face.mana_cost)
        out.append(ActionOption(f"Unlock {face.name}", A.UnlockDoor(player, oid, face.name),
                                reason is None, reason or "", oid))
    return out


def _play_or_cast(game: Game, player: str, oid: int, pay: _PayCache) -> list[ActionOption]:
    """Playing or casting a card from hand, once per face that can be chosen (709.3,
    712.11b, 712.12, 715.3a; a fused split card 702.102), each judged as that face."""
    card = game.obj(oid).card
    zone = game.obj(oid).zone
    shown = faces.castable_faces(card, zone)
    if zone == Zone.EXILE:
        shown = (None,)  # 715.3d: the creature, not the Adventure
    ways: list[tuple[int | None, dict[str, object]]] = [
        (f, {"face": faces.face_name(card, f)} if len(shown) > 1 else {}) for f in shown]
    if zone == Zone.EXILE and exile_cast_way(game, game.obj(oid), player) == PLOTTED:
        ways = [(None, {"plot": True})]  # 702.170d: without paying its mana cost
    if faces.can_fuse(card) and game.obj(oid).zone == Zone.HAND:
        ways.append((None, {"fuse": True}))
    graveyard = _from_graveyard(game, player, oid)
    if graveyard is not None:  # 702.34a flashback, 702.133a jump-start
        ways = [(None, {graveyard: True})]
    elif zone == Zone.HAND:
        ways += [way for find in HAND_WAYS for way in find(game, player, oid, card)]
    out: list[ActionOption] = []
    for face, choices in ways:
        with faces.trying_face(game, oid, face):
            chars = game.chars(oid)
            if CardType.LAND in chars.types:
                reason = land_reason(game, player, oid)
                named = faces.face_name(card, face) if len(shown) > 1 else None
                out.append(ActionOption(f"Play {chars.name}", A.PlayLand(player, oid, named),
                                        reason is None, reason or "", oid))
                continue
            reason = cast_timing_reason(game, player, oid, choices)
            targets: tuple[TargetSpec, ...] = ()
            try:
                targets = spell_targets(game, oid, choices)
                if reason is None:
                    helping = choices.get("tap")  # not also tapped for mana
                    reason = pay.reason(helped_cost(game, player, oid, choices), frozenset(
                        helping if isinstance(helping, list) else ()), ("spell", oid))
                if reason is None and choices.get(ALTERNATIVE):  # 118.9
                    reason = alternative_problem(game, player, oid)
                if reason is None and choices.get(CONSPIRE):  # 702.78a
                    reason = conspire_problem(game, player, oid)
            except A.IllegalAction as exc:
                reason = reason or exc.reason
            label = f"Cast {chars.name or card.name}" + "".join(
                f" ({_WAY_WORDS[way]})" for way in cast_ways(choices) if way in _WAY_WORDS)
            out.append(ActionOption(label, A.CastSpell(player, oid,
                                                       choices=tuple(choices.items())),
                                    reason is None, reason or "", oid, targets))
    return out


Way = tuple[int | None, dict[str, object]]  # the face cast, and the cast's choices


def _keyword_ways(game: Game, player: str, oid: int, card: CardDefinition) -> list[Way]:
    """702.74a evoke, 702.109a dash, 702.33a kicker, 702.27a buyback and the like: one way
    each, chosen by a choice key (`_OTHER_WAYS`); surge 702.117a, awaken 702.113a, prowl
    702.76a and emerge 702.119a by `cost`; replicate once more 702.56a; entwine all modes
    702.42a."""
    ways: list[Way] = [(None, {key: True if key != "kicked" else 1})
                       for key, word in _OTHER_WAYS if keyword_parameter(game, oid, word)
                       is not None]
    ways += [(None, {"cost": word.lower()})
             for word in ("Surge", "Awaken", "Prowl", "Emerge")
             if keyword_parameter(game, oid, word) is not None]
    if keyword_parameter(game, oid, "Replicate") is not None:
        ways.append((None, {"replicate": 1}))
    if keyword_parameter(game, oid, "Entwine") is not None:
        ways.append((None, entwine.all_modes(game, oid, {entwine.ENTWINE: True})))
    return ways


def _face_down_ways(game: Game, player: str, oid: int, card: CardDefinition) -> list[Way]:
    """702.37c morph, 702.168a disguise: face down for {3}; 702.103b bestow: an Aura for
    its bestow cost."""
    ways: list[Way] = []
    morph = face_down.face_down_ability(card)
    if morph is not None:
        ways.append((face_down.cast_face(game, oid), {"cost": (morph.keyword or "").lower()}))
    if bestow.has_bestow(card):
        ways.append((BESTOWED, {"cost": bestow.BESTOW_COST}))
    return ways


def _helped_ways(game: Game, player: str, oid: int, card: CardDefinition) -> list[Way]:
    """702.51a convoke, 702.126a improvise, 702.66a delve: with the engine's pick of
    permanents and cards; 702.47a splice onto Arcane: one way per card to splice."""
    help_ = preselected_help(game, player, oid, game.chars(oid).mana_cost)
    ways: list[Way] = [(None, help_)] if help_ else []
    if "Arcane" in game.chars(oid).subtypes:
        ways += [(None, {"splice": [o]}) for o in game.state.zone_ids(Zone.HAND, player)
                 if o != oid and splice.splice_cost(game.obj(o).card) is not None]
    return ways


def _other_cost_ways(game: Game, player: str, oid: int, card: CardDefinition) -> list[Way]:
    """718.3a prototype; 118.9 "rather than pay this spell's mana cost"; 601.2b the other
    of two additional costs ("... or pay {5}")."""
    ways: list[Way] = []
    if any(isinstance(a, PrototypeAbility) for a in card.abilities):
        ways.append((None, {COST_MARK: PROTOTYPE}))
    if alternative_cost(game.chars(oid)) is not None:
        ways.append((None, {ALTERNATIVE: True}))
    if additional_cost_options(game.chars(oid)):
        ways.append((None, {WHICH_ADDITIONAL: 2}))
    return ways


HAND_WAYS: tuple[Callable[[Game, str, int, CardDefinition], list[Way]], ...] = (
    _keyword_ways, _face_down_ways, _helped_ways, _other_cost_ways)
"""The ways to cast a card from hand besides its mana cost, each found by one function."""


# alternative and optional additional costs offered as ways to cast from hand: choice key,
# keyword; and the words a way adds to its option's label
_OTHER_WAYS = (("evoke", "Evoke"), ("dash", "Dash"), ("warp", "Warp"), ("kicked", "Kicker"),
               ("offspring", "Offspring"), ("impending", "Impending"), ("bargain", "Bargain"),
               ("blitz", "Blitz"), ("gift", "Gift"),
               ("buyback", "Buyback"), ("conspire", "Conspire"), ("overload", "Overload"))
_WAY_WORDS = {"fuse": "fused", "evoke": "evoked", "dash": "dashed", "kicked": "kicked",
              "warp": "warped", "plot": "plotted", "offspring": "with offspring",
              "impending": "impending", "disturb": "disturbed",
              "bargain": "bargained", "blitz": "blitzed", "gift": "gift promised",
              "morph": "face down", "megamorph": "face down", "disguise": "face down",
              "bestow": "bestowed", "entwine": "entwined", "replicate": "replicated",
              "awaken": "awakened", "tap": "tapping permanents to pay", "splice": "spliced",
              "retrace": "retrace", "surge": "surged", "emerge": "emerge",
              "exile": "exiling cards to pay",
              "buyback": "with buyback", "flashback": "flashback", "jump_start": "jump-start",
              "conspire": "conspired", "prowl": "prowled", "overload": "overloaded",
              PROTOTYPE: "prototyped", ALTERNATIVE: "for its alternative cost",
              WHICH_ADDITIONAL: "paying the other additional cost"}


def cast_ways(choices: dict[str, object]) -> list[str]:
    """The words of a cast's choices that name how it is cast: each choice's key, and for
    `cost` the alternative cost it names ("prototype", 718.3a)."""
    return [str(value) if key == COST_MARK else key for key, value in choices.items()]


def helped_cost(game: Game, player: str, oid: int, choices: dict[str, object]) -> ManaCost:
    """601.2f-g: the mana left to pay once convoke, improvise or delve helped."""
    total = spell_total_cost(game, player, oid, choices, best_case=True)
    tapped, exiled = helpers(game, player, oid, choices)
    if not (tapped or exiled):
        return total
    return reduced(game, total, tapped, exiled, convoke=game.chars(oid).has_keyword("Convoke"))


def _from_graveyard(game: Game, player: str, oid: int) -> str | None:
    """The choice key of a way to cast this card from its owner's graveyard: "flashback"
    (702.34a) or "jump_start" (702.133a); None when there is none."""
    obj = game.obj(oid)
    if obj.zone != Zone.GRAVEYARD or obj.owner != player:
        return None
    if keyword_parameter(game, oid, "Flashback") is not None:
        return "flashback"
    if keyword_parameter(game, oid, "Jump-start") is not None:
        return "jump_start"
    if keyword_parameter(game, oid, "Retrace") is not None:
        return "retrace"  # 702.81a
    if disturb.can_disturb(game, oid, player):
        return disturb.DISTURB_CHOICE  # 702.146a
    return None


def _works_in(ability: ActivatedAbility, zone: Zone) -> bool:
    """Whether an activated ability is activated from this zone (113.6k: cycling from
    hand, "Return ~ from your graveyard", unearth from the graveyard; else the
    battlefield)."""
    from_hand = ability.keyword == "Cycling" or ability.zone == "hand"
    if zone == Zone.HAND:
        return from_hand
    if zone == Zone.GRAVEYARD:
        return ability.zone == "graveyard"
    return not from_hand and ability.zone not in ("hand", "graveyard")


def legal_actions(game: Game, player: str) -> list[ActionOption]:
    """Every option of the player now: hand, permanents, passing, combat declarations."""
    out: list[ActionOption] = []
    state = game.state
    pay = _PayCache(game, player)
    for oid in state.zone_ids(Zone.HAND, player):
        out += options_for_object(game, player, oid, pay)
    for oid in state.zone_ids(Zone.EXILE) + state.zone_ids(Zone.GRAVEYARD, player):
        if faces.may_cast_from_zone(state.objects[oid], player) or \
                exile_cast_way(game, state.objects[oid], player) is not None or \
                may_cast_itself(game, state.objects[oid], player):  # 715.3d, 702.127a, 601.3
            out += options_for_object(game, player, oid, pay)
    for oid in state.zone_ids(Zone.BATTLEFIELD):
        if game.controller_of(oid) == player:
            out += options_for_object(game, player, oid, pay)
    pending = declaration_pending(game)
    if pending == "attackers" and state.active == player and state.priority == player:
        out.append(ActionOption("Declare attackers", A.DeclareAttackers(player, ()), True))
    if pending == "blockers" and _defends(game, player):
        out.append(ActionOption("Declare blockers", A.DeclareBlockers(player, ()), True))
    reason = _pass_reason(game, player)
    out.append(ActionOption("Pass priority", A.PassPriority(player), reason is None,
                            reason or ""))
    return out


def _defends(game: Game, player: str) -> bool:
    return player == game.state.combat.defender or any(
        game.obj(a).attacking == player for a in game.state.combat.attackers
        if a in game.state.objects)


def _pass_reason(game: Game, player: str) -> str | None:
    state = game.state
    if state.game_over:
        return "the game is over"
    if state.priority != player:
        return f"{player} does not have priority ({state.priority or 'nobody'} has)"
    return None


def possible_attackers(game: Game, player: str) -> list[int]:
    """Creatures that could attack now (508.1a)."""
    if game.state.step != Step.DECLARE_ATTACKERS:
        return []
    return [o for o in game.permanents(player) if game.is_creature(o)
            and attack_reason(game, player, o) is None]
