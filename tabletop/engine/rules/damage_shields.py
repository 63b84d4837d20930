"""Damage shields with a source of your choice and redirection (definitions/
damage_shields.py): one PreventionShield for each recipient, used by replacing.py.

609.7a: the source is chosen as the ability resolves: the answer `source` (an object id
or a card name) when it names a source of the right kind; without one the first such
source that would deal damage this turn is the one chosen."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.damage_shields import SOURCE_CHOICE, DamageMatch, DamageShield
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.model.enums import Color
from tabletop.engine.model.pending import SOURCE_CONTROLLER, PreventionShield
from tabletop.engine.rules.resolution import Resolution, handles

if TYPE_CHECKING:
    from tabletop.engine.definitions.instructions import Instruction
    from tabletop.engine.game import Game


@handles(DamageShield)
def h_damage_shield(res: Resolution, i: DamageShield) -> None:
    game = res.game
    recipients: list[Any] = [None] if i.to is None else res.recipients(i.to)
    by: int | None = None
    if i.by is not None:
        found = res.objects(i.by)
        if not found:
            return
        by = found[0]
    elif i.chosen_source:
        by = _answered_source(res, i)
    redirect: int | str | None = None
    if i.to_source_controller:
        redirect = SOURCE_CONTROLLER
    elif i.redirect is not None:
        found_to = res.recipients(i.redirect)
        if not found_to:
            return  # 614.9 needs somewhere to deal it
        redirect = found_to[0]
    matcher = i.matcher
    if matcher is not None and matcher.by is not None and matcher.by.controller == "target":
        players = [t for t in res.info.targets if isinstance(t, str)]  # 615.1: "creatures
        if not players:  # target opponent controls", the player chosen
            return
        matcher = replace(matcher, by=replace(matcher.by, controller=players[0]))
    if i.by_chosen_color:  # 105.1: the colour answered as it was activated or cast
        try:
            color = Color.from_word(str(res.info.choices.get("color") or ""))
        except ValueError:
            return
        matcher = DamageMatch(by=ObjectFilter(colors=frozenset({color}), zone=None))
    for t in recipients:
        amount = None if i.amount is None else res.n(i.amount)
        game.state.prevention.append(PreventionShield(
            to=t, amount=amount, source=res.info.source_name, source_oid=res.source,
            controller=res.controller, timestamp=game.state.new_timestamp(),
            id=game.state.new_eid(), by=by, combat_only=i.combat_only, once=i.next_time,
            source_filter=i.source_filter, chosen_source=i.chosen_source and by is None,
            redirect_to=redirect, matcher=matcher))
        game.emit("prevention", f"{res.info.source_name}: {i.describe()} (615.7, 614.9)",
                  tuple(o for o in (t, by, redirect) if isinstance(o, int)))


def _answered_source(res: Resolution, i: DamageShield) -> int | None:
    """The source the answer `source` names, if it is one of the kind asked for."""
    game = res.game
    wanted = res.info.choices.get(SOURCE_CHOICE)
    if wanted is None:
        return None
    if isinstance(wanted, int):  # a card cast since: the spell it became (400.7)
        wanted = game.state.newest(wanted)
    options = [o for o in (*game.battlefield(), *game.stack()) if o in game.state.objects]
    for oid in options:
        if oid == wanted or (isinstance(wanted, str) and
                             game.name_of(oid).casefold() == wanted.casefold()):
            chars = game.chars(oid)
            f = i.source_filter
            if f is None or ((not f.colors or f.colors & chars.colors) and
                             (not f.types or f.types <= chars.types)):
                return oid
    return None


def source_options(game: Game, effect: tuple[Instruction, ...]) -> tuple[int, ...]:
    """609.7a: the sources a player may choose for "a source of your choice" now: the
    permanents and the spells on the stack of the kind the shield names."""
    shield = next((i for i in effect if isinstance(i, DamageShield) and i.chosen_source),
                  None)
    if shield is None:
        return ()
    f = shield.source_filter
    out: list[int] = []
    for oid in (*game.battlefield(), *game.stack()):
        chars = game.chars(oid)
        if f is None or ((not f.colors or f.colors & chars.colors) and
                         (not f.types or f.types <= chars.types)):
            out.append(oid)
    return tuple(out)
