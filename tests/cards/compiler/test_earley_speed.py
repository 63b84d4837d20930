"""The faster Earley predictor gives exactly the trees (and failures) Lark's own gives."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import lark
import pytest
from lark import Token, Tree
from lark.exceptions import LarkError

from tabletop.cards.compiler import earley_speed
from tabletop.cards.compiler.parser import likely_entries, parser
from tabletop.cards.database import CardDatabase

CLAUSES = [
    ("Each player loses X life, discards X cards, sacrifices X creatures, then sacrifices "
     "X lands.", "start_sentence"),
    ("Search your library for up to three basic land cards, reveal them, and put them into "
     "your hand.", "start_sentence"),
    ("Whenever a creature you control with toughness 4 or greater dies", "start_trigger_head"),
    ("Nontoken creatures you control enter as a copy of enchanted creature.",
     "start_static_sentence"),
    ("{2}, {T}, Sacrifice an artifact", "start_costs"),
    ("Flying, first strike, protection from red", "start_keywords"),
    ("Counter target spell unless its controller discards their hand.", "start_sentence"),
    ("Frobnicate the quux.", "start_sentence"),
    (" discard that many cards.", "start_sentence"),  # ignored text before the first word
    ("", "start_sentence"),
]


def _shape(tree: Any) -> Any:
    if isinstance(tree, Tree):
        meta = tree.meta
        where = None if meta.empty else (meta.start_pos, meta.end_pos, meta.line, meta.column)
        return tree.data, where, tuple(_shape(c) for c in tree.children)
    if isinstance(tree, Token):
        return tree.type, str(tree), tree.start_pos, tree.end_pos
    return repr(tree)


def _parses(clauses: list[tuple[str, str]]) -> list[Any]:
    out: list[Any] = []
    for text, start in clauses:
        try:
            out.append(_shape(parser().parse(text, start=start)))
        except LarkError as err:
            out.append(type(err).__name__)
    return out


@pytest.fixture
def larks_own() -> Iterator[None]:
    parser()
    earley_speed.uninstall()
    yield
    assert earley_speed.install()


def _shipped_clauses() -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    for record in CardDatabase.builtin():
        for line in record.oracle.splitlines():
            text = line.split(" (")[0].strip()
            found.extend((text, e) for e in likely_entries(text)[:2] if text)
    return found[:60]


def test_the_same_trees_as_larks_own_predictor(larks_own: None) -> None:
    clauses = CLAUSES + _shipped_clauses()
    expected = _parses(clauses)
    assert earley_speed.install()
    assert _parses(clauses) == expected
    assert "UnexpectedCharacters" in expected and len(set(map(str, expected))) > 20


def test_other_lark_versions_keep_larks_own(larks_own: None,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    from lark.parsers import earley

    with monkeypatch.context() as patched:
        patched.setattr(lark, "__version__", "9.0.0")
        assert not earley_speed.install()
        assert earley.Parser.predict_and_complete is not earley_speed.predict_and_complete
