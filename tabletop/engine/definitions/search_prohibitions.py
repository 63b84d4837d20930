"""701.23: "Players can't search libraries" (Mindlock Orb), "Your opponents can't search
libraries" (Stranglehold) (rules/search_prohibitions.py)."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

# params: who ("all", "opponents" or "you")
CANT_SEARCH = "cant_search_libraries"
RULE_KINDS[CANT_SEARCH] = "the players it names can't search libraries (701.23)"
