""""Becomes the creature type / basic land type / color or colors of your choice until end
of turn" from Oracle text: the answer is chosen as the spell or ability is put on the stack
and written into the effect (611.2d); the window is asked for it."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Color, Step
from tabletop.engine.rules.action_questions import questions_for
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

QUICKCHANGE = card("Quickchange", "Instant",
                   "Target creature becomes the color or colors of your choice until end of "
                   "turn.\nDraw a card.", "{1}{U}")
JINX = card("Jinx", "Instant",
            "Target land becomes the basic land type of your choice until end of turn.\n"
            "Draw a card at the beginning of the next turn's upkeep.", "{1}{U}")
DREAMER = card("Mistform Dreamer", "Creature — Illusion",
               "Flying\n{1}: Mistform Dreamer becomes the creature type of your choice until "
               "end of turn.", "{2}{U}", "2/1")


def _end_turn(game: Game) -> None:
    while game.state.step != Step.CLEANUP:
        game.perform(A.PassPriority(game.state.priority or "Alice"))
        resolve_all(game)


def test_105_1_the_color_or_colors_of_your_choice_until_end_of_turn() -> None:
    game = table(QUICKCHANGE)
    library(game, "Alice")
    bears = enter(game, "Grizzly Bears", "Bob")
    spell = hand(game, "Quickchange")
    asked = {q.key: q for q in questions_for(game, A.CastSpell("Alice", spell, (bears,)))}
    assert "white blue" in asked["color_set"].values and len(asked["color_set"].values) == 31
    game.perform(A.CastSpell("Alice", spell, (bears,), choices=(("color_set", "white blue"),),
                             pay="free"))
    resolve_all(game)
    assert game.chars(bears).colors == {Color.WHITE, Color.BLUE}  # no longer green
    _end_turn(game)
    assert game.chars(bears).colors == {Color.GREEN}


def test_305_7_the_basic_land_type_of_your_choice_replaces_the_old_one() -> None:
    game = table(JINX)
    library(game, "Alice")
    island = enter(game, "Island", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Jinx"), (island,),
                             choices=(("land_type", "Swamp"),), pay="free"))
    resolve_all(game)
    chars = game.chars(island)
    assert "Swamp" in chars.subtypes and "Island" not in chars.subtypes
    assert [a.text for a in chars.abilities] == ["{T}: Add {B}."]


def test_205_1b_the_creature_type_of_your_choice_instead_of_its_others() -> None:
    game = table(DREAMER)
    dreamer = enter(game, "Mistform Dreamer")
    asked = {q.key for q in questions_for(game, A.ActivateAbility("Alice", dreamer, 1))}
    assert "creature_type" in asked
    game.perform(A.ActivateAbility("Alice", dreamer, 1, choices=(("creature_type", "Elf"),),
                                   pay="free"))
    resolve_all(game)
    assert game.chars(dreamer).subtypes == {"Elf"}  # no longer an Illusion


def test_no_answer_takes_the_default_the_window_preselects() -> None:
    # the scenario format: an unanswered question gets the engine's default answer, the
    # one the window preselects (Human, as for "as ~ enters, choose a creature type")
    game = table(DREAMER)
    dreamer = enter(game, "Mistform Dreamer")
    (question,) = [q for q in questions_for(game, A.ActivateAbility("Alice", dreamer, 1))
                   if q.key == "creature_type"]
    assert question.values[question.default] == "Human"
    game.perform(A.ActivateAbility("Alice", dreamer, 1, pay="free"))
    resolve_all(game)
    assert game.chars(dreamer).subtypes == {"Human"}
