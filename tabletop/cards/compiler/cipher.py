"""Cipher (702.99): the keyword of an instant or sorcery. Its first part, exiling the
resolving spell card encoded on a creature (702.99a), is the engine's (rules/cipher.py);
its second works from exile: "Whenever [the creature it's encoded on] deals combat damage
to a player, its controller may cast a copy of the encoded card without paying its mana
cost." (702.99c)."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError
from tabletop.engine.definitions.abilities import Ability, TriggeredAbility
from tabletop.engine.definitions.cipher import CIPHER, ENCODED, CastEncodedCopy
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent


@v_args(inline=True)
class CipherRules(ClauseRules):
    def kw_cipher(self) -> Ability:
        if not self.scope.spell_card:
            raise CompileError("cipher on a permanent")
        return TriggeredAbility(
            text=CIPHER, keyword=CIPHER, zone="exile",
            trigger=Trigger(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, subject=ENCODED,
                            combat=True, text="Whenever the creature it's encoded on deals "
                            "combat damage to a player"),
            effect=(CastEncodedCopy(),))
