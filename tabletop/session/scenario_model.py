"""What a scenario file holds once read (`tabletop.session.scenario` reads it)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop.engine.model.enums import Step
from tabletop.inputs.errors import TabletopDataError

ZONES = ("battlefield", "graveyard", "exile", "hand", "library", "stack", "command")
STEP_NAMES = tuple(s.key for s in Step)


class ScenarioFileError(TabletopDataError):
    """Not a valid scenario: the file, the line, the key and the reason."""


# ------------------------------------------------------------------------------ model


@dataclass(frozen=True, slots=True)
class ScenarioStep:
    index: int  # 1-based, in file order
    do: str | None
    args: dict[str, Any]
    expect: dict[str, Any] | None
    expect_error: bool = False

    def describe(self) -> str:
        if self.do is None:
            return "expect"
        bits = [f"{k}={v!r}" for k, v in self.args.items() if k != "choices"]
        return f"{self.do} " + " ".join(bits)


@dataclass(frozen=True, slots=True)
class Scenario:
    path: Path | None
    title: str
    source: str = ""
    players: tuple[str, ...] = ("Alice", "Bob")
    active: str = "Alice"
    start: Step = Step.PRECOMBAT_MAIN
    life: int = 20
    seed: int = 0
    steps: tuple[ScenarioStep, ...] = field(default=())

    @property
    def name(self) -> str:
        return self.path.name if self.path else self.title



def field_name(loc: tuple[str | int, ...]) -> str:
    """('step', 2, 'choices', 'x') -> 'step 3.choices.x' (steps counted from 1)."""
    parts: list[str] = []
    for n, part in enumerate(loc):
        if n == 1 and loc[0] == "step" and isinstance(part, int):
            parts[-1] = f"step {part + 1}"
        elif isinstance(part, int):
            parts[-1] += f"[{part}]"
        else:
            parts.append(part)
    return ".".join(parts)
