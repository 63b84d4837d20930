"""Enumerations of the rules: colours, card types, zones, steps and layers."""

from __future__ import annotations

from enum import Enum, IntEnum


class Color(Enum):
    """The five colours (105.1), in WUBRG order."""

    WHITE = "W"
    BLUE = "U"
    BLACK = "B"
    RED = "R"
    GREEN = "G"

    @property
    def title(self) -> str:
        return self.name.capitalize()

    @classmethod
    def from_word(cls, word: str) -> Color:
        """'White', 'white' or 'W' to a colour."""
        key = word.strip()
        for color in cls:
            if key.lower() == color.name.lower() or key.upper() == color.value:
                return color
        raise ValueError(f"not a colour: {word!r}")


COLOR_ORDER: tuple[Color, ...] = tuple(Color)


class CardType(Enum):
    """Card types (205.2a), with Kindred (formerly Tribal)."""

    ARTIFACT = "Artifact"
    BATTLE = "Battle"
    CREATURE = "Creature"
    ENCHANTMENT = "Enchantment"
    INSTANT = "Instant"
    KINDRED = "Kindred"
    LAND = "Land"
    PLANESWALKER = "Planeswalker"
    SORCERY = "Sorcery"

    @classmethod
    def from_word(cls, word: str) -> CardType:
        for t in cls:
            if t.value.lower() == word.strip().lower():
                return t
        if word.strip().lower() == "tribal":
            return cls.KINDRED
        raise ValueError(f"not a card type: {word!r}")


PERMANENT_TYPES = frozenset(
    {
        CardType.ARTIFACT,
        CardType.BATTLE,
        CardType.CREATURE,
        CardType.ENCHANTMENT,
        CardType.LAND,
        CardType.PLANESWALKER,
    }
)


class Supertype(Enum):
    """Supertypes (205.4a)."""

    BASIC = "Basic"
    LEGENDARY = "Legendary"
    ONGOING = "Ongoing"
    SNOW = "Snow"
    WORLD = "World"

    @classmethod
    def from_word(cls, word: str) -> Supertype:
        for t in cls:
            if t.value.lower() == word.strip().lower():
                return t
        raise ValueError(f"not a supertype: {word!r}")


class Zone(Enum):
    """Zones (400.1)."""

    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"
    # 702.26b: not a zone — a phased-out permanent is treated as though it doesn't exist;
    # it keeps its object (702.26d: no zone change) in no zone's list (rules/phasing.py)
    PHASED_OUT = "phased_out"

    @property
    def is_public(self) -> bool:
        return self not in (Zone.LIBRARY, Zone.HAND)

    @property
    def is_shared(self) -> bool:
        """Battlefield, stack, exile and command are shared (400.2)."""
        return self in (Zone.BATTLEFIELD, Zone.STACK, Zone.EXILE, Zone.COMMAND)


class Phase(Enum):
    """The five phases of a turn (500.1)."""

    BEGINNING = "beginning"
    PRECOMBAT_MAIN = "precombat_main"
    COMBAT = "combat"
    POSTCOMBAT_MAIN = "postcombat_main"
    ENDING = "ending"


class Step(IntEnum):
    """Steps of a turn in order (500-514); main phases count as steps here."""

    UNTAP = 0
    UPKEEP = 1
    DRAW = 2
    PRECOMBAT_MAIN = 3
    BEGINNING_OF_COMBAT = 4
    DECLARE_ATTACKERS = 5
    DECLARE_BLOCKERS = 6
    FIRST_STRIKE_DAMAGE = 7
    COMBAT_DAMAGE = 8
    END_OF_COMBAT = 9
    POSTCOMBAT_MAIN = 10
    END = 11
    CLEANUP = 12

    @property
    def key(self) -> str:
        """The step's name in scenario files."""
        return self.name.lower()

    @classmethod
    def from_key(cls, key: str) -> Step:
        try:
            return cls[key.strip().upper()]
        except KeyError:
            raise ValueError(f"unknown step {key!r}") from None

    @property
    def phase(self) -> Phase:
        if self <= Step.DRAW:
            return Phase.BEGINNING
        if self == Step.PRECOMBAT_MAIN:
            return Phase.PRECOMBAT_MAIN
        if self <= Step.END_OF_COMBAT:
            return Phase.COMBAT
        if self == Step.POSTCOMBAT_MAIN:
            return Phase.POSTCOMBAT_MAIN
        return Phase.ENDING

    @property
    def is_main(self) -> bool:
        return self in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)

    @property
    def label(self) -> str:
        return self.name.replace("_", " ").capitalize()


