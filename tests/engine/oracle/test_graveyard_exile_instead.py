"""Cards exiled instead of being put into a graveyard (614.1a), from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table

LEYLINE = card("Leyline of the Void", "Enchantment",
               "If Leyline of the Void is in your opening hand, you may begin the game with it "
               "on the battlefield.\nIf a card would be put into an opponent's graveyard from "
               "anywhere, exile it instead.", "{2}{B}{B}")
MILITANT = card("Dryad Militant", "Creature — Dryad Soldier",
                "If an instant or sorcery card would be put into a graveyard from anywhere, "
                "exile it instead.", "{G/W}", "2/1")
REST = card("Rest in Peace", "Enchantment",
            "When Rest in Peace enters, exile all cards from all graveyards.\nIf a card or "
            "token would be put into a graveyard from anywhere, exile it instead.", "{1}{W}")


def _bolt(game: Game, caster: str, target: int) -> int:
    bolt = hand(game, "Lightning Bolt", caster)
    game.state.priority = caster
    game.perform(A.CastSpell(caster, bolt, (target,), pay="free"))
    resolve_all(game)
    return bolt


def test_614_1a_leyline_exiles_an_opponents_creature_dying() -> None:
    game = table(LEYLINE)
    enter(game, "Leyline of the Void")
    bears = enter(game, "Grizzly Bears", "Bob")
    _bolt(game, "Alice", bears)
    assert game.state.zone_ids(Zone.GRAVEYARD, "Bob") == []
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.EXILE, "Bob")] == \
        ["Grizzly Bears"]
    # Alice's own Lightning Bolt goes to her graveyard as usual
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.GRAVEYARD, "Alice")] == \
        ["Lightning Bolt"]


def test_614_1a_leyline_leaves_its_controllers_cards_alone() -> None:
    game = table(LEYLINE)
    enter(game, "Leyline of the Void")
    bears = enter(game, "Grizzly Bears")
    _bolt(game, "Bob", bears)
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.GRAVEYARD, "Alice")] == \
        ["Grizzly Bears"]
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.EXILE, "Bob")] == \
        ["Lightning Bolt"]  # Bob's spell went to Bob's graveyard: exiled instead


def test_614_1a_militant_exiles_resolved_instants_but_not_creatures() -> None:
    game = table(MILITANT)
    enter(game, "Dryad Militant")
    bears = enter(game, "Grizzly Bears", "Bob")
    _bolt(game, "Alice", bears)
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.EXILE, "Alice")] == \
        ["Lightning Bolt"]
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.GRAVEYARD, "Bob")] == \
        ["Grizzly Bears"]


def test_614_1a_rest_in_peace_exiles_every_card() -> None:
    game = table(REST)
    enter(game, "Rest in Peace")
    bears = enter(game, "Grizzly Bears", "Bob")
    _bolt(game, "Alice", bears)
    assert game.state.zone_ids(Zone.GRAVEYARD, "Alice") == []
    assert game.state.zone_ids(Zone.GRAVEYARD, "Bob") == []
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.EXILE, "Bob")] == \
        ["Grizzly Bears"]


FROSTWIELDER = card("Frostwielder", "Creature — Human Shaman",
                    "{T}: Frostwielder deals 1 damage to any target.\nIf a creature dealt "
                    "damage by Frostwielder this turn would die, exile it instead.", "{2}{R}{R}",
                    "1/2")


def test_614_1a_a_creature_frostwielder_damaged_this_turn_is_exiled() -> None:
    game = table(FROSTWIELDER)
    wielder = enter(game, "Frostwielder", sick=False)
    bears = enter(game, "Grizzly Bears", "Bob")
    other = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.ActivateAbility("Alice", wielder, 1, (bears,)))
    resolve_all(game)
    _bolt(game, "Alice", bears)  # dies later the same turn: still exiled
    _bolt(game, "Alice", other)  # never damaged by Frostwielder
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.EXILE, "Bob")] == \
        ["Grizzly Bears"]
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.GRAVEYARD, "Bob")] == \
        ["Grizzly Bears"]
