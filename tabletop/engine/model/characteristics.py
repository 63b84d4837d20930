"""An object's characteristics (109.3) and the printed card they start from (section 2)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tabletop.engine.model.enums import PERMANENT_TYPES, CardType, Color, Supertype
from tabletop.engine.model.mana import ManaCost

if TYPE_CHECKING:
    from tabletop.engine.definitions.abilities import Ability

# `GameObject.face` of a face-down spell or permanent (708.2: morph 702.37, manifest
# 701.40), and of one cast face down with disguise (702.168a: it also has ward {2})
FACE_DOWN = -2
DISGUISED = -3
# `GameObject.face` of a bestowed Aura spell or permanent (702.103b: an Aura with enchant
# creature that isn't a creature; its bestow ability names the enchant ability)
BESTOWED = -4


@dataclass(frozen=True, slots=True)
class PT:
    """A printed power or toughness: a number, or `*` (208.2) with an offset (`1+*`)."""

    value: int = 0
    star: bool = False

    @classmethod
    def parse(cls, text: str | int | None) -> PT | None:
        if text is None or text == "":
            return None
        if isinstance(text, int):
            return cls(text)
        t = text.strip().replace(" ", "")
        if "*" in t:
            rest = t.replace("*", "").rstrip("+").lstrip("+")
            if rest.endswith("-") or (rest.startswith("-") and rest != "-"):
                rest = rest.rstrip("-")
            return cls(int(rest) if rest else 0, star=True)
        return cls(int(t))

    @property
    def text(self) -> str:
        if not self.star:
            return str(self.value)
        return f"{self.value}+*" if self.value else "*"


@dataclass(frozen=True, slots=True)
class CardDefinition:
    """A card's printed characteristics (section 2) with its compiled abilities.

    Built by `tabletop.cards` from card files; the engine never reads files.
    `abilities` are the card's own abilities in printed order (level bands
    included, 711.2); `spell` is the effect program of an instant or sorcery.
    """

    name: str
    mana_cost: ManaCost = field(default_factory=ManaCost)
    color_indicator: frozenset[Color] = frozenset()
    supertypes: frozenset[Supertype] = frozenset()
    types: frozenset[CardType] = frozenset()
    subtypes: tuple[str, ...] = ()
    rules_text: str = ""
    power: PT | None = None
    toughness: PT | None = None
    loyalty: int | None = None
    defense: int | None = None
    hand_modifier: int | None = None
    life_modifier: int | None = None
    abilities: tuple[Ability, ...] = ()
    german_name: str | None = None
    unknown_clauses: tuple[str, ...] = ()
    # a card with several faces (709 split, 710 flip, 712 double-faced, 715 adventurer):
    # its layout word (MTGJSON's) and each face as a definition of its own; the fields
    # above are the card's characteristics outside the stack (709.4, 712.8a, 715.4)
    layout: str | None = None
    faces: tuple[CardDefinition, ...] = ()

    def __deepcopy__(self, memo: dict[int, object]) -> CardDefinition:
        return self  # immutable: snapshots share it

    @property
    def colors(self) -> frozenset[Color]:
        """202.2: colours from the mana cost, or the colour indicator (204)."""
        return self.color_indicator or self.mana_cost.colors

    @property
    def mana_value(self) -> int:
        return self.mana_cost.mana_value

    @property
    def is_manual(self) -> bool:
        """A card with clauses the compiler could not read: played by hand."""
        return bool(self.unknown_clauses)

    @property
    def type_line(self) -> str:
        return type_line(self.supertypes, self.types, self.subtypes)

    def face(self, index: int | None) -> CardDefinition:
        """The face an object shows: None (or a card without faces) is the card itself."""
        if index is None or not 0 <= index < len(self.faces):
            return self
        return self.faces[index]

    def characteristics(self, face: int | None = None) -> Characteristics:
        """The printed values as characteristics (613.1: the starting point), of the face
        the object shows (`GameObject.face`); a transforming card's back face keeps its
        front face's mana value (712.8e). A face-down object (708.2) shows no face."""
        if face in (FACE_DOWN, DISGUISED):
            return self.face_down_values(face)
        if face == BESTOWED:
            return self.bestowed_values()
        if face is not None and self.faces:
            if face == LOCKED_ROOM:  # 709.5: no door unlocked: only the shared type line
                return Characteristics(name="", supertypes=self.supertypes, types=self.types,
                                       subtypes=frozenset(self.subtypes),
                                       subtype_order=self.subtypes)
            values = self.face(face).characteristics()
            if face > 0 and self.layout in LINKED_MANA_VALUE_LAYOUTS:
                values.linked_mana_value = self.faces[0].mana_value
            return values
        values = Characteristics(
            name=self.name,
            mana_cost=self.mana_cost,
            colors=self.colors,
            supertypes=self.supertypes,
            types=self.types,
            subtypes=frozenset(self.subtypes),
            subtype_order=self.subtypes,
            rules_text=self.rules_text,
            abilities=self.abilities,
            power=None if self.power is None else self.power.value,
            toughness=None if self.toughness is None else self.toughness.value,
            loyalty=self.loyalty,
            defense=self.defense,
            hand_modifier=self.hand_modifier,
            life_modifier=self.life_modifier,
        )
        if self.layout == MELDED:  # 712.8g: the total of its front faces' mana values
            values.linked_mana_value = sum(f.mana_value for f in self.faces)
        return values

    def bestowed_values(self) -> Characteristics:
        """702.103b: a bestowed Aura is an Aura enchantment with enchant creature (the
        ability its bestow ability names), not a creature and without creature types."""
        values = self.characteristics()
        granted = next((tuple(getattr(a, "aura_abilities", ())) for a in self.abilities
                        if getattr(a, "aura_abilities", ())), ())
        values.types = values.types - {CardType.CREATURE}
        values.subtypes = frozenset({"Aura"})
        values.subtype_order = ("Aura",)
        values.abilities = values.abilities + granted
        values.power = values.toughness = None
        return values

    def face_down_values(self, face: int = FACE_DOWN) -> Characteristics:
        """708.2a: a 2/2 creature with no text, name, subtypes or mana cost; a disguised one
        has the abilities its disguise ability names (702.168a: ward {2})."""
        granted: tuple[Ability, ...] = ()
        if face == DISGUISED:
            granted = next((tuple(getattr(a, "face_down_abilities", ()))
                            for a in self.abilities if getattr(a, "face_down_abilities", ())),
                           ())
        return Characteristics(name="", types=frozenset({CardType.CREATURE}), power=2,
                               toughness=2, abilities=granted, face_down=True)


