"""A planeswalker that becomes a creature until end of turn (205.1a-b, 205.4a), from Oracle
text: Sarkhan, the Dragonspeaker ("becomes a legendary 4/4 red Dragon creature": its card
types are replaced, "legendary" is kept) and Gideon, Ally of Zendikar ("that's still a
planeswalker", and "him" is Gideon: 615.1 prevention)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import CardType, Color, Supertype
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table

SARKHAN = card("Sarkhan, the Dragonspeaker", "Legendary Planeswalker — Sarkhan",
               "+1: Until end of turn, Sarkhan, the Dragonspeaker becomes a legendary 4/4 red "
               "Dragon creature with flying, indestructible, and haste.\n"
               "−3: Sarkhan, the Dragonspeaker deals 4 damage to target creature.",
               "{3}{R}{R}")  # its −6 emblem is left out here
GIDEON = card("Gideon, Ally of Zendikar", "Legendary Planeswalker — Gideon",
              "+1: Until end of turn, Gideon, Ally of Zendikar becomes a 5/5 Human Soldier Ally "
              "creature with indestructible that's still a planeswalker. Prevent all damage "
              "that would be dealt to him this turn.\n"
              "0: Create a 2/2 white Knight Ally creature token.\n"
              "−4: You get an emblem with \"Creatures you control get +1/+1.\"", "{2}{W}{W}")
BOLT = card("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target.", "{R}")


def test_205_4a_sarkhan_becomes_a_legendary_dragon_and_no_planeswalker() -> None:
    game = table(SARKHAN)
    sarkhan = enter(game, "Sarkhan, the Dragonspeaker", counters=(("loyalty", 4),))
    game.perform(A.ActivateAbility("Alice", sarkhan, 1, pay="free"))
    resolve_all(game)
    chars = game.chars(sarkhan)
    assert chars.types == {CardType.CREATURE}  # 205.1a: the new type replaces the old
    assert Supertype.LEGENDARY in chars.supertypes
    assert "Dragon" in chars.subtypes
    assert (chars.power, chars.toughness, chars.colors) == (4, 4, frozenset({Color.RED}))
    assert chars.has_ability("Flying") and chars.has_ability("Haste")
    assert game.obj(sarkhan).counters.get("loyalty") == 5


def test_205_1b_gideon_is_still_a_planeswalker_and_damage_to_him_is_prevented() -> None:
    game = table(GIDEON, BOLT)
    gideon = enter(game, "Gideon, Ally of Zendikar", counters=(("loyalty", 4),))
    game.perform(A.ActivateAbility("Alice", gideon, 1, pay="free"))
    resolve_all(game)
    chars = game.chars(gideon)
    assert chars.types == {CardType.CREATURE, CardType.PLANESWALKER}
    assert (chars.power, chars.toughness) == (5, 5)
    bolt = hand(game, "Lightning Bolt", "Bob")
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", bolt, (gideon,), pay="free"))
    resolve_all(game)
    assert game.obj(gideon).damage == 0
    assert game.obj(gideon).counters.get("loyalty") == 5