class Layer(IntEnum):
    """Layers and sublayers of 613.1-613.4, then player and rules effects (613.10-11).

    One ordered enum, walked by one loop (design house rule 3).
    """

    COPY = 0  # 613.2a layer 1a
    FACE_DOWN = 1  # 613.2b layer 1b
    CONTROL = 2  # 613.1b layer 2
    TEXT = 3  # 613.1c layer 3
    TYPE = 4  # 613.1d layer 4
    COLOR = 5  # 613.1e layer 5
    ABILITY = 6  # 613.1f layer 6
    PT_CDA = 7  # 613.4a layer 7a
    PT_SET = 8  # 613.4b layer 7b
    PT_MODIFY = 9  # 613.4c layer 7c
    PT_SWITCH = 10  # 613.4d layer 7d
    PLAYER = 11  # 613.10
    RULES = 12  # 613.11

    @property
    def code(self) -> str:
        return _LAYER_CODES[self]

    @property
    def rule(self) -> str:
        return _LAYER_RULES[self]

    @property
    def title(self) -> str:
        return _LAYER_TITLES[self]

    @property
    def uses_cda_first(self) -> bool:
        """613.3: in layers 2-6, characteristic-defining abilities apply first."""
        return Layer.CONTROL <= self <= Layer.ABILITY


_LAYER_CODES = {
    Layer.COPY: "1a",
    Layer.FACE_DOWN: "1b",
    Layer.CONTROL: "2",
    Layer.TEXT: "3",
    Layer.TYPE: "4",
    Layer.COLOR: "5",
    Layer.ABILITY: "6",
    Layer.PT_CDA: "7a",
    Layer.PT_SET: "7b",
    Layer.PT_MODIFY: "7c",
    Layer.PT_SWITCH: "7d",
    Layer.PLAYER: "players",
    Layer.RULES: "rules",
}
_LAYER_RULES = {
    Layer.COPY: "613.2a",
    Layer.FACE_DOWN: "613.2b",
    Layer.CONTROL: "613.1b",
    Layer.TEXT: "613.1c",
    Layer.TYPE: "613.1d",
    Layer.COLOR: "613.1e",
    Layer.ABILITY: "613.1f",
    Layer.PT_CDA: "613.4a",
    Layer.PT_SET: "613.4b",
    Layer.PT_MODIFY: "613.4c",
    Layer.PT_SWITCH: "613.4d",
    Layer.PLAYER: "613.10",
    Layer.RULES: "613.11",
}
_LAYER_TITLES = {
    Layer.COPY: "Copy effects",
    Layer.FACE_DOWN: "Face-down",
    Layer.CONTROL: "Control",
    Layer.TEXT: "Text-changing",
    Layer.TYPE: "Type-changing",
    Layer.COLOR: "Colour-changing",
    Layer.ABILITY: "Ability-adding and -removing",
    Layer.PT_CDA: "P/T from characteristic-defining abilities",
    Layer.PT_SET: "P/T set to a value (base P/T)",
    Layer.PT_MODIFY: "P/T modified, counters",
    Layer.PT_SWITCH: "P/T switched",
    Layer.PLAYER: "Effects on players",
    Layer.RULES: "Effects on the rules",
}

OBJECT_LAYERS: tuple[Layer, ...] = tuple(layer for layer in Layer if layer <= Layer.PT_SWITCH)
