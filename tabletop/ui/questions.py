"""The engine's questions for an action, put into the window's words.

Which questions an action asks and their legal answers come from the engine
(`tabletop.engine.rules.action_questions`: modes 700.2, X 107.3, a colour, "as it
enters" choices 614.12, what to copy 707.9, the order of replacement effects 616.1,
targets 601.2c, triggers ordered together 603.3b, the "you may" of what a pass makes
resolve 603.5); here they get a translated prompt and names for their answers.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from tabletop.engine.definitions.instructions import TargetSpec
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.rules import action_questions as engine
from tabletop.engine.rules import rooms
from tabletop.engine.rules.action_questions import ActionQuestion
from tabletop.engine.rules.legal_actions import ActionOption

from .dialogs.table_moves import color_name
from .event_texts import shown_name
from .i18n import translate
from .type_words import subtype_word


@dataclass(frozen=True, slots=True)
class Question:
    """One question: the `choices` key it answers, how to ask it, the offered answers."""

    key: str  # "mode", "x", "color", "copy_of", "order", "creature_type", "land_type"
    kind: str  # "one", "number", "color", "order"
    prompt: str
    options: tuple[str, ...] = ()
    values: tuple[Any, ...] = ()
    default: int = 0  # the answer preselected: the engine's own when none is given
    title: str = ""  # the dialog's title (the prompt when empty)


def _prompt(key: str) -> str:
    prompts = {
        "mode": translate("Questions", "Choose a mode"),
        "x": translate("Questions", "Choose a value for X"),
        "color": translate("Questions", "Choose a colour"),
        "copy_of": translate("Questions", "Enter as a copy of which creature?"),
        "land_type": translate("Questions", "Choose a basic land type"),
        "creature_type": translate("Questions", "Choose a creature type"),
        "color_set": translate("Questions", "Choose a colour or colours (105.1)"),
        "card_name": translate("Questions", "Choose a card name (201.3)"),
        "source": translate("Questions", "Choose a source of damage (609.7a)"),
        "either": translate("Questions", "Choose one (608.2d)"),
        "mana_mix": translate("Questions", "Choose the mana to add (106.1)"),
        "number": translate("Questions", "Choose a number (608.2d)"),
        "order": translate("Questions", "Order the replacement effects (the first applies "
                           "first, 616.1)"),
        "face": translate("Questions", "Cast which half or face?"),
        "tap": translate("Questions", "Tap which creature to station? (its power in "
                         "charge counters, 702.184a)"),
        "as_enters_paid": translate("Questions", "Pay as it enters? If you don't, it enters "
                                    "tapped (614.12)"),
        "tribute": translate("Questions", "Does the opponent pay tribute? (702.104a)"),
    }
    return prompts.get(key, key)


def _face_prompt(game: Game, oid: int) -> str:
    """Which half, door or face to cast, in the words of the card's layout (709.3, 709.5,
    712.11b, 715.3a); the answers are the faces' printed names."""
    obj = game.state.objects.get(oid)
    layout = obj.card.layout if obj is not None else None
    if obj is not None and rooms.is_room(obj.card):
        return translate("Questions", "Cast which door?")
    prompts = {
        "split": translate("Questions", "Cast which half?"),
        "aftermath": translate("Questions", "Cast which half?"),
        "modal_dfc": translate("Questions", "Cast which face?"),
        "adventure": translate("Questions", "Cast the card or its Adventure?"),
        "omen": translate("Questions", "Cast the card or its Omen?"),
    }
    return prompts.get(layout or "", _prompt("face"))


def _answer_name(game: Game, question: ActionQuestion, index: int) -> str:
    value = question.values[index]
    if question.key == "as_enters_paid":  # 614.12: the life, a card to reveal, or nothing
        if isinstance(value, bool):
            return translate("Questions", "Pay the life") if value else \
                translate("Questions", "Don't pay: it enters tapped")
        return translate("Questions", "Reveal nothing: it enters tapped") if value is None \
            else translate("Questions", "Reveal {card}").replace("{card}",
                                                                 shown_name(game, value))
    if question.key == "tribute":  # 702.104a: the opponent's answer
        return translate("Questions", "Tribute paid: it enters with the +1/+1 counters") \
            if value else translate("Questions", "Tribute not paid")
    if question.key == "color_set":  # 105.1: "white blue"
        return ", ".join(color_name(w.capitalize()) for w in str(value).split())
    if question.texts:
        return question.texts[index]
    if question.key in ("copy_of", "order", "source"):
        return translate("Questions", "Don't copy anything") if value is None \
            else shown_name(game, value)
    if question.key == "tap":  # 702.184a: a creature and its power
        return f"{shown_name(game, value)} ({game.chars(value).power or 0})"
    if question.key in ("land_type", "creature_type"):
        return subtype_word(str(value))
    return str(value)


def shown(game: Game, question: ActionQuestion, prompt: str | None = None) -> Question:
    """The engine's question with the window's prompt and answer names."""
    prompt = prompt or _prompt(question.key)
    if question.kind in ("number", "color"):
        return Question(question.key, question.kind, prompt)
    options = tuple(_answer_name(game, question, i) for i in range(len(question.values)))
    return Question(question.key, question.kind, prompt, options, question.values,
                    question.default)


def questions(game: Game, option: ActionOption) -> list[Question]:
    """The questions to ask before performing `option` (none for most actions)."""
    card = getattr(option.action, "card", None)
    return [shown(game, q, _face_prompt(game, card) if q.key == "face" and
                  isinstance(card, int) else None)
            for q in engine.questions_for(game, option.action)]


def pass_questions(game: Game, player: str) -> list[Question]:
    """The questions to ask before `player` passes (none unless the pass makes an object
    with a "you may" resolve, 603.5)."""
    return [_may_question(game, q) if q.key == "may" else shown(game, q)
            for q in engine.questions_for(game, A.PassPriority(player))]


def _may_question(game: Game, question: ActionQuestion) -> Question:
    """603.5: "Pilgrim's Eye: you may search your library ... — do it?", asked of the
    player who chooses; yes (the engine's answer) preselected."""
    oid = question.subject
    source = shown_name(game, oid) if oid is not None else ""
    done, otherwise = (*question.texts, "", "")[:2]
    prompt = translate("Questions", "{player} — {source}: {effect} — do it?").replace(
        "{player}", question.player).replace("{source}", source).replace(
        "{effect}", done.rstrip(". "))
    no = translate("Questions", "No: {effect}").replace("{effect}", otherwise) \
        if otherwise else translate("Questions", "No")
    options = (translate("Questions", "Yes, do it"), no)
    title = translate("Questions", "“You may” as it resolves (603.5)")
    return Question(question.key, question.kind, prompt, options, question.values,
                    question.default, title)


def flat_specs(specs: Iterable[TargetSpec]) -> list[TargetSpec]:
    out: list[TargetSpec] = []
    for spec in specs:
        out.extend([spec] * max(spec.count_max, 1))
    return out


def minimum_targets(specs: Iterable[TargetSpec]) -> int:
    return sum(s.count_min for s in specs)


def why_not_target(game: Game, spec: TargetSpec, target: object, *, source: int,
                   controller: str) -> str:
    reason = engine.target_refusal(game, spec, target, source=source, controller=controller)
    return reason or translate("Questions", "that is already chosen")
