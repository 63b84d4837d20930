"""State-based actions (704), each named after its rule, checked until none apply."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.enums import CardType, Supertype, Zone

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def sba_704_5a_zero_life(game: Game) -> bool:
    """704.5a: a player with 0 or less life loses the game."""
    changed = False
    for p in game.state.players.values():
        if not p.lost and p.life <= 0:
            _lose(game, p.name, "0 or less life (704.5a)")
            changed = True
    return changed


def sba_704_5b_empty_library(game: Game) -> bool:
    """704.5b: a player who attempted to draw from an empty library loses."""
    changed = False
    for p in game.state.players.values():
        if not p.lost and p.drew_from_empty:
            _lose(game, p.name, "drew from an empty library (704.5b)")
            changed = True
    return changed


def sba_704_5c_poison(game: Game) -> bool:
    """704.5c: ten or more poison counters."""
    changed = False
    for p in game.state.players.values():
        if not p.lost and p.counters.get("poison", 0) >= 10:
            _lose(game, p.name, "ten or more poison counters (704.5c)")
            changed = True
    return changed


def _lose(game: Game, name: str, why: str) -> None:
    p = game.player(name)
    p.lost = True
    p.loss_reason = why
    game.emit("lose", f"{name} loses the game: {why}", player=name)
    alive = [q for q in game.state.players.values() if not q.lost]
    if len(alive) <= 1:
        game.state.game_over = True
        for q in alive:
            q.won = True


def sba_704_5f_zero_toughness(game: Game) -> bool:
    """704.5f: a creature with toughness 0 or less goes to its owner's graveyard."""
    doomed = [o for o in game.battlefield() if game.is_creature(o)
              and (game.chars(o).toughness or 0) <= 0]
    for oid in doomed:
        name = game.name_of(oid)
        new = game.move(oid, Zone.GRAVEYARD, reason="toughness 0 or less (704.5f)")
        from tabletop.engine.triggers_runtime import note_event

        note_event(game, "dies", oid=oid, new=new)
        _ = name
    return bool(doomed)


def sba_704_5g_lethal_damage(game: Game) -> bool:
    """704.5g/h: lethal damage or deathtouch damage destroys a creature."""
    from tabletop.engine.resolve import destroy

    changed = False
    for oid in list(game.battlefield()):
        if oid not in game.state.objects or not game.is_creature(oid):
            continue
        obj = game.obj(oid)
        toughness = game.chars(oid).toughness or 0
        if (toughness > 0 and obj.damage >= toughness) or (obj.damage > 0 and
                                                           obj.deathtouch_damage):
            if destroy(game, oid):
                changed = True
            elif obj.damage >= toughness or obj.deathtouch_damage:
                # indestructible: damage stays; regenerated: damage removed
                continue
    return changed


def sba_704_5i_planeswalker_loyalty(game: Game) -> bool:
    """704.5i: a planeswalker with 0 loyalty goes to its owner's graveyard."""
    doomed = [o for o in game.battlefield()
              if CardType.PLANESWALKER in game.chars(o).types
              and game.obj(o).counters.get("loyalty", 0) <= 0]
    for oid in doomed:
        game.move(oid, Zone.GRAVEYARD, reason="no loyalty (704.5i)")
    return bool(doomed)


def sba_704_5j_legend_rule(game: Game) -> bool:
    """704.5j: two or more legendary permanents with the same name: keep one."""
    changed = False
    seen: dict[tuple[str, str], list[int]] = {}
    for oid in game.battlefield():
        chars = game.chars(oid)
        if Supertype.LEGENDARY in chars.supertypes:
            seen.setdefault((chars.controller, chars.name), []).append(oid)
    for (_, name), ids in seen.items():
        if len(ids) > 1:
            keep = game.answers.get("keep")
            keep_id = keep if keep in ids else ids[-1]
            for oid in ids:
                if oid != keep_id:
                    game.move(oid, Zone.GRAVEYARD, reason=f"legend rule: {name} (704.5j)")
                    changed = True
    return changed


def sba_704_5m_illegal_aura(game: Game) -> bool:
    """704.5m/n: an Aura attached to nothing (or illegally) goes to the graveyard;
    an Equipment attached illegally becomes unattached."""
    changed = False
    for oid in list(game.battlefield()):
        if oid not in game.state.objects:
            continue
        chars = game.chars(oid)
        obj = game.obj(oid)
        if "Aura" in chars.subtypes:
            host = obj.attached_to
            if host is None or host not in game.state.objects or \
                    game.obj(host).zone != Zone.BATTLEFIELD:
                game.move(oid, Zone.GRAVEYARD, reason="Aura not attached (704.5m)")
                changed = True
        elif "Equipment" in chars.subtypes and obj.attached_to is not None:
            host = obj.attached_to
            if host not in game.state.objects or not game.is_creature(host):
                obj.attached_to = None
                game.invalidate()
                changed = True
    return changed


def sba_704_5q_counter_annihilation(game: Game) -> bool:
    """704.5q: +1/+1 and -1/-1 counters on one permanent are removed in pairs."""
    changed = False
    for oid in game.battlefield():
        obj = game.obj(oid)
        plus, minus = obj.counters.get("+1/+1", 0), obj.counters.get("-1/-1", 0)
        if plus and minus:
            n = min(plus, minus)
            game.remove_counters(oid, "+1/+1", n)
            game.remove_counters(oid, "-1/-1", n)
            changed = True
    return changed


CHECKS = (
    sba_704_5a_zero_life,
    sba_704_5b_empty_library,
    sba_704_5c_poison,
    sba_704_5f_zero_toughness,
    sba_704_5g_lethal_damage,
    sba_704_5i_planeswalker_loyalty,
    sba_704_5j_legend_rule,
    sba_704_5m_illegal_aura,
    sba_704_5q_counter_annihilation,
)


def check_state_based_actions(game: Game) -> bool:
    """704.3: perform all applicable SBAs at once, repeat until none apply."""
    any_changed = False
    for _ in range(100):
        changed = False
        for check in CHECKS:
            if game.state.game_over and check not in CHECKS[:3]:
                continue
            changed |= check(game)
        if not changed:
            break
        any_changed = True
    return any_changed
