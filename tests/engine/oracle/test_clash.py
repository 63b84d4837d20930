"""Clash (701.30): each player reveals their library's top card; the higher mana value
wins; each may then put the card on the bottom (the answer `clash_bottom`)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

OAKEN_BRAWLER = card("Oaken Brawler", "Creature — Treefolk Warrior",
                     "When Oaken Brawler enters, clash with an opponent. If you win, put a "
                     "+1/+1 counter on Oaken Brawler.", "{3}{W}", "2/4")
RESEARCH_THE_DEEP = card("Research the Deep", "Sorcery",
                         "Draw a card. Clash with an opponent. If you win, return Research "
                         "the Deep to its owner's hand.", "{1}{U}")
WEED_STRANGLE = card("Weed Strangle", "Sorcery",
                     "Destroy target creature. Clash with an opponent. If you win, you gain "
                     "life equal to that creature's toughness.", "{3}{B}{B}")


def _tops(game: Game, alice: str, bob: str) -> None:
    """Each library: five Islands under the card named on top."""
    library(game, "Alice")
    library(game, "Bob")
    library(game, "Alice", 2, alice)
    library(game, "Bob", 1, bob)


def test_701_30c_the_higher_mana_value_wins() -> None:
    game = table(OAKEN_BRAWLER)
    _tops(game, "Craw Wurm", "Grizzly Bears")
    brawler = enter(game, "Oaken Brawler")
    resolve_all(game)
    assert game.obj(brawler).counters.get("+1/+1") == 1
    top = game.state.zone_ids(Zone.LIBRARY, "Alice")[-1]
    assert game.obj(top).card.name == "Craw Wurm"  # 701.30b: kept on top by default


def test_701_30c_a_lower_or_equal_mana_value_does_not_win() -> None:
    game = table(OAKEN_BRAWLER)
    _tops(game, "Grizzly Bears", "Grizzly Bears")
    brawler = enter(game, "Oaken Brawler")
    resolve_all(game)
    assert game.obj(brawler).counters.get("+1/+1") is None


def test_701_30c_a_won_clash_returns_the_spell_to_hand() -> None:
    game = table(RESEARCH_THE_DEEP)
    _tops(game, "Craw Wurm", "Island")
    for _ in range(2):
        enter(game, "Island")
    research = hand(game, "Research the Deep")
    game.perform(A.CastSpell("Alice", research))
    resolve_all(game)
    assert zone(game, research) == Zone.HAND


def test_701_30b_the_revealed_cards_may_go_to_the_bottom() -> None:
    game = table(RESEARCH_THE_DEEP)
    _tops(game, "Grizzly Bears", "Craw Wurm")
    for _ in range(2):
        enter(game, "Island")
    research = hand(game, "Research the Deep")
    bob_top = game.state.zone_ids(Zone.LIBRARY, "Bob")[-1]
    game.perform(A.CastSpell("Alice", research, choices=(("clash_bottom", (bob_top,)),)))
    resolve_all(game)
    assert zone(game, research) == Zone.GRAVEYARD  # Alice's Bears lose to the Wurm
    assert game.state.zone_ids(Zone.LIBRARY, "Bob")[0] == bob_top


def test_701_30c_weed_strangle_gains_the_destroyed_creatures_toughness() -> None:
    game = table(WEED_STRANGLE)
    _tops(game, "Craw Wurm", "Island")
    wurm = enter(game, "Craw Wurm", controller="Bob")
    for _ in range(5):
        enter(game, "Swamp")
    strangle = hand(game, "Weed Strangle")
    game.perform(A.CastSpell("Alice", strangle, (wurm,)))
    resolve_all(game)
    assert zone(game, wurm) == Zone.GRAVEYARD
    assert game.player("Alice").life == 24
