""""Tap any number of untapped artifacts you control. When you do, ~ deals that much damage
to target creature or planeswalker." (603.12) and a token with a name of its own (111.4),
from Oracle text: Yotia Declares War."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import CardType, Supertype
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table

YOTIA = card("Yotia Declares War", "Enchantment — Saga",
             "Read ahead (Choose a chapter and start with that many lore counters. Add one "
             "after your draw step. Skipped chapters don't trigger. Sacrifice after III.)\n"
             "I — Create a 0/2 colorless Thopter artifact creature token with flying named "
             "Ornithopter.\nII — Tap any number of untapped artifacts you control. When you do, "
             "Yotia Declares War deals that much damage to target creature or planeswalker.\n"
             "III — Up to one target artifact you control becomes an artifact creature with "
             "base power and toughness 4/4 until end of turn.", "{1}{R}")
# the back face of Nissa, Vastwood Seer (a planeswalker; its −7 is left out here)
SAGE = card("Nissa, Sage Animist", "Legendary Planeswalker — Nissa",
            "+1: Reveal the top card of your library. If it's a land card, put it onto the "
            "battlefield. Otherwise, put that card into your hand.\n"
            "−2: Create a legendary 4/4 green Elemental creature token named Ashaya, the "
            "Awoken World.")


def test_111_4_the_thopter_token_is_named_ornithopter() -> None:
    game = table(YOTIA)
    enter(game, "Yotia Declares War", choices=(("chapter", 1),))
    resolve_all(game)
    (thopter,) = [o for o in game.permanents("Alice") if game.obj(o).is_token]
    chars = game.chars(thopter)
    assert chars.name == "Ornithopter"
    assert chars.types == {CardType.ARTIFACT, CardType.CREATURE}
    assert (chars.power, chars.toughness, chars.colors) == (0, 2, frozenset())
    assert chars.has_ability("Flying")


def test_603_12_the_damage_is_the_number_of_artifacts_tapped() -> None:
    game = table(YOTIA)
    rings = [enter(game, "Sol Ring"), enter(game, "Sol Ring")]
    dreadmaw = enter(game, "Colossal Dreadmaw", "Bob")
    enter(game, "Yotia Declares War", choices=(("chapter", 2),))
    resolve_all(game)
    assert all(game.obj(r).tapped for r in rings)
    assert game.obj(dreadmaw).damage == 2


def test_603_12_with_no_artifact_to_tap_no_damage_is_dealt() -> None:
    game = table(YOTIA)
    dreadmaw = enter(game, "Colossal Dreadmaw", "Bob")
    enter(game, "Yotia Declares War", choices=(("chapter", 2),))
    resolve_all(game)
    assert game.obj(dreadmaw).damage == 0


def test_111_4_a_legendary_token_with_a_name() -> None:
    game = table(SAGE)
    nissa = enter(game, "Nissa, Sage Animist", counters=(("loyalty", 3),))
    game.perform(A.ActivateAbility("Alice", nissa, 2, pay="free"))
    resolve_all(game)
    (token,) = [o for o in game.permanents("Alice") if game.obj(o).is_token]
    assert game.chars(token).name == "Ashaya, the Awoken World"
    assert Supertype.LEGENDARY in game.chars(token).supertypes
