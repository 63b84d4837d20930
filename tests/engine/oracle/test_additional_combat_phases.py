"""Additional combat phases (500.8) and the creatures that attacked this turn (508.1), from
Oracle text: Relentless Assault, Savage Beating."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

ASSAULT = card("Relentless Assault", "Sorcery",
               "Untap all creatures that attacked this turn. After this main phase, there is an "
               "additional combat phase followed by an additional main phase.", "{2}{R}{R}")
BEATING = card("Savage Beating", "Instant",
               "Cast this spell only during your turn and only during combat.\nChoose one —\n"
               "• Creatures you control gain double strike until end of turn.\n"
               "• Untap all creatures you control. After this phase, there is an additional "
               "combat phase.\nEntwine {1}{R}", "{3}{R}{R}")


def _game(*cards: object) -> Game:
    game = table(*cards)  # type: ignore[arg-type]
    library(game, "Alice")
    library(game, "Bob")
    return game


def _attack(game: Game, *attackers: int) -> None:
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", attackers, "Bob"))
    resolve_all(game)


def _step(game: Game) -> Step:
    return game.state.step


def _pass_empty(game: Game) -> None:
    """Both players pass with an empty stack: the step ends."""
    for _ in range(2):
        game.perform(A.PassPriority(game.state.priority or game.state.active))


def test_500_8_relentless_assault_a_second_combat_and_main_phase() -> None:
    game = _game(ASSAULT)
    bears = enter(game, "Grizzly Bears")
    game.obj(bears).controlled_since_turn_start = True
    resting = enter(game, "Grizzly Bears", tapped=True)  # didn't attack: stays tapped
    game.obj(resting).controlled_since_turn_start = True
    _attack(game, bears)
    game.perform(A.AdvanceTo("postcombat_main"))
    assert game.player("Bob").life == 18
    assert game.obj(bears).tapped
    turn = game.state.turn
    game.perform(A.CastSpell("Alice", hand(game, "Relentless Assault"), pay="free"))
    resolve_all(game)
    assert not game.obj(bears).tapped and game.obj(resting).tapped
    _pass_empty(game)  # this main phase ends: the additional combat phase begins
    assert _step(game) == Step.BEGINNING_OF_COMBAT and game.state.turn == turn
    _attack(game, bears)
    game.perform(A.AdvanceTo("postcombat_main"))
    assert game.state.turn == turn and game.player("Bob").life == 16
    _pass_empty(game)  # the additional main phase ends: then the end step, as before
    assert _step(game) == Step.END and game.state.turn == turn


def test_500_8_an_added_combat_comes_before_the_normal_one() -> None:
    game = _game(ASSAULT)
    turn = game.state.turn
    game.perform(A.CastSpell("Alice", hand(game, "Relentless Assault"), pay="free"))
    resolve_all(game)  # in the precombat main phase
    seen = []
    for _ in range(12):
        _pass_empty(game)
        seen.append(game.state.step)
        if _step(game) == Step.END:
            break
    assert game.state.turn == turn
    combat = [Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.END_OF_COMBAT]
    assert seen == [*combat, Step.POSTCOMBAT_MAIN, *combat, Step.POSTCOMBAT_MAIN, Step.END]


def test_500_8_savage_beating_in_combat_another_combat_after_this_one() -> None:
    game = _game(BEATING)
    bears = enter(game, "Grizzly Bears")
    game.obj(bears).controlled_since_turn_start = True
    _attack(game, bears)
    game.perform(A.CastSpell("Alice", hand(game, "Savage Beating"),
                             choices=(("mode", 2),), pay="free"))
    resolve_all(game)
    assert not game.obj(bears).tapped
    game.perform(A.AdvanceTo("end_of_combat"))
    _pass_empty(game)
    assert _step(game) == Step.BEGINNING_OF_COMBAT
    _attack(game, bears)
    game.perform(A.AdvanceTo("postcombat_main"))
    assert game.player("Bob").life == 16
