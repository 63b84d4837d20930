"""Creatures ordered to block (509.1c): "Target creature blocks ~ this turn if able" binds
the target to block that one attacker, "Target creature blocks this turn if able" to block
some attacker; the declaration must obey the requirement when it can."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import attack_to_blockers, enter, resolve_all, table

ANGLER = card("Tangle Angler", "Creature — Fish",
              "Infect\n{G}: Target creature blocks Tangle Angler this turn if able.",
              "{3}{G}", "1/5")
PROVOCATEUR = card("Courtly Provocateur", "Creature — Human Wizard",
                   "{T}: Target creature attacks this turn if able.\n"
                   "{T}: Target creature blocks this turn if able.", "{2}{U}", "1/1")


def test_509_1c_target_creature_blocks_the_angler_if_able() -> None:
    game = table(ANGLER)
    angler = enter(game, "Tangle Angler")
    bears = enter(game, "Grizzly Bears")
    enter(game, "Forest")
    ordered = enter(game, "Grizzly Bears", "Bob")
    other = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.ActivateAbility("Alice", angler, 1, (ordered,)))
    resolve_all(game)
    attack_to_blockers(game, angler, bears)
    with pytest.raises(A.IllegalAction, match="Tangle Angler"):
        game.perform(A.DeclareBlockers("Bob", ()))
    with pytest.raises(A.IllegalAction, match="must"):  # blocking the other attacker
        game.perform(A.DeclareBlockers("Bob", ((ordered, bears),)))
    game.perform(A.DeclareBlockers("Bob", ((ordered, angler), (other, bears))))
    assert game.state.combat.blocks == {angler: [ordered], bears: [other]}


def test_509_1c_an_ordered_creature_that_cannot_block_need_not() -> None:
    game = table(ANGLER)
    angler = enter(game, "Tangle Angler")
    enter(game, "Forest")
    ordered = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.ActivateAbility("Alice", angler, 1, (ordered,)))
    resolve_all(game)
    game.perform(A.SetTapped(ordered, True))
    attack_to_blockers(game, angler)
    game.perform(A.DeclareBlockers("Bob", ()))
    assert game.state.combat.blocks == {}


def test_509_1c_target_creature_blocks_any_attacker_this_turn() -> None:
    game = table(PROVOCATEUR)
    provocateur = enter(game, "Courtly Provocateur")
    bears = enter(game, "Grizzly Bears")
    ordered = enter(game, "Grizzly Bears", "Bob")
    free = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.ActivateAbility("Alice", provocateur, 2, (ordered,)))
    resolve_all(game)
    attack_to_blockers(game, bears)
    with pytest.raises(A.IllegalAction, match="must"):
        game.perform(A.DeclareBlockers("Bob", ((free, bears),)))
    game.perform(A.DeclareBlockers("Bob", ((ordered, bears),)))
    assert game.state.combat.blocks == {bears: [ordered]}
