"""119.3 "that player loses half their life, rounded up"; processors ("you may put a card
an opponent owns from exile into that player's graveyard. If you do, ..."); "untap up to
five lands" (chosen, not targeted)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

FESTIVAL = card("Havoc Festival", "Enchantment",
                "Players can't gain life.\nAt the beginning of each player's upkeep, that "
                "player loses half their life, rounded up.", "{4}{B}{R}")
STRANGLER = card("Wasteland Strangler", "Creature — Eldrazi Processor",
                 "Devoid\nWhen Wasteland Strangler enters, you may put a card an opponent owns "
                 "from exile into that player's graveyard. If you do, target creature gets "
                 "-3/-3 until end of turn.", "{2}{B}", "3/2")
DRAKE = card("Peregrine Drake", "Creature — Drake",
             "Flying\nWhen Peregrine Drake enters, untap up to five lands.", "{4}{U}", "2/3")


def _upkeep_of_bob(game: Game) -> None:
    library(game, "Alice", 3)
    library(game, "Bob", 3)
    game.perform(A.AdvanceTo("next_turn"))
    resolve_all(game)


def test_119_3_half_of_an_odd_life_total_rounded_up() -> None:
    game = table(FESTIVAL)
    enter(game, "Havoc Festival")
    game.player("Bob").life = 15
    _upkeep_of_bob(game)
    assert game.player("Bob").life == 7 and game.player("Alice").life == 20


def _strangler_with_exiled_card(game: Game, owner: str) -> int:
    library(game, owner, 1, "Island")
    game.perform(A.MoveObject(game.state.zone_ids(Zone.LIBRARY, owner)[-1], "exile"))
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Wasteland Strangler"), pay="free"))
    resolve_all(game)
    return bears


def test_a_card_an_opponent_owns_goes_to_their_graveyard_and_then_minus_3() -> None:
    game = table(STRANGLER)
    bears = _strangler_with_exiled_card(game, "Bob")
    graveyard = [game.name_of(o) for o in game.state.zone_ids(Zone.GRAVEYARD, "Bob")]
    assert graveyard == ["Island", "Grizzly Bears"]
    assert zone(game, bears) == Zone.GRAVEYARD


def test_608_2c_no_card_of_an_opponent_in_exile_no_minus_3() -> None:
    game = table(STRANGLER)
    bears = _strangler_with_exiled_card(game, "Alice")  # Alice's own card: not allowed
    assert zone(game, bears) == Zone.BATTLEFIELD
    assert len(game.state.zone_ids(Zone.EXILE)) == 1


def test_up_to_five_lands_untap() -> None:
    game = table(DRAKE)
    lands = [enter(game, "Island", tapped=True) for _ in range(6)]
    game.perform(A.CastSpell("Alice", hand(game, "Peregrine Drake"), pay="free"))
    resolve_all(game)
    assert sum(not game.obj(o).tapped for o in lands) == 5
