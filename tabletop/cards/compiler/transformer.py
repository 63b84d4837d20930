"""The transformer: parse trees to engine primitives, one clause at a time. It is the
rules of every clause family together; each family's rules are in its own module."""

from __future__ import annotations

from tabletop.cards.compiler.activated_abilities import ActivatedAbilityRules
from tabletop.cards.compiler.banded_rules import BandedCardRules
from tabletop.cards.compiler.card_move_effects import CardMoveRules
from tabletop.cards.compiler.conditions import ConditionRules
from tabletop.cards.compiler.continuous_effects import ContinuousEffectRules
from tabletop.cards.compiler.costs import CostRules
from tabletop.cards.compiler.event_triggers import EventTriggerRules
from tabletop.cards.compiler.face_clauses import FaceClauseRules
from tabletop.cards.compiler.history_conditions import HistoryConditionRules
from tabletop.cards.compiler.keyword_families import KeywordFamilyRules
from tabletop.cards.compiler.keywords import KeywordRules
from tabletop.cards.compiler.modern_mechanics import ModernRules
from tabletop.cards.compiler.more_tokens_instead import MoreTokensInsteadRules
from tabletop.cards.compiler.noun_phrases import NounPhraseRules
from tabletop.cards.compiler.one_shot_effects import OneShotEffectRules
from tabletop.cards.compiler.players import PlayerRules
from tabletop.cards.compiler.replacement_effects import ReplacementEffectRules
from tabletop.cards.compiler.state_conditions import StateConditionRules
from tabletop.cards.compiler.static_abilities import StaticAbilityRules
from tabletop.cards.compiler.static_prevention import StaticPreventionRules
from tabletop.cards.compiler.targets import TargetRules
from tabletop.cards.compiler.total_mana_value_targets import TotalManaValueTargetRules
from tabletop.cards.compiler.trigger_effects import TriggerEffectRules
from tabletop.cards.compiler.triggered_abilities import TriggeredAbilityRules
from tabletop.cards.compiler.values import ValueRules


class OracleTransformer(
    ModernRules,
    KeywordRules, KeywordFamilyRules, CostRules, ActivatedAbilityRules, TriggeredAbilityRules,
    StaticAbilityRules,
    ReplacementEffectRules, OneShotEffectRules, CardMoveRules, ContinuousEffectRules,
    ConditionRules,
    StateConditionRules, HistoryConditionRules, EventTriggerRules, BandedCardRules,
    TotalManaValueTargetRules, MoreTokensInsteadRules,
    ValueRules, TargetRules, PlayerRules, NounPhraseRules, FaceClauseRules, TriggerEffectRules,
    StaticPreventionRules,
):
    """Builds abilities from a parse tree: `transform(tree)` gives a list of abilities, or
    the SpellPart of a spell line."""
