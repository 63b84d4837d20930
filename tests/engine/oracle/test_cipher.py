"""Cipher (702.99): as the spell resolves, after its other effects, its card is exiled
encoded on a creature its controller controls (702.99a); whenever that creature deals
combat damage to a player, its controller may cast a copy of the encoded card without
paying its mana cost (702.99c)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, hit_unblocked, library, resolve_all, table, zone

LAST_THOUGHTS = card("Last Thoughts", "Sorcery", "Draw a card.\nCipher", "{3}{U}")
PARANOID = card("Paranoid Delusions", "Sorcery",
                "Target player puts the top three cards of their library into their "
                "graveyard.\nCipher", "{U}{B}")


def _cast(game: Game, name: str, targets: tuple[object, ...] = (),
          choices: tuple[tuple[str, object], ...] = ()) -> int:
    spell = hand(game, name)
    game.perform(A.CastSpell("Alice", spell, targets, choices=choices, pay="free"))
    resolve_all(game)
    return spell


def test_702_99a_the_card_is_exiled_encoded_on_a_creature() -> None:
    game = table(LAST_THOUGHTS)
    library(game, "Alice", 10)
    bears = enter(game, "Grizzly Bears")
    spell = _cast(game, "Last Thoughts")
    assert zone(game, spell) == Zone.EXILE
    assert game.obj(game.state.newest(spell)).chosen.get("encoded_on") == str(bears)


def test_702_99a_without_a_creature_it_goes_to_the_graveyard() -> None:
    game = table(LAST_THOUGHTS)
    library(game, "Alice", 10)
    spell = _cast(game, "Last Thoughts")
    assert zone(game, spell) == Zone.GRAVEYARD


def test_702_99a_the_answer_encode_keeps_it_unencoded() -> None:
    game = table(LAST_THOUGHTS)
    library(game, "Alice", 10)
    enter(game, "Grizzly Bears")
    spell = _cast(game, "Last Thoughts", choices=(("encode", ()),))
    assert zone(game, spell) == Zone.GRAVEYARD


def test_702_99c_combat_damage_casts_a_copy_of_the_encoded_card() -> None:
    game = table(PARANOID)
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    bears = enter(game, "Grizzly Bears")
    game.obj(bears).controlled_since_turn_start = True
    spell = _cast(game, "Paranoid Delusions", ("Bob",))
    assert len(game.state.zone_ids(Zone.GRAVEYARD, "Bob")) == 3
    hit_unblocked(game, bears)
    assert game.player("Bob").life == 18
    # the copy (no target chosen: the first legal player, an opponent) mills three more
    assert len(game.state.zone_ids(Zone.GRAVEYARD, "Bob")) == 6
    assert zone(game, spell) == Zone.EXILE  # the encoded card stays (702.99c)
