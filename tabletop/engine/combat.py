"""Combat (506-511): declaring attackers and blockers, and combat damage."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.actions import IllegalAction
from tabletop.engine.enums import CardType, Step

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def declare_attackers(game: Game, player: str, attackers: tuple[int, ...], defender: str) -> None:
    """508.1: the active player declares attackers; restrictions and tapping (508.1f)."""
    state = game.state
    if state.step != Step.DECLARE_ATTACKERS or state.active != player:
        raise IllegalAction("attackers are declared by the active player in the declare "
                            "attackers step (508.1)")
    if state.combat.get("declared"):
        raise IllegalAction("attackers have already been declared this combat")
    defender = defender or next(p for p in game.opponents(player))
    if defender == player or defender not in state.players:
        raise IllegalAction(f"{defender!r} can't be attacked")
    for oid in attackers:
        obj = game.require_object(oid, "creature")
        chars = game.chars(oid)
        if not game.is_creature(oid) or game.controller_of(oid) != player:
            raise IllegalAction(f"{chars.name} is not a creature {player} controls")
        if obj.tapped:
            raise IllegalAction(f"{chars.name} is tapped and can't attack (508.1a)")
        if chars.has_keyword("Defender"):
            raise IllegalAction(f"{chars.name} has defender (702.3b)")
        if not obj.controlled_since_turn_start and not chars.has_keyword("Haste"):
            raise IllegalAction(f"{chars.name} has summoning sickness (302.6)")
        for effect in game.rule_effects("cant_attack_or_block"):
            if oid in effect.affected:
                raise IllegalAction(f"{chars.name} can't attack")
    for oid in attackers:
        obj = game.obj(oid)
        obj.attacking = defender
        if not game.chars(oid).has_keyword("Vigilance"):
            obj.tapped = True  # 508.1f
    state.combat = {"declared": True, "attackers": list(attackers), "defender": defender,
                    "first_strike": any(_first(game, o) for o in attackers)}
    game.invalidate()
    names = ", ".join(game.name_of(o) for o in attackers) or "no creatures"
    game.emit("attack", f"{player} attacks {defender} with {names}", attackers, player=player)
    from tabletop.engine.triggers_runtime import note_event

    for oid in attackers:
        note_event(game, "attacks", oid=oid)
    if len(attackers) == 1:
        note_event(game, "attacks_alone", oid=attackers[0])
    from tabletop.engine.turns import give_priority

    give_priority(game, player)


def _first(game: Game, oid: int) -> bool:
    c = game.chars(oid)
    return c.has_keyword("First strike") or c.has_keyword("Double strike")


def declare_blockers(game: Game, player: str, blocks: tuple[tuple[int, int], ...]) -> None:
    """509.1: the defending player declares blockers; evasion is checked (702.9, 702.17...)."""
    state = game.state
    if state.step != Step.DECLARE_BLOCKERS:
        raise IllegalAction("blockers are declared in the declare blockers step (509.1)")
    if player != state.combat.get("defender"):
        raise IllegalAction(f"{player} is not the defending player")
    attackers = set(state.combat.get("attackers", []))
    by_attacker: dict[int, list[int]] = {}
    for blocker, attacker in blocks:
        bobj = game.require_object(blocker, "creature")
        bc, ac = game.chars(blocker), game.chars(attacker)
        if attacker not in attackers:
            raise IllegalAction(f"{ac.name} is not attacking")
        if not game.is_creature(blocker) or game.controller_of(blocker) != player:
            raise IllegalAction(f"{bc.name} is not a creature {player} controls")
        if bobj.tapped:
            raise IllegalAction(f"{bc.name} is tapped and can't block (509.1a)")
        if ac.has_keyword("Flying") and not (bc.has_keyword("Flying") or bc.has_keyword("Reach")):
            raise IllegalAction(f"{ac.name} has flying: only creatures with flying or reach "
                                "can block it (702.9b)")
        if ac.has_ability("can't be blocked"):
            raise IllegalAction(f"{ac.name} can't be blocked")
        for ability in ac.abilities:
            kw = (ability.keyword or "").lower()
            if kw.endswith("walk") and kw != "walk":
                land = kw[:-4].capitalize()
                if any(land in game.chars(o).subtypes for o in game.permanents(player)):
                    raise IllegalAction(f"{ac.name} has {kw} and {player} controls a {land} "
                                        "(702.14)")
        for effect in game.rule_effects("cant_attack_or_block"):
            if blocker in effect.affected:
                raise IllegalAction(f"{bc.name} can't block")
        by_attacker.setdefault(attacker, []).append(blocker)
    for attacker, blockers in by_attacker.items():
        if game.chars(attacker).has_keyword("Menace") and len(blockers) < 2:
            raise IllegalAction(f"{game.name_of(attacker)} has menace: it can't be blocked "
                                "except by two or more creatures (702.110b)")
    for blocker, attacker in blocks:
        game.obj(blocker).blocking = (*game.obj(blocker).blocking, attacker)
    state.combat["blocks"] = {str(a): b for a, b in by_attacker.items()}
    state.combat["first_strike"] = state.combat.get("first_strike") or any(
        _first(game, b) for b, _ in blocks)
    game.invalidate()
    game.emit("block", f"{player} blocks: " + (", ".join(
        f"{game.name_of(b)} blocks {game.name_of(a)}" for b, a in blocks) or "no blockers"),
        tuple(b for b, _ in blocks), player=player)
    from tabletop.engine.turns import give_priority

    give_priority(game, state.active)


def combat_damage_step(game: Game, *, first_strike: bool) -> None:
    """510: attackers and blockers deal damage; first strike and double strike (702.7, 702.4)."""
    from tabletop.engine.damage import deal_damage

    state = game.state
    attackers = [a for a in state.combat.get("attackers", []) if a in state.objects]
    blocks: dict[str, list[int]] = state.combat.get("blocks", {})  # type: ignore[assignment]
    assignments: list[tuple[int, object, int]] = []

    def deals_now(oid: int) -> bool:
        c = game.chars(oid)
        fs, ds = c.has_keyword("First strike"), c.has_keyword("Double strike")
        if first_strike:
            return fs or ds
        return ds or not fs or not state.combat.get("first_strike")

    for attacker in attackers:
        if not deals_now(attacker):
            continue
        power = max(0, game.chars(attacker).power or 0)
        blockers = [b for b in blocks.get(str(attacker), []) if b in state.objects]
        if str(attacker) not in blocks:
            assignments.append((attacker, state.combat["defender"], power))
            continue
        trample = game.chars(attacker).has_keyword("Trample")
        deathtouch = game.chars(attacker).has_keyword("Deathtouch")
        for b in blockers:
            if power <= 0:
                break
            lethal = max(0, (game.chars(b).toughness or 0) - game.obj(b).damage)
            if deathtouch:
                lethal = min(lethal, 1)  # 702.2c
            give = power if (b == blockers[-1] and not trample) else min(power, lethal)
            assignments.append((attacker, b, give))
            power -= give
        if trample and power > 0:
            assignments.append((attacker, state.combat["defender"], power))  # 702.19b
    for attacker in attackers:
        for b in [b for b in blocks.get(str(attacker), []) if b in state.objects]:
            if deals_now(b):
                assignments.append((b, attacker, max(0, game.chars(b).power or 0)))
    for source, target, amount in assignments:  # 510.2: dealt simultaneously
        if amount > 0:
            deal_damage(game, source, target, amount, combat=True)
    from tabletop.engine.turns import give_priority

    give_priority(game, state.active)


def remove_all_from_combat(game: Game) -> None:
    """511.3: at the end of combat all creatures are removed from combat."""
    for obj in game.state.objects.values():
        obj.attacking = None
        obj.blocking = ()
    game.state.combat = {}
    game.invalidate()


_ = CardType
