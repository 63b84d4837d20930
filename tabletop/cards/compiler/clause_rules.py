"""What the transformer rules of every clause family share: the clause being compiled,
its scope, and the compiler of quoted abilities ("has "{T}: Add {G}."")."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Transformer

from tabletop.cards.compiler.phrases import CompileError, Quoted, SpellPart
from tabletop.cards.compiler.scope import Scope
from tabletop.engine.definitions.abilities import Ability
from tabletop.engine.definitions.expressions import Expr

QuotedCompiler = Callable[[str, bool], tuple[Ability, ...]]
# resolve_abilities: abilities and quoted abilities, and whether a CDA may be among them
AbilityResolver = Callable[[tuple[object, ...], bool], tuple[Ability, ...]]
# what an entry point ("start_static", "start_spell", ...) makes of a clause
ClauseResult = list[Ability] | SpellPart


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
