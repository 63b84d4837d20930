"""Damage shields with a source of your choice and redirection (615.7, 614.9, 609.7a):
"Prevent all damage a red source of your choice would deal this turn", "The next time an
artifact source of your choice would deal damage to you this turn, prevent that damage",
"The next 1 damage that would be dealt to ~ this turn is dealt to any target instead",
"The next time a source of your choice would deal damage to you this turn, that damage
is dealt to target creature you control instead"."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.noun_phrases import card_type, subtype
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.damage_shields import (
    SOURCE_CHOICE,
    DamageMatch,
    DamageShield,
)
from tabletop.engine.definitions.effects import Affects, EffectSpec, RuleChange
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import PlayerRef, Ref
from tabletop.engine.definitions.replacement_specs import (
    DAMAGE_CANT_BE_PREVENTED,
    ModifyDamage,
    PreventDamageTo,
)
from tabletop.engine.model.enums import Color

Items = list[Any]


@dataclass(frozen=True, slots=True)
class ChosenSource:
    """"a red source of your choice": the kind of source (609.7a)."""

    filter: ObjectFilter | None


def _chosen(parts: tuple[Any, ...]) -> ChosenSource:
    return next(p for p in parts if isinstance(p, ChosenSource))


def _recipients(parts: tuple[Any, ...]) -> list[Ref | None]:
    """What "dealt to X" names (a list from damage_to), or anything when it says none."""
    found = next((p for p in parts if isinstance(p, list)), None)
    return [None] if found is None else list(found)


def _redirect(parts: tuple[Any, ...]) -> Ref | PlayerRef | None:
    """Where the damage is dealt instead; None: to that source's controller."""
    found = [p for p in parts if isinstance(p, tuple) and p and p[0] == "redirect"]
    if len(found) != 1:
        raise CompileError("where the damage is dealt instead")
    ref: Ref | PlayerRef | None = found[0][1]
    return ref


def _combat(parts: tuple[Any, ...]) -> bool:
    return any(getattr(p, "data", None) == "combat_mark" for p in parts)


def _permanents(desc: Desc) -> ObjectFilter:
    if desc.player is not None or desc.kind not in ("object", "permanent") or \
            desc.chosen_type:
        raise CompileError("permanents of a player chosen later")
    return desc.filter


