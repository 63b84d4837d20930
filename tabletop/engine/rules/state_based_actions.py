"""State-based actions (704), each check named after its rule (704.5a-y).

704.3: whenever a player would receive priority, every applicable state-based
action is found first and then all are performed at once, as a single event;
then the check repeats until none apply, and only then do triggered abilities go
on the stack (117.5). Performing them at once means leaves-the-battlefield
abilities look back at the board as it was before any of them (603.10a).

Each check returns what it would do (`Fix` records); `check_state_based_actions`
performs them together.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.game_outcomes import ZERO_LIFE
from tabletop.engine.model.enums import CardType, Supertype, Zone
from tabletop.engine.rules.bestow import is_bestowed, stop_bestowing
from tabletop.engine.rules.enchanted_players import enchanted_player_reason
from tabletop.engine.rules.game_outcomes import may_lose, may_win
from tabletop.engine.rules.keyword_actions import destroy, move_object, sacrifice
from tabletop.engine.rules.sagas import sagas_to_sacrifice
from tabletop.engine.rules.sba_scope import Scope, mark_clean, scope
from tabletop.engine.rules.source_durations import end_lost_control_effects
from tabletop.engine.rules.sparing_protection import host_as_seen_by
from tabletop.engine.rules.targets import aura_target_specs, protection_from
from tabletop.engine.rules.triggering import battlefield_watchers
from tabletop.engine.rules.unattach_triggers import note_unattached

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.characteristics import Characteristics
    from tabletop.engine.model.objects import GameObject


@dataclass(frozen=True, slots=True)
class Fix:
    """One state-based action: `what` is "lose", "graveyard", "destroy", "cease",
    "unattach", "annihilate"; `rule` names it."""

    what: str
    rule: str
    oid: int | None = None
    player: str | None = None
    why: str = ""
    n: int = 0


@dataclass(frozen=True, slots=True)
class Permanent:
    """A permanent with its characteristics now, read once for all checks of a round."""

    oid: int
    obj: GameObject
    chars: Characteristics


Permanents = Sequence[Permanent]


class Looked(list[Permanent]):
    """The permanents a check looks at, and the objects elsewhere it looks at (changed
    since the last check that found nothing: sba_scope.py)."""

    elsewhere: Sequence[GameObject] = ()


def permanents(game: Game, oids: Sequence[int] | None = None) -> Looked:
    ids = game.battlefield() if oids is None else oids
    return Looked(Permanent(oid, game.obj(oid), game.chars(oid)) for oid in ids)


def _elsewhere(game: Game, perms: Permanents) -> Iterable[GameObject]:
    return perms.elsewhere if isinstance(perms, Looked) else game.state.objects.values()


# --- players (704.5a-c) ---------------------------------------------------------------------


def sba_704_5a_zero_life(game: Game, _: Permanents) -> list[Fix]:
    """704.5a: a player with 0 or less life loses the game."""
    return [Fix("lose", "704.5a", player=p.name, why="0 or less life")
            for p in game.state.players.values() if not p.lost and p.life <= 0
            and may_lose(game, p.name, ZERO_LIFE)]  # 104.3b: unless an effect says not


def sba_704_5b_empty_library(game: Game, _: Permanents) -> list[Fix]:
    """704.5b: a player who attempted to draw from an empty library loses."""
    return [Fix("lose", "704.5b", player=p.name, why="drew from an empty library")
            for p in game.state.players.values() if not p.lost and p.drew_from_empty
            and may_lose(game, p.name)]


def sba_704_5c_poison(game: Game, _: Permanents) -> list[Fix]:
    """704.5c: a player with ten or more poison counters loses."""
    return [Fix("lose", "704.5c", player=p.name, why="ten or more poison counters")
            for p in game.state.players.values()
            if not p.lost and p.counters.get("poison", 0) >= 10 and may_lose(game, p.name)]


# --- tokens and copies (704.5d-e) -------------------------------------------------------------


def sba_704_5d_token_elsewhere(game: Game, perms: Permanents) -> list[Fix]:
    """704.5d: a token in a zone other than the battlefield ceases to exist."""
    return [Fix("cease", "704.5d", oid=obj.oid, why="a token off the battlefield")
            for obj in _elsewhere(game, perms)
            if obj.is_token and obj.zone not in (Zone.BATTLEFIELD, Zone.STACK, Zone.PHASED_OUT)]


def sba_704_5e_copy_elsewhere(game: Game, perms: Permanents) -> list[Fix]:
    """704.5e: a copy of a spell in a zone other than the stack ceases to exist."""
    return [Fix("cease", "704.5e", oid=obj.oid, why="a copy of a spell off the stack")
            for obj in _elsewhere(game, perms)
            if obj.stack_info is not None and obj.stack_info.choices.get("copy")
            and obj.zone not in (Zone.STACK, Zone.PHASED_OUT)]


# --- creatures (704.5f-h) ---------------------------------------------------------------------


def sba_704_5f_zero_toughness(game: Game, perms: Permanents) -> list[Fix]:
    """704.5f: a creature with toughness 0 or less is put into its owner's graveyard
    (it isn't destroyed: regeneration and indestructible don't help)."""
    return [Fix("graveyard", "704.5f", oid=p.oid, why="toughness 0 or less")
            for p in perms
            if CardType.CREATURE in p.chars.types and (p.chars.toughness or 0) <= 0]


def sba_704_5g_lethal_damage(game: Game, perms: Permanents) -> list[Fix]:
    """704.5g: a creature with toughness greater than 0 and damage marked on it at least
    its toughness has been dealt lethal damage and is destroyed."""
    out: list[Fix] = []
    for p in perms:
        if not p.obj.damage or CardType.CREATURE not in p.chars.types:
            continue
        toughness = p.chars.toughness or 0
        if toughness > 0 and p.obj.damage >= toughness and \
                not p.chars.has_keyword("Indestructible"):
            out.append(Fix("destroy", "704.5g", oid=p.oid, why="lethal damage"))
    return out


def sba_704_5h_deathtouch(game: Game, perms: Permanents) -> list[Fix]:
    """704.5h: a creature with toughness greater than 0 that was dealt damage by a source
    with deathtouch since the last check is destroyed."""
    out: list[Fix] = []
    for p in perms:
        obj, chars = p.obj, p.chars
        if not obj.deathtouch_damage or CardType.CREATURE not in chars.types:
            continue
        if (chars.toughness or 0) > 0 and obj.damage < (chars.toughness or 0) and \
                not chars.has_keyword("Indestructible"):
            out.append(Fix("destroy", "704.5h", oid=p.oid, why="damage from a source with "
                                                              "deathtouch"))
    return out


# --- planeswalkers, legends, worlds (704.5i-k) -----------------------------------------------


def sba_704_5i_planeswalker_loyalty(game: Game, perms: Permanents) -> list[Fix]:
    """704.5i: a planeswalker with 0 loyalty is put into its owner's graveyard."""
    return _out_of_counters(perms, CardType.PLANESWALKER, "loyalty", "704.5i")


