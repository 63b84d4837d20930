"""Engine state to card views: what each card item is told to paint.

The views come from the characteristics after all layers (613): a leveler's
P/T and band in force follow its level counters (711.2), a pump spell raises
the current P/T above the printed one, summoning sickness (302.6) and tokens,
counters, face-down and manual cards are marked, German names come from the
card database.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import Color, Step, Zone
from tabletop.session.cardpool import builtin_pool
from tabletop.ui.card_view import Highlight, TextKind, active_band_index, reference_pt
from tabletop.ui.view_model import (
    ViewOptions,
    ability_lines,
    card_view,
    table_state,
    text_line,
)


def new_game() -> Game:
    return Game(("Alice", "Bob"), builtin_pool())


def enter(game: Game, card: str, controller: str = "Alice", **kw: object) -> int:
    events = game.perform(A.EnterBattlefield(card, controller, **kw))  # type: ignore[arg-type]
    return next(e.objects[0] for e in events if e.kind == "enters")


def view(game: Game, oid: int, **kw: object):  # type: ignore[no-untyped-def]
    return card_view(game, game.result, oid, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize(("level", "pt", "band"), [
    (0, (2, 2), None), (1, (2, 3), 0), (3, (2, 3), 0), (4, (4, 4), 1), (9, (4, 4), 1),
])
def test_knight_of_cliffhaven_band_in_force_follows_level_counters(
        level: int, pt: tuple[int, int], band: int | None) -> None:
    """711.2: LEVEL 1-3 is 2/3 with flying, LEVEL 4+ 4/4 with flying and vigilance."""
    game = new_game()
    knight = enter(game, "Knight of Cliffhaven", counters=(("level", level),) if level else ())
    v = view(game, knight)
    assert (v.power, v.toughness) == pt
    assert (v.printed_power, v.printed_toughness) == (2, 2)
    assert v.level == level
    assert [b.label for b in v.level_bands] == ["LEVEL 1-3", "LEVEL 4+"]
    assert [b.active for b in v.level_bands] == [i == band for i in range(2)]
    assert active_band_index(v) == band
    assert v.level_bands[1].lines == ("Flying, vigilance",)
    assert v.level_up_line.startswith("Level up {3} ({3}: Put a level counter")
    assert v.level_bands_apply


def test_pump_spell_raises_current_pt_above_the_band_in_force() -> None:
    """Giant Growth (layer 7c) on a level-1 Knight: 5/6 against the band's 2/3."""
    game = new_game()
    knight = enter(game, "Knight of Cliffhaven", counters=(("level", 1),))
    enter(game, "Forest")
    game.perform(A.PutInHand("Giant Growth", "Alice"))
    growth = game.state.zone_ids(Zone.HAND, "Alice")[-1]
    game.perform(A.CastSpell("Alice", growth, (knight,)))
    stacked = table_state(game, game.result)
    assert stacked.targets and stacked.targets[0][1] == (knight,)
    game.perform(A.PassPriority("Alice"))
    game.perform(A.PassPriority("Bob"))
    v = view(game, knight)
    assert (v.power, v.toughness) == (5, 6)
    assert reference_pt(v) == (2, 3)


def test_reminder_text_is_an_italic_line_and_keywords_run_together() -> None:
    game = new_game()
    forest = enter(game, "Forest")
    v = view(game, forest)
    assert v.text_lines == (text_line("({T}: Add {G}.)"),)
    assert v.text_lines[0].italic and v.text_lines[0].kind == TextKind.REMINDER
    knight = builtin_pool()("Knight of Cliffhaven")
    granted = knight.abilities[2].granted  # type: ignore[attr-defined]
    assert ability_lines(granted) == ("Flying, vigilance",)