@v_args(inline=True)
class DamageShieldRules(ClauseRules):
    def chosen_source(self, *parts: Any) -> ChosenSource:
        """609.7a: the source is asked for with the other choices (`source`)."""
        self.scope.choose(SOURCE_CHOICE)
        flt = next((p for p in parts if isinstance(p, ObjectFilter)), None)
        return ChosenSource(flt)

    def sq_colors(self, *toks: Token) -> ObjectFilter:
        """"a black or red source": of any of these colours."""
        return ObjectFilter(colors=frozenset(Color.from_word(str(t)) for t in toks), zone=None)

    def sq_type(self, tok: Token) -> ObjectFilter:
        """"an artifact source", "a land source"."""
        word = str(tok).lower()
        if word.endswith("s"):
            raise CompileError("a source is one object")
        return ObjectFilter(types=frozenset({card_type(word)}), zone=None)

    def rt_obj(self, obj: Obj) -> tuple[str, Ref]:
        if len(obj.refs) != 1:
            raise CompileError("damage is dealt instead to one object")
        return ("redirect", obj.refs[0])

    def rt_player(self, who: PlayerRef) -> tuple[str, PlayerRef]:
        return ("redirect", who)

    def rt_source_controller(self, _: Any) -> tuple[str, None]:
        """Reflect Damage: "that damage is dealt to that source's controller instead"."""
        return ("redirect", None)

    # ---- 615.7: prevention from a source of your choice
    def i_shield_all_from_chosen(self, *parts: Any) -> Items:
        """"Prevent all damage a red source of your choice would deal (to you) this turn",
        "Prevent all damage that would be dealt to you this turn by a source of your
        choice"."""
        chosen = _chosen(parts)
        return [DamageShield(to, chosen_source=True, source_filter=chosen.filter)
                for to in _recipients(parts)]

    def i_shield_next_from_chosen(self, n: Expr, *parts: Any) -> Items:
        """"Prevent the next 3 damage that would be dealt to any target this turn by a
        source of your choice"."""
        chosen = _chosen(parts)
        return [DamageShield(to, amount=n, chosen_source=True, source_filter=chosen.filter)
                for to in _recipients(parts)]

    def i_shield_next_time_anything(self, chosen: ChosenSource) -> Items:
        """"The next time a red source of your choice would deal damage this turn, prevent
        that damage" (to anything)."""
        return [DamageShield(None, next_time=True, chosen_source=True,
                             source_filter=chosen.filter)]

    def i_shield_next_time_kind(self, flt: ObjectFilter, *parts: Any) -> Items:
        """"The next time an artifact source of your choice would deal damage to you this
        turn, prevent that damage"."""
        self.scope.choose(SOURCE_CHOICE)
        return [DamageShield(to, next_time=True, chosen_source=True, source_filter=flt)
                for to in _recipients(parts)]

    # ---- 614.9: redirection
    def i_redirect_next(self, n: Expr, *parts: Any) -> Items:
        """"The next 1 damage that would be dealt to ~ this turn is dealt to any target
        instead"."""
        new_to = _redirect(parts)
        return [DamageShield(to, amount=n, redirect=new_to,
                             to_source_controller=new_to is None)
                for to in _recipients(parts)]

    def i_redirect_next_time(self, *parts: Any) -> Items:
        """"The next time a source of your choice would deal damage to you this turn, that
        damage is dealt to target creature you control instead"."""
        chosen = _chosen(parts)
        new_to = _redirect(parts)
        return [DamageShield(to, next_time=True, chosen_source=True,
                             source_filter=chosen.filter, redirect=new_to,
                             to_source_controller=new_to is None)
                for to in _recipients(parts)]

    def i_redirect_all_by(self, *parts: Any) -> Items:
        """"All damage that would be dealt to you this turn by target attacking creature is
        dealt to ~ instead"."""
        by = next(p for p in parts if isinstance(p, Obj))
        if len(by.refs) != 1:
            raise CompileError("damage from one source")
        new_to = _redirect(parts)
        return [DamageShield(to, by=by.refs[0], redirect=new_to,
                             to_source_controller=new_to is None)
                for to in _recipients(parts)]

    def i_redirect_all_matching(self, *parts: Any) -> Items:
        """614.9: "All combat damage that would be dealt to you by unblocked creatures this
        turn is dealt to ~ instead"."""
        by = next(p for p in parts if isinstance(p, ObjectFilter))
        new_to = _redirect(parts)
        return [DamageShield(to, combat_only=_combat(parts), matcher=DamageMatch(by=by),
                             redirect=new_to, to_source_controller=new_to is None)
                for to in _recipients(parts)]

    # ---- 615.1: damage matched as it is dealt
    def ds_desc(self, desc: Desc) -> ObjectFilter:
        if desc.player is not None and desc.player.who == "target" and not desc.chosen_type:
            # "creatures target opponent controls": bound to the target as it resolves
            return replace(desc.filter, controller="target")
        if desc.player is not None or desc.chosen_type:
            raise CompileError("sources of a player or type chosen later")
        return desc.filter

    def ds_nonsub_sources(self, tok: Token) -> ObjectFilter:
        """"non-Human sources": permanents, spells and cards alike."""
        return ObjectFilter(not_subtypes=frozenset({subtype(str(tok)[4:])}), zone=None)

    def i_prevent_matching_by(self, *parts: Any) -> Items:
        """"Prevent all combat damage that would be dealt this turn by creatures with
        power 4 or less"."""
        by = next(p for p in parts if isinstance(p, ObjectFilter))
        return [DamageShield(None, combat_only=_combat(parts), matcher=DamageMatch(by=by))]

    def i_prevent_matching_by_to_players(self, *parts: Any) -> Items:
        """"Prevent all damage that creatures would deal to players this turn"."""
        by = next(p for p in parts if isinstance(p, ObjectFilter))
        return [DamageShield(None, combat_only=_combat(parts),
                             matcher=DamageMatch(by=by, to_players="players"))]

    def i_prevent_to_players(self, *parts: Any) -> Items:
        """"Prevent all combat damage that would be dealt to players this turn"."""
        return [DamageShield(None, combat_only=_combat(parts),
                             matcher=DamageMatch(to_players="players"))]

    def i_prevent_to_matching(self, *parts: Any) -> Items:
        """"Prevent all damage that would be dealt this turn to creatures you control"."""
        desc = next(p for p in parts if isinstance(p, Desc))
        return [DamageShield(None, combat_only=_combat(parts),
                             matcher=DamageMatch(to=_permanents(desc)))]

    def i_prevent_to_you_and_matching(self, *parts: Any) -> Items:
        """"Prevent all damage that would be dealt to you and permanents you control this
        turn"."""
        desc = next(p for p in parts if isinstance(p, Desc))
        return [DamageShield(None, combat_only=_combat(parts),
                             matcher=DamageMatch(to=_permanents(desc), to_players="you"))]

    def i_prevent_by_chosen_color(self, *parts: Any) -> Items:
        """"Prevent all damage that would be dealt to target player this turn by sources of
        the color of your choice" (the colour is asked as it is activated or cast)."""
        self.scope.choose("color")
        return [DamageShield(to, by_chosen_color=True) for to in _recipients(parts)]

    def i_redirect_kind_to_controller(self, desc: Desc, *parts: Any) -> Items:
        """"The next time an instant or sorcery spell would deal damage to you this turn,
        that spell deals that damage to its controller instead" (614.9)."""
        if desc.player is not None or desc.chosen_type:
            raise CompileError("sources of a player or type chosen later")
        by = replace(desc.filter, zone=None) if desc.kind == "spell" else desc.filter
        return [DamageShield(to, next_time=True, to_source_controller=True,
                             matcher=DamageMatch(by=by)) for to in _recipients(parts)]

    def ru_unpreventable_by_self(self, _self: Any) -> EffectSpec:
        """615.12: "Damage that would be dealt by ~ can't be prevented"."""
        return EffectSpec((RuleChange(DAMAGE_CANT_BE_PREVENTED),), Affects.SELF)

    def rp_kind_source_plus(self, *parts: Any) -> ModifyDamage:
        """614.1a: "If another red source you control would deal damage to a permanent or
        player, it deals that much damage plus 1 to that permanent or player instead"."""
        flt = next(p for p in parts if isinstance(p, ObjectFilter))
        if any(getattr(p, "data", None) == "other_source" for p in parts):
            flt = replace(flt, other=True)
        n = next(p for p in parts if isinstance(p, Token) and p.type == "INT")
        return ModifyDamage(times=1, plus=int(n), source_filter=flt)

    # ---- 615: static prevention of some of the damage
    def rp_kind_of_source_prevent_some(self, flt: ObjectFilter, n: Expr) -> PreventDamageTo:
        """"If a green source would deal damage to you, prevent 2 of that damage"."""
        return PreventDamageTo(as_int(n), to_you=True, by_filter=flt)

    def rp_prevent_some_to(self, desc: Desc, n: Expr) -> PreventDamageTo:
        """"If a source would deal damage to a Cleric creature you control, prevent 1 of
        that damage"."""
        return PreventDamageTo(as_int(n), to_filter=_permanents(desc))
