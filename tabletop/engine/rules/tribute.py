"""702.104a tribute as the creature enters (definitions/tribute.py): the opponent chosen
(the next one in turn order; 101.4) answers `tribute`; the permanent keeps the outcome for
"if tribute wasn't paid" (702.104b)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.tribute import PAID, TRIBUTE, Tribute

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def tribute_counters(game: Game, oid: int, spec: Tribute, choices: dict[str, Any]) -> int:
    """The +1/+1 counters it enters with: N when the opponent pays tribute, else 0."""
    controller = game.controller_of(oid)
    opponent = next((p for p in game.opponents(controller) if not game.player(p).lost), None)
    paid = opponent is not None and bool(choices.get(TRIBUTE))
    game.obj(oid).choose(TRIBUTE, PAID if paid else "not paid")
    name = game.name_of(oid)
    text = f"{opponent} pays tribute: {name} enters with {spec.n} +1/+1 counter(s)" if paid \
        else f"tribute isn't paid for {name}"
    game.emit("replacement", f"{text} (702.104a)", (oid,), player=opponent or controller)
    return spec.n if paid else 0
