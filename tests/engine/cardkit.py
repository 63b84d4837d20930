"""Hand-built card definitions for engine tests (the engine never reads card files)."""

from __future__ import annotations

from tabletop.engine.definitions.abilities import KeywordAbility, StaticAbility
from tabletop.engine.definitions.effects import (
    AddAbilities,
    Affects,
    ChangeTypes,
    EffectSpec,
    ModifyPT,
    RemoveAbilities,
    SetPT,
)
from tabletop.engine.definitions.expressions import Const, ManaValueOf
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.levelers import level_band, level_up
from tabletop.engine.game import Game
from tabletop.engine.model.characteristics import PT, CardDefinition
from tabletop.engine.model.enums import CardType, Supertype
from tabletop.engine.model.mana import ManaCost

CREATURE = frozenset({CardType.CREATURE})
FLYING = KeywordAbility("Flying", "Flying")


def creature(name: str, p: int, t: int, cost: str = "{2}", *abilities: object,
             subtypes: tuple[str, ...] = ()) -> CardDefinition:
    return CardDefinition(name, ManaCost.parse(cost), types=CREATURE, subtypes=subtypes,
                          power=PT(p), toughness=PT(t), abilities=tuple(abilities))  # type: ignore[arg-type]


def static(text: str, *specs: EffectSpec, cda: bool = False) -> StaticAbility:
    return StaticAbility(text, effects=specs, cda=cda)


def anthem(name: str = "Glorious Anthem") -> CardDefinition:
    spec = EffectSpec((ModifyPT(Const(1), Const(1)),), Affects.MATCHING,
                      ObjectFilter(types=CREATURE, controller="you"))
    return CardDefinition(name, ManaCost.parse("{1}{W}{W}"),
                          types=frozenset({CardType.ENCHANTMENT}),
                          abilities=(static("Creatures you control get +1/+1.", spec),))


def godhead() -> CardDefinition:
    spec = EffectSpec((SetPT(Const(1), Const(1)),), Affects.MATCHING,
                      ObjectFilter(types=CREATURE, other=True))
    return creature("Godhead of Awe", 4, 4, "{W/U}{W/U}{W/U}{W/U}{W/U}", FLYING,
                    static("Other creatures have base power and toughness 1/1.", spec))


def coralhelm() -> CardDefinition:
    lord = static("Other Merfolk creatures you control get +1/+1.", EffectSpec(
        (ModifyPT(Const(1), Const(1)),), Affects.MATCHING,
        ObjectFilter(types=CREATURE, subtypes=frozenset({"Merfolk"}), controller="you",
                     other=True)))
    return creature("Coralhelm Commander", 2, 2, "{U}{U}", level_up(ManaCost.parse("{1}")),
                    level_band(2, 3, 3, 3, (FLYING,)),
                    level_band(4, None, 4, 4, (FLYING, lord)),
                    subtypes=("Merfolk", "Soldier"))


def humility() -> CardDefinition:
    spec = EffectSpec((RemoveAbilities(all=True), SetPT(Const(1), Const(1))),
                      Affects.MATCHING, ObjectFilter(types=CREATURE))
    return CardDefinition("Humility", ManaCost.parse("{2}{W}{W}"),
                          types=frozenset({CardType.ENCHANTMENT}),
                          abilities=(static("All creatures lose all abilities and have base "
                                            "power and toughness 1/1.", spec),))


def opalescence() -> CardDefinition:
    spec = EffectSpec(
        (ChangeTypes(add_types=CREATURE), SetPT(ManaValueOf(), ManaValueOf())),
        Affects.MATCHING,
        ObjectFilter(types=frozenset({CardType.ENCHANTMENT}), not_subtypes=frozenset({"Aura"}),
                     other=True))
    return CardDefinition("Opalescence", ManaCost.parse("{2}{W}{W}"),
                          types=frozenset({CardType.ENCHANTMENT}),
                          abilities=(static("Each other non-Aura enchantment is a creature in "
                                            "addition to its other types and has base power "
                                            "and base toughness each equal to its mana value.",
                                            spec),))


def land(name: str, subtypes: tuple[str, ...] = (), basic: bool = False,
         *abilities: object) -> CardDefinition:
    from tabletop.engine.definitions.abilities import intrinsic_mana_ability

    own = tuple(intrinsic_mana_ability(t) for t in subtypes if t in
                ("Plains", "Island", "Swamp", "Mountain", "Forest"))
    return CardDefinition(name, types=frozenset({CardType.LAND}), subtypes=subtypes,
                          supertypes=frozenset({Supertype.BASIC}) if basic else frozenset(),
                          abilities=own + tuple(abilities))  # type: ignore[arg-type]


def blood_moon() -> CardDefinition:
    spec = EffectSpec((ChangeTypes(set_land_types=("Mountain",)),), Affects.MATCHING,
                      ObjectFilter(types=frozenset({CardType.LAND}),
                                   not_supertypes=frozenset({Supertype.BASIC})))
    return CardDefinition("Blood Moon", ManaCost.parse("{2}{R}"),
                          types=frozenset({CardType.ENCHANTMENT}),
                          abilities=(static("Nonbasic lands are Mountains.", spec),))


def urborg() -> CardDefinition:
    spec = EffectSpec((ChangeTypes(add_subtypes=("Swamp",)),), Affects.MATCHING,
                      ObjectFilter(types=frozenset({CardType.LAND})))
    card = land("Urborg, Tomb of Yawgmoth", (), False,
                static("Each land is a Swamp in addition to its other land types.", spec))
    from dataclasses import replace

    return replace(card, supertypes=frozenset({Supertype.LEGENDARY}))


def grant(name: str, keyword: KeywordAbility, f: ObjectFilter) -> CardDefinition:
    spec = EffectSpec((AddAbilities((keyword,)),), Affects.MATCHING, f)
    return CardDefinition(name, types=frozenset({CardType.ENCHANTMENT}),
                          abilities=(static(f"{f.describe()} have {keyword.text}.", spec),))


def game_with(*cards: CardDefinition) -> Game:
    table = {c.name: c for c in cards}
    return Game(cards=lambda n: table[n])


def enter(game: Game, name: str, controller: str = "Alice", **kw: object) -> int:
    from tabletop.engine.model import actions as A

    events = game.perform(A.EnterBattlefield(name, controller, **kw))  # type: ignore[arg-type]
    return next(e.objects[0] for e in events if e.kind == "enters")
