"""Handlers of definitions/one_shot_riders.py: what an earlier instruction did decides."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tabletop.engine.definitions.instructions import TargetRef
from tabletop.engine.definitions.one_shot_riders import (
    CastCopyOf,
    ChooseAnyObject,
    CreateTokenCopiesOfEach,
    DestroyAllButChosen,
    DestroyByChosenNumber,
    DestroyThen,
    EitherOr,
    IfChoseAny,
    IfChoseFewer,
    TokenCopyOfSpellTarget,
)
from tabletop.engine.model.enums import Supertype, Zone
from tabletop.engine.model.objects import GameObject
from tabletop.engine.rules import faces
from tabletop.engine.rules.casting_while_resolving import cast_while_resolving
from tabletop.engine.rules.entering import create_tokens
from tabletop.engine.rules.keyword_actions import destroy
from tabletop.engine.rules.resolution import Resolution, handles, run
from tabletop.engine.rules.triggering import battlefield_watchers

if TYPE_CHECKING:
    from tabletop.engine.game import Game


@handles(IfChoseFewer)
def h_if_chose_fewer(res: Resolution, i: IfChoseFewer) -> None:
    """608.2c: "If you can't, ...": the choice before found too few objects."""
    if len(res.chosen) < i.count:
        run(res, i.then)


@handles(IfChoseAny)
def h_if_chose_any(res: Resolution, i: IfChoseAny) -> None:
    """603.12: "When you do, ...": the choice before chose one or more objects."""
    if res.chosen:
        run(res, i.then)


@handles(ChooseAnyObject)
def h_choose_any_object(res: Resolution, i: ChooseAnyObject) -> None:
    """115.10: a choice, not a target: the answer `choose`; else (for "up to one", only if
    there is one of your own) the most valuable of your own, then anyone's."""
    game = res.game
    options = [o for o in game.battlefield()
               if i.filter.matches(game, o, res.source, res.controller)]
    wanted = res.info.choices.get("choose")
    asked = list(wanted) if isinstance(wanted, list | tuple) else [wanted]
    picked = [o for o in asked if o in options][:1]
    if not picked and wanted is None:
        own = [o for o in options if game.controller_of(o) == res.controller]
        pool = own if own or i.optional else options
        picked = sorted(pool, key=lambda o: (-game.chars(o).mana_value, o))[:1]
    res.chosen = picked
    if picked:
        game.emit("choose", f"{res.controller} chooses {game.name_of(picked[0])}",
                  player=res.controller)


@handles(DestroyAllButChosen)
def h_destroy_all_but_chosen(res: Resolution, i: DestroyAllButChosen) -> None:
    """701.8: all of them at the same time (603.10a looks back), the chosen one spared."""
    game = res.game
    doomed = [o for o in game.battlefield() if o not in res.chosen
              and i.filter.matches(game, o, res.source, res.controller)]
    watchers = battlefield_watchers(game) if len(doomed) > 1 else None
    for oid in doomed:
        destroy(game, oid, watchers=watchers)


@handles(EitherOr)
def h_either_or(res: Resolution, i: EitherOr) -> None:
    """608.2d: the choice is made as the ability resolves."""
    second = res.info.choices.get("either") == 1
    res.game.emit("choose", f"{res.controller} chooses: "
                  f"{(i.second if second else i.first)[0].describe()}", player=res.controller)
    run(res, i.second if second else i.first)


@handles(DestroyByChosenNumber)
def h_destroy_by_chosen_number(res: Resolution, i: DestroyByChosenNumber) -> None:
    """608.2d: the number answered (kept between the bounds); unanswered, the least one
    that spares your own permanents, if any does. 701.8: all at the same time."""
    game = res.game
    matching = [o for o in game.battlefield()
                if i.filter.matches(game, o, res.source, res.controller)]
    wanted = res.info.choices.get("number")
    number = min(max(wanted, i.low), i.high) if isinstance(wanted, int) else \
        sparing_number(game, i, res.controller, res.source)
    game.emit("choose", f"{res.controller} chooses the number {number} (608.2d)",
              player=res.controller)
    doomed = [o for o in matching if _hit(game, o, i, number)]
    watchers = battlefield_watchers(game) if len(doomed) > 1 else None
    for oid in doomed:
        destroy(game, oid, watchers=watchers)


