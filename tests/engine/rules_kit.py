"""Shared helpers of the rules tests: a game with the built-in card pool plus hand-built
cards (for rules no printed card of the pool shows), and short ways to act."""

from __future__ import annotations

from typing import Any

from tabletop.engine.definitions.abilities import (
    ActivatedAbility,
    KeywordAbility,
    StaticAbility,
    TriggeredAbility,
)
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import PT, CardDefinition
from tabletop.engine.model.enums import CardType, Step, Zone
from tabletop.engine.model.mana import ManaCost
from tabletop.session.cardpool import builtin_pool

CREATURE = frozenset({CardType.CREATURE})
ENCHANTMENT = frozenset({CardType.ENCHANTMENT})


def table(*extra: CardDefinition, step: Step = Step.PRECOMBAT_MAIN, seed: int = 0) -> Game:
    """A two-player game: hand-built cards first, then the built-in pool."""
    own = {c.name.casefold(): c for c in extra}
    pool = builtin_pool()

    def lookup(name: str) -> CardDefinition:
        return own.get(name.casefold()) or pool(name)

    return Game(("Alice", "Bob"), cards=lookup, step=step, seed=seed)


def creature(name: str, p: int, t: int, *abilities: Any, cost: str = "{2}",
             subtypes: tuple[str, ...] = ()) -> CardDefinition:
    return CardDefinition(name, ManaCost.parse(cost), types=CREATURE, subtypes=subtypes,
                          power=PT(p), toughness=PT(t), abilities=tuple(abilities))


def enchantment(name: str, *abilities: Any, cost: str = "{2}") -> CardDefinition:
    return CardDefinition(name, ManaCost.parse(cost), types=ENCHANTMENT,
                          abilities=tuple(abilities))


def keyword(word: str, parameter: str = "") -> KeywordAbility:
    return KeywordAbility(word if not parameter else f"{word} {parameter}", word, parameter)


def replacing(text: str, spec: Any) -> StaticAbility:
    return StaticAbility(text, replacement=spec)


def trigger(text: str, **kw: Any) -> TriggeredAbility:
    return TriggeredAbility(text, **kw)


def activated(text: str, **kw: Any) -> ActivatedAbility:
    return ActivatedAbility(text, **kw)


def enter(game: Game, name: str, controller: str = "Alice", **kw: Any) -> int:
    events = game.perform(A.EnterBattlefield(name, controller, **kw))
    return next(e.objects[0] for e in events if e.kind == "enters")


def hand(game: Game, name: str, owner: str = "Alice") -> int:
    events = game.perform(A.PutInHand(name, owner))
    return next(e.objects[0] for e in events if e.kind == "to_hand")


def library(game: Game, owner: str, n: int = 5, name: str = "Island") -> None:
    game.perform(A.PutInLibrary(name, owner, n))


def newest(game: Game, oid: int) -> int:
    return game.state.newest(oid)


def zone(game: Game, oid: int) -> Zone | None:
    obj = game.state.objects.get(game.state.newest(oid))
    return None if obj is None else obj.zone


def resolve_all(game: Game) -> list[Any]:
    events: list[Any] = []
    for _ in range(200):
        if not game.stack() or game.state.priority is None:
            break
        events += game.perform(A.PassPriority(game.state.priority))
    return events


def kinds(events: list[Any]) -> list[str]:
    return [e.kind for e in events]


def attack_to_blockers(game: Game, *attackers: int) -> None:
    """Both players get libraries; the attackers (no longer summoning sick, 302.6) attack
    Bob, and the game goes to the declare blockers step."""
    library(game, "Alice")
    library(game, "Bob")
    for a in attackers:
        game.obj(a).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", attackers, "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))


def hit_unblocked(game: Game, attacker: int) -> None:
    """`attacker` (no longer summoning sick, 302.6) attacks Bob, isn't blocked and deals its
    combat damage; the triggers that follow resolve."""
    game.obj(attacker).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (attacker,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ()))
    game.perform(A.AdvanceTo("end_of_combat"))
    resolve_all(game)
