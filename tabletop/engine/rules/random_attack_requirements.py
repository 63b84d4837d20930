""""Choose an opponent at random. ~ attacks that player this combat if able." (508.1d;
definitions/random_attack_requirements.py): the player is chosen with the game's seeded
generator as the ability resolves; declaring attackers obeys the requirement, and it ends
with the combat (511.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.attack_limits import CANT_ATTACK_YOU
from tabletop.engine.definitions.effects import Affects, Duration, EffectSpec, RuleChange
from tabletop.engine.definitions.random_attack_requirements import (
    ATTACKS_PLAYER_THIS_COMBAT,
    PLAYER,
    AttackRandomOpponent,
)
from tabletop.engine.definitions.replacement_specs import ATTACK_TAX
from tabletop.engine.rules.resolution import Resolution, handles

if TYPE_CHECKING:
    from collections.abc import Callable

    from tabletop.engine.definitions.effects import ContinuousEffect
    from tabletop.engine.game import Game


@handles(AttackRandomOpponent)
def h_attack_random_opponent(res: Resolution, i: AttackRandomOpponent) -> None:
    game = res.game
    opponents = [p for p in game.opponents(res.controller) if not game.player(p).lost]
    attackers = res.objects(i.attacker)
    if not opponents or not attackers:
        return
    chosen = opponents[game.state.rng.randrange(len(opponents))]
    game.emit("choose_random", f"{res.controller} chooses {chosen} at random",
              player=res.controller)
    spec = EffectSpec((RuleChange(ATTACKS_PLAYER_THIS_COMBAT, ((PLAYER, chosen),)),),
                      Affects.FIXED, text=f"attacks {chosen} this combat if able")
    game.add_effect(spec, source=attackers[0], controller=res.controller,
                    locked=frozenset(attackers[:1]), duration=Duration.END_OF_TURN)


def _is_requirement(effect: ContinuousEffect) -> bool:
    return any(isinstance(m, RuleChange) and m.kind == ATTACKS_PLAYER_THIS_COMBAT
               for m in effect.spec.mods)


def end_combat_requirements(game: Game) -> None:
    """511.3: "this combat" ends with the combat."""
    if any(_is_requirement(e) for e in game.state.effects):
        game.end_effects(_is_requirement)


def player_requirement_reason(game: Game, player: str, attacks: dict[int, object],
                              could_add: Callable[[int], bool]) -> str | None:
    """508.1d: a creature able to attack the chosen player must attack that player (not
    another player or a planeswalker); `attacks` is the declaration, `could_add` whether an
    undeclared creature could attack too. A creature with a cost to attack is never
    required to (508.1d)."""
    if game.rule_effects(ATTACK_TAX):
        return None
    for effect in game.rule_effects(ATTACKS_PLAYER_THIS_COMBAT):
        wanted = effect.change.param(PLAYER)
        if not isinstance(wanted, str) or wanted == player or game.player(wanted).lost:
            continue
        if any(e.controller == wanted for e in game.rule_effects(CANT_ATTACK_YOU)
               for oid in effect.affected if oid in e.affected):
            continue  # 508.1c beats the requirement: it can't attack that player
        for oid in effect.affected:
            declared = oid in attacks
            if (declared and attacks[oid] != wanted) or (not declared and could_add(oid)):
                return f"{game.name_of(oid)} attacks {wanted} this combat if able (508.1d)"
    return None
