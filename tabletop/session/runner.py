"""Running a scenario: its steps become engine Actions, its expectations are checked."""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tabletop.engine.definitions.effects import EffectError
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Color, Step, Zone
from tabletop.engine.model.events import Event
from tabletop.inputs.limits import MAX_PASSES_PER_STEP
from tabletop.session.scenario import Scenario, ScenarioStep


@dataclass(slots=True)
class Failure:
    step: int
    message: str


@dataclass(slots=True)
class RunResult:
    scenario: Scenario
    failures: list[Failure] = field(default_factory=list)
    game: Game | None = None
    aliases: dict[str, int] = field(default_factory=dict)

    @property
    def passed(self) -> bool:
        return not self.failures


class StepError(Exception):
    """A step that cannot be carried out (unknown alias, card ...): fails the scenario."""


class ScenarioRun:
    """Executes a scenario step by step against a Game; `run()` does all of it."""

    def __init__(self, scenario: Scenario, cards: Callable[[str], Any], *,
                 session: Any = None) -> None:
        self.scenario = scenario
        # with a GameSession every engine action is recorded and kept in its history
        self.session = session
        self.game = session.game if session is not None else Game(
            scenario.players, cards, seed=scenario.seed, life=scenario.life,
            active=scenario.active, step=scenario.start)
        self.aliases: dict[str, int] = {}
        self.result = RunResult(scenario, game=self.game, aliases=self.aliases)

    # --- references -----------------------------------------------------------------------
    def oid(self, alias: str) -> int:
        if alias not in self.aliases:
            raise StepError(f"unknown alias {alias!r}")
        return self.game.state.newest(self.aliases[alias])

    def player(self, name: str | None) -> str:
        if name is None:
            return self.game.state.active
        if name not in self.game.state.players:
            raise StepError(f"unknown player {name!r}")
        return name

    def target(self, ref: Any) -> Any:
        if isinstance(ref, str) and ref in self.game.state.players and ref not in self.aliases:
            return ref
        if isinstance(ref, str):
            return self.oid(ref)
        raise StepError(f"a target must be an alias or a player name, not {ref!r}")

    def choices(self, raw: dict[str, Any] | None) -> tuple[tuple[str, Any], ...]:
        out: dict[str, Any] = {}
        for key, value in (raw or {}).items():
            if key in ("copy_of", "keep", "sacrifice", "discard", "tap", "as_enters_paid") and \
                    isinstance(value, str):
                out[key] = self.oid(value) if value in self.aliases else value
            elif key in ("sacrifice", "discard", "tap") and isinstance(value, list):
                # the objects that pay a cost: aliases (or card names)
                out[key] = [self.oid(v) if isinstance(v, str) and v in self.aliases else v
                            for v in value]
            elif key in ("distribute", "assign") and isinstance(value, dict):
                out[key] = {str(self.target(k)): (
                    {str(self.target(t)): n for t, n in v.items()} if isinstance(v, dict) else v)
                    for k, v in value.items()}
            elif key == "damage_order" and isinstance(value, dict):
                out[key] = {str(self.oid(k)): [self.oid(b) for b in v]
                            for k, v in value.items()}
            elif key in ("order", "new_targets") and isinstance(value, list):
                out[key] = [self.target(v) if isinstance(v, str) else v for v in value]
            else:
                out[key] = value
        return tuple(out.items())

    # --- running ---------------------------------------------------------------------------
    def run(self, *, after: int | None = None) -> RunResult:
        for step in self.scenario.steps:
            if after is not None and step.index > after:
                break
            try:
                self.run_step(step)
            except StepError as exc:
                self.result.failures.append(Failure(step.index, str(exc)))
                break
            except EffectError:
                raise
            except Exception as exc:  # an engine fault on a valid file fails the step, told
                self.result.failures.append(Failure(
                    step.index, f"{step.describe()}: the engine failed ({type(exc).__name__}: "
                    f"{str(exc)[:200]}); please report this scenario"))
                break
            if self.result.failures and step.do is not None:
                break
        return self.result

    def run_step(self, step: ScenarioStep) -> None:
        if step.do is not None:
            self._do(step)
        if step.expect is not None:
            for message in check_expectations(self, step.expect):
                self.result.failures.append(Failure(step.index, message))

    def _do(self, step: ScenarioStep) -> None:
        game = self.game
        # Game.perform undoes a refused action itself: a copy is needed only for a step
        # that performs several actions (every copy costs time in proportion to the game)
        saved = (copy.deepcopy(game.state)
                 if self.session is None and _several_actions(step) else None)
        history_length = len(self.session.history) if self.session is not None else 0
        saved_aliases = dict(self.aliases)
        before = game.state_hash() if step.expect_error else ""
        try:
            self._perform(step)
        except A.IllegalAction as exc:
            # a step is all or nothing (730)
            if self.session is not None and len(self.session.history) > history_length:
                self.session.rollback(history_length)  # nothing of it stays, not as a branch
            elif saved is not None:
                game.restore(saved)
            self.aliases.clear()
            self.aliases.update(saved_aliases)
            if step.expect_error:
                after = game.state_hash()
                if after != before:
                    self.result.failures.append(Failure(
                        step.index, "the refused action changed the game state (730)"))
                return
            self.result.failures.append(Failure(
                step.index, f"{step.describe()}: refused: {exc.reason}"))
            return
        if step.expect_error:
            self.result.failures.append(Failure(
                step.index, f"{step.describe()}: expected the action to be refused, "
                "but it was carried out"))

    def _perform(self, step: ScenarioStep) -> list[Event]:
        game = _Performer(self.game, self.session)
        a = step.args
        do = step.do
        if do == "enter":
            controller = self.player(a.get("controller"))
            action: A.Action = A.EnterBattlefield(
                card=a["card"], controller=controller, tapped=a.get("tapped", False),
                sick=a.get("sick", False), counters=tuple(a.get("counters", {}).items()),
                attached_to=self.oid(a["attached_to"]) if "attached_to" in a else None,
                copy_of=self.oid(a["copy_of"]) if "copy_of" in a else None,
                choices=self.choices(a.get("choices")))
            events = game.perform(action)
            self._alias(a, events, "enters")
            return events
        if do == "hand":
            events = game.perform(A.PutInHand(a["card"], self.player(a.get("owner"))))
            self._alias(a, events, "to_hand")
            return events
        if do == "library":
            events = game.perform(A.PutInLibrary(a["card"], self.player(a.get("owner")),
                                                 a.get("count", 1)))
            self._alias(a, events, "to_library")
            return events
        if do in ("cast", "play"):
            controller = self.player(a.get("controller"))
            events = []
            if "what" in a:
                card_oid = self.oid(a["what"])
            else:
                events += game.perform(A.PutInHand(a["card"], controller))
                card_oid = next(e.objects[0] for e in events if e.kind == "to_hand")
            if "as" in a:
                self.aliases[a["as"]] = card_oid
            if do == "play":
                return events + game.perform(A.PlayLand(controller, card_oid, a.get("face"),
                                                        self.choices(a.get("choices"))))
            targets = tuple(self.target(t) for t in a.get("targets", []))
            events += game.perform(A.CastSpell(controller, card_oid, targets,
                                               self.choices(a.get("choices")),
                                               a.get("pay", "auto")))
            return events
        if do == "activate":
            source = self.oid(a["on"])
            controller = a.get("controller") or game.controller_of(source)
            targets = tuple(self.target(t) for t in a.get("targets", []))
            return game.perform(A.ActivateAbility(
                self.player(controller), source, a["ability"], targets,
                self.choices(a.get("choices")), a.get("pay", "auto")))
        if do == "pass":
            who = a.get("player") or game.state.priority
            if who is None:
                raise A.IllegalAction("nobody has priority")
            return game.perform(A.PassPriority(self.player(who)))
        if do == "resolve":
            return self._resolve(None if a.get("all") else a.get("n", 1))
        if do == "order":
            order = [self._trigger_index(t) for t in a.get("triggers", [])]
            return game.perform(A.OrderTriggers(self.player(a.get("player")), tuple(order)))
        if do == "counter":
            return game.perform(A.AddCounters(self.oid(a["on"]), a["kind"], a["n"]))
        if do == "attach":
            return game.perform(A.AttachTo(self.oid(a["what"]), self.oid(a["to"])))
        if do == "move":
            return game.perform(A.MoveObject(self.oid(a["what"]), a["to"]))
        if do == "destroy":
            return game.perform(A.DestroyObject(self.oid(a["what"])))
        if do == "damage":
            damage_source = self.oid(a["source"]) if "source" in a else None
            return game.perform(A.DealDamageAction(self.target(a["to"]), a["n"], damage_source))
        if do in ("tap", "untap"):
            return game.perform(A.SetTapped(self.oid(a["what"]), do == "tap"))
        if do == "control":
            return game.perform(A.GainControl(self.oid(a["what"]), self.player(a["player"])))
        if do == "advance":
            return game.perform(A.AdvanceTo(str(a["to"])))
        if do == "attack":
            attackers = tuple(self.oid(x) for x in a["attackers"])
            defender = a.get("defender") or ""
            bands = tuple(tuple(self.oid(x) for x in band) for band in a.get("bands", ()))
            events = self._answers(game.state.active, a)
            return events + game.perform(
                A.DeclareAttackers(game.state.active, attackers, defender, bands=bands))
        if do == "block":
            blocks = tuple((self.oid(b), self.oid(t)) for b, t in a["blocks"].items())
            defender = str(game.state.combat.defender or
                           game.opponents(game.state.active)[0])
            # damage assignment order and division are the attacking player's answers
            events = self._answers(game.state.active, a)
            return events + game.perform(A.DeclareBlockers(defender, blocks))
        raise StepError(f"unknown action {do!r}")

    def _answers(self, player: str, args: dict[str, Any]) -> list[Event]:
        """A step's `choices` as the engine's answers (a Choose action) before it acts."""
        if not args.get("choices"):
            return []
        return _Performer(self.game, self.session).perform(
            A.Choose(player, self.choices(args["choices"])))

    def _trigger_index(self, t: Any) -> int:
        if isinstance(t, int):
            return t - 1
        return 0

    def _alias(self, args: dict[str, Any], events: list[Event], kind: str) -> None:
        if "as" not in args:
            return
        for e in events:
            if e.kind == kind and e.objects:
                self.aliases[args["as"]] = e.objects[0]
                return

    def _resolve(self, n: int | None) -> list[Event]:
        """Every player passes in succession until n objects (or all) have resolved."""
        game = _Performer(self.game, self.session)
        events: list[Event] = []
        resolved = 0
        for _ in range(MAX_PASSES_PER_STEP):
            if not game.stack() or (n is not None and resolved >= n):
                break
            holder = game.state.priority
            if holder is None:
                break
            new = game.perform(A.PassPriority(holder))
            events += new
            resolved += sum(1 for e in new if e.kind in ("resolve", "fizzle"))
        else:
            raise A.IllegalAction(f"the stack did not finish resolving in the limit of "
                                  f"{MAX_PASSES_PER_STEP} priority passes")
        if n is not None and resolved < n:
            raise A.IllegalAction(f"only {resolved} object(s) resolved, {n} expected: "
                                  "the stack is empty")
        return events


