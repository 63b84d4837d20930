"""Cases (719) read from Oracle text: Case of the Burning Masks (modern sample). The
to-solve ability checks its condition at its controller's end step (719.3a); the solved
ability works only once the Case is solved (719.3c)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tabletop.engine.rules.legal_actions import legal_actions
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

MASKS = card("Case of the Burning Masks", "Enchantment — Case",
             "When this Case enters, it deals 3 damage to target creature an opponent "
             "controls.\nTo solve — Three or more sources you controlled dealt damage this "
             "turn. (If unsolved, solve at the beginning of your end step.)\nSolved — "
             "Sacrifice this Case: Exile the top three cards of your library. Choose one of "
             "them. You may play that card this turn.", "{1}{R}{R}")
SOLVED_TEXT = "Sacrifice this Case"


def _has(game: Game, oid: int, start: str) -> bool:
    return any(a.text.startswith(start) for a in game.chars(oid).abilities)


def _to_end_step(game: Game) -> None:
    game.perform(A.AdvanceTo("end"))


def test_719_3a_not_solved_when_fewer_sources_dealt_damage() -> None:
    game = table(MASKS)
    library(game, "Alice")
    case = enter(game, "Case of the Burning Masks")
    resolve_all(game)  # the enters trigger has no target: nothing to do
    bears = [enter(game, "Grizzly Bears") for _ in range(2)]
    for bear in bears:
        game.perform(A.DealDamageAction("Bob", 1, bear))
    _to_end_step(game)
    assert game.state.step == Step.END
    assert not game.stack()  # 603.4: two sources: the intervening "if" is false
    assert not _has(game, case, SOLVED_TEXT)


def test_719_3a_solved_at_the_end_step_then_its_solved_ability_works() -> None:
    game = table(MASKS)
    for name in ("Lightning Bolt", "Shock", "Grizzly Bears"):
        library(game, "Alice", 1, name)
    case = enter(game, "Case of the Burning Masks")
    resolve_all(game)
    for _ in range(3):
        game.perform(A.DealDamageAction("Bob", 1, enter(game, "Grizzly Bears")))
    _to_end_step(game)
    assert game.stack()  # the to-solve ability triggered
    assert not _has(game, case, SOLVED_TEXT)
    resolve_all(game)
    assert _has(game, case, SOLVED_TEXT)  # 719.3c
    game.perform(A.ActivateAbility("Alice", case, SOLVED_TEXT, choices=(("choose", "Shock"),)))
    resolve_all(game)
    exiled = list(game.state.zone_ids(Zone.EXILE, "Alice"))
    assert sorted(game.name_of(o) for o in exiled) == ["Grizzly Bears", "Lightning Bolt",
                                                       "Shock"]
    assert game.obj(game.state.newest(case)).zone == Zone.GRAVEYARD
    playable = {game.name_of(o.source) for o in legal_actions(game, "Alice")
                if o.source in exiled}
    assert playable == {"Shock"}  # only the card chosen may be played this turn
