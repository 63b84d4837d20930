"""Actions: what a person (or a scenario step) asks the engine to do.

Every change of game state goes through `Game.perform(action)`, which returns
Events or raises `IllegalAction` with a reason, leaving the game as it was (730).
Object references are object ids; cards not yet in the game are named.
"""

from __future__ import annotations

from dataclasses import MISSING, asdict, dataclass, field, fields
from typing import Any


class IllegalAction(Exception):
    """The action is not legal now; `reason` is for a person to read."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class Action:
    """Base of all actions."""

    @property
    def verb(self) -> str:
        """The action's name in scenario files and recordings (`do = "..."`)."""
        return _KINDS[type(self)]

    def as_dict(self) -> dict[str, Any]:
        """Plain data; fields left at their default are omitted (and restored by
        `action_from_dict`)."""
        data: dict[str, Any] = {"do": self.verb}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.default is not MISSING and value == f.default and type(value) is type(
                f.default
            ):
                continue
            data[f.name] = asdict(self)[f.name] if isinstance(value, tuple) else value
        return data


@dataclass(frozen=True, slots=True)
class EnterBattlefield(Action):
    """A tabletop move: the card is put onto the battlefield directly (613.7d)."""

    card: str
    controller: str
    tapped: bool = False
    sick: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    attached_to: int | None = None
    copy_of: int | None = None
    choices: tuple[tuple[str, Any], ...] = ()
    token: bool = False


@dataclass(frozen=True, slots=True)
class PutInHand(Action):
    card: str
    owner: str


@dataclass(frozen=True, slots=True)
class PutInLibrary(Action):
    card: str
    owner: str
    count: int = 1


@dataclass(frozen=True, slots=True)
class CastSpell(Action):
    """601.2: cast the spell (an object id in hand)."""

    player: str
    card: int
    targets: tuple[Any, ...] = ()  # object ids or player names
    choices: tuple[tuple[str, Any], ...] = ()
    pay: str = "auto"  # "auto", "free", or "pool" (mana already in the pool)


@dataclass(frozen=True, slots=True)
class ActivateAbility(Action):
    """602: activate an activated ability: `ability` is a keyword or a 1-based index."""

    player: str
    source: int
    ability: str | int
    targets: tuple[Any, ...] = ()
    choices: tuple[tuple[str, Any], ...] = ()
    pay: str = "auto"


@dataclass(frozen=True, slots=True)
class PlayLand(Action):
    """305.1: play a land from hand (main phase, empty stack, one per turn)."""

    player: str
    card: int


@dataclass(frozen=True, slots=True)
class PassPriority(Action):
    """117.3d: the player with priority passes."""

    player: str


@dataclass(frozen=True, slots=True)
class OrderTriggers(Action):
    """603.3b: the player puts their simultaneous triggers on the stack in this order."""

    player: str
    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class AddCounters(Action):
    """A tabletop move: put (n > 0) or remove (n < 0) counters (613.7c)."""

    target: int
    kind: str
    n: int


@dataclass(frozen=True, slots=True)
class AttachTo(Action):
    """A tabletop move: attach an Aura or Equipment (613.7e)."""

    what: int
    to: int


@dataclass(frozen=True, slots=True)
class MoveObject(Action):
    """A tabletop move between zones (400.7: it becomes a new object)."""

    what: int
    to: str
    position: str = "top"


@dataclass(frozen=True, slots=True)
class DestroyObject(Action):
    """701.8: destroy (regeneration and indestructible apply)."""

    what: int


@dataclass(frozen=True, slots=True)
class DealDamageAction(Action):
    """A source deals damage (615 prevention and 614 replacement apply)."""

    to: Any  # object id or player name
    n: int
    source: int | None = None


@dataclass(frozen=True, slots=True)
class SetTapped(Action):
    what: int
    tapped: bool = True


@dataclass(frozen=True, slots=True)
class GainControl(Action):
    """A tabletop control change, indefinitely (layer 2, new timestamp)."""

    what: int
    player: str


@dataclass(frozen=True, slots=True)
class SetPowerToughness(Action):
    """A tabletop move for cards played by hand (a manual card whose text the engine can't
    read): its base P/T is set by the table, indefinitely (layer 7b, new timestamp)."""

    what: int
    power: int
    toughness: int


@dataclass(frozen=True, slots=True)
class AdvanceTo(Action):
    """Players pass with an empty stack until the step begins ("next_turn": next upkeep)."""

    step: str


@dataclass(frozen=True, slots=True)
class DeclareAttackers(Action):
    """508.1: `defender` is the player attacked; `targets` pairs an attacker with what it
    attacks when that differs (a planeswalker's object id, or another player)."""

    player: str
    attackers: tuple[int, ...]
    defender: str = ""
    targets: tuple[tuple[int, Any], ...] = ()


@dataclass(frozen=True, slots=True)
class DeclareBlockers(Action):
    """509.1: each pair is (blocker, attacker)."""

    player: str
    blocks: tuple[tuple[int, int], ...] = ()  # (blocker, attacker)


@dataclass(frozen=True, slots=True)
class SetLife(Action):
    """A tabletop move: change a player's life total."""

    player: str
    delta: int


@dataclass(frozen=True, slots=True)
class CreateTokenAction(Action):
    """A tabletop move: create a token copy of a card, or a vanilla P/T token."""

    controller: str
    name: str
    power: int | None = None
    toughness: int | None = None
    count: int = 1


@dataclass(frozen=True, slots=True)
class ShuffleLibrary(Action):
    player: str


@dataclass(frozen=True, slots=True)
class DrawCards(Action):
    player: str
    n: int = 1


@dataclass(frozen=True, slots=True)
class Mulligan(Action):
    """103.5: London mulligan: shuffle the hand away, draw seven, bottom N later."""

    player: str


@dataclass(frozen=True, slots=True)
class RollDie(Action):
    player: str
    sides: int = 6


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """Answer a pending question (modes, X, colours, replacement order...)."""

    player: str
    answers: tuple[tuple[str, Any], ...] = field(default=())


_KINDS: dict[type, str] = {
    EnterBattlefield: "enter",
    PutInHand: "hand",
    PutInLibrary: "library",
    CastSpell: "cast",
    ActivateAbility: "activate",
    PlayLand: "play",
    PassPriority: "pass",
    OrderTriggers: "order",
    AddCounters: "counter",
    AttachTo: "attach",
    MoveObject: "move",
    DestroyObject: "destroy",
    DealDamageAction: "damage",
    SetTapped: "tap",
    GainControl: "control",
    SetPowerToughness: "set_pt",
    AdvanceTo: "advance",
    DeclareAttackers: "attack",
    DeclareBlockers: "block",
    SetLife: "life",
    CreateTokenAction: "token",
    ShuffleLibrary: "shuffle",
    DrawCards: "draw",
    Mulligan: "mulligan",
    RollDie: "roll",
    Choose: "choose",
}
ACTION_TYPES: dict[str, type[Action]] = {v: k for k, v in _KINDS.items()}


def action_from_dict(data: dict[str, Any]) -> Action:
    """Rebuild an action from `as_dict` output (recordings)."""
    kind = data.get("do")
    cls = ACTION_TYPES.get(str(kind))
    if cls is None:
        raise ValueError(f"unknown action {kind!r}")
    fields = {k: v for k, v in data.items() if k != "do"}
    for key, value in list(fields.items()):
        if isinstance(value, list):
            fields[key] = tuple(tuple(v) if isinstance(v, list) else v for v in value)
    try:
        return cls(**fields)
    except TypeError as exc:
        raise ValueError(f"bad fields for {kind}: {exc}") from None