# --- expectations --------------------------------------------------------------------------


def object_state(run: ScenarioRun, oid: int) -> dict[str, Any]:
    """The expectation keys' current values for one object (also `run --json`)."""
    game = run.game
    obj = game.state.objects.get(oid)
    if obj is None:
        return {"zone": None}
    chars = game.chars(oid)
    return {
        "name": chars.name,
        "power": chars.power,
        "toughness": chars.toughness,
        "abilities": [a.short for a in chars.abilities],
        "types": sorted(t.value for t in chars.types),
        "subtypes": sorted(chars.subtypes),
        "supertypes": sorted(s.value for s in chars.supertypes),
        "colors": [c.title for c in Color if c in chars.colors],
        "controller": chars.controller,
        "zone": obj.zone.value,
        "level": obj.counters.get("level", 0),
        "counters": dict(sorted(obj.counters.items())),
        "tapped": obj.tapped,
        "damage": obj.damage,
    }


def _same_set(expected: list[str], actual: list[str]) -> bool:
    return sorted(x.casefold() for x in expected) == sorted(x.casefold() for x in actual)


def check_expectations(run: ScenarioRun, expect: dict[str, Any]) -> list[str]:
    game = run.game
    messages: list[str] = []
    for key, want in expect.items():
        if key == "stack":
            actual = [_stack_label(game, o) for o in reversed(game.stack())]
            if len(actual) != len(want) or not all(
                _stack_matches(game, o, w) for o, w in zip(reversed(game.stack()), want,
                                                           strict=False)
            ):
                messages.append(f"stack: expected {want}, got {actual}")
        elif key == "life":
            for name, n in want.items():
                if name not in game.state.players:
                    messages.append(f"life: unknown player {name!r}")
                elif game.state.players[name].life != n:
                    messages.append(f"life of {name}: expected {n}, got "
                                    f"{game.state.players[name].life}")
        elif key == "step":
            if game.state.step.key != want and not (want == "combat_damage" and
                                                    game.state.step == Step.COMBAT_DAMAGE):
                messages.append(f"step: expected {want}, got {game.state.step.key}")
        elif key == "active":
            if game.state.active != want:
                messages.append(f"active: expected {want}, got {game.state.active}")
        elif key == "priority":
            if game.state.priority != want:
                messages.append(f"priority: expected {want}, got {game.state.priority}")
        elif key == "lost":
            lost = sorted(p for p, s in game.state.players.items() if s.lost)
            if sorted(want) != lost:
                messages.append(f"lost: expected {sorted(want)}, got {lost}")
        elif key == "permanents":
            messages += _check_permanents(game, want)
        elif key == "poison":
            for name, n in want.items():
                if name not in game.state.players:
                    messages.append(f"poison: unknown player {name!r}")
                    continue
                have = game.state.players[name].counters.get("poison", 0)
                if have != n:
                    messages.append(f"poison of {name}: expected {n}, got {have}")
        else:
            try:
                oid = run.oid(key)
            except StepError as exc:
                messages.append(str(exc))
                continue
            messages += _check_object(run, key, oid, want)
    return messages


