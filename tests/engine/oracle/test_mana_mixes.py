"""Mana added as one of several mixes (106.1, 605.3a): a filter land's "Add {W}{W}, {W}{B},
or {B}{B}", "Add two mana in any combination of colors", "three mana in any combination of
{R} and/or {G}"; the mix is the answer to a question asked as the ability is activated or
the spell cast, from Oracle text."""

from __future__ import annotations

from tabletop.cards.compiler import compile_text
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.action_questions import questions_for
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, table, zone

HEATH = card("Fetid Heath", "Land", "{T}: Add {C}.\n{W/B}, {T}: Add {W}{W}, {W}{B}, or {B}{B}.")
CLEARCUTTER = card("Goblin Clearcutter", "Creature — Goblin",
                   "{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or "
                   "{G}.", "{3}{R}", "3/3")
MANAMORPHOSE = card("Manamorphose", "Instant",
                    "Add two mana in any combination of colors.\nDraw a card.", "{1}{R/G}")
SMOKEBRAIDER = card("Smokebraider", "Creature — Elemental Shaman",
                    "{T}: Add two mana in any combination of colors. Spend this mana only to "
                    "cast Elemental spells or activate abilities of Elementals.", "{1}{R}", "1/1")


def test_605_3a_a_filter_land_adds_the_mix_chosen() -> None:
    game = table(HEATH)
    heath = enter(game, "Fetid Heath")
    game.player("Alice").add_mana("B")  # pays the {W/B}
    action = A.ActivateAbility("Alice", heath, 2, pay="pool")
    (question,) = questions_for(game, action)
    assert question.values == ("{W}{W}", "{W}{B}", "{B}{B}")
    game.perform(A.ActivateAbility("Alice", heath, 2, pay="pool",
                                   choices=(("mana_mix", "{W}{B}"),)))
    assert game.player("Alice").mana_pool == {"W": 1, "B": 1}
    assert game.obj(heath).tapped


def test_106_1_the_filter_land_adds_two_of_one_colour_when_asked() -> None:
    game = table(HEATH)
    heath = enter(game, "Fetid Heath")
    game.player("Alice").add_mana("W")
    game.perform(A.ActivateAbility("Alice", heath, 2, pay="pool",
                                   choices=(("mana_mix", "{B}{B}"),)))
    assert game.player("Alice").mana_pool == {"B": 2}


def test_106_1_three_mana_in_any_combination_of_red_and_green() -> None:
    game = table(CLEARCUTTER)
    goblin = enter(game, "Goblin Clearcutter")
    game.obj(goblin).controlled_since_turn_start = True
    forest = enter(game, "Forest")
    action = A.ActivateAbility("Alice", goblin, 1)
    (question,) = [q for q in questions_for(game, action) if q.key == "mana_mix"]
    assert question.values == ("{R}{R}{R}", "{R}{R}{G}", "{R}{G}{G}", "{G}{G}{G}")
    game.perform(A.ActivateAbility("Alice", goblin, 1, choices=(("mana_mix", "RGG"),)))
    assert game.player("Alice").mana_pool == {"R": 1, "G": 2}
    assert zone(game, forest) == Zone.GRAVEYARD


def test_608_2_a_spell_adds_the_two_colours_chosen_as_it_was_cast() -> None:
    game = table(MANAMORPHOSE)
    library(game, "Alice")
    spell = hand(game, "Manamorphose")
    before = len(game.state.zone_ids(Zone.HAND, "Alice"))
    game.perform(A.CastSpell("Alice", spell, (), (("mana_mix", "{U}{B}"),), "free"))
    game.perform(A.PassPriority("Alice"))
    game.perform(A.PassPriority("Bob"))
    assert game.player("Alice").mana_pool == {"U": 1, "B": 1}
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == before  # cast one, drew one


def test_106_6_restricted_mana_in_any_combination_is_a_question_too() -> None:
    game = table(SMOKEBRAIDER)
    shaman = enter(game, "Smokebraider")
    game.obj(shaman).controlled_since_turn_start = True
    keys = [q.key for q in questions_for(game, A.ActivateAbility("Alice", shaman, 1))]
    assert keys == ["mana_mix"]
    game.perform(A.ActivateAbility("Alice", shaman, 1, choices=(("mana_mix", "{R}{G}"),)))
    restricted = game.player("Alice").restricted_mana
    assert sorted(k for (k, _), n in restricted.items() for _ in range(n)) == ["G", "R"]
    assert not game.player("Alice").mana_pool


def test_x_mana_in_any_combination_stays_unread() -> None:
    # 107.3: X mana in any combination: the number isn't known when the mix is chosen, so
    # the mixes can't be offered; the clause stays unread
    assert compile_text("{1}, Remove X storage counters from Calciform Pools: Add X mana in "
                        "any combination of {W} and/or {U}.", "Calciform Pools").unknown
