"""106.4: mana added as a spell or an ability resolves ("Add {R}{R}.", "add {B} for each
charge counter on ~", "you lose 1 life and add {B}"), from Oracle text."""

from __future__ import annotations

from tabletop.cards.compiler import compile_text
from tabletop.engine.definitions.abilities import ActivatedAbility
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

SPIKE = card("Seismic Spike", "Sorcery", "Destroy target land. Add {R}{R}.", "{2}{R}{R}")
ALTAR = card("Altar of Shadows", "Artifact",
             "At the beginning of your precombat main phase, add {B} for each charge counter "
             "on Altar of Shadows.\n{7}, {T}: Destroy target creature. Then put a charge "
             "counter on Altar of Shadows.", "{7}")
CARNIVAL = card("Carnival of Souls", "Enchantment",
                "Whenever a creature enters, you lose 1 life and add {B}.", "{1}{B}")
PRIEST = card("Priest of Urabrask", "Creature — Human Cleric",
              "When Priest of Urabrask enters, add {R}{R}{R}.", "{2}{R}", "2/1")


def test_a_spell_adds_mana_after_its_other_instructions() -> None:
    # 106.4: the sorcery's mana goes into its controller's pool as it resolves
    game = table(SPIKE)
    island = enter(game, "Island", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Seismic Spike"), (island,), (), "free"))
    resolve_all(game)
    assert zone(game, island) == Zone.GRAVEYARD
    assert game.player("Alice").mana_pool.get("R") == 2
    assert not game.player("Bob").mana_pool


def test_the_altar_adds_one_black_mana_per_charge_counter_in_the_main_phase() -> None:
    # 603.2 + 106.4: counted as the triggered ability resolves
    game = table(ALTAR, step=Step.UPKEEP)
    library(game, "Alice")
    altar = enter(game, "Altar of Shadows")
    game.put_counters(altar, "charge", 3)
    game.perform(A.AdvanceTo("precombat_main"))
    resolve_all(game)
    assert game.state.step == Step.PRECOMBAT_MAIN
    assert game.player("Alice").mana_pool.get("B") == 3


def test_each_creature_entering_costs_a_life_and_gives_black_mana() -> None:
    game = table(CARNIVAL, PRIEST)
    enter(game, "Carnival of Souls")
    enter(game, "Priest of Urabrask", "Bob")  # anyone's creature
    resolve_all(game)
    alice = game.player("Alice")
    assert (alice.life, alice.mana_pool.get("B")) == (19, 1)
    # the Priest's own trigger fills Bob's pool, not Alice's
    assert game.player("Bob").mana_pool.get("R") == 3
    assert alice.mana_pool.get("R") is None


def test_an_activated_ability_adding_mana_is_read_only_as_a_mana_ability() -> None:
    # 605.1a: "{T}: Add {C}. If ..., add {C}{C} instead." is a mana ability (no stack), never
    # read as a stack ability (mana_instead.py; test_mana_instead.py plays it)
    compiled = compile_text("{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's "
                            "Tower, add {C}{C} instead.", "Urza's Mine")
    (mine,) = compiled.abilities
    assert isinstance(mine, ActivatedAbility) and mine.is_mana
    # 606: a loyalty ability is no mana ability; its mana comes as it resolves
    assert not compile_text("+1: Draw a card, then add one mana of any color.",
                            "Sarkhan Unbroken").unknown
