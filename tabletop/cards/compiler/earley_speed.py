"""A faster predictor and completer for Lark's Earley parser: the same items, in the same
order, so the same trees, with less work.

Lark's `predict_and_complete` (lark 1.3, `lark/parsers/earley.py`) has costs that grow with
the grammar rather than with the text:

- the predictor makes a new item for every rule that can begin a nonterminal (Lark's
  `predictions`: the rules of the nonterminal and, through their first symbols, of every
  nonterminal that can begin it) each time an item of the column expects that
  nonterminal, and then finds most of them there already; here the rules that can begin a
  nonterminal are predicted once per column, and so are those of every nonterminal that
  can begin it, which are among them (a later prediction only met items the column or
  the scan buffer held already, so adding them changed nothing);
- the completer looks through the whole column where the completed item began for the
  items expecting its symbol; a column before the current one no longer changes, so here
  it is indexed once by what its items expect;
- the predictor puts every predicted rule that begins with a terminal in the scan buffer,
  and the scanner then tries the terminal's pattern at that place, where most fail; with
  Lark's dynamic lexer (which reads the text itself) a predicted rule none of whose first
  terminals (those it can begin with, through its first symbols: Lark's FIRST sets,
  past symbols that can be empty) matches where it is predicted or past the ignored text
  (white space) that begins there is left out: the scanner would have dropped it, or the
  nonterminal it begins with could never be completed there (and nothing else refers to
  a predicted item), so the items it advances are the same, in the same order; a rule
  that can be empty is always predicted; the start symbol's own rules, which Lark's
  `parse` predicts before the first column (a thousand of them for a sentence), are
  left out the same way (`parse_predicting`);
- an item works out what its rule expects next, and its hash, afresh each time it is
  made; here that is worked out once per rule and position (`_item_init`: the same
  fields; a hash that differs in value only, which no order of Lark's depends on, as
  its item sets keep the order items were added in).

Everything else is Lark's code as it is. `install()` puts these in place only on the Lark
version they were written for; any other keeps Lark's own (slower, same answers).
"""

from __future__ import annotations

import threading
from collections import deque
from typing import Any

import lark
from lark.exceptions import UnexpectedEOF as _UnexpectedEOF
from lark.grammar import NonTerminal
from lark.parsers import earley, xearley
from lark.parsers.earley_common import Item as _Item
from lark.parsers.earley_forest import ForestToParseTree as _ForestToParseTree
from lark.utils import OrderedSet, dedup_list

Item: Any = _Item  # untyped in Lark
UnexpectedEOF: Any = _UnexpectedEOF
ForestToParseTree: Any = _ForestToParseTree

WRITTEN_FOR = ("1.3.",)  # the Lark versions whose predict_and_complete this mirrors


_Shapes = tuple[Any, tuple[tuple[bool, Any, Any, Any, int], ...]]
_SHAPES: dict[int, _Shapes] = {}  # id(rule) -> (rule, its items' fields at each position)


def _shapes(rule: Any) -> _Shapes:
    expansion = rule.expansion
    size = len(expansion)
    fields = []
    for ptr in range(size + 1):
        complete = ptr == size
        s = rule.origin if complete else (rule, ptr)
        previous = expansion[ptr - 1] if ptr > 0 and size else None
        fields.append((complete, s, None if complete else expansion[ptr], previous,
                       hash((s, rule))))
    shapes = _SHAPES[id(rule)] = (rule, tuple(fields))
    return shapes


def _item_init(self: Any, rule: Any, ptr: int, start: int) -> None:
    """`Item.__init__` with the fields of each rule position worked out once."""
    shapes = _SHAPES.get(id(rule))
    if shapes is None or shapes[0] is not rule:
        shapes = _shapes(rule)
    self.is_complete, self.s, self.expect, self.previous, partial = shapes[1][ptr]
    self.rule = rule
    self.ptr = ptr
    self.start = start
    self.node = None
    self._hash = hash((partial, start))


def _originators(columns: list[Any], start: int, i: int, symbol: Any) -> list[Any]:
    """The items of column `start` that expect `symbol`, in the column's order."""
    column = columns[start]
    if start == i or not isinstance(column, OrderedSet):  # still growing: look through it
        return [item for item in column if item.expect is not None and item.expect == symbol]
    index: dict[Any, list[Any]] | None = getattr(column, "_by_expect", None)
    if index is None:
        index = {}
        for item in column:
            if item.expect is not None:
                index.setdefault(item.expect, []).append(item)
        column._by_expect = index  # type: ignore[attr-defined]
    return index.get(symbol, [])


def _covered(self: Any, symbol: Any) -> frozenset[Any]:
    """The nonterminals whose predictions predicting `symbol` makes too: the origins of
    its predicted rules (each one's predictions are among `symbol`'s)."""
    known: dict[Any, frozenset[Any]] | None = getattr(self, "_covered_by", None)
    if known is None:
        known = self._covered_by = {}
    found = known.get(symbol)
    if found is None:
        found = known[symbol] = frozenset(rule.origin for rule in self.predictions[symbol])
    return found


