"""Dealing damage (120): replacement and prevention first (614, 615, 616), then the
results: life loss or poison for players (120.3a-b), loyalty or defense removed
(120.3c, 120.3h), damage marked on creatures (120.3e), deathtouch (702.2b),
lifelink (702.15b), infect (702.90). Damage dealt at the same time (combat damage,
"each creature") is one batch (510.2): all of it is dealt, then triggers are noticed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.modern import toxic_total
from tabletop.engine.model.enums import CardType, Zone
from tabletop.engine.rules.combat_damage_batches import note_combat_damage_to_players
from tabletop.engine.rules.keyword_actions import gain_life
from tabletop.engine.rules.replacing import DAMAGE, Happening, replace_event
from tabletop.engine.rules.triggering import note_event

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.characteristics import Characteristics


def _name(game: Game, target: Any) -> str:
    return target if isinstance(target, str) else game.name_of(target)


def deal_damage(game: Game, source: int | None, target: Any, amount: int, *,
                combat: bool = False, preventable: bool = True) -> int:
    """120.3: one source deals damage to one object or player; returns the damage dealt."""
    return deal_damage_batch(game, [(source, target, amount)], combat=combat,
                             preventable=preventable)[0]


def deal_damage_batch(game: Game, items: Sequence[tuple[int | None, Any, int]], *,
                      combat: bool = False, preventable: bool = True) -> list[int]:
    """510.2: every item is dealt at the same time; returns what each dealt."""
    sources: dict[int | None, Characteristics | None] = {}
    for source, _, _ in items:
        if source not in sources:
            sources[source] = _source_chars(game, source)
    dealt: list[int] = []
    done: list[tuple[int | None, Any, int]] = []
    excess: list[int] = []  # 120.4a: the creatures dealt more than lethal damage
    queue = list(items)  # grows by the parts dealt to another recipient instead (614.9)
    for index, (source, target, amount) in enumerate(queue):
        also: list[tuple[Any, int]] = []
        lethal = _lethal(game, sources[source], target)
        n = _deal_one(game, source, sources[source], target, amount, combat, preventable,
                      also)
        if lethal is not None and n > lethal:
            excess.append(target)
        queue.extend((source, to, k) for to, k in also)
        if index < len(items):
            dealt.append(n)
        if n > 0:
            done.append((source, target, n))
    # 702.15b: lifelink: its controller gains that much life (one event per source)
    gains: dict[str, int] = {}
    for source, _, n in done:
        chars = sources[source]
        if chars is not None and chars.has_keyword("Lifelink"):
            gains[chars.controller] = gains.get(chars.controller, 0) + n

    for player, n in gains.items():
        game.emit("lifelink", f"lifelink: {player} gains life for the damage (702.15b)",
                  player=player)
        gain_life(game, player, n)

    for source, target, n in done:
        note_event(game, "damage", source=source, target=target, n=n, combat=combat)
    if combat:  # "whenever one or more creatures you control deal combat damage to a player"
        note_combat_damage_to_players(game, done)
    if excess:  # "whenever one or more creatures ... are dealt excess damage": one batch
        note_event(game, "excess_damage", oids=tuple(excess), combat=combat)
    return dealt


def _lethal(game: Game, src: Characteristics | None, target: Any) -> int | None:
    """120.4a, 120.6: the damage a creature can be dealt before the rest is excess: its
    toughness minus the damage already marked (702.2c: at most 1 from a source with
    deathtouch); None for what isn't a creature on the battlefield."""
    if not isinstance(target, int) or target not in game.state.objects or \
            game.obj(target).zone != Zone.BATTLEFIELD or not game.is_creature(target):
        return None
    lethal = max(0, (game.chars(target).toughness or 0) - game.obj(target).damage)
    if src is not None and src.has_keyword("Deathtouch"):
        lethal = min(lethal, 1)
    return lethal


def _source_chars(game: Game, source: int | None) -> Characteristics | None:
    """A source that left its zone deals damage with its last known information (609.7)."""
    return None if source is None else game.known_chars(source)


def _deal_one(game: Game, source: int | None, src: Characteristics | None, target: Any,
              amount: int, combat: bool, preventable: bool,
              also: list[tuple[Any, int]]) -> int:
    if amount <= 0:
        return 0  # 614.7a: 0 damage is no damage at all
    if isinstance(target, int) and (target not in game.state.objects or
                                    game.obj(target).zone != Zone.BATTLEFIELD):
        return 0
    event = replace_event(game, Happening(
        DAMAGE, player=target if isinstance(target, str) else None,
        oid=target if isinstance(target, int) else None, source=source, amount=amount,
        combat=combat, preventable=preventable))
    if event is not None:
        also.extend(event.also)
    if event is None or event.amount <= 0:
        return 0
    amount = event.amount
    target = event.target
    src_name = src.name if src is not None else "a source"
    infect = bool(src and src.has_keyword("Infect"))
    wither = bool(src and src.has_keyword("Wither"))  # 702.80a
    kind = "combat damage" if combat else "damage"
    if isinstance(target, str):
        player = game.player(target)
        if infect:  # 120.3b
            player.counters["poison"] = player.counters.get("poison", 0) + amount
            game.emit("poison", f"{src_name} deals {amount} {kind} to {target}: {amount} "
                      "poison counters (702.90b)", player=target, n=amount)
        else:  # 120.3a
            amount = _worship(game, target, amount)
            player.life -= amount
            game.emit("damage", f"{src_name} deals {amount} {kind} to {target}",
                      () if source is None else (source,), player=target, n=amount)
        toxic = toxic_total(src) if combat and src is not None else 0
        if toxic:  # 702.164b: combat damage to a player also gives poison counters
            player.counters["poison"] = player.counters.get("poison", 0) + toxic
            game.emit("poison", f"{src_name}: {target} gets {toxic} poison counters "
                      "(toxic, 702.164b)", player=target, n=toxic)
        game.invalidate()
        return amount
    obj = game.obj(target)
    chars = game.chars(target)
    if CardType.PLANESWALKER in chars.types:  # 120.3c
        game.remove_counters(target, "loyalty", amount)
    if CardType.BATTLE in chars.types:  # 120.3h
        game.remove_counters(target, "defense", amount)
    if CardType.CREATURE in chars.types:
        if infect or wither:  # 120.3d
            game.put_counters(target, "-1/-1", amount, source=source)
        else:  # 120.3e
            obj.damage += amount
        if src is not None and src.has_keyword("Deathtouch"):
            obj.deathtouch_damage = True  # 702.2b, checked by 704.5h
    game.emit("damage", f"{src_name} deals {amount} {kind} to {chars.name}",
              (target,) if source is None else (source, target), n=amount)
    return amount


def _worship(game: Game, player: str, amount: int) -> int:
    """Worship: "as long as you control a creature, damage that would reduce your life
    total to less than 1 reduces it to 1 instead" (614.1a)."""
    for effect in game.rule_effects("damage_floor_one"):
        if effect.controller != player:
            continue
        if not any(game.is_creature(o) for o in game.permanents(player)):
            continue
        life = game.player(player).life
        if life - amount < 1:
            game.emit("replacement", f"{game.name_of(effect.source or 0)}: {player}'s life "
                      "can't go below 1 from damage (614.1a)", player=player)
            return max(0, life - 1)
    return amount
