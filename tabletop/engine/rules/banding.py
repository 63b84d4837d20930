"""Banding (702.22): attacking bands, blocks that spread through a band, and who divides
combat damage when a creature with banding is in the fight.

- 702.22c: as attackers are declared, one or more attacking creatures with banding and
  up to one without it may be declared a band; each creature in one band at most.
- 702.22d: all creatures in a band attack the same player, planeswalker or battle.
- 702.22e-f: a band lasts for the rest of combat, even if banding is lost; a creature
  removed from combat leaves its band.
- 702.22h: a creature that blocks one creature of a band blocks every creature of it.
- 702.22j: an attacker blocked by a creature with banding has its combat damage divided
  by the defending player, among the creatures blocking it as they choose (unanswered:
  all of it to the blocker with the most toughness left, so at most one is hurt).
- 702.22k: a creature blocking a creature with banding has its combat damage divided by
  the attacking player, among the creatures it blocks (unanswered: the same way).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from tabletop.engine.model.actions import IllegalAction

if TYPE_CHECKING:
    from tabletop.engine.game import Game

BANDING = "Banding"


def has_banding(game: Game, oid: int) -> bool:
    return game.chars(oid).has_keyword(BANDING)


def check_bands(game: Game, chosen: Sequence[int], bands: Sequence[Sequence[int]],
                attacks: Mapping[int, Any]) -> list[list[int]]:
    """The declared bands, checked (702.22c-d); raises IllegalAction with the reason."""
    seen: set[int] = set()
    out: list[list[int]] = []
    for band in bands:
        members = list(band)
        if len(members) < 2:
            raise IllegalAction("a band is two or more attacking creatures (702.22c)")
        for oid in members:
            if oid not in chosen:
                raise IllegalAction(f"{game.name_of(oid)} is not declared as an attacker, "
                                    "so it can't be in a band (702.22c)")
            if oid in seen:
                raise IllegalAction(f"{game.name_of(oid)} can be in only one band (702.22c)")
            seen.add(oid)
        without = [o for o in members if not has_banding(game, o)]
        if len(without) > 1:
            names = " and ".join(game.name_of(o) for o in without)
            raise IllegalAction(f"a band may hold only one creature without banding, not "
                                f"{names} (702.22c)")
        if len({str(attacks.get(o)) for o in members}) > 1:
            raise IllegalAction("all creatures in a band attack the same player, "
                                "planeswalker or battle (702.22d)")
        out.append(members)
    return out


def bands(game: Game) -> list[list[int]]:
    """The attacking bands now (702.22c), each of the creatures still attacking (702.22f:
    one that left the battlefield or was removed from combat has left its band)."""
    objects = game.state.objects
    out = []
    for band in game.state.combat.bands:
        members = [o for o in band if o in objects and objects[o].attacking is not None]
        if len(members) > 1:
            out.append(members)
    return out


def band_of(game: Game, oid: int) -> list[int]:
    """The other creatures in `oid`'s attacking band (702.22c), none when it has none."""
    for band in bands(game):
        if oid in band:
            return [o for o in band if o != oid]
    return []


def spread_blocks(game: Game, blocks: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """702.22h: the declared (blocker, attacker) pairs, each followed by the blocker with
    every other creature of the attacker's band, each pair once."""
    out: list[tuple[int, int]] = []
    for blocker, attacker in blocks:
        for target in (attacker, *band_of(game, attacker)):
            if (blocker, target) not in out:
                out.append((blocker, target))
    return out


def defender_divides(game: Game, blockers: Sequence[int]) -> bool:
    """702.22j: a creature with banding blocks the attacker."""
    return any(has_banding(game, b) for b in blockers)


def attacker_divides(game: Game, attackers: Sequence[int]) -> bool:
    """702.22k: the blocker blocks a creature with banding."""
    return any(has_banding(game, a) for a in attackers)


def sparing_target(game: Game, creatures: Sequence[int]) -> int:
    """The creature with the most toughness left (the first of equals): all the damage on
    it hurts at most one creature, the default of the player who divides (702.22j-k)."""
    def left(oid: int) -> int:
        return (game.chars(oid).toughness or 0) - game.obj(oid).damage

    return max(creatures, key=lambda o: (left(o), -list(creatures).index(o)))


def checked_division(game: Game, source: int, among: Sequence[int], power: int,
                     wanted: Mapping[Any, int], rule: str) -> list[tuple[int, Any, int]]:
    """A division of `power` chosen under 702.22j or 702.22k: only among `among`, any
    amounts that total the power (no lethal damage first)."""
    if any(t not in among or n < 0 for t, n in wanted.items()) or \
            sum(wanted.values()) != power:
        names = ", ".join(game.name_of(o) for o in among)
        raise IllegalAction(f"{game.name_of(source)} must assign exactly {power} damage "
                            f"among {names} ({rule})")
    return [(source, t, n) for t, n in wanted.items() if n > 0]


def _said(game: Game, player: str, source: int, items: list[tuple[int, Any, int]],
          rule: str) -> list[tuple[int, Any, int]]:
    parts = ", ".join(f"{n} to {game.name_of(t)}" for _, t, n in items) or "none"
    game.emit("band_damage", f"{player} divides {game.name_of(source)}'s combat damage: "
              f"{parts} ({rule})", (source, *(t for _, t, _ in items if isinstance(t, int))),
              player=player, value=rule)
    return items


def defender_division(game: Game, attacker: int, blockers: Sequence[int], power: int,
                      wanted: Mapping[Any, int] | None) -> list[tuple[int, Any, int]]:
    """702.22j: the defending player's division of the attacker's damage among its
    blockers (none to the player, trample or not)."""
    defender = str(game.obj(attacker).attacking or game.state.combat.defender)
    if wanted is not None:
        items = checked_division(game, attacker, blockers, power, wanted, "702.22j")
    else:
        items = [(attacker, sparing_target(game, blockers), power)]
    return _said(game, defender, attacker, items, "702.22j")


def attacker_division(game: Game, blocker: int, attackers: Sequence[int], power: int,
                      wanted: Mapping[Any, int] | None) -> list[tuple[int, Any, int]]:
    """702.22k: the attacking player's division of a blocker's damage among the creatures
    it blocks."""
    if wanted is not None:
        items = checked_division(game, blocker, attackers, power, wanted, "702.22k")
    else:
        items = [(blocker, sparing_target(game, attackers), power)]
    return _said(game, game.state.active, blocker, items, "702.22k")