class _Lookahead:
    """Which terminals can be scanned from one place of the text being parsed: there, or
    past ignored text that begins there (xearley carries the scan buffer over it)."""

    def __init__(self, parser: Any, text: str) -> None:
        self.match = parser.term_matcher
        self.ignore = parser.ignore
        self.text = text
        self.place = -1
        self.places: list[int] = []
        self.found: dict[str, bool] = {}
        self.found_sets: dict[int, bool] = {}

    def at(self, place: int) -> _Lookahead:
        if place != self.place:
            self.place, self.found, self.found_sets = place, {}, {}
            self.places = [place]
            for start in self.places:  # grows while ignored text follows ignored text
                for terminal in self.ignore:
                    m = self.match(terminal, self.text, start)
                    if m and m.end() not in self.places:
                        self.places.append(m.end())
        return self

    def can_scan(self, terminal: Any) -> bool:
        found = self.found.get(terminal.name)
        if found is None:
            found = self.found[terminal.name] = any(
                self.match(terminal, self.text, place) for place in self.places)
        return found

    def can_begin(self, firsts: frozenset[Any]) -> bool:
        """Whether any of these terminals can be scanned here (kept per set of them)."""
        key = id(firsts)
        found = self.found_sets.get(key)
        if found is None:
            found = self.found_sets[key] = any(self.can_scan(t) for t in firsts)
        return found


_reading = threading.local()  # the text the dynamic-lexer parser of this thread reads


def _rule_firsts(self: Any, rule: Any, interned: dict[frozenset[Any], frozenset[Any]]
                 ) -> frozenset[Any] | None:
    """The terminals `rule` can begin with (through its first symbols and any empty ones
    before them), or None when it can be empty."""
    firsts: set[Any] = set()
    for symbol in rule.expansion:
        firsts |= self.FIRST[symbol]
        if symbol.is_term or symbol not in self.NULLABLE:
            found = frozenset(firsts)
            return interned.setdefault(found, found)
    return None


_Predictions = tuple[list[tuple[Any, int]], tuple[frozenset[Any], ...]]


def _first_terminals(self: Any, symbol: Any) -> _Predictions:
    """`symbol`'s predicted rules, each with the index of the set of terminals it can begin
    with among the distinct sets that follow (-1: it can be empty)."""
    known: dict[Any, _Predictions] | None = getattr(self, "_first_terminals", None)
    if known is None:
        known = self._first_terminals = {}
    found = known.get(symbol)
    if found is None:
        interned: dict[frozenset[Any], frozenset[Any]] = getattr(self, "_interned_firsts", {})
        self._interned_firsts = interned
        distinct: dict[frozenset[Any], int] = {}
        pairs = []
        for rule in self.predictions[symbol]:
            firsts = _rule_firsts(self, rule, interned)
            pairs.append((rule, -1 if firsts is None else distinct.setdefault(firsts,
                                                                           len(distinct))))
        found = known[symbol] = (pairs, tuple(distinct))
    return found


def parse_predicting(self: Any, stream: Any, start: str) -> Any:
    """Lark's `Parser.parse` (lark 1.3, `lark/parsers/earley.py`) for the dynamic lexer,
    with the text it reads known to the predictor: the start symbol's rules are predicted
    as every other nonterminal's are (the module's docstring), the greatest saving of
    all, as an entry point of the grammar begins with a thousand rules."""
    if not isinstance(stream, str) or self.complete_lex or self.debug:
        return _LARKS_OWN_PARSE(self, stream, start)
    before = getattr(_reading, "lookahead", None)
    lookahead = _reading.lookahead = _Lookahead(self, stream)
    try:
        start_symbol = NonTerminal(start)
        columns = [self.Set()]
        to_scan = self.Set()  # the scan buffer ('Q' in Scott's paper)
        pairs, distinct = _first_terminals(self, start_symbol)
        begins = [lookahead.at(0).can_begin(firsts) for firsts in distinct]
        for rule, k in pairs:
            if k < 0 or begins[k]:
                item = Item(rule, 0, 0)
                if item.expect in self.TERMINALS:
                    to_scan.add(item)
                else:
                    columns[0].add(item)

        to_scan = self._parse(stream, columns, to_scan, start_symbol)
    finally:
        _reading.lookahead = before

    # the item completing the start symbol in the last column is the root of the forest
    solutions = dedup_list(n.node for n in columns[-1] if n.is_complete and n.node is not None
                           and n.s == start_symbol and n.start == 0)
    if not solutions:
        raise UnexpectedEOF([t.expect.name for t in to_scan],
                            state=frozenset(i.s for i in to_scan))
    if len(solutions) > 1:
        raise RuntimeError("Earley should not generate multiple start symbol items!")
    solution, = solutions
    if self.Tree is None:
        return solution
    # ambiguity="resolve" builds the tree without ForestToParseTree's cache (Lark #1283)
    transformer = ForestToParseTree(self.Tree, self.callbacks,
                                    self.forest_sum_visitor and self.forest_sum_visitor(),
                                    self.resolve_ambiguity, not self.resolve_ambiguity)
    return transformer.transform(solution)


