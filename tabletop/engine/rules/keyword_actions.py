"""Moving objects and the keyword actions (701) that move them, with replacement
effects (614) and the trigger events they cause (603.2, 603.6, 603.10).

Every rules procedure that moves an object between zones goes through
`move_object`: zone-change replacement effects apply first ("exile it instead",
616.1), then the object moves and becomes a new object (400.7), then abilities
that trigger on the zone change are noticed, looking back in time for
leaves-the-battlefield abilities (603.10a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions import replacement_specs as R
from tabletop.engine.definitions.dredge import DREDGED
from tabletop.engine.definitions.regeneration_bans import CANT_BE_REGENERATED
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.combat_removal import remove_from_combat
from tabletop.engine.rules.discard_replacements import discarded_onto_battlefield
from tabletop.engine.rules.draw_limits import draw_forbidden
from tabletop.engine.rules.entering import enter_battlefield
from tabletop.engine.rules.linked_exile import note_exiled
from tabletop.engine.rules.replacing import DRAW, LIFE, LOSE_LIFE, ZONE, Happening, replace_event
from tabletop.engine.rules.shuffle_triggers import note_shuffled
from tabletop.engine.rules.tapping import set_tapped
from tabletop.engine.rules.triggering import battlefield_watchers, note_event, note_zone_change
from tabletop.engine.rules.unattach_triggers import note_unattached, note_unattached_by_leaving

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.rules.trigger_events import Watcher


def move_object(game: Game, oid: int, to: Zone, *, reason: str = "", position: str = "top",
                watchers: list[Watcher] | None = None, replaceable: bool = True) -> int | None:
    """Move an object (replacement effects apply); returns its new id, None if it is gone."""
    if oid not in game.state.objects:
        return None
    obj = game.obj(oid)
    from_zone = obj.zone
    to_zone, shuffle, exiled_by = to, False, None
    if replaceable:
        event = replace_event(game, Happening(ZONE, oid=oid, from_zone=from_zone, to_zone=to))
        if event is None:
            return oid
        to_zone, shuffle, exiled_by = event.to_zone or to, event.shuffle, event.exiled_by
        if event.bottom:
            position = "bottom"
    if to_zone == from_zone:
        return oid
    if to_zone == Zone.BATTLEFIELD:
        return enter_battlefield(game, obj.card, owner=obj.owner, controller=obj.owner,
                                 from_oid=oid)
    if watchers is None and from_zone == Zone.BATTLEFIELD:
        watchers = battlefield_watchers(game)
    owner = obj.owner
    new = game.move(oid, to_zone, position=position, reason=reason)
    if shuffle:
        shuffle_library(game, owner)
    note_zone_change(game, oid, new, from_zone, to_zone, watchers)
    if watchers:  # 603.10a: "whenever ~ becomes unattached"
        note_unattached_by_leaving(game, oid, watchers)
    if exiled_by is not None and to_zone == Zone.EXILE:  # 607.2a: "exiled with ~"
        note_exiled(game, exiled_by, new)
    return new if new in game.state.objects else None


# --- keyword actions ---------------------------------------------------------------------------


def destroy(game: Game, oid: int, *, can_regenerate: bool = True,
            watchers: list[Watcher] | None = None) -> bool:
    """701.8: destroy; indestructible (702.12b) and regeneration (701.19, 614.8) apply."""
    if oid not in game.state.objects or game.obj(oid).zone != Zone.BATTLEFIELD:
        return False
    chars = game.chars(oid)
    if chars.has_keyword("Indestructible"):
        game.emit("indestructible", f"{chars.name} is indestructible and isn't destroyed "
                  "(702.12b)", (oid,))
        return False
    obj = game.obj(oid)
    umbras = [a for a in game.battlefield() if game.obj(a).attached_to == oid and (
        game.chars(a).has_keyword("Umbra armor") or game.chars(a).has_keyword("Totem armor"))]
    can_regenerate = can_regenerate and not game.rule_effects_on(CANT_BE_REGENERATED, oid)
    options: list[int] = ([oid] if can_regenerate and obj.regeneration_shields > 0 else [])
    options += umbras
    if options:  # 616.1e: destruction replacements; the controller picks (answer `order`)
        wanted = game.state.answers.order
        rank = {src: i for i, src in enumerate(wanted)} if isinstance(wanted, list | tuple) else {}
        pick = min(options, key=lambda o: (rank.get(o, len(rank)), options.index(o)))
        if pick == oid:
            regenerate_now(game, oid)
        else:
            _umbra_armor(game, oid, pick)
        return False
    game.emit("destroy", f"{chars.name} is destroyed", (oid,))
    move_object(game, oid, Zone.GRAVEYARD, reason="destroyed", watchers=watchers)
    return True


def _umbra_armor(game: Game, oid: int, aura: int) -> None:
    """702.89a: "If enchanted creature would be destroyed, instead remove all damage from
    it and destroy this Aura." """
    obj = game.obj(oid)
    obj.damage = 0
    obj.deathtouch_damage = False
    game.emit("replacement", f"{game.name_of(aura)}: umbra armor: {game.name_of(oid)} isn't "
              "destroyed; its damage is removed and the Aura is destroyed instead (702.89a)",
              (aura, oid))
    destroy(game, aura)


