"""Dealing damage (120) with prevention (615), lifelink, deathtouch and infect."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.enums import CardType, Zone

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def _prevent(game: Game, target: Any, amount: int) -> int:
    """615.7: prevention shields reduce the damage; "prevent all" stops it."""
    for shield in list(game.state.prevention):
        if shield.get("to") != target or amount <= 0:
            continue
        left = shield.get("amount")
        if left is None:
            game.emit("prevented", f"{amount} damage to {_name(game, target)} is prevented "
                      f"({shield.get('source')})")
            return 0
        used = min(int(left), amount)
        amount -= used
        shield["amount"] = int(left) - used
        game.emit("prevented", f"{used} damage to {_name(game, target)} is prevented "
                  f"({shield.get('source')})")
        if shield["amount"] <= 0:
            game.state.prevention.remove(shield)
    return amount


def _name(game: Game, target: Any) -> str:
    return target if isinstance(target, str) else game.name_of(target)


def deal_damage(game: Game, source: int | None, target: Any, amount: int, *,
                combat: bool = False) -> int:
    """120.3: damage to a player causes life loss, to a creature it's marked on it,
    to a planeswalker it removes loyalty. Returns the damage dealt."""
    if amount <= 0:
        return 0
    amount = _prevent(game, target, amount)
    if amount <= 0:
        return 0
    src_chars = game.chars(source) if source is not None and source in game.state.objects \
        else None
    src_name = src_chars.name if src_chars else "a source"
    infect = bool(src_chars and src_chars.has_keyword("Infect"))
    if isinstance(target, str):
        player = game.player(target)
        if infect:
            player.counters["poison"] = player.counters.get("poison", 0) + amount
            game.emit("poison", f"{target} gets {amount} poison counters from {src_name}",
                      player=target)
        else:
            amount = _worship(game, target, amount)
            player.life -= amount
            game.emit("damage", f"{src_name} deals {amount} damage to {target}",
                      () if source is None else (source,), player=target, n=amount)
    else:
        if target not in game.state.objects:
            return 0
        obj = game.obj(target)
        chars = game.chars(target)
        if obj.zone != Zone.BATTLEFIELD:
            return 0
        if CardType.PLANESWALKER in chars.types and CardType.CREATURE not in chars.types:
            game.remove_counters(target, "loyalty", amount)
        elif infect:
            game.put_counters(target, "-1/-1", amount)
        else:
            obj.damage += amount
            if src_chars and src_chars.has_keyword("Deathtouch"):
                obj.deathtouch_damage = True
        game.invalidate()
        game.emit("damage", f"{src_name} deals {amount} damage to {chars.name}",
                  (target,) if source is None else (source, target), n=amount)
    if src_chars and src_chars.has_keyword("Lifelink") and source is not None:
        controller = game.controller_of(source)
        game.player(controller).life += amount  # 702.15b
        game.emit("life", f"{controller} gains {amount} life (lifelink)", player=controller,
                  delta=amount)
    from tabletop.engine.triggers_runtime import note_event

    note_event(game, "damage", source=source, target=target, n=amount, combat=combat)
    return amount


def _worship(game: Game, player: str, amount: int) -> int:
    """Worship-like rule effects: life can't go below 1 from damage."""
    for effect in game.rule_effects("damage_floor_one"):
        if effect.controller != player:
            continue
        if not any(game.is_creature(o) for o in game.permanents(player)):
            continue
        life = game.player(player).life
        if life - amount < 1:
            return max(0, life - 1)
    return amount


def destroy_replacement(game: Game, oid: int) -> Zone:
    """Where a destroyed permanent goes: its owner's graveyard, or exile when a rule
    effect says so (Misery's Shadow: "If a creature an opponent controls would die, exile
    it instead", 614.1a)."""
    for effect in game.rule_effects("die_exile_instead"):
        if game.is_creature(oid) and game.controller_of(oid) != effect.controller:
            return Zone.EXILE
    return Zone.GRAVEYARD
