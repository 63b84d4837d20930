"""What a card item paints: a frozen snapshot computed elsewhere from the engine.

A `CardView` holds plain values only (strings, ints, enums, tuples), never
engine objects, so two views compare by value: a `CardItem` repaints only when
its new view differs from the old one (`__eq__` from the dataclass).

Nothing here is computed from the engine; the controller builds views from
the characteristics after each event. The helpers at the bottom answer
questions about a view that the painter and the item both need.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum, StrEnum

from tabletop.engine.model.enums import CardType, Color


class TextKind(StrEnum):
    """What a line of the text box is; a `StrEnum`, so "reminder" == TextKind.REMINDER."""

    RULES = "rules"
    REMINDER = "reminder"
    FLAVOR = "flavor"


class Highlight(Enum):
    """Why a card is marked on the table (drawn as a coloured glow around it)."""

    NONE = "none"
    PLAYABLE = "playable"  # can be cast / activated now
    TARGET = "target"  # a legal or chosen target
    SOURCE = "source"  # the source of the ability or effect under inspection
    AFFECTED = "affected"  # affected by the effect under inspection
    ATTACKING = "attacking"
    BLOCKING = "blocking"


@dataclass(frozen=True, slots=True)
class TextLine:
    """One paragraph of the text box.

    `italic` draws the whole paragraph in italics (reminder and flavour text).
    Independently of it, parts of a rules line in parentheses are drawn in
    italics, as on printed cards ("Shroud (This creature can't be ...)").
    Mana symbols written in braces ({T}, {W}, {2}) are drawn as symbols.
    """

    text: str
    italic: bool = False
    kind: TextKind = TextKind.RULES


@dataclass(frozen=True, slots=True)
class LevelBandView:
    """One level symbol of a leveler (rule 711.1): "LEVEL 1-3" with 2/3 and Flying.

    `max` is None for the open-ended top range ("LEVEL 4+"). `active` is the
    engine's word that this band's abilities are in force; see
    `active_band_index` for how the painter decides.
    """

    label: str
    min: int
    max: int | None
    power: int | None
    toughness: int | None
    lines: tuple[str, ...] = ()
    active: bool = False

    def contains(self, level: int) -> bool:
        return level >= self.min and (self.max is None or level <= self.max)

    @property
    def range_text(self) -> str:
        """The big part of the level symbol: "1-3" or "4+"."""
        if self.max is None:
            return f"{self.min}+"
        if self.max == self.min:
            return str(self.min)
        return f"{self.min}-{self.max}"


@dataclass(frozen=True, slots=True)
class TextBandView:
    """One band of a Saga's text box (714.1: a chapter ability beside its chapter symbols)
    or a Class's (716.1: a level with its cost and the abilities it adds)."""

    marker: str  # the chapter symbols ("I, II") or the level ("2")
    lines: tuple[str, ...] = ()
    cost: str = ""  # a Class level's cost, "{2}{U}" (716.2a)
    reached: bool = False  # lore counters at or past it; the Class at or past its level
    current: bool = False  # the last chapter reached; the Class's level now
    # the bar's words of a Case's, a station card's or a prototype's band (banded_text.py)
    title: str = ""


@dataclass(frozen=True, slots=True)
class FaceView:
    """One face of a card with several (709 split halves, 710 flip halves, 712 faces, 715
    the Adventure): its printed facts, for drawing the faces not up."""

    name: str
    mana_cost: str = ""
    type_line: str = ""  # English, for the painters' decisions (frame, initial)
    shown_type_line: str = ""  # in the interface language ("": `type_line`)
    lines: tuple[str, ...] = ()
    pt: str = ""  # "3/2", or "" without power and toughness
    colors: tuple[Color, ...] = ()
    locked: bool = False  # a locked door of a Room on the battlefield (709.5)

    @property
    def type_text(self) -> str:
        return self.shown_type_line or self.type_line


@dataclass(frozen=True, slots=True)
class CardWords:
    """The few words the painters write on a card, in the interface language."""

    level: str = "LEVEL"  # the level symbol (711.1)
    level_short: str = "Lv"  # the level badge
    printed: str = "printed"  # the note over a band's changed P/T
    manual: str = "manual"  # a card played by hand


ENGLISH_WORDS = CardWords()


