"""Carrying out the instructions of a resolving spell or ability (608.2c, 610): what they
refer to while it resolves, and the one table of instruction handlers.

Each kind of instruction (definitions/instructions.py) has one handler, registered with
`@handles(Kind)` in the module of its family: `instruction_handlers` (zones, damage,
counters, life, tokens...), `layer_instructions` (copies, text changes, gained abilities:
layers 1, 3, 6) and `stack_instructions` (countering, copying spells, extra turns,
delayed triggers, emblems, self-replacement). `following_instructions` imports all three
and is the one way in, so the table is complete whenever anything resolves. Values come
from the object as it is now, or as it last existed (608.2h).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, TypeVar

from tabletop.engine.definitions import instructions as I
from tabletop.engine.definitions.card_moves import ExiledWithRef
from tabletop.engine.definitions.enchanted_players import ENCHANTED_PLAYER, enchanted_player
from tabletop.engine.definitions.expressions import Const, EvalContext, Of
from tabletop.engine.definitions.join_forces import ManaPaidThisWay
from tabletop.engine.definitions.most_players import MostRef, the_most
from tabletop.engine.definitions.nested import KEEP, rewrite
from tabletop.engine.definitions.player_values import (
    ChosenCount,
    DamageDealtThisWay,
    OfPlayer,
    with_player_values,
)
from tabletop.engine.definitions.radiance import SharesColorRef, sharing_color
from tabletop.engine.definitions.same_name_refs import SameNameRef, same_name
from tabletop.engine.definitions.voting import VoteCount
from tabletop.engine.definitions.x_stats import has_x_stats, resolve_x_stats
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.linked_exile import exiled_with
from tabletop.engine.rules.triggering import LookBack

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.objects import StackInfo

Handler = Callable[["Resolution", Any], None]
INSTRUCTION_HANDLERS: dict[type[I.Instruction], Handler] = {}
H = TypeVar("H", bound=Callable[..., None])


def handles(kind: type[I.Instruction]) -> Callable[[H], H]:
    """Register the handler of one kind of instruction (one entry, one place)."""

    def register(handler: H) -> H:
        if kind in INSTRUCTION_HANDLERS:
            raise ValueError(f"two handlers for {kind.__name__}")
        INSTRUCTION_HANDLERS[kind] = handler
        return handler

    return register


class Resolution:
    """What instructions refer to while one spell or ability resolves."""

    def __init__(self, game: Game, info: StackInfo, stack_oid: int | None) -> None:
        self.game = game
        self.info = info
        self.stack_oid = stack_oid
        self.controller = info.controller
        self.source = info.source_oid if info.kind != "spell" else stack_oid
        trigger_object = info.choices.get("trigger_object")
        self.trigger_object = trigger_object if isinstance(trigger_object, int) else None
        self.created: list[int] = []  # what its last CreateToken created (CreatedRef)
        self.returned: dict[int, int] = {}  # a target card it put onto the battlefield: there
        self.failed = False  # a cost it had to pay could not be paid (PayCost)
        self.found: list[int] = []  # what its last Search found (FoundRef)
        self.revealed: list[int] = []  # what its last RevealUntil revealed (RevealedRef)
        self.won_flip = False  # 705: its last coin flip
        self.damage_dealt = 0  # what its last DealDamage dealt ("the damage dealt this way")
        self.chosen: list[int] = []  # what its last ChooseObjects chose (ChosenRef)
        self.acting: str | None = None  # "each player ... they": the one doing it now
        self.votes: dict[str, int] = {}  # 701.38: its vote's tally ("for each X vote")
        self.mana_paid = 0  # join forces: "the total amount of mana paid this way"
        self.top_cards: dict[I.TopCardRef, list[int]] = {}  # the cards it looked at
        player = info.choices.get("trigger_player")
        self.trigger_player = player if isinstance(player, str) else None
        amount = info.choices.get("trigger_amount")
        self.trigger_amount = amount if isinstance(amount, int) else 0

    @property
    def board(self) -> Any:
        """608.2h: a source that has left its zone is looked at as it last existed."""
        game = self.game
        for oid in (self.source, self.subject):
            if isinstance(oid, int) and oid not in game.state.objects and oid in game.state.lki:
                return LookBack(game, oid)
        return game

    @property
    def subject(self) -> int | None:
        """What "it" means in a later sentence: the object that triggered the ability, or
        else the spell's first target, as it last existed if it has left (Swords to
        Plowshares: "its controller gains life equal to its power", 608.2h)."""
        if self.trigger_object is not None:
            return self.trigger_object
        return next((t for t in self.info.targets if isinstance(t, int)), None)

    def ctx(self, affected: int | None = None) -> EvalContext:
        board = self.board
        source = self.source
        if source is not None and source not in self.game.state.objects and \
                source not in self.game.state.lki:
            source = None
        if affected is None:
            affected = self.subject
        return EvalContext(board, source, self.controller, affected, self.info.x,
                           self.trigger_amount)

    def n(self, expr: Any, affected: int | None = None) -> int:
        expr = self.bind(expr)
        if isinstance(expr, OfPlayer):  # "the number of cards in that player's hand"
            return self._of_player(expr, affected)
        expr = with_player_values(expr, lambda e: self._of_player(e, affected))
        if isinstance(expr, Of) and isinstance(expr.ref, I.Ref):  # "its mana value"
            named = self.objects(expr.ref)
            target = self.target(expr.ref.index) if isinstance(expr.ref, I.TargetRef) else None
            if not named and isinstance(target, int):  # 608.2h: as it last existed
                named = [target]
            return self.n(expr.inner, named[0] if named else affected)
        try:
            return max(0, int(expr.evaluate(self.ctx(affected))))
        except KeyError:
            return 0

    def _of_player(self, expr: OfPlayer, affected: int | None = None) -> int:
        players = self.players(expr.who)
        if not players:
            return 0
        try:
            return max(0, expr.for_player(self.ctx(affected), players[0]))
        except KeyError:
            return 0

    def bind(self, value: Any) -> Any:
        """`value` with the numbers only this resolution knows written in ("the damage
        dealt this way", "for each creature tapped this way")."""
        votes = self.votes

        def known(v: Any) -> Any:  # one walk of the tree for every such number
            if isinstance(v, VoteCount):
                return Const(votes.get(v.option, 0)) if votes else KEEP
            if isinstance(v, ManaPaidThisWay):
                return Const(self.mana_paid)
            if isinstance(v, DamageDealtThisWay):
                return Const(self.damage_dealt)
            if isinstance(v, ChosenCount):
                return Const(len(self.chosen))
            return KEEP

        return rewrite(value, known)

    def target(self, index: int) -> Any:
        targets = self.info.targets
        return targets[index] if 0 <= index < len(targets) else None

    def objects(self, ref: I.Ref, relative_to: int | None = None) -> list[int]:
        """The objects `ref` names; `relative_to`: the object "each other ..." is other
        than (default the spell or ability's source)."""
        game = self.game
        live = game.state.objects
        if isinstance(ref, I.SelfRef):
            src = self.info.source_oid
            return [src] if src is not None and src in live else []
        if isinstance(ref, I.TargetRef):  # "return it ... Put a counter on it": the permanent
            t = self.target(ref.index)
            t = self.returned.get(t, t) if isinstance(t, int) else t
            return [t] if isinstance(t, int) and t in live else []
        if isinstance(ref, I.AttachedRef):
            src = self.info.source_oid
            known = game.state.lki.get(src or 0)
            host = live[src].attached_to if src in live else \
                (known.obj.attached_to if known is not None else None)
            return [host] if isinstance(host, int) and host in live else []
        if isinstance(ref, I.EachRef):
            controller = self.controller
            if ref.controlled_by_target is not None:
                t = self.target(ref.controlled_by_target)
                controller = t if isinstance(t, str) else controller
            source = self.source if relative_to is None else relative_to
            zone = ref.filter.zone
            among = game.battlefield() if zone in (None, Zone.BATTLEFIELD) else \
                [o for p in game.players() for o in game.state.zone_ids(zone, p)]  # cards
            return [o for o in among if ref.filter.matches(game, o, source, controller)]
        if isinstance(ref, I.EachMatching):
            owners = None if ref.controller is None else set(self.players(ref.controller))
            skip = self.target(ref.except_target) if ref.except_target is not None else None
            return [o for o in game.battlefield()
                    if (owners is None or game.controller_of(o) in owners) and o != skip
                    and ref.filter.matches(game, o, self.source, self.controller)]
        if isinstance(ref, I.TriggerObjectRef):
            t = self.trigger_object
            return [t] if isinstance(t, int) and t in live else []
        if isinstance(ref, I.CreatedRef):
            return [o for o in self.created if o in live]
        if isinstance(ref, I.AllTargetsRef):  # "any number of target creatures"
            return [t for t in self.info.targets if isinstance(t, int) and t in live]
        if isinstance(ref, I.ObjectsRef):
            return [o for o in ref.ids if o in live]
        if isinstance(ref, ExiledWithRef):  # 607.2a
            flt = ref.filter
            return [o for o in exiled_with(game, self.info.source_oid)
                    if flt is None or flt.matches(game, o, self.source, self.controller)]
        if isinstance(ref, SharesColorRef):  # radiance
            t = self.target(ref.index)
            return sharing_color(game, t, game.battlefield()) \
                if isinstance(t, int) and t in live else []
        if isinstance(ref, SameNameRef):  # 201.2: the target and those with its name
            t = self.target(ref.index)
            return same_name(game, t, ref.filter, self.source, self.controller) \
                if isinstance(t, int) and t in live else []
        if isinstance(ref, I.FoundRef):
            return [o for o in self.found if o in live]
        if isinstance(ref, I.RevealedRef):
            return [o for o in self.revealed if o in live]
        if isinstance(ref, I.ChosenRef):
            return [o for o in self.chosen if o in live]
        if isinstance(ref, I.TopCardRef):
            key = ref if ref.x is None else replace(ref, x=None)  # "the top X cards"
            if key not in self.top_cards:  # 401.1: the top card now, then that card
                n = ref.count if ref.x is None else self.n(ref.x)
                self.top_cards[key] = [o for p in self.players(ref.who) for o in
                                       game.state.zone_ids(Zone.LIBRARY, p)[-n:]] if n > 0 \
                    else []
            found = [game.state.newest(o) for o in self.top_cards[key]]
            return [o for o in found if o in live]
        return []

    def players(self, ref: I.PlayerRef) -> list[str]:
        game = self.game
        who = ref.who
        if who == "you":
            return [self.controller]
        if who == "acting":  # "each player ... they" (each_player_own)
            return [self.acting] if self.acting is not None else []
        if who == "target":
            targets = [t for t in self.info.targets if isinstance(t, str)]
            return targets[ref.index:ref.index + 1] if len(targets) > ref.index else []
        if who == "each_target":
            return [t for t in self.info.targets if isinstance(t, str)]
        if who == "each_opponent":
            return [p for p in game.opponents(self.controller) if not game.player(p).lost]
        if who == "each":
            return [p for p in game.players() if not game.player(p).lost]
        if who == "defending":
            defender = game.state.combat.defender
            if isinstance(defender, str):
                return [defender]
            return list(game.opponents(self.controller))[:1]
        if who == "trigger_player":
            return [self.trigger_player] if self.trigger_player is not None else []
        if who == "trigger_controller":
            t = self.trigger_object
            known = game.state.lki.get(t or 0)
            if isinstance(t, int) and t in game.state.objects:
                return [game.controller_of(t)]
            return [known.controller] if known is not None else []
        if who in ("controller", "owner"):
            objs = [t for t in self.info.targets if isinstance(t, int)]
            if not objs and self.trigger_object is not None:
                objs = [self.trigger_object]
            if objs:
                oid = objs[ref.index] if ref.index < len(objs) else objs[0]
                if oid in game.state.objects:
                    return [game.controller_of(oid) if who == "controller"
                            else game.obj(oid).owner]
                known = game.state.lki.get(oid)
                if known is None:
                    return []
                return [known.controller if who == "controller" else known.owner]
            if who == "owner" and self.source in game.state.objects:
                return [game.obj(self.source).owner]
            return [self.controller]
        if who == "active":
            return [game.state.active]
        if who == ENCHANTED_PLAYER:  # 303.4: the player the Aura enchants (or last did)
            enchanted = enchanted_player(game, self.info.source_oid)
            return [enchanted] if enchanted is not None and \
                not game.player(enchanted).lost else []
        if isinstance(ref, MostRef):  # "the player with the most life"
            most = the_most(game, ref.stat, ref.filter, self.source, self.controller)
            return [] if most is None else [most]
        return [self.controller]

    def recipients(self, to: Any, relative_to: int | None = None) -> list[Any]:
        """Objects and players an instruction's `to` names (damage, prevention);
        `relative_to` as for `objects`."""
        if isinstance(to, I.PlayerRef):
            return list(self.players(to))
        if isinstance(to, I.TargetRef):
            t = self.target(to.index)
            if t is None:
                return []
            return [t] if isinstance(t, str) or t in self.game.state.objects else []
        if isinstance(to, I.AllTargetsRef):
            found = [self.target(n) for n in range(len(self.info.targets))]
            return [t for t in found if t is not None and (
                isinstance(t, str) or t in self.game.state.objects)]
        return list(self.objects(to, relative_to))


def run_unless_failed(res: Resolution, steps: tuple[I.Instruction, ...]) -> bool:
    """608.2c: run the steps of "[do A]. If you do, ..." until one could not be done;
    whether one failed (the "if you do" part then does not follow)."""
    res.failed = False
    for step in steps:
        run(res, (step,))
        if res.failed:
            break
    failed, res.failed = res.failed, False
    return failed


def run(res: Resolution, steps: tuple[I.Instruction, ...]) -> None:
    for instruction in steps:
        if has_x_stats(instruction):  # "with mana value X or less": X known now
            instruction = resolve_x_stats(instruction, res.n)
        handler = INSTRUCTION_HANDLERS.get(type(instruction))
        if handler is None:
            res.game.emit("manual", f"{res.info.source_name}: {instruction.describe()} "
                          "(carry it out by hand)")
            continue
        handler(res, instruction)


