"""Mechanics of 2020-2025 sets, from Oracle text: "whenever you attack with ..." (508.1),
tokens put onto the battlefield attacking (508.4), mobilize (702.181), For Mirrodin!
(702.163), endure (701.63), "your second spell each turn", "if you've cast an instant or
sorcery spell this turn", celebration, crimes (700.13), triggers limited to once each
turn, speed and max speed (702.178, 702.179), toxic (702.164), decayed (702.147), training
(702.149)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

ARMASAUR = card("Armasaur Guide", "Creature — Dinosaur",
                "Vigilance\nWhenever you attack with three or more creatures, put a +1/+1 "
                "counter on target creature you control.", "{4}{W}", "4/4")
CONSULTANT = card("Seasoned Consultant", "Creature — Human Detective",
                  "Whenever you attack with three or more creatures, Seasoned Consultant gets "
                  "+2/+0 until end of turn.", "{1}{W}", "1/3")
ANIM_PAKAL = card("Anim Pakal, Thousandth Moon", "Legendary Creature — Human Soldier",
                  "Whenever you attack with one or more non-Gnome creatures, put a +1/+1 "
                  "counter on Anim Pakal, then create X 1/1 colorless Gnome artifact creature "
                  "tokens that are tapped and attacking, where X is the number of +1/+1 "
                  "counters on Anim Pakal.", "{1}{R}{W}", "1/2")
AVENGER = card("Avenger of the Fallen", "Creature — Human Warrior",
               "Deathtouch\nMobilize X, where X is the number of creature cards in your "
               "graveyard. (Whenever this creature attacks, create X tapped and attacking 1/1 "
               "red Warrior creature tokens. Sacrifice them at the beginning of the next end "
               "step.)", "{2}{B}", "2/4")
HELM = card("Goldwarden's Helm", "Artifact — Equipment",
            "For Mirrodin! (When this Equipment enters, create a 2/2 red Rebel creature token, "
            "then attach this to it.)\nEquipped creature gets +0/+1.\nEquip {1}{W}", "{2}{W}")
SURVEYOR = card("Sinkhole Surveyor", "Creature — Bird Scout",
                "Flying\nWhenever this creature attacks, you lose 1 life and this creature "
                "endures 1. (Put a +1/+1 counter on it or create a 1/1 white Spirit creature "
                "token.)", "{1}{B}", "1/3")
BERSERKER = card("Bloodsky Berserker", "Creature — Human Berserker",
                 "Whenever you cast your second spell each turn, put two +1/+1 counters on "
                 "Bloodsky Berserker. It gains menace until end of turn.", "{1}{B}", "1/1")
FIGMENT = card("Haunting Figment", "Creature — Illusion",
               "Vigilance\nThis creature can't be blocked as long as you've cast an instant or "
               "sorcery spell this turn.", "{1}{U}", "2/1")
MICE = card("Armory Mice", "Creature — Mouse",
            "Celebration — Armory Mice gets +0/+2 as long as two or more nonland permanents "
            "entered the battlefield under your control this turn.", "{1}{W}", "3/1")
BATTLE_MOUSE = card("Raging Battle Mouse", "Creature — Mouse",
                    "The second spell you cast each turn costs {1} less to cast.\nCelebration "
                    "— At the beginning of combat on your turn, if two or more nonland "
                    "permanents entered the battlefield under your control this turn, target "
                    "creature you control gets +1/+1 until end of turn.", "{1}{R}", "2/1")
SHOCK = card("Test Shock", "Instant", "Test Shock deals 2 damage to any target.", "{R}")
VADMIR = card("Vadmir, New Blood", "Legendary Creature — Vampire Rogue",
               "Whenever you commit a crime, put a +1/+1 counter on Vadmir, New Blood. This "
               "ability triggers only once each turn. (Targeting opponents, anything they "
               "control, and/or cards in their graveyards is a crime.)\nAs long as Vadmir has "
               "four or more +1/+1 counters on it, it has menace and lifelink.", "{1}{B}", "2/2")
KNIFEPOINT = card("At Knifepoint", "Enchantment",
                  "As long as it's your turn, outlaws you control have first strike.\nWhenever "
                  "you commit a crime, create a 1/1 red Mercenary creature token with \"{T}: "
                  "Target creature you control gets +1/+0 until end of turn. Activate only as "
                  "a sorcery.\" This ability triggers only once each turn.", "{1}{B}{R}")


def _ready(game: Game, *oids: int) -> None:
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    for oid in oids:
        game.obj(oid).controlled_since_turn_start = True


def _attack(game: Game, *attackers: int) -> None:
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", attackers, "Bob"))


def test_508_1_whenever_you_attack_with_three_or_more_creatures() -> None:
    game = table(ARMASAUR, CONSULTANT)
    guide = enter(game, "Armasaur Guide")
    consultant = enter(game, "Seasoned Consultant")
    bears = enter(game, "Grizzly Bears")
    _ready(game, guide, consultant, bears)
    _attack(game, guide, consultant, bears)
    resolve_all(game)
    assert game.chars(consultant).power == 3  # +2/+0
    assert sum(game.obj(o).counters.get("+1/+1", 0) for o in (guide, consultant, bears)) == 1


def test_508_1_two_attackers_are_not_three() -> None:
    game = table(CONSULTANT)
    consultant = enter(game, "Seasoned Consultant")
    bears = enter(game, "Grizzly Bears")
    _ready(game, consultant, bears)
    _attack(game, consultant, bears)
    resolve_all(game)
    assert game.chars(consultant).power == 1


def test_508_4_tokens_that_are_tapped_and_attacking() -> None:
    game = table(ANIM_PAKAL)
    pakal = enter(game, "Anim Pakal, Thousandth Moon")
    _ready(game, pakal)
    _attack(game, pakal)
    resolve_all(game)
    gnomes = [o for o in game.permanents("Alice") if game.chars(o).name == "Gnome"]
    assert game.obj(pakal).counters["+1/+1"] == 1 and len(gnomes) == 1
    assert game.obj(gnomes[0]).tapped and game.obj(gnomes[0]).attacking == "Bob"
    game.perform(A.AdvanceTo("end_of_combat"))
    resolve_all(game)
    assert game.player("Bob").life == 20 - 2 - 1  # Anim Pakal 2/3 and the Gnome 1/1


def test_702_181a_mobilize_x_tokens_attack_then_are_sacrificed() -> None:
    game = table(AVENGER)
    avenger = enter(game, "Avenger of the Fallen")
    _ready(game, avenger)
    for _ in range(2):
        bears = enter(game, "Grizzly Bears")
        game.perform(A.MoveObject(bears, "graveyard"))
    _attack(game, avenger)
    resolve_all(game)
    warriors = [o for o in game.permanents("Alice") if game.chars(o).name == "Warrior"]
    assert len(warriors) == 2 and all(game.obj(w).attacking == "Bob" for w in warriors)
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert all(zone(game, w) != Zone.BATTLEFIELD for w in warriors)


def test_702_163a_for_mirrodin_makes_a_rebel_wearing_it() -> None:
    game = table(HELM)
    helm = enter(game, "Goldwarden's Helm")
    resolve_all(game)
    (rebel,) = [o for o in game.permanents("Alice") if game.chars(o).name == "Rebel"]
    assert game.obj(helm).attached_to == rebel
    assert (game.chars(rebel).power, game.chars(rebel).toughness) == (2, 3)


def test_701_63a_endure_puts_counters_or_makes_a_spirit() -> None:
    game = table(SURVEYOR)
    surveyor = enter(game, "Sinkhole Surveyor")
    _ready(game, surveyor)
    _attack(game, surveyor)
    resolve_all(game)
    assert game.player("Alice").life == 19
    assert game.obj(surveyor).counters["+1/+1"] == 1


def _cast_shock(game: Game) -> None:
    enter(game, "Mountain")
    game.perform(A.CastSpell("Alice", hand(game, "Test Shock"), ("Bob",)))
    resolve_all(game)


def test_second_spell_each_turn_triggers_on_the_second_only() -> None:
    game = table(BERSERKER, SHOCK)
    berserker = enter(game, "Bloodsky Berserker")
    _cast_shock(game)
    assert game.obj(berserker).counters.get("+1/+1", 0) == 0
    _cast_shock(game)
    assert game.obj(berserker).counters["+1/+1"] == 2
    assert game.chars(berserker).has_keyword("Menace")
    _cast_shock(game)
    assert game.obj(berserker).counters["+1/+1"] == 2


def test_cant_be_blocked_as_long_as_you_cast_an_instant_this_turn() -> None:
    game = table(FIGMENT, SHOCK)
    figment = enter(game, "Haunting Figment")
    bears = enter(game, "Grizzly Bears", "Bob")
    _ready(game, figment)
    _cast_shock(game)
    _attack(game, figment)
    game.perform(A.AdvanceTo("declare_blockers"))
    try:
        game.perform(A.DeclareBlockers("Bob", ((bears, figment),)))
        blocked = True
    except A.IllegalAction:
        blocked = False
    assert not blocked


def test_celebration_counts_nonland_permanents_entering_this_turn() -> None:
    game = table(MICE)
    mice = enter(game, "Armory Mice")
    enter(game, "Plains")
    assert game.chars(mice).toughness == 1  # the Mice and a land: one nonland permanent
    enter(game, "Grizzly Bears")
    assert game.chars(mice).toughness == 3
    game.perform(A.AdvanceTo("next_turn"))
    assert game.chars(mice).toughness == 1  # a new turn


def test_the_second_spell_you_cast_each_turn_costs_1_less() -> None:
    game = table(BATTLE_MOUSE)
    enter(game, "Raging Battle Mouse")
    enter(game, "Forest")
    game.perform(A.CastSpell("Alice", hand(game, "Llanowar Elves")))
    resolve_all(game)
    bears = hand(game, "Grizzly Bears")
    enter(game, "Forest")  # {1}{G} less {1}: one Forest pays it
    game.perform(A.CastSpell("Alice", bears))
    resolve_all(game)
    assert zone(game, bears) == Zone.BATTLEFIELD


def test_700_13_a_crime_triggers_only_once_each_turn() -> None:
    game = table(VADMIR, SHOCK)
    vadmir = enter(game, "Vadmir, New Blood")
    _ready(game)
    enter(game, "Mountain")
    own = enter(game, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", hand(game, "Test Shock"), (own,)))
    resolve_all(game)
    assert game.obj(vadmir).counters.get("+1/+1", 0) == 0  # your own creature: no crime
    _cast_shock(game)
    _cast_shock(game)
    assert game.obj(vadmir).counters["+1/+1"] == 1  # two crimes, one trigger
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    _cast_shock(game)
    assert game.obj(vadmir).counters["+1/+1"] == 2


def test_outlaws_you_control_have_first_strike_on_your_turn() -> None:
    game = table(KNIFEPOINT, VADMIR, SHOCK)
    enter(game, "At Knifepoint")
    rogue = enter(game, "Vadmir, New Blood")
    bears = enter(game, "Grizzly Bears")
    _ready(game)
    assert game.chars(rogue).has_keyword("First strike")
    assert not game.chars(bears).has_keyword("First strike")
    _cast_shock(game)  # a crime: a Mercenary (an outlaw) with first strike
    (mercenary,) = [o for o in game.permanents("Alice") if game.chars(o).name == "Mercenary"]
    assert game.chars(mercenary).has_keyword("First strike")
    game.perform(A.AdvanceTo("next_turn"))
    assert not game.chars(rogue).has_keyword("First strike")


FAR_FORTUNE = card("Far Fortune, End Boss", "Legendary Creature — Human Mercenary",
                   "Start your engines! (If you have no speed, it starts at 1. It increases "
                   "once on each of your turns when an opponent loses life. Max speed is 4.)"
                   "\nWhenever you attack, Far Fortune deals 1 damage to each opponent.\nMax "
                   "speed — If a source you control would deal damage to an opponent or a "
                   "permanent an opponent controls, it deals that much damage plus 1 instead.",
                   "{2}{B}{R}", "4/5")


def _attack_with_far_fortune(game: Game, fortune: int) -> int:
    """Alice attacks with Far Fortune; Bob's life lost to the attack trigger."""
    game.perform(A.AdvanceTo("declare_attackers"))
    before = game.player("Bob").life
    game.perform(A.DeclareAttackers("Alice", (fortune,), "Bob"))
    resolve_all(game)
    return before - game.player("Bob").life


