"""Replacement and prevention clauses (614, 615): "Create three Wolf tokens instead if a
creature died this turn" (614.15, a self-replacement read after its condition), "If a
card would be put into an opponent's graveyard from anywhere, exile it instead"."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lark import Token, v_args

from tabletop.cards.compiler.noun_phrases import card_type
from tabletop.cards.compiler.one_shot_effects import OneShotEffectRules
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.damage_changes import DamageChange
from tabletop.engine.definitions.damage_filters import DamageThisTurnFilter
from tabletop.engine.definitions.damage_shields import DamageShield
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import PlayerRef, Ref
from tabletop.engine.definitions.replacement_specs import ZoneChangeInstead
from tabletop.engine.model.enums import CardType, Color, Zone

Items = list[Any]


class InsteadClauseRules(OneShotEffectRules):
    @v_args(inline=True, meta=True)
    def sentence_instead_after(self, meta: Any, instrs: Items, condition: Condition
                               ) -> Items:
        """614.15: "[instructions] instead if [condition]." is "If [condition],
        [instructions] instead."; targets named only there are not read (601.2c)."""
        span = self.source[meta.start_pos:meta.end_pos] if not meta.empty else ""
        if re.search(r"\btargets?\b", span.lower()):
            raise CompileError("'instead' with targets of its own")
        return self.sentence_instead(condition, instrs)

    # ---- 614.1a: cards put into a graveyard, exiled instead
    @v_args(inline=True)
    def rp_to_graveyard_exile(self, what: ObjectFilter, owner: str | None
                              ) -> ZoneChangeInstead:
        """A token put into a graveyard is an object going there too (111.7, 704.5d)."""
        return ZoneChangeInstead(to_zone="graveyard", instead="exile", from_zone=None,
                                 filter=replace(what, owner=owner))

    def gyo_card_or_token(self, _: Any) -> ObjectFilter:
        return ObjectFilter(zone=None)

    @v_args(inline=True)
    def gyo_desc(self, desc: Desc) -> ObjectFilter:
        """"a card" (never a token), "an instant or sorcery card", "a nontoken creature"."""
        if desc.player is not None or desc.chosen_type or desc.kind not in ("card", "object"):
            raise CompileError("cards of a player chosen later")
        flt = replace(desc.filter, zone=None)
        return replace(flt, token=False) if desc.kind == "card" else flt

    def gyw_any(self, _: Any) -> None:
        return None

    def gyw_opponent(self, _: Any) -> str:
        return "opponent"

    def gyw_you(self, _: Any) -> str:
        return "you"

    def rp_dealt_by_self_die_exile(self, _self: Any) -> ZoneChangeInstead:
        """"If a creature dealt damage by ~ this turn would die, exile it instead"."""
        flt = DamageThisTurnFilter(types=frozenset({CardType.CREATURE}),
                                   how="dealt_by_source")
        return ZoneChangeInstead(to_zone="graveyard", instead="exile", filter=flt)

    # ---- 614.1a, 615: static changes to the damage a source would deal
    @v_args(inline=True)
    def rp_damage_change(self, *parts: Any) -> DamageChange:
        source: dict[str, Any] = parts[0]
        at_least = next((p for p in parts if isinstance(p, tuple) and p[0] == "at_least"),
                        ("at_least", 1))[1]
        to: dict[str, Any] = parts[-2]
        change: dict[str, Any] = parts[-1]
        return DamageChange(at_least=at_least, **source, **to, **change)

    @v_args(inline=True)
    def dc_at_least(self, n: Expr) -> tuple[str, int]:
        return ("at_least", as_int(n))

    def dcs_any(self, _: Any) -> dict[str, Any]:
        return {}

    def dcs_yours(self, _: Any) -> dict[str, Any]:
        return {"yours": True}

    @v_args(inline=True)
    def dcs_kind(self, flt: ObjectFilter) -> dict[str, Any]:
        return {"source_filter": flt}

    @v_args(inline=True)
    def dcs_kind_yours(self, flt: ObjectFilter) -> dict[str, Any]:
        return {"source_filter": flt, "yours": True}

    def dcs_spell(self, _: Any) -> dict[str, Any]:
        """"a spell": a source on the stack."""
        return {"source_filter": ObjectFilter(zone=Zone.STACK)}

    @v_args(inline=True)
    def dck_color(self, tok: Token) -> ObjectFilter:
        """"a red source": a permanent, spell or card alike."""
        return ObjectFilter(colors=frozenset({Color.from_word(str(tok))}), zone=None)

    def dck_types(self, toks: list[Token]) -> ObjectFilter:
        """"an instant or sorcery source", "an artifact source"."""
        words = [str(t).lower() for t in toks]
        if any(w.endswith("s") for w in words):
            raise CompileError("a source is one object")
        return ObjectFilter(any_types=frozenset(card_type(w) for w in words), zone=None)

    def dct_you(self, _: Any) -> dict[str, Any]:
        return {"to_you": True}

    def dct_any(self, _: Any) -> dict[str, Any]:
        """"a creature or player" (older wording of "a permanent or player")."""
        return {"to_players": True, "to_filter": ObjectFilter()}

    def dct_players(self, _: Any) -> dict[str, Any]:
        return {"to_players": True}

    @v_args(inline=True)
    def dct_you_or_desc(self, desc: Desc) -> dict[str, Any]:
        """"you or a creature you control"."""
        return {"to_you": True, **self.dct_desc(desc)}

    def dct_attached(self, _: Any) -> dict[str, Any]:
        return {"to_attached": True}

    @v_args(inline=True)
    def dct_desc(self, desc: Desc) -> dict[str, Any]:
        if desc.player is not None or desc.chosen_type or desc.kind != "object":
            raise CompileError("permanents of a player chosen later")
        return {"to_filter": desc.filter}

    @v_args(inline=True)
    def dcc_plus(self, sign: int, n: Token, _that: Any = None) -> dict[str, Any]:
        return {"plus": sign * int(n)}

    @v_args(inline=True)
    def dcc_set(self, n: Expr, _that: Any = None) -> dict[str, Any]:
        return {"set_to": as_int(n)}

    @v_args(inline=True)
    def dcc_times(self, times: int, _that: Any = None) -> dict[str, Any]:
        return {"times": times}

    def dtimes_double(self, _: Any) -> int:
        return 2

    def dtimes_triple(self, _: Any) -> int:
        return 3

    @v_args(inline=True)
    def dcc_all_but(self, n: Expr) -> dict[str, Any]:
        return {"all_but": as_int(n)}

    @v_args(inline=True)
    def dcc_prevent_x(self, x: Expr) -> dict[str, Any]:
        return {"prevent": x}

    @v_args(inline=True)
    def dcc_prevent_n(self, n: Expr, _that: Any = None) -> dict[str, Any]:
        return {"prevent": n}

    def dsign_plus(self, _: Any) -> int:
        return 1

    def dsign_minus(self, _: Any) -> int:
        return -1

    def dc_that(self, _: Any) -> None:
        return None

    # ---- 615.1: static prevention of all of some damage
    @v_args(inline=True)
    def rp_prevent_all_to_you(self, *parts: Any) -> DamageChange:
        return DamageChange(prevent_all=True, to_you=True, combat=_combat(parts))

    @v_args(inline=True)
    def rp_prevent_noncombat_to(self, desc: Desc) -> DamageChange:
        return DamageChange(prevent_all=True, combat=False, **self.dct_desc(desc))

    @v_args(inline=True)
    def rp_prevent_all_by_spells(self, spells: ObjectFilter) -> DamageChange:
        return DamageChange(prevent_all=True, source_filter=spells, to_players=True,
                            to_filter=ObjectFilter())

    @v_args(inline=True)
    def rp_prevent_by_self_to(self, *parts: Any) -> DamageChange:
        desc = next(p for p in parts if isinstance(p, Desc))
        return DamageChange(prevent_all=True, by_self=True, combat=_combat(parts),
                            **self.dct_desc(desc))

    @v_args(inline=True)
    def rp_prevent_to_self_by(self, *parts: Any) -> DamageChange:
        by = next(p for p in parts if isinstance(p, ObjectFilter))
        return DamageChange(prevent_all=True, to_self=True, source_filter=by,
                            combat=_combat(parts))

    def pac_combat(self, _: Any) -> tuple[str, bool]:
        return ("combat", True)

    def pac_noncombat(self, _: Any) -> tuple[str, bool]:
        return ("combat", False)

    def pas_types(self, toks: list[Token]) -> ObjectFilter:
        """"instant and sorcery spells": either kind, on the stack."""
        return ObjectFilter(any_types=frozenset(card_type(str(t).lower()) for t in toks),
                            zone=Zone.STACK)

    @v_args(inline=True)
    def pass_desc(self, desc: Desc) -> ObjectFilter:
        if desc.player is not None or desc.chosen_type or desc.kind != "object":
            raise CompileError("sources of a player chosen later")
        return desc.filter

    # ---- 614.9: static redirection
    @v_args(inline=True)
    def rp_redirect_all(self, *parts: Any) -> DamageChange:
        to = next(p for p in parts if isinstance(p, dict))
        where = next(p for p in parts if isinstance(p, str))
        if where == "attached_controller" and not to.get("to_attached"):
            raise CompileError("'its controller' of no attached creature")
        return DamageChange(redirect=where, combat=_combat(parts), **to)

    def rdt_attached(self, _: Any) -> str:
        return "attached"

    def rdt_attached_controller(self, _: Any) -> str:
        return "attached_controller"

    def rdt_self(self, _: Any) -> str:
        return "self"

    # ---- 614.9: one turn's redirection from a resolved spell or ability
    @v_args(inline=True)
    def i_redirect_all_to(self, to: list[Ref | PlayerRef], where: tuple[str, Any]
                          ) -> Items:
        """"All damage that would be dealt to target creature this turn is dealt to you
        instead"; "to that source's controller" (`where` None)."""
        new_to = where[1]
        return [DamageShield(ref, redirect=new_to, to_source_controller=new_to is None)
                for ref in to]

    @v_args(inline=True)
    def i_redirect_all_by_to_controller(self, by: Obj, _: Any) -> Items:
        """"All damage that would be dealt this turn by target sorcery spell is dealt to
        that spell's controller instead"."""
        if len(by.refs) != 1:
            raise CompileError("damage from one source")
        return [DamageShield(None, by=by.refs[0], to_source_controller=True)]

    def rd_by_controller(self, _: Any) -> None:
        return None

    # ---- 615, 614.1a: damage to this object turned into counters
    @v_args(inline=True)
    def rp_prevent_self_remove_counter(self, _self: Any, kind: str, _again: Any
                                       ) -> DamageChange:
        return DamageChange(prevent_all=True, to_self=True, counters=(kind, -1))

    @v_args(inline=True)
    def rp_prevent_self_while_counter(self, _self: Any, kind: str, again: str, _s: Any
                                      ) -> DamageChange:
        if again != kind:
            raise CompileError("another kind of counter removed")
        return DamageChange(prevent_all=True, to_self=True, counters=(kind, -1),
                            while_counter=kind)

    @v_args(inline=True)
    def rp_damage_to_counters_self(self, _self: Any, kind: str, *_: Any) -> DamageChange:
        """Not prevention: it applies to damage that can't be prevented too (614.1a)."""
        return DamageChange(set_to=0, to_self=True, counters=(kind, 0))


def _combat(parts: tuple[Any, ...]) -> bool | None:
    """What "combat" / "noncombat" before "damage" says (None: all damage)."""
    return next((p[1] for p in parts if isinstance(p, tuple) and p and p[0] == "combat"),
                None)
