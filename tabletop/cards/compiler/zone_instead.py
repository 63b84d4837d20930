"""Where this object goes instead of a graveyard or the battlefield (614.1a, 614.1c;
400.6: its own ability applies as it moves from any zone): "If ~ would be put into a
graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead", "If ~
would die, put ~ on top of its owner's library instead", "If ~ would enter, sacrifice a
Forest instead. ...". Revealing shows the card to every player: its move is in the
game's public log."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.life_gain_changes import LifeGainChange
from tabletop.engine.definitions.replacement_specs import ModifyCounters, ZoneChangeInstead
from tabletop.engine.definitions.sacrifice_to_enter import SacrificeToEnter


@v_args(inline=True)
class ZoneInsteadRules(ClauseRules):
    def rp_self_anywhere_instead(self, *parts: Any) -> ZoneChangeInstead:
        instead = next(p for p in parts if isinstance(p, str))
        return ZoneChangeInstead(to_zone="graveyard", instead=instead, from_zone=None)

    def rp_self_dies_instead(self, _self: Any, instead: str) -> ZoneChangeInstead:
        return ZoneChangeInstead(to_zone="graveyard", instead=instead)

    def si_library(self, *_: Any) -> str:
        return "library"

    def si_library_top(self, *_: Any) -> str:
        return "library_top"

    def si_library_bottom(self, *_: Any) -> str:
        return "library_bottom"

    def si_hand(self, *_: Any) -> str:
        return "hand"

    def rp_sacrifice_to_enter(self, *parts: Any) -> SacrificeToEnter:
        """614.1c: "If ~ would enter, sacrifice two untapped lands instead. If you do, put
        ~ onto the battlefield. If you don't, put it into its owner's graveyard"."""
        desc = next(p for p in parts if isinstance(p, Desc))
        n = next((p for p in parts if isinstance(p, Expr)), None)
        if desc.player is not None or desc.kind not in ("object", "permanent"):
            raise CompileError("permanents its controller sacrifices")
        return SacrificeToEnter(replace(desc.filter, controller=None),
                                1 if n is None else as_int(n))

    # ---- 614.1a: counters put on a permanent
    def ci_twice(self) -> int:
        return 2

    def rp_counters_instead(self, kind: str, desc: Desc, times: int, again: str
                            ) -> ModifyCounters:
        """"If one or more +1/+1 counters would be put on a creature you control, twice that
        many +1/+1 counters are put on it instead" (Corpsejack Menace)."""
        if again != kind:
            raise CompileError("other counters put instead")
        return ModifyCounters(kind, desc.filter, times=times)

    def rp_counters_minus_one(self, kind: str, desc: Desc, again: str) -> ModifyCounters:
        """"..., that many -1/-1 counters minus one are put on it instead" (Vizier of
        Remedies)."""
        if again != kind:
            raise CompileError("other counters put instead")
        return ModifyCounters(kind, desc.filter, plus=-1)

    # ---- 614.1a: gaining life
    def rp_gain_twice(self) -> LifeGainChange:
        return LifeGainChange(times=2)

    def rp_opponent_loses_instead(self) -> LifeGainChange:
        return LifeGainChange(whose="opponent", lose=True)
