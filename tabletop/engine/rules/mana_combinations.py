"""106.1, 605.3a: adding a counted mix of mana (definitions/mana_combinations.py)."""

from __future__ import annotations

from tabletop.engine.definitions.mana_combinations import AddManaCombination
from tabletop.engine.definitions.mana_mixes import MANA_MIX
from tabletop.engine.rules.resolution import Resolution, handles


@handles(AddManaCombination)
def h_add_mana_combination(res: Resolution, i: AddManaCombination) -> None:
    """The amount is counted as the ability resolves (X: the number chosen); the mix is
    the one answered."""
    amount = res.n(i.count)
    if amount <= 0:
        return
    player = res.game.player(res.controller)
    for letter in i.chosen(res.info.choices.get(MANA_MIX), amount):
        player.add_mana(letter)
