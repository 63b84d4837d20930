"""122: "Remove a counter from target nonland permanent" (Thrull Parasite): one counter of
the kind chosen (the answer `counter`) comes off; nothing is ever put on."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table

PARASITE = card("Thrull Parasite", "Creature — Thrull",
                "Extort\n{T}, Pay 2 life: Remove a counter from target nonland permanent.", "{B}",
                "1/1")


def test_122_remove_one_counter_of_the_chosen_kind() -> None:
    game = table(PARASITE)
    parasite = enter(game, "Thrull Parasite")
    game.obj(parasite).controlled_since_turn_start = True
    bears = enter(game, "Grizzly Bears", "Bob")
    game.put_counters(bears, "+1/+1", 2)
    game.put_counters(bears, "time", 1)
    game.perform(A.ActivateAbility("Alice", parasite, 1, (bears,),
                                   choices=(("counter", "+1/+1"), ("mode", "add"))))
    resolve_all(game)
    assert dict(game.obj(bears).counters) == {"+1/+1": 1, "time": 1}
    assert game.player("Alice").life == 18


def test_122_a_permanent_without_counters_loses_nothing() -> None:
    game = table(PARASITE)
    parasite = enter(game, "Thrull Parasite")
    game.obj(parasite).controlled_since_turn_start = True
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.ActivateAbility("Alice", parasite, 1, (bears,)))
    resolve_all(game)
    assert not any(game.obj(bears).counters.values())
