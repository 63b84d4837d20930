"""Keyword actions and trigger events of 2020-2025 sets, from Oracle text: learn (701.48),
collect evidence (701.59), discover (701.57) with "if you cast it", connive (701.50),
valiant ("for the first time each turn"), magecraft ("whenever you cast or copy an
instant or sorcery spell", 707.10)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

SUBTRACTION = card("Arcane Subtraction", "Instant",
                   "Target creature gets -4/-0 until end of turn.\nLearn. (You may reveal a "
                   "Lesson card you own from outside the game and put it into your hand, or "
                   "discard a card to draw a card.)", "{1}{U}")
NETTLE = card("Nettle Guard", "Creature — Mouse Soldier",
              "Valiant — Whenever Nettle Guard becomes the target of a spell or ability you "
              "control for the first time each turn, it gets +0/+2 until end of turn.\n{1}, "
              "Sacrifice Nettle Guard: Destroy target artifact or enchantment.", "{1}{W}", "3/1")
PLEDGEMAGE = card("Lorehold Pledgemage", "Creature — Kor Shaman",
                  "First strike\nMagecraft — Whenever you cast or copy an instant or sorcery "
                  "spell, Lorehold Pledgemage gets +1/+0 until end of turn.", "{1}{R/W}{R/W}",
                  "2/2")
MONITOR = card("Surveillance Monitor", "Creature — Vedalken Detective",
               "When Surveillance Monitor enters, you may collect evidence 4. (Exile cards with "
               "total mana value 4 or greater from your graveyard.)\nWhenever you collect "
               "evidence, create a 1/1 colorless Thopter artifact creature token with flying.",
               "{3}{U}", "3/3")
TWINCAST = card("Twincast", "Instant", "Copy target instant or sorcery spell. You may choose "
                "new targets for the copy.", "{U}{U}")
DREADMAW = card("Colossal Dreadmaw", "Creature — Dinosaur", "Trample", "{4}{G}{G}", "6/6")
GIANT_GROWTH = card("Giant Growth", "Instant", "Target creature gets +3/+3 until end of turn.",
                    "{G}")


def _cards_in(game: Game, zone: Zone, player: str | None = "Alice") -> int:
    return len(game.state.zone_ids(zone, player))


def test_701_48a_learn_discards_a_card_to_draw_a_card() -> None:
    game = table(SUBTRACTION)
    library(game, "Alice", 5)
    hand(game, "Grizzly Bears")
    bears = enter(game, "Grizzly Bears", "Bob")
    for _ in range(2):
        enter(game, "Island")
    game.perform(A.CastSpell("Alice", hand(game, "Arcane Subtraction"), (bears,)))
    resolve_all(game)
    assert game.chars(bears).power == -2
    assert _cards_in(game, Zone.GRAVEYARD) == 2  # the spell and the discarded card
    assert _cards_in(game, Zone.HAND) == 1 and _cards_in(game, Zone.LIBRARY) == 4


def test_701_48a_learn_with_an_empty_hand_draws_nothing() -> None:
    game = table(SUBTRACTION)
    library(game, "Alice", 5)
    bears = enter(game, "Grizzly Bears", "Bob")
    for _ in range(2):
        enter(game, "Island")
    game.perform(A.CastSpell("Alice", hand(game, "Arcane Subtraction"), (bears,)))
    resolve_all(game)
    assert _cards_in(game, Zone.HAND) == 0 and _cards_in(game, Zone.LIBRARY) == 5


def test_valiant_triggers_the_first_time_each_turn_only() -> None:
    game = table(NETTLE, GIANT_GROWTH)
    guard = enter(game, "Nettle Guard")
    for _ in range(2):
        enter(game, "Forest")
        game.perform(A.CastSpell("Alice", hand(game, "Giant Growth"), (guard,)))
        resolve_all(game)
    assert game.chars(guard).toughness == 1 + 3 + 3 + 2  # one valiant trigger, two spells


def test_valiant_ignores_an_opponents_spell() -> None:
    game = table(NETTLE, GIANT_GROWTH)
    guard = enter(game, "Nettle Guard")
    enter(game, "Forest", "Bob")
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", hand(game, "Giant Growth", "Bob"), (guard,)))
    resolve_all(game)
    assert game.chars(guard).toughness == 4


def test_magecraft_on_casting_and_on_copying() -> None:
    game = table(PLEDGEMAGE, TWINCAST, GIANT_GROWTH)
    mage = enter(game, "Lorehold Pledgemage")
    bears = enter(game, "Grizzly Bears")
    for name in ("Forest", "Island", "Island"):
        enter(game, name)
    game.perform(A.CastSpell("Alice", hand(game, "Giant Growth"), (bears,)))
    growth = next(o for o in game.stack() if game.name_of(o) == "Giant Growth")
    game.perform(A.CastSpell("Alice", hand(game, "Twincast"), (growth,)))
    resolve_all(game)
    assert game.chars(mage).power == 2 + 3  # cast Giant Growth, cast Twincast, copied
    assert game.chars(bears).power == 2 + 6


def test_701_59_collect_evidence_then_its_trigger() -> None:
    game = table(MONITOR)
    for name in ("Grizzly Bears", "Grizzly Bears", "Llanowar Elves"):
        oid = enter(game, name)
        game.perform(A.MoveObject(oid, "graveyard"))
    enter(game, "Surveillance Monitor")
    resolve_all(game)
    assert _cards_in(game, Zone.EXILE, None) == 2  # two Bears: mana value 4
    assert _cards_in(game, Zone.GRAVEYARD) == 1
    thopters = [o for o in game.permanents("Alice") if game.chars(o).name == "Thopter"]
    assert len(thopters) == 1


def test_701_59b_too_little_evidence_is_not_collected() -> None:
    game = table(MONITOR)
    oid = enter(game, "Llanowar Elves")
    game.perform(A.MoveObject(oid, "graveyard"))
    enter(game, "Surveillance Monitor")
    resolve_all(game)
    assert _cards_in(game, Zone.GRAVEYARD) == 1
    assert not [o for o in game.permanents("Alice") if game.chars(o).name == "Thopter"]


APPRAISER = card("Geological Appraiser", "Creature — Human Artificer",
                 "When Geological Appraiser enters, if you cast it, discover 3. (Exile cards "
                 "from the top of your library until you exile a nonland card with mana value "
                 "3 or less. Cast it without paying its mana cost or put it into your hand. "
                 "Put the rest on the bottom in a random order.)", "{2}{R}{R}", "3/2")


def test_701_57a_discover_casts_the_card_found_for_free() -> None:
    game = table(APPRAISER, DREADMAW)
    library(game, "Alice", 1, "Grizzly Bears")  # mana value 2: found under the lands
    library(game, "Alice", 2, "Mountain")
    library(game, "Alice", 1, "Colossal Dreadmaw")  # mana value 6: too much
    for _ in range(4):
        enter(game, "Mountain")
    game.perform(A.CastSpell("Alice", hand(game, "Geological Appraiser")))
    resolve_all(game)
    names = sorted(game.chars(o).name for o in game.permanents("Alice"))
    assert "Grizzly Bears" in names  # cast without paying its mana cost
    library_names = [game.obj(o).card.name for o in game.state.zone_ids(Zone.LIBRARY, "Alice")]
    assert sorted(library_names) == ["Colossal Dreadmaw", "Mountain", "Mountain"]


def test_if_you_cast_it_a_permanent_put_onto_the_battlefield_discovers_nothing() -> None:
    game = table(APPRAISER)
    library(game, "Alice", 2, "Grizzly Bears")
    enter(game, "Geological Appraiser")
    resolve_all(game)
    assert _cards_in(game, Zone.LIBRARY) == 2


INFORMANT = card("Raffine's Informant", "Creature — Human Wizard",
                 "When Raffine's Informant enters, it connives. (Draw a card, then discard a "
                 "card. If you discarded a nonland card, put a +1/+1 counter on this "
                 "creature.)", "{1}{W}", "2/1")


def test_701_50a_connive_a_nonland_card_discarded_gives_a_counter() -> None:
    game = table(INFORMANT)
    library(game, "Alice", 1, "Grizzly Bears")
    informant = enter(game, "Raffine's Informant")
    resolve_all(game)
    assert game.obj(informant).counters.get("+1/+1") == 1
    assert _cards_in(game, Zone.GRAVEYARD) == 1 and _cards_in(game, Zone.HAND) == 0


def test_701_50a_connive_a_land_discarded_gives_none() -> None:
    game = table(INFORMANT)
    library(game, "Alice", 1, "Plains")
    informant = enter(game, "Raffine's Informant")
    resolve_all(game)
    assert not game.obj(informant).counters.get("+1/+1")
    assert _cards_in(game, Zone.GRAVEYARD) == 1
