"""Paying part of a spell's total cost with permanents or cards instead of mana (601.2g-h):
convoke (702.51a: tap an untapped creature you control for {1} or for one mana of its
colour), improvise (702.126a: tap an untapped artifact you control for {1}), delve
(702.66a: exile a card from your graveyard for {1}). The answers: `tap` names the
creatures or artifacts tapped, `exile` the cards exiled (scenario format `choices`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.costs import reduce_generic
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import CardType, Zone
from tabletop.engine.model.mana import ManaCost
from tabletop.engine.rules.keyword_actions import move_object
from tabletop.engine.rules.tapping import set_tapped

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.characteristics import Characteristics


def _refs(value: Any) -> list[int]:
    items = value if isinstance(value, list | tuple) else [] if value is None else [value]
    return [i for i in items if isinstance(i, int) and not isinstance(i, bool)]


def helpers(game: Game, player: str, oid: int, choices: dict[str, Any]
            ) -> tuple[list[int], list[int]]:
    """The permanents tapped (convoke, improvise) and the cards exiled (delve) to help pay
    for this spell; refused when one can't help."""
    chars = game.chars(oid)
    convoke, improvise = chars.has_keyword("Convoke"), chars.has_keyword("Improvise")
    tapped = _refs(choices.get("tap")) if convoke or improvise else []
    for t in tapped:
        obj = game.state.objects.get(t)
        if obj is None or obj.zone != Zone.BATTLEFIELD or game.controller_of(t) != player \
                or obj.tapped:
            raise IllegalAction(f"{game.name_of(t) if obj else t} is not an untapped "
                                f"permanent {player} controls (702.51a, 702.126a)")
        kinds = game.chars(t).types
        if not ((convoke and CardType.CREATURE in kinds) or
                (improvise and CardType.ARTIFACT in kinds)):
            raise IllegalAction(f"{game.name_of(t)} can't help cast {chars.name} "
                                "(convoke: a creature, improvise: an artifact)")
    exiled = _refs(choices.get("exile")) if chars.has_keyword("Delve") else []
    for e in exiled:
        obj = game.state.objects.get(e)
        if obj is None or obj.zone != Zone.GRAVEYARD or obj.owner != player:
            raise IllegalAction(f"only cards in {player}'s graveyard are exiled for delve "
                                "(702.66a)")
    if len(set(tapped)) != len(tapped) or len(set(exiled)) != len(exiled):
        raise IllegalAction("each permanent or card helps pay only once")
    return tapped, exiled


def reduced(game: Game, total: ManaCost, tapped: list[int], exiled: list[int], *,
            convoke: bool) -> ManaCost:
    """The mana left to pay: each convoking creature pays a coloured symbol of its colour
    if there is one left, else {1}; each improvising artifact and delved card pays {1};
    refused when more help is given than there is mana to pay (601.2g)."""
    cost = total
    generic_helpers = len(exiled)
    for t in tapped:
        chars = game.chars(t)
        if convoke and CardType.CREATURE in chars.types:
            paid = _pay_colored(cost, chars)
            if paid is not None:
                cost = paid
                continue
        generic_helpers += 1
    generic = sum(s.amount for s in cost.symbols if s.kind == "generic")
    if generic_helpers > generic:
        raise IllegalAction(f"more help than the {generic} generic mana left to pay "
                            "(702.51a, 702.66a, 702.126a)")
    return reduce_generic(cost, generic_helpers)


def _pay_colored(cost: ManaCost, chars: Characteristics) -> ManaCost | None:
    symbols = list(cost.symbols)
    for i, s in enumerate(symbols):
        if s.kind in ("color", "hybrid") and set(s.colors) & set(chars.colors):
            return ManaCost(tuple(symbols[:i] + symbols[i + 1:]))
    return None


def pay_with(game: Game, player: str, tapped: list[int], exiled: list[int]) -> None:
    """601.2h: the helpers are tapped and the delved cards exiled as the cost is paid."""
    for t in tapped:
        set_tapped(game, t, True)
        game.emit("tap", f"{game.name_of(t)} taps to help pay (702.51a, 702.126a)", (t,),
                  player=player)
    if tapped:
        game.state_changed("tapped")
    for e in exiled:
        move_object(game, e, Zone.EXILE, reason="delve (702.66a)")


def preselected_help(game: Game, player: str, oid: int, total: ManaCost) -> dict[str, Any]:
    """The window's preselection: as many untapped creatures (convoke) or artifacts
    (improvise) and graveyard cards (delve) as can help pay `total`, weakest first."""
    chars = game.chars(oid)
    convoke, improvise = chars.has_keyword("Convoke"), chars.has_keyword("Improvise")
    out: dict[str, Any] = {}
    if convoke or improvise:
        eligible = sorted((o for o in game.permanents(player) if not game.obj(o).tapped and (
            (convoke and game.is_creature(o)) or
            (improvise and CardType.ARTIFACT in game.chars(o).types))),
            key=lambda o: (game.chars(o).power or 0, o))
        chosen: list[int] = []
        for o in eligible:
            try:
                reduced(game, total, [*chosen, o], [], convoke=convoke)
            except IllegalAction:
                continue
            chosen.append(o)
        if chosen:
            out["tap"] = chosen
    if chars.has_keyword("Delve"):
        graveyard = [o for o in game.state.zone_ids(Zone.GRAVEYARD, player) if o != oid]
        generic = sum(s.amount for s in total.symbols if s.kind == "generic")
        if graveyard and generic:
            out["exile"] = graveyard[:generic]
    return out
