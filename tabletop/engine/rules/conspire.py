"""702.78a conspire: tapping two untapped creatures you control that share a color with
the spell (definitions/conspire.py), as part of casting it (601.2h)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.conspire import CONSPIRE_TAPS
from tabletop.engine.model.enums import CardType
from tabletop.engine.rules.tapping import set_tapped

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def conspirators(game: Game, player: str, spell: int) -> list[int]:
    """The untapped creatures `player` controls sharing a color with `spell` (105.4)."""
    colors = game.chars(spell).colors
    return [o for o in game.permanents(player) if colors and not game.obj(o).tapped
            and CardType.CREATURE in game.chars(o).types and colors & game.chars(o).colors]


def chosen_conspirators(game: Game, player: str, spell: int, wanted: Any) -> list[int]:
    """The two creatures the answer `tap` names (ids or names), the rest preselected: the
    lowest power first (the engine's default, keeping the biggest creatures untapped)."""
    options = conspirators(game, player, spell)
    items = wanted if isinstance(wanted, list | tuple) else [] if wanted is None else [wanted]
    picked: list[int] = []
    for item in items:
        picked.extend(o for o in options if o not in picked and len(picked) < CONSPIRE_TAPS
                      and (o == item or (isinstance(item, str)
                                         and game.name_of(o).casefold() == item.casefold())))
    rest = sorted((o for o in options if o not in picked),
                  key=lambda o: (game.chars(o).power or 0, o))
    return (picked + rest)[:CONSPIRE_TAPS]


def conspire_problem(game: Game, player: str, spell: int) -> str | None:
    """Why the conspire cost can't be paid (118.3), or None."""
    if len(conspirators(game, player, spell)) < CONSPIRE_TAPS:
        return (f"{player} doesn't control two untapped creatures that share a color with "
                f"{game.name_of(spell)} (702.78a)")
    return None


def pay_conspire(game: Game, player: str, spell: int, wanted: Any) -> None:
    """702.78a: tap the two creatures (rules/tapping.py)."""
    for oid in chosen_conspirators(game, player, spell, wanted):
        set_tapped(game, oid, True)
        game.emit("tap", f"{game.name_of(oid)} taps to conspire (702.78a)", (oid,),
                  player=player)
    game.state_changed("tapped")