def sba_704_5j_legend_rule(game: Game, perms: Permanents) -> list[Fix]:
    """704.5j: two or more legendary permanents with the same name under one player:
    that player keeps one (choices `keep`; default the newest)."""
    out: list[Fix] = []
    seen: dict[tuple[str, str], list[int]] = {}
    for p in perms:
        chars = p.chars
        if Supertype.LEGENDARY in chars.supertypes and chars.name:
            seen.setdefault((chars.controller, chars.name), []).append(p.oid)
    for (_, name), ids in seen.items():
        if len(ids) > 1:
            keep = game.state.answers.keep
            keep_id = keep if keep in ids else ids[-1]
            out += [Fix("graveyard", "704.5j", oid=o, why=f"legend rule: {name}")
                    for o in ids if o != keep_id]
    return out


def sba_704_5k_world_rule(game: Game, perms: Permanents) -> list[Fix]:
    """704.5k: two or more world permanents: all but the newest go to the graveyard."""
    worlds = [p.oid for p in perms if Supertype.WORLD in p.chars.supertypes]
    if len(worlds) < 2:
        return []
    newest = max(worlds, key=lambda o: game.obj(o).timestamp)
    return [Fix("graveyard", "704.5k", oid=o, why="world rule") for o in worlds if o != newest]


