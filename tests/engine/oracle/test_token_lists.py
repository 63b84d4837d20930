"""Tokens of different kinds created by one instruction (111.2), from Oracle text: Bestial
Menace, Wurmcoil Engine."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table

MENACE = card("Bestial Menace", "Sorcery",
              "Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a "
              "3/3 green Elephant creature token.", "{3}{G}{G}")
WURMCOIL = card("Wurmcoil Engine", "Artifact Creature — Wurm",
                "Deathtouch, lifelink\nWhen Wurmcoil Engine dies, create a 3/3 colorless Wurm "
                "artifact creature token with deathtouch and a 3/3 colorless Wurm artifact "
                "creature token with lifelink.", "{6}", "6/6")


def _tokens(game: Game) -> list[tuple[str, int, int, str]]:
    found = []
    for oid in game.battlefield():
        obj = game.obj(oid)
        if obj.is_token:
            chars = game.chars(oid)
            words = [w for w in ("deathtouch", "lifelink") if chars.has_ability(w.title())]
            found.append((game.name_of(oid), chars.power or 0, chars.toughness or 0,
                          ",".join(words)))
    return sorted(found)


def test_111_2_bestial_menace_creates_three_different_tokens() -> None:
    game = table(MENACE)
    game.perform(A.CastSpell("Alice", hand(game, "Bestial Menace"), pay="free"))
    resolve_all(game)
    assert _tokens(game) == [("Elephant", 3, 3, ""), ("Snake", 1, 1, ""), ("Wolf", 2, 2, "")]
    assert all(game.controller_of(o) == "Alice" for o in game.battlefield())


def test_111_2_wurmcoil_engine_leaves_a_deathtouch_wurm_and_a_lifelink_wurm() -> None:
    game = table(WURMCOIL)
    wurm = enter(game, "Wurmcoil Engine", "Bob")
    game.perform(A.DestroyObject(wurm))
    resolve_all(game)
    assert _tokens(game) == [("Wurm", 3, 3, "deathtouch"), ("Wurm", 3, 3, "lifelink")]
    assert all(game.controller_of(o) == "Bob" for o in game.battlefield())
