"""A clause whose parse tree was not wholly turned into definitions is not understood."""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token, Tree

from tabletop.cards.compiler.leftover_trees import holds_tree
from tabletop.engine.definitions.instructions import TargetSpec


@dataclass(frozen=True)
class _Holder:
    parts: tuple[object, ...]


def test_a_raw_tree_anywhere_inside_a_definition_is_found() -> None:
    spec = TargetSpec(kind="creature")
    assert not holds_tree((spec, {"a": [1, "x"]}, _Holder((spec, None))))
    assert holds_tree(_Holder((spec, [Tree("sentence_draw", [])])))
    assert holds_tree({"k": _Holder((Token("WORD", "draw"),))})
