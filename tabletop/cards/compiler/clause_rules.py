"""What the transformer rules of every clause family share: the clause being compiled,
its scope, and the compiler of quoted abilities ("has "{T}: Add {G}."")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import Token, Transformer

from tabletop.cards.compiler.phrases import CompileError, Quoted, SpellPart
from tabletop.cards.compiler.scope import Scope
from tabletop.engine.definitions.abilities import Ability
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent

QuotedCompiler = Callable[[str, bool], tuple[Ability, ...]]
# resolve_abilities: abilities and quoted abilities, and whether a CDA may be among them
AbilityResolver = Callable[[tuple[object, ...], bool], tuple[Ability, ...]]
# what an entry point ("start_static", "start_spell", ...) makes of a clause
ClauseResult = list[Ability] | SpellPart
# whose event a trigger watches: "self", "attached", "other", "any", with a filter
Subject = tuple[str, ObjectFilter | None]


class ClauseRules(Transformer[Token, ClauseResult]):
    """The base of every family's rules. `scope` numbers the targets in text order (Lark
    transforms children left to right) and resolves "it" and "that creature"; `text` is
    the clause as printed, `source` the clause as parsed (the card's name as "~")."""

    def __init__(self, scope: Scope, text: str, source: str, quoted: QuotedCompiler) -> None:
        super().__init__()
        self.scope = scope
        self.text = text
        self.source = source
        self.previous_expr: Expr | None = None  # what "that number" means
        self.unless_x: Expr | None = None  # "unless its controller pays {1} for each ..."
        self._quoted = quoted

    def _trigger_text(self) -> str:
        """A trigger condition's words (603.1): the clause up to its first comma."""
        return self.text.split(",")[0]

    def _trigger(self, event: TriggerEvent, subject: Subject, **kwargs: Any) -> list[Trigger]:
        """The trigger of `event` happening to `subject` (603.2)."""
        who, flt = subject
        return [Trigger(event, subject=who, filter=flt, text=self._trigger_text(), **kwargs)]

    def resolve_abilities(self, items: tuple[object, ...], cda_allowed: bool = False
                          ) -> tuple[Ability, ...]:
        """Abilities as written in a clause: compiled ones, and quoted ones compiled now."""
        out: list[Ability] = []
        for item in items:
            if isinstance(item, Quoted):
                out.extend(self._quoted(item.text, cda_allowed))
            elif isinstance(item, Ability):
                out.append(item)
            else:
                raise CompileError(f"not an ability: {item!r}")
        return tuple(out)