@dataclass(frozen=True, slots=True)
class CardView:
    """Everything a card item needs to paint one object.

    power/toughness are the current values after the layer system;
    printed_power/printed_toughness are what the card says (for a leveler:
    the top band, beside "Level up {cost}"). counters are (kind, number)
    pairs, e.g. (("+1/+1", 2), ("level", 4)); level counters are shown from
    `level`, not from `counters`.
    """

    oid: int
    name: str
    mana_cost: str = ""
    colors: tuple[Color, ...] = ()
    type_line: str = ""
    text_lines: tuple[TextLine, ...] = ()
    power: int | None = None
    toughness: int | None = None
    printed_power: int | None = None
    printed_toughness: int | None = None
    loyalty: int | None = None
    defense: int | None = None
    is_token: bool = False
    face_down: bool = False
    tapped: bool = False
    summoning_sick: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    level: int | None = None
    level_bands: tuple[LevelBandView, ...] = ()
    level_up_line: str = ""
    level_bands_apply: bool = True
    # a Saga's chapters or a Class's levels (text_bands.py); `band_kind` "saga" or "class",
    # or "case", "station", "prototype" (banded_text.py)
    text_bands: tuple[TextBandView, ...] = ()
    band_kind: str = ""
    manual: bool = False
    selected: bool = False
    highlight: Highlight = Highlight.NONE
    hypothetical: bool = False
    attached_count: int = 0
    keywords: tuple[str, ...] = ()  # keyword abilities it has now (after all layers)
    affected: bool = False  # a continuous effect (613) applies to it
    shown_type_line: str = ""  # the type line in the interface language ("" : `type_line`)
    oracle_name: str = ""  # the English (Oracle) name when `name` is a translation
    words: CardWords = field(default_factory=lambda: ENGLISH_WORDS)
    # a card with several faces (face_views.py): MTGJSON's layout word, the face up (-1:
    # the card as a whole, the front face or a split card's halves together) and each face
    layout: str = ""
    face: int = -1
    faces: tuple[FaceView, ...] = ()

    @property
    def type_text(self) -> str:
        """The type line as painted (German on a German table); `type_line` stays English
        for the painters' decisions (frame colours, P/T box, type initial)."""
        return self.shown_type_line or self.type_line

    @property
    def is_leveler(self) -> bool:
        return bool(self.level_bands)

    @property
    def card_types(self) -> frozenset[CardType]:
        return card_types(self.type_line)

    @property
    def has_pt(self) -> bool:
        return self.power is not None or self.toughness is not None


def card_types(type_line: str) -> frozenset[CardType]:
    """The card types named before the dash of a type line."""
    head = type_line.replace("—", "-").split(" - ", 1)[0]
    found: set[CardType] = set()
    for word in head.split():
        try:
            found.add(CardType.from_word(word))
        except ValueError:
            continue
    return frozenset(found)


_INITIAL_ORDER: tuple[CardType, ...] = (
    CardType.CREATURE,
    CardType.PLANESWALKER,
    CardType.BATTLE,
    CardType.LAND,
    CardType.ARTIFACT,
    CardType.ENCHANTMENT,
    CardType.INSTANT,
    CardType.SORCERY,
    CardType.KINDRED,
)


def main_card_type(type_line: str) -> CardType | None:
    """The type that best names the card (Creature before Artifact, ...)."""
    types = card_types(type_line)
    for card_type in _INITIAL_ORDER:
        if card_type in types:
            return card_type
    return None


def type_initial(type_line: str) -> str:
    """The letter painted in the art area: "C" for creatures, "L" for lands."""
    main = main_card_type(type_line)
    return main.value[0] if main is not None else "?"


def active_band_index(view: CardView) -> int | None:
    """Index in `view.level_bands` of the level band in force, or None.

    None means the top band ("Level up {cost}" with the printed P/T) is in
    force: no level counters in any band's range, the card is no leveler,
    or its level abilities don't apply (`level_bands_apply` is False, e.g.
    it lost all abilities). A band the engine flagged `active` wins; else the
    band whose range contains `view.level` (rule 711.2).
    """
    if not view.level_bands or not view.level_bands_apply:
        return None
    for index, band in enumerate(view.level_bands):
        if band.active:
            return index
    level = view.level or 0
    for index, band in enumerate(view.level_bands):
        if band.contains(level):
            return index
    return None


def reference_pt(view: CardView) -> tuple[int | None, int | None]:
    """The P/T the current value is compared with: the band in force, or printed."""
    index = active_band_index(view)
    if index is not None:
        band = view.level_bands[index]
        return band.power, band.toughness
    return view.printed_power, view.printed_toughness


def pt_text(power: int | None, toughness: int | None) -> str:
    """ "2/3"; a missing half is "*" (a characteristic-defining ability not computed)."""
    left = "*" if power is None else str(power)
    right = "*" if toughness is None else str(toughness)
    return f"{left}/{right}"
