"""Exiled and returned at once (400.7: a new object): "Exile Jill, then return it to the
battlefield transformed under its owner's control" (701.27f: its back face up), and
"Exile up to two target creatures you control, then return those cards to the
battlefield" (each card the exile named)."""

from __future__ import annotations

from tabletop.cards.build import build_definition
from tabletop.cards.importers import table_from_mtgjson
from tabletop.cards.records import record_from_table
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

_JILL = "Jill, Shiva's Dominant // Shiva, Warden of Ice"
JILL = build_definition(record_from_table(table_from_mtgjson([
    {"name": _JILL, "manaCost": "{2}{U}", "type": "Legendary Creature — Human Noble Warrior",
     "text": "When Jill enters, return up to one other target nonland permanent to its "
             "owner's hand.\n{3}{U}{U}, {T}: Exile Jill, then return it to the battlefield "
             "transformed under its owner's control. Activate only as a sorcery.",
     "layout": "transform", "power": "2", "toughness": "2",
     "faceName": "Jill, Shiva's Dominant", "side": "a"},
    {"name": _JILL, "manaCost": "", "type": "Legendary Enchantment Creature — Saga Elemental",
     "text": "(As this Saga enters and after your draw step, add a lore counter.)\nI, II — "
             "Mesmerize — Target creature can't be blocked this turn.\nIII — Cold Snap — Tap "
             "all lands your opponents control. Exile Shiva, then return it to the "
             "battlefield (front face up).", "layout": "transform", "power": "4",
     "toughness": "5", "faceName": "Shiva, Warden of Ice", "side": "b"}])))
FLICKER = card("Displace", "Instant",
               "Exile up to two target creatures you control, then return those cards to the "
               "battlefield under their owner's control.", "{2}{U}")


def test_701_27f_jill_returns_with_her_back_face_up() -> None:
    assert JILL.unknown_clauses == ()
    game = table(JILL)
    jill = enter(game, "Jill, Shiva's Dominant")
    resolve_all(game)  # her enters trigger finds no other permanent
    game.perform(A.ActivateAbility("Alice", jill, 1, pay="free"))
    resolve_all(game)
    (shiva,) = [o for o in game.battlefield() if game.controller_of(o) == "Alice"]
    assert shiva != jill and zone(game, jill) == Zone.BATTLEFIELD
    assert game.chars(shiva).name == "Shiva, Warden of Ice"


def test_400_7_both_exiled_creatures_return_as_new_objects() -> None:
    game = table(FLICKER)
    bears = enter(game, "Grizzly Bears", tapped=True)
    dreadmaw = enter(game, "Colossal Dreadmaw", tapped=True)
    game.perform(A.CastSpell("Alice", hand(game, "Displace"), (bears, dreadmaw),
                             pay="free"))
    resolve_all(game)
    back = [o for o in game.battlefield() if game.controller_of(o) == "Alice"]
    assert sorted(game.name_of(o) for o in back) == ["Colossal Dreadmaw", "Grizzly Bears"]
    assert not any(game.obj(o).tapped for o in back)  # new, untapped objects
