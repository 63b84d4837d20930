"""Seeded random play (issue 4, 5): many short games of random legal actions.

Two real decks (resources/decks) are put into the libraries, shuffled and seven
cards drawn; then the player who may act picks a random option from
`engine.legal.legal_actions` (with random targets, X, modes), declares random
attacks and blocks (506-511), and now and then tries something illegal on
purpose. Nothing may raise but IllegalAction, and after every action:

- every object is in exactly one zone list, and that list is the zone its
  `zone` (and owner, for a player's zone) says (400.1, 400.7);
- no counts are negative: counters, damage, mana in pools, poison;
- a refused action leaves `game.state_hash()` exactly as it was (730).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tabletop.cards.decks import read_deck
from tabletop.engine.continuous.layers import LayerPass
from tabletop.engine.definitions.abilities import ActivatedAbility
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import PERMANENT_TYPES, CardType, Step, Zone
from tabletop.engine.rules.casting import activated_abilities
from tabletop.engine.rules.combat import block_reason
from tabletop.engine.rules.legal_actions import ActionOption, legal_actions, possible_attackers
from tabletop.engine.rules.targets import target_reason
from tabletop.session.cardpool import builtin_pool

DECKS = Path(__file__).resolve().parents[2] / "resources" / "decks"
PLAYERS = ("Alice", "Bob")


class SoakFailure(AssertionError):
    """An invariant broke; the message names the seed and the action."""


def deck_cards(name: str) -> list[str]:
    deck = read_deck(DECKS / name)
    return [entry.name for entry in deck.main for _ in range(entry.count)]


def new_game(seed: int, whole_pool: bool = False) -> Game:
    """Two players, a real deck each in the library (shuffled), seven cards drawn; with
    `whole_pool`, 36 random cards of the whole card pool and 24 basic lands each."""
    game = Game(PLAYERS, cards=builtin_pool(), seed=seed)
    decks = {"Alice": "white-blue-levelers.txt", "Bob": "red-green-levelers.txt"}
    if seed % 2:
        decks = {"Alice": decks["Bob"], "Bob": decks["Alice"]}
    for player, deck in decks.items():
        cards = random_deck(seed * 2 + (player == "Bob")) if whole_pool else deck_cards(deck)
        for name, count in _grouped(cards):
            game.perform(A.PutInLibrary(name, player, count))
        game.perform(A.ShuffleLibrary(player))
        game.perform(A.DrawCards(player, 7))
    return game


def random_deck(seed: int) -> list[str]:
    rng = random.Random(seed)
    names = sorted(builtin_pool().database.names())  # type: ignore[attr-defined]
    basics = ("Plains", "Island", "Swamp", "Mountain", "Forest")
    return [rng.choice(names) for _ in range(36)] + [basics[i % 5] for i in range(24)]


def _grouped(names: list[str]) -> Iterator[tuple[str, int]]:
    counts: dict[str, int] = {}
    for n in names:
        counts[n] = counts.get(n, 0) + 1
    yield from counts.items()


# --- invariants -------------------------------------------------------------------------------


def check_invariants(game: Game, where: str) -> None:
    state = game.state
    seen: dict[int, tuple[Zone, str | None]] = {}
    for (zone, player), ids in state.zones.items():
        for oid in ids:
            if oid in seen:
                raise SoakFailure(f"{where}: object {oid} is in {seen[oid]} and {zone, player}")
            seen[oid] = (zone, player)
            obj = state.objects.get(oid)
            if obj is None:
                raise SoakFailure(f"{where}: zone {zone.value} lists a missing object {oid}")
            if obj.zone != zone:
                raise SoakFailure(f"{where}: {obj.card.name} ({oid}) is listed in "
                                  f"{zone.value} but says {obj.zone.value}")
            if player is not None and obj.owner != player:
                raise SoakFailure(f"{where}: {obj.card.name} is in {player}'s {zone.value} "
                                  f"but owned by {obj.owner}")
    missing = set(state.objects) - set(seen)
    if missing:
        raise SoakFailure(f"{where}: objects in no zone: {sorted(missing)}")
    for oid, obj in state.objects.items():
        if obj.damage < 0:
            raise SoakFailure(f"{where}: {obj.card.name} has {obj.damage} damage")
        for kind, n in obj.counters.items():
            if n <= 0:
                raise SoakFailure(f"{where}: {obj.card.name} ({oid}) has {n} {kind} counters")
        if obj.attached_to is not None and obj.attached_to == oid:
            raise SoakFailure(f"{where}: {obj.card.name} is attached to itself")
        if obj.zone != Zone.BATTLEFIELD and (obj.attacking or obj.blocking or obj.tapped):
            raise SoakFailure(f"{where}: {obj.card.name} off the battlefield is in combat or "
                              "tapped")
    for p in state.players.values():
        for kind, n in p.mana_pool.items():
            if n < 0:
                raise SoakFailure(f"{where}: {p.name} has {n} {kind} mana")
        for kind, n in p.counters.items():
            if n < 0:
                raise SoakFailure(f"{where}: {p.name} has {n} {kind} counters")
    if state.priority is not None and state.priority not in state.players:
        raise SoakFailure(f"{where}: priority with unknown player {state.priority!r}")
    for oid in game.battlefield():
        game.chars(oid)  # the layer system computes every permanent


def check_fresh_characteristics(game: Game, where: str) -> None:
    """The cached layer result must equal a fresh computation: every change of state
    that characteristics depend on invalidated it (613)."""
    fresh = LayerPass(game.state, record=False)
    fresh.run()
    for oid, obj in game.state.objects.items():
        if obj.stack_info is not None and obj.stack_info.kind != "spell":
            continue  # an ability on the stack has no characteristics of its own (113.7)
        a, b = game.chars(oid), fresh.chars(oid)
        if (a.name, a.power, a.toughness, a.types, a.controller,
                [x.text for x in a.abilities]) != (b.name, b.power, b.toughness, b.types,
                                                   b.controller, [x.text for x in b.abilities]):
            raise SoakFailure(f"{where}: stale characteristics of {a.name} ({oid})")


# --- a random player --------------------------------------------------------------------------


class RandomPlayer:
    """Picks random actions: mostly legal options, sometimes deliberate nonsense."""

    def __init__(self, game: Game, rng: random.Random) -> None:
        self.game = game
        self.rng = rng

    def actor(self) -> str | None:
        state = self.game.state
        if state.game_over:
            return None
        combat = state.combat
        if state.step == Step.DECLARE_ATTACKERS and not combat.declared:
            return state.active
        if state.step == Step.DECLARE_BLOCKERS and combat.blocks is None and \
                combat.defender and state.priority is not None:
            return combat.defender
        return state.priority

    def next_action(self) -> A.Action | None:
        player = self.actor()
        if player is None:
            if self.game.state.step == Step.CLEANUP and not self.game.state.game_over:
                return A.AdvanceTo("next_turn")
            return None
        roll = self.rng.random()
        if roll < 0.04:
            return self.nonsense(player)
        if roll < 0.06:
            return self.tabletop(player)
        options = legal_actions(self.game, player)
        legal = [o for o in options if o.legal]
        combat = [o for o in legal if isinstance(o.action, A.DeclareAttackers | A.DeclareBlockers)]
        if combat and roll < 0.95:
            return self.declare(player, combat[0])
        lands = [o for o in legal if isinstance(o.action, A.PlayLand)]
        if lands and roll < 0.8:
            return lands[0].action
        spells = [o for o in legal if isinstance(o.action, A.CastSpell | A.ActivateAbility)
                  and not _is_mana(self.game, o)]
        mana = [o for o in legal if isinstance(o.action, A.ActivateAbility) and
                _is_mana(self.game, o)]
        if spells and roll < 0.6:
            return self.fill(player, self.rng.choice(spells))
        if mana and roll < 0.63:
            return self.fill(player, self.rng.choice(mana))
        illegal = [o for o in options if not o.legal]
        if illegal and roll > 0.97:
            return self.fill(player, self.rng.choice(illegal))
        return A.PassPriority(player)

    # combat ---------------------------------------------------------------------------------
    def declare(self, player: str, option: ActionOption) -> A.Action:
        game = self.game
        careless = self.rng.random() < 0.1
        if isinstance(option.action, A.DeclareAttackers):
            mine = [o for o in game.permanents(player) if game.is_creature(o)]
            able = mine if careless else possible_attackers(game, player)
            attackers = tuple(o for o in able if self.rng.random() < 0.7)
            return A.DeclareAttackers(player, attackers, "")
        attackers = list(game.state.combat.attackers)
        blocks: list[tuple[int, int]] = []
        if attackers:
            for b in game.permanents(player):
                if not game.is_creature(b) or self.rng.random() > 0.6:
                    continue
                fits = [a for a in attackers if careless or
                        block_reason(game, player, b, a) is None]
                if fits:
                    blocks.append((b, self.rng.choice(fits)))
        return A.DeclareBlockers(player, tuple(blocks))

    # targets and choices ----------------------------------------------------------------------
    def candidates(self) -> list[Any]:
        game = self.game
        out: list[Any] = list(game.players())
        out += game.battlefield()
        out += game.stack()
        return out

    def fill(self, player: str, option: ActionOption) -> A.Action:
        action = option.action
        targets: list[Any] = []
        pool = self.candidates()
        for spec in option.targets:
            wanted = spec.count_min if spec.count_max > 20 else self.rng.randint(
                spec.count_min, spec.count_max)
            fitting = [c for c in pool if c not in targets and target_reason(
                self.game, spec, c, source=option.source, controller=player) is None]
            if self.rng.random() < 0.05:
                fitting = pool  # an illegal target now and then
            for _ in range(wanted):
                if not fitting:
                    break
                pick = self.rng.choice(fitting)
                fitting = [c for c in fitting if c != pick]
                targets.append(pick)
        choices: dict[str, Any] = {}
        if self.rng.random() < 0.5:
            choices["x"] = self.rng.randint(0, 4)
        if self.rng.random() < 0.3:
            choices["mode"] = self.rng.randint(1, 3)
        if self.rng.random() < 0.2:
            choices["color"] = self.rng.choice(["W", "U", "B", "R", "G"])
        if isinstance(action, A.CastSpell):
            return A.CastSpell(player, action.card, tuple(targets), tuple(choices.items()),
                               "auto")
        if isinstance(action, A.ActivateAbility):
            return A.ActivateAbility(player, action.source, action.ability, tuple(targets),
                                     tuple(choices.items()), "auto")
        return action

    def tabletop(self, player: str) -> A.Action:
        """A tabletop move a person makes by hand (scenario-format actions)."""
        game = self.game
        permanents = game.battlefield()
        pick = self.rng.choice(permanents) if permanents else None
        kind = self.rng.randrange(7)
        if pick is None or kind == 0:
            return A.DealDamageAction(self.rng.choice(list(game.players())),
                                      self.rng.randint(0, 3))
        if kind == 1:
            return A.DealDamageAction(pick, self.rng.randint(1, 4), self.rng.choice(
                [None, *permanents]))
        if kind == 2:
            return A.AddCounters(pick, self.rng.choice(["+1/+1", "-1/-1", "level"]),
                                 self.rng.choice([-1, 1, 2]))
        if kind == 3:
            return A.MoveObject(pick, self.rng.choice(["graveyard", "hand", "exile",
                                                       "library"]))
        if kind == 4:
            return A.GainControl(pick, self.rng.choice(list(game.players())))
        if kind == 5:
            return A.DestroyObject(pick)
        return A.SetTapped(pick, self.rng.random() < 0.5)

    def nonsense(self, player: str) -> A.Action:
        """Something most likely illegal: the wrong player, a missing object, bad timing."""
        game = self.game
        other = next(p for p in game.players() if p != player)
        objects = list(game.state.objects) or [0]
        pick = self.rng.choice(objects)
        kind = self.rng.randrange(9)
        if kind == 0:
            return A.PassPriority(other)
        if kind == 1:
            return A.CastSpell(player, pick)
        if kind == 2:
            return A.ActivateAbility(player, pick, self.rng.randint(1, 3))
        if kind == 3:
            return A.PlayLand(other, pick)
        if kind == 4:
            return A.DeclareAttackers(other, (pick,))
        if kind == 5:
            return A.DeclareBlockers(player, ((pick, pick),))
        if kind == 6:
            return A.CastSpell(player, 10**6)
        if kind == 7:
            return A.ActivateAbility(other, pick, "Level up")
        return A.DeclareAttackers(player, (pick, pick))


def _is_mana(game: Game, option: ActionOption) -> bool:
    action = option.action
    if not isinstance(action, A.ActivateAbility) or option.ability_index is None:
        return False
    abilities = activated_abilities(game, action.source)
    ability: ActivatedAbility | None = abilities[option.ability_index] \
        if option.ability_index < len(abilities) else None
    return ability is not None and ability.is_mana


# --- running ---------------------------------------------------------------------------------


def play(seed: int, actions: int, max_turns: int = 12,
         whole_pool: bool = False) -> dict[str, int]:
    """One game: `actions` random actions at most; returns counts for the report."""
    rng = random.Random(seed)
    game = new_game(seed, whole_pool)
    check_invariants(game, f"seed {seed}: setup")
    player = RandomPlayer(game, rng)
    stats = {"actions": 0, "refused": 0, "turns": 0}
    for i in range(actions):
        if game.state.game_over or game.state.turn > max_turns:
            break
        action = player.next_action()
        if action is None:
            break
        before = game.state_hash()
        where = f"seed {seed}, action {i}: {action!r}"
        try:
            game.perform(action)
        except A.IllegalAction:
            stats["refused"] += 1
            if game.state_hash() != before:
                raise SoakFailure(f"{where}: the refused action changed the state (730)") \
                    from None
        except Exception as exc:
            raise SoakFailure(f"{where}: raised {type(exc).__name__}: {exc}") from exc
        stats["actions"] += 1
        check_invariants(game, where)
        if i % 7 == 0:
            check_fresh_characteristics(game, where)
    stats["turns"] = game.state.turn
    return stats


def soak(seeds: range, per_game: int, total: int,
         whole_pool: bool = False) -> dict[str, int]:
    totals = {"actions": 0, "refused": 0, "turns": 0, "games": 0}
    for seed in seeds:
        if totals["actions"] >= total:
            break
        stats = play(seed, min(per_game, total - totals["actions"]), whole_pool=whole_pool)
        totals["games"] += 1
        for k, v in stats.items():
            totals[k] += v
    return totals


def test_soak_default_run() -> None:
    """At least 2,000 random actions over several seeded games (issue 4, 5)."""
    totals = soak(range(1, 10_000), per_game=400, total=2_000)
    assert totals["actions"] >= 2_000, totals
    assert totals["refused"] > 0  # the nonsense was refused


@pytest.mark.slow
def test_soak_long_run() -> None:
    """100,000 random actions (run with -m slow)."""
    totals = soak(range(1_000, 1_000_000), per_game=600, total=100_000)
    assert totals["actions"] >= 100_000, totals


@pytest.mark.slow
def test_soak_whole_card_pool() -> None:
    """20,000 random actions with random decks of the whole card pool (every compiled
    ability gets played now and then)."""
    totals = soak(range(5_000, 1_000_000), per_game=400, total=20_000, whole_pool=True)
    assert totals["actions"] >= 20_000, totals


def test_decks_are_real() -> None:
    """Both decks have 60 cards that the card pool knows."""
    pool = builtin_pool()
    for name in ("white-blue-levelers.txt", "red-green-levelers.txt"):
        cards = deck_cards(name)
        assert len(cards) == 60
        for card in set(cards):
            definition = pool(card)
            assert definition.types & (PERMANENT_TYPES | {CardType.INSTANT, CardType.SORCERY})
