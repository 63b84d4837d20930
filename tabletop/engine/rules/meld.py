"""Meld pairs (712.4, 701.42): two cards that become one permanent.

"Exile them, then meld them into Brisela, Voice of Nightmares": both permanents are
exiled; if they are the two cards of one meld pair (701.42b: not tokens, not two copies
of one card) they are put onto the battlefield as one melded permanent showing their
combined back face (712.4a), else they stay in exile (701.42c). The melded permanent's
card (`MELDED` layout) is that back face with the two cards as its `faces`: its mana value
is the total of their front faces' (712.8g), it can't transform (712.4c), and when it
leaves the battlefield both cards go to the same zone, front face up (`Game.move`, 712.21).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tabletop.engine.definitions.face_instructions import Meld, partners
from tabletop.engine.model.characteristics import MELDED
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.entering import enter_battlefield
from tabletop.engine.rules.faces import MELD
from tabletop.engine.rules.resolution import Resolution, handles

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.characteristics import CardDefinition

def melded_face(card: CardDefinition) -> CardDefinition | None:
    """The half of the combined back face a meld card carries (712.4b), or None."""
    if card.layout != MELD or len(card.faces) < 2:
        return None
    return card.faces[1]


def is_pair(first: CardDefinition, second: CardDefinition) -> bool:
    """701.42b: two different meld cards whose back faces are the same melded permanent."""
    a, b = melded_face(first), melded_face(second)
    return a is not None and b is not None and a.name == b.name and first.name != second.name


def melded_card(first: CardDefinition, second: CardDefinition) -> CardDefinition:
    """The card of the melded permanent: the back face, represented by both cards. The card
    whose ability melds them comes first (its back face is used)."""
    back = melded_face(first)
    assert back is not None
    return replace(back, layout=MELDED, faces=(first, second), german_name=back.german_name)


def meld(game: Game, exiled: list[int], controller: str) -> int | None:
    """701.42a: put two exiled cards of a meld pair onto the battlefield melded; anything
    else stays where it is (701.42c). Returns the melded permanent."""
    live = [oid for oid in exiled if oid in game.state.objects
            and game.obj(oid).zone == Zone.EXILE and not game.obj(oid).is_token]
    if len(live) != 2 or not is_pair(game.obj(live[0]).card, game.obj(live[1]).card):
        game.emit("meld", "the exiled cards can't be melded: they stay in exile (701.42c)",
                  tuple(live), player=controller)
        return None
    first, second = (game.obj(oid) for oid in live)
    card = melded_card(first.card, second.card)
    state = game.state
    state.zones[state.zone_key(Zone.EXILE, second.owner)].remove(second.oid)
    del state.objects[second.oid]  # 712.4a: the two cards are one object from now on
    first.card = card
    game.invalidate()
    oid = enter_battlefield(game, card, owner=first.owner, controller=controller,
                            from_oid=first.oid)
    game.emit("meld", f"{card.faces[0].name} and "
              f"{card.faces[1].name} meld into {card.name} (701.42a)", (oid,),
              player=controller)
    return oid


@handles(Meld)
def h_meld(res: Resolution, i: Meld) -> None:
    """712.4a: exile this permanent and the one named, then meld them."""
    game = res.game
    source = res.source
    if source is None or source not in game.state.objects:
        return
    others = partners(game, source, res.controller, i.partner, i.kind)
    exiled = []
    for oid in (source, *others[:1]):
        if game.obj(oid).zone == Zone.BATTLEFIELD:
            new = game.move(oid, Zone.EXILE, reason="to be melded (701.42a)")
            if new in game.state.objects:  # a token ceases to exist (111.8)
                exiled.append(new)
    meld(game, exiled, res.controller)
