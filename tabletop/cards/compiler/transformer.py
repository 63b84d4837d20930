"""The transformer: parse trees to engine primitives, one clause at a time. It is the
rules of every clause family together; each family's rules are in its own module."""

from __future__ import annotations

from tabletop.cards.compiler.activated_abilities import ActivatedAbilityRules
from tabletop.cards.compiler.activation_costs import ActivationCostRules
from tabletop.cards.compiler.activation_limits import ActivationLimitRules
from tabletop.cards.compiler.additional_phases import AdditionalPhaseRules
from tabletop.cards.compiler.all_counters import AllCounterRules
from tabletop.cards.compiler.among_them import AmongThemRules
from tabletop.cards.compiler.attacking_tokens import AttackingTokenRules
from tabletop.cards.compiler.banded_rules import BandedCardRules
from tabletop.cards.compiler.beyond_first import BeyondFirstRules
from tabletop.cards.compiler.block_orders import BlockOrderRules
from tabletop.cards.compiler.blocks_each_combat import BlocksEachCombatRules
from tabletop.cards.compiler.cant_have import CantHaveRules
from tabletop.cards.compiler.capped_counters import CappedCounterRules
from tabletop.cards.compiler.card_move_effects import CardMoveRules
from tabletop.cards.compiler.card_play_triggers import CardPlayTriggerRules
from tabletop.cards.compiler.cast_prohibitions import CastProhibitionRules
from tabletop.cards.compiler.choose_rest import ChooseRestRules
from tabletop.cards.compiler.chosen_names import ChosenNameRules
from tabletop.cards.compiler.chroma import ChromaRules
from tabletop.cards.compiler.cipher import CipherRules
from tabletop.cards.compiler.colors_paid import ColorsPaidRules
from tabletop.cards.compiler.combat_counts import CombatCountRules
from tabletop.cards.compiler.combat_damage_batches import CombatDamageBatchRules
from tabletop.cards.compiler.combat_partners import CombatPartnerRules
from tabletop.cards.compiler.combat_removal import CombatRemovalRules
from tabletop.cards.compiler.combat_triggers import CombatTriggerRules
from tabletop.cards.compiler.conditions import ConditionRules
from tabletop.cards.compiler.continuous_effects import ContinuousEffectRules
from tabletop.cards.compiler.converge import ConvergeRules
from tabletop.cards.compiler.costs import CostRules
from tabletop.cards.compiler.counted_moves import CountedMoveRules
from tabletop.cards.compiler.counter_put_triggers import CounterPutTriggerRules
from tabletop.cards.compiler.counter_removal import CounterRemovalRules
from tabletop.cards.compiler.countered_moves import CounteredMoveRules
from tabletop.cards.compiler.crew_triggers import CrewTriggerRules
from tabletop.cards.compiler.damage_shields import DamageShieldRules
from tabletop.cards.compiler.designations import DesignationRules
from tabletop.cards.compiler.destroyed_riders import DestroyedRiderRules
from tabletop.cards.compiler.discard_any_number import DiscardAnyNumberRules
from tabletop.cards.compiler.distinct_stats import DistinctStatRules
from tabletop.cards.compiler.distributed_counters import DistributedCounterRules
from tabletop.cards.compiler.draw_limits import DrawLimitRules
from tabletop.cards.compiler.each_player_own import EachPlayerOwnRules
from tabletop.cards.compiler.enchanted_players import EnchantedPlayerRules
from tabletop.cards.compiler.enter_leave import EnterLeaveRules
from tabletop.cards.compiler.entered_abilities import EnteredAbilityRules
from tabletop.cards.compiler.entering_counters import EnteringCounterRules
from tabletop.cards.compiler.event_triggers import EventTriggerRules
from tabletop.cards.compiler.exile_and_life_costs import ExileAndLifeCostRules
from tabletop.cards.compiler.extra_blocks import ExtraBlockRules
from tabletop.cards.compiler.extra_lands import ExtraLandRules
from tabletop.cards.compiler.face_clauses import FaceClauseRules
from tabletop.cards.compiler.game_outcomes import GameOutcomeRules
from tabletop.cards.compiler.graveyard_exiles import GraveyardExileRules
from tabletop.cards.compiler.graveyard_puts import GraveyardPutRules
from tabletop.cards.compiler.graveyard_triggers import GraveyardTriggerRules
from tabletop.cards.compiler.hand_casts import HandCastRules
from tabletop.cards.compiler.hand_choices import HandChoiceRules
from tabletop.cards.compiler.hand_to_library import HandToLibraryRules
from tabletop.cards.compiler.haunt import HauntRules
from tabletop.cards.compiler.highest_mana_value import HighestManaValueRules
from tabletop.cards.compiler.history_conditions import HistoryConditionRules
from tabletop.cards.compiler.instead_clauses import InsteadClauseRules
from tabletop.cards.compiler.its_designations import ItsDesignationRules
from tabletop.cards.compiler.join_forces import JoinForcesRules
from tabletop.cards.compiler.keyword_families import KeywordFamilyRules
from tabletop.cards.compiler.keyword_group_b import KeywordGroupBRules
from tabletop.cards.compiler.keyword_mechanics import KeywordMechanicRules
from tabletop.cards.compiler.keywords import KeywordRules
from tabletop.cards.compiler.library_top_play import LibraryTopPlayRules
from tabletop.cards.compiler.life_amounts import LifeAmountRules
from tabletop.cards.compiler.life_exchanges import LifeExchangeRules
from tabletop.cards.compiler.loyalty_bans import LoyaltyBanRules
from tabletop.cards.compiler.main_phase_triggers import MainPhaseTriggerRules
from tabletop.cards.compiler.mana_combinations import ManaCombinationRules
from tabletop.cards.compiler.mana_instead import ManaInsteadRules
from tabletop.cards.compiler.mana_triggers import ManaTriggerRules
from tabletop.cards.compiler.mid_where import MidWhereRules
from tabletop.cards.compiler.modern_costs import ModernCostRules
from tabletop.cards.compiler.modern_mechanics import ModernRules
from tabletop.cards.compiler.monstrosity import MonstrosityRules
from tabletop.cards.compiler.more_tokens_instead import MoreTokensInsteadRules
from tabletop.cards.compiler.name_searches import NameSearchRules
from tabletop.cards.compiler.next_skips import NextSkipRules
from tabletop.cards.compiler.next_upkeep_triggers import NextUpkeepTriggerRules
from tabletop.cards.compiler.noun_phrases import NounPhraseRules
from tabletop.cards.compiler.one_or_two_targets import OneOrTwoTargetRules
from tabletop.cards.compiler.one_shot_effects import OneShotEffectRules
from tabletop.cards.compiler.one_shot_riders import OneShotRiderRules
from tabletop.cards.compiler.opponent_history import OpponentHistoryRules
from tabletop.cards.compiler.other_creature import OtherCreatureRules
from tabletop.cards.compiler.others_damage import OthersDamageRules
from tabletop.cards.compiler.overload import OverloadRules
from tabletop.cards.compiler.phasing import PhasingRules
from tabletop.cards.compiler.player_counts import PlayerCountRules
from tabletop.cards.compiler.player_graveyards import PlayerGraveyardRules
from tabletop.cards.compiler.player_leads import PlayerLeadRules
from tabletop.cards.compiler.player_may import PlayerMayRules
from tabletop.cards.compiler.player_reveals_until import PlayerRevealsUntilRules
from tabletop.cards.compiler.players import PlayerRules
from tabletop.cards.compiler.protection_qualities import ProtectionQualityRules
from tabletop.cards.compiler.random_attacks import RandomAttackRules
from tabletop.cards.compiler.reflexive_triggers import ReflexiveTriggerRules
from tabletop.cards.compiler.regeneration_bans import RegenerationBanRules
from tabletop.cards.compiler.renown_triggers import RenownTriggerRules
from tabletop.cards.compiler.replacement_effects import ReplacementEffectRules
from tabletop.cards.compiler.replacement_shapes import ReplacementShapeRules
from tabletop.cards.compiler.restricted_mana import RestrictedManaRules
from tabletop.cards.compiler.revealed_hands import RevealedHandRules
from tabletop.cards.compiler.revealed_this_way import RevealedThisWayRules
from tabletop.cards.compiler.same_name import SameNameRules
from tabletop.cards.compiler.search_prohibitions import SearchProhibitionRules
from tabletop.cards.compiler.shuffle_triggers import ShuffleTriggerRules
from tabletop.cards.compiler.source_damage_triggers import SourceDamageTriggerRules
from tabletop.cards.compiler.spell_limits import SpellLimitRules
from tabletop.cards.compiler.state_conditions import StateConditionRules
from tabletop.cards.compiler.static_abilities import StaticAbilityRules
from tabletop.cards.compiler.static_conditions import StaticConditionRules
from tabletop.cards.compiler.static_prevention import StaticPreventionRules
from tabletop.cards.compiler.static_restrictions import StaticRestrictionRules
from tabletop.cards.compiler.subtype_clauses import SubtypeClauseRules
from tabletop.cards.compiler.sweep import SweepRules
from tabletop.cards.compiler.target_stats import TargetStatRules
from tabletop.cards.compiler.target_triggers import TargetTriggerRules
from tabletop.cards.compiler.targeting_costs import TargetingCostRules
from tabletop.cards.compiler.targeting_spells import TargetingSpellRules
from tabletop.cards.compiler.targets import TargetRules
from tabletop.cards.compiler.their_library_top import TheirLibraryTopRules
from tabletop.cards.compiler.this_way_counts import ThisWayCountRules
from tabletop.cards.compiler.token_lists import TokenListRules
from tabletop.cards.compiler.total_mana_value_targets import TotalManaValueTargetRules
from tabletop.cards.compiler.transform_limits import TransformLimitRules
from tabletop.cards.compiler.trigger_counters import TriggerCounterRules
from tabletop.cards.compiler.trigger_effects import TriggerEffectRules
from tabletop.cards.compiler.triggered_abilities import TriggeredAbilityRules
from tabletop.cards.compiler.two_ifs import TwoIfRules
from tabletop.cards.compiler.unattach_triggers import UnattachTriggerRules
from tabletop.cards.compiler.unblocked_damage import UnblockedDamageRules
from tabletop.cards.compiler.unless_riders import UnlessRiderRules
from tabletop.cards.compiler.values import ValueRules
from tabletop.cards.compiler.voting import VotingRules
from tabletop.cards.compiler.with_attached import WithAttachedRules
from tabletop.cards.compiler.x_comparisons import XComparisonRules
from tabletop.cards.compiler.x_costs import XCostRules
from tabletop.cards.compiler.x_definitions import XDefinitionRules
from tabletop.cards.compiler.x_mana_colors import XManaColorRules
from tabletop.cards.compiler.zone_instead import ZoneInsteadRules


