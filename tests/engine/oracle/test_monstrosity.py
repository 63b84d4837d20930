"""701.37 monstrosity, from Oracle text: "Monstrosity N" puts N +1/+1 counters on a permanent
that isn't monstrous yet and makes it monstrous (701.37a-b); "When ~ becomes monstrous"
(701.37c); "if ~ is monstrous". Ravenous Leucrocota, Hythonia the Cruel, Polis Crusher."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table, zone

LEUCROCOTA = card("Ravenous Leucrocota", "Creature — Beast",
                  "Vigilance\n{6}{G}: Monstrosity 3.", "{3}{G}", "2/4")
HYTHONIA = card("Hythonia the Cruel", "Legendary Creature — Gorgon",
                "Deathtouch\n{6}{B}{B}: Monstrosity 3.\nWhen Hythonia the Cruel becomes "
                "monstrous, destroy all non-Gorgon creatures.", "{4}{B}{B}", "4/6")
CRUSHER = card("Polis Crusher", "Creature — Cyclops",
               "Trample, protection from enchantments\n{4}{R}{G}: Monstrosity 3.\nWhenever "
               "Polis Crusher deals combat damage to a player, if Polis Crusher is monstrous, "
               "destroy target enchantment that player controls.", "{2}{R}{G}", "4/4")
PACIFISM = card("Pacifism", "Enchantment — Aura",
                "Enchant creature\nEnchanted creature can't attack or block.", "{1}{W}")


def test_701_37a_monstrosity_puts_counters_only_once() -> None:
    game = table(LEUCROCOTA)
    beast = enter(game, "Ravenous Leucrocota")
    game.perform(A.ActivateAbility("Alice", beast, 1, pay="free"))
    resolve_all(game)
    assert game.obj(beast).counters.get("+1/+1") == 3
    assert (game.chars(beast).power, game.chars(beast).toughness) == (5, 7)
    game.perform(A.ActivateAbility("Alice", beast, 1, pay="free"))
    resolve_all(game)
    assert game.obj(beast).counters.get("+1/+1") == 3  # already monstrous


def test_701_37c_hythonia_becoming_monstrous_destroys_the_others_once() -> None:
    game = table(HYTHONIA)
    hythonia = enter(game, "Hythonia the Cruel")
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.ActivateAbility("Alice", hythonia, 1, pay="free"))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD
    assert zone(game, hythonia) == Zone.BATTLEFIELD
    later = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.ActivateAbility("Alice", hythonia, 1, pay="free"))
    resolve_all(game)
    assert zone(game, later) == Zone.BATTLEFIELD  # no second trigger (701.37c)


def _crusher_hits(monstrous: bool) -> tuple[Game, int]:
    """Polis Crusher deals combat damage to Bob, who has a Pacifism on a creature."""
    game = table(CRUSHER, PACIFISM)
    crusher = enter(game, "Polis Crusher")
    bears = enter(game, "Grizzly Bears", "Bob")
    aura = enter(game, "Pacifism", "Bob", attached_to=bears)
    if monstrous:
        game.perform(A.ActivateAbility("Alice", crusher, 1, pay="free"))
        resolve_all(game)
    game.obj(crusher).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (crusher,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ()))
    game.perform(A.AdvanceTo("combat_damage"))
    resolve_all(game)
    return game, aura


def test_701_37b_a_monstrous_polis_crusher_destroys_an_enchantment() -> None:
    game, aura = _crusher_hits(monstrous=True)
    assert game.player("Bob").life == 13
    assert zone(game, aura) == Zone.GRAVEYARD


def test_701_37b_polis_crusher_not_monstrous_destroys_nothing() -> None:
    game, aura = _crusher_hits(monstrous=False)
    assert game.player("Bob").life == 16
    assert zone(game, aura) == Zone.BATTLEFIELD
