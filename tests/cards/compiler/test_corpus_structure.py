"""What the compiler hands the engine from real cards: only engine instructions and
abilities, never a phrase of its own (a stray "return that card" marker), and every
ability describable. Reads ../shared/cards/oracle-corpus.json; skipped when it is absent."""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from tabletop.cards.build import build_definition
from tabletop.cards.compiler.describe import describe_ability
from tabletop.cards.importers import read_cards
from tabletop.cards.records import CardRecord
from tabletop.engine.definitions.abilities import Ability, LevelBand
from tabletop.engine.definitions.instructions import (
    Conditional,
    CreateDelayedTrigger,
    Instruction,
    Optional_,
    ReturnToBattlefield,
    TriggerObjectRef,
)

CORPUS = Path(__file__).resolve().parents[3].parent / "shared" / "cards" / "oracle-corpus.json"
needs_corpus = pytest.mark.skipif(not CORPUS.exists(), reason="../shared is absent")


@cache
def corpus() -> tuple[CardRecord, ...]:
    _, records, *_ = read_cards(CORPUS)
    return tuple(records.values())


def _nested(instruction: Instruction) -> tuple[Instruction, ...]:
    if isinstance(instruction, Optional_):
        return instruction.inner
    if isinstance(instruction, Conditional):
        return instruction.then
    if isinstance(instruction, CreateDelayedTrigger):
        return instruction.effect
    return ()


def _instructions(items: tuple[Any, ...]) -> Iterator[Any]:
    for item in items:
        yield item
        if isinstance(item, Instruction):
            yield from _instructions(_nested(item))


def strays(ability: Ability) -> list[Any]:
    """What an ability's effects hold that is not an engine instruction."""
    effects: list[Any] = list(getattr(ability, "effect", ()))
    for mode in getattr(ability, "modes", ()):
        effects.extend(mode)
    found = [i for i in _instructions(tuple(effects)) if not isinstance(i, Instruction)]
    if isinstance(ability, LevelBand):
        for granted in ability.granted:
            found.extend(strays(granted))
    return found


def check(records: tuple[CardRecord, ...]) -> list[str]:
    problems: list[str] = []
    for record in records:
        definition = build_definition(record)
        held: tuple[object, ...] = definition.abilities
        for ability in held:
            if not isinstance(ability, Ability):
                problems.append(f"{record.name}: {ability!r} is no ability")
                continue
            bad = strays(ability)
            if bad:
                problems.append(f"{record.name}: {bad!r}")
            describe_ability(ability)
    return problems


@needs_corpus
def test_exile_and_return_cards_compile_to_engine_instructions() -> None:
    """The cards that return what they exiled (the family the stray marker came from)."""
    raw = json.loads(CORPUS.read_text(encoding="utf-8"))["data"]
    names = {name for name, faces in raw.items()
             if any("return that card" in (f.get("text") or "") for f in faces)}
    chosen = tuple(r for r in corpus() if r.name in names)
    assert len(chosen) >= 20
    assert check(chosen) == []


@needs_corpus
def test_flickers_that_may_exile_resolve_the_return() -> None:
    by_name = {r.name: r for r in corpus()}
    for name in ("Felidar Guardian", "Restoration Angel", "Wispweaver Angel"):
        definition = build_definition(by_name[name])
        assert definition.unknown_clauses == ()
        assert not [s for a in definition.abilities for s in strays(a)]
    # Necroskitter returns no exiled card but the card the dead creature became (400.7)
    necroskitter = build_definition(by_name["Necroskitter"])
    assert necroskitter.unknown_clauses == ()
    (returns,) = [i for a in necroskitter.abilities for i in getattr(a, "effect", ())]
    assert returns == ReturnToBattlefield(TriggerObjectRef(), under_your_control=True)


@pytest.mark.slow
@needs_corpus
def test_every_corpus_card_compiles_to_engine_instructions() -> None:
    assert check(corpus()) == []
