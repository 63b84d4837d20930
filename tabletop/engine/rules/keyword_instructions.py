"""Handlers of the instructions keyword abilities of rule 702 stand for
(definitions/keyword_instructions.py)."""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.definitions import instructions as I
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.keyword_instructions import (
    CHAMPIONED,
    Cascade,
    CastCard,
    ChampionExile,
    CopySpellTimes,
    CreateZombieCopy,
    Manifest,
    MoveOneCounter,
    ReturnChampioned,
    SearchSameManaValue,
)
from tabletop.engine.definitions.suspend import SUSPEND_HASTE
from tabletop.engine.model.characteristics import FACE_DOWN, PT
from tabletop.engine.model.enums import CardType, Color, Zone
from tabletop.engine.model.mana import ManaCost
from tabletop.engine.rules import faces
from tabletop.engine.rules.casting_while_resolving import cast_while_resolving
from tabletop.engine.rules.entering import create_tokens, enter_battlefield
from tabletop.engine.rules.exile_until_cast import cast_hit_bottom_rest, exile_until
from tabletop.engine.rules.keyword_actions import move_object, sacrifice
from tabletop.engine.rules.resolution import Resolution, handles, run
from tabletop.engine.rules.stack_instructions import h_copy_spell
from tabletop.engine.rules.targets import keyword_parameter


@handles(CopySpellTimes)
def h_copy_spell_times(res: Resolution, i: CopySpellTimes) -> None:
    """702.40a: the spell is copied that many times (707.10)."""
    times = i.times.evaluate(res.ctx())
    if times > 0:
        h_copy_spell(res, I.CopySpell(i.what, copies=times))


@handles(CastCard)
def h_cast_card(res: Resolution, i: CastCard) -> None:
    """608.2g: the player may cast the card now (the answer `may`, yes unless told);
    madness: a card not cast goes to its owner's graveyard (702.35a)."""
    game = res.game
    for oid in res.objects(i.what):
        obj = game.obj(oid)
        cast = None
        why = "its owner chose not to cast it"
        if res.info.choices.get("may", True):
            cost = None
            if i.alternative:
                text = keyword_parameter(game, oid, i.alternative)
                cost = ManaCost.parse(text) if text is not None else None
            if i.alternative and cost is None:
                why = f"it has no {i.alternative.lower()}"
            else:
                cast, why = cast_while_resolving(game, obj.owner, oid, cost,
                                                 wanted=res.info.choices.get("new_targets"))
        if cast is not None and i.haste and game.chars(cast).is_creature:
            info = game.obj(cast).stack_info
            if info is not None:  # 702.62a: it gains haste (entering notes it)
                info.choices[SUSPEND_HASTE] = True
        if cast is None:
            res.failed = True
            game.emit("not_cast", f"{game.name_of(oid)} isn't cast: {why}", (oid,),
                      player=obj.owner)
            if i.otherwise_graveyard and game.obj(oid).zone == Zone.EXILE:
                move_object(game, oid, Zone.GRAVEYARD, reason="not cast (702.35a)")


@handles(CreateZombieCopy)
def h_zombie_copy(res: Resolution, i: CreateZombieCopy) -> None:
    """702.128a, 702.129a: the token copies the exiled card (707.2) with the exceptions
    its keyword names (707.9b: they are part of the copiable values)."""
    game = res.game
    source = res.info.source_oid
    known = game.state.lki.get(source) if source is not None else None
    obj = game.state.objects.get(source) if source is not None else None
    original = obj if obj is not None else (known.obj if known is not None else None)
    if original is None:
        return
    card = faces.copied_card(original)
    subtypes = card.subtypes + (() if "Zombie" in card.subtypes else ("Zombie",))
    token = replace(card, color_indicator=frozenset({Color(i.color)}), mana_cost=ManaCost(),
                    subtypes=subtypes)
    if i.power is not None:
        token = replace(token, power=PT(i.power), toughness=PT(i.toughness or 0))
    res.created = create_tokens(game, token, res.controller, 1, created_by=source)


