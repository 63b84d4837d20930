"""Keywords of 2020-2025 sets that change how a card is cast or used, from Oracle text:
reconfigure (702.151), warp (702.185), plot (702.170), offspring (702.175), impending
(702.176), saddle (702.171), bargain (702.166), boast (702.142), exhaust (702.177), blitz
(702.152), gift (702.174)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, newest, resolve_all, table, zone

RABBIT = card("Rabbit Battery", "Artifact Creature — Equipment Rabbit",
              "Haste\nEquipped creature gets +1/+1 and has haste.\nReconfigure {R} ({R}: "
              "Attach to target creature you control; or unattach from a creature. Reconfigure "
              "only as a sorcery. While attached, this isn't a creature.)", "{R}", "1/1")
STALKER = card("All-Fates Stalker", "Creature — Drix Assassin",
               "When this creature enters, exile up to one target non-Assassin creature until "
               "this creature leaves the battlefield.\nWarp {1}{W} (You may cast this card "
               "from your hand for its warp cost. Exile this creature at the beginning of the "
               "next end step, then you may cast it from exile on a later turn.)", "{3}{W}",
               "2/3")


def _lands(game: Game, name: str, n: int) -> None:
    for _ in range(n):
        enter(game, name)


def test_702_151_reconfigure_attaches_then_unattaches() -> None:
    game = table(RABBIT)
    rabbit = enter(game, "Rabbit Battery")
    bears = enter(game, "Grizzly Bears")
    _lands(game, "Mountain", 2)
    game.perform(A.ActivateAbility("Alice", rabbit, 1, (bears,)))
    resolve_all(game)
    assert game.obj(rabbit).attached_to == bears
    assert not game.is_creature(rabbit)  # 702.151b
    assert game.chars(bears).power == 3 and game.chars(bears).has_keyword("Haste")
    game.perform(A.ActivateAbility("Alice", rabbit, 2))
    resolve_all(game)
    assert game.obj(rabbit).attached_to is None and game.is_creature(rabbit)
    assert game.chars(bears).power == 2


def test_702_151a_unattach_only_while_attached() -> None:
    game = table(RABBIT)
    rabbit = enter(game, "Rabbit Battery")
    enter(game, "Mountain")
    try:
        game.perform(A.ActivateAbility("Alice", rabbit, 2))
        refused = False
    except A.IllegalAction:
        refused = True
    assert refused


def test_702_185a_warp_exiles_at_end_step_then_casts_from_exile_later() -> None:
    game = table(STALKER)
    library(game, "Alice", 5)
    library(game, "Bob", 5)
    stalker = hand(game, "All-Fates Stalker")
    _lands(game, "Plains", 2)
    game.perform(A.CastSpell("Alice", stalker, (), (("warp", True),)))
    resolve_all(game)
    assert zone(game, stalker) == Zone.BATTLEFIELD
    assert all(game.obj(o).tapped for o in game.permanents("Alice") if o != newest(game, stalker))
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    exiled = newest(game, stalker)
    assert game.obj(exiled).zone == Zone.EXILE
    try:  # not this turn
        game.perform(A.CastSpell("Alice", exiled))
        cast_now = True
    except A.IllegalAction:
        cast_now = False
    assert not cast_now
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("precombat_main"))
    _lands(game, "Plains", 2)
    game.perform(A.CastSpell("Alice", exiled))
    resolve_all(game)
    assert zone(game, stalker) == Zone.BATTLEFIELD


DJINN = card("Djinn of Fool's Fall", "Creature — Djinn",
             "Flying\nPlot {3}{U} (You may pay {3}{U} and exile this card from your hand. Cast "
             "it as a sorcery on a later turn without paying its mana cost. Plot only as a "
             "sorcery.)", "{4}{U}", "4/3")


def test_702_170_plot_then_cast_free_on_a_later_turn() -> None:
    game = table(DJINN)
    library(game, "Alice", 5)
    library(game, "Bob", 5)
    djinn = hand(game, "Djinn of Fool's Fall")
    _lands(game, "Island", 4)
    game.perform(A.PlotCard("Alice", djinn))  # 116.2k: a special action
    plotted = newest(game, djinn)
    assert game.obj(plotted).zone == Zone.EXILE
    assert all(game.obj(o).tapped for o in game.permanents("Alice"))
    try:  # not the turn it was plotted
        game.perform(A.CastSpell("Alice", plotted))
        cast_now = True
    except A.IllegalAction:
        cast_now = False
    assert not cast_now
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("precombat_main"))
    assert not any(game.obj(o).tapped for o in game.permanents("Alice"))
    game.perform(A.CastSpell("Alice", plotted))  # without paying its mana cost
    resolve_all(game)
    assert zone(game, djinn) == Zone.BATTLEFIELD
    assert not any(game.obj(o).tapped for o in game.permanents("Alice"))


def test_702_170a_plot_only_as_a_sorcery() -> None:
    game = table(DJINN)
    djinn = hand(game, "Djinn of Fool's Fall")
    _lands(game, "Island", 4)
    game.perform(A.AdvanceTo("upkeep"))
    try:
        game.perform(A.PlotCard("Alice", djinn))
        plotted = True
    except A.IllegalAction:
        plotted = False
    assert not plotted


CHARGER = card("Steampath Charger", "Creature — Lizard Warlock",
               "Offspring {2} (You may pay an additional {2} as you cast this spell. If do, "
               "when this creature enters, create a 1/1 token copy of it.)\nWhen this creature "
               "dies, it deals 1 damage to target player.", "{1}{R}", "2/1")


def test_702_175a_offspring_paid_makes_a_1_1_token_copy() -> None:
    game = table(CHARGER)
    charger = hand(game, "Steampath Charger")
    _lands(game, "Mountain", 4)
    game.perform(A.CastSpell("Alice", charger, (), (("offspring", True),)))
    resolve_all(game)
    chargers = [o for o in game.permanents("Alice") if game.chars(o).name == "Steampath Charger"]
    assert len(chargers) == 2
    token = next(o for o in chargers if game.obj(o).is_token)
    assert (game.chars(token).power, game.chars(token).toughness) == (1, 1)
    assert all(game.obj(o).tapped for o in game.permanents("Alice")
               if game.chars(o).name == "Mountain")


def test_702_175a_offspring_not_paid_makes_no_token() -> None:
    game = table(CHARGER)
    charger = hand(game, "Steampath Charger")
    _lands(game, "Mountain", 4)
    game.perform(A.CastSpell("Alice", charger))
    resolve_all(game)
    assert [game.obj(o).is_token for o in game.permanents("Alice")
            if game.chars(o).name == "Steampath Charger"] == [False]


MISTMOORS = card("Overlord of the Mistmoors", "Enchantment Creature — Avatar Horror",
                 "Impending 4—{2}{W}{W} (If you cast this spell for its impending cost, it "
                 "enters with four time counters and isn't a creature until the last is "
                 "removed. At the beginning of your end step, remove a time counter from it.)"
                 "\nWhenever Overlord of the Mistmoors enters or attacks, create two 2/1 white "
                 "Insect creature tokens with flying.", "{5}{W}{W}", "6/6")


def test_702_176a_impending_enters_with_time_counters_and_is_no_creature() -> None:
    game = table(MISTMOORS)
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    overlord = hand(game, "Overlord of the Mistmoors")
    _lands(game, "Plains", 4)
    game.perform(A.CastSpell("Alice", overlord, (), (("impending", True),)))
    resolve_all(game)
    overlord = newest(game, overlord)
    assert game.obj(overlord).counters["time"] == 4
    assert not game.is_creature(overlord)
    insects = [o for o in game.permanents("Alice") if game.chars(o).name == "Insect"]
    assert len(insects) == 2  # it entered
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert game.obj(overlord).counters["time"] == 3
    for _ in range(3):  # Alice's next three end steps
        game.perform(A.AdvanceTo("next_turn"))
        game.perform(A.AdvanceTo("next_turn"))
        game.perform(A.AdvanceTo("end"))
        resolve_all(game)
    assert game.obj(overlord).counters.get("time", 0) == 0
    assert game.is_creature(overlord)


def test_702_176a_cast_for_its_mana_cost_it_is_a_creature_at_once() -> None:
    game = table(MISTMOORS)
    overlord = hand(game, "Overlord of the Mistmoors")
    _lands(game, "Plains", 7)
    game.perform(A.CastSpell("Alice", overlord))
    resolve_all(game)
    overlord = newest(game, overlord)
    assert game.is_creature(overlord) and not game.obj(overlord).counters.get("time")


MAMMOTH = card("Autarch Mammoth", "Creature — Elephant Mount",
               "When this creature enters and whenever it attacks while saddled, create a 3/3 "
               "green Elephant creature token.\nSaddle 5 (Tap any number of other creatures "
               "you control with total power 5 or more: This Mount becomes saddled until end "
               "of turn. Saddle only as a sorcery.)", "{4}{G}{G}", "5/5")
MATRIX = card("Guidelight Matrix", "Artifact",
              "When this artifact enters, draw a card.\n{2}, {T}: Target Mount you control "
              "becomes saddled until end of turn. Activate only as a sorcery.\n{2}, {T}: "
              "Target Vehicle you control becomes an artifact creature until end of turn.",
              "{2}")


def _elephants(game: Game) -> int:
    return sum(1 for o in game.permanents("Alice") if game.chars(o).name == "Elephant")


def test_702_171_saddled_mount_attack_trigger() -> None:
    game = table(MAMMOTH)
    library(game, "Alice", 5)
    library(game, "Bob", 5)
    mammoth = enter(game, "Autarch Mammoth")
    resolve_all(game)
    assert _elephants(game) == 1  # it entered
    for o in game.permanents("Alice"):
        game.obj(o).controlled_since_turn_start = True
    try:  # the Elephant's power 3 < 5; the Mammoth itself doesn't count
        game.perform(A.ActivateAbility("Alice", mammoth, "Saddle"))
        saddled = True
    except A.IllegalAction:
        saddled = False
    assert not saddled
    bears = enter(game, "Grizzly Bears")
    game.perform(A.ActivateAbility("Alice", mammoth, "Saddle"))
    resolve_all(game)
    assert game.obj(bears).tapped and not game.obj(mammoth).tapped
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (mammoth,), "Bob"))
    resolve_all(game)
    assert _elephants(game) == 2


def test_702_171c_an_unsaddled_mount_attacks_without_the_trigger() -> None:
    game = table(MAMMOTH)
    library(game, "Alice", 5)
    library(game, "Bob", 5)
    mammoth = enter(game, "Autarch Mammoth")
    resolve_all(game)
    game.obj(mammoth).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (mammoth,), "Bob"))
    resolve_all(game)
    assert _elephants(game) == 1


def test_702_171b_a_target_mount_becomes_saddled() -> None:
    game = table(MAMMOTH, MATRIX)
    library(game, "Alice", 5)
    matrix = enter(game, "Guidelight Matrix")
    mammoth = enter(game, "Autarch Mammoth")
    resolve_all(game)
    _lands(game, "Forest", 2)
    game.perform(A.ActivateAbility("Alice", matrix, 1, (mammoth,)))
    resolve_all(game)
    assert game.obj(mammoth).chosen.get("saddled") == str(game.state.turn)


GRAPPLE = card("Candy Grapple", "Instant",
               "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this "
               "spell.)\nTarget creature gets -3/-3 until end of turn. If this spell was "
               "bargained, that creature gets -5/-5 until end of turn instead.", "{1}{B}")
DREADMAW = card("Colossal Dreadmaw", "Creature — Dinosaur", "Trample", "{4}{G}{G}", "6/6")
ORNITHOPTER = card("Ornithopter", "Artifact Creature — Thopter", "Flying", "{0}", "0/2")


def test_702_166_bargain_sacrifices_and_the_spell_knows() -> None:
    game = table(GRAPPLE, DREADMAW, ORNITHOPTER)
    maw = enter(game, "Colossal Dreadmaw", "Bob")
    thopter = enter(game, "Ornithopter")
    _lands(game, "Swamp", 2)
    game.perform(A.CastSpell("Alice", hand(game, "Candy Grapple"), (maw,),
                             (("bargain", True),)))
    assert zone(game, thopter) == Zone.GRAVEYARD  # 702.166a: sacrificed as it was cast
    resolve_all(game)
    assert game.chars(maw).power == 1


def test_702_166_not_bargained() -> None:
    game = table(GRAPPLE, DREADMAW, ORNITHOPTER)
    maw = enter(game, "Colossal Dreadmaw", "Bob")
    thopter = enter(game, "Ornithopter")
    _lands(game, "Swamp", 2)
    game.perform(A.CastSpell("Alice", hand(game, "Candy Grapple"), (maw,)))
    resolve_all(game)
    assert game.chars(maw).power == 3 and zone(game, thopter) == Zone.BATTLEFIELD


DUSKWIELDER = card("Duskwielder", "Creature — Elf Berserker",
                   "Boast — {1}: Target opponent loses 1 life and you gain 1 life. (Activate "
                   "only if this creature attacked this turn and only once each turn.)", "{B}",
                   "1/2")


def _refused(game: Game, action: A.Action) -> bool:
    try:
        game.perform(action)
    except A.IllegalAction:
        return True
    return False


def test_702_142a_boast_only_after_attacking_and_once_each_turn() -> None:
    game = table(DUSKWIELDER)
    library(game, "Alice", 5)
    library(game, "Bob", 5)
    wielder = enter(game, "Duskwielder")
    game.obj(wielder).controlled_since_turn_start = True
    _lands(game, "Swamp", 2)
    assert _refused(game, A.ActivateAbility("Alice", wielder, "Boast", ("Bob",)))
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (wielder,), "Bob"))
    resolve_all(game)
    game.perform(A.ActivateAbility("Alice", wielder, "Boast", ("Bob",)))
    resolve_all(game)
    assert game.player("Bob").life == 19 and game.player("Alice").life == 21
    assert _refused(game, A.ActivateAbility("Alice", wielder, "Boast", ("Bob",)))


BOOMMOBILE_TEXT = ("When this Vehicle enters, add four mana of any one color. Spend this mana "
                   "only to activate abilities.\nExhaust — {X}{2}{R}: This Vehicle deals X "
                   "damage to any target. Put a +1/+1 counter on this Vehicle. (Activate each "
                   "exhaust ability only once.)\nCrew 2")


def test_702_177a_exhaust_is_activated_only_once() -> None:
    from tabletop.cards.build import build_definition
    from tabletop.cards.records import CardRecord

    # Boommobile as printed (its restricted mana: test_restricted_mana.py); the exhaust
    # ability is what this test looks at
    boommobile = build_definition(CardRecord(
        name="Boommobile", type_line="Artifact — Vehicle", mana_cost="{2}{R}{R}", power="5",
        toughness="5", oracle=BOOMMOBILE_TEXT))
    assert boommobile.unknown_clauses == ()
    game = table(boommobile)
    vehicle = enter(game, "Boommobile")
    _lands(game, "Mountain", 8)
    game.perform(A.ActivateAbility("Alice", vehicle, "Exhaust", ("Bob",), (("x", 1),)))
    resolve_all(game)
    assert game.player("Bob").life == 19 and game.obj(vehicle).counters["+1/+1"] == 1
    assert _refused(game, A.ActivateAbility("Alice", vehicle, "Exhaust", ("Bob",),
                                            (("x", 1),)))


REQUISITIONER = card("Riveteers Requisitioner", "Creature — Human Rogue",
                     "When Riveteers Requisitioner dies, create a Treasure token.\nBlitz {2}{R} "
                     "(If you cast this spell for its blitz cost, it gains haste and \"When this "
                     "creature dies, draw a card.\" Sacrifice it at the beginning of the next "
                     "end step.)", "{1}{R}", "2/1")


def test_702_152a_blitz_haste_then_sacrificed_and_draws() -> None:
    game = table(REQUISITIONER)
    library(game, "Alice", 5)
    library(game, "Bob", 5)
    rogue = hand(game, "Riveteers Requisitioner")
    _lands(game, "Mountain", 3)
    game.perform(A.CastSpell("Alice", rogue, (), (("blitz", True),)))
    resolve_all(game)
    rogue = newest(game, rogue)
    assert game.chars(rogue).has_keyword("Haste")
    hand_before = len(game.state.zone_ids(Zone.HAND, "Alice"))
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert zone(game, rogue) == Zone.GRAVEYARD
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == hand_before + 1
    assert any(game.chars(o).name == "Treasure" for o in game.permanents("Alice"))


def test_702_152a_cast_normally_it_stays() -> None:
    game = table(REQUISITIONER)
    library(game, "Alice", 5)
    library(game, "Bob", 5)
    rogue = hand(game, "Riveteers Requisitioner")
    _lands(game, "Mountain", 2)
    game.perform(A.CastSpell("Alice", rogue))
    resolve_all(game)
    assert not game.chars(newest(game, rogue)).has_keyword("Haste")
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert zone(game, rogue) == Zone.BATTLEFIELD


HUNGER = card("Nocturnal Hunger", "Instant",
              "Gift a Food (You may promise an opponent a gift as you cast this spell. If you "
              "do, they create a Food token before its other effects. It's an artifact with "
              "\"{2}, {T}, Sacrifice this artifact: You gain 3 life.\")\nDestroy target "
              "creature. If the gift wasn't promised, you lose 2 life.", "{2}{B}")


def _foods(game: Game, player: str) -> int:
    return sum(1 for o in game.permanents(player) if game.chars(o).name == "Food")


def test_702_174a_a_promised_gift_comes_before_the_spells_effects() -> None:
    game = table(HUNGER)
    bears = enter(game, "Grizzly Bears", "Bob")
    _lands(game, "Swamp", 3)
    game.perform(A.CastSpell("Alice", hand(game, "Nocturnal Hunger"), (bears,),
                             (("gift", True),)))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD
    assert _foods(game, "Bob") == 1 and _foods(game, "Alice") == 0
    assert game.player("Alice").life == 20


def test_702_174a_no_gift_promised() -> None:
    game = table(HUNGER)
    bears = enter(game, "Grizzly Bears", "Bob")
    _lands(game, "Swamp", 3)
    game.perform(A.CastSpell("Alice", hand(game, "Nocturnal Hunger"), (bears,)))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD
    assert _foods(game, "Bob") == 0 and game.player("Alice").life == 18
