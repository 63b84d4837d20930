"""Devour (702.82a): "As this object enters, you may sacrifice any number of creatures.
This permanent enters with N +1/+1 counters on it for each creature sacrificed this way."
The creatures are the answer `devour` of the spell (or of the entering); none unless
named. The creatures are sacrificed as the spell resolves, just before it enters; the number is
noted on the permanent (its counters are then counted, 614.1c)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.keyword_parts import DEVOUR, DEVOURED
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.rules.keyword_actions import sacrifice

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def devour_as_enters(game: Game, oid: int, controller: str, choices: dict[str, Any]
                     ) -> dict[str, Any]:
    """A permanent spell with devour about to enter: sacrifice the creatures named (other
    creatures its controller controls); the choices it enters with then say how many."""
    if not game.chars(oid).has_keyword("Devour"):
        return choices
    wanted = choices.get(DEVOUR)
    named = [w for w in (wanted if isinstance(wanted, list | tuple) else [wanted])
             if isinstance(w, int) and not isinstance(w, bool)]
    for w in named:
        if w == oid or w not in game.state.objects or not game.is_creature(w) or \
                game.controller_of(w) != controller:
            raise IllegalAction(f"only other creatures {controller} controls are devoured "
                                "(702.82a)")
    for w in dict.fromkeys(named):
        sacrifice(game, w)
    return {**choices, DEVOURED: len(set(named))}