def test_702_179_speed_starts_at_1_and_increases_once_each_turn() -> None:
    game = table(FAR_FORTUNE)
    _ready(game)
    library(game, "Alice", 20)
    library(game, "Bob", 20)
    fortune = enter(game, "Far Fortune, End Boss")
    game.obj(fortune).controlled_since_turn_start = True
    assert game.state.speed == {"Alice": 1}
    assert _attack_with_far_fortune(game, fortune) == 1
    game.perform(A.AdvanceTo("end_of_combat"))  # combat damage: Bob loses life again
    resolve_all(game)
    assert game.state.speed["Alice"] == 2  # once this turn
    for expected in (3, 4):
        game.perform(A.AdvanceTo("next_turn"))
        game.perform(A.AdvanceTo("next_turn"))
        _attack_with_far_fortune(game, fortune)
        assert game.state.speed["Alice"] == expected
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    assert _attack_with_far_fortune(game, fortune) == 2  # 702.178a max speed: plus 1
    assert game.state.speed["Alice"] == 4


def test_702_179c_speed_does_not_increase_on_opponents_turns() -> None:
    game = table(FAR_FORTUNE, SHOCK)
    _ready(game)
    enter(game, "Far Fortune, End Boss")
    game.perform(A.AdvanceTo("next_turn"))  # Bob's turn
    game.perform(A.AdvanceTo("precombat_main"))
    enter(game, "Mountain")
    game.perform(A.PassPriority("Bob"))
    game.perform(A.CastSpell("Alice", hand(game, "Test Shock"), ("Bob",)))
    resolve_all(game)
    assert game.state.speed["Alice"] == 1


