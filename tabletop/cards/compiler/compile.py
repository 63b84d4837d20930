"""compile_text: a card's rules text to engine abilities, and the clauses it cannot read."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from lark.exceptions import VisitError

from tabletop.cards.compiler.banded_blocks import BANDED_KINDS
from tabletop.cards.compiler.banded_cards import compile_banded
from tabletop.cards.compiler.chosen_word_blocks import ChosenWordBlock
from tabletop.cards.compiler.chosen_words import compile_chosen_words
from tabletop.cards.compiler.clause_pieces import parse_clause
from tabletop.cards.compiler.clause_rules import ClauseResult, QuotedCompiler
from tabletop.cards.compiler.earlier_instead import (
    InsteadOfEarlier,
    accepts_earlier,
    fold_earlier,
)
from tabletop.cards.compiler.face_clauses import mark_meld_partner
from tabletop.cards.compiler.leftover_trees import holds_tree
from tabletop.cards.compiler.modern_mechanics import labelled, labelled_part
from tabletop.cards.compiler.parser import ENTRY_POINTS, likely_entries, parse
from tabletop.cards.compiler.phrases import CompileError, SpellPart
from tabletop.cards.compiler.scope import Scope
from tabletop.cards.compiler.text import (
    Clause,
    close_quotes,
    mark_self,
    mark_self_by_type,
    normalize,
    split_reminders,
    strip_ability_word,
)
from tabletop.cards.compiler.text_blocks import Band, Chapter, ClassLevel, Line, Modal, blocks
from tabletop.cards.compiler.transformer import OracleTransformer
from tabletop.cards.compiler.values import uses_x
from tabletop.engine.definitions.abilities import (
    Ability,
    ActivatedAbility,
    SpellAbility,
    TriggeredAbility,
)
from tabletop.engine.definitions.classes import class_band, class_level_ability
from tabletop.engine.definitions.instructions import Instruction, Manual, TargetSpec
from tabletop.engine.definitions.levelers import level_band
from tabletop.engine.definitions.sagas import chapter_ability
from tabletop.engine.model.characteristics import PT
from tabletop.engine.model.mana import ManaCost, ManaError

Overrides = Mapping[str, tuple[Ability, ...]]
_NOT_IN_BANDS = ("start_spell",)


@dataclass(frozen=True, slots=True)
class CompiledText:
    """The abilities of a text in printed order, the clauses not understood (as printed)
    and the reminder texts (for display, never compiled)."""

    abilities: tuple[Ability, ...]
    unknown: tuple[str, ...] = ()
    reminders: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.unknown


def clause_key(text: str) -> str:
    """How an override's clause is matched: reminder text, case and the final period
    do not matter."""
    clause = split_reminders(normalize(text)).text
    return " ".join(clause.lower().rstrip(".").split())


@dataclass(slots=True)
class _Spell:
    scope: Scope
    effect: list[Instruction] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)
    position: int | None = None


class _Compiler:
    def __init__(self, card_name: str, overrides: Overrides, is_spell: bool | None,
                 quoted: bool = False, cda_allowed: bool = True) -> None:
        self.name = card_name
        self.overrides = {clause_key(k): v for k, v in overrides.items()}
        self.is_spell = is_spell
        self.quoted = quoted
        self.cda_allowed = cda_allowed
        self.unknown: list[str] = []
        self.reminders: list[str] = []

    # ---- one clause
    def _scope(self) -> Scope:
        return Scope(self.name, quoted=self.quoted, cda_allowed=self.cda_allowed,
                     spell_card=bool(self.is_spell))

    def clause(self, text: str, spell: _Spell | None, entries: tuple[str, ...] = ENTRY_POINTS,
               *, effect_only: bool = False) -> ClauseResult | None:
        """One clause; `effect_only`: an effect printed beside a symbol (a chapter, 714.2b),
        read as a spell's text is even on a permanent."""
        source = mark_self(strip_ability_word(text), self.name)
        if not self.quoted:
            source = mark_self_by_type(source)
        source = close_quotes(mark_meld_partner(source))
        for entry in likely_entries(source, self.is_spell):
            if entry not in entries:
                continue
            if entry == "start_spell" and (spell is None or (self.is_spell is False
                                                             and not effect_only)):
                continue
            tree = parse_clause(source, entry)
            if tree is None:
                continue
            scope = spell.scope if entry == "start_spell" and spell else self._scope()
            mark = len(scope.targets), list(scope.choices)
            try:
                result = OracleTransformer(scope, text, source, self._quoted).transform(tree)
                if holds_tree(result):  # a rule no method turned into behaviour
                    raise CompileError("a raw parse tree left")
                if not accepts_earlier(result, spell.effect if spell else []):
                    raise CompileError("'instead' after nothing")
            except (VisitError, CompileError):  # or a phrase the rules cannot take
                if os.environ.get("TABLETOP_COMPILER_DEBUG"):
                    raise
                del scope.targets[mark[0]:]
                scope.choices[:] = mark[1]
                continue
            return result
        return None

    def _quoted(self, text: str, cda_allowed: bool) -> tuple[Ability, ...]:
        inner = _Compiler(self.name, {}, False, quoted=True, cda_allowed=cda_allowed)
        compiled = inner.text(text.replace("~", self.name))
        if inner.unknown:
            raise CompileError(f"unknown quoted ability: {inner.unknown[0]}")
        return compiled

    # ---- a whole text
    def text(self, text: str) -> tuple[Ability, ...]:
        found, reminders = blocks(normalize(text))
        self.reminders.extend(reminders)
        out: list[Ability] = []
        spell = _Spell(self._scope())
        for block in found:
            if isinstance(block, Line):
                self.reminders.extend(block.clause.reminders)
                out.extend(self._line(block.clause.text, spell, len(out)))
            elif isinstance(block, Band):
                out.append(self._band(block))
            elif isinstance(block, Chapter):
                out.append(self._chapter(block))
            elif isinstance(block, ClassLevel):
                out.extend(self._class_level(block))
            elif isinstance(block, BANDED_KINDS):  # Cases, station, prototype
                out.extend(compile_banded(self, block))
            elif isinstance(block, ChosenWordBlock):  # the Sieges (614.12)
                out.extend(compile_chosen_words(self, block))
            elif block.prefix:
                out.extend(self._modal_ability(block))
            else:
                out.append(self._modal(block))
        if spell.position is not None:
            effect = tuple(spell.effect)
            choices = tuple(spell.scope.choices)
            if uses_x(effect) and "x" not in choices:
                choices += ("x",)
            ability = SpellAbility(text="\n".join(spell.texts), effect=effect,
                                   targets=tuple(spell.scope.targets), choices=choices)
            out.insert(spell.position, ability)
        return tuple(out)

    def _line(self, text: str, spell: _Spell, position: int) -> list[Ability]:
        override = self.overrides.get(clause_key(text))
        if override is not None:
            return list(override)
        label = labelled_part(text)  # "Max speed —" (702.178a), boast, exhaust
        if label is not None:
            inner = self.clause(label[1], None)
            try:
                if inner is None or isinstance(inner, SpellPart):
                    raise CompileError(f"{label[0]}: not an ability")
                return labelled(label[0], text, tuple(inner))
            except CompileError:
                self.unknown.append(text)
                return [Ability(text=text)]
        result = self.clause(text, spell)
        if isinstance(result, SpellPart):
            self._add_spell(spell, text, result.effect, position)
            return []
        if result is None:
            self.unknown.append(text)
            if self.is_spell:
                self._add_spell(spell, text, (Manual(text),), position)
                return []
            return [Ability(text=text)]
        return result

    def _add_spell(self, spell: _Spell, text: str, effect: tuple[Instruction, ...],
                   position: int) -> None:
        if spell.position is None:
            spell.position = position
        if effect and isinstance(effect[0], InsteadOfEarlier):  # 614.15, an earlier line's
            spell.effect[:] = fold_earlier(spell.effect, effect)
            spell.texts.append(text)
            return
        spell.effect.extend(effect)
        spell.texts.append(text)

    # ---- what a Case's, a station card's or a prototype's block asks (banded_cards.py)
    def scope(self) -> Scope:
        return self._scope()

    def quoted_compiler(self) -> QuotedCompiler:
        return self._quoted

    def granted(self, lines: tuple[Clause, ...]) -> tuple[Ability, ...]:
        return self._granted(lines)

    def _class_level(self, level: ClassLevel) -> list[Ability]:
        """716.2a, 716.2d: the level ability and the abilities the level adds."""
        try:
            cost = ManaCost.parse(level.cost)
        except ManaError:
            self.unknown.append(f"{level.cost}: Level {level.level}")
            return []
        granted = self._granted(level.lines)
        return [class_level_ability(level.level, cost), class_band(level.level, granted, cost)]

    def _granted(self, lines: tuple[Clause, ...]) -> tuple[Ability, ...]:
        """The abilities printed in a band (a level, 711.2, 716.2d)."""
        granted: list[Ability] = []
        for clause in lines:
            self.reminders.extend(clause.reminders)
            override = self.overrides.get(clause_key(clause.text))
            result = override if override is not None else self.clause(
                clause.text, None, tuple(e for e in ENTRY_POINTS if e not in _NOT_IN_BANDS))
            if result is None or isinstance(result, SpellPart):
                self.unknown.append(clause.text)
                granted.append(Ability(text=clause.text))
            else:
                granted.extend(result)
        return tuple(granted)

    def _band(self, band: Band) -> Ability:
        granted = self._granted(band.lines)
        power, toughness = PT.parse(band.power), PT.parse(band.toughness)
        return level_band(band.low, band.high, power.value if power else 0,
                              toughness.value if toughness else 0, granted)

    def _chapter(self, chapter: Chapter) -> Ability:
        """714.2b: the chapter's text is the effect of a triggered ability."""
        clause = chapter.clause
        self.reminders.extend(clause.reminders)
        override = self.overrides.get(clause_key(clause.text))
        if override is not None and len(override) == 1 and isinstance(override[0], SpellAbility):
            return chapter_ability(chapter.chapters, f"{chapter.label} — {clause.text}",
                                   override[0].effect, override[0].targets)
        part = _Spell(self._scope())
        result = self.clause(clause.text, part, ("start_spell",), effect_only=True)
        if not isinstance(result, SpellPart):
            self.unknown.append(f"{chapter.label} — {clause.text}")
            return chapter_ability(chapter.chapters, f"{chapter.label} — {clause.text}",
                                   (Manual(clause.text),))
        return chapter_ability(chapter.chapters, f"{chapter.label} — {clause.text}",
                               result.effect, tuple(part.scope.targets))

    def _modal_ability(self, modal: Modal) -> list[Ability]:
        """700.2: "When ~ enters, choose one —" / "{T}: Choose one —" and bullets: a
        triggered or activated ability with modes."""
        head = modal.prefix.rstrip(",: ")
        source = close_quotes(mark_self_by_type(mark_self(strip_ability_word(head), self.name)))
        trigger = modal.prefix.rstrip().endswith(",")
        start = "start_trigger_head" if trigger else "start_costs"
        tree = parse(source, start)
        scope = self._scope()
        text = modal.header + "\n" + "\n".join("• " + c.text for c in modal.modes)
        try:
            if tree is None:
                raise CompileError("not a trigger or costs")
            made: Any = OracleTransformer(scope, text, source, self._quoted).transform(tree)
            if holds_tree(made):  # a rule no method turned into behaviour
                raise CompileError("a raw parse tree left")
        except (VisitError, CompileError):
            self.unknown.append(modal.header)
            return [Ability(text=text)]
        modes, targets = self._modes(modal, scope)
        if trigger:
            triggers, condition = made
            return [TriggeredAbility(text=text, trigger=t, condition=condition, modes=modes,
                                     mode_targets=targets, zone=scope.functions_in)
                    for t in triggers]
        return [ActivatedAbility(text=text, cost=made, modes=modes, mode_targets=targets,
                                 choices=("mode", *scope.choices))]

    def _modes(self, modal: Modal, head: Scope | None = None, *, effect_only: bool = True
               ) -> tuple[tuple[tuple[Instruction, ...], ...], tuple[tuple[TargetSpec, ...], ...]]:
        """Each mode read as a spell's text, with the targets it names (700.2); `head`: the
        scope of the ability the modes belong to."""
        modes: list[tuple[Instruction, ...]] = []
        targets: list[tuple[TargetSpec, ...]] = []
        for clause in modal.modes:
            self.reminders.extend(clause.reminders)
            scope = self._scope() if head is None else replace(head, targets=[], choices=[])
            mode = _Spell(scope)
            result = self.clause(clause.text, mode, ("start_spell",), effect_only=effect_only)
            if isinstance(result, SpellPart):
                modes.append(result.effect)
            else:
                self.unknown.append(clause.text)
                modes.append((Manual(clause.text),))
            targets.append(tuple(mode.scope.targets))
        return tuple(modes), tuple(targets)

    def _modal(self, modal: Modal) -> Ability:
        modes, targets = self._modes(modal, effect_only=False)
        text = modal.header + "\n" + "\n".join("• " + c.text for c in modal.modes)
        return SpellAbility(text=text, modes=modes, mode_targets=targets, choices=("mode",))


@lru_cache(maxsize=4096)
def _compile(text: str, card_name: str, overrides: tuple[tuple[str, tuple[Ability, ...]], ...],
             is_spell: bool | None) -> CompiledText:
    compiler = _Compiler(card_name, dict(overrides), is_spell)
    abilities = compiler.text(text)
    return CompiledText(abilities, tuple(compiler.unknown), tuple(compiler.reminders))


def compile_text(text: str, card_name: str, *, overrides: Overrides | None = None,
                 is_spell: bool | None = None) -> CompiledText:
    """Compile a card's rules text. `card_name` is how the text names the card itself;
    `overrides` map clauses the compiler cannot read to abilities; `is_spell` True for an
    instant or sorcery (its instruction lines form one SpellAbility), False for a
    permanent, None to decide from the text."""
    frozen = tuple(sorted((overrides or {}).items()))
    try:
        hash(frozen)
    except TypeError:  # an override holding unhashable data: compile without the cache
        return _compile.__wrapped__(text, card_name, frozen, is_spell)
    return _compile(text, card_name, frozen, is_spell)
