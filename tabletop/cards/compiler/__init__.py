"""The Oracle-text compiler: rules text in, engine abilities out.

    compile_text("Creatures you control get +1/+1.", "Glorious Anthem")

A Lark (Earley) grammar in `grammar/*.lark` reads each ability line; the
transformer modules (`t_*.py`) turn the parse trees into the engine's frozen
primitives. Reminder text is kept for display and never compiled; the card's
own name and "this creature" refer to the card itself. A line the grammar
cannot read is reported in `CompiledText.unknown`.
"""

from __future__ import annotations

from tabletop.cards.compiler.compile import CompiledText, clause_key, compile_text

__all__ = ["CompiledText", "clause_key", "compile_text"]