MENDICANT = card("Mendicant Core, Guidelight", "Legendary Artifact Creature — Robot",
                 "Mendicant Core's power is equal to the number of artifacts you control.\n"
                 "Start your engines! (If you have no speed, it starts at 1. It increases once "
                 "on each of your turns when an opponent loses life. Max speed is 4.)\nMax "
                 "speed — Whenever you cast an artifact spell, you may pay {1}. If you do, copy "
                 "it. (The copy becomes a token.)", "{W}{U}", "*/3")
ORNITHOPTER = card("Ornithopter", "Artifact Creature — Thopter", "Flying", "{0}", "0/2")


def _thopters(game: Game) -> int:
    return sum(1 for o in game.permanents("Alice") if game.chars(o).name == "Ornithopter")


def test_702_178a_max_speed_grants_the_copy_trigger() -> None:
    game = table(MENDICANT, ORNITHOPTER)
    enter(game, "Mendicant Core, Guidelight")
    enter(game, "Plains")
    game.perform(A.CastSpell("Alice", hand(game, "Ornithopter")))
    resolve_all(game)
    assert _thopters(game) == 1  # speed 1: no copy
    game.state.speed["Alice"] = 4  # max speed, as four turns of attacks would make it
    game.invalidate()
    game.perform(A.CastSpell("Alice", hand(game, "Ornithopter")))
    resolve_all(game)
    assert _thopters(game) == 3  # the spell and its copy


