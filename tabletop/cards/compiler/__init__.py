"""The Oracle-text compiler: rules text in, engine abilities out.

    compile_text("Creatures you control get +1/+1.", "Glorious Anthem")

A Lark (Earley) grammar in `grammar/*.lark` reads each ability line; the
transformer turns the parse trees into the engine's frozen primitives, with one
module of rules per clause family: keywords, costs, activated, triggered and
static abilities, replacement effects, one-shot and continuous effects,
conditions, values, targets, players and noun phrases. Reminder text is kept
for display and never compiled; the card's own name and "this creature" refer
to the card itself. A line the grammar cannot read is reported in
`CompiledText.unknown`.
"""

from __future__ import annotations

from tabletop.cards.compiler.compile import CompiledText, clause_key, compile_text

__all__ = ["CompiledText", "clause_key", "compile_text"]
