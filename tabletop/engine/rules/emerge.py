"""702.119 emerge: "You may cast this spell by paying [cost] and sacrificing a creature
rather than paying its mana cost" — an alternative cost (118.9) chosen by the answer
`cost` = "emerge"; the creature is the answer `sacrifice` (an id or a card's name), else
the creature with the greatest mana value (the biggest reduction). 702.119a: the emerge
cost is reduced by the sacrificed creature's mana value (generic mana only, 601.2f)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.costs import Cost, reduce_generic
from tabletop.engine.definitions.filters import CREATURES
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.mana import ManaCost
from tabletop.engine.rules.targets import keyword_parameter

if TYPE_CHECKING:
    from tabletop.engine.game import Game

EMERGE = "emerge"  # the answer `cost` of casting a spell for its emerge cost (702.119a)
SACRIFICE = "sacrifice"  # the answer naming the creature sacrificed


def emerged(choices: dict[str, Any]) -> bool:
    return str(choices.get("cost", "")).lower() == EMERGE


def emerge_creature(game: Game, player: str, oid: int, choices: dict[str, Any]) -> int:
    """The creature `player` sacrifices to cast `oid` for its emerge cost (702.119a)."""
    name = game.chars(oid).name
    options = [o for o in game.permanents(player) if CREATURES.matches(game, o, oid, player)]
    if not options:
        raise IllegalAction(f"{name} can be cast for its emerge cost only by sacrificing a "
                            "creature (702.119a)")
    wanted = choices.get(SACRIFICE)
    if wanted is None:
        return max(options, key=lambda o: (game.chars(o).mana_value, -o))
    for item in wanted if isinstance(wanted, list | tuple) else [wanted]:
        if item in options:
            return int(item)
        named = [o for o in options if isinstance(item, str)
                 and game.name_of(o).casefold() == item.casefold()]
        if named:
            return named[-1]
    raise IllegalAction(f"{wanted!r} is not a creature {player} can sacrifice to emerge "
                        f"{name} (702.119a)")


def emerge_cost(game: Game, player: str, oid: int, choices: dict[str, Any]) -> ManaCost:
    """702.119a: the emerge cost less the sacrificed creature's mana value (generic only)."""
    text = keyword_parameter(game, oid, "Emerge")
    if text is None:
        raise IllegalAction(f"{game.chars(oid).name} has no emerge (702.119)")
    victim = emerge_creature(game, player, oid, choices)
    return reduce_generic(ManaCost.parse(text), game.chars(victim).mana_value)


def emerge_sacrifice(game: Game, player: str, oid: int, extra: Cost | None,
                     choices: dict[str, Any]) -> tuple[Cost, dict[str, Any]]:
    """702.119a: the sacrifice, paid with the spell's other costs (601.2h); the choices
    then name the creature whose mana value reduced the cost."""
    if extra is not None and (extra.sacrifice is not None or extra.sacrifice_self):
        raise IllegalAction("one sacrifice as an additional cost at a time")
    victim = emerge_creature(game, player, oid, choices)
    return replace(extra or Cost(), sacrifice=CREATURES), {**choices, SACRIFICE: victim}
