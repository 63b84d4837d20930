"""Transformer rules for targets (115) and players: "up to two target creatures",
"any target", "target opponent", "each opponent", "its controller"."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Transformer, v_args
from lark.tree import Meta

from tabletop.cards.compiler.nodes import CompileError, Desc, Obj, Scope
from tabletop.cards.compiler.t_nouns import ANY_NUMBER, as_int, target_text
from tabletop.engine.definitions.effects import Affects
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import (
    PlayerRef,
    TargetRef,
    TargetSpec,
    TriggerObjectRef,
)
from tabletop.engine.model.enums import CardType, Zone


@v_args(inline=True)
class TargetRules(Transformer):  # type: ignore[misc]
    """Mixin of transformer callbacks; targets are numbered in the order they are written."""

    scope: Scope
    source: str = ""

    # ---- targets (115)
    def _target(self, spec: TargetSpec, count: int = 1, optional: bool = False) -> Obj:
        indices = []
        first = len(self.scope.targets)
        for n in range(count):
            distinct = first if n else spec.distinct_from
            one = replace(spec, count_min=0 if optional else 1, count_max=1,
                          distinct_from=distinct)
            indices.append(self.scope.add_target(one))
        obj = Obj(TargetRef(indices[0]), Affects.TARGETS, spec.filter, tuple(indices))
        self.scope.antecedent = obj
        return obj

    def _target_spec(self, desc: Desc, prefix: str = "target") -> TargetSpec:
        if desc.player is not None:
            raise CompileError("a target relative to a player")
        kind = desc.kind
        zone = "battlefield"
        if desc.filter.zone == Zone.GRAVEYARD:
            zone = "graveyard"
        elif desc.kind == "spell":
            zone = "stack"
        return TargetSpec(kind=kind, filter=desc.filter, zone=zone,
                          not_source=desc.not_source, text=target_text(desc, prefix))

    @v_args(inline=True, meta=True)
    def tgt_one(self, meta: Meta, desc: Desc) -> Obj:
        return self._target(replace(self._target_spec(desc), text=self._span(meta)))

    @v_args(inline=True, meta=True)
    def tgt_another(self, meta: Meta, desc: Desc) -> Obj:
        previous = len(self.scope.targets) - 1
        spec = replace(self._target_spec(desc), text=self._span(meta),
                       distinct_from=previous if previous >= 0 else None)
        return self._target(spec)

    def tgt_any(self) -> Obj:
        return self._target(TargetSpec(kind="any", text="any target"))

    def tgt_player_or_pw(self) -> Obj:
        planeswalker = ObjectFilter(types=frozenset({CardType.PLANESWALKER}))
        return self._target(TargetSpec(kind="any", filter=planeswalker,
                                       text="target player or planeswalker"))

    def tgt_spell_or_ability(self) -> Obj:
        return self._target(TargetSpec(kind="spell_or_ability", zone="stack",
                                       text="target spell or ability"))

    def tgt_permanent_or_suspended(self) -> Obj:
        return self._target(TargetSpec(kind="permanent_or_suspended",
                                       filter=ObjectFilter(zone=None),
                                       text="target permanent or suspended card"))

    @v_args(inline=True, meta=True)
    def tgt_up_to(self, meta: Meta, n: Expr, desc: Desc) -> Obj:
        spec = replace(self._target_spec(desc), text=self._span(meta))
        return self._target(spec, as_int(n), optional=True)

    @v_args(inline=True, meta=True)
    def tgt_n(self, meta: Meta, n: Expr, desc: Desc) -> Obj:
        spec = replace(self._target_spec(desc), text=self._span(meta))
        return self._target(spec, as_int(n))

    def _span(self, meta: Meta) -> str:
        """The words of the phrase as printed (the card's name for "~")."""
        if getattr(meta, "empty", True):
            return ""
        text = self.source[meta.start_pos:meta.end_pos]
        return (text[:1].lower() + text[1:]).replace("~", self.scope.card_name)

    # ---- players
    def pl_you(self) -> PlayerRef:
        return PlayerRef("you")

    def _player_target(self, kind: str, text: str, count_max: int = 1) -> PlayerRef:
        index = self.scope.add_target(TargetSpec(kind=kind, text=text,
                                                 count_min=0 if count_max > 1 else 1,
                                                 count_max=count_max))
        who = "each_target" if count_max > 1 else "target"
        return PlayerRef(who, self.scope.player_index(index))

    def pl_target(self) -> PlayerRef:
        return self._player_target("player", "target player")

    def pl_target_opponent(self) -> PlayerRef:
        return self._player_target("opponent", "target opponent")

    def pl_any_number(self) -> PlayerRef:
        return self._player_target("player", "any number of target players", ANY_NUMBER)

    def pl_each_opponent(self) -> PlayerRef:
        return PlayerRef("each_opponent")

    def pl_each(self) -> PlayerRef:
        return PlayerRef("each")

    def pl_controller(self) -> PlayerRef:
        return self._that_player()

    def pl_owner(self) -> PlayerRef:
        return PlayerRef("owner", self._last_object_target())

    def pl_defending(self) -> PlayerRef:
        return PlayerRef("defending")

    def pl_trigger_controller(self, *_: Token) -> PlayerRef:
        return PlayerRef("trigger_controller")

    def _last_object_target(self) -> int:
        for index in range(len(self.scope.targets) - 1, -1, -1):
            if self.scope.targets[index].kind not in ("player", "opponent"):
                return self.scope.object_index(index)
        return 0

    def _that_player(self) -> PlayerRef:
        if any(t.kind not in ("player", "opponent") for t in self.scope.targets):
            return PlayerRef("controller", self._last_object_target())
        trigger = self.scope.trigger_subject
        if trigger is not None and isinstance(trigger.ref, TriggerObjectRef):
            return PlayerRef("trigger_controller")
        raise CompileError("'that player' refers to nothing")
