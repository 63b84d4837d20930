"""Gestures to engine Actions: double-click, menu choices, target clicks, drops, combat.

`Interaction` is the window's half of the controller: it asks the questions an
action raises (through the prompter), collects targets clicked on the table,
puts the triggered abilities an action causes in the order their controller
wants (603.3b), and hands every Action to `GameController.perform`. A gesture
the rules forbid is refused with the engine's reason and changes nothing.
"""

from __future__ import annotations

import dataclasses
import traceback
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, Signal

from tabletop.engine.definitions.abilities import ActivatedAbility
from tabletop.engine.definitions.instructions import TargetSpec
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import CardType, Zone
from tabletop.engine.rules.action_handlers import bottom_count
from tabletop.engine.rules.action_questions import (
    target_candidates,
    targets_for,
    triggers_together,
)
from tabletop.engine.rules.banding import has_banding
from tabletop.engine.rules.casting import activated_abilities
from tabletop.engine.rules.combat import (
    attack_reason,
    block_reason,
    declarable,
    declaration_pending,
    declaring_player,
)
from tabletop.engine.rules.exert import may_exert
from tabletop.engine.rules.legal_actions import ActionOption
from tabletop.engine.rules.opening_hand import may_begin_on_battlefield

from . import i18n
from .card_view import Highlight
from .controller import GameController
from .dialogs.prompter import Prompter
from .event_texts import shown_name
from .i18n import translate
from .questions import (
    Question,
    flat_specs,
    minimum_targets,
    pass_questions,
    questions,
    why_not_target,
)
from .table_scene import DropTarget


@dataclass(slots=True)
class Targeting:
    """A cast or activation waiting for its targets to be clicked."""

    option: ActionOption
    choices: dict[str, Any]
    specs: list[TargetSpec]
    minimum: int
    player: str
    source: int
    chosen: list[Any] = field(default_factory=list)
    objects: set[int] = field(default_factory=set)
    players: set[str] = field(default_factory=set)
    attach: int | None = None  # "attach to" (a tabletop move) instead of a spell

    @property
    def spec(self) -> TargetSpec:
        return self.specs[len(self.chosen)]


@dataclass(slots=True)
class Combat:
    attackers: list[int] = field(default_factory=list)
    blocks: dict[int, int] = field(default_factory=dict)
    blocker: int | None = None


