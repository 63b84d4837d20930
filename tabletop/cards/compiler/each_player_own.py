""""Each player [does something] ... they control" (each_player_own): each player in turn
does it for their own part, "they" being that player (101.4): "Each player loses 1 life
for each creature they control." (Stronghold Discipline), "Each player returns a creature
they control to its owner's hand." (Curfew)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.noun_phrases import Patch, patch
from tabletop.cards.compiler.phrases import CompileError
from tabletop.engine.definitions.each_player_own import ACTING, EachPlayerDoes
from tabletop.engine.definitions.instructions import PlayerRef
from tabletop.engine.definitions.nested import nested_values

if TYPE_CHECKING:
    from tabletop.cards.compiler.one_shot_effects import Verb
    from tabletop.cards.compiler.scope import Scope

_EACH = ("each", "each_opponent")


def by_each_player(scope: Scope, who: PlayerRef, verb: Verb) -> list[Any]:
    """The verb done by `who`; when it says "they control" of each of them, each does it
    in turn (EachPlayerDoes)."""
    items: list[Any] = list(verb.complete(who))
    scope.each_subject = False
    if not any(v == ACTING for v in nested_values(items)):
        return items
    if who.who not in _EACH:
        raise CompileError("'they' of no player doing it")
    steps = tuple(verb.complete(ACTING))
    scope.each_subject = False
    return [EachPlayerDoes(who, steps)]


@v_args(inline=True)
class EachPlayerOwnRules(ClauseRules):
    """The words of the family (grammar/each_player_own.lark)."""

    def adj_colored(self) -> Patch:
        """105.2: "colored permanents": one or more colours."""
        return patch(colorless=False)