def test_summoning_sickness_tapped_counters_and_tokens() -> None:
    game = new_game()
    sick = enter(game, "Grizzly Bears", sick=True)
    old = enter(game, "Grizzly Bears", tapped=True)
    land = enter(game, "Forest", sick=True)
    game.perform(A.AddCounters(old, "+1/+1", 2))
    game.perform(A.CreateTokenAction("Bob", "Soldier", 1, 1))
    token = game.battlefield()[-1]
    assert view(game, sick).summoning_sick
    assert not view(game, land).summoning_sick  # only creatures (302.6)
    v = view(game, old)
    assert not v.summoning_sick and v.tapped
    assert v.counters == (("+1/+1", 2),) and (v.power, v.toughness) == (4, 4)
    assert view(game, token).is_token


def test_manual_card_marker_and_german_names() -> None:
    pool = builtin_pool()
    odd = CardDefinition(name="Odd Card", unknown_clauses=("do something strange",),
                         german_name="Seltsame Karte")

    def cards(name: str) -> CardDefinition:
        return odd if name == "Odd Card" else pool(name)

    game = Game(("Alice", "Bob"), cards)
    oid = enter(game, "Odd Card")
    knight = enter(game, "Knight of Cliffhaven")
    assert view(game, oid).manual
    assert view(game, oid, german=True).name == "Seltsame Karte"
    assert view(game, knight, german=True).name == "Ritter vom Klippenhafen"
    assert view(game, knight).name == "Knight of Cliffhaven"
    assert view(game, knight).colors == (Color.WHITE,)
    assert view(game, knight).mana_cost == "{1}{W}"


def test_hidden_hands_piles_and_players() -> None:
    game = new_game()
    game.perform(A.PutInLibrary("Forest", "Bob", 5))
    game.perform(A.DrawCards("Bob", 2))
    game.perform(A.PutInHand("Giant Growth", "Alice"))
    enter(game, "Forest", "Bob")
    game.perform(A.MoveObject(game.battlefield()[-1], "graveyard"))
    hidden = table_state(game, game.result, ViewOptions(revealed_hands=frozenset({"Alice"})))
    bob_hand = [p for p in hidden.cards.values() if p.zone == Zone.HAND and p.player == "Bob"]
    assert len(bob_hand) == 2 and all(p.hidden and p.view.face_down for p in bob_hand)
    alice_hand = [p for p in hidden.cards.values() if p.zone == Zone.HAND and p.player == "Alice"]
    assert [p.view.name for p in alice_hand] == ["Giant Growth"] and not alice_hand[0].hidden
    assert hidden.piles[(Zone.LIBRARY, "Bob")].count == 3
    assert hidden.piles[(Zone.GRAVEYARD, "Bob")].top is not None
    bob = hidden.player("Bob")
    assert (bob.hand, bob.library, bob.graveyard, bob.life) == (2, 3, 1, 20)
    assert hidden.player("Alice").priority and hidden.player("Alice").active
    assert hidden.step == Step.PRECOMBAT_MAIN


def test_marks_from_the_window_and_hypothetical_flag() -> None:
    game = new_game()
    bear = enter(game, "Grizzly Bears")
    options = ViewOptions(selected=bear, highlights={bear: Highlight.TARGET},
                          hypothetical=True)
    placed = table_state(game, game.result, options).cards[bear]
    assert placed.view.selected and placed.view.highlight == Highlight.TARGET
    assert placed.view.hypothetical
    assert replace(placed.view, selected=False) != placed.view


def test_abilities_on_the_stack_show_as_small_cards_of_their_source() -> None:
    game = new_game()
    knight = enter(game, "Knight of Cliffhaven")
    for _ in range(3):
        enter(game, "Plains")
    game.perform(A.ActivateAbility("Alice", knight, "Level up"))
    state = table_state(game, game.result)
    stacked = [p for p in state.cards.values() if p.zone == Zone.STACK]
    assert len(stacked) == 1
    assert stacked[0].view.name == "Knight of Cliffhaven"
    assert stacked[0].view.type_line == "Activated ability"
    assert stacked[0].view.text_lines[0].text.startswith("Level up")
