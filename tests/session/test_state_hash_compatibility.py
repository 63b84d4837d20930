"""Recordings keep the state hash after every action; recordings made by earlier versions
must still replay with those hashes. The values here were computed by the program as it
was before the hash was built from kept parts and before new state (this turn's events,
day and night, speed) was added: the same actions must give the same hashes."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.session.cardpool import builtin_pool
from tabletop.session.session import GameSession, Setup

# after the 7th, the 10th and the 14th action (computed at commit 12cccea)
BEFORE = {
    7: "686c6ccc011ae06a8c1188e96c87f6cfe118f59d33a38c9b58bd9451abe703bf",
    10: "54b595250f3237570fb6d4cbd80b710d3efff1eb973bafc9f99f10c9ea26345d",
    14: "de4944f9815cf8debb99f60887cf367dc2831a2e19af2cdb7ba28abf2810a239",
}


def test_the_same_actions_give_the_hashes_earlier_versions_recorded() -> None:
    s = GameSession(Setup(), builtin_pool())
    for name in ("Mountain", "Mountain", "Grizzly Bears", "Glorious Anthem",
                 "Coralhelm Commander"):
        s.perform(A.EnterBattlefield(name, "Alice"))
    s.perform(A.EnterBattlefield("Grizzly Bears", "Bob"))
    s.perform(A.PutInHand("Lightning Bolt", "Alice"))
    knight, bob_bear = s.game.battlefield()[4], s.game.battlefield()[5]
    s.perform(A.AddCounters(knight, "level", 2))
    s.perform(A.DealDamageAction(bob_bear, 1))
    s.perform(A.SetLife("Bob", -3))
    bolt = s.game.state.zone_ids(Zone.HAND, "Alice")[0]
    s.perform(A.CastSpell("Alice", bolt, (bob_bear,)))
    s.perform(A.PassPriority("Alice"))
    s.perform(A.PassPriority("Bob"))
    s.perform(A.AdvanceTo("end"))
    assert {n: s.history[n - 1].state_hash for n in BEFORE} == BEFORE
