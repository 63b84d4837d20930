"""Compiled abilities in words, for `tabletop cards show` and for reading test failures."""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.definitions.abilities import (
    Ability,
    ActivatedAbility,
    KeywordAbility,
    LevelBand,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
)
from tabletop.engine.definitions.effects import Affects, EffectSpec
from tabletop.engine.definitions.instructions import Instruction, TargetSpec

_WHO = {
    Affects.SELF: "itself",
    Affects.ATTACHED: "the enchanted/equipped object",
    Affects.TARGETS: "the target",
    Affects.FIXED: "the objects named",
    Affects.PLAYERS: "players",
}


def describe_spec(spec: EffectSpec) -> str:
    """'creatures you control: +1/+1' with its condition."""
    if spec.affects == Affects.MATCHING and spec.filter is not None:
        who = spec.filter.describe()
    elif spec.affects == Affects.TARGETS and spec.target_index is not None:
        who = f"target {spec.target_index + 1}"
    else:
        who = _WHO.get(spec.affects, spec.affects.value)
    text = f"{who}: " + "; ".join(m.describe() for m in spec.mods)
    if spec.condition is not None:
        text += f" (as long as {spec.condition.describe()})"
    return text


def describe_instructions(program: tuple[Instruction, ...]) -> str:
    return "; ".join(i.describe() for i in program) or "nothing"


def _targets(targets: tuple[TargetSpec, ...]) -> str:
    if not targets:
        return ""
    return " [targets: " + ", ".join(t.describe() for t in targets) + "]"


def _mode_lines(ability: Ability, indent: str) -> list[str]:
    """700.2: a modal triggered or activated ability's modes, one line each."""
    modes = getattr(ability, "modes", ())
    targets = getattr(ability, "mode_targets", ())
    return [f"{indent}  • {describe_instructions(mode)}"
            f"{_targets(targets[n] if n < len(targets) else ())}"
            for n, mode in enumerate(modes)]


def describe_ability(ability: Ability, indent: str = "") -> list[str]:
    """One ability in words: what kind it is and the primitives it compiled to."""
    if isinstance(ability, ActivatedAbility | TriggeredAbility) and ability.modes:
        first = describe_ability(replace(ability, modes=(), mode_targets=()), indent)
        return [first[0].replace(": nothing", ", choose one:"), *_mode_lines(ability, indent)]
    if isinstance(ability, LevelBand):
        lines = [f"{indent}{ability.label}: base P/T {ability.power}/{ability.toughness}"]
        for granted in ability.granted:
            lines.extend(describe_ability(granted, indent + "    "))
        return lines
    if isinstance(ability, KeywordAbility):
        return [f"{indent}keyword: {ability.text}"]
    if isinstance(ability, ActivatedAbility):
        kind = "mana ability" if ability.is_mana else "loyalty ability" if ability.loyalty \
            else "activated"
        cost = ability.cost.describe() if ability.cost is not None else "no cost"
        timing = " (as a sorcery)" if ability.timing == "sorcery" and not ability.loyalty else ""
        label = f"{ability.keyword} " if ability.keyword else ""
        return [f"{indent}{label}{kind} [{cost}]: {describe_instructions(ability.effect)}"
                f"{_targets(ability.targets)}{timing}"]
    if isinstance(ability, TriggeredAbility):
        trigger = ability.trigger.describe() if ability.trigger else "?"
        cond = f" if {ability.condition.describe()}," if ability.condition else ""
        may = " you may" if ability.optional else ""
        return [f"{indent}triggered ({trigger}):{cond}{may} "
                f"{describe_instructions(ability.effect)}{_targets(ability.targets)}"]
    if isinstance(ability, StaticAbility):
        lines = []
        if ability.replacement is not None:
            describe = getattr(ability.replacement, "describe", None)
            text = describe() if callable(describe) else repr(ability.replacement)
            lines.append(f"{indent}replacement: {text}")
        kind = "characteristic-defining" if ability.cda else "static"
        lines.extend(f"{indent}{kind}: {describe_spec(s)}" for s in ability.effects)
        return lines
    if isinstance(ability, SpellAbility):
        if ability.modes:
            lines = [f"{indent}spell, choose one:"]
            for n, mode in enumerate(ability.modes):
                targets = ability.mode_targets[n] if n < len(ability.mode_targets) else ()
                lines.append(f"{indent}  • {describe_instructions(mode)}{_targets(targets)}")
            return lines
        return [f"{indent}spell: {describe_instructions(ability.effect)}"
                f"{_targets(ability.targets)}"]
    return [f"{indent}(by hand) {ability.text}"]
