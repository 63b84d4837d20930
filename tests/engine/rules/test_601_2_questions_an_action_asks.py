"""The engine says which questions an action asks and their legal answers (601.2b-c,
614.1c, 614.12, 616.1, 603.3b): the window and the runner ask it instead of reading
ability data themselves."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import PT, CardDefinition
from tabletop.engine.model.enums import Step
from tabletop.engine.model.mana import ManaCost
from tabletop.engine.rules.action_questions import (
    questions_for,
    target_candidates,
    target_refusal,
    targets_for,
    triggers_together,
)
from tests.engine.rules_kit import CREATURE, enter, hand, table


def test_700_2_a_modal_spell_asks_its_mode_first_and_its_targets_follow_the_mode() -> None:
    game = table()
    salve = hand(game, "Healing Salve")
    cast = A.CastSpell("Alice", salve)
    [mode] = questions_for(game, cast)
    assert (mode.key, mode.kind, mode.values) == ("mode", "one", (1, 2))
    assert "3 life" in mode.texts[0] and "3 damage" in mode.texts[1].lower()
    assert mode.rule.startswith("700.2")
    # 601.2c: the targets are those of the chosen mode
    [gain] = targets_for(game, cast, {"mode": 1})
    assert gain.kind == "player"
    [prevent] = targets_for(game, cast, {"mode": 2})
    assert prevent.kind == "any"


def test_107_3_a_spell_with_x_in_its_cost_asks_for_x() -> None:
    hydra = CardDefinition("Test Hydra", ManaCost.parse("{X}{G}"), types=CREATURE,
                           power=PT(0), toughness=PT(0))
    game = table(hydra)
    [x] = questions_for(game, A.CastSpell("Alice", hand(game, "Test Hydra")))
    assert (x.key, x.kind, x.values) == ("x", "number", ())


def test_614_1c_a_clone_asks_which_creature_it_copies_and_may_copy_nothing() -> None:
    game = table()
    clone = hand(game, "Clone")
    assert questions_for(game, A.CastSpell("Alice", clone)) == []  # nothing to copy
    bears = enter(game, "Grizzly Bears", "Bob")
    [copy_of] = questions_for(game, A.CastSpell("Alice", clone))
    assert copy_of.key == "copy_of"
    assert copy_of.values == (bears, None)  # "you may": not copying is an answer


def test_614_12_choices_made_as_a_permanent_enters_are_asked_with_their_answers() -> None:
    game = table()
    enter(game, "Grizzly Bears")
    [colour] = questions_for(game, A.CastSpell("Alice", hand(game, "Painter's Servant")))
    assert (colour.key, colour.kind) == ("color", "color")
    [kind] = questions_for(game, A.CastSpell("Alice", hand(game, "Metallic Mimic")))
    assert kind.key == "creature_type"
    assert "Bear" in kind.values and "Human" in kind.values  # on the table, and common ones


def test_616_1_two_effects_modifying_counters_ask_their_order() -> None:
    game = table()
    bears = enter(game, "Grizzly Bears")
    growth = hand(game, "Battlegrowth")
    assert questions_for(game, A.CastSpell("Alice", growth)) == []
    scales = enter(game, "Hardened Scales")
    assert questions_for(game, A.CastSpell("Alice", growth)) == []  # one effect: no order
    season = enter(game, "Doubling Season")
    [order] = questions_for(game, A.CastSpell("Alice", growth))
    assert (order.key, order.kind) == ("order", "order")
    assert set(order.values) == {scales, season}
    [spec] = targets_for(game, A.CastSpell("Alice", growth), {})
    objects, players = target_candidates(game, spec, source=growth, controller="Alice")
    assert bears in objects and scales not in objects and not players


def test_115_a_target_already_chosen_is_no_candidate_and_an_illegal_one_says_why() -> None:
    game = table()
    bolt = hand(game, "Lightning Bolt")
    bears = enter(game, "Grizzly Bears", "Bob")
    [spec] = targets_for(game, A.CastSpell("Alice", bolt), {})
    objects, players = target_candidates(game, spec, source=bolt, controller="Alice")
    assert bears in objects and players == {"Alice", "Bob"}
    objects, players = target_candidates(game, spec, source=bolt, controller="Alice",
                                         chosen=[bears, "Bob"])
    assert bears not in objects and players == {"Alice"}
    forest = enter(game, "Forest")
    assert target_refusal(game, spec, forest, source=bolt, controller="Alice")
    assert target_refusal(game, spec, bears, source=bolt, controller="Alice") is None


def test_603_3b_triggers_that_would_go_on_the_stack_together_are_told_per_player() -> None:
    game = table(step=Step.PRECOMBAT_MAIN)
    for _ in range(2):
        enter(game, "Zulaport Cutthroat")
    bears = enter(game, "Grizzly Bears")
    bolt = hand(game, "Lightning Bolt")
    cast = A.CastSpell("Alice", bolt, targets=(bears,), pay="free")
    assert triggers_together(game, cast) == {}  # casting alone makes nothing trigger
    game.perform(cast)
    together = triggers_together(game, A.PassPriority("Alice"))
    assert together == {}  # Bob still has to pass: nothing resolves yet
    game.perform(A.PassPriority("Alice"))
    together = triggers_together(game, A.PassPriority("Bob"))
    assert list(together) == ["Alice"] and len(together["Alice"]) == 2
    assert game.stack()  # asking left the game as it was
