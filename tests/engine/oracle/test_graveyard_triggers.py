"""Triggers on cards put into graveyards (603.2, 603.6c, 700.4), from Oracle text: "from
anywhere" (a resolved spell, a destroyed permanent), "from your library" (milled),
"another card ... into your graveyard", "a nontoken permanent ... into a player's
graveyard from the battlefield" (that player is the owner, 404.2), "a permanent you control
is put into a graveyard"."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

MEASURE = card("Measure of Wickedness", "Enchantment",
               "At the beginning of your end step, sacrifice Measure of Wickedness and you "
               "lose 8 life.\nWhenever another card is put into your graveyard from anywhere, "
               "target opponent gains control of Measure of Wickedness.", "{3}{B}")
ASCENSION = card("Bloodchief Ascension", "Enchantment",
                 "At the beginning of each end step, if an opponent lost 2 or more life this "
                 "turn, you may put a quest counter on Bloodchief Ascension.\nWhenever a card "
                 "is put into an opponent's graveyard from anywhere, if Bloodchief Ascension "
                 "has three or more quest counters on it, you may have that player lose 2 "
                 "life. If you do, you gain 2 life.", "{B}")
PEDANTIC = card("Pedantic Learning", "Enchantment",
                "Whenever a land card is put into your graveyard from your library, you may "
                "pay {1}. If you do, draw a card.", "{U}{U}")
LIABILITY = card("Liability", "Enchantment",
                 "Whenever a nontoken permanent is put into a player's graveyard from the "
                 "battlefield, that player loses 1 life.", "{1}{B}{B}")
MARVEL = card("Aetherworks Marvel", "Legendary Artifact",
              "Whenever a permanent you control is put into a graveyard, you get {E}.\n{T}, "
              "Pay {E}{E}{E}{E}{E}{E}: Look at the top six cards of your library. You may cast "
              "a card from among them without paying its mana cost. Put the rest on the "
              "bottom of your library in a random order.", "{4}")
SCULPT = card("Mind Sculpt", "Sorcery", "Target opponent puts the top seven cards of their "
              "library into their graveyard.", "{1}{U}")


def _game(*cards: object) -> Game:
    game = table(*cards)  # type: ignore[arg-type]
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    return game


def _cast(game: Game, caster: str, name: str, target: object) -> None:
    game.state.priority = caster
    game.perform(A.CastSpell(caster, hand(game, name, caster), (target,), pay="free"))
    resolve_all(game)


def test_603_2_a_spell_put_into_your_graveyard_gives_measure_away() -> None:
    game = _game(MEASURE)
    measure = enter(game, "Measure of Wickedness")
    _cast(game, "Bob", "Lightning Bolt", "Bob")  # Bob's card: not Alice's graveyard
    assert game.controller_of(measure) == "Alice"
    _cast(game, "Alice", "Lightning Bolt", "Bob")  # the Bolt goes to Alice's graveyard
    assert game.controller_of(measure) == "Bob"


def test_603_2_ascension_drains_the_owner_of_each_card() -> None:
    game = _game(ASCENSION)
    game.perform(A.EnterBattlefield("Bloodchief Ascension", "Alice", counters=(("quest", 3),)))
    _cast(game, "Bob", "Lightning Bolt", "Alice")
    assert (game.player("Alice").life, game.player("Bob").life) == (19, 18)


def test_603_2_ascension_needs_three_quest_counters() -> None:
    game = _game(ASCENSION)
    game.perform(A.EnterBattlefield("Bloodchief Ascension", "Alice", counters=(("quest", 2),)))
    _cast(game, "Bob", "Lightning Bolt", "Alice")
    assert (game.player("Alice").life, game.player("Bob").life) == (17, 20)


def test_603_2_pedantic_learning_sees_milled_lands() -> None:
    game = _game(PEDANTIC, SCULPT)
    enter(game, "Pedantic Learning", "Bob")
    enter(game, "Island", "Bob")
    _cast(game, "Alice", "Mind Sculpt", "Bob")  # seven Islands milled: one {1} to pay
    assert len(game.state.zone_ids(Zone.HAND, "Bob")) == 1


def test_700_4_liability_costs_the_owner_of_each_nontoken_permanent() -> None:
    game = _game(LIABILITY)
    enter(game, "Liability")
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.DestroyObject(bears))
    resolve_all(game)
    assert (game.player("Alice").life, game.player("Bob").life) == (20, 19)
    _cast(game, "Bob", "Lightning Bolt", "Alice")  # a spell is no permanent
    assert game.player("Bob").life == 19


def test_700_4_marvel_gets_energy_for_your_permanents() -> None:
    game = _game(MARVEL)
    enter(game, "Aetherworks Marvel")
    mine = enter(game, "Grizzly Bears")
    theirs = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.DestroyObject(mine))
    game.perform(A.DestroyObject(theirs))
    resolve_all(game)
    assert game.player("Alice").counters.get("energy", 0) == 1
