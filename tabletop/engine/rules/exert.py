"""Exerting attackers (701.43): "You may exert ~ as it attacks": as attackers are
declared (508.1), the active player chooses which of their attacking creatures with such
an ability to exert; an exerted creature won't untap during its controller's next untap
step (701.43a), and its "When you do" ability triggers (the ability that lets it be
exerted: trigger event EXERTED); "You may exert ~ as it attacks." alone is the rule
MAY_EXERT; "Whenever you exert a creature" abilities trigger on any exert (YOU_EXERT)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.abilities import TriggeredAbility
from tabletop.engine.definitions.effects import Affects, Duration, EffectSpec, RuleChange
from tabletop.engine.definitions.exert_permission import MAY_EXERT
from tabletop.engine.definitions.replacement_specs import DOESNT_UNTAP
from tabletop.engine.definitions.spell_rules import stated_rules
from tabletop.engine.definitions.trigger_conditions import TriggerEvent
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.rules.triggering import note_event

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def may_exert(game: Game, oid: int) -> bool:
    """An ability of the creature lets it be exerted as it attacks (701.43a)."""
    chars = game.chars(oid)
    return any(isinstance(a, TriggeredAbility) and a.trigger is not None and
               a.trigger.event == TriggerEvent.EXERTED for a in chars.abilities) or \
        bool(stated_rules(chars, MAY_EXERT))


def check_exert(game: Game, attackers: tuple[int, ...], exert: tuple[int, ...]) -> None:
    """Refuse exerting a creature that isn't attacking or can't be exerted."""
    for oid in exert:
        if oid not in attackers:
            raise IllegalAction(f"{game.name_of(oid)} is exerted only as it attacks (701.43a)")
        if not may_exert(game, oid):
            raise IllegalAction(f"{game.name_of(oid)} has no ability that lets it be exerted "
                                "(701.43a)")


def exert_attackers(game: Game, player: str, exert: tuple[int, ...]) -> list[int]:
    """701.43a: each exerted creature won't untap during its controller's next untap step;
    returns them (their "When you do" abilities trigger once attackers are declared)."""
    for oid in dict.fromkeys(exert):
        spec = EffectSpec((RuleChange(DOESNT_UNTAP),), Affects.FIXED,
                          text="doesn't untap during its controller's next untap step "
                               "(exerted, 701.43a)")
        game.add_effect(spec, source=oid, controller=player, locked=frozenset({oid}),
                        duration=Duration.NEXT_UNTAP)
        game.emit("exert", f"{player} exerts {game.name_of(oid)} (701.43a)", (oid,),
                  player=player)
        note_event(game, "you_exert", oid=oid)  # "Whenever you exert a creature"
    return list(dict.fromkeys(exert))
