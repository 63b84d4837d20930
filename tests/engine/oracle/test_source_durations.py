"""611.2b: effects that last "for as long as ~ remains on the battlefield" or "for as long
as you control ~" end as the source leaves, or (the second) once you no longer control it;
with the source gone before the ability resolves, they do nothing."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

SOWER = card("Sower of Temptation", "Creature — Faerie Wizard",
             "Flying\nWhen Sower of Temptation enters, gain control of target creature for as "
             "long as Sower of Temptation remains on the battlefield.", "{2}{U}{U}", "2/2")
THIEF = card("Master Thief", "Creature — Human Rogue",
             "When Master Thief enters, gain control of target artifact for as long as you "
             "control Master Thief.", "{2}{U}{U}", "2/2")
DRUID = card("Awakener Druid", "Creature — Human Druid",
             "When Awakener Druid enters, target Forest becomes a 4/5 green Treefolk creature "
             "for as long as Awakener Druid remains on the battlefield. It's still a land.",
             "{2}{G}", "1/1")
SOL_RING = card("Sol Ring", "Artifact", "{T}: Add {C}{C}.", "{1}")


def _cast(game: Game, name: str) -> int:
    events = game.perform(A.CastSpell("Alice", hand(game, name), pay="free"))
    resolve_all(game)
    return game.state.newest(next(e.objects[0] for e in events if e.kind == "cast"))


def _game(*cards: object) -> Game:
    game = table(*cards)  # type: ignore[arg-type]
    library(game, "Alice")
    library(game, "Bob")
    return game


def test_611_2b_the_creature_comes_back_as_the_sower_leaves() -> None:
    game = _game(SOWER)
    bears = enter(game, "Grizzly Bears", "Bob")
    sower = _cast(game, "Sower of Temptation")
    assert game.controller_of(bears) == "Alice"
    game.perform(A.DestroyObject(sower))
    assert game.controller_of(bears) == "Bob"


def test_611_2b_the_sower_gone_before_its_trigger_resolves_takes_nothing() -> None:
    game = _game(SOWER)
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Sower of Temptation"), pay="free"))
    game.perform(A.PassPriority("Alice"))
    game.perform(A.PassPriority("Bob"))  # the Sower resolves; its trigger is on the stack
    sower = next(o for o in game.battlefield() if game.name_of(o) == "Sower of Temptation")
    game.perform(A.DestroyObject(sower))
    resolve_all(game)
    assert game.controller_of(bears) == "Bob"


def test_611_2b_the_artifact_comes_back_once_you_lose_control_of_the_thief() -> None:
    game = _game(THIEF, SOL_RING)
    ring = enter(game, "Sol Ring", "Bob")
    thief = _cast(game, "Master Thief")
    assert game.controller_of(ring) == "Alice"
    game.perform(A.GainControl(thief, "Bob"))
    assert game.controller_of(ring) == "Bob"
    game.perform(A.GainControl(thief, "Alice"))  # regaining the thief: the effect is over
    assert game.controller_of(ring) == "Bob"


def test_611_2b_the_forest_stays_a_creature_while_the_druid_remains() -> None:
    game = _game(DRUID)
    forest = enter(game, "Forest")
    druid = _cast(game, "Awakener Druid")
    assert game.is_creature(forest) and game.chars(forest).power == 4
    game.perform(A.DestroyObject(druid))
    assert not game.is_creature(forest)