class Interaction(QObject):
    """`message(str)`: a prompt for the status bar; `refused(str)`: a reason to show;
    `marks_changed()`: highlights changed (the window refreshes the table)."""

    message = Signal(str)
    refused = Signal(str)
    marks_changed = Signal()

    def __init__(self, controller: GameController, prompter: Prompter,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.prompter = prompter
        self.targeting: Targeting | None = None
        self.combat = Combat()

    def set_controller(self, controller: GameController) -> None:
        self.controller = controller
        self.cancel()
        self.combat = Combat()

    @property
    def game(self) -> Game:
        return self.controller.game

    # ------------------------------------------------------------------ marks

    def highlights(self) -> dict[int, Highlight]:
        marks: dict[int, Highlight] = {}
        t = self.targeting
        if t is not None:
            marks[t.source] = Highlight.SOURCE
            for oid in t.objects:
                marks[oid] = Highlight.TARGET
            for chosen in t.chosen:
                if isinstance(chosen, int):
                    marks[chosen] = Highlight.AFFECTED
        for oid in self.combat.attackers:
            marks[oid] = Highlight.ATTACKING
        for blocker in self.combat.blocks:
            marks[blocker] = Highlight.BLOCKING
        if self.combat.blocker is not None:
            marks[self.combat.blocker] = Highlight.BLOCKING
        if t is None:
            for oid in self.combat_candidates():
                marks.setdefault(oid, Highlight.PLAYABLE)
        return marks

    def combat_candidates(self) -> list[int]:
        """The creatures the engine lets attack (or block) now, offered with a glow; an
        illegal one is never offered (`combat.declarable`)."""
        return declarable(self.game)

    def target_players(self) -> set[str]:
        return set(self.targeting.players) if self.targeting is not None else set()

    # ------------------------------------------------------------------ performing

    def perform(self, action: A.Action) -> bool:
        """Perform an action; first let players order triggers it makes together."""
        game = self.game
        try:
            together = triggers_together(game, action)
        except Exception:  # a probe must never cost the person their action
            together = {}
        for player, texts in together.items():
            order = self.prompter.order(
                translate("Interaction", "Order triggered abilities"),
                translate("Interaction", "{player}: put these on the stack in this order "
                          "(the last one resolves first, 603.3b)").replace("{player}", player),
                texts)
            if order is not None and order != list(range(len(texts))) and \
                    not self._perform(A.OrderTriggers(player, tuple(order))):
                return False
        return self._perform(action)

    def pass_priority(self, player: str) -> bool:
        """117.3d: `player` passes. The pass that makes an object resolve first asks its
        "you may" of the player who chooses (603.5) and carries the answer; a cancelled
        question passes nothing."""
        choices: dict[str, Any] = {}
        for question in pass_questions(self.game, player):
            answer = self._ask(question)
            if answer is _CANCELLED:
                self.message.emit(translate("Interaction", "Cancelled."))
                return False
            choices[question.key] = answer
        return self.perform(A.PassPriority(player, tuple(choices.items())))

    def advance_to(self, step: str) -> bool:
        """Pass on to `step` ("next_turn": the next upkeep). It stops before a pass that
        would make an object with a "you may" resolve: the next pass (Space) asks it."""
        done = self.perform(A.AdvanceTo(step, stop_at_may=True))
        game = self.game
        holder = game.state.priority
        if done and holder is not None and game.stack() and pass_questions(game, holder):
            self.message.emit(translate("Interaction", "Stopped before {object} resolves: it "
                                        "asks “you may” (603.5). Space passes and asks.")
                              .replace("{object}", shown_name(game, game.stack()[-1])))
        return done

    def _perform(self, action: A.Action) -> bool:
        """The controller performs; an engine failure other than a refusal (a clause it
        cannot apply) is shown like a refusal instead of ending the window."""
        try:
            return self.controller.perform(action)
        except Exception as exc:
            traceback.print_exc()
            reason = getattr(exc, "reason", None) or str(exc) or type(exc).__name__
            self.refuse(translate("Interaction", "the engine could not do that: {reason}")
                        .replace("{reason}", str(reason)))
            self.controller.events_applied.emit([])
            return False

    def refuse(self, reason: str) -> None:
        self.refused.emit(reason)

    def player_for(self, oid: int) -> str:
        """Who acts with this object: the owner of a card in hand, else its controller."""
        game = self.game
        obj = game.state.objects.get(oid)
        if obj is None:
            return game.state.priority or game.state.active
        if obj.zone == Zone.BATTLEFIELD:
            return game.controller_of(oid)
        if obj.zone == Zone.STACK:
            return obj.controller
        return obj.owner

    def options(self, oid: int) -> list[ActionOption]:
        return self.controller.options(oid, self.player_for(oid))

    # ------------------------------------------------------------------ choosing

    def begin(self, option: ActionOption) -> bool:
        """Ask what `option` needs (questions, then targets) and perform it."""
        self.cancel()
        if not option.legal:
            return self._refused_option(option)
        choices: dict[str, Any] = dict(getattr(option.action, "choices", ()) or ())
        for question in questions(self.game, option):
            answer = self._ask(question)
            if answer is _CANCELLED:
                self.message.emit(translate("Interaction", "Cancelled."))
                return False
            if answer is not None:
                choices[question.key] = answer
            if question.key == "face" and isinstance(option.action, A.CastSpell):
                # the face's own questions follow, asked once it is known (709.3, 712.11b)
                action = dataclasses.replace(option.action, choices=tuple(choices.items()))
                return self.begin(dataclasses.replace(option, action=action))
        try:
            specs = targets_for(self.game, option.action, choices)
        except A.IllegalAction as exc:
            self.refuse(exc.reason)
            return False
        if specs:
            return self._start_targeting(option, choices, list(specs))
        return self._perform_option(option, choices, ())

    def _refused_option(self, option: ActionOption) -> bool:
        """An illegal option: the engine refuses it (and says why), or, when it would first
        need targets, its reason is shown straight away."""
        if option.targets:
            self.refuse(option.reason)
            return False
        return self.perform(option.action)

    def _ask(self, q: Question) -> Any:
        title = q.title or q.prompt
        if q.kind == "one":
            index = self.prompter.choose_one(title, q.prompt, list(q.options), q.default)
            if index is None or not 0 <= index < len(q.values):
                return _CANCELLED
            return q.values[index]
        if q.kind == "number":
            value = self.prompter.choose_number(title, q.prompt, 0, 99, 0)
            return _CANCELLED if value is None else value
        if q.kind == "color":
            color = self.prompter.choose_color(title, q.prompt)
            return _CANCELLED if color is None else color
        if q.kind == "order":
            order = self.prompter.order(title, q.prompt, list(q.options))
            return _CANCELLED if order is None else [q.values[i] for i in order]
        return None

    def _perform_option(self, option: ActionOption, choices: dict[str, Any],
                        targets: tuple[Any, ...]) -> bool:
        action = option.action
        changes: dict[str, Any] = {}
        if hasattr(action, "choices"):
            changes["choices"] = tuple(choices.items())
        if hasattr(action, "targets"):
            changes["targets"] = targets
        if changes:
            action = dataclasses.replace(action, **changes)
        return self.perform(action)

    # ------------------------------------------------------------------ targets

    def _start_targeting(self, option: ActionOption, choices: dict[str, Any],
                         specs: list[TargetSpec]) -> bool:
        source = option.source if option.source is not None else -1
        player = getattr(option.action, "player", "")
        self.targeting = Targeting(option, choices, flat_specs(specs), minimum_targets(specs),
                                   player, source)
        return self._next_target()

    def start_attach(self, oid: int) -> None:
        """Choose, by clicking, the permanent to attach `oid` to (a tabletop move)."""
        self.cancel()
        spec = TargetSpec(kind="object", text=translate("Interaction", "a permanent"))
        option = ActionOption("Attach", A.AttachTo(oid, oid), True, source=oid)
        self.targeting = Targeting(option, {}, [spec], 1, self.player_for(oid), oid,
                                   attach=oid)
        self.targeting.objects = {o for o in self.game.battlefield() if o != oid}
        self.message.emit(translate("Interaction", "Click the permanent to attach it to "
                                    "(Esc cancels)."))
        self.marks_changed.emit()

    def _next_target(self) -> bool:
        t = self.targeting
        assert t is not None
        if len(t.chosen) >= len(t.specs):
            return self.finish()
        t.objects, t.players = target_candidates(self.game, t.spec, source=t.source,
                                          controller=t.player, chosen=t.chosen)
        if not t.objects and not t.players:
            if len(t.chosen) >= t.minimum:
                return self.finish()
            reason = translate("Interaction", "no legal target for {spec}").replace(
                "{spec}", t.spec.describe())
            self.cancel()
            self.refuse(reason)
            return False
        done = translate("Interaction", " Enter finishes.") if len(t.chosen) >= t.minimum \
            else ""
        self.message.emit(translate("Interaction", "{label}: click {spec} (Esc cancels).")
                          .replace("{label}", t.option.label)
                          .replace("{spec}", t.spec.describe()) + done)
        self.marks_changed.emit()
        return True

    def pick(self, target: Any) -> bool:
        """A click on an object (id) or a player (name) while choosing targets."""
        t = self.targeting
        if t is None:
            return False
        if t.attach is not None:
            if target not in t.objects:
                self.refuse(translate("Interaction", "choose a permanent on the battlefield"))
                return True
            self.targeting = None
            self.marks_changed.emit()
            self.message.emit("")
            return self.perform(A.AttachTo(t.attach, int(target)))
        legal = target in (t.objects if isinstance(target, int) else t.players)
        if not legal:
            self.refuse(translate("Interaction", "illegal target: {reason}").replace(
                "{reason}", why_not_target(self.game, t.spec, target, source=t.source,
                                           controller=t.player)))
            return True
        t.chosen.append(target)
        self._next_target()
        return True

    def finish(self) -> bool:
        """Enter: perform with the targets chosen so far (when enough are chosen)."""
        t = self.targeting
        if t is None:
            return self.declare_combat()
        if len(t.chosen) < t.minimum or t.attach is not None:
            self.refuse(translate("Interaction", "choose {n} more target(s)").replace(
                "{n}", str(t.minimum - len(t.chosen))))
            return False
        self.targeting = None
        self.message.emit("")
        self.marks_changed.emit()
        return self._perform_option(t.option, t.choices, tuple(t.chosen))

    def cancel(self) -> None:
        if self.targeting is not None:
            self.targeting = None
            self.message.emit(translate("Interaction", "Cancelled."))
            self.marks_changed.emit()

    # ------------------------------------------------------------------ clicks

    def click_card(self, oid: int) -> None:
        if self.targeting is not None:
            self.pick(oid)
            return
        if self._combat_click(oid):
            return
        self.controller.select(oid)
        self._tap_land_for_mana(oid)

    def takes_card_clicks(self, oid: int) -> bool:
        """Whether a click on `oid` now picks it — a target, or a creature to attack or
        block with — rather than showing more of it (a stack fans out)."""
        if self.targeting is not None:
            return True
        return declaration_pending(self.game) is not None and \
            oid in self.game.state.objects and self.game.is_creature(oid)

    def set_tapped_many(self, oids: Sequence[int], tapped: bool) -> int:
        """Tap (or untap) each of `oids` by the same engine action as one card's Tap, one
        action per card; stops at a refusal. Returns how many were done."""
        done = 0
        for oid in oids:
            if not self.perform(A.SetTapped(oid, tapped)):
                break
            done += 1
        return done

    def attack_with(self, oids: Sequence[int]) -> int:
        """Choose the creatures among `oids` that may attack as attackers, as clicking each
        would (508.1); Enter declares them. Returns how many were added."""
        game = self.game
        state = game.state
        if declaration_pending(game) != "attackers":
            self.refuse(translate("Interaction", "attackers are chosen in the declare "
                                  "attackers step (508.1)"))
            return 0
        added = 0
        reasons: list[str] = []
        for oid in oids:
            if oid in self.combat.attackers or oid not in state.objects:
                continue
            reason = attack_reason(game, state.active, oid)
            if reason is None:
                self.combat.attackers.append(oid)
                added += 1
            else:
                reasons.append(reason)
        if not added and reasons:  # none may attack: the engine says why
            self.refuse(reasons[0])
            return 0
        self.message.emit(translate("Interaction", "Attackers: {n}. Enter declares them.")
                          .replace("{n}", str(len(self.combat.attackers))))
        self.marks_changed.emit()
        return added

    def click_player(self, name: str) -> None:
        if self.targeting is not None:
            self.pick(name)

    def double_click_card(self, oid: int) -> None:
        """Cast or play a card from hand; activate a permanent's one obvious ability."""
        if self.targeting is not None:
            return
        obj = self.game.state.objects.get(oid)
        if obj is None:
            return
        options = self.options(oid)
        if obj.zone == Zone.BATTLEFIELD:
            options = [o for o in options if not self._is_mana_option(o)]
        if not options:
            is_land = CardType.LAND in self.game.chars(oid).types
            if obj.zone == Zone.HAND or (obj.zone == Zone.BATTLEFIELD and not is_land):
                self.refuse(translate("Interaction", "{name}: nothing to do with it now")
                            .replace("{name}", shown_name(self.game, oid)))
            return
        legal = [o for o in options if o.legal]
        faces = [o.action for o in legal if isinstance(o.action, A.CastSpell)
                 and "face" in dict(o.action.choices)]
        if len(faces) > 1:  # several faces to cast: the engine asks which (709.3, 715.3a)
            first = next(o for o in legal if o.action is faces[0])
            self.begin(dataclasses.replace(first, action=dataclasses.replace(
                faces[0], choices=())))
            return
        self.begin(legal[0] if legal else options[0])

    def _is_mana_option(self, option: ActionOption) -> bool:
        action = option.action
        if not isinstance(action, A.ActivateAbility) or option.ability_index is None:
            return False
        abilities = activated_abilities(self.game, action.source)
        return option.ability_index < len(abilities) and \
            abilities[option.ability_index].is_mana

    def _tap_land_for_mana(self, oid: int) -> None:
        """Clicking an untapped land you control activates its mana ability (605)."""
        game = self.game
        obj = game.state.objects.get(oid)
        if obj is None or obj.zone != Zone.BATTLEFIELD or obj.tapped:
            return
        chars = game.chars(oid)
        if CardType.LAND not in chars.types:
            return
        for index, ability in enumerate(activated_abilities(game, oid)):
            if isinstance(ability, ActivatedAbility) and ability.is_mana and \
                    ability.cost is not None and ability.cost.tap:
                player = game.controller_of(oid)
                option = ActionOption(ability.text, A.ActivateAbility(player, oid, index + 1),
                                      True, source=oid, ability_index=index)
                self.begin(option)
                return

    # ------------------------------------------------------------------ drops

    def drop(self, oid: int, target: DropTarget | None) -> bool:
        """A card dragged somewhere: attach it, or move it to another zone (tabletop moves).
        Returns whether anything was performed (else the card goes back)."""
        game = self.game
        obj = game.state.objects.get(oid)
        if obj is None or target is None:
            return False
        if target.attach_to is not None and obj.zone == Zone.BATTLEFIELD and \
                self._attachable(oid):
            return self.perform(A.AttachTo(oid, target.attach_to))
        if target.zone == obj.zone:
            return False
        if obj.zone == Zone.STACK:
            self.refuse(translate("Interaction", "a spell or ability on the stack resolves or "
                                  "is countered; it can't be dragged away"))
            return False
        return self.perform(A.MoveObject(oid, target.zone.value))

    def _attachable(self, oid: int) -> bool:
        chars = self.game.chars(oid)
        return "Aura" in chars.subtypes or "Equipment" in chars.subtypes or \
            "Fortification" in chars.subtypes

    # ------------------------------------------------------------------ combat

    def _combat_click(self, oid: int) -> bool:
        game = self.game
        state = game.state
        obj = state.objects.get(oid)
        if obj is None or obj.zone != Zone.BATTLEFIELD or not game.is_creature(oid):
            return False
        pending = declaration_pending(game)
        if pending == "attackers":
            if game.controller_of(oid) != state.active:
                return False
            if oid in self.combat.attackers:
                self.combat.attackers.remove(oid)
            else:
                reason = attack_reason(game, state.active, oid)
                if reason is not None:  # not offered: refused before it is chosen
                    self.refuse(reason)
                    return True
                self.combat.attackers.append(oid)
            self.message.emit(translate("Interaction", "Attackers: {n}. Enter declares them.")
                              .replace("{n}", str(len(self.combat.attackers))))
            self.marks_changed.emit()
            return True
        if pending == "blockers":
            if obj.attacking and self.combat.blocker is not None:
                defender = game.controller_of(self.combat.blocker)
                reason = block_reason(game, defender, self.combat.blocker, oid)
                if reason is not None:
                    self.refuse(reason)
                    return True
                self.combat.blocks[self.combat.blocker] = oid
                self.combat.blocker = None
            elif game.controller_of(oid) != state.active and not obj.attacking:
                self.combat.blocks.pop(oid, None)
                self.combat.blocker = oid
            else:
                return False
            self.message.emit(translate("Interaction", "Blocks: {n}. Click a blocker, then "
                                        "the attacker it blocks; Enter declares.")
                              .replace("{n}", str(len(self.combat.blocks))))
            self.marks_changed.emit()
            return True
        return False

    def mulligan(self, player: str) -> None:
        """103.5: ask keep or mulligan until the player keeps (or cancels); a keep after
        mulligans bottoms the cards the player names."""
        while True:
            game = self.game
            hand = list(game.state.zone_ids(Zone.HAND, player))
            names = [self._card_name(oid) for oid in hand]
            answer = self.prompter.mulligan(player, names, bottom_count(game, player),
                                            game.player(player).mulligans)
            if answer is None:
                return
            if answer.mulligan:
                if not self.perform(A.Mulligan(player, choose_bottom=True)):
                    return
                continue
            bottom = tuple(hand[i] for i in answer.bottom)
            self.perform(A.KeepHand(player, bottom, self._leylines(player, bottom)))
            return

    def _leylines(self, player: str, bottom: tuple[int, ...]) -> tuple[int, ...]:
        """103.6a: ask for each card of the kept hand that may begin the game on the
        battlefield."""
        title = translate("Interaction", "Opening hand")
        return tuple(oid for oid in may_begin_on_battlefield(self.game, player)
                     if oid not in bottom and self.prompter.confirm(
                         title, translate("Interaction", "Begin the game with {name} on the "
                                          "battlefield (103.6a)?").replace(
                                              "{name}", self._card_name(oid)),
                         translate("Interaction", "Begin with it"),
                         translate("Interaction", "Keep it in hand")))

    def _card_name(self, oid: int) -> str:
        card = self.game.obj(oid).card
        german = card.german_name if i18n.current_language() == "de" else None
        return german or card.name

    def _exerted(self) -> tuple[int, ...]:
        """701.43a: ask for each attacker that may be exerted as it attacks."""
        title = translate("Interaction", "Exert")
        return tuple(oid for oid in self.combat.attackers if may_exert(self.game, oid) and
                     self.prompter.confirm(
                         title, translate("Interaction", "Exert {name} as it attacks? It "
                                          "won't untap during your next untap step "
                                          "(701.43a).").replace(
                                              "{name}", shown_name(self.game, oid)),
                         title, translate("Interaction", "Don't exert")))

    def _bands(self) -> tuple[tuple[int, ...], ...]:
        """702.22c: for each attacker with banding not yet in a band, ask which of the other
        attackers form a band with it (the engine refuses a band that breaks 702.22c-d)."""
        attackers = list(self.combat.attackers)
        if len(attackers) < 2:
            return ()
        title = translate("Interaction", "Banding")
        out: list[tuple[int, ...]] = []
        banded: set[int] = set()
        for oid in attackers:
            if oid in banded or not has_banding(self.game, oid):
                continue
            others = [o for o in attackers if o != oid and o not in banded]
            if not others:
                break
            prompt = translate("Interaction", "Form a band with {name}? Choose the attackers "
                               "that join it: any with banding and at most one without "
                               "(702.22c). Blocking one of them blocks them all.").replace(
                                   "{name}", shown_name(self.game, oid))
            marked = translate("Interaction", "{name} (banding)")
            picked = self.prompter.choose_many(title, prompt, [
                marked.replace("{name}", shown_name(self.game, o))
                if has_banding(self.game, o) else shown_name(self.game, o) for o in others])
            band = (oid, *(others[i] for i in picked or () if 0 <= i < len(others)))
            if len(band) > 1:
                out.append(band)
                banded.update(band)
        return tuple(out)

    def declare_combat(self) -> bool:
        """Enter outside targeting: declare the attackers or blockers clicked so far."""
        game = self.game
        pending, player = declaration_pending(game), declaring_player(game)
        if pending == "attackers" and player is not None:
            defender = next(iter(game.opponents(player)), "")
            done = self.perform(A.DeclareAttackers(player, tuple(self.combat.attackers),
                                                   defender, exert=self._exerted(),
                                                   bands=self._bands()))
        elif pending == "blockers" and player is not None:
            done = self.perform(A.DeclareBlockers(player, tuple(self.combat.blocks.items())))
        else:
            return False
        if done:
            self.combat = Combat()
            self.marks_changed.emit()
        return done


class _Cancelled:
    pass


_CANCELLED = _Cancelled()
