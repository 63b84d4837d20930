"""The legal actions of a player at any moment (what the window offers and greys out).

Each option carries the engine's reason when it is not legal now, for example
"Level up only as a sorcery: only in a main phase (sorcery timing) (602.5d)".
Options that need targets list the target specs; the window asks for them and
the engine checks them again when the action is performed. One layer result
serves the whole list; mana payability is worked out once per distinct cost.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import CardType, Step, Zone
from tabletop.engine.rules import faces
from tabletop.engine.rules.casting import (
    activated_abilities,
    activation_reason,
    activation_total_cost,
    cast_timing_reason,
    land_reason,
    spell_targets,
    spell_total_cost,
)
from tabletop.engine.rules.combat import attack_reason, declaration_pending
from tabletop.engine.rules.mana_payment import can_pay
from tabletop.engine.rules.targets import keyword_parameter

if TYPE_CHECKING:
    from tabletop.engine.definitions.abilities import ActivatedAbility
    from tabletop.engine.definitions.instructions import TargetSpec
    from tabletop.engine.game import Game
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
        self.known: dict[tuple[str, frozenset[int]], str | None] = {}

    def reason(self, cost: ManaCost, exclude: frozenset[int] = frozenset()) -> str | None:
        if cost.is_empty():
            return None
        key = (cost.text, exclude)
        if key not in self.known:
            self.known[key] = can_pay(self.game, self.player, cost, 0, exclude)
        return self.known[key]


def options_for_object(game: Game, player: str, oid: int,
                       pay: _PayCache | None = None) -> list[ActionOption]:
    """Everything `player` could do with one object (the right-click menu)."""
    obj = game.state.objects.get(oid)
    if obj is None:
        return []
    pay = pay or _PayCache(game, player)
    out: list[ActionOption] = []
    if (obj.zone == Zone.HAND and obj.owner == player) or faces.may_cast_from_zone(obj, player) \
            or _from_graveyard(game, player, oid) is not None:
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
            reason = pay.reason(activation_total_cost(game, player, oid, ability), exclude)
        label = ability.keyword if ability.keyword == "Level up" else ability.text
        out.append(ActionOption(
            label or ability.text,
            A.ActivateAbility(player, oid, index + 1), reason is None, reason or "", oid,
            ability.targets, index))
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
    if faces.can_fuse(card) and game.obj(oid).zone == Zone.HAND:
        ways.append((None, {"fuse": True}))
    graveyard = _from_graveyard(game, player, oid)
    if graveyard is not None:  # 702.34a flashback, 702.133a jump-start
        ways = [(None, {graveyard: True})]
    elif zone == Zone.HAND:  # 702.74a evoke, 702.109a dash, 702.33a kicker, 702.27a buyback
        ways += [(None, {key: True if key != "kicked" else 1}) for key, word in _OTHER_WAYS
                 if keyword_parameter(game, oid, word) is not None]
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
            reason = cast_timing_reason(game, player, oid)
            targets: tuple[TargetSpec, ...] = ()
            try:
                targets = spell_targets(game, oid, choices)
                if reason is None:
                    reason = pay.reason(spell_total_cost(game, player, oid, choices))
            except A.IllegalAction as exc:
                reason = reason or exc.reason
            label = f"Cast {chars.name}" + "".join(
                f" ({_WAY_WORDS[key]})" for key in choices if key in _WAY_WORDS)
            out.append(ActionOption(label, A.CastSpell(player, oid,
                                                       choices=tuple(choices.items())),
                                    reason is None, reason or "", oid, targets))
    return out


# alternative and optional additional costs offered as ways to cast from hand: choice key,
# keyword; and the words a way adds to its option's label
_OTHER_WAYS = (("evoke", "Evoke"), ("dash", "Dash"), ("kicked", "Kicker"),
               ("buyback", "Buyback"))
_WAY_WORDS = {"fuse": "fused", "evoke": "evoked", "dash": "dashed", "kicked": "kicked",
              "buyback": "with buyback", "flashback": "flashback", "jump_start": "jump-start"}


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
        if faces.may_cast_from_zone(state.objects[oid], player):  # 715.3d, 702.127a
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
