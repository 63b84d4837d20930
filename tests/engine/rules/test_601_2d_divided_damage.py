"""601.2d: dividing damage among targets is announced as the spell is cast."""

from __future__ import annotations

import pytest

from tabletop.engine.definitions.abilities import SpellAbility
from tabletop.engine.definitions.expressions import Const
from tabletop.engine.definitions.instructions import AllTargetsRef, DealDamage, TargetSpec
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import CardType, Zone
from tabletop.engine.model.mana import ManaCost
from tabletop.session.cardpool import builtin_pool

FORKED = CardDefinition(
    "Forked Shock", ManaCost.parse("{R}"), types=frozenset({CardType.INSTANT}),
    abilities=(SpellAbility(
        "Forked Shock deals 3 damage divided as you choose among one or two targets.",
        effect=(DealDamage(Const(3), AllTargetsRef(), divided=True),),
        targets=(TargetSpec(kind="any", count_min=1, count_max=2),)),))


def table() -> tuple[Game, int, int]:
    pool = builtin_pool()
    game = Game(cards=lambda n: FORKED if n == "Forked Shock" else pool(n))
    game.perform(A.EnterBattlefield("Mountain", "Alice"))
    game.perform(A.EnterBattlefield("Grizzly Bears", "Bob"))
    bears = game.battlefield()[-1]
    game.perform(A.PutInHand("Forked Shock", "Alice"))
    return game, bears, game.state.zone_ids(Zone.HAND, "Alice")[-1]


def test_601_2d_the_division_is_announced_and_followed() -> None:
    game, bears, card = table()
    game.perform(A.CastSpell("Alice", card, (bears, "Bob"),
                             (("distribute", {str(bears): 2, "Bob": 1}),)))
    game.perform(A.PassPriority("Alice"))
    game.perform(A.PassPriority("Bob"))
    assert game.state.objects.get(bears) is None or game.obj(bears).zone != Zone.BATTLEFIELD
    assert game.player("Bob").life == 19


@pytest.mark.parametrize("division", [{"Bob": 3}, {"Bob": 3, "b": 0}, {"Bob": 2, "b": 2}])
def test_601_2d_each_target_gets_at_least_one_and_the_total_is_exact(division: dict) -> None:
    game, bears, card = table()
    shares = {(str(bears) if k == "b" else k): v for k, v in division.items()}
    before = game.state_hash()
    with pytest.raises(A.IllegalAction, match=r"601\.2d"):
        game.perform(A.CastSpell("Alice", card, (bears, "Bob"), (("distribute", shares),)))
    assert game.state_hash() == before


def test_601_2d_without_an_answer_the_damage_is_spread_evenly() -> None:
    game, bears, card = table()
    game.perform(A.CastSpell("Alice", card, (bears, "Bob")))
    game.perform(A.PassPriority("Alice"))
    game.perform(A.PassPriority("Bob"))
    assert game.player("Bob").life == 19  # 2 to the first target, 1 to the second
    assert game.obj(game.state.zone_ids(Zone.GRAVEYARD, "Bob")[-1]).card.name == \
        "Grizzly Bears"
