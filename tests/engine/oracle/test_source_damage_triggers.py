"""Damage triggers about any source (120.3, 603.2), from Oracle text: "a source you control
deals damage to an opponent", "a source an opponent controls deals damage to you or a
permanent you control", "a creature / a spell deals damage to ~", "an opponent is dealt
[noncombat] damage", "~ deals 6 or more damage to an opponent"."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import creature, enter, hand, library, resolve_all, table, zone

TALON = card("Talon of Pain", "Artifact",
             "Whenever a source you control other than Talon of Pain deals damage to an "
             "opponent, put a charge counter on Talon of Pain.\n{X}, {T}, Remove X charge "
             "counters from Talon of Pain: Talon of Pain deals X damage to any target.", "{4}")
NIGHT_DEALINGS = card("Night Dealings", "Enchantment",
                      "Whenever a source you control deals damage to another player, put that "
                      "many theft counters on Night Dealings.\n{2}{B}{B}, Remove X theft "
                      "counters from Night Dealings: Search your library for a nonland card "
                      "with mana value X, reveal it, and put it into your hand. Then shuffle.",
                      "{2}{B}{B}")
SPITFIRE = card("Chandra's Spitfire", "Creature — Elemental",
                "Flying\nWhenever an opponent is dealt noncombat damage, Chandra's Spitfire "
                "gets +3/+0 until end of turn.", "{2}{R}", "1/3")
TEPHRADERM = card("Tephraderm", "Creature — Beast",
                  "Whenever a creature deals damage to Tephraderm, Tephraderm deals that much "
                  "damage to that creature.\nWhenever a spell deals damage to Tephraderm, "
                  "Tephraderm deals that much damage to that spell's controller.", "{4}{R}",
                  "4/5")
FLAMEBLADE = card("Flameblade Angel", "Creature — Angel",
                  "Flying\nWhenever a source an opponent controls deals damage to you or a "
                  "permanent you control, you may have Flameblade Angel deal 1 damage to that "
                  "source's controller.", "{4}{R}{R}", "4/4")
DEUS = card("Deus of Calamity", "Creature — Spirit Avatar",
            "Trample\nWhenever Deus of Calamity deals 6 or more damage to an opponent, destroy "
            "target land that player controls.", "{R/G}{R/G}{R/G}{R/G}{R/G}", "6/6")
BRAWLER = creature("Test Brawler", 1, 8)


def _game(*cards: object) -> Game:
    game = table(*cards)  # type: ignore[arg-type]
    library(game, "Alice")
    library(game, "Bob")
    return game


def _bolt(game: Game, caster: str, target: object) -> None:
    game.state.priority = caster
    game.perform(A.CastSpell(caster, hand(game, "Lightning Bolt", caster), (target,),
                             pay="free"))
    resolve_all(game)


def _attack(game: Game, attacker: int, blocker: int | None = None) -> None:
    game.obj(attacker).controlled_since_turn_start = True
    player = game.controller_of(attacker)
    other = "Bob" if player == "Alice" else "Alice"
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers(player, (attacker,), other))
    resolve_all(game)
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers(other, ((blocker, attacker),) if blocker else ()))
    resolve_all(game)
    game.perform(A.AdvanceTo("end_of_combat"))
    resolve_all(game)


def test_120_3_talon_counts_damage_your_other_sources_deal_to_opponents() -> None:
    game = _game(TALON)
    talon = enter(game, "Talon of Pain")
    _bolt(game, "Alice", "Bob")
    assert game.obj(talon).counters.get("charge", 0) == 1
    _bolt(game, "Alice", "Alice")  # not an opponent
    _bolt(game, "Bob", "Bob")  # not Alice's source
    assert game.obj(talon).counters.get("charge", 0) == 1


def test_120_3_night_dealings_puts_that_many_counters() -> None:
    game = _game(NIGHT_DEALINGS)
    dealings = enter(game, "Night Dealings")
    _bolt(game, "Alice", "Bob")
    assert game.obj(dealings).counters.get("theft", 0) == 3


def test_120_3_spitfire_grows_on_noncombat_damage_only() -> None:
    game = _game(SPITFIRE)
    spitfire = enter(game, "Chandra's Spitfire")
    bears = enter(game, "Grizzly Bears")
    _attack(game, bears)  # combat damage to Bob
    assert game.chars(spitfire).power == 1
    _bolt(game, "Alice", "Bob")
    assert game.chars(spitfire).power == 4


def test_120_3_tephraderm_strikes_back_at_creatures_and_spell_casters() -> None:
    game = _game(TEPHRADERM, BRAWLER)
    tephraderm = enter(game, "Tephraderm", "Bob")
    brawler = enter(game, "Test Brawler")
    _attack(game, brawler, tephraderm)  # 1 damage to Tephraderm, 1 back; 4 from the block
    assert game.obj(brawler).damage == 5
    _bolt(game, "Alice", tephraderm)
    assert game.player("Alice").life == 17


def test_120_3_flameblade_angel_answers_damage_to_its_controllers_things() -> None:
    game = _game(FLAMEBLADE)
    enter(game, "Flameblade Angel")
    bears = enter(game, "Grizzly Bears")
    _bolt(game, "Bob", bears)
    assert game.player("Bob").life == 19
    _bolt(game, "Bob", "Alice")
    assert game.player("Bob").life == 18
    _bolt(game, "Alice", "Bob")  # Alice's own source: no trigger
    assert game.player("Bob").life == 15


def test_120_3_deus_needs_six_damage_at_once() -> None:
    game = _game(DEUS)
    deus = enter(game, "Deus of Calamity")
    land = enter(game, "Mountain", "Bob")
    _attack(game, deus)
    assert game.player("Bob").life == 14
    assert zone(game, land) == Zone.GRAVEYARD
    game2 = _game(DEUS, BRAWLER)
    deus2 = enter(game2, "Deus of Calamity")
    land2 = enter(game2, "Mountain", "Bob")
    _attack(game2, deus2, enter(game2, "Test Brawler", "Bob"))  # 6 to a creature
    assert zone(game2, land2) == Zone.BATTLEFIELD
