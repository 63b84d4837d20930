"""Maximum hand size (402.2, discarding to it in the cleanup step 514.1) and protection
from the chosen color (702.16, the colour chosen as the source entered), from Oracle
text."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, table

NIBBLER = card("Thought Nibbler", "Creature — Beast",
               "Flying\nYour maximum hand size is reduced by two.", "{U}", "1/1")
MISER = card("Locust Miser", "Creature — Rat Shaman",
             "Each opponent's maximum hand size is reduced by two.", "{2}{B}{B}", "2/2")
SCROLLKEEPER = card("Minamo Scrollkeeper", "Creature — Human Wizard",
                    "Defender\nYour maximum hand size is increased by one.", "{1}{U}", "2/3")
MIDNIGHT_OIL = card("Midnight Oil", "Enchantment",
                    "Midnight Oil enters with seven hour counters on it.\nAt the beginning of "
                    "your draw step, draw an additional card and remove two hour counters from "
                    "Midnight Oil.\nYour maximum hand size is equal to the number of hour "
                    "counters on Midnight Oil.\nWhenever you discard a card, you lose 1 life.",
                    "{2}{B}{B}")
VOICE = card("Voice of All", "Creature — Angel",
             "Flying\nAs Voice of All enters, choose a color.\nVoice of All has protection "
             "from the chosen color.", "{2}{W}{W}", "2/2")
PENTARCH_WARD = card("Pentarch Ward", "Enchantment — Aura",
                     "Enchant creature\nAs Pentarch Ward enters, choose a color.\nWhen Pentarch "
                     "Ward enters, draw a card.\nEnchanted creature has protection from the "
                     "chosen color. This effect doesn't remove Pentarch Ward.", "{2}{W}")


def _hand_after_cleanup(game: Game, player: str, cards: int) -> int:
    for _ in range(cards):
        hand(game, "Island", player)
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    game.perform(A.AdvanceTo("next_turn"))
    return len(game.state.zone_ids(Zone.HAND, player))


def test_402_2_your_maximum_hand_size_is_reduced_by_two() -> None:
    game = table(NIBBLER)
    enter(game, "Thought Nibbler")
    assert _hand_after_cleanup(game, "Alice", 9) == 5


def test_402_2_only_opponents_are_bound_by_each_opponents_reduction() -> None:
    game = table(MISER)
    enter(game, "Locust Miser", "Bob")  # Alice is Bob's opponent
    assert _hand_after_cleanup(game, "Alice", 9) == 5
    game = table(MISER)
    enter(game, "Locust Miser")
    assert _hand_after_cleanup(game, "Alice", 9) == 7


def test_402_2_increased_by_one() -> None:
    game = table(SCROLLKEEPER)
    enter(game, "Minamo Scrollkeeper")
    assert _hand_after_cleanup(game, "Alice", 9) == 8


def test_402_2_equal_to_the_hour_counters() -> None:
    game = table(MIDNIGHT_OIL)
    oil = enter(game, "Midnight Oil")
    game.perform(A.AddCounters(oil, "hour", -4))  # seven counters, then three
    assert game.obj(oil).counters.get("hour") == 3
    assert _hand_after_cleanup(game, "Alice", 6) == 3


def test_702_16_protection_from_the_chosen_color() -> None:
    game = table(VOICE)
    voice = enter(game, "Voice of All", choices=(("color", "red"),))
    enter(game, "Mountain")
    with pytest.raises(A.IllegalAction, match="protection from red"):
        game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), targets=(voice,)))


def test_702_16c_enchanted_creature_has_protection_from_the_chosen_color() -> None:
    game = table(PENTARCH_WARD)
    library(game, "Alice")
    bears = enter(game, "Grizzly Bears")
    enter(game, "Pentarch Ward", attached_to=bears, choices=(("color", "red"),))
    enter(game, "Mountain")
    with pytest.raises(A.IllegalAction, match="protection from red"):
        game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), targets=(bears,)))


def test_702_16c_the_protection_doesnt_remove_the_aura_of_that_color() -> None:
    game = table(PENTARCH_WARD)
    library(game, "Alice")
    bears = enter(game, "Grizzly Bears")
    ward = enter(game, "Pentarch Ward", attached_to=bears, choices=(("color", "white"),))
    game.perform(A.PassPriority("Alice"))
    game.perform(A.PassPriority("Bob"))  # state-based actions are checked (704.5m)
    assert game.obj(ward).zone == Zone.BATTLEFIELD
    assert game.obj(ward).attached_to == bears
