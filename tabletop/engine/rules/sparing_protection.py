"""702.16c "This effect doesn't remove ~": the protection an Aura grants does not make
that Aura fall off (704.5m); protection from another source still does."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.abilities import StaticAbility
from tabletop.engine.definitions.attack_limits import PROTECTION_SPARES_SOURCE
from tabletop.engine.definitions.effects import AddAbilities, of_chosen_color

if TYPE_CHECKING:
    from tabletop.engine.game import Game


@dataclass(frozen=True, slots=True)
class _Seen:
    """What protection_from reads of a permanent: its name and abilities."""

    name: str
    abilities: tuple[Any, ...]


def host_as_seen_by(game: Game, host: int, aura: int) -> Any:
    """The host's characteristics as far as the Aura's own protection goes: without one
    instance of each ability the Aura grants, when the Aura's effect spares it, and of
    each ability a source grants whose effect "doesn't remove Auras"."""
    chars = game.chars(host)
    is_aura = "Aura" in game.chars(aura).subtypes
    granting = [e.source for e in game.rule_effects(PROTECTION_SPARES_SOURCE)
                if e.source is not None and (aura in e.affected or (
                    is_aura and e.change.param("auras")))]  # "doesn't remove Auras"
    if not granting:
        return chars
    abilities = list(chars.abilities)
    for source in granting:
        _strip_granted(game, source, abilities)
    return _Seen(chars.name, tuple(abilities))


def _strip_granted(game: Game, source: int, abilities: list[Any]) -> None:
    """Without one instance of each ability `source` grants."""
    for ability in game.chars(source).abilities:
        if not isinstance(ability, StaticAbility):
            continue
        for spec in ability.effects:
            for mod in spec.mods:
                if isinstance(mod, AddAbilities):
                    for printed in mod.abilities:
                        granted = of_chosen_color(printed, game, source)  # 702.16
                        if granted in abilities:
                            abilities.remove(granted)
