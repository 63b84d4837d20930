"""Conditions comparing players (603.4) and the starting life total (103.4), and "Then
transform ~ if ..." (608.2c), compiled from Oracle text."""

from __future__ import annotations

from tabletop.cards.build import build_definition
from tabletop.cards.records import CardRecord, FaceRecord
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table, zone

WARHOUND = card("Loyal Warhound", "Creature — Dog",
                "Vigilance\nWhen Loyal Warhound enters, if an opponent controls more lands than "
                "you, search your library for a basic Plains card, put it onto the battlefield "
                "tapped, then shuffle.", "{1}{W}", "3/1")


def _transforming(front: FaceRecord, back: FaceRecord) -> CardDefinition:
    definition = build_definition(CardRecord(
        name=front.name, type_line=front.type_line, mana_cost=front.mana_cost,
        power=front.power, toughness=front.toughness, oracle=front.oracle,
        layout="transform", faces=(front, back)))
    assert definition.unknown_clauses == (), definition.unknown_clauses
    return definition


CECIL = _transforming(
    FaceRecord("Cecil, Dark Knight", "Legendary Creature — Human Knight", "{B}", "2", "3",
               oracle="Deathtouch\nDarkness — Whenever Cecil deals damage, you lose that much "
               "life. Then if your life total is less than or equal to half your starting life "
               "total, untap Cecil and transform it."),
    FaceRecord("Cecil, Redeemed Paladin", "Legendary Creature — Human Knight", "", "4", "4",
               oracle="Lifelink\nProtect — Whenever Cecil attacks, other attacking creatures "
               "gain indestructible until end of turn."))
DOWSING = _transforming(
    FaceRecord("Dowsing Device", "Artifact", "{1}{R}",
               oracle="Whenever Dowsing Device or another artifact you control enters, up to one "
               "target creature you control gets +1/+0 and gains haste until end of turn. Then "
               "transform Dowsing Device if you control four or more artifacts."),
    FaceRecord("Geode Grotto", "Land — Cave",
               oracle="{T}: Add {R}.\n{2}{R}, {T}: Until end of turn, target creature gains "
               "haste and gets +X/+0, where X is the number of artifacts you control. Activate "
               "only as a sorcery."))


def _plains_on_battlefield(opponent_lands: int) -> list[int]:
    game = table(WARHOUND)
    library(game, "Alice", 3, "Plains")
    enter(game, "Plains")
    for _ in range(opponent_lands):
        enter(game, "Forest", "Bob")
    enter(game, "Loyal Warhound")
    resolve_all(game)
    return [o for o in game.permanents("Alice") if game.chars(o).name == "Plains"]


def test_603_4_an_opponent_with_more_lands_lets_warhound_fetch_a_tapped_plains() -> None:
    plains = _plains_on_battlefield(opponent_lands=2)
    assert len(plains) == 2


def test_603_4_no_opponent_with_more_lands_fetches_nothing() -> None:
    assert len(_plains_on_battlefield(opponent_lands=1)) == 1


def _cecil_hits(life: int) -> tuple[str, int, bool]:
    game = table(CECIL)
    cecil = enter(game, "Cecil, Dark Knight")
    game.player("Alice").life = life
    game.obj(cecil).tapped = True
    game.perform(A.DealDamageAction("Bob", 2, cecil))
    resolve_all(game)
    return game.chars(cecil).name, game.player("Alice").life, game.obj(cecil).tapped


def test_103_4_cecil_transforms_at_half_the_starting_life_total() -> None:
    # 20 starting life: losing 2 from 12 leaves 10, half of 20
    assert _cecil_hits(12) == ("Cecil, Redeemed Paladin", 10, False)


def test_103_4_cecil_stays_above_half_the_starting_life_total() -> None:
    assert _cecil_hits(13) == ("Cecil, Dark Knight", 11, True)


def _dowsing(artifacts: int) -> str:
    game = table(DOWSING)
    for _ in range(artifacts):
        enter(game, "Ornithopter")
    device = enter(game, "Dowsing Device")
    resolve_all(game)
    assert zone(game, device) == Zone.BATTLEFIELD
    return game.chars(device).name


def test_608_2c_dowsing_device_transforms_with_four_artifacts() -> None:
    assert _dowsing(3) == "Geode Grotto"


def test_608_2c_dowsing_device_stays_with_three_artifacts() -> None:
    assert _dowsing(2) == "Dowsing Device"