def predict_and_complete(self: Any, i: int, to_scan: Any, columns: list[Any],
                         transitives: list[dict[Any, Any]], node_cache: dict[Any, Any]
                         ) -> None:
    """Lark's Earley predictor and completer (Scott 2008), as in lark 1.3's
    `Parser.predict_and_complete`, with the shortcuts of the module's docstring."""
    held_completions: dict[Any, Any] = {}
    predicted: set[Any] = set()
    reading: _Lookahead | None = getattr(_reading, "lookahead", None)
    lookahead = None if reading is None else reading.at(i)
    terminals = self.TERMINALS
    symbol_node = self.SymbolNode

    column = columns[i]
    items = deque(column)
    while items:
        item = items.pop()

        if item.is_complete:  # the completer
            if item.node is None:
                label = (item.s, item.start, i)
                item.node = (node_cache[label] if label in node_cache
                             else node_cache.setdefault(label, symbol_node(*label)))
                item.node.add_family(item.s, item.rule, item.start, None, None)

            if item.rule.origin in transitives[item.start]:  # Leo's right recursion
                transitive = transitives[item.start][item.s]
                if transitive.previous in transitives[transitive.column]:
                    root_transitive = transitives[transitive.column][transitive.previous]
                else:
                    root_transitive = transitive

                new_item = Item(transitive.rule, transitive.ptr, transitive.start)
                label = (root_transitive.s, root_transitive.start, i)
                new_item.node = (node_cache[label] if label in node_cache
                                 else node_cache.setdefault(label, symbol_node(*label)))
                new_item.node.add_path(root_transitive, item.node)
                if new_item.expect in terminals:
                    to_scan.add(new_item)
                elif new_item not in column:
                    column.add(new_item)
                    items.append(new_item)
            else:
                if item.start == i:  # an empty symbol: held for later predictions (H)
                    held_completions[item.rule.origin] = item.node

                for originator in _originators(columns, item.start, i, item.s):
                    new_item = originator.advance()
                    label = (new_item.s, originator.start, i)
                    new_item.node = (node_cache[label] if label in node_cache
                                     else node_cache.setdefault(label, symbol_node(*label)))
                    new_item.node.add_family(new_item.s, new_item.rule, i, originator.node,
                                             item.node)
                    if new_item.expect in terminals:
                        to_scan.add(new_item)
                    elif new_item not in column:
                        column.add(new_item)
                        items.append(new_item)

        elif item.expect in self.NON_TERMINALS:  # the predictor
            new_items = []
            if item.expect not in predicted:
                predicted.update(_covered(self, item.expect))
                predicted.add(item.expect)
                if lookahead is None:
                    new_items = [Item(rule, 0, i) for rule in self.predictions[item.expect]]
                else:
                    pairs, distinct = _first_terminals(self, item.expect)
                    begins = [lookahead.can_begin(firsts) for firsts in distinct]
                    new_items = [Item(rule, 0, i) for rule, k in pairs if k < 0 or begins[k]]

            if item.expect in held_completions:
                new_item = item.advance()
                label = (new_item.s, item.start, i)
                new_item.node = (node_cache[label] if label in node_cache
                                 else node_cache.setdefault(label, symbol_node(*label)))
                new_item.node.add_family(new_item.s, new_item.rule, new_item.start, item.node,
                                         held_completions[item.expect])
                new_items.append(new_item)

            for new_item in new_items:
                if new_item.expect in terminals:
                    to_scan.add(new_item)
                elif new_item not in column:
                    column.add(new_item)
                    items.append(new_item)


_LARKS_OWN = (earley.Parser.predict_and_complete, _Item.__init__)
_LARKS_OWN_PARSE: Any = xearley.Parser.parse


def install() -> bool:
    """Use the faster method in Lark's Earley parsers; False (Lark's own kept) on a Lark
    version it was not written for."""
    if not lark.__version__.startswith(WRITTEN_FOR):
        return False
    parser_class: Any = earley.Parser
    parser_class.predict_and_complete = predict_and_complete
    Item.__init__ = _item_init
    dynamic: Any = xearley.Parser
    dynamic.parse = parse_predicting
    return True


def uninstall() -> None:
    """Lark's own methods again (for comparing the two)."""
    parser_class: Any = earley.Parser
    parser_class.predict_and_complete, Item.__init__ = _LARKS_OWN
    dynamic: Any = xearley.Parser
    dynamic.parse = _LARKS_OWN_PARSE
