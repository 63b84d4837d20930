"""106.7: "Add one mana of any type that a land you control could produce", "... of any
color that a land an opponent controls could produce", from Oracle text: the kinds are
read off the lands' mana abilities as it is activated; the automatic payment uses them."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.action_questions import questions_for
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, table, zone

POOL = card("Reflecting Pool", "Land",
            "{T}: Add one mana of any type that a land you control could produce.")
EXPLORER = card("Sylvok Explorer", "Creature — Human Druid",
                "{T}: Add one mana of any color that a land an opponent controls could "
                "produce.", "{1}{G}", "1/1")
WASTES = card("Adarkar Wastes", "Land",
              "{T}: Add {C}.\n{T}: Add {W} or {U}. Adarkar Wastes deals 1 damage to you.")
BOLT = card("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target.", "{R}")


def test_106_7_reflecting_pool_offers_what_your_lands_could_produce() -> None:
    game = table(POOL, WASTES)
    pool = enter(game, "Reflecting Pool")
    enter(game, "Adarkar Wastes")
    enter(game, "Mountain", "Bob")  # an opponent's land doesn't count
    (question,) = questions_for(game, A.ActivateAbility("Alice", pool, 1))
    assert question.values == ("{W}", "{U}", "{C}")  # any type: colourless too
    game.perform(A.ActivateAbility("Alice", pool, 1, choices=(("mana_mix", "{C}"),)))
    assert game.player("Alice").mana_pool == {"C": 1}


def test_106_7_a_pool_alone_adds_nothing() -> None:
    game = table(POOL)
    pool = enter(game, "Reflecting Pool")
    game.perform(A.ActivateAbility("Alice", pool, 1))
    assert not game.player("Alice").mana_pool
    assert game.obj(pool).tapped


def test_106_7_sylvok_explorer_reads_the_opponents_lands_colours_only() -> None:
    game = table(EXPLORER, WASTES)
    explorer = enter(game, "Sylvok Explorer")
    game.obj(explorer).controlled_since_turn_start = True
    enter(game, "Forest")  # its controller's own land doesn't count
    enter(game, "Adarkar Wastes", "Bob")
    (question,) = questions_for(game, A.ActivateAbility("Alice", explorer, 1))
    assert question.values == ("{W}", "{U}")  # any color: not {C}
    game.perform(A.ActivateAbility("Alice", explorer, 1, choices=(("mana_mix", "{U}"),)))
    assert game.player("Alice").mana_pool == {"U": 1}


def test_605_automatic_payment_taps_the_pool_for_red() -> None:
    game = table(POOL, BOLT)
    pool = enter(game, "Reflecting Pool")
    mountain = enter(game, "Mountain", tapped=True)  # its land could still produce {R}
    bolt = hand(game, "Lightning Bolt")
    game.perform(A.CastSpell("Alice", bolt, ("Bob",)))
    assert game.obj(pool).tapped and game.obj(mountain).tapped
    assert zone(game, bolt) == Zone.STACK
