"""Permanents entering the battlefield (614.1c-e, 614.12, 613.7d)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.actions import IllegalAction
from tabletop.engine.effects import Affects, BecomeCopy, Duration, EffectSpec
from tabletop.engine.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.characteristics import CardDefinition
    from tabletop.engine.game import Game


def enter_battlefield(
    game: Game,
    card: CardDefinition,
    *,
    owner: str,
    controller: str,
    from_oid: int | None = None,
    tapped: bool = False,
    sick: bool = True,
    counters: dict[str, int] | None = None,
    attached_to: int | None = None,
    copy_of: int | None = None,
    choices: dict[str, Any] | None = None,
    token: bool = False,
) -> int:
    """Put a card (or token) onto the battlefield; returns the new object's id.

    It gets a timestamp as it enters (613.7d). "Enters as a copy" (707.2,
    614.1c) and "as ... enters, choose" (614.12) are settled before it
    arrives, and "enters with counters" as it arrives (614.1c).
    """
    choices = dict(choices or {})
    if copy_of is not None and copy_of not in game.state.objects:
        raise IllegalAction("the object to copy is no longer there")
    if from_oid is not None:
        oid = game.move(from_oid, Zone.BATTLEFIELD, controller=controller, reason="enters")
        obj = game.state.objects[oid]
    else:
        obj = game.create_object(card, owner, Zone.BATTLEFIELD, controller=controller,
                                 token=token)
        oid = obj.oid
    obj.controller = controller
    obj.tapped = tapped
    obj.controlled_since_turn_start = not sick
    if copy_of is None:
        copy_of = _copy_choice(game, oid, choices)
    if copy_of is not None:
        # 707.2: the copiable values are fixed as it enters
        from tabletop.engine.layers import LayerPass

        copiable = LayerPass(game.state, record=False)
        copiable.run()
        values = copiable.copiable(copy_of).copy()
        spec = EffectSpec(mods=(BecomeCopy(copy_of, source_name=game.name_of(copy_of)),),
                          affects=Affects.FIXED, duration=Duration.INDEFINITE,
                          text=f"enters as a copy of {game.name_of(copy_of)}")
        effect = game.add_effect(spec, source=oid, controller=controller,
                                 locked=frozenset({oid}), duration=Duration.INDEFINITE,
                                 extra={"copiable": values, "copy_of": copy_of})
        effect.timestamp = obj.timestamp
    for key in ("creature_type", "color", "land_type", "player"):
        if key in choices:
            obj.chosen[key] = str(choices[key])
    _default_choices(game, oid)
    if attached_to is not None:
        if attached_to not in game.state.objects:
            raise IllegalAction("the object to attach to is no longer there")
        obj.attached_to = attached_to
    game.invalidate()
    from tabletop.engine.replacement import enters_with

    extra_counters, enters_tapped = enters_with(game, oid)
    if enters_tapped:
        obj.tapped = True
    all_counters = dict(counters or {})
    for kind, n in extra_counters.items():
        all_counters[kind] = all_counters.get(kind, 0) + n
    chars = game.chars(oid)
    if chars.loyalty is not None and "loyalty" not in all_counters:
        all_counters["loyalty"] = chars.loyalty  # 306.5b
    for kind, n in all_counters.items():
        if n > 0:
            obj.counters[kind] = obj.counters.get(kind, 0) + n
            obj.counter_timestamps[kind] = obj.timestamp
    game.invalidate()
    game.emit("enters", f"{game.name_of(oid)} enters the battlefield under {controller}'s "
              f"control (timestamp {obj.timestamp})", (oid,), player=controller,
              timestamp=obj.timestamp)
    from tabletop.engine.triggers_runtime import note_event

    note_event(game, "enters", oid=oid)
    return oid


def _copy_choice(game: Game, oid: int, choices: dict[str, Any]) -> int | None:
    wanted = choices.get("copy_of")
    if isinstance(wanted, int) and wanted in game.state.objects:
        return wanted
    return None


def _default_choices(game: Game, oid: int) -> None:
    """614.12: "As ~ enters, choose a creature type/colour": the preselected answer."""
    from tabletop.engine.replacement import entry_choices

    obj = game.state.objects[oid]
    for key in entry_choices(game, oid):
        if key not in obj.chosen:
            obj.chosen[key] = {"creature_type": "Human", "color": "White",
                               "land_type": "Island"}.get(key, "")
