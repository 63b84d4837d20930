"""614.12: a cost paid as a land enters, or it enters tapped: the shock lands' 2 life, the
Lorwyn lands' revealed card. The answer is asked as the land is played."""

from __future__ import annotations

from typing import Any

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.rules.action_questions import questions_for
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, table

STEAM_VENTS = card("Steam Vents", "Land — Island Mountain",
                   "As Steam Vents enters, you may pay 2 life. If you don't, Steam Vents enters "
                   "tapped.")
GILT_LEAF = card("Gilt-Leaf Palace", "Land",
                 "As Gilt-Leaf Palace enters, you may reveal an Elf card from your hand. If you "
                 "don't, Gilt-Leaf Palace enters tapped.\n{T}: Add {B} or {G}.")
LLANOWAR = card("Llanowar Elves", "Creature — Elf Druid", "{T}: Add {G}.", "{G}", "1/1")


def _play(game: Game, name: str, **choices: Any) -> int:
    events = game.perform(A.PlayLand("Alice", hand(game, name), None,
                                     tuple(choices.items())))
    return next(e.objects[0] for e in events if e.kind == "play_land")


def test_614_12_paying_2_life_the_shock_land_enters_untapped() -> None:
    game = table(STEAM_VENTS)
    vents = _play(game, "Steam Vents", as_enters_paid=True)
    assert not game.obj(vents).tapped
    assert game.player("Alice").life == 18


def test_614_12_not_paying_it_enters_tapped() -> None:
    game = table(STEAM_VENTS)
    vents = _play(game, "Steam Vents", as_enters_paid=False)
    assert game.obj(vents).tapped
    assert game.player("Alice").life == 20


def test_119_4_life_you_don_t_have_can_t_be_paid() -> None:
    game = table(STEAM_VENTS)
    game.perform(A.SetLife("Alice", -19))  # a change: down to 1 life
    vents = _play(game, "Steam Vents", as_enters_paid=True)
    assert game.obj(vents).tapped
    assert game.player("Alice").life == 1


def test_614_12_put_onto_the_battlefield_by_an_effect_nothing_is_paid() -> None:
    game = table(STEAM_VENTS)
    vents = enter(game, "Steam Vents")
    assert game.obj(vents).tapped


def test_614_12_the_question_is_asked_as_the_land_is_played() -> None:
    game = table(STEAM_VENTS)
    (question,) = questions_for(game, A.PlayLand("Alice", hand(game, "Steam Vents")))
    assert (question.key, question.values) == ("as_enters_paid", (True, False))


def test_614_12_revealing_an_elf_card_the_palace_enters_untapped() -> None:
    game = table(GILT_LEAF, LLANOWAR)
    elf = hand(game, "Llanowar Elves")
    hand(game, "Island")  # not an Elf: not offered
    (question,) = questions_for(game, A.PlayLand("Alice", hand(game, "Gilt-Leaf Palace")))
    assert question.values == (elf, None)
    palace = _play(game, "Gilt-Leaf Palace", as_enters_paid=elf)
    assert not game.obj(palace).tapped
    assert game.obj(elf).zone.value == "hand"  # revealed, not spent


def test_614_12_without_an_elf_to_reveal_the_palace_enters_tapped() -> None:
    game = table(GILT_LEAF)
    island = hand(game, "Island")
    palace = _play(game, "Gilt-Leaf Palace", as_enters_paid=island)
    assert game.obj(palace).tapped
