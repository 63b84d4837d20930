"""701.12a: "Exchange your hand and library, then shuffle.", from Oracle text (Mordenkainen's
−10), with the emblem it gives (114)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, library, resolve_all, table

MORDENKAINEN = card(
    "Mordenkainen", "Legendary Planeswalker — Mordenkainen",
    "[+2]: Draw two cards, then put a card from your hand on the bottom of your library.\n"
    "[−2]: Create a blue Dog Illusion creature token with \"This creature's power and "
    "toughness are each equal to twice the number of cards in your hand.\"\n"
    "[−10]: Exchange your hand and library, then shuffle. You get an emblem with \"You have "
    "no maximum hand size.\"", "{4}{U}{U}")


def test_701_12a_exchange_your_hand_and_library() -> None:
    game = table(MORDENKAINEN)
    library(game, "Alice", 9, "Island")
    bears = [hand(game, "Grizzly Bears") for _ in range(2)]
    events = game.perform(A.EnterBattlefield("Mordenkainen", "Alice",
                                             counters=(("loyalty", 10),)))
    walker = next(e.objects[0] for e in events if e.kind == "enters")
    game.perform(A.ActivateAbility("Alice", walker, 3))
    resolved = resolve_all(game)
    in_hand = game.objects_in(Zone.HAND, "Alice")
    assert len(in_hand) == 9 and all(game.name_of(o) == "Island" for o in in_hand)
    assert all(game.state.objects[game.state.newest(b)].zone == Zone.LIBRARY for b in bears)
    assert len(game.objects_in(Zone.LIBRARY, "Alice")) == 2
    assert any(e.kind == "emblem" for e in resolved)  # 114: then the emblem
