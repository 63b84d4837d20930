""""Target opponent skips their next combat phase", "that player skips their next untap
step", "you skip your next draw step" (614.10, 500.11; engine: rules/next_skips.py)."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.one_shot_effects import Verb
from tabletop.engine.definitions.instructions import Instruction, PlayerRef
from tabletop.engine.definitions.next_skips import SkipNext


def _skip(step: str) -> Verb:
    def complete(who: PlayerRef) -> list[Instruction]:
        return [SkipNext(who, step)]
    return Verb(complete)


@v_args(inline=True)
class NextSkipRules(ClauseRules):
    def v_skip_next_untap(self) -> Verb:
        return _skip("untap")

    def v_skip_next_draw(self) -> Verb:
        return _skip("draw")

    def v_skip_next_combat(self) -> Verb:
        return _skip("combat")
