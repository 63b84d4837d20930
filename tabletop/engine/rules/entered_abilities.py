"""614.1c: a permanent entering "with first strike" or "with [quoted ability]"
(definitions/entered_abilities.py) gains it from an effect timestamped as it enters
(613.7d), which lasts while it is this object on the battlefield (400.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.effects import AddAbilities, Affects, Duration, EffectSpec
from tabletop.engine.definitions.entered_abilities import EntersWithAbilities
from tabletop.engine.definitions.expressions import EvalContext

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def grant_entered_abilities(game: Game, oid: int) -> None:
    """Apply the object's own "enters with [ability]" replacements whose condition holds."""
    controller = game.controller_of(oid)
    for ability in game.chars(oid).abilities:
        spec = getattr(ability, "replacement", None)
        if not isinstance(spec, EntersWithAbilities):
            continue
        if spec.condition is not None and not spec.condition.holds(
                EvalContext(game, oid, controller)):
            continue
        text = ", ".join(a.short for a in spec.abilities)
        effect_spec = EffectSpec(mods=(AddAbilities(spec.abilities),), affects=Affects.FIXED,
                                 duration=Duration.INDEFINITE, text=f"entered with {text}")
        effect = game.add_effect(effect_spec, source=oid, controller=controller,
                                 locked=frozenset({oid}), duration=Duration.INDEFINITE)
        effect.timestamp = game.obj(oid).timestamp
        game.emit("replacement", f"{game.name_of(oid)} enters with {text} (614.1c)", (oid,),
                  player=controller)
        game.invalidate()
