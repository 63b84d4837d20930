"""Rooms (709.5): split enchantment cards whose halves are doors.

A Room is cast as one door (709.3); as it enters, that door is unlocked and the other
stays locked; a Room put onto the battlefield any other way enters with both doors locked.
On the battlefield a Room has the characteristics of its unlocked doors combined (none:
only the shared type line, no name, mana value 0). Its controller may unlock a locked door
for that door's mana cost any time they could cast a sorcery: a special action (116.2m,
`room_actions`), no stack. "When you unlock this door" triggers as that door unlocks (also
as it enters cast); "whenever you fully unlock a Room" as its second door unlocks.

The doors unlocked are the face the permanent shows (`GameObject.face`): None both (the
split card's combined characteristics, 709.4), 0 or 1 that door only, `LOCKED_ROOM` none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.face_instructions import UnlockADoor
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import LOCKED_ROOM
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.resolution import Resolution, handles
from tabletop.engine.rules.trigger_events import Watcher, listens, whose
from tabletop.engine.rules.triggering import note_event

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.characteristics import CardDefinition
    from tabletop.engine.model.objects import GameObject

DOOR_UNLOCKED = "door_unlocked"
ROOM_FULLY_UNLOCKED = "room_fully_unlocked"


def is_room(card: CardDefinition) -> bool:
    """709.5: a split card with the subtype Room."""
    return card.layout == "split" and len(card.faces) == 2 and "Room" in card.subtypes


def unlocked_doors(obj: GameObject) -> frozenset[int]:
    """The doors of a Room permanent that are unlocked (0 the left, 1 the right)."""
    if not is_room(obj.card) or obj.zone != Zone.BATTLEFIELD:
        return frozenset()
    if obj.face is None:
        return frozenset({0, 1})
    return frozenset() if obj.face == LOCKED_ROOM else frozenset({obj.face})


def locked_doors(obj: GameObject) -> tuple[int, ...]:
    if not is_room(obj.card) or obj.zone != Zone.BATTLEFIELD:
        return ()
    return tuple(d for d in (0, 1) if d not in unlocked_doors(obj))


def _face_for(unlocked: frozenset[int]) -> int | None:
    if len(unlocked) == 2:
        return None
    return next(iter(unlocked)) if unlocked else LOCKED_ROOM


def entering_face(card: CardDefinition, face: int | None) -> int | None:
    """The face a permanent enters with: a Room not cast as a door has both locked."""
    if is_room(card) and face is None:
        return LOCKED_ROOM
    return face


def entered(game: Game, oid: int) -> None:
    """As a Room cast as one door enters, that door becomes unlocked: "when you unlock
    this door" triggers (709.5d, 709.5h)."""
    obj = game.obj(oid)
    if is_room(obj.card) and obj.face not in (None, LOCKED_ROOM):
        note_event(game, DOOR_UNLOCKED, oid=oid, door=obj.face, player=obj.controller)


def door_of(card: CardDefinition, door: Any) -> int:
    """The door a `door` answer names: its name (any case) or 1/2; IllegalAction if none."""
    names = [f.name for f in card.faces]
    if isinstance(door, int) and not isinstance(door, bool) and 1 <= door <= 2:
        return door - 1
    key = str(door).strip().casefold()
    for n, name in enumerate(names):
        if name.casefold() == key:
            return n
    listed = " or ".join(f'"{n}"' for n in names)
    raise A.IllegalAction(f"{card.name} has no door {door!r} (its doors: {listed})")


def unlock(game: Game, oid: int, door: int) -> bool:
    """709.5: the door becomes unlocked (nothing happens to an unlocked one)."""
    obj = game.obj(oid)
    if door not in locked_doors(obj):
        return False
    now = unlocked_doors(obj) | {door}
    obj.face = _face_for(now)
    game.invalidate()
    name = obj.card.faces[door].name
    game.emit("unlock", f"{obj.controller} unlocks {name} (709.5)", (oid,),
              player=obj.controller, door=name)
    note_event(game, DOOR_UNLOCKED, oid=oid, door=door, player=obj.controller)
    if len(now) == 2:
        note_event(game, ROOM_FULLY_UNLOCKED, oid=oid, player=obj.controller)
    return True


@handles(UnlockADoor)
def h_unlock_a_door(res: Resolution, i: UnlockADoor) -> None:
    """"Unlock a locked door of a Room you control": the door answered (choices `door`),
    else the first locked door of the first such Room."""
    game = res.game
    rooms = [o for o in game.battlefield()
             if game.controller_of(o) == res.controller and locked_doors(game.obj(o))]
    wanted = res.info.choices.get("door")
    for oid in rooms:
        for door in locked_doors(game.obj(oid)):
            if wanted is None or str(wanted).casefold() == \
                    game.obj(oid).card.faces[door].name.casefold():
                unlock(game, oid, door)
                return


# --- trigger events ------------------------------------------------------------------------


@listens(TriggerEvent.DOOR_UNLOCKED, DOOR_UNLOCKED)
def _door_unlocked(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                   data: dict[str, Any]) -> bool:
    """"When you unlock this door": only the ability printed on the door unlocked."""
    if subject != w.source:
        return False
    door = data.get("door")
    faces = board.obj(subject).card.faces
    return isinstance(door, int) and 0 <= door < len(faces) and \
        w.ability in faces[door].abilities


@listens(TriggerEvent.ROOM_FULLY_UNLOCKED, ROOM_FULLY_UNLOCKED)
def _fully_unlocked(board: Any, w: Watcher, trigger: Trigger, subject: Any,
                    data: dict[str, Any]) -> bool:
    """"Whenever you fully unlock a Room": its second door unlocks."""
    return whose(trigger.whose, w.controller, str(data.get("player")))
