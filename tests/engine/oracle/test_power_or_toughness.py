""""with power or toughness 1 or less": a creature fits when either stat does (208.1,
115.1), from Oracle text: Warping Wail's first mode and Tetsuko Umezawa, Fugitive."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

WAIL = card("Warping Wail", "Instant",
            "Choose one —\n• Exile target creature with power or toughness 1 or less.\n"
            "• Counter target sorcery spell.\n• Create a 1/1 colorless Eldrazi Scion creature "
            "token. It has \"Sacrifice this creature: Add {C}.\"", "{1}{C}")
TETSUKO = card("Tetsuko Umezawa, Fugitive", "Legendary Creature — Human Rogue",
               "Creatures you control with power or toughness 1 or less can't be blocked.",
               "{1}{U}", "1/3")
BATS = card("Bartizan Bats", "Creature — Bat", "Flying", "{3}{B}", "3/1")


@pytest.mark.parametrize(("name", "fits"), [("Ornithopter", True), ("Bartizan Bats", True),
                                            ("Grizzly Bears", False)])
def test_115_1_warping_wail_exiles_a_creature_with_either_stat_low(name: str,
                                                                    fits: bool) -> None:
    game = table(WAIL, BATS)
    creature = enter(game, name, "Bob")  # 0/2 (power) and 3/1 (toughness) fit; a 2/2 doesn't
    spell = hand(game, "Warping Wail")
    if not fits:
        with pytest.raises(A.IllegalAction):
            game.perform(A.CastSpell("Alice", spell, (creature,), (("mode", 1),), pay="free"))
        return
    game.perform(A.CastSpell("Alice", spell, (creature,), (("mode", 1),), pay="free"))
    resolve_all(game)
    assert zone(game, creature) == Zone.EXILE


def test_208_1_tetsuko_makes_a_1_3_unblockable_but_not_a_2_2() -> None:
    game = table(TETSUKO)
    tetsuko = enter(game, "Tetsuko Umezawa, Fugitive")  # power 1
    bears = enter(game, "Grizzly Bears")
    blocker = enter(game, "Grizzly Bears", "Bob")
    for oid in (tetsuko, bears):
        game.obj(oid).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (tetsuko, bears), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    with pytest.raises(A.IllegalAction):
        game.perform(A.DeclareBlockers("Bob", ((blocker, tetsuko),)))
    game.perform(A.DeclareBlockers("Bob", ((blocker, bears),)))
