"""Leaves-the-battlefield abilities look back in time (603.10a), counters included;
undying (702.93) and persist (702.79) return the card the creature became (400.7); "return
it to its owner's hand" finds the card in the graveyard (Rancor)."""

from __future__ import annotations

from tabletop.engine.definitions.abilities import TriggeredAbility
from tabletop.engine.definitions.instructions import ReturnToHand, SelfRef
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import CardType, Zone
from tests.engine.rules_kit import creature, enter, hand, keyword, resolve_all, table


def _dies(game: Game, oid: int) -> int:
    """Destroy it and let its triggers resolve; the newest object it became."""
    game.perform(A.DestroyObject(oid))
    resolve_all(game)
    return game.state.newest(oid)


def test_702_93a_undying_returns_it_with_a_counter_once() -> None:
    game = table(creature("Undying Bear", 2, 2, keyword("Undying")))
    bear = enter(game, "Undying Bear")
    back = _dies(game, bear)
    assert game.obj(back).zone == Zone.BATTLEFIELD
    assert game.obj(back).counters == {"+1/+1": 1} and game.chars(back).power == 3
    # 603.10a: it died with a +1/+1 counter on it (last known information): it stays
    again = _dies(game, back)
    assert game.obj(again).zone == Zone.GRAVEYARD


def test_702_79a_persist_returns_it_with_a_minus_counter() -> None:
    game = table(creature("Persistent Bear", 2, 2, keyword("Persist")))
    bear = enter(game, "Persistent Bear")
    back = _dies(game, bear)
    assert game.obj(back).zone == Zone.BATTLEFIELD and game.chars(back).power == 1
    assert game.obj(_dies(game, back)).zone == Zone.GRAVEYARD


def test_702_93a_undying_evil_grants_undying_until_end_of_turn() -> None:
    """Undying Evil (built-in card): the granted keyword triggers as the creature dies."""
    game = table()
    bears = enter(game, "Grizzly Bears")
    game.perform(A.PutInLibrary("Swamp", "Alice", 3))
    game.perform(A.CastSpell("Alice", hand(game, "Undying Evil"), (bears,), pay="free"))
    resolve_all(game)
    back = _dies(game, bears)
    assert game.obj(back).zone == Zone.BATTLEFIELD
    assert game.obj(back).counters == {"+1/+1": 1}


def test_603_6_return_it_to_its_owners_hand_from_the_graveyard() -> None:
    """Rancor-style: "When this is put into a graveyard from the battlefield, return it to
    its owner's hand" finds the card in the graveyard (400.7)."""
    comeback = TriggeredAbility(
        "When this is put into a graveyard from the battlefield, return it to its owner's "
        "hand.", trigger=Trigger(TriggerEvent.PUT_INTO_GRAVEYARD, subject="self",
                                 from_zone="battlefield"),
        effect=(ReturnToHand(SelfRef()),))
    charm = CardDefinition("Homing Charm", types=frozenset({CardType.ENCHANTMENT}),
                           abilities=(comeback,))
    game = table(charm)
    oid = enter(game, "Homing Charm")
    home = _dies(game, oid)
    assert game.obj(home).zone == Zone.HAND


def test_608_2h_swords_to_plowshares_reads_the_exiled_creatures_last_power() -> None:
    """608.2h: "Its controller gains life equal to its power": the creature has left, so
    its last known information is used (a 2/2 with two +1/+1 counters: 4 life)."""
    from tabletop.cards.compiler.compile import compile_text
    from tabletop.engine.model.mana import ManaCost

    text = "Exile target creature. Its controller gains life equal to its power."
    swords = CardDefinition("Swords to Plowshares", ManaCost.parse("{W}"),
                            types=frozenset({CardType.INSTANT}),
                            abilities=compile_text(text, "Swords to Plowshares").abilities)
    game = table(swords)
    bears = enter(game, "Grizzly Bears", "Bob", counters=(("+1/+1", 2),))
    game.perform(A.CastSpell("Alice", hand(game, "Swords to Plowshares"), (bears,),
                             pay="free"))
    resolve_all(game)
    assert game.obj(game.state.newest(bears)).zone == Zone.EXILE
    assert game.player("Bob").life == 24 and game.player("Alice").life == 20