def sparing_number(game: Game, i: DestroyByChosenNumber, controller: str,
                   source: int | None = None) -> int:
    """The engine's answer when none is given (and the window's preselected one): the
    least number that spares the controller's own permanents, if any does."""
    matching = [o for o in game.battlefield()
                if i.filter.matches(game, o, source, controller)
                and game.controller_of(o) == controller]
    return next((n for n in range(i.low, i.high + 1)
                 if not any(_hit(game, o, i, n) for o in matching)), i.high)


def _hit(game: Game, oid: int, i: DestroyByChosenNumber, number: int) -> bool:
    chars = game.chars(oid)
    value = chars.mana_value if i.stat == "mana_value" else \
        chars.power if i.stat == "power" else chars.toughness
    if value is None:  # 208.3: a noncreature has no power
        return False
    return {"<=": value <= number, ">=": value >= number, "==": value == number,
            "<": value < number, ">": value > number}[i.op]


@handles(DestroyThen)
def h_destroy_then(res: Resolution, i: DestroyThen) -> None:
    """701.8: destroyed at the same time; then "if a creature you controlled was destroyed
    this way" (as it last existed, 608.2h)."""
    game = res.game
    doomed = res.objects(i.what)
    yours = {o for o in doomed if game.controller_of(o) == res.controller
             and i.filter.matches(game, o, res.source, res.controller)}
    watchers = battlefield_watchers(game) if len(doomed) > 1 else None
    destroyed = [o for o in doomed if destroy(game, o, watchers=watchers)]
    if yours.intersection(destroyed):
        run(res, i.then)


@handles(CreateTokenCopiesOfEach)
def h_token_copies_of_each(res: Resolution, i: CreateTokenCopiesOfEach) -> None:
    """707.2: each token has the copiable values of its original (712.8e: the face up)."""
    game = res.game
    originals = [o for o in game.battlefield()
                 if i.filter.matches(game, o, res.source, res.controller)]
    res.created = []
    for oid in originals:
        res.created += create_tokens(game, faces.copied_card(game.obj(oid)), res.controller, 1,
                                     created_by=res.source)


@handles(CastCopyOf)
def h_cast_copy_of(res: Resolution, i: CastCopyOf) -> None:
    """707.12: the copy is created in the card's zone, then cast (608.2g)."""
    game = res.game
    state = game.state
    found = res.objects(i.what)
    if not found and isinstance(i.what, TargetRef):  # "exile target card. Copy it": there
        target = res.target(i.what.index)
        found = [state.newest(target)] if isinstance(target, int) else []
    for oid in [o for o in found if o in state.objects][:1]:
        original = state.objects[oid]
        key = next(k for k, ids in state.zones.items() if oid in ids)
        copy = GameObject(oid=state.new_oid(), card=original.card, owner=res.controller,
                          controller=res.controller, zone=original.zone,
                          timestamp=state.new_timestamp(), is_token=True)
        state.objects[copy.oid] = copy
        state.zones[key].append(copy.oid)
        game.invalidate()
        game.emit("copy", f"{res.controller} copies {game.name_of(oid)} (707.12)", (copy.oid,),
                  player=res.controller)
        if not res.info.choices.get("may", True):
            continue
        cast, why = cast_while_resolving(game, res.controller, copy.oid, None,
                                         wanted=res.info.choices.get("new_targets"))
        if cast is None:
            game.emit("not_cast", f"the copy of {game.name_of(oid)} isn't cast: {why}",
                      (copy.oid,), player=res.controller)


@handles(TokenCopyOfSpellTarget)
def h_token_copy_of_spell_target(res: Resolution, i: TokenCopyOfSpellTarget) -> None:
    """707.2: the copiable values of the permanent the triggering spell targets."""
    game = res.game
    spell = res.trigger_object
    info = game.state.objects[spell].stack_info if spell in game.state.objects else None
    if info is None and spell is not None and spell in game.state.lki:
        info = game.state.lki[spell].obj.stack_info  # 608.2h: as it last existed
    targets = [t for t in (info.targets if info is not None else ())
               if isinstance(t, int) and t in game.state.objects
               and game.obj(t).zone == Zone.BATTLEFIELD]
    res.created = []
    for oid in targets[:1]:
        card = faces.copied_card(game.obj(oid))
        if i.not_legendary:  # 707.9b
            card = replace(card, supertypes=card.supertypes - {Supertype.LEGENDARY})
        res.created += create_tokens(game, card, res.controller, 1, created_by=res.source)
