"""608.2c: following the instructions of a spell or ability, with every family of
instruction handlers registered (imported here, and only through here)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions import instructions as I
from tabletop.engine.rules import (
    card_move_instructions,
    cases,
    instruction_handlers,
    keyword_instructions,
    layer_instructions,
    life_instructions,
    mana_instructions,
    meld,
    modern_instructions,
    proliferate,
    rooms,
    stack_instructions,
    stations,
)
from tabletop.engine.rules.resolution import INSTRUCTION_HANDLERS, Resolution, run

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.objects import StackInfo

# the families whose handlers fill the table as they are imported
HANDLER_FAMILIES = (card_move_instructions, life_instructions, instruction_handlers,
                    layer_instructions,
                    stack_instructions, mana_instructions,
                    modern_instructions, meld, rooms, cases, stations, keyword_instructions,
                    proliferate)


def handled_kinds() -> frozenset[type[I.Instruction]]:
    """The kinds of instruction the engine carries out (the rest are done by hand)."""
    return frozenset(INSTRUCTION_HANDLERS)


def run_instructions(game: Game, steps: tuple[I.Instruction, ...], info: StackInfo,
                     stack_oid: int | None) -> None:
    """608.2c: follow the instructions in order."""
    res = Resolution(game, info, stack_oid)
    if "order" in info.choices:  # 616.1: the order answered when it was cast
        game.state.answers.give("order", info.choices["order"])
    run(res, steps)
