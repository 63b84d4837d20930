"""Which permanents a state-based action check must look at (704.3).

A check that found nothing leaves a mark: the write clock, the number of full layer
passes and the stack then. Until a full layer pass runs again (any characteristic may
then have changed), a later check needs to look only at what changed since: objects
written after the mark (each write takes a number on one clock, `GameObject.written`),
the permanents attached to those or to something gone, and — for the rules that compare
permanents with each other — everything, but only when a changed object can matter to
them (a legendary or world permanent, a Role, a Saga or a change of the stack). Any
check not named here looks at every permanent. The debug mode checks every empty answer
against a full check.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.model.enums import Supertype, Zone
from tabletop.engine.model.write_log import write_clock
from tabletop.engine.rules.sagas import is_saga

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.objects import GameObject


@dataclass(frozen=True, slots=True)
class CleanMark:
    """The moment of the last check that found nothing."""

    clock: int
    passes: int
    stack: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Scope:
    """What this check looks at: `changed` permanents (all when `everything`), `elsewhere`
    the changed objects off the battlefield, and which cross-permanent rules must look
    at every permanent."""

    everything: bool
    changed: tuple[int, ...]
    elsewhere: tuple[GameObject, ...]
    legends: bool = True
    worlds: bool = True
    roles: bool = True
    sagas: bool = True


def mark_clean(game: Game) -> None:
    game.sba_clean = CleanMark(write_clock(), game.full_passes, _waiting(game))


def _waiting(game: Game) -> tuple[int, ...]:
    """The stack and how many triggered abilities wait for it (714.4 reads both)."""
    return (*game.stack(), -len(game.state.pending_triggers))


def scope(game: Game, *, everything: bool = False) -> Scope:
    mark = game.sba_clean
    battlefield = game.battlefield()
    objects = game.state.objects
    game.result  # noqa: B018 — characteristics first: a full pass now counts below
    if everything or mark is None or mark.passes != game.full_passes:
        return Scope(True, tuple(battlefield), tuple(objects.values()))
    clock = mark.clock
    changed = {oid for oid in battlefield if objects[oid].written > clock}
    on_battlefield = set(battlefield)
    for oid in battlefield:  # 704.5m-p, 704.5y: an attachment whose host changed or left
        host = objects[oid].attached_to
        if host is not None and (host in changed or host not in on_battlefield):
            changed.add(oid)
    elsewhere = tuple(o for o in objects.values()
                      if o.written > clock and o.zone != Zone.BATTLEFIELD)
    chars = [game.chars(oid) for oid in changed]
    return Scope(
        everything=False,
        changed=tuple(o for o in battlefield if o in changed),
        elsewhere=elsewhere,
        legends=any(Supertype.LEGENDARY in c.supertypes for c in chars),
        worlds=any(Supertype.WORLD in c.supertypes for c in chars),
        roles=any("Role" in c.subtypes for c in chars),
        sagas=_waiting(game) != mark.stack or any(is_saga(game, o) for o in changed),
    )
