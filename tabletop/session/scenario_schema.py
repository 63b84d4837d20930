"""The pydantic schema of scenario files, and the reader that checks a file against it
(`tabletop.session.scenario` is the module to use: it loads this one when a file needs
checking)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from tabletop.engine.model.enums import Step
from tabletop.inputs.errors import TabletopDataError
from tabletop.inputs.limits import (
    MAX_CHOICE_NUMBER,
    MAX_LIBRARY_COUNT,
    MAX_LIFE,
    MAX_LIST_ITEMS,
    MAX_PLAYERS,
    MAX_RESOLVE,
    MAX_SCENARIO_CARDS,
    MAX_STEPS,
)
from tabletop.inputs.schema import (
    STRICT,
    Amount,
    Count,
    Name,
    NameList,
    Text,
    TextList,
    schema_error,
)
from tabletop.inputs.toml_file import load_toml
from tabletop.inputs.toml_outline import line_of
from tabletop.session.scenario_model import (
    STEP_NAMES,
    Scenario,
    ScenarioFileError,
    ScenarioStep,
    field_name,
)

# ------------------------------------------------------------------------------ schema


# defer_build: a schema's validator is built when a file first needs it (a run reads a
# few of the step kinds; building all of them cost a third of `tabletop run`'s start)
class _Table(BaseModel):
    model_config = ConfigDict(**STRICT, defer_build=True)


class _OpenTable(BaseModel):
    """A table whose other keys are names (aliases, players), each checked by type."""

    model_config = ConfigDict(strict=True, extra="allow", frozen=True, defer_build=True)


Zone = Literal["battlefield", "graveyard", "exile", "hand", "library", "stack", "command"]
StepName = Literal[
    "untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
    "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat",
    "postcombat_main", "end", "cleanup",
]
ChoiceNumber = Annotated[int, Field(ge=0, le=MAX_CHOICE_NUMBER)]
Index = Annotated[int, Field(ge=1, le=MAX_LIST_ITEMS)]
Life = Annotated[int, Field(ge=-MAX_LIFE, le=MAX_LIFE)]
Counts = Annotated[dict[Name, Amount], Field(max_length=MAX_LIST_ITEMS)]
Refs = Name | NameList


class ObjectExpect(_Table):
    """What one aliased object must show (every key optional)."""

    power: int | None = None
    toughness: int | None = None
    has: TextList | None = None
    lacks: TextList | None = None
    abilities: TextList | None = None
    types: TextList | None = None
    subtypes: TextList | None = None
    supertypes: TextList | None = None
    colors: TextList | None = None
    name: Text | None = None
    controller: Name | None = None
    zone: Zone | None = None
    level: int | None = None
    counters: Counts | None = None
    tapped: bool | None = None
    damage: int | None = None


class Expect(_OpenTable):
    """An `expect` table: the top-level keys, and aliases for everything else."""

    __pydantic_extra__: dict[str, ObjectExpect] = Field(init=False)

    stack: TextList | None = None
    life: Annotated[dict[Name, int], Field(max_length=MAX_LIST_ITEMS)] | None = None
    step: StepName | None = None
    active: Name | None = None
    priority: Name | None = None
    lost: NameList | None = None
    permanents: Annotated[dict[Name, Annotated[dict[Name, Count], Field(
        max_length=MAX_LIST_ITEMS)]], Field(max_length=MAX_PLAYERS)] | None = None
    poison: Annotated[dict[Name, int], Field(max_length=MAX_PLAYERS)] | None = None


Answer = (
    bool | ChoiceNumber | Name
    | Annotated[list[Name | ChoiceNumber], Field(max_length=MAX_LIST_ITEMS)]
    | Annotated[dict[Name, Amount | Name], Field(max_length=MAX_LIST_ITEMS)]
)


class Choices(_OpenTable):
    """The answers a step gives (spec: `choices`); other keys take simple answers."""

    __pydantic_extra__: dict[str, Answer] = Field(init=False)

    mode: (ChoiceNumber | Name | Annotated[list[ChoiceNumber], Field(max_length=MAX_LIST_ITEMS)]
           | None) = None
    x: ChoiceNumber | None = None
    color: Name | None = None
    creature_type: Name | None = None
    land_type: Name | None = None
    counter: Name | None = None
    player: Name | None = None
    copy_of: Name | None = None
    distribute: Counts | None = None
    may: bool | None = None
    order: Annotated[list[Name | Index], Field(max_length=MAX_LIST_ITEMS)] | None = None
    keep: Name | None = None
    assign: Annotated[dict[Name, Amount | Counts], Field(max_length=MAX_LIST_ITEMS)] | None = None
    damage_order: Annotated[dict[Name, NameList], Field(max_length=MAX_LIST_ITEMS)] | None = None
    new_targets: NameList | None = None
    sacrifice: Refs | None = None
    discard: Refs | None = None
    tap: Refs | None = None
    kicked: bool | ChoiceNumber | None = None
    cost: Name | None = None


class _Step(_Table):
    do: str
    expect_error: bool = False
    expect: Expect | None = None


class _Creates(_Step):
    card: Name | None = None
    as_: Name | None = Field(default=None, alias="as")


class EnterStep(_Creates):
    card: Name
    controller: Name | None = None
    tapped: bool = False
    sick: bool = False
    counters: Counts | None = None
    attached_to: Name | None = None
    copy_of: Name | None = None
    choices: Choices | None = None


class HandStep(_Creates):
    card: Name
    owner: Name | None = None


class LibraryStep(_Creates):
    card: Name
    owner: Name | None = None
    count: Annotated[int, Field(ge=1, le=MAX_LIBRARY_COUNT)] = 1


class CastStep(_Creates):
    what: Name | None = None
    controller: Name | None = None
    targets: NameList | None = None
    choices: Choices | None = None
    pay: Literal["auto", "free", "pool"] = "auto"

    @model_validator(mode="after")
    def _card_or_what(self) -> CastStep:
        if self.card is None and self.what is None:
            raise ValueError(f"`{self.do}` needs 'card' or 'what'")
        return self


class PlayStep(_Creates):
    what: Name | None = None
    controller: Name | None = None
    face: Name | None = None  # 712.12: the face a modal double-faced card is played as

    @model_validator(mode="after")
    def _card_or_what(self) -> PlayStep:
        if self.card is None and self.what is None:
            raise ValueError("`play` needs 'card' or 'what'")
        return self


class ActivateStep(_Step):
    on: Name
    ability: Index | Name
    controller: Name | None = None
    targets: NameList | None = None
    choices: Choices | None = None
    pay: Literal["auto", "free", "pool"] = "auto"


class PassStep(_Step):
    player: Name | None = None


class ResolveStep(_Step):
    n: Annotated[int, Field(ge=1, le=MAX_RESOLVE)] = 1
    all: bool = False


class OrderStep(_Step):
    player: Name | None = None
    triggers: Annotated[list[Index | Text], Field(max_length=MAX_LIST_ITEMS)] = []


class CounterStep(_Step):
    on: Name
    kind: Name
    n: Amount


class AttachStep(_Step):
    what: Name
    to: Name


class MoveStep(_Step):
    what: Name
    to: Zone


class WhatStep(_Step):
    what: Name


class DamageStep(_Step):
    to: Name
    n: Amount
    source: Name | None = None


class ControlStep(_Step):
    what: Name
    player: Name


class AdvanceStep(_Step):
    to: Literal[
        "untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
        "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat",
        "postcombat_main", "end", "cleanup", "next_turn",
    ]


class AttackStep(_Step):
    attackers: NameList
    defender: Name | None = None
    bands: Annotated[list[NameList], Field(max_length=MAX_LIST_ITEMS)] | None = None  # 702.22c
    choices: Choices | None = None


class BlockStep(_Step):
    blocks: Annotated[dict[Name, Name], Field(max_length=MAX_LIST_ITEMS)]
    choices: Choices | None = None


class ExpectStep(_Table):
    expect: Expect


ACTIONS: dict[str, type[_Step]] = {
    "enter": EnterStep, "hand": HandStep, "library": LibraryStep, "cast": CastStep,
    "play": PlayStep, "activate": ActivateStep, "pass": PassStep, "resolve": ResolveStep,
    "order": OrderStep, "counter": CounterStep, "attach": AttachStep, "move": MoveStep,
    "destroy": WhatStep, "damage": DamageStep, "tap": WhatStep, "untap": WhatStep,
    "control": ControlStep, "advance": AdvanceStep, "attack": AttackStep, "block": BlockStep,
}


class ScenarioTable(_Table):
    """The top level of a scenario file."""

    title: Annotated[Text, Field(min_length=1)]
    source: Text = ""
    description: Text = ""
    tags: TextList = []
    players: Annotated[list[Name], Field(min_length=1, max_length=MAX_PLAYERS)] = [
        "Alice", "Bob"]
    active: Name | None = None
    start: Name = "precombat_main"
    life: Life = 20
    seed: int = 0
    step: Annotated[list[dict[str, Any]], Field(max_length=MAX_STEPS)] = []


class _Reader:
    def __init__(self, text: str, path: Path | None) -> None:
        self.text = text
        self.path = path

    def error(self, reason: str, loc: tuple[str | int, ...]) -> ScenarioFileError:
        return ScenarioFileError(reason, self.path, line_of(self.text, loc) if loc else None,
                                 field_name(loc) if loc else None)

    def schema(self, exc: ValidationError, data: object,
               prefix: tuple[str | int, ...] = ()) -> TabletopDataError:
        return schema_error(exc, data, self.text, self.path, ScenarioFileError, prefix=prefix,
                            field_name=field_name)

    def scenario(self) -> Scenario:
        data = load_toml(self.text, self.path, ScenarioFileError, field_name=field_name)
        try:
            top = ScenarioTable.model_validate(data)
        except ValidationError as exc:
            raise self.schema(exc, data) from None
        if not top.title.strip():
            raise self.error("a scenario needs a title (a non-empty string)", ("title",))
        if len(set(top.players)) != len(top.players):
            raise self.error("the players' names must differ", ("players",))
        active = top.active if top.active is not None else top.players[0]
        if active not in top.players:
            raise self.error(f"{active!r} is not one of the players", ("active",))
        try:
            start = Step.from_key(top.start)
        except ValueError:
            raise self.error(f"unknown step {top.start!r} (steps: {', '.join(STEP_NAMES)})",
                             ("start",)) from None
        steps = tuple(self.step(n, raw) for n, raw in enumerate(top.step))
        self.check_cards(steps)
        return Scenario(self.path, top.title.strip(), top.source, tuple(top.players), active,
                        start, top.life, top.seed, steps)

    def step(self, n: int, raw: dict[str, Any]) -> ScenarioStep:
        where: tuple[str | int, ...] = ("step", n)
        if "do" not in raw:
            if "expect" not in raw:
                raise self.error("needs `do` (an action) or `expect`", where)
            model: type[BaseModel] = ExpectStep
        else:
            do = raw["do"]
            if not isinstance(do, str) or do not in ACTIONS:
                shown = repr(do) if isinstance(do, str) else f"{do!r}"
                raise self.error(f"unknown action {shown[:60]} (actions: "
                                 f"{', '.join(sorted(ACTIONS))})", (*where, "do"))
            model = ACTIONS[do]
        try:
            model.model_validate(raw)
        except ValidationError as exc:
            raise self.schema(exc, raw, where) from None
        # strict validation does not convert: the checked table is the data itself
        do_key = raw.get("do")
        args = {k: v for k, v in raw.items() if k not in ("do", "expect_error", "expect")}
        return ScenarioStep(n + 1, do_key, args, raw.get("expect"),
                            bool(raw.get("expect_error", False)))

    def check_cards(self, steps: tuple[ScenarioStep, ...]) -> None:
        made = 0
        for step in steps:
            if step.do == "library":
                made += int(step.args.get("count", 1))
            elif step.do in ("enter", "hand") or (step.do in ("cast", "play")
                                                   and "card" in step.args):
                made += 1
            if made > MAX_SCENARIO_CARDS:
                raise self.error(f"the steps up to here create more than the limit of "
                                 f"{MAX_SCENARIO_CARDS} cards", ("step", step.index - 1))


def read_scenario(text: str, path: Path | None = None) -> Scenario:
    """Check the text of a scenario file; raises ScenarioFileError."""
    return _Reader(text, path).scenario()
