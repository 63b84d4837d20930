"""106.7: the kinds of mana the lands a player or their opponents control could produce
(definitions/could_produce.py), and the handler adding one of them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from tabletop.engine.definitions.abilities import ActivatedAbility
from tabletop.engine.definitions.could_produce import AddManaLandsCouldProduce
from tabletop.engine.definitions.instructions import AddMana
from tabletop.engine.definitions.mana_combinations import AddManaCombination
from tabletop.engine.definitions.mana_counts import AddManaCount
from tabletop.engine.definitions.mana_mixes import (
    COLOR_LETTERS,
    MANA_MIX,
    AddChosenColorMana,
    AddManaMix,
    chosen_mana_letter,
)
from tabletop.engine.definitions.restricted_mana import AddRestrictedMana
from tabletop.engine.model.enums import CardType
from tabletop.engine.rules.resolution import Resolution, handles

if TYPE_CHECKING:
    from tabletop.engine.game import Game

_ORDER = (*COLOR_LETTERS, "C")


def could_produce(game: Game, player: str, i: AddManaLandsCouldProduce) -> tuple[str, ...]:
    """The kinds (WUBRG order, then C) the lands could add; abilities that are themselves
    "could produce" add nothing of their own (106.7)."""
    players = (player,) if i.whose == "you" else game.opponents(player)
    kinds: set[str] = set()
    for who in players:
        for oid in game.permanents(who):
            chars = game.chars(oid)
            if CardType.LAND not in chars.types:
                continue
            for ability in chars.abilities:
                if isinstance(ability, ActivatedAbility) and ability.is_mana:
                    for instr in ability.effect:
                        kinds |= _kinds_of(instr, game.obj(oid).chosen)
    if i.colors_only:
        kinds.discard("C")
    return tuple(k for k in _ORDER if k in kinds)


def _kinds_of(instr: object, chosen: Mapping[str, str]) -> set[str]:
    if isinstance(instr, AddRestrictedMana):
        return _kinds_of(instr.mana, chosen)
    if isinstance(instr, AddMana):
        return set(COLOR_LETTERS if instr.any_of == ("any",) else instr.any_of) \
            | set(instr.symbols)
    if isinstance(instr, AddManaCount):
        return set(instr.any_of) | ({instr.symbol} if instr.symbol else set())
    if isinstance(instr, AddManaMix):
        return {k for mix in instr.mixes for k in mix}
    if isinstance(instr, AddManaCombination):  # 106.7: the kinds it could add
        return set(instr.kinds)
    if isinstance(instr, AddChosenColorMana):
        letter = chosen_mana_letter(chosen)
        return {letter} if letter else set()
    return set()


def mana_choice(game: Game, player: str, i: AddManaLandsCouldProduce) -> AddManaMix | None:
    """The kinds to choose among as one-mana mixes (the choice `mana_mix`); None if none."""
    kinds = could_produce(game, player, i)
    return AddManaMix(tuple((k,) for k in kinds)) if kinds else None


@handles(AddManaLandsCouldProduce)
def h_add_mana_lands_could_produce(res: Resolution, i: AddManaLandsCouldProduce) -> None:
    """106.7: one mana of a kind the lands could produce, the one chosen (`mana_mix`, else
    the first); none they could produce, no mana."""
    choice = mana_choice(res.game, res.controller, i)
    if choice is not None:
        for letter in choice.chosen(res.info.choices.get(MANA_MIX)):
            res.game.player(res.controller).add_mana(letter)
