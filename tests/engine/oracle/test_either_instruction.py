""""When this creature enters, return an enchantment card from your graveyard to your hand
or unlock a locked door of a Room you control." (608.2d: one of the two, chosen as it
resolves), from Oracle text: Ghostly Dancers."""

from __future__ import annotations

from tabletop.engine.definitions.abilities import TriggeredAbility
from tabletop.engine.definitions.one_shot_riders import EitherOr
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

DANCERS = card("Ghostly Dancers", "Creature — Spirit",
               "Flying\nWhen this creature enters, return an enchantment card from your "
               "graveyard to your hand or unlock a locked door of a Room you control.\nEerie — "
               "Whenever an enchantment you control enters and whenever you fully unlock a "
               "Room, create a 3/1 white Spirit creature token with flying.", "{3}{W}{W}", "2/5")


def test_608_2d_the_enters_ability_is_a_choice_of_two() -> None:
    trigger = DANCERS.abilities[1]
    assert isinstance(trigger, TriggeredAbility)
    (either,) = trigger.effect
    assert isinstance(either, EitherOr)


def test_608_2d_the_first_choice_returns_the_enchantment_card() -> None:
    game = table(DANCERS)
    library(game, "Alice", 1, "Glorious Anthem")
    game.perform(A.MoveObject(game.state.zone_ids(Zone.LIBRARY, "Alice")[-1], "graveyard"))
    game.perform(A.CastSpell("Alice", hand(game, "Ghostly Dancers"), pay="free"))
    resolve_all(game)
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.HAND, "Alice")] == \
        ["Glorious Anthem"]


MERCURIAL = card("Mercurial Transformation", "Sorcery — Lesson",
                 "Until end of turn, target nonland permanent loses all abilities and becomes "
                 "your choice of a blue Frog creature with base power and toughness 1/1 or a "
                 "blue Octopus creature with base power and toughness 4/4.", "{1}{U}")


def _transformed(either: int | None) -> tuple[int | None, int | None, bool, set[str]]:
    game = table(MERCURIAL)
    ornithopter = enter(game, "Ornithopter", "Bob")
    choices = (("either", either),) if either is not None else ()
    game.perform(A.CastSpell("Alice", hand(game, "Mercurial Transformation"), (ornithopter,),
                             choices, "free"))
    resolve_all(game)
    chars = game.chars(ornithopter)
    return chars.power, chars.toughness, chars.has_ability("Flying"), set(chars.subtypes)


def test_608_2d_a_frog_or_an_octopus_as_chosen() -> None:
    assert _transformed(None) == (1, 1, False, {"Frog"})
    assert _transformed(1) == (4, 4, False, {"Octopus"})
