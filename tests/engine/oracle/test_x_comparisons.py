"""Comparisons with a value known only as the spell or ability is cast or resolves (208,
202.3): "with mana value X or less", "less than or equal to the number of lands you
control", "equal to 1 plus the sacrificed creature's mana value", from Oracle text: Chord
of Calling, Forced March, Repeal, Beseech the Queen, Birthing Pod."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

CHORD = card("Chord of Calling", "Instant",
             "Convoke\nSearch your library for a creature card with mana value X or less and "
             "put it onto the battlefield. Then shuffle.", "{X}{G}{G}{G}")
MARCH = card("Forced March", "Sorcery", "Destroy all creatures with mana value X or less.",
             "{X}{B}{B}{B}")
REPEAL = card("Repeal", "Instant",
              "Return target nonland permanent with mana value X to its owner's hand.\n"
              "Draw a card.", "{X}{U}")
BESEECH = card("Beseech the Queen", "Sorcery",
               "Search your library for a card with mana value less than or equal to the "
               "number of lands you control, reveal it, and put it into your hand. Then "
               "shuffle.", "{2/B}{2/B}{2/B}")
POD = card("Birthing Pod", "Artifact",
           "{1}{G/P}, {T}, Sacrifice a creature: Search your library for a creature card with "
           "mana value equal to 1 plus the sacrificed creature's mana value, put that card "
           "onto the battlefield, Then shuffle. Activate this ability only any time you could "
           "cast a sorcery.", "{3}{G/P}")
LIONS = card("Savannah Lions", "Creature — Cat", "", "{W}", "2/1")
GIANT = card("Hill Giant", "Creature — Giant", "", "{3}{R}", "3/3")
WURM = card("Craw Wurm", "Creature — Wurm", "", "{4}{G}{G}", "6/4")
OGRE = card("Gray Ogre", "Creature — Ogre", "", "{2}{R}", "2/2")


def _names(game: Game, where: Zone, player: str = "Alice") -> list[str]:
    return sorted(game.name_of(o) for o in game.state.zone_ids(where, player))


def test_107_3_chord_finds_a_creature_of_mana_value_x_or_less() -> None:
    game = table(CHORD, OGRE, GIANT)
    library(game, "Alice", 1, "Gray Ogre")
    library(game, "Alice", 1, "Hill Giant")  # the first found if X didn't matter
    game.perform(A.CastSpell("Alice", hand(game, "Chord of Calling"), (), (("x", 3),),
                             pay="free"))
    resolve_all(game)
    assert _names(game, Zone.BATTLEFIELD) == ["Gray Ogre"]


def test_107_3_forced_march_destroys_only_up_to_x() -> None:
    game = table(MARCH, LIONS, GIANT)
    lions = enter(game, "Savannah Lions", "Bob")
    bears = enter(game, "Grizzly Bears", "Bob")
    giant = enter(game, "Hill Giant", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Forced March"), (), (("x", 2),),
                             pay="free"))
    resolve_all(game)
    assert [zone(game, o) for o in (lions, bears, giant)] == [
        Zone.GRAVEYARD, Zone.GRAVEYARD, Zone.BATTLEFIELD]


def test_601_2c_repeal_targets_a_permanent_of_mana_value_x() -> None:
    game = table(REPEAL, GIANT)
    library(game, "Alice", 2)
    giant = enter(game, "Hill Giant", "Bob")
    repeal = hand(game, "Repeal")
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", repeal, (giant,), (("x", 2),), pay="free"))
    game.perform(A.CastSpell("Alice", repeal, (giant,), (("x", 4),), pay="free"))
    resolve_all(game)
    assert zone(game, giant) == Zone.HAND


def test_202_3_beseech_counts_the_lands_you_control() -> None:
    game = table(BESEECH, GIANT, WURM)
    for _ in range(4):
        enter(game, "Swamp")
    library(game, "Alice", 1, "Hill Giant")
    library(game, "Alice", 1, "Craw Wurm")
    game.perform(A.CastSpell("Alice", hand(game, "Beseech the Queen"), pay="free"))
    resolve_all(game)
    assert _names(game, Zone.HAND) == ["Hill Giant"]  # 4, not the Wurm's 6


def test_202_3_birthing_pod_finds_one_more_than_the_sacrificed() -> None:
    game = table(POD, LIONS, OGRE, GIANT)
    pod = enter(game, "Birthing Pod")
    bears = enter(game, "Grizzly Bears")
    library(game, "Alice", 1, "Gray Ogre")
    library(game, "Alice", 1, "Hill Giant")
    library(game, "Alice", 1, "Savannah Lions")
    game.perform(A.ActivateAbility("Alice", pod, 1, (), (("sacrifice", [bears]),),
                                   pay="free"))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD
    assert _names(game, Zone.BATTLEFIELD) == ["Birthing Pod", "Gray Ogre"]
