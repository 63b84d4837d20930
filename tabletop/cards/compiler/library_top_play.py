"""Playing the top card of one's library (grammar/library_top_play.lark): "You may play the
top card of your library [if it's a land card]" (601.3 casting it, 305.1 playing a land)
and "You may cast the top card of your library if it's a creature card" (601.3 only): a
rule change CAST_FROM_LIBRARY_TOP whose `filter` is the kind of card, `lands` whether a
land among them may be played (definitions/library_top_casting.py)."""

from __future__ import annotations

from dataclasses import replace

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc
from tabletop.engine.definitions.effects import Affects, EffectSpec, RuleChange
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.library_top_casting import CAST_FROM_LIBRARY_TOP


def _permission(desc: Desc | None, lands: bool) -> list[object]:
    if desc is not None and (desc.kind not in ("card", "object") or desc.player is not None):
        raise CompileError("'the top card of your library if it's ...' of no card kind")
    flt = ObjectFilter(zone=None) if desc is None else replace(desc.filter, zone=None)
    params = (("filter", flt), ("once", False), ("lands", lands))
    return [EffectSpec((RuleChange(CAST_FROM_LIBRARY_TOP, params),), Affects.SELF)]


@v_args(inline=True)
class LibraryTopPlayRules(ClauseRules):
    def ss_play_library_top(self, desc: Desc | None = None) -> list[object]:
        return _permission(desc, lands=True)

    def ss_cast_library_top(self, desc: Desc | None = None) -> list[object]:
        return _permission(desc, lands=False)