# --- attachments (704.5m-p) -------------------------------------------------------------------


def sba_704_5m_illegal_aura(game: Game, perms: Permanents) -> list[Fix]:
    """704.5m: an Aura attached to an illegal object or player, or to nothing, is put into
    its owner's graveyard."""
    out: list[Fix] = []
    for p in perms:
        oid, chars = p.oid, p.chars
        if "Aura" not in chars.subtypes:
            continue
        player = game.obj(oid).attached_player
        if player is not None:  # 303.4, 702.5: "enchant player" / "enchant opponent"
            why = enchanted_player_reason(game, oid, player)
            if why is not None:
                out.append(Fix("graveyard", "704.5m", oid=oid, why=why))
            continue
        host = game.obj(oid).attached_to
        if host is None or host not in game.state.objects or host == oid or \
                game.obj(host).zone != Zone.BATTLEFIELD:
            out.append(Fix("graveyard", "704.5m", oid=oid, why="an Aura attached to nothing"))
            continue
        specs = aura_target_specs(game, oid)
        f = specs[0].filter if specs else None
        if is_bestowed(game.obj(oid)) and f is not None and \
                not f.matches(game, host, oid, chars.controller):  # 702.103f: not 704.5m
            out.append(Fix("unattach", "702.103f", oid=oid, why="a bestowed Aura attached to "
                           f"an illegal object ({game.name_of(host)})"))
        elif f is not None and not f.matches(game, host, oid, chars.controller):
            out.append(Fix("graveyard", "704.5m", oid=oid,
                           why=f"an Aura attached to an illegal object ({game.name_of(host)})"))
        elif _protected_from(game, host, oid):
            out.append(Fix("graveyard", "704.5m", oid=oid, why="protection (702.16c)"))
    return out


def _protected_from(game: Game, host: int, source: int) -> bool:
    """702.16c: a permanent with protection can't be enchanted by an Aura with that
    quality."""
    return protection_from(host_as_seen_by(game, host, source),
                           game.chars(source)) is not None


def sba_704_5n_illegal_equipment(game: Game, perms: Permanents) -> list[Fix]:
    """704.5n: an Equipment or Fortification attached illegally becomes unattached."""
    out: list[Fix] = []
    for p in perms:
        oid, host = p.oid, p.obj.attached_to
        if host is None:
            continue
        subtypes = p.chars.subtypes
        if "Equipment" in subtypes:
            bad = host not in game.state.objects or host == oid or \
                game.obj(host).zone != Zone.BATTLEFIELD or not game.is_creature(host) \
                or game.is_creature(oid)
        elif "Fortification" in subtypes:
            bad = host not in game.state.objects or \
                CardType.LAND not in game.chars(host).types
        else:
            continue
        if bad:
            out.append(Fix("unattach", "704.5n", oid=oid, why="attached illegally"))
    return out


def sba_704_5p_illegal_attachment(game: Game, perms: Permanents) -> list[Fix]:
    """704.5p: a creature or battle attached to something, or a permanent that is none of
    Aura, Equipment, Fortification attached to something, becomes unattached."""
    out: list[Fix] = []
    for p in perms:
        oid, chars = p.oid, p.chars
        if p.obj.attached_to is None:
            continue
        if chars.subtypes & {"Aura", "Equipment", "Fortification"} and \
                not chars.types & {CardType.CREATURE, CardType.BATTLE}:
            continue
        out.append(Fix("unattach", "704.5p", oid=oid, why="can't be attached"))
    return out


# --- counters (704.5q) ---------------------------------------------------------------------------


def sba_704_5q_counter_annihilation(game: Game, perms: Permanents) -> list[Fix]:
    """704.5q: +1/+1 and -1/-1 counters on one permanent are removed in pairs."""
    out: list[Fix] = []
    for p in perms:
        counters = p.obj.counters
        n = min(counters.get("+1/+1", 0), counters.get("-1/-1", 0)) if counters else 0
        if n:
            out.append(Fix("annihilate", "704.5q", oid=p.oid, n=n))
    return out


# --- battles and roles (704.5v, 704.5y); 704.5r-u and 704.5w-x concern counter limits,
# Sagas, dungeons, sectors and battle protectors, which no card of the pool has yet ------


