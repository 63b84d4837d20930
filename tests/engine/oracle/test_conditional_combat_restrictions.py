"""Attack and block restrictions with a condition, from Oracle text (508.1c, 509.1b):
"~ can't attack unless ...", "~ can't attack if ...", "~ can't attack or block alone"
(506.5), "unless at least two other creatures attack"; and "Islands don't untap during
their controllers' untap steps", "~ doesn't untap ... if it has a depletion counter on it"
(502.3)."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, table

WAR_FALCON = card("War Falcon", "Creature — Bird",
                  "Flying\nWar Falcon can't attack unless you control a Knight or a Soldier.",
                  "{W}", "2/1")
GOBLIN_GOON = card("Goblin Goon", "Creature — Goblin Mutant",
                   "Goblin Goon can't attack unless you control more creatures than defending "
                   "player.\nGoblin Goon can't block unless you control more creatures than "
                   "attacking player.", "{3}{R}", "6/6")
THROATSEEKER = card("Chained Throatseeker", "Creature — Horror",
                    "Infect\nChained Throatseeker can't attack unless defending player is "
                    "poisoned.", "{5}{U}", "5/5")
GOBLIN_MUTANT = card("Goblin Mutant", "Creature — Goblin Mutant",
                     "Trample\nGoblin Mutant can't attack if defending player controls an "
                     "untapped creature with power 3 or greater.\nGoblin Mutant can't block "
                     "creatures with power 3 or greater.", "{2}{R}{R}", "5/3")
WIRECAT = card("Wirecat", "Artifact Creature — Cat",
               "Wirecat can't attack or block if an enchantment is on the battlefield.", "{4}",
               "4/3")
JACKAL = card("Jackal Familiar", "Creature — Jackal",
              "Jackal Familiar can't attack or block alone.", "{R}", "2/2")
CONSCRIPTS = card("Orcish Conscripts", "Creature — Orc",
                  "Orcish Conscripts can't attack unless at least two other creatures attack."
                  "\nOrcish Conscripts can't block unless at least two other creatures block.",
                  "{R}", "2/2")
GIANT = card("Test Giant", "Creature — Giant", "", "{3}{R}", "3/3")
KNIGHT = card("Test Knight", "Creature — Human Knight", "", "{W}", "2/2")
CHOKE = card("Choke", "Enchantment",
             "Islands don't untap during their controllers' untap steps.", "{2}{G}")
LAND_CAP = card("Land Cap", "Land",
                "Land Cap doesn't untap during your untap step if it has a depletion counter "
                "on it.\nAt the beginning of your upkeep, remove a depletion counter from Land "
                "Cap.\n{T}: Add {W} or {U}. Put a depletion counter on Land Cap.")


def _ready(game: Game, name: str, controller: str = "Alice") -> int:
    oid = enter(game, name, controller)
    game.obj(oid).controlled_since_turn_start = True
    return oid


def _to_attack(game: Game) -> None:
    library(game, "Alice")
    library(game, "Bob")
    game.perform(A.AdvanceTo("declare_attackers"))


def test_508_1c_cant_attack_unless_you_control_a_knight_or_a_soldier() -> None:
    game = table(WAR_FALCON, KNIGHT)
    falcon = _ready(game, "War Falcon")
    _to_attack(game)
    with pytest.raises(A.IllegalAction, match="can't attack unless"):
        game.perform(A.DeclareAttackers("Alice", (falcon,), "Bob"))
    enter(game, "Test Knight")
    game.perform(A.DeclareAttackers("Alice", (falcon,), "Bob"))
    assert game.obj(falcon).attacking == "Bob"


def test_508_1c_more_creatures_than_defending_player() -> None:
    game = table(GOBLIN_GOON)
    goon = _ready(game, "Goblin Goon")
    enter(game, "Grizzly Bears", "Bob")
    _to_attack(game)
    with pytest.raises(A.IllegalAction, match="can't attack unless"):
        game.perform(A.DeclareAttackers("Alice", (goon,), "Bob"))
    enter(game, "Grizzly Bears")  # two creatures against one
    game.perform(A.DeclareAttackers("Alice", (goon,), "Bob"))
    assert game.obj(goon).attacking == "Bob"


def test_509_1b_cant_block_unless_more_creatures_than_attacking_player() -> None:
    game = table(GOBLIN_GOON)
    goon = enter(game, "Goblin Goon", "Bob")
    bears = _ready(game, "Grizzly Bears")
    enter(game, "Grizzly Bears")
    _to_attack(game)
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    with pytest.raises(A.IllegalAction, match="can't block unless"):
        game.perform(A.DeclareBlockers("Bob", ((goon, bears),)))


def test_508_1c_cant_attack_unless_defending_player_is_poisoned() -> None:
    game = table(THROATSEEKER)
    seeker = _ready(game, "Chained Throatseeker")
    _to_attack(game)
    with pytest.raises(A.IllegalAction, match="poisoned"):
        game.perform(A.DeclareAttackers("Alice", (seeker,), "Bob"))
    game.player("Bob").counters["poison"] = 1
    game.perform(A.DeclareAttackers("Alice", (seeker,), "Bob"))
    assert game.obj(seeker).attacking == "Bob"


def test_508_1c_cant_attack_if_defending_player_controls_an_untapped_big_creature() -> None:
    game = table(GOBLIN_MUTANT, GIANT)
    mutant = _ready(game, "Goblin Mutant")
    giant = enter(game, "Test Giant", "Bob")
    _to_attack(game)
    with pytest.raises(A.IllegalAction, match="can't attack unless"):
        game.perform(A.DeclareAttackers("Alice", (mutant,), "Bob"))
    game.perform(A.SetTapped(giant, True))
    game.perform(A.DeclareAttackers("Alice", (mutant,), "Bob"))
    assert game.obj(mutant).attacking == "Bob"


def test_508_1c_cant_attack_if_an_enchantment_is_on_the_battlefield() -> None:
    game = table(WIRECAT, CHOKE)
    cat = _ready(game, "Wirecat")
    enter(game, "Choke", "Bob")
    _to_attack(game)
    with pytest.raises(A.IllegalAction, match="can't attack unless"):
        game.perform(A.DeclareAttackers("Alice", (cat,), "Bob"))


def test_506_5_cant_attack_alone() -> None:
    game = table(JACKAL)
    jackal = _ready(game, "Jackal Familiar")
    bears = _ready(game, "Grizzly Bears")
    _to_attack(game)
    with pytest.raises(A.IllegalAction, match="alone"):
        game.perform(A.DeclareAttackers("Alice", (jackal,), "Bob"))
    game.perform(A.DeclareAttackers("Alice", (jackal, bears), "Bob"))
    assert game.obj(jackal).attacking == "Bob"


def test_508_1c_unless_at_least_two_other_creatures_attack() -> None:
    game = table(CONSCRIPTS)
    orc = _ready(game, "Orcish Conscripts")
    a, b = _ready(game, "Grizzly Bears"), _ready(game, "Grizzly Bears")
    _to_attack(game)
    with pytest.raises(A.IllegalAction, match="also attack"):
        game.perform(A.DeclareAttackers("Alice", (orc, a), "Bob"))
    game.perform(A.DeclareAttackers("Alice", (orc, a, b), "Bob"))
    assert game.obj(orc).attacking == "Bob"


def test_502_3_islands_dont_untap() -> None:
    game = table(CHOKE)
    island = enter(game, "Island", "Bob")
    forest = enter(game, "Forest", "Bob")
    enter(game, "Choke")
    game.perform(A.SetTapped(island, True))
    game.perform(A.SetTapped(forest, True))
    library(game, "Alice")
    library(game, "Bob")
    game.perform(A.AdvanceTo("next_turn"))  # Bob's turn
    assert game.state.active == "Bob"
    assert game.obj(island).tapped
    assert not game.obj(forest).tapped


def test_502_3_doesnt_untap_if_it_has_a_depletion_counter() -> None:
    game = table(LAND_CAP)
    cap, bare = enter(game, "Land Cap"), enter(game, "Land Cap")
    game.perform(A.SetTapped(cap, True))
    game.perform(A.SetTapped(bare, True))
    game.perform(A.AddCounters(cap, "depletion", 1))
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))  # Alice's next turn
    assert game.state.active == "Alice"
    assert game.obj(cap).tapped  # the counter is still on it in the untap step
    assert not game.obj(bare).tapped


PUMA = card("Scarred Puma", "Creature — Cat",
            "Scarred Puma can't attack unless a black or green creature also attacks.", "{R}",
            "2/1")


def test_508_1c_unless_a_black_or_green_creature_also_attacks() -> None:
    game = table(PUMA, GIANT)
    puma = _ready(game, "Scarred Puma")
    giant = _ready(game, "Test Giant")  # red
    bears = _ready(game, "Grizzly Bears")  # green
    _to_attack(game)
    with pytest.raises(A.IllegalAction, match="also attack"):
        game.perform(A.DeclareAttackers("Alice", (puma, giant), "Bob"))
    game.perform(A.DeclareAttackers("Alice", (puma, bears), "Bob"))
    assert game.obj(puma).attacking == "Bob"


ERRANTRY = card("Errantry", "Enchantment — Aura",
                "Enchant creature\nEnchanted creature gets +3/+0 and can only attack alone.",
                "{1}{R}")


def test_506_5_can_only_attack_alone() -> None:
    game = table(ERRANTRY)
    bears, other = _ready(game, "Grizzly Bears"), _ready(game, "Grizzly Bears")
    enter(game, "Errantry", attached_to=bears)
    _to_attack(game)
    with pytest.raises(A.IllegalAction, match="only attack alone"):
        game.perform(A.DeclareAttackers("Alice", (bears, other), "Bob"))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    assert game.chars(bears).power == 5


RIMESCALE = card("Rimescale Dragon", "Snow Creature — Dragon",
                 "Flying\n{2}{S}: Tap target creature and put an ice counter on it.\nCreatures "
                 "with ice counters on them don't untap during their controllers' untap steps.",
                 "{5}{R}{R}", "5/5")


def test_502_3_creatures_with_ice_counters_on_them_dont_untap() -> None:
    game = table(RIMESCALE)
    enter(game, "Rimescale Dragon")
    iced, bare = enter(game, "Grizzly Bears", "Bob"), enter(game, "Grizzly Bears", "Bob")
    for oid in (iced, bare):
        game.perform(A.SetTapped(oid, True))
    game.perform(A.AddCounters(iced, "ice", 1))
    library(game, "Alice")
    library(game, "Bob")
    game.perform(A.AdvanceTo("next_turn"))  # Bob's untap step
    assert game.obj(iced).tapped
    assert not game.obj(bare).tapped
