"""Rules about the top card of a library: "Play with the top card of your library
revealed" (701.20b: everyone sees it) and "You may look at the top card of your library
any time" (its owner sees it)."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

TOP_CARD_REVEALED = "top_card_revealed"
TOP_CARD_LOOK = "top_card_look"
RULE_KINDS[TOP_CARD_REVEALED] = "its controller plays with the top card of their library revealed"
RULE_KINDS[TOP_CARD_LOOK] = "its controller may look at the top card of their library any time"
