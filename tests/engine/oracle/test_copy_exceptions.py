""""Copy target creature spell you control, except it isn't legendary if the spell is
legendary." (707.9b: an exception to the copiable values; 707.10f: the copy of a permanent
spell becomes a token), from Oracle text: Double Major."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Supertype, Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table

MAJOR = card("Double Major", "Instant",
             "Copy target creature spell you control, except it isn't legendary if the spell "
             "is legendary. (A copy of a creature spell becomes a token.)", "{G}{U}")
ISAMARU = card("Isamaru, Hound of Konda", "Legendary Creature — Dog", "", "{W}", "2/2")


def test_707_9b_the_token_copy_is_not_legendary_so_both_stay() -> None:
    game = table(MAJOR, ISAMARU)
    isamaru = hand(game, "Isamaru, Hound of Konda")
    game.perform(A.CastSpell("Alice", isamaru, pay="free"))
    spell = game.state.newest(isamaru)  # on the stack now
    game.perform(A.CastSpell("Alice", hand(game, "Double Major"), (spell,), pay="free"))
    resolve_all(game)
    dogs = [o for o in game.permanents("Alice") if game.name_of(o) == "Isamaru, Hound of Konda"]
    assert len(dogs) == 2  # 704.5j would put one of two legendary ones into the graveyard
    (token,) = [o for o in dogs if game.obj(o).is_token]
    assert Supertype.LEGENDARY not in game.chars(token).supertypes
    (original,) = [o for o in dogs if o != token]
    assert Supertype.LEGENDARY in game.chars(original).supertypes
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.GRAVEYARD, "Alice")] == \
        ["Double Major"]


DUPLIMANCY = card("Vesuvan Duplimancy", "Enchantment",
                  "Whenever you cast a spell that targets only a single artifact or creature "
                  "you control, create a token that's a copy of that artifact or creature, "
                  "except it's not legendary.", "{3}{U}")
GROWTH = card("Giant Growth", "Instant", "Target creature gets +3/+3 until end of turn.", "{G}")


def test_707_9b_a_spell_on_your_legendary_creature_copies_it_unlegendary() -> None:
    game = table(DUPLIMANCY, ISAMARU, GROWTH)
    enter(game, "Vesuvan Duplimancy")
    isamaru = enter(game, "Isamaru, Hound of Konda")
    game.perform(A.CastSpell("Alice", hand(game, "Giant Growth"), (isamaru,), pay="free"))
    resolve_all(game)
    dogs = [o for o in game.permanents("Alice") if game.name_of(o) == "Isamaru, Hound of Konda"]
    assert len(dogs) == 2
    (token,) = [o for o in dogs if game.obj(o).is_token]
    assert Supertype.LEGENDARY not in game.chars(token).supertypes


def test_603_2_a_spell_on_an_opponents_creature_copies_nothing() -> None:
    game = table(DUPLIMANCY, GROWTH)
    enter(game, "Vesuvan Duplimancy")
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Giant Growth"), (bears,), pay="free"))
    resolve_all(game)
    assert not any(game.obj(o).is_token for o in game.battlefield())
