"""700.4: counts of the creatures that died this turn, from Oracle text, each as it last
existed (603.10a): "for each Zubera that died this turn", "for each nontoken creature put
into your graveyard from the battlefield this turn", "for each creature that died this turn"."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table

ZUBERA = card("Dripping-Tongue Zubera", "Creature — Zubera Spirit",
              "When Dripping-Tongue Zubera dies, create a 1/1 colorless Spirit creature token "
              "for each Zubera that died this turn.", "{1}{G}", "1/2")
CALLER = card("Caller of the Claw", "Creature — Elf",
              "Flash\nWhen Caller of the Claw enters, create a 2/2 green Bear creature token for "
              "each nontoken creature put into your graveyard from the battlefield this turn.",
              "{2}{G}", "2/2")
GHOUL = card("Khabál Ghoul", "Creature — Zombie",
             "At the beginning of each end step, put a +1/+1 counter on Khabál Ghoul for each "
             "creature that died this turn.", "{2}{B}", "1/1")


def _tokens(game: Game, name: str) -> int:
    return sum(1 for o in game.state.objects.values()
               if o.zone == Zone.BATTLEFIELD and o.is_token and o.card.name == name)


def _destroy(game: Game, oid: int) -> None:
    game.perform(A.DestroyObject(oid))
    resolve_all(game)


def test_700_4_a_spirit_for_each_zubera_that_died_this_turn() -> None:
    game = table(ZUBERA)
    first, second = enter(game, "Dripping-Tongue Zubera"), enter(game, "Dripping-Tongue Zubera")
    bears = enter(game, "Grizzly Bears")
    _destroy(game, first)
    assert _tokens(game, "Spirit") == 1
    _destroy(game, bears)  # no Zubera: counts for nothing
    _destroy(game, second)
    assert _tokens(game, "Spirit") == 1 + 2


def test_700_4_bears_for_your_nontoken_creatures_that_died_only() -> None:
    game = table(CALLER)
    mine = [enter(game, "Grizzly Bears") for _ in range(2)]
    theirs = enter(game, "Grizzly Bears", "Bob")
    for oid in (*mine, theirs):
        _destroy(game, oid)
    enter(game, "Caller of the Claw")
    resolve_all(game)
    assert _tokens(game, "Bear") == 2


def test_700_4_a_counter_for_each_creature_that_died_at_the_end_step() -> None:
    game = table(GHOUL)
    ghoul = enter(game, "Khabál Ghoul")
    _destroy(game, enter(game, "Grizzly Bears"))
    _destroy(game, enter(game, "Grizzly Bears", "Bob"))
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert game.obj(ghoul).counters == {"+1/+1": 2}