# a melded permanent's card (712.4a): the combined back face, its `faces` the two cards
MELDED = "melded"
# `GameObject.face` of a Room on the battlefield with both doors locked (709.5)
LOCKED_ROOM = -1
# 712.8e: the back face of a transforming double-faced card has the mana value of its front
LINKED_MANA_VALUE_LAYOUTS = frozenset({"transform", "battle"})

_TYPE_ORDER = {t: i for i, t in enumerate(CardType)}
_SUPER_ORDER = {t: i for i, t in enumerate(Supertype)}
# 205.2: Kindred comes first on a type line ("Kindred Enchantment")
_TYPE_LINE_ORDER = [
    CardType.KINDRED,
    CardType.ENCHANTMENT,
    CardType.ARTIFACT,
    CardType.LAND,
    CardType.CREATURE,
    CardType.PLANESWALKER,
    CardType.BATTLE,
    CardType.INSTANT,
    CardType.SORCERY,
]


def type_line(
    supertypes: frozenset[Supertype], types: frozenset[CardType], subtypes: tuple[str, ...]
) -> str:
    words = [s.value for s in sorted(supertypes, key=_SUPER_ORDER.__getitem__)]
    words += [t.value for t in _TYPE_LINE_ORDER if t in types]
    line = " ".join(words)
    if subtypes:
        line += " — " + " ".join(subtypes)
    return line


@dataclass(slots=True)
class Characteristics:
    """The characteristic values of an object at one moment (109.3).

    Mutable only inside the layer loop, which works on its own copies.
    Subtypes are a set for the rules and `subtype_order` keeps printed order.
    """

    name: str
    mana_cost: ManaCost = field(default_factory=ManaCost)
    colors: frozenset[Color] = frozenset()
    supertypes: frozenset[Supertype] = frozenset()
    types: frozenset[CardType] = frozenset()
    subtypes: frozenset[str] = frozenset()
    subtype_order: tuple[str, ...] = ()
    rules_text: str = ""
    abilities: tuple[Ability, ...] = ()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    defense: int | None = None
    hand_modifier: int | None = None
    life_modifier: int | None = None
    controller: str = ""
    face_down: bool = False
    linked_mana_value: int | None = None  # 712.8e: a back face's mana value is its front's

    def copy(self) -> Characteristics:
        """A shallow copy (all fields are immutable values); fast, for the layer loop."""
        c = Characteristics.__new__(Characteristics)
        for name in _CHAR_FIELDS:
            setattr(c, name, getattr(self, name))
        return c

    @property
    def mana_value(self) -> int:
        if self.linked_mana_value is not None:
            return self.linked_mana_value
        return self.mana_cost.mana_value

    def is_type(self, card_type: CardType) -> bool:
        return card_type in self.types

    @property
    def is_creature(self) -> bool:
        return CardType.CREATURE in self.types

    @property
    def is_permanent(self) -> bool:
        """110.4: artifact, battle, creature, enchantment, land, planeswalker."""
        return bool(self.types & PERMANENT_TYPES)

    @property
    def ordered_subtypes(self) -> tuple[str, ...]:
        ordered = [s for s in self.subtype_order if s in self.subtypes]
        ordered += sorted(self.subtypes - set(ordered))
        return tuple(ordered)

    @property
    def type_line(self) -> str:
        return type_line(self.supertypes, self.types, self.ordered_subtypes)

    def has_keyword(self, keyword: str) -> bool:
        key = keyword.lower()
        return any(a.keyword is not None and a.keyword.lower() == key for a in self.abilities)

    def has_ability(self, name: str) -> bool:
        """A keyword name or the start of an ability's rules text (scenario `has`)."""
        key = name.strip().lower()
        for ability in self.abilities:
            if ability.keyword is not None and ability.keyword.lower() == key:
                return True
            if ability.text.lower().startswith(key):
                return True
        return False


_CHAR_FIELDS: tuple[str, ...] = Characteristics.__slots__
