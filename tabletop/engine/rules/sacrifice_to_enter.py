"""614.1c, 614.12: a permanent that enters only if its controller sacrifices other
permanents (definitions/sacrifice_to_enter.py). The answer `sacrifice` names them;
without one the preselection: tapped ones first where any may do, then the lowest mana
value."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.abilities import StaticAbility
from tabletop.engine.definitions.sacrifice_to_enter import SacrificeToEnter
from tabletop.engine.rules.entering import ENTERING_GATES
from tabletop.engine.rules.keyword_actions import sacrifice

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.characteristics import CardDefinition


def pays_to_enter(game: Game, card: CardDefinition, controller: str, entering: int,
                  choices: dict[str, Any]) -> bool:
    """Sacrifice what its own ability asks as it would enter; False when the controller
    can't (then it goes to its owner's graveyard instead)."""
    specs = [a.replacement for a in card.abilities
             if isinstance(a, StaticAbility) and isinstance(a.replacement, SacrificeToEnter)]
    for spec in specs:
        options = [o for o in game.permanents(controller) if o != entering
                   and spec.filter.matches(game, o, entering, controller)]
        if len(options) < spec.count:
            game.emit("replacement", f"{card.name} can't have {spec.count} "
                      f"{spec.filter.describe()} sacrificed: it goes to the graveyard "
                      "instead (614.1c)", player=controller)
            return False
        wanted = choices.get("sacrifice")
        named = [o for o in options for w in (wanted if isinstance(wanted, list | tuple)
                                              else [wanted])
                 if o == w or (isinstance(w, str) and
                               game.name_of(o).casefold() == w.casefold())]
        rest = sorted((o for o in options if o not in named), key=lambda o: (
            not game.obj(o).tapped, game.chars(o).mana_value, o))
        for oid in list(dict.fromkeys(named + rest))[:spec.count]:
            sacrifice(game, oid)
        game.emit("replacement", f"{card.name}: {spec.count} {spec.filter.describe()} "
                  "sacrificed for it to enter (614.1c)", player=controller)
    return True


ENTERING_GATES.append(pays_to_enter)