@handles(Manifest)
def h_manifest(res: Resolution, i: Manifest) -> None:
    """701.40a, 701.62a: the card enters face down (FACE_DOWN); "it" is the manifested
    permanent."""
    game = res.game
    player = res.controller
    library = game.state.zone_ids(Zone.LIBRARY, player)
    if i.dread:
        top = list(reversed(library[-2:]))
        wanted = res.info.choices.get("choose")
        picked = wanted if wanted in top else next(
            (o for o in top if CardType.CREATURE in game.obj(o).card.types), None)
        chosen = [picked if picked is not None else top[0]] if top else []
        rest = [o for o in top if o not in chosen]
    else:
        chosen = list(reversed(library[-i.count:])) if i.count > 0 else []
        rest = []
    res.created = []
    for oid in chosen:
        new = enter_battlefield(game, game.obj(oid).card, owner=game.obj(oid).owner,
                                controller=player, from_oid=oid, face=FACE_DOWN)
        game.emit("manifest", f"{player} manifests the top card of their library (701.40a)",
                  (new,), player=player)
        res.created.append(new)
    for oid in rest:
        move_object(game, oid, Zone.GRAVEYARD, reason="manifest dread (701.62a)")


@handles(MoveOneCounter)
def h_move_one_counter(res: Resolution, i: MoveOneCounter) -> None:
    """702.58a: one counter leaves this permanent and is put on the other (122.5)."""
    game = res.game
    sources, targets = res.objects(i.from_), res.objects(i.to)
    if not sources or not targets or not game.obj(sources[0]).counters.get(i.kind):
        return
    if game.obj(targets[0]).zone != Zone.BATTLEFIELD:
        return
    game.remove_counters(sources[0], i.kind, 1)
    game.put_counters(targets[0], i.kind, 1, source=sources[0])


@handles(Cascade)
def h_cascade(res: Resolution, i: Cascade) -> None:
    """702.85a: the cascading spell's mana value as it was cast (its last known
    information if it has left the stack, 603.10)."""
    game = res.game
    source = res.info.source_oid
    known = game.known_chars(source) if source is not None else None
    limit = known.mana_value if known is not None else 0

    def fits(new: int) -> bool:
        chars = game.chars(new)
        return CardType.LAND not in chars.types and chars.mana_value < limit

    exiled, hit = exile_until(res, fits, "cascade (702.85a)")
    cast_hit_bottom_rest(res, exiled, hit, "cascade (702.85a)")


@handles(SearchSameManaValue)
def h_search_same_mana_value(res: Resolution, i: SearchSameManaValue) -> None:
    """702.53a: the discarded card's mana value (its last known information, 603.10)."""
    source = res.info.source_oid
    known = res.game.known_chars(source) if source is not None else None
    if known is None:
        return
    wanted = ObjectFilter(stats=(("mana_value", "==", known.mana_value),), zone=None)
    run(res, (I.Search(wanted, to="found"), I.Reveal(I.FoundRef()),
              I.ReturnToHand(I.FoundRef()), I.Shuffle(I.PlayerRef("you"))))


@handles(ChampionExile)
def h_champion_exile(res: Resolution, i: ChampionExile) -> None:
    """702.72a: exile another matching permanent you control (noted on the champion), or
    sacrifice the champion."""
    game = res.game
    source = res.info.source_oid
    if source is None or source not in game.state.objects:
        return
    options = [o for o in game.permanents(res.controller) if o != source and
               i.filter.matches(game, o, source, res.controller)]
    wanted = res.info.choices.get("choose")
    asked = [w for w in (wanted if isinstance(wanted, list | tuple) else [wanted])
             if w in options]
    pick = asked[0] if asked else min(options, key=lambda o: (
        not game.obj(o).is_token, game.chars(o).mana_value, o), default=None)
    if pick is None or not res.info.choices.get("may", True):
        game.emit("champion", f"{game.name_of(source)}: nothing is championed, it is "
                  "sacrificed (702.72a)", (source,), player=res.controller)
        sacrifice(game, source)
        return
    new = move_object(game, pick, Zone.EXILE, reason="championed (702.72a)")
    if new is not None:
        game.obj(source).choose(CHAMPIONED, str(new))


@handles(ReturnChampioned)
def h_return_championed(res: Resolution, i: ReturnChampioned) -> None:
    """702.72a: the card it exiled, if still in exile, returns under its owner's
    control (the champion as it last existed names it, 603.10)."""
    game = res.game
    source = res.info.source_oid
    obj = game.state.objects.get(source) if source is not None else None
    known = game.state.lki.get(source) if source is not None else None
    chosen = obj.chosen if obj is not None else known.obj.chosen if known is not None else {}
    noted = chosen.get(CHAMPIONED)
    if noted is None:
        return
    card = game.state.objects.get(game.state.newest(int(noted)))
    if card is None or card.zone != Zone.EXILE:
        return
    enter_battlefield(game, card.card, owner=card.owner, controller=card.owner,
                      from_oid=card.oid)
