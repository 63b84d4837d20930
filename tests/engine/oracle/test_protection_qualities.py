"""702.16a: protection from a quality more than one colour or one type, from Oracle text:
all colors, multicolored, monocolored, legendary creatures, non-Human creatures and
creatures of the chosen type."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

SOLDIER = card("Soldier of the Pantheon", "Creature — Human Soldier",
               "Protection from multicolored\nWhenever an opponent casts a multicolored "
               "spell, you gain 1 life.", "{W}", "2/1")
GUARDIAN = card("Guardian of the Guildpact", "Creature — Spirit",
                "Protection from monocolored", "{3}{W}", "2/3")
PRISTINE = card("Pristine Angel", "Creature — Angel",
                "Flying\nAs long as Pristine Angel is untapped, it has protection from "
                "artifacts and from all colors.\nWhenever you cast a spell, you may untap "
                "Pristine Angel.", "{4}{W}{W}", "4/4")
TSABO = card("Tsabo Tavoc", "Legendary Creature — Horror",
             "First strike, protection from legendary creatures\n{B}{B}, {T}: Destroy target "
             "legendary creature. It can't be regenerated.", "{5}{B}{R}", "7/4")
RIDERS = card("Riders of Gavony", "Creature — Human Knight",
              "Vigilance\nAs Riders of Gavony enters, choose a creature type.\nHuman creatures "
              "you control have protection from creatures of the chosen type.", "{2}{W}{W}",
              "3/3")
SPARE = card("Spare from Evil", "Instant",
             "Creatures you control gain protection from non-Human creatures until end of "
             "turn.", "{1}{W}")


def _mana(game: Game, *lands: str) -> None:
    for land in lands:
        enter(game, land)


def test_702_16a_protection_from_multicolored_stops_a_two_colour_spell_only() -> None:
    game = table(SOLDIER)
    soldier = enter(game, "Soldier of the Pantheon", "Bob")
    _mana(game, "Plains", "Swamp", "Swamp", "Mountain")
    with pytest.raises(A.IllegalAction, match="protection from multicolored"):
        game.perform(A.CastSpell("Alice", hand(game, "Vindicate"), targets=(soldier,)))
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), targets=(soldier,)))
    resolve_all(game)
    assert zone(game, soldier) == Zone.GRAVEYARD


def test_702_16a_protection_from_monocolored_stops_a_one_colour_spell_only() -> None:
    game = table(GUARDIAN)
    guardian = enter(game, "Guardian of the Guildpact", "Bob")
    _mana(game, "Mountain", "Plains", "Swamp", "Swamp")
    with pytest.raises(A.IllegalAction, match="protection from monocolored"):
        game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), targets=(guardian,)))
    game.perform(A.CastSpell("Alice", hand(game, "Vindicate"), targets=(guardian,)))
    resolve_all(game)
    assert zone(game, guardian) == Zone.GRAVEYARD


def test_702_16a_protection_from_all_colors_while_untapped() -> None:
    game = table(PRISTINE)
    angel = enter(game, "Pristine Angel", "Bob")
    _mana(game, "Mountain", "Mountain")
    with pytest.raises(A.IllegalAction, match="protection from all colors"):
        game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), targets=(angel,)))
    game.perform(A.SetTapped(angel))
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), targets=(angel,)))
    resolve_all(game)
    assert game.obj(angel).damage == 3


def _blocks(game: Game, attacker: int, blocker: int) -> None:
    library(game, "Alice")
    library(game, "Bob")
    game.obj(attacker).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (attacker,), "Bob"))
    resolve_all(game)
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ((blocker, attacker),)))


def test_702_16a_protection_from_legendary_creatures_keeps_only_those_from_blocking() -> None:
    game = table(TSABO)
    tsabo = enter(game, "Tsabo Tavoc")
    legend = enter(game, "Trostani, Selesnya's Voice", "Bob")
    with pytest.raises(A.IllegalAction, match="protection from legendary creatures"):
        _blocks(game, tsabo, legend)
    game = table(TSABO)
    tsabo = enter(game, "Tsabo Tavoc")
    bears = enter(game, "Grizzly Bears", "Bob")
    _blocks(game, tsabo, bears)  # a creature that isn't legendary may block it


def test_702_16a_protection_from_creatures_of_the_chosen_type() -> None:
    game = table(RIDERS)
    enter(game, "Riders of Gavony", choices=(("creature_type", "Bear"),))
    human = enter(game, "Riders of Gavony", choices=(("creature_type", "Elf"),))
    bears = enter(game, "Grizzly Bears", "Bob")
    with pytest.raises(A.IllegalAction, match="protection from bear creatures"):
        _blocks(game, human, bears)


def test_702_16a_no_type_chosen_protects_from_nothing() -> None:
    game = table(RIDERS)
    riders = enter(game, "Riders of Gavony", choices=(("creature_type", "Elf"),))
    bears = enter(game, "Grizzly Bears", "Bob")
    _blocks(game, riders, bears)  # Bears are no Elves: the block stands


def test_702_16a_protection_from_non_human_creatures_until_end_of_turn() -> None:
    game = table(SPARE, RIDERS)
    riders = enter(game, "Riders of Gavony", choices=(("creature_type", "Elf"),))
    bears = enter(game, "Grizzly Bears", "Bob")
    _mana(game, "Plains", "Plains")
    game.perform(A.CastSpell("Alice", hand(game, "Spare from Evil")))
    resolve_all(game)
    with pytest.raises(A.IllegalAction, match="protection from non-human creatures"):
        _blocks(game, riders, bears)


SPECTRA = card("Spectra Ward", "Enchantment — Aura",
               "Enchant creature\nEnchanted creature gets +2/+2 and has protection from all "
               "colors. This effect doesn't remove Auras.", "{3}{W}{W}")
GUILDSCORN = card("Guildscorn Ward", "Enchantment — Aura",
                  "Enchant creature\nEnchanted creature has protection from multicolored.",
                  "{W}")


def _check_state(game: Game) -> None:
    game.perform(A.PassPriority("Alice"))
    game.perform(A.PassPriority("Bob"))  # state-based actions are checked (704.5m)


def test_702_16c_protection_from_multicolored_makes_a_multicolored_aura_fall_off() -> None:
    game = table(GUILDSCORN)
    library(game, "Alice")
    library(game, "Bob")
    bears = enter(game, "Grizzly Bears")
    runes = enter(game, "Runes of the Deus", attached_to=bears)  # red and green
    enter(game, "Guildscorn Ward", attached_to=bears)
    _check_state(game)
    assert zone(game, runes) == Zone.GRAVEYARD


def test_702_16c_this_effect_doesnt_remove_auras() -> None:
    game = table(SPECTRA)
    library(game, "Alice")
    library(game, "Bob")
    bears = enter(game, "Grizzly Bears")
    runes = enter(game, "Runes of the Deus", attached_to=bears)
    ward = enter(game, "Spectra Ward", attached_to=bears)
    _check_state(game)
    assert zone(game, runes) == Zone.BATTLEFIELD and zone(game, ward) == Zone.BATTLEFIELD
    assert game.chars(bears).power == 5  # 2, +2 Spectra Ward, +1 Runes (it is green)
    enter(game, "Mountain")
    with pytest.raises(A.IllegalAction, match="protection from all colors"):
        game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), targets=(bears,)))


NEMESIS = card("True-Name Nemesis", "Creature — Merfolk Rogue",
               "As True-Name Nemesis enters, choose a player.\nTrue-Name Nemesis has "
               "protection from the chosen player.", "{1}{U}{U}", "3/1")


def test_702_16j_protection_from_the_chosen_player() -> None:
    game = table(NEMESIS)
    nemesis = enter(game, "True-Name Nemesis", choices=(("player", "Bob"),))
    enter(game, "Mountain", "Bob")
    game.perform(A.PassPriority("Alice"))  # Bob gets priority
    with pytest.raises(A.IllegalAction, match="protection from player bob"):
        game.perform(A.CastSpell("Bob", hand(game, "Lightning Bolt", "Bob"),
                                 targets=(nemesis,)))
    game = table(NEMESIS)  # nor can Bob's creatures block it
    nemesis = enter(game, "True-Name Nemesis", choices=(("player", "Bob"),))
    bears = enter(game, "Grizzly Bears", "Bob")
    with pytest.raises(A.IllegalAction, match="protection from player bob"):
        _blocks(game, nemesis, bears)


def test_702_16j_not_from_the_other_players_things() -> None:
    game = table(NEMESIS)
    nemesis = enter(game, "True-Name Nemesis", choices=(("player", "Bob"),))
    enter(game, "Mountain")
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), targets=(nemesis,)))
    resolve_all(game)
    assert zone(game, nemesis) == Zone.GRAVEYARD
