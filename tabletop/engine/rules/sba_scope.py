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
from itertools import compress, repeat
from operator import attrgetter, is_not
from typing import TYPE_CHECKING

from tabletop.engine.model.enums import Supertype, Zone
from tabletop.engine.model.write_log import this_thread, write_clock, written_since
from tabletop.engine.rules.sagas import is_saga

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.objects import GameObject


@dataclass(frozen=True, slots=True)
class CleanMark:
    """The moment of the last check that found nothing."""

    clock: int
    thread: int
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


_WRITTEN = attrgetter("written")
_ATTACHED = attrgetter("attached_to")


def written_objects(game: Game, clock: int, thread: int) -> list[GameObject]:
    """The game's objects written after `clock` (a `write_clock()` taken in `thread`), each
    once: from the recent writes, or by looking at every object when those do not reach
    back that far."""
    objects = game.state.objects
    recent = written_since(clock, thread)
    if recent is None:
        values = list(objects.values())
        return list(compress(values, map(clock.__lt__, map(_WRITTEN, values))))
    seen: set[int] = set()
    out: list[GameObject] = []
    for written in recent:
        current = objects.get(written.oid)
        if current is written and id(written) not in seen:
            seen.add(id(written))
            out.append(current)
    return out


class Attachments:
    """Which permanents are attached to which (704.5m-p, 704.5y look at an attachment
    when its host changed): built by a full check, brought up to date from the writes."""

    def __init__(self, permanents: list[GameObject]) -> None:
        self.by_host: dict[int, set[int]] = {}
        self.host_of: dict[int, int] = {}
        for obj in compress(permanents, map(is_not, map(_ATTACHED, permanents),
                                            repeat(None))):
            self.refile(obj)

    def refile(self, obj: GameObject) -> None:
        old = self.host_of.pop(obj.oid, None)
        if old is not None:
            self.by_host[old].discard(obj.oid)
        host = obj.attached_to if obj.zone == Zone.BATTLEFIELD else None
        if host is not None:
            self.host_of[obj.oid] = host
            self.by_host.setdefault(host, set()).add(obj.oid)

    def on(self, host: int) -> set[int]:
        return self.by_host.get(host, set())


def in_order(ids: set[int], battlefield: list[int]) -> tuple[int, ...]:
    """`ids` in battlefield order (the order a full check meets them: the same new
    objects, the same events)."""
    if len(ids) > 32:
        return tuple(o for o in battlefield if o in ids)
    return tuple(sorted(ids, key=battlefield.index))


def mark_clean(game: Game) -> None:
    game.sba_clean = CleanMark(write_clock(), this_thread(), game.full_passes, _waiting(game))


def _waiting(game: Game) -> tuple[int, ...]:
    """The stack and how many triggered abilities wait for it (714.4 reads both)."""
    return (*game.stack(), -len(game.state.pending_triggers))


def scope(game: Game, *, everything: bool = False) -> Scope:
    mark = game.sba_clean
    battlefield = game.battlefield()
    objects = game.state.objects
    game.result  # noqa: B018 — characteristics first: a full pass now counts below
    attachments = game.sba_attachments
    if everything or mark is None or mark.passes != game.full_passes or attachments is None:
        game.sba_attachments = Attachments(list(map(objects.__getitem__, battlefield)))
        return Scope(True, tuple(battlefield), tuple(objects.values()))
    written = written_objects(game, mark.clock, mark.thread)
    changed: set[int] = set()
    for obj in written:
        attachments.refile(obj)
        if obj.zone == Zone.BATTLEFIELD:
            changed.add(obj.oid)
    # 704.5m-p, 704.5y: an attachment whose host changed (a host leaving unattaches what
    # was attached to it: those were written)
    for host in list(changed):
        for oid in attachments.on(host):
            attached = objects.get(oid)
            if attached is not None and attached.zone == Zone.BATTLEFIELD and \
                    attached.attached_to == host:
                changed.add(oid)
    chars = [game.chars(oid) for oid in changed]
    return Scope(
        everything=False,
        changed=in_order(changed, battlefield),
        elsewhere=tuple(o for o in written if o.zone != Zone.BATTLEFIELD),
        legends=any(Supertype.LEGENDARY in c.supertypes for c in chars),
        worlds=any(Supertype.WORLD in c.supertypes for c in chars),
        roles=any("Role" in c.subtypes for c in chars),
        sagas=_waiting(game) != mark.stack or any(is_saga(game, o) for o in changed),
    )
