"""603.4: intervening "if" conditions counting cards in your graveyard or library, a card
in your graveyard or a permanent you control, and "fewer than N counters"."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

CEMETERY = card("Oversold Cemetery", "Enchantment",
                "At the beginning of your upkeep, if you have four or more creature cards in "
                "your graveyard, you may return target creature card from your graveyard to "
                "your hand.", "{1}{B}")
STEAM_KIN = card("Runaway Steam-Kin", "Creature — Elemental",
                 "Whenever you cast a red spell, if Runaway Steam-Kin has fewer than three "
                 "+1/+1 counters on it, put a +1/+1 counter on Runaway Steam-Kin.\nRemove three "
                 "+1/+1 counters from Runaway Steam-Kin: Add {R}{R}{R}.", "{1}{R}", "1/1")
DESERTS_HOLD = card("Desert's Hold", "Enchantment — Aura",
                    "Enchant creature\nWhen Desert's Hold enters, if you control a Desert or "
                    "there is a Desert card in your graveyard, you gain 3 life.\nEnchanted "
                    "creature can't attack or block, and its activated abilities can't be "
                    "activated.", "{2}{W}")
DESERT = card("Desert", "Land — Desert",
              "{T}: Add {C}.\n{T}: Desert deals 1 damage to target attacking creature. "
              "Activate only during the end of combat step.")


def _cemetery_returns(creatures: int) -> bool:
    game = table(CEMETERY, step=Step.UNTAP)
    library(game, "Alice")
    enter(game, "Oversold Cemetery")
    dead = [enter(game, "Grizzly Bears") for _ in range(creatures)]
    for oid in dead:
        game.perform(A.DestroyObject(oid))
    enter(game, "Island")
    game.perform(A.DestroyObject(enter(game, "Island")))  # a land card doesn't count
    game.perform(A.AdvanceTo("upkeep"))
    resolve_all(game)
    return any(zone(game, oid) == Zone.HAND for oid in dead)


def test_603_4_four_creature_cards_in_your_graveyard() -> None:
    assert _cemetery_returns(4)
    assert not _cemetery_returns(3)


def test_603_4_fewer_than_three_counters() -> None:
    game = table(STEAM_KIN)
    library(game, "Alice")
    kin = enter(game, "Runaway Steam-Kin")
    for _ in range(4):
        game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), ("Bob",), pay="free"))
        resolve_all(game)
    assert game.obj(kin).counters.get("+1/+1") == 3  # the fourth spell found three


def _hold_life(desert_where: str) -> int:
    game: Game = table(DESERTS_HOLD, DESERT)
    library(game, "Alice")
    bears = enter(game, "Grizzly Bears", "Bob")
    if desert_where == "battlefield":
        enter(game, "Desert")
    elif desert_where == "graveyard":
        game.perform(A.DestroyObject(enter(game, "Desert")))
    game.perform(A.CastSpell("Alice", hand(game, "Desert's Hold"), (bears,), pay="free"))
    resolve_all(game)
    return game.player("Alice").life


def test_603_4_a_desert_you_control_or_in_your_graveyard() -> None:
    assert _hold_life("battlefield") == 23
    assert _hold_life("graveyard") == 23
    assert _hold_life("nowhere") == 20
