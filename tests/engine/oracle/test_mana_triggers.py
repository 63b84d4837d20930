"""Triggered mana abilities (605.1b) from Oracle text: "whenever enchanted land is tapped
for mana", "whenever a player taps a land for mana" — the mana ones resolve at once, right
after the mana ability that triggered them (605.4a); the others use the stack (603.3)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

WILD_GROWTH = card("Wild Growth", "Enchantment — Aura",
                   "Enchant land\nWhenever enchanted land is tapped for mana, its controller "
                   "adds {G}.", "{G}")
MANA_FLARE = card("Mana Flare", "Enchantment",
                  "Whenever a player taps a land for mana, that player adds one mana of any "
                  "type that land produced.", "{2}{R}")
FERTILE_GROUND = card("Fertile Ground", "Enchantment — Aura",
                      "Enchant land\nWhenever enchanted land is tapped for mana, its controller "
                      "adds one mana of any color.", "{1}{G}")
MARKET_FESTIVAL = card("Market Festival", "Enchantment — Aura",
                       "Enchant land\nWhenever enchanted land is tapped for mana, its "
                       "controller adds two mana in any combination of colors.", "{3}{G}")
VERNAL_BLOOM = card("Vernal Bloom", "Enchantment",
                    "Whenever a Forest is tapped for mana, its controller adds {G}.", "{3}{G}")
NIRKANA = card("Nirkana Revenant", "Creature — Vampire Shade",
               "Whenever you tap a Swamp for mana, add {B}.\n{B}: Nirkana Revenant gets +1/+1 "
               "until end of turn.", "{4}{B}{B}", "4/4")
BURNING_EARTH = card("Burning Earth", "Enchantment",
                     "Whenever a player taps a nonbasic land for mana, Burning Earth deals 1 "
                     "damage to that player.", "{3}{R}")
SANCTIMONY = card("Sanctimony", "Enchantment",
                  "Whenever an opponent taps a Mountain for mana, you may gain 1 life.", "{1}{W}")
WINTERS_NIGHT = card("Winter's Night", "World Enchantment",
                     "Whenever a player taps a snow land for mana, that player adds one mana of "
                     "any type that land produced. That land doesn't untap during its "
                     "controller's next untap step.", "{R}{G}{W}")
SNOW_FOREST = card("Snow-Covered Forest", "Basic Snow Land — Forest", "({T}: Add {G}.)")
GROVE = card("Test Grove", "Land", "{T}: Add {G}.")


def _land(game: object, name: str, controller: str = "Alice") -> int:
    return enter(game, name, controller)  # type: ignore[arg-type]


def test_605_1b_wild_growth_adds_g_as_its_land_is_tapped_for_mana() -> None:
    game = table(WILD_GROWTH)
    forest = _land(game, "Forest")
    other = _land(game, "Forest")
    enter(game, "Wild Growth", attached_to=forest)
    game.perform(A.ActivateAbility("Alice", forest, 1))
    assert game.player("Alice").mana_pool == {"G": 2}
    assert not game.stack()  # 605.4a: it didn't use the stack
    game.perform(A.ActivateAbility("Alice", other, 1))  # another land: no trigger
    assert game.player("Alice").mana_pool == {"G": 3}


def test_605_1b_wild_growth_adds_to_the_mana_a_spell_is_paid_with() -> None:
    game = table(WILD_GROWTH)
    forest = _land(game, "Forest")
    enter(game, "Wild Growth", attached_to=forest)
    game.perform(A.CastSpell("Alice", hand(game, "Llanowar Elves")))
    assert game.obj(forest).tapped
    assert game.player("Alice").mana_pool == {"G": 1}  # the extra {G} stays in the pool


def test_605_1b_mana_flare_doubles_each_players_lands() -> None:
    game = table(MANA_FLARE)
    enter(game, "Mana Flare", "Bob")
    mountain = _land(game, "Mountain")
    island = _land(game, "Island", "Bob")
    game.perform(A.ActivateAbility("Alice", mountain, 1))
    assert game.player("Alice").mana_pool == {"R": 2}
    game.state.priority = "Bob"
    game.perform(A.ActivateAbility("Bob", island, 1))
    assert game.player("Bob").mana_pool == {"U": 2}  # that player's pool, not Mana Flare's


def test_106_7_any_type_that_land_produced_is_the_type_it_made() -> None:
    game = table(MANA_FLARE, GROVE)
    enter(game, "Mana Flare")
    grove = _land(game, "Test Grove")
    game.perform(A.ActivateAbility("Alice", grove, 1))
    assert game.player("Alice").mana_pool == {"G": 2}


def test_605_1b_fertile_ground_adds_the_colour_chosen_as_the_land_is_tapped() -> None:
    game = table(FERTILE_GROUND)
    forest = _land(game, "Forest")
    enter(game, "Fertile Ground", attached_to=forest)
    game.perform(A.ActivateAbility("Alice", forest, 1, choices=(("color", "blue"),)))
    assert game.player("Alice").mana_pool == {"G": 1, "U": 1}


def test_106_1a_market_festival_two_mana_in_any_combination_of_colors() -> None:
    game = table(MARKET_FESTIVAL)
    plains = _land(game, "Plains")
    enter(game, "Market Festival", attached_to=plains)
    game.perform(A.ActivateAbility("Alice", plains, 1, choices=(("mana_mix", "BR"),)))
    assert game.player("Alice").mana_pool == {"W": 1, "B": 1, "R": 1}


def test_605_1b_vernal_bloom_forests_only() -> None:
    game = table(VERNAL_BLOOM)
    enter(game, "Vernal Bloom", "Bob")
    forest = _land(game, "Forest")
    mountain = _land(game, "Mountain")
    game.perform(A.ActivateAbility("Alice", forest, 1))
    game.perform(A.ActivateAbility("Alice", mountain, 1))
    assert game.player("Alice").mana_pool == {"G": 2, "R": 1}


def test_605_1b_nirkana_revenant_only_your_swamps() -> None:
    game = table(NIRKANA)
    enter(game, "Nirkana Revenant")
    swamp = _land(game, "Swamp")
    theirs = _land(game, "Swamp", "Bob")
    game.perform(A.ActivateAbility("Alice", swamp, 1))
    assert game.player("Alice").mana_pool == {"B": 2}
    game.state.priority = "Bob"
    game.perform(A.ActivateAbility("Bob", theirs, 1))
    assert game.player("Bob").mana_pool == {"B": 1}


def test_603_3_burning_earth_uses_the_stack_and_spares_basic_lands() -> None:
    game = table(BURNING_EARTH, GROVE)
    enter(game, "Burning Earth", "Bob")
    forest = _land(game, "Forest")
    grove = _land(game, "Test Grove")
    game.perform(A.ActivateAbility("Alice", forest, 1))
    assert game.player("Alice").life == 20
    game.perform(A.ActivateAbility("Alice", grove, 1))
    assert game.player("Alice").mana_pool == {"G": 2}  # no mana: not a mana ability
    game.perform(A.PassPriority("Alice"))  # 603.3: it goes on the stack
    assert len(game.stack()) == 1
    resolve_all(game)
    assert game.player("Alice").life == 19


def test_603_3_sanctimony_triggers_on_an_opponents_mountain() -> None:
    game = table(SANCTIMONY)
    enter(game, "Sanctimony", "Bob")
    mine = _land(game, "Mountain", "Bob")
    mountain = _land(game, "Mountain")
    game.perform(A.ActivateAbility("Alice", mountain, 1))
    game.perform(A.PassPriority("Alice"))
    resolve_all(game)
    assert game.player("Bob").life == 21
    game.state.priority = "Bob"
    game.perform(A.ActivateAbility("Bob", mine, 1))  # not an opponent's: no trigger
    game.perform(A.PassPriority("Bob"))
    assert not game.stack()


def test_605_1b_winters_night_doubles_snow_lands_that_then_stay_tapped() -> None:
    game = table(WINTERS_NIGHT, SNOW_FOREST)
    library(game, "Alice")
    library(game, "Bob")
    enter(game, "Winter's Night")
    snow = _land(game, "Snow-Covered Forest")
    forest = _land(game, "Forest")
    game.perform(A.ActivateAbility("Alice", snow, 1))
    game.perform(A.ActivateAbility("Alice", forest, 1))
    assert game.player("Alice").mana_pool == {"G": 3}
    assert not game.stack()
    game.perform(A.AdvanceTo("next_turn"))  # Bob's turn
    game.perform(A.AdvanceTo("next_turn"))  # Alice's untap step skips the snow land
    assert game.state.active == "Alice"
    assert game.obj(snow).tapped and not game.obj(forest).tapped
