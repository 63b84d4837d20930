"""Cases (719): a Case becomes solved as its to-solve ability resolves (719.3a); from then
on its solved abilities work (719.3c). The designation is kept on the permanent
(`GameObject.chosen`), so a Case that leaves the battlefield is a new, unsolved object."""

from __future__ import annotations

from tabletop.engine.definitions.cases import SOLVED, BecomeSolved, ChooseOneOf
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.resolution import Resolution, handles


@handles(BecomeSolved)
def h_become_solved(res: Resolution, i: BecomeSolved) -> None:
    """719.3a: "it becomes solved" (a Case already solved stays as it is)."""
    game = res.game
    oid = res.source
    if oid is None or oid not in game.state.objects or \
            game.obj(oid).zone != Zone.BATTLEFIELD or game.obj(oid).chosen.get(SOLVED):
        return
    game.obj(oid).choose(SOLVED, "yes")
    game.invalidate()
    game.emit("solved", f"{game.name_of(oid)} becomes solved (719.3a)", (oid,))


@handles(ChooseOneOf)
def h_choose_one_of(res: Resolution, i: ChooseOneOf) -> None:
    """"Choose one of them": one of the cards just moved (the answer `choose`: an id or a
    card name; without one the first); later instructions act on it (ChosenRef)."""
    game = res.game
    options = [o for o in res.objects(i.what) if o in game.state.objects]
    wanted = res.info.choices.get("choose")
    asked = list(wanted) if isinstance(wanted, list | tuple) else [wanted]
    picked = next((o for a in asked for o in options
                   if o == a or (isinstance(a, str) and game.name_of(o).casefold()
                                 == a.casefold())), options[0] if options else None)
    res.chosen = [] if picked is None else [picked]
    if picked is not None:
        game.emit("choose", f"{res.controller} chooses {game.name_of(picked)}", (picked,),
                  player=res.controller)