class OracleTransformer(
    AttackingTokenRules, ModernRules, KeywordMechanicRules, InsteadClauseRules,
    KeywordRules, KeywordFamilyRules, CostRules, ActivatedAbilityRules, TriggeredAbilityRules,
    StaticAbilityRules,
    ReplacementEffectRules, OneShotEffectRules, CardMoveRules, ContinuousEffectRules,
    ConditionRules,
    StateConditionRules, HistoryConditionRules, EventTriggerRules, BandedCardRules,
    TargetingSpellRules,
    TotalManaValueTargetRules, MoreTokensInsteadRules, DistinctStatRules, OneShotRiderRules,
    ValueRules, TargetRules, PlayerRules, NounPhraseRules, FaceClauseRules, TriggerEffectRules,
    StaticPreventionRules, ActivationCostRules, EnteringCounterRules, ModernCostRules,
    DamageShieldRules, ZoneInsteadRules, CombatTriggerRules, RestrictedManaRules,
    ReflexiveTriggerRules, AmongThemRules, MidWhereRules, TheirLibraryTopRules,
    ConvergeRules, PlayerRevealsUntilRules, DiscardAnyNumberRules, HandToLibraryRules,
    StaticRestrictionRules, CastProhibitionRules, DesignationRules, OpponentHistoryRules,
    UnblockedDamageRules, HandCastRules, SameNameRules, ExtraBlockRules,
    XCostRules, SubtypeClauseRules, TransformLimitRules,
    NameSearchRules, XComparisonRules, CountedMoveRules, RevealedThisWayRules,
    HandChoiceRules, EnterLeaveRules, UnlessRiderRules, DestroyedRiderRules,
    DistributedCounterRules, ManaTriggerRules,
    CombatRemovalRules, TriggerCounterRules, PlayerMayRules, BeyondFirstRules,
    GraveyardPutRules, LibraryTopPlayRules, HighestManaValueRules, SweepRules,
    TargetStatRules, SourceDamageTriggerRules, ProtectionQualityRules, PlayerCountRules,
    StaticConditionRules, GameOutcomeRules, TargetingCostRules,
    SearchProhibitionRules, DrawLimitRules, CombatCountRules, RevealedHandRules,
    SpellLimitRules, XManaColorRules, CantHaveRules, LoyaltyBanRules,
    OthersDamageRules, BlocksEachCombatRules,
    ChosenNameRules, EnteredAbilityRules, ColorsPaidRules, TwoIfRules, AllCounterRules,
    BlockOrderRules, EnchantedPlayerRules, PhasingRules, HauntRules, CipherRules, VotingRules,
    OverloadRules, ChromaRules, JoinForcesRules,
    CounterPutTriggerRules,
    TargetTriggerRules, GraveyardTriggerRules, CardPlayTriggerRules,
    NextUpkeepTriggerRules, PlayerGraveyardRules, CombatPartnerRules,
    OtherCreatureRules, ItsDesignationRules, ThisWayCountRules,
    GraveyardExileRules, TokenListRules, AdditionalPhaseRules, EachPlayerOwnRules,
    ChooseRestRules, WithAttachedRules, OneOrTwoTargetRules,
    RegenerationBanRules, LifeExchangeRules, ExileAndLifeCostRules, CounterRemovalRules,
    XDefinitionRules, PlayerLeadRules, ManaCombinationRules, ManaInsteadRules,
    ActivationLimitRules,
    KeywordGroupBRules, CounteredMoveRules, ReplacementShapeRules,
    CappedCounterRules, RandomAttackRules, UnattachTriggerRules, NextSkipRules,
    MonstrosityRules, ExtraLandRules, LifeAmountRules,
    RenownTriggerRules, CombatDamageBatchRules, CrewTriggerRules, ShuffleTriggerRules,
    MainPhaseTriggerRules,
):
    """Builds abilities from a parse tree: `transform(tree)` gives a list of abilities, or
    the SpellPart of a spell line."""