SKULLDWELLER = card("Bilious Skulldweller", "Creature — Phyrexian Insect",
                    "Deathtouch\nToxic 1 (Players dealt combat damage by this creature also "
                    "get a poison counter.)", "{B}", "1/1")
ZOMBIE = card("Zombie", "Creature — Zombie", "Decayed (It can't block. When it attacks, "
              "sacrifice it at end of combat.)", "", "2/2")


def test_702_164b_toxic_gives_poison_with_combat_damage() -> None:
    game = table(SKULLDWELLER)
    dweller = enter(game, "Bilious Skulldweller")
    _ready(game, dweller)
    _attack(game, dweller)
    game.perform(A.AdvanceTo("end_of_combat"))
    assert game.player("Bob").life == 19
    assert game.player("Bob").counters.get("poison") == 1


def test_702_147a_decayed_cant_block_and_is_sacrificed_after_attacking() -> None:
    game = table(ZOMBIE)
    zombie = enter(game, "Zombie")
    blocker = enter(game, "Zombie", "Bob")
    _ready(game, zombie)
    _attack(game, zombie)
    game.perform(A.AdvanceTo("declare_blockers"))
    try:
        game.perform(A.DeclareBlockers("Bob", ((blocker, zombie),)))
        blocked = True
    except A.IllegalAction:
        blocked = False
    assert not blocked
    game.perform(A.AdvanceTo("postcombat_main"))
    resolve_all(game)
    assert zone(game, zombie) == Zone.GRAVEYARD
    assert game.player("Bob").life == 18


DREADMAW_CARD = card("Colossal Dreadmaw", "Creature — Dinosaur", "Trample", "{4}{G}{G}", "6/6")
TRAINEE = card("Gryff Rider", "Creature — Human Knight",
               "Flying\nTraining (Whenever this creature attacks with another creature with "
               "greater power, put a +1/+1 counter on this creature.)", "{2}{W}", "2/1")


def test_702_149a_training_with_a_stronger_attacker() -> None:
    game = table(TRAINEE, DREADMAW_CARD)
    rider = enter(game, "Gryff Rider")
    maw = enter(game, "Colossal Dreadmaw")
    _ready(game, rider, maw)
    _attack(game, rider, maw)
    resolve_all(game)
    assert game.obj(rider).counters["+1/+1"] == 1


def test_702_149a_no_training_alone() -> None:
    game = table(TRAINEE)
    rider = enter(game, "Gryff Rider")
    bears = enter(game, "Grizzly Bears")  # power 2: not greater
    _ready(game, rider, bears)
    _attack(game, rider, bears)
    resolve_all(game)
    assert not game.obj(rider).counters.get("+1/+1")


KRAUM = card("Kraum, Ludevic's Opus", "Legendary Creature — Zombie Horror",
             "Flying, haste\nWhenever an opponent casts their second spell each turn, draw a "
             "card.\nPartner", "{3}{U}{R}", "4/4")


def test_an_opponents_second_spell_each_turn() -> None:
    game = table(KRAUM, SHOCK)
    enter(game, "Kraum, Ludevic's Opus", "Bob")
    _ready(game)
    before = len(game.state.zone_ids(Zone.HAND, "Bob"))
    _cast_shock(game)
    assert len(game.state.zone_ids(Zone.HAND, "Bob")) == before
    _cast_shock(game)
    assert len(game.state.zone_ids(Zone.HAND, "Bob")) == before + 1
