""""the top X cards of your library" (401.1, 107.3): X is counted as the ability first looks
(the spell's X or "where X is ..."), then "them" are those cards; compiled from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

ENSHRINED = card("Enshrined Memories", "Sorcery",
                 "Reveal the top X cards of your library. Put all creature cards revealed this "
                 "way into your hand and the rest on the bottom of your library in any order.",
                 "{X}{G}")
COUNSEL = card("Worldly Counsel", "Instant",
               "Domain — Look at the top X cards of your library, where X is the number of "
               "basic land types among lands you control. Put one of those cards into your "
               "hand and the rest on the bottom of your library in any order.", "{1}{U}")
MUZZIO = card("Muzzio, Visionary Architect", "Legendary Creature — Human Artificer",
              "{3}{U}, {T}: Look at the top X cards of your library, where X is the highest "
              "mana value among artifacts you control. You may reveal an artifact card from "
              "among them and put it onto the battlefield. Put the rest on the bottom of your "
              "library in any order.", "{1}{U}{U}", "1/3")
CAMEO = card("Bloodstone Cameo", "Artifact", "{T}: Add {B} or {R}.", "{3}")


def _names(game: Game, zone: Zone) -> list[str]:
    return sorted(game.name_of(o) for o in game.state.zone_ids(zone, "Alice"))


def test_107_3_enshrined_memories_reveals_x_cards() -> None:
    game = table(ENSHRINED)
    library(game, "Alice", 2, "Grizzly Bears")  # below the top three: not revealed
    library(game, "Alice", 1, "Forest")
    library(game, "Alice", 2, "Grizzly Bears")
    spell = hand(game, "Enshrined Memories")
    game.perform(A.CastSpell("Alice", spell, choices=(("x", 3),), pay="free"))
    resolve_all(game)
    assert _names(game, Zone.HAND) == ["Grizzly Bears", "Grizzly Bears"]
    assert game.name_of(game.state.zone_ids(Zone.LIBRARY, "Alice")[0]) == "Forest"


def test_107_3_worldly_counsel_looks_at_one_card_per_basic_land_type() -> None:
    game = table(COUNSEL)
    library(game, "Alice", 3, "Island")
    library(game, "Alice", 1, "Grizzly Bears")
    library(game, "Alice", 2, "Forest")
    enter(game, "Forest")
    enter(game, "Island")  # X is 2: the two Forests on top
    game.perform(A.CastSpell("Alice", hand(game, "Worldly Counsel"), pay="free"))
    resolve_all(game)
    assert _names(game, Zone.HAND) == ["Forest"]
    top = game.state.zone_ids(Zone.LIBRARY, "Alice")[-1]
    assert game.name_of(top) == "Grizzly Bears"


def test_107_3_muzzio_looks_at_as_many_cards_as_the_highest_artifact_mana_value() -> None:
    game = table(MUZZIO, CAMEO)
    library(game, "Alice", 2, "Island")
    library(game, "Alice", 1, "Bloodstone Cameo")  # the third card: X is 3
    library(game, "Alice", 2, "Forest")
    enter(game, "Bloodstone Cameo")
    muzzio = enter(game, "Muzzio, Visionary Architect")
    game.perform(A.ActivateAbility("Alice", muzzio, 1, pay="free"))
    resolve_all(game)
    assert _names(game, Zone.BATTLEFIELD).count("Bloodstone Cameo") == 2
    assert game.name_of(game.state.zone_ids(Zone.LIBRARY, "Alice")[-1]) == "Island"


NISSA = card("Nissa, Nature's Artisan", "Legendary Planeswalker — Nissa",
             "+3: You gain 3 life.\n−4: Reveal the top two cards of your library. Put all land "
             "cards from among them onto the battlefield and the rest into your hand.\n"
             "−12: Creatures you control get +5/+5 and gain trample until end of turn.",
             "{4}{G}{G}")


def test_701_16_nissa_puts_every_revealed_land_onto_the_battlefield() -> None:
    game = table(NISSA)
    library(game, "Alice", 2, "Island")
    library(game, "Alice", 1, "Grizzly Bears")
    library(game, "Alice", 1, "Forest")
    nissa = enter(game, "Nissa, Nature's Artisan", counters=(("loyalty", 5),))
    game.perform(A.ActivateAbility("Alice", nissa, 2))
    resolve_all(game)
    assert _names(game, Zone.HAND) == ["Grizzly Bears"]
    assert "Forest" in _names(game, Zone.BATTLEFIELD)
    assert "Island" not in _names(game, Zone.BATTLEFIELD)
