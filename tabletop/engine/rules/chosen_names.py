"""614.12, 201.3: the card name chosen as a permanent enters (definitions/chosen_names.py):
the names offered, the engine's answer when none is given, and the check of an answer; the
number chosen as it enters ("choose a number", Sanctum Prelate)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.chosen_names import EntersNamingCard
from tabletop.engine.definitions.filters import CHOSEN_CARD_NAME, CHOSEN_NUMBER
from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def _naming(game: Game, oid: int) -> EntersNamingCard | None:
    for ability in game.chars(oid).abilities:
        spec = getattr(ability, "replacement", None)
        if isinstance(spec, EntersNamingCard):
            return spec
    return None


def nameable(game: Game, oid: int) -> tuple[str, ...]:
    """The names of the cards in the game a player may choose for `oid` (201.3: a
    "nonland card name" is no land's name)."""
    spec = _naming(game, oid)
    excluded = spec.not_types if spec is not None else frozenset()
    return tuple(sorted({o.card.name for o in game.state.objects.values()
                         if o.card.name and not o.is_token
                         and not (excluded & o.card.types)}))


def _refused(game: Game, oid: int, name: str) -> bool:
    """A name the choice may not be: a card in the game by that name has a type excluded."""
    spec = _naming(game, oid)
    if spec is None or not spec.not_types:
        return False
    return any(o.card.name == name and spec.not_types & o.card.types
               for o in game.state.objects.values())


def choose_name(game: Game, oid: int, given: object) -> None:
    """614.12: the name chosen as `oid` enters: the cast's answer, or the engine's (the
    first nameable card an opponent owns, else any nameable card)."""
    obj = game.state.objects[oid]
    controller = game.controller_of(oid)
    spec = _naming(game, oid)
    if spec is not None and spec.look_at_hand:  # Sorcerous Spyglass: only its controller sees
        opponent = next(iter(game.opponents(controller)), None)
        if opponent is not None:
            cards = game.state.zone_ids(Zone.HAND, opponent)
            game.emit("look", f"{controller} looks at {opponent}'s hand", tuple(cards),
                      player=controller)
    if isinstance(given, str) and given and not _refused(game, oid, given):
        obj.choose(CHOSEN_CARD_NAME, given)
    else:
        names = nameable(game, oid)
        theirs = [n for n in names if any(o.card.name == n and o.owner != controller
                                          for o in game.state.objects.values())]
        pick = (theirs or list(names) or [""])[0]
        if given:
            game.emit("replacement", f"{given!s} can't be chosen for {game.name_of(oid)} "
                      f"(201.3); {pick or 'no name'} is chosen", (oid,), player=controller)
        obj.choose(CHOSEN_CARD_NAME, pick)
    game.emit("replacement", f"{game.name_of(oid)}: the chosen name is "
              f"{obj.chosen.get(CHOSEN_CARD_NAME) or 'none'} (614.12)", (oid,),
              player=controller)


def choose_number(game: Game, oid: int, given: object) -> None:
    """614.12: "As ~ enters, choose a number": the cast's answer (a whole number, 107.1),
    else 0."""
    number = given if isinstance(given, int) and not isinstance(given, bool) and given >= 0 \
        else 0
    game.obj(oid).choose(CHOSEN_NUMBER, str(number))
    game.emit("replacement", f"{game.name_of(oid)}: {number} is chosen (614.12)", (oid,),
              player=game.controller_of(oid))
