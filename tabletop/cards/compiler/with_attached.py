"""A permanent and what is attached to it, moved at once (grammar/with_attached.lark):
"Exile target attacking creature and all Equipment attached to it." (Soul Nova)."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj
from tabletop.engine.definitions.instructions import AllTargetsRef, TargetRef
from tabletop.engine.definitions.with_attached import WithAttached


def _moved(obj: Obj, desc: Desc, move: str, include_host: bool = True) -> list[Any]:
    if not isinstance(obj.ref, TargetRef | AllTargetsRef):
        raise CompileError("what is attached to no target")
    if desc.kind != "object" or desc.player is not None:
        raise CompileError("attached things of no description")
    return [WithAttached(obj.ref, desc.filter, move, include_host)]


@v_args(inline=True)
class WithAttachedRules(ClauseRules):
    def i_destroy_with_attached(self, obj: Obj, desc: Desc) -> list[Any]:
        return _moved(obj, desc, "destroy")

    def i_exile_with_attached(self, obj: Obj, desc: Desc) -> list[Any]:
        return _moved(obj, desc, "exile")

    def i_return_with_attached(self, obj: Obj, desc: Desc) -> list[Any]:
        return _moved(obj, desc, "return")

    def i_destroy_attached(self, desc: Desc, obj: Obj) -> list[Any]:
        return _moved(obj, desc, "destroy", include_host=False)
