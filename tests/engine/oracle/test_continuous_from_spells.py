"""Continuous effects of spells with a duration (611.2a): "Up to two target creatures each
get +4/+4 until end of turn", from Oracle text."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

MAYHEM = card("Mischief and Mayhem", "Sorcery",
              "Up to two target creatures each get +4/+4 until end of turn.", "{4}{G}")


def test_611_2a_each_of_up_to_two_targets_gets_the_bonus_until_end_of_turn() -> None:
    game = table(MAYHEM)
    for _ in range(5):
        enter(game, "Forest")
    mine = enter(game, "Grizzly Bears")
    theirs = enter(game, "Grizzly Bears", "Bob")
    other = enter(game, "Grizzly Bears")
    spell = hand(game, "Mischief and Mayhem")
    game.perform(A.CastSpell("Alice", spell, targets=(mine, theirs)))
    resolve_all(game)
    for oid in (mine, theirs):
        assert (game.chars(oid).power, game.chars(oid).toughness) == (6, 6)
    assert (game.chars(other).power, game.chars(other).toughness) == (2, 2)
    game.perform(A.AdvanceTo("next_turn"))
    assert (game.chars(mine).power, game.chars(mine).toughness) == (2, 2)


MASSACRE = card("Eyeblight Massacre", "Tribal Sorcery — Elf",
                "Non-Elf creatures get -2/-2 until end of turn.", "{2}{B}{B}")


def test_205_3_non_elf_at_the_start_of_a_sentence() -> None:
    game = table(MASSACRE)
    for _ in range(4):
        enter(game, "Swamp")
    elf = enter(game, "Llanowar Elves")
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Eyeblight Massacre")))
    resolve_all(game)
    assert game.chars(elf).toughness == 1
    assert zone(game, bears) == Zone.GRAVEYARD  # 0/0
