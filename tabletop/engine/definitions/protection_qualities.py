"""702.16a: protection qualities beyond one colour or one card type, as the compiler
writes them into a protection ability's parameter: "all colors", "multicolored",
"monocolored", "legendary creatures", "non-Human creatures", "creatures of the chosen
type" (the creature type the granting source's controller chose, 614.12), "the chosen
player" (702.16j)."""

from __future__ import annotations

from typing import Any

from tabletop.engine.definitions.abilities import Ability, KeywordAbility

ALL_COLORS = "all colors"
MULTICOLORED = "multicolored"
MONOCOLORED = "monocolored"
OF_CHOSEN_TYPE = " of the chosen type"
CHOSEN_PLAYER = "the chosen player"
OF_PLAYER = "player "  # "player Bob": everything Bob controls (702.16j)


def of_chosen_type(ability: Ability, board: Any, source: int) -> Ability:
    """"Human creatures you control have protection from creatures of the chosen type":
    the type chosen as the source entered, once chosen ("Zombie creatures")."""
    if isinstance(ability, KeywordAbility) and ability.parameter.lower() == CHOSEN_PLAYER:
        return _of_chosen_player(ability, board, source)
    if not isinstance(ability, KeywordAbility) or \
            not ability.parameter.lower().endswith(OF_CHOSEN_TYPE):
        return ability
    chosen = board.obj(source).chosen.get("creature_type")
    if not isinstance(chosen, str) or not chosen:
        return ability
    quality = f"{chosen} {ability.parameter[:-len(OF_CHOSEN_TYPE)]}"
    return KeywordAbility(f"Protection from {quality}", ability.keyword, quality)


def _of_chosen_player(ability: KeywordAbility, board: Any, source: int) -> Ability:
    """"~ has protection from the chosen player" (702.16j): from each object that player
    controls, once a player is chosen (614.12)."""
    chosen = board.obj(source).chosen.get("player")
    if not isinstance(chosen, str) or not chosen:
        return ability
    return KeywordAbility(f"Protection from {chosen}", ability.keyword, f"{OF_PLAYER}{chosen}")
