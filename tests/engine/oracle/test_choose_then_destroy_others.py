""""Choose a creature or planeswalker, then destroy all other creatures and planeswalkers."
(115.10: a choice, not a target; 701.8: the rest at once), from Oracle text: Selfless
Glyphweaver // Deadly Vanity (a modal double-faced card, its back face cast)."""

from __future__ import annotations

from tabletop.cards.build import build_definition
from tabletop.cards.importers import table_from_mtgjson
from tabletop.cards.records import record_from_table
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

_NAME = "Selfless Glyphweaver // Deadly Vanity"
GLYPHWEAVER = build_definition(record_from_table(table_from_mtgjson([
    {"name": _NAME, "manaCost": "{2}{W}", "type": "Creature — Human Cleric",
     "text": "Exile Selfless Glyphweaver: Creatures you control gain indestructible until end "
             "of turn.", "layout": "modal_dfc", "power": "2", "toughness": "3",
     "faceName": "Selfless Glyphweaver", "side": "a"},
    {"name": _NAME, "manaCost": "{5}{B}{B}{B}", "type": "Sorcery",
     "text": "Choose a creature or planeswalker, then destroy all other creatures and "
             "planeswalkers.", "layout": "modal_dfc", "faceName": "Deadly Vanity",
     "side": "b"}])))


def _vanity(game: Game, **choices: object) -> None:
    card = hand(game, "Selfless Glyphweaver")
    game.perform(A.CastSpell("Alice", card, (), (("face", "Deadly Vanity"),
                                                 *choices.items()), "free"))
    resolve_all(game)


def test_115_10_the_chosen_creature_survives_all_others_die() -> None:
    assert GLYPHWEAVER.unknown_clauses == ()
    game = table(GLYPHWEAVER)
    bears = enter(game, "Grizzly Bears")
    dreadmaw = enter(game, "Colossal Dreadmaw", "Bob")
    ring = enter(game, "Sol Ring")
    _vanity(game, choose=(dreadmaw,))  # anyone's may be chosen: it's no target
    assert zone(game, dreadmaw) == Zone.BATTLEFIELD
    assert zone(game, bears) == Zone.GRAVEYARD
    assert zone(game, ring) == Zone.BATTLEFIELD  # no creature or planeswalker


def test_115_10_unanswered_your_most_valuable_creature_is_kept() -> None:
    game = table(GLYPHWEAVER)
    bears = enter(game, "Grizzly Bears")
    dreadmaw = enter(game, "Colossal Dreadmaw")
    theirs = enter(game, "Colossal Dreadmaw", "Bob")
    _vanity(game)
    assert zone(game, dreadmaw) == Zone.BATTLEFIELD
    assert zone(game, bears) == Zone.GRAVEYARD
    assert zone(game, theirs) == Zone.GRAVEYARD
