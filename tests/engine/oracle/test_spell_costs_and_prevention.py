"""Additional costs (601.2b, 118.8), prevention shields from resolved spells (615.7) and
"doesn't untap during its controller's next untap step" (502.3), from Oracle text."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

BONE = card("Bone Offering", "Sorcery",
            "As an additional cost to cast this spell, sacrifice a creature.\n"
            "Draw two cards.", "{B}")
FOG = card("Quiet Fog", "Instant", "Prevent all combat damage that would be dealt this turn.",
           "{G}")
FROST = card("Frost Breath", "Instant",
             "Tap up to two target creatures. Those creatures don't untap during their "
             "controller's next untap step.", "{2}{U}")


def test_601_2b_an_additional_cost_is_paid_as_the_spell_is_cast() -> None:
    game = table(BONE)
    library(game, "Alice")
    offering = hand(game, "Bone Offering")
    with pytest.raises(A.IllegalAction, match="additional cost"):
        game.perform(A.CastSpell("Alice", offering, pay="free"))
    bears = enter(game, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", offering, pay="free"))
    assert zone(game, bears) == Zone.GRAVEYARD
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 2


def test_615_7_fog_prevents_all_combat_damage_this_turn() -> None:
    game = table(FOG)
    library(game, "Alice")
    library(game, "Bob")
    bears = enter(game, "Grizzly Bears")
    game.obj(bears).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ()))
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", hand(game, "Quiet Fog", "Bob"), pay="free"))
    resolve_all(game)
    game.perform(A.AdvanceTo("end_of_combat"))
    assert game.player("Bob").life == 20
    game.perform(A.DealDamageAction("Bob", 3, bears))  # not combat damage: dealt
    assert game.player("Bob").life == 17


def test_502_3_tapped_creatures_skip_their_controllers_next_untap_step() -> None:
    game = table(FROST)
    library(game, "Alice")
    library(game, "Bob")
    a = enter(game, "Grizzly Bears", "Bob")
    b = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Frost Breath"), (a, b), pay="free"))
    resolve_all(game)
    assert game.obj(a).tapped and game.obj(b).tapped
    game.perform(A.AdvanceTo("next_turn"))  # Bob's untap step: they stay tapped
    assert game.obj(a).tapped and game.obj(b).tapped
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))  # Bob's next untap step: they untap
    assert not game.obj(a).tapped and not game.obj(b).tapped
