"""A clause read in pieces: its sentences, a trigger's head, an activated ability's costs.

The Earley parser's time grows faster than the length of the text, and most sentences
("Draw a card.", "Destroy target creature.") are printed on many cards: so an ability
line is split where the grammar itself splits it (at each sentence's period, after a
trigger's comma, at the colon after costs), each piece is parsed on its own and cached,
and the pieces' trees are joined into the tree the whole clause would have had. The
positions in the joined tree are those in the whole clause (target texts are cut from
it). A few rules read several sentences at once ("Destroy target creature. It can't be
regenerated."); a clause holding one of them is parsed whole.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from lark import Token, Tree

from tabletop.cards.compiler.parser import MAX_CLAUSE_CHARS, could_parse, parse

Parsed = Tree[Token]
# grammar rules that read across a sentence's period
_ACROSS_SENTENCES = re.compile(
    r"choose new targets|remove that counter"
    r"|\botherwise\b|the same is true|this effect can't reduce"
    r"|choose one of them\. (?:until end of turn, )?you may play"
    r"|if you don't, ~ enters tapped"
    r"|spend this mana only|this mana can't be spent|when you discard a card this way"
    r"|choose a nonland card name"
    r"|to the chosen number"  # 608.2d (one_shot_riders.lark)
    r"|clash with an opponent\. if you win"  # 701.30 (keyword_mechanics.lark)
    r"|shares a creature type with [^.]*, you may reveal it"  # kinship (same)
    r"|instead\. if you do, put ~ onto the battlefield"  # 614.1c (zone_instead.lark)
    r"|prevent that damage\. remove an? "  # 615 (instead_clauses.lark)
    r"|until you exile [^.]*\. you may cast that card"  # like cascade (combat_triggers)
    r"|damage to each opponent who didn't"  # (combat_triggers.lark)
    r"|\. if you do or if [^,]*, ~ enters"  # (same)
    r"|any player may [^.]*\. if a player does"  # 101.4 (enter_leave.lark)
    r"|had flash\. if you cast it any time a sorcery"  # 702.8a (keyword_group_b.lark)
    r"|\. destroy the rest\."  # 701.8a (choose_rest.lark)
    r"|\. this ability can't cause the total number"  # 122.1 (capped_counters.lark)
    r"|choose an opponent at random\. ~ attacks that player",  # 508.1d (random_attacks)
    re.IGNORECASE)


def _outside_quotes(text: str, mark: str) -> list[int]:
    """Positions of `mark` that are not inside a quoted ability."""
    out: list[int] = []
    quoted = False
    for i, ch in enumerate(text):
        if ch == '"':
            quoted = not quoted
        elif ch == mark and not quoted:
            out.append(i)
    return out


def _shifted(tree: Parsed, offset: int) -> Parsed:
    """A copy of a (shared, cached) tree with its positions moved by `offset`."""
    if offset == 0:
        return tree
    children = [_shifted(c, offset) if isinstance(c, Tree) else c for c in tree.children]
    new: Parsed = Tree(tree.data, children)
    meta = tree.meta
    if not meta.empty:
        for name in ("line", "column", "end_line", "end_column"):
            setattr(new.meta, name, getattr(meta, name))
        new.meta.start_pos = meta.start_pos + offset
        new.meta.end_pos = meta.end_pos + offset
        new.meta.empty = False
    return new


def _piece(text: str, start: str, offset: int) -> list[Parsed | Token] | None:
    """The children of a piece's start rule, placed in the whole clause."""
    tree = parse(text, start)
    if tree is None:
        return None
    return [_shifted(c, offset) if isinstance(c, Tree) else c for c in tree.children]


def _sentences(text: str, offset: int) -> list[tuple[str, int]]:
    """The sentences of `text` (each with its period) and where each begins."""
    out: list[tuple[str, int]] = []
    begin = 0
    for end in _outside_quotes(text, "."):
        if text[begin:end].strip():
            out.append((text[begin:end + 1], offset + begin))
        begin = end + 1
    if text[begin:].strip():
        out.append((text[begin:], offset + begin))
    return out


def _effect_text(text: str, offset: int) -> Parsed | None:
    sentences: list[Parsed | Token] = []
    for sentence, at in _sentences(text, offset):
        children = _piece(sentence, "start_sentence", at)
        if children is None:
            return None
        sentences.extend(children)
    return Tree("effect_text", sentences) if sentences else None


def _spell(text: str) -> Parsed | None:
    effect = _effect_text(text, 0)
    return None if effect is None else Tree("start_spell", [effect])


def _static(text: str) -> Parsed | None:
    sentences: list[Parsed | Token] = []
    for sentence, at in _sentences(text, 0):
        children = _piece(sentence, "start_static_sentence", at)
        if children is None:
            return None
        sentences.extend(children)
    return Tree("start_static", sentences) if sentences else None


def _triggered(text: str) -> Parsed | None:
    """"When X, [if Y,] Z.": the longest head that reads as a trigger (with its
    intervening "if", 603.4), then the effect."""
    heads = [(i, h) for i in _outside_quotes(text, ",")
             if (h := _piece(text[:i], "start_trigger_head", 0)) is not None]
    for i, head in reversed(heads):
        effect = _effect_text(text[i + 1:], i + 1)
        if effect is not None:
            return Tree("start_triggered", [*head, effect])
    return None


def _after_colon(text: str, head_start: str, entry: str,
                 rule_allowed: bool) -> Parsed | None:
    colons = _outside_quotes(text, ":")
    if not colons:
        return None
    i = colons[0]
    head = _piece(text[:i], head_start, 0)
    if head is None:
        return None
    sentences = _sentences(text[i + 1:], i + 1)
    rule: list[Parsed | Token] | None = None
    if rule_allowed and len(sentences) > 1:
        last, at = sentences[-1]
        rule = _piece(last, "start_activation_rule", at)
        if rule is not None:
            sentences = sentences[:-1]
    effect: list[Parsed | Token] = []
    for sentence, at in sentences:
        children = _piece(sentence, "start_sentence", at)
        if children is None:
            return None
        effect.extend(children)
    if not effect:
        return None
    return Tree(entry, [*head, Tree("effect_text", effect), *(rule or [])])


def _activated(text: str) -> Parsed | None:
    return _after_colon(text, "start_costs", "start_activated", True)


def _loyalty(text: str) -> Parsed | None:
    return _after_colon(text, "start_loyalty_cost", "start_loyalty", False)


_SPLITTERS: dict[str, Callable[[str], Parsed | None]] = {
    "start_spell": _spell,
    "start_static": _static,
    "start_triggered": _triggered,
    "start_activated": _activated,
    "start_loyalty": _loyalty,
}


def parse_clause(text: str, start: str) -> Parsed | None:
    """The tree of a whole clause from the entry point `start`, read in pieces where the
    grammar allows (the same tree the whole text gives), or None."""
    splitter = _SPLITTERS.get(start)
    if splitter is None or _ACROSS_SENTENCES.search(text):
        return parse(text, start)
    if len(text) > MAX_CLAUSE_CHARS or not could_parse(text):
        return None
    return splitter(text)
