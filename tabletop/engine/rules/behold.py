"""Beholding as an additional cost that lets a spell be cast as though it had flash
(definitions/behold.py; 702.8a, 601.2b)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.behold import BEHOLD, FLASH_IF_BEHOLD
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.spell_rules import stated_rules
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def behold_filter(game: Game, oid: int) -> ObjectFilter | None:
    """What the card lets its caster behold to cast it as though it had flash."""
    for change in stated_rules(game.chars(oid), FLASH_IF_BEHOLD):
        wanted = change.param("filter")
        if isinstance(wanted, ObjectFilter):
            return wanted
    return None


def beheld(game: Game, player: str, oid: int, choices: dict[str, Any]) -> int | None:
    """The object the answer `behold` names, checked: a permanent `player` controls or a
    card in their hand (not the spell itself) that the card's filter matches; None when
    nothing is beheld."""
    answer = choices.get(BEHOLD)
    wanted = behold_filter(game, oid)
    if answer is None or wanted is None:
        return None
    mine = list(game.permanents(player)) + \
        [o for o in game.objects_in(Zone.HAND, player) if o != oid]
    for candidate in mine:
        if candidate != answer and not (isinstance(answer, str) and
                                        game.name_of(candidate).casefold() == answer.casefold()):
            continue
        if game.obj(candidate).zone == Zone.HAND:
            fits = _card_fits(game, candidate, wanted, player)
        else:
            fits = wanted.matches(game, candidate, oid, player)
        if fits:
            return candidate
    raise IllegalAction(f"{answer!r} can't be beheld: choose a {wanted.describe()} you "
                        "control or reveal one from your hand")


def _card_fits(game: Game, oid: int, wanted: ObjectFilter, player: str) -> bool:
    """A card in the hand: the filter without its zone and controller."""
    return replace(wanted, zone=None, controller=None).matches(game, oid, None, player)


def note_beheld(game: Game, player: str, oid: int, choices: dict[str, Any]) -> None:
    """The cast's behold is shown to all (a card from the hand is revealed)."""
    target = beheld(game, player, oid, choices)
    if target is not None:
        game.emit("behold", f"{player} beholds {game.name_of(target)}", (target,),
                  player=player)