def regenerate_now(game: Game, oid: int) -> None:
    """701.19a/614.8: instead of being destroyed, it's tapped, all damage is removed
    from it, and it's removed from combat; one shield is used up."""
    obj = game.obj(oid)
    obj.regeneration_shields -= 1
    set_tapped(game, oid, True)
    obj.damage = 0
    obj.deathtouch_damage = False

    remove_from_combat(game, oid)
    game.invalidate()
    game.emit("regenerate", f"{game.name_of(oid)} regenerates: tapped, damage removed, "
              "removed from combat (701.19)", (oid,))


def sacrifice(game: Game, oid: int) -> None:
    """701.17: its controller moves it to its owner's graveyard; no regeneration."""
    if oid not in game.state.objects or game.obj(oid).zone != Zone.BATTLEFIELD:
        return
    game.emit("sacrifice", f"{game.name_of(oid)} is sacrificed", (oid,))
    # "whenever you sacrifice a Clue", "when you sacrifice ~": noticed while it is still
    # there to be looked at (603.10a)
    note_event(game, "sacrifice", oid=oid, player=game.controller_of(oid))
    move_object(game, oid, Zone.GRAVEYARD, reason="sacrificed")


def discard(game: Game, player: str, oid: int) -> None:
    """701.9: a card goes from its owner's hand to the graveyard."""
    game.emit("discard", f"{player} discards {game.obj(oid).card.name}", (oid,), player=player)
    # 702.35a madness: the card is discarded, but exiled instead of put into the graveyard
    madness = any((a.keyword or "") == "Madness" for a in game.chars(oid).abilities)
    new = None if madness else discarded_onto_battlefield(game, player, oid)  # 614.1
    if new is None:
        new = move_object(game, oid, Zone.EXILE if madness else Zone.GRAVEYARD,
                          reason="discarded (madness, 702.35a)" if madness else "discarded")
    note_event(game, "discard", oid=new, player=player, madness=madness)


def mill(game: Game, player: str, n: int) -> None:
    """701.13: put the top n cards of the library into the graveyard."""
    for _ in range(max(0, n)):
        library = game.state.zone_ids(Zone.LIBRARY, player)
        if not library:
            return
        move_object(game, library[-1], Zone.GRAVEYARD, reason="milled")


