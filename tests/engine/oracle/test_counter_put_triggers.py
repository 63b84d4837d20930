"""Triggers on counters put on permanents (122.6, 603.2), from Oracle text: "Whenever a
+1/+1 counter is put on ~" triggers once for each counter, "Whenever you put one or more
-1/-1 counters on a creature" once for each putting, and only for its controller's
sources."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

FATHOM_MAGE = card("Fathom Mage", "Creature — Human Wizard",
                   "Evolve\nWhenever a +1/+1 counter is put on Fathom Mage, you may draw a "
                   "card.", "{2}{G}{U}", "1/1")
DEFENSES = card("Flourishing Defenses", "Enchantment",
                "Whenever a -1/-1 counter is put on a creature, you may create a 1/1 green Elf "
                "Warrior creature token.", "{4}{G}")
HAPATRA = card("Hapatra, Vizier of Poisons", "Legendary Creature — Human Cleric",
               "Whenever Hapatra, Vizier of Poisons deals combat damage to a player, you may "
               "put a -1/-1 counter on target creature.\nWhenever you put one or more -1/-1 "
               "counters on a creature, create a 1/1 green Snake creature token with "
               "deathtouch.", "{B}{G}", "2/2")
MIGHT = card("Might Beyond Reason", "Instant",
             "Put two +1/+1 counters on target creature.\nDelirium — Put three +1/+1 counters "
             "on that creature instead if there are four or more card types among cards in "
             "your graveyard.", "{3}{G}")
BLAST = card("Puncture Blast", "Instant", "Wither\nPuncture Blast deals 3 damage to any "
             "target.", "{2}{R}")
BOLT = card("Puncture Bolt", "Instant", "Puncture Bolt deals 1 damage to target creature. "
            "Put a -1/-1 counter on that creature.", "{1}{R}")
WALL = card("Wall of Stone", "Creature — Wall", "Defender", "{1}{R}{R}", "0/8")


def _game(*cards: object) -> Game:
    game = table(*cards)  # type: ignore[arg-type]
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    return game


def _cast(game: Game, caster: str, name: str, target: int) -> None:
    game.state.priority = caster
    game.perform(A.CastSpell(caster, hand(game, name, caster), (target,), pay="free"))
    resolve_all(game)


def _tokens(game: Game, name: str) -> int:
    return sum(1 for o in game.state.objects.values() if o.is_token and o.card.name == name)


def test_122_6_fathom_mage_draws_once_for_each_counter() -> None:
    game = _game(FATHOM_MAGE, MIGHT)
    mage = enter(game, "Fathom Mage")
    _cast(game, "Alice", "Might Beyond Reason", mage)
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 2


def test_122_6_defenses_count_each_minus_counter_on_any_creature() -> None:
    game = _game(DEFENSES, BLAST, BOLT, WALL)
    enter(game, "Flourishing Defenses")
    wall = enter(game, "Wall of Stone", "Bob")
    _cast(game, "Bob", "Puncture Bolt", wall)
    assert _tokens(game, "Elf Warrior") == 1
    _cast(game, "Bob", "Puncture Blast", wall)  # 702.80a wither: three counters at once
    assert _tokens(game, "Elf Warrior") == 4


def test_122_6_hapatra_counts_only_your_puttings_once_each() -> None:
    game = _game(HAPATRA, BLAST, WALL)
    enter(game, "Hapatra, Vizier of Poisons")
    wall = enter(game, "Wall of Stone", "Bob")
    _cast(game, "Alice", "Puncture Blast", wall)  # three counters at once: one Snake
    assert _tokens(game, "Snake") == 1
    _cast(game, "Bob", "Puncture Blast", wall)  # Bob's spell: no Snake
    assert _tokens(game, "Snake") == 1
