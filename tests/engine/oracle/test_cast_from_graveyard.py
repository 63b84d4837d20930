""""If this spell was cast from a graveyard" (modern sample: Secrets of the Key, Nibelheim
Aflame): the zone a spell was cast from, noted as it became cast (601.2i), read as it resolves;
flashback casts it from a graveyard (702.34a)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

SECRETS = card("Secrets of the Key", "Instant",
               "Investigate. If this spell was cast from a graveyard, investigate twice instead. "
               "(To investigate, create a Clue token. It's an artifact with \"{2}, Sacrifice "
               "this token: Draw a card.\")\nFlashback {3}{U}", "{U}")
NIBELHEIM = card("Nibelheim Aflame", "Sorcery",
                 "Choose target creature you control. It deals damage equal to its power to each "
                 "other creature. If this spell was cast from a graveyard, discard your hand and "
                 "draw four cards.\nFlashback {5}{R}{R} (You may cast this card from your "
                 "graveyard for its flashback cost. Then exile it.)", "{2}{R}{R}")


def _clues(game: Game) -> int:
    return sum(game.name_of(o) == "Clue" for o in game.permanents("Alice"))


def test_601_2i_cast_from_hand_investigates_once_from_graveyard_twice() -> None:
    game = table(SECRETS)
    secrets = hand(game, "Secrets of the Key")
    game.perform(A.CastSpell("Alice", secrets, (), pay="free"))
    resolve_all(game)
    assert _clues(game) == 1  # cast from a hand: investigate once
    assert zone(game, secrets) == Zone.GRAVEYARD
    game.perform(A.CastSpell("Alice", game.state.newest(secrets), (), pay="free"))  # 702.34a
    resolve_all(game)
    assert _clues(game) == 3  # cast from a graveyard: twice instead
    assert zone(game, secrets) == Zone.EXILE


def test_nibelheim_from_hand_deals_its_power_to_each_other_creature_only() -> None:
    game = table(NIBELHEIM)
    library(game, "Alice", 6)
    hand(game, "Lightning Bolt")
    chosen = enter(game, "Craw Wurm")  # 6/4
    mine = enter(game, "Grizzly Bears")
    theirs = enter(game, "Trained Armodon", "Bob")  # 3/3
    spell = hand(game, "Nibelheim Aflame")
    game.perform(A.CastSpell("Alice", spell, (chosen,), pay="free"))
    resolve_all(game)
    assert zone(game, chosen) == Zone.BATTLEFIELD
    assert zone(game, mine) == Zone.GRAVEYARD and zone(game, theirs) == Zone.GRAVEYARD
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.HAND, "Alice")] == [
        "Lightning Bolt"]  # not cast from a graveyard: the hand is kept


def test_nibelheim_by_flashback_also_discards_the_hand_and_draws_four() -> None:
    game = table(NIBELHEIM)
    library(game, "Alice", 6)
    hand(game, "Lightning Bolt")
    chosen = enter(game, "Grizzly Bears")
    theirs = enter(game, "Trained Armodon", "Bob")  # 3/3 survives 2 damage
    spell = hand(game, "Nibelheim Aflame")
    game.perform(A.MoveObject(spell, "graveyard"))
    game.perform(A.CastSpell("Alice", game.state.newest(spell), (chosen,), pay="free"))
    resolve_all(game)
    assert zone(game, theirs) == Zone.BATTLEFIELD
    assert game.obj(game.state.newest(theirs)).damage == 2
    hand_now = [game.name_of(o) for o in game.state.zone_ids(Zone.HAND, "Alice")]
    assert hand_now == ["Island"] * 4  # discarded the Bolt, drew four
    assert game.name_of(next(iter(game.state.zone_ids(Zone.GRAVEYARD, "Alice")))) == \
        "Lightning Bolt"
