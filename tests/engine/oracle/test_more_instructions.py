"""More instructions from Oracle text: a one-time prevention shield from a chosen colour
(615.7), the top card of a library (401.1), heroic (a spell that targets it), abilities
activated from the hand (bloodrush), exile until it leaves (610.3c), "unless you attacked
this turn", "for each creature blocking it"."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

CIRCLE = card("Circle of Red", "Enchantment",
              "{1}: The next time a red source of your choice would deal damage to you this "
              "turn, prevent that damage.", "{1}{W}")
SEER = card("Top Seer", "Sorcery",
            "Reveal the top card of your library and put that card into your hand. Each "
            "opponent loses life equal to its mana value.", "{1}{B}")
HERO = card("Test Hero", "Creature — Human Soldier",
            "Heroic — Whenever you cast a spell that targets Test Hero, put a +1/+1 counter "
            "on Test Hero.", "{W}", "1/1")
RUSHER = card("Test Rusher", "Creature — Ogre",
              "Bloodrush — {R}, Discard Test Rusher: Target attacking creature gets +3/+3 "
              "until end of turn.", "{2}{R}", "3/3")
PRIEST = card("Banishing Priest", "Creature — Human Cleric",
              "When Banishing Priest enters, exile target creature an opponent controls "
              "until Banishing Priest leaves the battlefield.", "{1}{W}{W}", "2/2")


def test_615_7_the_next_time_a_red_source_would_deal_damage_once() -> None:
    game = table(CIRCLE)
    circle = enter(game, "Circle of Red")
    enter(game, "Plains")
    game.perform(A.ActivateAbility("Alice", circle, 1))
    resolve_all(game)
    bolt = hand(game, "Lightning Bolt", "Bob")
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", bolt, ("Alice",), pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 20
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", hand(game, "Lightning Bolt", "Bob"), ("Alice",),
                             pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 17  # used up


def test_401_1_the_top_card_and_its_mana_value() -> None:
    game = table(SEER)
    library(game, "Alice", 2, "Island")
    library(game, "Alice", 1, "Colossal Dreadmaw")
    game.perform(A.CastSpell("Alice", hand(game, "Top Seer"), pay="free"))
    resolve_all(game)
    names = [game.name_of(o) for o in game.state.zone_ids(Zone.HAND, "Alice")]
    assert names == ["Colossal Dreadmaw"]
    assert game.player("Bob").life == 14


def test_heroic_triggers_on_a_spell_that_targets_it() -> None:
    game = table(HERO)
    hero = enter(game, "Test Hero")
    game.perform(A.CastSpell("Alice", hand(game, "Giant Growth"), (hero,), pay="free"))
    resolve_all(game)
    assert game.obj(hero).counters.get("+1/+1") == 1
    bears = enter(game, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", hand(game, "Giant Growth"), (bears,), pay="free"))
    resolve_all(game)
    assert game.obj(hero).counters.get("+1/+1") == 1


def test_113_6k_bloodrush_from_the_hand() -> None:
    game = table(RUSHER)
    library(game, "Alice")
    library(game, "Bob")
    bears = enter(game, "Grizzly Bears")
    game.obj(bears).controlled_since_turn_start = True
    rusher = hand(game, "Test Rusher")
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    game.perform(A.ActivateAbility("Alice", rusher, 1, (bears,), pay="free"))
    resolve_all(game)
    assert zone(game, rusher) == Zone.GRAVEYARD
    assert game.chars(bears).power == 5


def test_610_3c_exiled_until_the_priest_leaves() -> None:
    game = table(PRIEST)
    bears = enter(game, "Grizzly Bears", "Bob")
    priest = enter(game, "Banishing Priest")
    resolve_all(game)
    assert zone(game, bears) == Zone.EXILE
    game.perform(A.DestroyObject(priest))
    resolve_all(game)
    assert zone(game, bears) == Zone.BATTLEFIELD


BOLSTERER = card("Test Bolsterer", "Creature — Human", "When Test Bolsterer enters, bolster "
                 "2.", "{2}{W}", "3/3")
SHIELD = card("Test Shield", "Enchantment",
              "Prevent all damage that would be dealt to creatures you control.", "{2}{W}")
GIFT = card("Test Gift", "Instant",
            "Counter target spell. Its controller creates a 2/2 blue Bird creature token with "
            "flying.", "{1}{U}{U}")


def test_701_39a_bolster_the_creature_with_the_least_toughness() -> None:
    game = table(BOLSTERER)
    bears = enter(game, "Grizzly Bears")
    bolsterer = enter(game, "Test Bolsterer")
    resolve_all(game)
    assert game.obj(bears).counters == {"+1/+1": 2} and game.obj(bolsterer).counters == {}


def test_615_prevent_all_damage_to_creatures_you_control() -> None:
    game = table(SHIELD)
    enter(game, "Test Shield")
    bears = enter(game, "Grizzly Bears")
    game.perform(A.DealDamageAction(bears, 5, None))
    assert zone(game, bears) == Zone.BATTLEFIELD and game.obj(bears).damage == 0


def test_111_2_the_countered_spell_s_controller_creates_the_token() -> None:
    game = table(GIFT)
    bolt = hand(game, "Lightning Bolt", "Bob")
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", bolt, ("Alice",), pay="free"))
    game.perform(A.PassPriority("Bob"))
    game.perform(A.CastSpell("Alice", hand(game, "Test Gift"), (game.stack()[-1],),
                             pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 20
    birds = [o for o in game.battlefield() if game.name_of(o) == "Bird"]
    assert len(birds) == 1 and game.controller_of(birds[0]) == "Bob"