def draw_cards(game: Game, player: str, n: int) -> None:
    """121: draw from the top; each draw can be replaced (614.11); from an empty library
    the player loses at the next state-based check (704.5b)."""
    for _ in range(max(0, n)):
        if draw_forbidden(game, player):  # "can't draw more than one card each turn"
            game.emit("draw_limit", f"{player} can't draw more than one card this turn "
                      "(101.2)", player=player)
            return
        event = replace_event(game, Happening(DRAW, player=player, amount=1))
        if event is not None:
            _carry_out(game, event)


def gain_life(game: Game, player: str, n: int) -> int:
    """119.3: gaining life; "if you would gain life ... instead" applies (614.1a, 616.2)."""
    if n <= 0:
        return 0
    if game.rule_effects_for(R.CANT_GAIN_LIFE, player):  # 119.7: "Players can't gain life"
        game.emit("no_effect", f"{player} can't gain life (119.7)", player=player)
        return 0
    event = replace_event(game, Happening(LIFE, player=player, amount=n))
    return 0 if event is None else _carry_out(game, event)


def _carry_out(game: Game, event: Happening) -> int:
    """The event as modified by every replacement that applied (616.1f, 616.2)."""
    player = str(event.player)
    if event.kind == DRAW:
        for _ in range(event.amount):
            _draw_one(game, player)
        return 0
    if event.kind == DREDGED and event.oid is not None:  # 702.52a
        mill(game, player, event.amount)
        if event.oid in game.state.objects and game.obj(event.oid).zone == Zone.GRAVEYARD:
            move_object(game, event.oid, Zone.HAND, reason="dredge (702.52a)")
        return 0
    if event.kind == "return_from_graveyard":
        for _ in range(event.amount):
            grave = game.state.zone_ids(Zone.GRAVEYARD, player)
            if grave:
                move_object(game, grave[-1], Zone.HAND, reason="returned instead (616.2)")
        return 0
    if event.kind == LOSE_LIFE:  # "that player loses that much life instead" (614.1a)
        lose_life(game, player, event.amount)
        return 0
    if event.kind == LIFE and event.amount > 0:
        n = event.amount
        game.player(player).life += n
        game.invalidate()
        game.emit("life", f"{player} gains {n} life", player=player, delta=n)

        note_event(game, "gain_life", player=player, n=n)
        return n
    return 0


def _draw_one(game: Game, player: str) -> None:
    library = game.state.zone_ids(Zone.LIBRARY, player)
    if not library:
        game.player(player).drew_from_empty = True
        game.emit("draw_empty", f"{player} can't draw: the library is empty", player=player)
        return
    new = game.move(library[-1], Zone.HAND, reason="draw")
    game.emit("draw", f"{player} draws a card", (new,), player=player)

    note_event(game, "draw", player=player, card=new)


def lose_life(game: Game, player: str, n: int) -> int:
    """119.3: losing life."""
    if n <= 0:
        return 0
    game.player(player).life -= n
    game.invalidate()
    game.emit("life", f"{player} loses {n} life", player=player, delta=-n)
    note_event(game, "lose_life", player=player, n=n)
    return n


def shuffle_library(game: Game, player: str) -> None:
    """701.20: randomness comes from the game's seeded generator (replays are exact)."""
    ids = game.state.zones[(Zone.LIBRARY, player)]
    game.state.rng.shuffle(ids)
    game.emit("shuffle", f"{player} shuffles their library", player=player)
    note_shuffled(game, player)  # "whenever an opponent shuffles their library"


def attach(game: Game, what: int, to: int) -> None:
    """701.3: attach; 613.7e: it gets a new timestamp."""
    obj = game.obj(what)
    if obj.attached_to == to:
        return
    before = obj.attached_to
    obj.attached_to = to
    obj.timestamp = game.state.new_timestamp()
    game.invalidate()
    game.emit("attach", f"{game.name_of(what)} is attached to {game.name_of(to)} (timestamp "
              f"{obj.timestamp})", (what, to), timestamp=obj.timestamp)
    if before is not None and before in game.state.objects:
        note_unattached(game, what, before)  # 701.3c: moved to another object
