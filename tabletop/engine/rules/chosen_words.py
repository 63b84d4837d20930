"""614.12: the word chosen as a Siege enters ("choose Khans or Dragons";
definitions/chosen_words.py): the question asked as it is cast and the choice made."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.chosen_words import CHOSEN_WORD, EITHER, EntersChoosingWord

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def word_choice(game: Game, oid: int) -> EntersChoosingWord | None:
    for ability in game.chars(oid).abilities:
        spec = getattr(ability, "replacement", None)
        if isinstance(spec, EntersChoosingWord):
            return spec
    return None


def choose_word(game: Game, oid: int, choices: dict[str, Any]) -> None:
    """614.12: the word is chosen as it enters: the cast's answer, else the first word."""
    spec = word_choice(game, oid)
    if spec is None:
        return
    answer = choices.get(EITHER, 0)
    index = answer if isinstance(answer, int) and 0 <= answer < len(spec.words) else 0
    word = spec.words[index]
    game.obj(oid).choose(CHOSEN_WORD, word)
    game.emit("replacement", f"{game.name_of(oid)}: {word} is chosen (614.12)", (oid,),
              player=game.controller_of(oid))
