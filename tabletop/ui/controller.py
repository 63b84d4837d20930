"""The thin Qt-side controller: owns the game session, turns gestures into Actions,
and tells the scene and the panels what changed (design: actions in, events out).

Scene items and panels never touch engine objects directly: they read views
through the controller and listen to its signals.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from tabletop.engine.continuous.derivation import ObjectDerivation
from tabletop.engine.continuous.layers import LayerResult
from tabletop.engine.definitions.effects import EffectError
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import Characteristics
from tabletop.engine.model.events import Event
from tabletop.engine.rules.legal_actions import ActionOption, legal_actions, options_for_object
from tabletop.session.session import GameSession


class GameController(QObject):
    """Signals:
    - `events_applied(list)`: the engine's events after each action (or a seek);
    - `refused(str)`: an illegal gesture's reason (nothing changed, rule 730);
    - `selection_changed(object)`: the selected object id, or None;
    - `hypothetical_changed(bool)`: a what-if computation is shown (or the real game again);
    - `highlight_requested(object)`: an object id to highlight on the table (or None).
    """

    events_applied = Signal(list)
    refused = Signal(str)
    selection_changed = Signal(object)
    hypothetical_changed = Signal(bool)
    highlight_requested = Signal(object)

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.selected: int | None = None
        self.what_if: dict[int, dict[str, object]] = {}
        self._what_if_result: LayerResult | None = None
        session.listeners.append(self._on_events)

    # --- reading ---------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def result(self) -> LayerResult:
        """The layer result shown: the hypothetical one while a what-if is active."""
        if self.what_if:
            if self._what_if_result is None:
                self._what_if_result = self.game.what_if(self.what_if)
            return self._what_if_result
        return self.game.result

    @property
    def is_hypothetical(self) -> bool:
        return bool(self.what_if)

    def chars(self, oid: int) -> Characteristics:
        if not self.what_if:
            return self.game.chars(oid)
        result = self.result
        values = result.chars.get(oid)
        # a card no effect can reach (a hidden zone) keeps its printed values
        return values if values is not None else result.printed(self.game.obj(oid))

    def derivation(self, oid: int) -> ObjectDerivation:
        if self.what_if and oid in self.result.derivations:
            return self.result.derivations[oid]
        return self.game.derivation(oid)

    def options(self, oid: int, player: str | None = None) -> list[ActionOption]:
        who = player or self.game.state.priority or self.game.state.active
        return options_for_object(self.game, who, oid)

    def legal_actions(self, player: str | None = None) -> list[ActionOption]:
        who = player or self.game.state.priority or self.game.state.active
        return legal_actions(self.game, who)

    # --- acting ----------------------------------------------------------------------------
    def perform(self, action: A.Action) -> bool:
        """Perform an action; a refused one emits `refused` with the engine's reason."""
        if self.what_if:
            self.clear_what_if()
        try:
            self.session.perform(action)
        except A.IllegalAction as exc:
            self.refused.emit(exc.reason)
            return False
        except EffectError as exc:  # a clause the engine can't apply: nothing changed
            self.refused.emit(str(exc))
            return False
        return True

    def pass_priority(self) -> bool:
        holder = self.game.state.priority
        if holder is None:
            self.refused.emit("nobody has priority now")
            return False
        return self.perform(A.PassPriority(holder))

    def go_to(self, index: int) -> None:
        self.clear_what_if()
        self.session.go_to(index)

    def undo(self) -> None:
        self.go_to(max(0, self.session.position - 1))

    def redo(self) -> None:
        if self.session.position < len(self.session.history):
            self.go_to(self.session.position + 1)

    # --- selection and what-if --------------------------------------------------------------
    def select(self, oid: int | None) -> None:
        if oid != self.selected:
            self.selected = oid
            self.selection_changed.emit(oid)

    def highlight(self, oid: int | None) -> None:
        self.highlight_requested.emit(oid)

    def set_what_if(self, overrides: dict[int, dict[str, Any]]) -> None:
        """Move effects to other timestamps (`{"timestamp": t}`) or switch them off
        (`{"off": True}`); the table and inspector show the hypothetical result."""
        self.what_if = dict(overrides)
        self._what_if_result = None
        self.hypothetical_changed.emit(bool(self.what_if))
        self.events_applied.emit([])

    def clear_what_if(self) -> None:
        if self.what_if:
            self.what_if = {}
            self._what_if_result = None
            self.hypothetical_changed.emit(False)
            self.events_applied.emit([])

    def _on_events(self, events: list[Event]) -> None:
        self._what_if_result = None
        if self.selected is not None and self.selected not in self.game.state.objects:
            newest = self.game.state.newest(self.selected)
            self.select(newest if newest in self.game.state.objects else None)
        self.events_applied.emit(events)