def sba_704_5v_battle_defense(game: Game, perms: Permanents) -> list[Fix]:
    """704.5v: a battle with defense 0 is put into its owner's graveyard."""
    return _out_of_counters(perms, CardType.BATTLE, "defense", "704.5v")


def _out_of_counters(perms: Permanents, card_type: CardType, kind: str, rule: str
                     ) -> list[Fix]:
    """A permanent of `card_type` with no `kind` counters left goes to the graveyard."""
    return [Fix("graveyard", rule, oid=p.oid, why=f"no {kind}")
            for p in perms
            if card_type in p.chars.types and p.obj.counters.get(kind, 0) <= 0]


def sba_704_5y_roles(game: Game, perms: Permanents) -> list[Fix]:
    """704.5y: more than one Role of one controller on a permanent: all but the newest go
    to the graveyard."""
    out: list[Fix] = []
    seen: dict[tuple[int, str], list[int]] = {}
    for p in perms:
        host = p.obj.attached_to
        if host is not None and "Role" in p.chars.subtypes:
            seen.setdefault((host, p.chars.controller), []).append(p.oid)
    for ids in seen.values():
        if len(ids) > 1:
            newest = max(ids, key=lambda o: game.obj(o).timestamp)
            out += [Fix("graveyard", "704.5y", oid=o, why="more than one Role")
                    for o in ids if o != newest]
    return out


def sba_704_5s_saga_after_last_chapter(game: Game, _: Permanents) -> list[Fix]:
    """704.5s, 714.4: a Saga with as many lore counters as its final chapter number, not
    the source of a chapter ability that has triggered but not yet left the stack, is
    sacrificed."""
    return [Fix("sacrifice", "704.5s", oid=o, why="its last chapter is done")
            for o in sagas_to_sacrifice(game)]


CHECKS: tuple[Callable[[Game, Permanents], list[Fix]], ...] = (
    sba_704_5a_zero_life,
    sba_704_5b_empty_library,
    sba_704_5c_poison,
    sba_704_5d_token_elsewhere,
    sba_704_5e_copy_elsewhere,
    sba_704_5f_zero_toughness,
    sba_704_5g_lethal_damage,
    sba_704_5h_deathtouch,
    sba_704_5i_planeswalker_loyalty,
    sba_704_5j_legend_rule,
    sba_704_5k_world_rule,
    sba_704_5m_illegal_aura,
    sba_704_5n_illegal_equipment,
    sba_704_5p_illegal_attachment,
    sba_704_5q_counter_annihilation,
    sba_704_5v_battle_defense,
    sba_704_5y_roles,
    sba_704_5s_saga_after_last_chapter,
)
PLAYER_CHECKS = CHECKS[:3]


# checks that look at each permanent (or object) on its own; the rest compare permanents
# with each other and look at all of them, when a changed one can matter (sba_scope.py)
ONE_BY_ONE = frozenset({
    sba_704_5d_token_elsewhere, sba_704_5e_copy_elsewhere, sba_704_5f_zero_toughness,
    sba_704_5g_lethal_damage, sba_704_5h_deathtouch, sba_704_5i_planeswalker_loyalty,
    sba_704_5m_illegal_aura, sba_704_5n_illegal_equipment, sba_704_5p_illegal_attachment,
    sba_704_5q_counter_annihilation, sba_704_5v_battle_defense,
})
Check = Callable[["Game", Permanents], list[Fix]]
WHEN: dict[Check, str] = {sba_704_5j_legend_rule: "legends", sba_704_5k_world_rule: "worlds",
        sba_704_5y_roles: "roles", sba_704_5s_saga_after_last_chapter: "sagas"}


def check_state_based_actions(game: Game) -> bool:
    """704.3: find all applicable state-based actions, perform them at once, repeat until
    none apply. Returns whether any were performed."""
    any_done = False
    end_lost_control_effects(game)  # 611.2b: not a state-based action; checked as often
    for _ in range(100):
        if game.state.game_over:
            fixes = [f for check in PLAYER_CHECKS for f in check(game, [])]
        else:
            fixes = _find(game, scope(game))
        if not fixes:
            if not game.state.game_over:
                mark_clean(game)
            break
        _perform(game, fixes)
        any_done = True
        if game.state.game_over:
            break
    return any_done


