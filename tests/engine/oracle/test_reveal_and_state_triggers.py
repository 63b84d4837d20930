"""From Oracle text: two targets of one instruction, any number of targets (115.1), a
state trigger (603.8), "attacks and isn't blocked" (509.3g) with poison (122.1), revealing
until a card (701.16), "if it's a land card ... Otherwise ...", "the life lost this way"."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

TWIN = card("Twin Shatter", "Instant", "Destroy target artifact and target enchantment.",
            "{1}{G}")
MANY = card("Many Shatter", "Sorcery",
            "Destroy any number of target artifacts and/or enchantments.", "{3}{G}")
SERPENT = card("Island Serpent", "Creature — Serpent",
               "When you control no Islands, sacrifice Island Serpent.", "{U}", "4/4")
STINGER = card("Test Stinger", "Creature — Insect",
               "Whenever Test Stinger attacks and isn't blocked, defending player gets a "
               "poison counter.", "{G}", "1/1")
DIGGER = card("Test Digger", "Sorcery",
              "Reveal cards from the top of your library until you reveal a creature card. "
              "Put that card into your hand and the rest on the bottom of your library in a "
              "random order.", "{2}{G}")
SORTER = card("Test Sorter", "Sorcery",
              "Reveal the top card of your library. If it's a land card, put it onto the "
              "battlefield. Otherwise, put it into your hand.", "{G}")
DRAIN = card("Test Drain", "Sorcery",
             "Each opponent loses 2 life. You gain life equal to the life lost this way.",
             "{B}")
TOTEM = card("Test Totem", "Artifact", "", "{1}")
AURA = card("Test Glow", "Enchantment", "", "{1}")


def test_115_1_one_instruction_with_two_targets() -> None:
    game = table(TWIN, TOTEM, AURA)
    totem, glow = enter(game, "Test Totem", "Bob"), enter(game, "Test Glow", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Twin Shatter"), (totem, glow), pay="free"))
    resolve_all(game)
    assert zone(game, totem) == Zone.GRAVEYARD and zone(game, glow) == Zone.GRAVEYARD


def test_601_2c_any_number_of_targets() -> None:
    game = table(MANY, TOTEM)
    totems = [enter(game, "Test Totem", "Bob") for _ in range(3)]
    game.perform(A.CastSpell("Alice", hand(game, "Many Shatter"), tuple(totems[:2]),
                             pay="free"))
    resolve_all(game)
    assert [zone(game, t) for t in totems] == [Zone.GRAVEYARD, Zone.GRAVEYARD,
                                               Zone.BATTLEFIELD]


def test_603_8_a_state_trigger_sacrifices_it() -> None:
    game = table(SERPENT)
    island = enter(game, "Island")
    serpent = enter(game, "Island Serpent")
    resolve_all(game)
    assert zone(game, serpent) == Zone.BATTLEFIELD
    game.perform(A.DestroyObject(island))
    resolve_all(game)
    assert zone(game, serpent) == Zone.GRAVEYARD


def test_509_3g_unblocked_gives_a_poison_counter() -> None:
    game = table(STINGER)
    library(game, "Alice")
    library(game, "Bob")
    stinger = enter(game, "Test Stinger")
    game.obj(stinger).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (stinger,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ()))
    resolve_all(game)
    assert game.player("Bob").counters.get("poison") == 1


def test_701_16_reveal_until_a_creature_card() -> None:
    game = table(DIGGER)
    library(game, "Alice", 1, "Grizzly Bears")
    library(game, "Alice", 3, "Island")
    game.perform(A.CastSpell("Alice", hand(game, "Test Digger"), pay="free"))
    resolve_all(game)
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.HAND, "Alice")] == \
        ["Grizzly Bears"]
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.LIBRARY, "Alice")] == \
        ["Island"] * 3


def test_608_2c_if_a_land_onto_the_battlefield_otherwise_into_the_hand() -> None:
    game = table(SORTER)
    library(game, "Alice", 1, "Grizzly Bears")
    library(game, "Alice", 1, "Forest")
    game.perform(A.CastSpell("Alice", hand(game, "Test Sorter"), pay="free"))
    resolve_all(game)
    assert [game.name_of(o) for o in game.permanents("Alice")] == ["Forest"]
    game.perform(A.CastSpell("Alice", hand(game, "Test Sorter"), pay="free"))
    resolve_all(game)
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.HAND, "Alice")] == \
        ["Grizzly Bears"]


def test_119_3_you_gain_the_life_lost_this_way() -> None:
    game = table(DRAIN)
    game.perform(A.CastSpell("Alice", hand(game, "Test Drain"), pay="free"))
    resolve_all(game)
    assert game.player("Bob").life == 18 and game.player("Alice").life == 22
