"""702.76 prowl: "You may cast this for its prowl cost if you dealt combat damage to a
player this turn with a source that shares a creature type with this spell" — an
alternative cost chosen by the answer `cost` = "prowl" (the history keeps who controlled
each source and its creature types as it dealt combat damage to a player)."""

from __future__ import annotations

PROWL = "prowl"  # the answer `cost` of casting a spell for its prowl cost (702.76a)


def prowled(choices: dict[str, object]) -> bool:
    return str(choices.get("cost", "")).lower() == PROWL
