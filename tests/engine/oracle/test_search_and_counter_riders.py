"""More searching (701.23) and countering (701.6) from Oracle text: "a Rebel permanent card
with mana value 3 or less", "Shuffle your library, then put the card on top of it",
"If that spell is countered this way, exile it instead", and a prevention shield for a
player ("Prevent the next 2 damage that would be dealt to you this turn", 615.7)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

LIEUTENANT = card("Ramosian Lieutenant", "Creature — Human Rebel",
                  "{4}, {T}: Search your library for a Rebel permanent card with mana value 3 "
                  "or less and put it onto the battlefield. Then shuffle.", "{1}{W}", "1/2")
COMMANDER = card("Ramosian Commander", "Creature — Human Rebel",
                 "{6}, {T}: Search your library for a Rebel permanent card with mana value 5 "
                 "or less and put it onto the battlefield. Then shuffle.", "{2}{W}{W}", "2/4")
TUTOR = card("Personal Tutor", "Sorcery", "Search your library for a sorcery card and "
             "reveal that card. Shuffle your library, then put the card on top of it.", "{U}")
WHEEL = card("Wheel of Fortune", "Sorcery",
             "Each player discards their hand, then draws seven cards.", "{2}{R}")
AUTHORITY = card("Assert Authority", "Instant",
                "Counter target spell. If that spell is countered this way, exile it instead "
                "of putting it into its owner's graveyard.", "{5}{U}{U}")
SHRIVEL = card("Spell Shrivel", "Instant",
               "Counter target spell unless its controller pays {4}. If that spell is "
               "countered this way, exile it instead of putting it into its owner's "
               "graveyard.", "{2}{U}")
BATTLEMAGE = card("Esper Battlemage", "Artifact Creature — Human Wizard",
                  "{W}, {T}: Prevent the next 2 damage that would be dealt to you this turn.\n"
                  "{B}, {T}: Target creature gets -1/-1 until end of turn.", "{2}{U}", "2/2")


def test_701_23_a_rebel_permanent_card_with_mana_value_3_or_less() -> None:
    game = table(LIEUTENANT, COMMANDER)
    library(game, "Alice", 2, "Ramosian Commander")  # a Rebel, but mana value 4
    library(game, "Alice", 2, "Grizzly Bears")  # mana value 2, not a Rebel
    library(game, "Alice", 1, "Ramosian Lieutenant")
    library(game, "Alice", 2, "Island")
    lieutenant = enter(game, "Ramosian Lieutenant")
    game.perform(A.ActivateAbility("Alice", lieutenant, 1, pay="free"))
    resolve_all(game)
    names = sorted(game.name_of(o) for o in game.battlefield())
    assert names == ["Ramosian Lieutenant", "Ramosian Lieutenant"]


def test_701_23_the_card_found_goes_on_top_after_the_shuffle() -> None:
    game = table(TUTOR, WHEEL)
    library(game, "Alice", 4, "Island")
    library(game, "Alice", 1, "Wheel of Fortune")
    library(game, "Alice", 4, "Island")
    game.perform(A.CastSpell("Alice", hand(game, "Personal Tutor"), pay="free"))
    resolve_all(game)
    top = game.state.zone_ids(Zone.LIBRARY, "Alice")[-1]
    assert game.name_of(top) == "Wheel of Fortune"


def _bob_bolts(game: Game) -> int:
    bolt = hand(game, "Lightning Bolt", "Bob")
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", bolt, ("Alice",), pay="free"))
    game.perform(A.PassPriority("Bob"))
    return bolt


def test_614_6_the_countered_spell_is_exiled_instead_of_put_into_the_graveyard() -> None:
    game = table(AUTHORITY)
    bolt = _bob_bolts(game)
    game.perform(A.CastSpell("Alice", hand(game, "Assert Authority"), (game.stack()[-1],),
                             pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 20
    assert zone(game, bolt) == Zone.EXILE


def test_614_6_unless_its_controller_pays_and_then_exiled() -> None:
    game = table(SHRIVEL)
    bolt = _bob_bolts(game)  # Bob has no mana to pay {4}
    game.perform(A.CastSpell("Alice", hand(game, "Spell Shrivel"), (game.stack()[-1],),
                             pay="free"))
    resolve_all(game)
    assert zone(game, bolt) == Zone.EXILE and game.stack() == []


def test_615_7_the_next_2_damage_to_you_is_prevented() -> None:
    game = table(BATTLEMAGE)
    battlemage = enter(game, "Esper Battlemage")
    game.perform(A.ActivateAbility("Alice", battlemage, 1, pay="free"))
    resolve_all(game)
    _bob_bolts(game)
    resolve_all(game)
    assert game.player("Alice").life == 19
