"""Handlers of the mana that triggered mana abilities add (605.1b; definitions/
mana_triggers.py): the kinds the tapped permanent produced, and mana put into another
player's pool."""

from __future__ import annotations

from tabletop.engine.definitions.mana_triggers import PRODUCED, AddProducedMana, PlayerAddsMana
from tabletop.engine.rules.resolution import Resolution, handles, run

_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G", "colorless": "C"}


def _produced(res: Resolution) -> str:
    kinds = res.info.choices.get(PRODUCED)
    return kinds if isinstance(kinds, str) else ""


def _letter(answer: object) -> str:
    word = str(answer).strip() if answer is not None else ""
    return _WORDS.get(word.lower(), word[:1].upper())


@handles(AddProducedMana)
def h_add_produced_mana(res: Resolution, i: AddProducedMana) -> None:
    """106.7: one mana of a type the permanent produced (the choice `color` among them)."""
    options = _produced(res)
    if not options:
        return  # it produced no mana: there is no type to choose (106.7)
    chosen = _letter(res.info.choices.get("color"))
    kind = chosen if chosen and chosen in options else options[0]
    res.game.player(res.controller).add_mana(kind, i.amount)


@handles(PlayerAddsMana)
def h_player_adds_mana(res: Resolution, i: PlayerAddsMana) -> None:
    """"Its controller adds {G}": the mana goes into that player's pool (106.4)."""
    controller = res.controller
    try:
        for player in res.players(i.player):
            res.controller = player
            run(res, (i.mana,))
    finally:
        res.controller = controller