def _check_permanents(game: Game, want: dict[str, dict[str, int]]) -> list[str]:
    """`permanents`: per player, how many permanents of each name they control (tokens
    under their name); only the names given are checked."""
    out: list[str] = []
    for player, names in want.items():
        if player not in game.state.players:
            out.append(f"permanents: unknown player {player!r}")
            continue
        counts: dict[str, int] = {}
        for oid in game.permanents(player):
            key = game.chars(oid).name.casefold()
            counts[key] = counts.get(key, 0) + 1
        for name, n in names.items():
            have = counts.get(name.casefold(), 0)
            if have != n:
                out.append(f"permanents of {player}: {name}: expected {n}, got {have}")
    return out


def _check_object(run: ScenarioRun, alias: str, oid: int, want: dict[str, Any]) -> list[str]:
    game = run.game
    out: list[str] = []
    state = object_state(run, oid)
    if state["zone"] is None:
        return [f"{alias}: the object no longer exists"]
    chars = game.chars(oid)
    for key, value in want.items():
        if key in ("power", "toughness", "name", "controller", "zone", "level", "tapped",
                   "damage"):
            actual = state[key]
            if key == "name" and isinstance(value, str):
                ok = str(actual).casefold() == value.casefold()
            else:
                ok = actual == value
            if not ok:
                out.append(f"{alias}.{key}: expected {value!r}, got {actual!r}")
        elif key == "has":
            missing = [v for v in value if not chars.has_ability(v)]
            if missing:
                out.append(f"{alias}.has: missing {missing}; it has {state['abilities']}")
        elif key == "lacks":
            present = [v for v in value if chars.has_ability(v)]
            if present:
                out.append(f"{alias}.lacks: it has {present}")
        elif key == "abilities":
            if not _same_set(value, state["abilities"]):
                out.append(f"{alias}.abilities: expected {sorted(value)}, got "
                           f"{sorted(state['abilities'])}")
        elif key in ("types", "subtypes", "supertypes", "colors"):
            if not _same_set(value, state[key]):
                out.append(f"{alias}.{key}: expected {sorted(value)}, got {state[key]}")
        elif key == "counters":
            for kind, n in value.items():
                have = game.obj(oid).counters.get(kind, 0)
                if have != n:
                    out.append(f"{alias}.counters.{kind}: expected {n}, got {have}")
    return out


def _stack_label(game: Game, oid: int) -> str:
    info = game.obj(oid).stack_info
    if info is None:
        return game.name_of(oid)
    return info.source_name or game.name_of(oid)


def _stack_matches(game: Game, oid: int, want: str) -> bool:
    info = game.obj(oid).stack_info
    label = _stack_label(game, oid)
    w = want.casefold()
    if label.casefold() == w:
        return True
    return info is not None and info.text.casefold().startswith(w)


_ = Zone


def _several_actions(step: ScenarioStep) -> bool:
    """Whether the step performs more than one engine action (all or nothing, 730)."""
    a = step.args
    return (step.do == "resolve" or (step.do in ("cast", "play") and "what" not in a)
            or (step.do in ("attack", "block") and bool(a.get("choices"))))


class _Performer:
    """The game as a scenario step sees it: actions go through the session when there is
    one (recorded, in its history), straight to the engine otherwise."""

    def __init__(self, game: Game, session: Any) -> None:
        self._game = game
        self._session = session

    def perform(self, action: A.Action) -> list[Event]:
        if self._session is not None:
            return self._session.perform(action)  # type: ignore[no-any-return]
        return self._game.perform(action)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)
