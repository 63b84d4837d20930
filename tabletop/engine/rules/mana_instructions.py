"""Handlers of mana instructions with a counted amount (definitions/mana_counts.py)."""

from __future__ import annotations

from tabletop.engine.definitions.mana_counts import AddManaCount
from tabletop.engine.definitions.mana_mixes import (
    MANA_MIX,
    AddChosenColorMana,
    AddManaMix,
    chosen_mana_letter,
)
from tabletop.engine.rules.resolution import Resolution, handles

_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@handles(AddManaCount)
def h_add_mana_count(res: Resolution, i: AddManaCount) -> None:
    """106.4: the mana goes into the pool; the number is counted as the ability resolves
    (605.3a: at once); "any one color" asks `color` (the first colour if unanswered)."""
    kind = i.symbol
    if i.any_of:
        answer = res.info.choices.get("color")
        word = str(answer).strip() if answer is not None else ""
        letter = _WORDS.get(word.lower(), word[:1].upper())
        kind = letter if letter in i.any_of else i.any_of[0]
    amount = res.n(i.count)
    if amount > 0:
        res.game.player(res.controller).add_mana(kind, amount)


@handles(AddManaMix)
def h_add_mana_mix(res: Resolution, i: AddManaMix) -> None:
    """106.1 + 605.3a: the mix chosen as the ability was activated goes into the pool."""
    player = res.game.player(res.controller)
    for letter in i.chosen(res.info.choices.get(MANA_MIX)):
        player.add_mana(letter)


@handles(AddChosenColorMana)
def h_add_chosen_color_mana(res: Resolution, i: AddChosenColorMana) -> None:
    """106.1 + 614.12: one mana of the colour chosen as the source entered."""
    obj = res.game.state.objects.get(res.source) if res.source is not None else None
    letter = chosen_mana_letter(obj.chosen) if obj is not None else ""
    if letter:
        res.game.player(res.controller).add_mana(letter)
