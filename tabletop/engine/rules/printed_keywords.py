"""Whether any card in the game prints a keyword, read cheaply before a check that looks
at the whole battlefield for it (the city's blessing 702.131b, pairs 702.95e): a board
of a thousand permanents without such a card skips the check. Abilities come from the
cards (a copy is of a card in the game; no effect grants ascend or soulbond), and a
card's printed keywords never change, so they are read once per card definition."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.characteristics import CardDefinition


# id of a card definition -> (the definition, kept alive so the id stays its own; its
# printed keywords); definitions are frozen, and hashing one would read all its fields
_KNOWN: dict[int, tuple[CardDefinition, frozenset[str]]] = {}


def _printed(card: CardDefinition) -> frozenset[str]:
    """The keywords a card prints on any of its faces, in lower case."""
    known = _KNOWN.get(id(card))
    if known is None:
        names = {a.keyword.lower() for a in card.abilities if a.keyword}
        for face in card.faces:
            names |= _printed(face)
        known = _KNOWN[id(card)] = (card, frozenset(names))
    return known[1]


def printed_anywhere(game: Game, keyword: str) -> bool:
    """A card of the game (in any zone, so a pair's partner is still unpaired after the
    soulbond creature died) prints `keyword`. New objects take the next ids, so only those
    made since the last read are looked at; when the object read last is no longer there
    (an undo, or it left), every object is. An object gone since only keeps a True answer,
    which costs a check, never a rule."""
    state = game.state
    objects = state.objects
    key = keyword.lower()
    memo = game.printed_memo.get(keyword)
    if memo is not None and memo[0] <= state.next_oid and memo[1] is not None \
            and objects.get(memo[0] - 1) is memo[1]:
        found = memo[2] or any(key in _printed(objects[oid].card)
                               for oid in range(memo[0], state.next_oid) if oid in objects)
    else:
        found = any(key in _printed(obj.card) for obj in objects.values())
    game.printed_memo[keyword] = (state.next_oid, objects.get(state.next_oid - 1), found)
    return found
