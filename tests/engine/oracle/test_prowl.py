"""Prowl (702.76a): a spell may be cast for its prowl cost once a source its caster
controlled dealt combat damage to a player this turn while sharing a creature type with
the spell."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.legal_actions import legal_actions
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import creature, enter, hand, library, resolve_all, table

NOGGIN_WHACK = card("Noggin Whack", "Tribal Sorcery — Rogue",
                    "Prowl {1}{B}\nTarget player reveals three cards from their hand. You "
                    "choose two of them. That player discards those cards.", "{2}{B}{B}")
STINKDRINKER = card("Stinkdrinker Bandit", "Creature — Goblin Rogue",
                    "Prowl {1}{B}\nWhenever a Rogue you control attacks and isn't blocked, it "
                    "gets +2/+1 until end of turn.", "{3}{B}", "2/1")
ROGUE = creature("Sneaky Rogue", 1, 1, subtypes=("Human", "Rogue"))
KNIGHT = creature("Plain Knight", 1, 1, subtypes=("Human", "Knight"))


def _hit_bob(game: Game, attacker: int) -> None:
    library(game, "Alice")
    library(game, "Bob")
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (attacker,), "Bob"))
    game.perform(A.AdvanceTo("postcombat_main"))
    resolve_all(game)


def _game(attacker: str) -> tuple[Game, int]:
    game = table(NOGGIN_WHACK, STINKDRINKER, ROGUE, KNIGHT)
    for _ in range(2):
        enter(game, "Swamp")
    _hit_bob(game, enter(game, attacker))
    assert game.player("Bob").life == 19
    for name in ("Island", "Forest", "Mountain"):
        hand(game, name, "Bob")
    return game, hand(game, "Noggin Whack")


def test_702_76a_after_a_rogue_hit_noggin_whack_is_cast_for_its_prowl_cost() -> None:
    game, whack = _game("Sneaky Rogue")
    options = {o.label: o for o in legal_actions(game, "Alice")}
    assert options["Cast Noggin Whack (prowled)"].legal
    game.perform(A.CastSpell("Alice", whack, ("Bob",), choices=(("cost", "prowl"),)))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.GRAVEYARD, "Bob")) == 2  # two of the three
    assert all(game.obj(o).tapped for o in game.permanents("Alice")
               if game.obj(o).card.name == "Swamp")  # {1}{B} paid, not {2}{B}{B}


def test_702_76a_a_source_without_a_shared_creature_type_does_not_allow_prowl() -> None:
    game, whack = _game("Plain Knight")
    with pytest.raises(IllegalAction, match="prowl"):
        game.perform(A.CastSpell("Alice", whack, ("Bob",), choices=(("cost", "prowl"),)))
    options = {o.label: o for o in legal_actions(game, "Alice")}
    assert not options["Cast Noggin Whack (prowled)"].legal


def test_702_76a_the_creature_spell_shares_goblin_or_rogue() -> None:
    game = table(STINKDRINKER, ROGUE)
    for _ in range(2):
        enter(game, "Swamp")
    _hit_bob(game, enter(game, "Sneaky Rogue"))
    bandit = hand(game, "Stinkdrinker Bandit")
    game.perform(A.CastSpell("Alice", bandit, choices=(("cost", "prowl"),)))
    resolve_all(game)
    assert any(game.obj(o).card.name == "Stinkdrinker Bandit" for o in game.permanents("Alice"))