def _find(game: Game, looked: Scope) -> list[Fix]:
    """The state-based actions that apply, looking where `looked` says."""
    changed = permanents(game, looked.changed)
    changed.elsewhere = looked.elsewhere
    every: Looked | None = changed if looked.everything else None
    fixes: list[Fix] = []
    for check in CHECKS:
        if check in PLAYER_CHECKS:
            fixes += check(game, changed)
            continue
        if check in ONE_BY_ONE:
            fixes += check(game, changed)
            continue
        if not looked.everything and not getattr(looked, WHEN.get(check, "everything")):
            continue
        if every is None:
            every = permanents(game)
            every.elsewhere = looked.elsewhere
        fixes += check(game, every)
    if not fixes and not looked.everything and game.checking:
        missed = _find(game, scope(game, everything=True))
        if missed:
            raise AssertionError(f"state-based actions missed by looking only at what "
                                 f"changed: {missed[:5]}")
    return fixes


def _perform(game: Game, fixes: list[Fix]) -> None:
    watchers = battlefield_watchers(game)  # 603.10a: all at once, look back together
    done: set[tuple[str, int | None, str | None]] = set()
    for fix in fixes:
        gone = fix.what in ("destroy", "sacrifice")
        key = ("graveyard" if gone else fix.what, fix.oid, fix.player)
        if key in done:
            continue
        done.add(key)
        if fix.what == "lose":
            _lose(game, str(fix.player), f"{fix.why} ({fix.rule})")
        elif fix.oid is None or fix.oid not in game.state.objects:
            continue
        elif fix.what == "graveyard":
            game.emit("sba", f"{game.name_of(fix.oid)}: {fix.why} ({fix.rule})", (fix.oid,))
            move_object(game, fix.oid, Zone.GRAVEYARD, reason=f"{fix.why} ({fix.rule})",
                        watchers=watchers)
        elif fix.what == "destroy":
            game.emit("sba", f"{game.name_of(fix.oid)}: {fix.why} ({fix.rule})", (fix.oid,))
            destroy(game, fix.oid, watchers=watchers)
        elif fix.what == "sacrifice":
            game.emit("sba", f"{game.name_of(fix.oid)}: {fix.why} ({fix.rule})", (fix.oid,))
            sacrifice(game, fix.oid)
        elif fix.what == "cease":
            _cease(game, fix.oid)
        elif fix.what == "unattach":
            host = game.obj(fix.oid).attached_to
            game.obj(fix.oid).attached_to = None
            stop_bestowing(game, game.obj(fix.oid), "702.103f")
            game.invalidate()
            game.emit("unattach", f"{game.name_of(fix.oid)} becomes unattached ({fix.rule})",
                      (fix.oid,))
            note_unattached(game, fix.oid, host)
        elif fix.what == "annihilate":
            game.remove_counters(fix.oid, "+1/+1", fix.n)
            game.remove_counters(fix.oid, "-1/-1", fix.n)


def _cease(game: Game, oid: int) -> None:
    state = game.state
    obj = state.objects[oid]
    key = state.zone_key(obj.zone, obj.owner)
    if oid in state.zones[key]:
        state.zones[key].remove(oid)
    del state.objects[oid]
    game.invalidate()
    game.emit("ceases", f"{obj.card.name} ceases to exist (704.5d-e)", (oid,))


def _lose(game: Game, name: str, why: str) -> None:
    """104.3: the player loses; with one player left, that player wins (104.2a)."""
    p = game.player(name)
    if not may_lose(game, name):  # "You can't lose the game" (104.3e)
        return
    p.lost = True
    p.loss_reason = why
    game.emit("lose", f"{name} loses the game: {why}", player=name)
    alive = [q for q in game.state.players.values() if not q.lost]
    if len(alive) <= 1:
        game.state.game_over = True
        game.state.priority = None
        for q in alive:
            if not may_win(game, q.name):  # "Your opponents can't win the game" (104.2)
                continue
            q.won = True
            game.emit("win", f"{q.name} wins the game (104.2a)", player=q.name)


lose_game = _lose  # 104.3e: an effect makes a player lose (life_instructions.py)
