"""506.2: "Each creature that's attacking one of your opponents has trample." and "You may
put a creature or Vehicle card from your hand onto the battlefield. If you put an artifact
onto the battlefield this way, put two +1/+1 counters on it." compiled from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

OVIYA = card("Oviya, Automech Artisan", "Legendary Creature — Human Artificer",
             "Each creature that's attacking one of your opponents has trample.\n{G}, {T}: "
             "You may put a creature or Vehicle card from your hand onto the battlefield. If "
             "you put an artifact onto the battlefield this way, put two +1/+1 counters on it.",
             "{3}{G}", "1/2")


def _tramples(game: Game, oid: int) -> bool:
    return game.chars(oid).has_keyword("Trample")


def test_506_2_a_creature_attacking_an_opponent_has_trample() -> None:
    game = table(OVIYA)
    library(game, "Alice")
    library(game, "Bob")
    enter(game, "Oviya, Automech Artisan")
    bears = enter(game, "Grizzly Bears")
    other = enter(game, "Grizzly Bears")
    game.obj(bears).controlled_since_turn_start = True
    assert not _tramples(game, bears)
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    assert _tramples(game, bears)
    assert not _tramples(game, other)  # not attacking


def test_506_2_a_creature_attacking_you_has_no_trample() -> None:
    game = table(OVIYA)
    library(game, "Alice")
    library(game, "Bob")
    enter(game, "Oviya, Automech Artisan")
    theirs = enter(game, "Grizzly Bears", "Bob")
    game.obj(theirs).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("end"))
    game.perform(A.AdvanceTo("declare_attackers"))  # Bob's turn
    game.perform(A.DeclareAttackers("Bob", (theirs,), "Alice"))
    assert not _tramples(game, theirs)


def _put(name: str) -> int:
    game = table(OVIYA)
    oviya = enter(game, "Oviya, Automech Artisan")
    hand(game, name)
    game.perform(A.ActivateAbility("Alice", oviya, 1, pay="free"))
    resolve_all(game)
    (put,) = [o for o in game.permanents("Alice") if game.chars(o).name == name]
    return game.obj(put).counters.get("+1/+1", 0)


def test_608_2c_an_artifact_put_this_way_gets_two_counters() -> None:
    assert _put("Ornithopter") == 2


def test_608_2c_a_creature_that_is_no_artifact_gets_none() -> None:
    assert _put("Grizzly Bears") == 0
