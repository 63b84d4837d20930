"""608.2c: following the instructions of a spell or ability, with every family of
instruction handlers registered (imported here, and only through here)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions import instructions as I
from tabletop.engine.rules import (
    additional_phases,
    any_player_costs,
    card_move_instructions,
    cases,
    choose_rest,
    cipher,
    clash,
    combat_removal_instructions,
    could_produce,
    counted_moves,
    counter_moves,
    damage_shields,
    designation_instructions,
    distributed_counters,
    each_player_own,
    enchanted_players,
    epic,
    exile_if_dies,
    exile_until_cast,
    exploit,
    graveyard_auras,
    graveyard_puts,
    hand_library_exchange,
    haunt,
    if_done,
    instruction_handlers,
    join_forces,
    keyword_instructions,
    kinship,
    layer_instructions,
    life_exchanges,
    life_instructions,
    mana_combinations,
    mana_instructions,
    mana_trigger_instructions,
    meld,
    modern_instructions,
    monstrosity,
    myriad,
    name_searches,
    next_skips,
    ninjutsu,
    one_shot_riders,
    phasing,
    player_reveals_until,
    proliferate,
    provoke,
    punisher_choices,
    random_attack_requirements,
    reflexive_triggers,
    restricted_mana,
    retargeting,
    ripple,
    rooms,
    sacrifice_to_enter,
    search_counts,
    soulbond,
    stack_instructions,
    stations,
    voting,
    with_attached,
)
from tabletop.engine.rules.resolution import INSTRUCTION_HANDLERS, Resolution, run

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.objects import StackInfo

# the rules of entering that add their checks as they are imported (614.1c;
# entering.ENTERING_GATES)
ENTERING_FAMILIES = (sacrifice_to_enter,)
# the families whose handlers fill the table as they are imported
HANDLER_FAMILIES = (card_move_instructions, life_instructions, instruction_handlers,
                    counter_moves, exile_until_cast, punisher_choices, counted_moves, search_counts,
                    layer_instructions,
                    stack_instructions, mana_instructions,
                    modern_instructions, meld, rooms, cases, stations, keyword_instructions,
                    proliferate, one_shot_riders, damage_shields, restricted_mana,
                   designation_instructions, name_searches, retargeting, exile_if_dies, clash,
                   hand_library_exchange, soulbond, reflexive_triggers, if_done, graveyard_auras,
                   provoke, kinship, ninjutsu, mana_trigger_instructions, graveyard_puts,
                   any_player_costs,
                   combat_removal_instructions, could_produce, distributed_counters, ripple,
                   myriad, enchanted_players, exploit, life_exchanges,
                   mana_combinations, phasing, haunt, cipher, voting, join_forces,
                   additional_phases, epic, each_player_own, choose_rest, with_attached,
                   player_reveals_until, random_attack_requirements, next_skips,
                   monstrosity)


def handled_kinds() -> frozenset[type[I.Instruction]]:
    """The kinds of instruction the engine carries out (the rest are done by hand)."""
    return frozenset(INSTRUCTION_HANDLERS)


def run_instructions(game: Game, steps: tuple[I.Instruction, ...], info: StackInfo,
                     stack_oid: int | None) -> None:
    """608.2c: follow the instructions in order."""
    res = Resolution(game, info, stack_oid)
    if "order" in info.choices:  # 616.1: the order answered when it was cast
        game.state.answers.give("order", info.choices["order"])
    outer, game.resolving_controller = game.resolving_controller, info.controller
    try:
        run(res, steps)
    finally:
        game.resolving_controller = outer
