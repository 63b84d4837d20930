"""103.6a: "If Leyline of Sanctity is in your opening hand, you may begin the game with it
on the battlefield." The card states it (a `RuleChange` of kind BEGIN_ON_BATTLEFIELD on
itself); the player uses it as they keep their opening hand (KeepHand `begin_with`)."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

BEGIN_ON_BATTLEFIELD = "begin_on_battlefield"
RULE_KINDS[BEGIN_ON_BATTLEFIELD] = \
    "in its owner's opening hand, it may begin the game on the battlefield (103.6a)"
