"""603.5, 608.2d: the "you may" of an object that resolves, answered by the pass that
resolves it.

A triggered ability's "you may ..." (603.5) and a spell's or ability's optional
instruction ("you may draw a card", "you may pay {1}. If you do, ...") read one answer,
`may`, from the stack object's choices (yes unless told). An answer given when the object
was put on the stack (a spell cast with `may`) stands. Otherwise the choice is made as the
object resolves: the pass that makes it resolve (117.4) carries the answer
(`PassPriority.choices`), so the window asks the player who chooses as that pass is
made, and a recording replays the same answer with the pass.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions import instructions as I
from tabletop.engine.definitions.abilities import TriggeredAbility
from tabletop.engine.definitions.keyword_instructions import CastCard
from tabletop.engine.definitions.myriad import MyriadCopies
from tabletop.engine.definitions.nested import nested_values
from tabletop.engine.definitions.one_shot_riders import CastCopyOf
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.rules.combat import declaration_pending
from tabletop.engine.rules.resolution import Resolution
from tabletop.engine.rules.stack_objects import program

if TYPE_CHECKING:
    from tabletop.engine.game import Game

MAY = "may"
# the instructions whose "you may" the answer decides, asked before the object resolves
# (cascade, discover and ripple decide after a card is revealed: not asked ahead)
_MAY_INSTRUCTIONS = (I.Optional_, CastCard, CastCopyOf, MyriadCopies)
# instructions that hold a later program (603.7: a delayed trigger asks when it resolves)
_LATER = (I.CreateDelayedTrigger,)


def resolving_on_pass(game: Game, player: str) -> int | None:
    """The object a pass by `player` now makes resolve: the top of the stack when every
    other player has passed in succession (117.4); None when the pass resolves nothing."""
    state = game.state
    stack = game.stack()
    if state.game_over or state.priority != player or not stack or \
            declaration_pending(game) is not None:
        return None
    live = [p for p in state.turn_order if not state.players[p].lost]
    return stack[-1] if state.passes + 1 >= len(live) else None


@dataclass(frozen=True, slots=True)
class MayChoice:
    """A "you may" to answer: who chooses, what the text says, and what declining does
    when the text doesn't say it ("" then)."""

    chooser: str
    words: str
    otherwise: str = ""


def may_choice(game: Game, oid: int) -> MayChoice | None:
    """The "you may" stack object `oid` asks as it resolves; None when it asks none or was
    answered. Its words are the printed ones where there are some: a triggered ability's
    effect (its trigger condition left out), the sentence of a spell's or ability's text
    that says "may"; else the engine's. The chooser is its controller, or the player an
    "unless [that player] pays" names (ward)."""
    obj = game.state.objects.get(oid)
    info = obj.stack_info if obj is not None else None
    if info is None or MAY in info.choices:
        return None
    ability = info.ability
    if isinstance(ability, TriggeredAbility) and ability.optional:  # 603.5
        words = _effect_text(info.text, ability)
        if _may_sentence(words) is None:  # a keyword's name alone (Exploit, Modular)
            kept = ability.effect[0] if len(ability.effect) == 1 else None
            words = "you may: " + _describe(kept.inner if isinstance(kept, I.Optional_)
                                            else ability.effect)
        return MayChoice(info.controller, words)
    steps, _ = program(game, oid, info)
    found = next(_may_instructions(steps), None)
    if found is None:
        return None
    chooser = info.controller
    payment = found.inner[0] if isinstance(found, I.Optional_) and found.inner else None
    if isinstance(payment, I.PayCost):  # "unless that player pays": the payer chooses
        chooser = next(iter(Resolution(game, info, oid).players(payment.who)), chooser)
    sentence = _may_sentence(game.chars(oid).rules_text if info.kind == "spell"
                             else info.text)
    if sentence is not None:
        return MayChoice(chooser, sentence)
    if isinstance(found, I.Optional_):
        return MayChoice(chooser, "you may: " + _describe(found.inner),
                         _describe(found.otherwise))
    return MayChoice(chooser, found.describe())


def asks_may(game: Game, player: str) -> bool:
    """Whether a pass by `player` now makes an object with an unanswered "you may" resolve
    (the pass asks it)."""
    oid = resolving_on_pass(game, player)
    return oid is not None and may_choice(game, oid) is not None


def pass_answers(game: Game, player: str, choices: tuple[tuple[str, Any], ...]) -> None:
    """Put the answers a pass carries on the object it makes resolve; refused when the
    pass resolves nothing or an answer is to no question it raises (730)."""
    if not choices:
        return
    oid = resolving_on_pass(game, player)
    if oid is None:
        raise IllegalAction("this pass resolves nothing: it answers no question (117.4)")
    for key, _ in choices:
        if key != MAY:
            raise IllegalAction(f"choices {key!r}: a pass answers only 'may' (603.5)")
    choice = may_choice(game, oid)
    if choice is None:
        raise IllegalAction(f"{game.name_of(oid)} asks no \"you may\" as it resolves "
                            "(603.5)")
    info = game.obj(oid).stack_info
    assert info is not None  # every object on the stack carries one
    info.choices.update(choices)
    taken = bool(info.choices[MAY])
    game.emit("may_taken" if taken else "may_declined",
              f"{choice.chooser} {'takes' if taken else 'declines'} the \"you may\" of "
              f"{game.name_of(oid)}: {choice.words} (603.5)",
              (oid if info.source_oid is None else info.source_oid,),
              player=choice.chooser)


def _effect_text(text: str, ability: TriggeredAbility) -> str:
    """The ability's text without its trigger condition ("When ~ enters, ")."""
    condition = ability.trigger.text if ability.trigger is not None else ""
    if condition and text.startswith(condition + ", "):
        return text[len(condition) + 2:]
    return text or _describe(ability.effect)


def _may_sentence(text: str) -> str | None:
    """The sentence of `text` that says "may", with the "If you do/don't" after it."""
    sentences = re.split(r"(?<=\.)\s+", " ".join(text.split()))
    for n, sentence in enumerate(sentences):
        if re.search(r"\bmay\b", sentence, re.IGNORECASE):
            rest = itertools.takewhile(lambda s: re.match(r"If you (do|don.t)\b", s) is not
                                       None, sentences[n + 1:])
            return " ".join([sentence, *rest])
    return None


def _describe(program: tuple[I.Instruction, ...]) -> str:
    """The engine's words; a cost as the chooser pays it ("pay {2}")."""
    return "; ".join(f"pay {i.cost.describe()}" if isinstance(i, I.PayCost) else i.describe()
                     for i in program)


def _may_instructions(steps: tuple[I.Instruction, ...]) -> Iterator[I.Instruction]:
    """The "you may" instructions in a program, nested ones included (not those of a
    delayed trigger it creates, nor of an ability it grants)."""
    def inside(value: object) -> bool:
        return isinstance(value, tuple) or (isinstance(value, I.Instruction) and
                                            not isinstance(value, _LATER + _MAY_INSTRUCTIONS))

    return (v for v in nested_values(steps, inside) if isinstance(v, _MAY_INSTRUCTIONS))
