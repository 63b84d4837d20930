"""Engine state to views: what the table shows, computed after each batch of events.

Everything here reads the game (its state and the layer result) and returns
frozen values: a `CardView` per object, a `PlayerView` per player, a `PileView`
per library, graveyard and exile, and the `TableState` that holds them all. The
scene compares new views with old ones and repaints only what changed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TypedDict

from tabletop.engine.continuous.layers import LayerResult
from tabletop.engine.continuous.verdicts import checking
from tabletop.engine.definitions.abilities import (
    Ability,
    ActivatedAbility,
    LevelBand,
)
from tabletop.engine.game import Game
from tabletop.engine.model.characteristics import CardDefinition, Characteristics
from tabletop.engine.model.enums import COLOR_ORDER, CardType, Color, Step, Zone
from tabletop.engine.model.objects import GameObject, Player
from tabletop.engine.rules.library_top import top_card_known_to_owner, top_card_revealed
from tabletop.engine.rules.revealed_hands import hand_revealed

from .card_text import ability_lines, text_line
from .card_view import (
    ENGLISH_WORDS,
    CardView,
    CardWords,
    Highlight,
    LevelBandView,
    TextLine,
)
from .face_views import face_fields
from .i18n import translate
from .text_bands import banded_fields
from .type_words import type_line_text

MANA_ORDER = ("W", "U", "B", "R", "G", "C")
CARD_ZONES = (Zone.BATTLEFIELD, Zone.HAND, Zone.STACK)
PILE_ZONES = (Zone.LIBRARY, Zone.GRAVEYARD, Zone.EXILE)


@dataclass(frozen=True, slots=True)
class ViewOptions:
    """How to show the table: language, hidden hands, marks from the window."""

    german: bool = False
    revealed_hands: frozenset[str] = frozenset()  # players whose hand is shown face up
    selected: int | None = None
    highlights: Mapping[int, Highlight] = field(default_factory=dict)
    playable: frozenset[int] = frozenset()
    hypothetical: bool = False


@dataclass(frozen=True, slots=True)
class PlayerView:
    name: str
    life: int
    hand: int
    library: int
    graveyard: int
    exile: int
    active: bool
    priority: bool
    lost: bool = False
    won: bool = False
    mana_pool: str = ""
    counters: tuple[tuple[str, int], ...] = ()
    speed: int | None = None  # 702.179: a player who has speed


@dataclass(frozen=True, slots=True)
class Placed:
    """An object shown as a card item: where it is and what it shows."""

    oid: int
    zone: Zone
    player: str  # owner in a hand, controller on the battlefield and the stack
    index: int  # position in its zone (bottom first)
    land: bool
    attached_to: int | None
    view: CardView
    hidden: bool = False  # a card whose face the viewer may not see (its back is shown)
    previous: int | None = None  # the object it was before its last zone change (400.7)
    came_from: Zone | None = None  # the zone that object was in
    creature: bool = False  # a creature now (after all layers)
    is_land: bool = False  # a land now (a land creature too)


@dataclass(frozen=True, slots=True)
class PileView:
    """A library, graveyard or exile of one player: how many, and the top card."""

    zone: Zone
    player: str
    count: int
    top: CardView | None = None


@dataclass(frozen=True, slots=True)
class TableState:
    players: tuple[PlayerView, ...]
    cards: dict[int, Placed]
    piles: dict[tuple[Zone, str], PileView]
    targets: tuple[tuple[int, tuple[object, ...]], ...]
    turn: int
    active: str
    step: Step
    priority: str | None
    hypothetical: bool = False
    game_over: bool = False
    day_night: str = ""  # 726: "day", "night" or neither

    def player(self, name: str) -> PlayerView:
        for view in self.players:
            if view.name == name:
                return view
        raise KeyError(name)


# --------------------------------------------------------------------------- text


def _level_up(ability: Ability) -> bool:
    return isinstance(ability, ActivatedAbility) and ability.keyword == "Level up"


@dataclass(frozen=True, slots=True)
class _Printed:
    """A leveler's printed text split into its top part and one part per band."""

    top: tuple[str, ...]
    bands: dict[str, tuple[str, ...]]


def _split_leveler_text(rules_text: str) -> _Printed:
    top: list[str] = []
    bands: dict[str, list[str]] = {}
    current: list[str] = top
    skip_pt = False
    for raw in rules_text.split("\n"):
        line = raw.strip()
        if not line:
            continue
        if line.upper().startswith("LEVEL "):
            current = bands.setdefault(line.upper(), [])
            skip_pt = True
            continue
        if skip_pt and "/" in line and len(line) <= 7:
            skip_pt = False
            continue
        skip_pt = False
        if current is top and line.lower().startswith("level up"):
            continue
        current.append(line)
    return _Printed(tuple(top), {k: tuple(v) for k, v in bands.items()})


def card_words() -> CardWords:
    """The words painted on cards, in the interface language."""
    return CardWords(level=translate("CardText", "LEVEL"),
                     level_short=translate("CardText", "Lv", "level badge"),
                     printed=translate("CardText", "printed"),
                     manual=translate("CardText", "manual"))


def level_up_reminder(cost: str) -> str:
    """702.87a in words, as printed on the cards."""
    return translate("CardText", "({cost}: Put a level counter on this. Level up only as a "
                                 "sorcery.)").replace("{cost}", cost)


# --------------------------------------------------------------------------- cards


def _mana_text(chars: Characteristics) -> str:
    cost = chars.mana_cost
    return "" if cost.is_empty() else cost.text


def _colors(chars: Characteristics) -> tuple[Color, ...]:
    return tuple(c for c in COLOR_ORDER if c in chars.colors)


def shown_name(chars: Characteristics, card: CardDefinition, german: bool) -> str:
    """The card's name, in German where the database knows it (the printed name only)."""
    if german and card.german_name and chars.name == card.name:
        return card.german_name
    return chars.name


def _band_views(card: CardDefinition, chars: Characteristics, level: int,
                printed: _Printed | None) -> tuple[tuple[LevelBandView, ...], bool]:
    bands = [a for a in card.abilities if isinstance(a, LevelBand)]
    current = set(map(id, chars.abilities))
    applies = any(id(b) in current for b in bands)
    views = []
    for band in bands:
        lines = printed.bands.get(band.label.upper()) if printed is not None else None
        if lines is None:
            lines = ability_lines(band.granted)
        views.append(LevelBandView(band.label, band.low, band.high, band.power, band.toughness,
                                   tuple(lines), applies and band.contains(level)))
    return tuple(views), applies


class _TextFields(TypedDict, total=False):
    """The CardView fields of a card's text box (a leveler's bands or plain lines)."""

    level: int | None
    level_bands: tuple[LevelBandView, ...]
    level_up_line: str
    level_bands_apply: bool
    text_lines: tuple[TextLine, ...]


def _leveler_fields(obj: GameObject, chars: Characteristics) -> _TextFields:
    card = obj.card
    current = set(map(id, chars.abilities))
    # the printed text (with its reminder text) while the card's own abilities are all there
    unchanged = chars.rules_text == card.rules_text and all(
        id(a) in current or isinstance(a, LevelBand) for a in card.abilities)
    printed = _split_leveler_text(card.rules_text) if unchanged else None
    level = obj.counters.get("level", 0)
    bands, applies = _band_views(card, chars, level, printed)
    level_up = next((a for a in card.abilities if _level_up(a)), None)
    line = ""
    if level_up is not None:
        cost = level_up.text[len("Level up"):].strip()
        keyword = translate("CardText", "Level up")
        line = f"{keyword} {cost} {level_up_reminder(cost)}"
    own = set(map(id, card.abilities))
    for band in card.abilities:
        if isinstance(band, LevelBand):
            own.update(map(id, band.granted))
    extra = [a for a in chars.abilities if id(a) not in own]
    lines = list(printed.top) if printed is not None else []
    lines += ability_lines(extra)
    return {"level": level, "level_bands": bands, "level_up_line": line,
            "level_bands_apply": applies, "text_lines": tuple(text_line(t) for t in lines)}


def _text_lines(obj: GameObject, chars: Characteristics) -> tuple[TextLine, ...]:
    card = obj.card
    if chars.abilities == card.abilities and chars.rules_text == card.rules_text:
        return tuple(text_line(t) for t in card.rules_text.split("\n") if t.strip())
    return tuple(text_line(t) for t in ability_lines(chars.abilities))


def _is_leveler(card: CardDefinition) -> bool:
    return any(isinstance(a, LevelBand) for a in card.abilities)


def affected_ids(result: LayerResult) -> frozenset[int]:
    """The objects some continuous effect applies to (613)."""
    return frozenset(oid for _, _, ids, _ in result.effects for oid in ids)


def card_view(game: Game, result: LayerResult, oid: int, *, german: bool = False,
              hidden: bool = False, selected: bool = False,
              highlight: Highlight = Highlight.NONE, hypothetical: bool = False,
              attached_count: int = 0, affected: frozenset[int] | None = None) -> CardView:
    """The view of one object in any zone (a hidden one shows its back); `affected`: the
    objects continuous effects apply to, when the caller has them (`affected_ids`)."""
    obj = game.state.objects[oid]
    if hidden:
        return CardView(oid=oid, name="", face_down=True, selected=selected, highlight=highlight)
    info = obj.stack_info
    if info is not None and info.kind != "spell":
        return ability_view(game, oid, german=german, selected=selected, highlight=highlight)
    chars = result.chars.get(oid) or obj.card.characteristics(obj.face)
    card = obj.card.face(obj.face)  # the face up (709.3b, 712.8, 710, 715.3b)
    on_battlefield = obj.zone == Zone.BATTLEFIELD
    is_creature = CardType.CREATURE in chars.types
    fields: _TextFields = {}
    banded = banded_fields(obj, chars)
    if _is_leveler(card):
        fields = _leveler_fields(obj, chars)
    elif banded is not None:  # a Saga's chapters or a Class's levels
        fields = {"text_lines": banded["text_lines"]}
    else:
        fields["text_lines"] = _text_lines(obj, chars)
        if "level" in obj.counters:
            fields["level"] = obj.counters["level"]
    face_down = obj.face_down or chars.face_down
    return CardView(
        oid=oid,
        name="" if face_down else shown_name(chars, card, german),
        oracle_name="" if face_down or shown_name(chars, card, german) == chars.name
        else chars.name,
        mana_cost=_mana_text(chars),
        colors=_colors(chars),
        type_line=chars.type_line,
        shown_type_line=type_line_text(chars.type_line) if german else "",
        words=card_words() if german else ENGLISH_WORDS,
        power=chars.power,
        toughness=chars.toughness,
        printed_power=None if card.power is None else card.power.value,
        printed_toughness=None if card.toughness is None else card.toughness.value,
        loyalty=obj.counters.get("loyalty", chars.loyalty) if on_battlefield else chars.loyalty,
        defense=chars.defense,
        is_token=obj.is_token,
        face_down=face_down,
        tapped=obj.tapped and on_battlefield,
        summoning_sick=on_battlefield and is_creature and not obj.controlled_since_turn_start,
        counters=tuple(sorted(obj.counters.items())),
        manual=obj.card.is_manual,
        selected=selected,
        highlight=highlight,
        hypothetical=hypothetical,
        attached_count=attached_count,
        keywords=tuple(a.keyword for a in chars.abilities if a.keyword) if is_creature
        else (),
        affected=on_battlefield and oid in (affected if affected is not None
                                            else affected_ids(result)),
        text_bands=() if banded is None else banded["text_bands"],
        band_kind="" if banded is None else banded["band_kind"],
        **fields,
        **face_fields(obj, german),  # the faces of a split, flip, double-faced card
    )


def ability_view(game: Game, oid: int, *, german: bool = False, selected: bool = False,
                 highlight: Highlight = Highlight.NONE) -> CardView:
    """An activated or triggered ability on the stack, shown as a small card of its source."""
    obj = game.state.objects[oid]
    info = obj.stack_info
    assert info is not None
    card = obj.card
    name = info.source_name or card.name
    if german and card.german_name and name == card.name:
        name = card.german_name
    kind = translate("Table", "Triggered ability") if info.kind == "triggered" else \
        translate("Table", "Activated ability")
    return CardView(
        oid=oid, name=name, colors=tuple(c for c in COLOR_ORDER if c in card.colors),
        type_line=kind, text_lines=(text_line(info.text),), selected=selected,
        highlight=highlight,
    )


# --------------------------------------------------------------------------- the table


def _mana_pool(pool: Mapping[str, int]) -> str:
    kinds = [*MANA_ORDER, *sorted(k for k in pool if k not in MANA_ORDER)]
    return "".join(("{" + kind + "}") * max(pool.get(kind, 0), 0) for kind in kinds)


def _all_mana(player: Player) -> dict[str, int]:
    """The pool as shown: restricted mana (106.6) counts with the rest; the log says what
    it may be spent on."""
    pool = dict(player.mana_pool)
    for (kind, _restriction), n in player.restricted_mana.items():
        pool[kind] = pool.get(kind, 0) + n
    return pool


def player_views(game: Game) -> tuple[PlayerView, ...]:
    state = game.state
    out = []
    for name in state.turn_order:
        p = state.players[name]
        out.append(PlayerView(
            name=name, life=p.life,
            hand=len(state.zones[(Zone.HAND, name)]),
            library=len(state.zones[(Zone.LIBRARY, name)]),
            graveyard=len(state.zones[(Zone.GRAVEYARD, name)]),
            exile=len(state.zone_ids(Zone.EXILE, name)),
            active=state.active == name, priority=state.priority == name,
            lost=p.lost, won=p.won, mana_pool=_mana_pool(_all_mana(p)),
            counters=tuple(sorted(p.counters.items())),
            speed=state.speed.get(name),
        ))
    return tuple(out)


def _highlight(obj: GameObject, options: ViewOptions) -> Highlight:
    marked = options.highlights.get(obj.oid)
    if marked is not None:
        return marked
    if obj.attacking:
        return Highlight.ATTACKING
    if obj.blocking:
        return Highlight.BLOCKING
    if obj.oid in options.playable:
        return Highlight.PLAYABLE
    return Highlight.NONE


class ViewMemo:
    """Cards kept from one table state to the next: an object whose inputs are unchanged
    (its state, its characteristics after all layers, its place, the marks asked for)
    gets the very same `Placed` and `CardView` again, so a big table rebuilds only what
    an action changed, and the scene skips the rest by identity.

    In the engine's debug mode (`TABLETOP_ENGINE_CHECK`, on in the test suite) every card
    kept is built again and compared: an input `card_view` reads but the memo misses
    fails at once."""

    def __init__(self) -> None:
        self._placed: dict[int, tuple[tuple[object, ...], Placed]] = {}
        self.check = checking()

    def placed(self, oid: int, inputs: tuple[object, ...]) -> Placed | None:
        kept = self._placed.get(oid)
        return kept[1] if kept is not None and kept[0] == inputs else None

    def keep(self, oid: int, inputs: tuple[object, ...], placed: Placed) -> None:
        self._placed[oid] = (inputs, placed)

    def forget_others(self, oids: Iterable[int]) -> None:
        """Drop the objects no longer shown (after each table state)."""
        keep = set(oids)
        for oid in [o for o in self._placed if o not in keep]:
            del self._placed[oid]


@dataclass(frozen=True, slots=True)
class _Placing:
    """What every card of one table state is placed with."""

    game: Game
    result: LayerResult
    options: ViewOptions
    attached: Mapping[int, int]  # host -> how many are attached to it
    affected: frozenset[int]
    memo: ViewMemo | None

    def place(self, obj: GameObject, zone: Zone, player: str, index: int) -> Placed:
        options = self.options
        oid = obj.oid
        hidden = zone is Zone.HAND and player not in options.revealed_hands \
            and not hand_revealed(self.game, player)  # 701.20b: a hand played revealed
        chars = self.result.chars.get(oid)
        selected = options.selected == oid
        highlight = _highlight(obj, options)
        hypothetical = options.hypothetical and zone is Zone.BATTLEFIELD
        attached = self.attached.get(oid, 0)
        # everything the card's view and place are made of (the object is mutable: its
        # parts are copied)
        inputs = (zone, player, index, obj.attached_to, obj.previous_oid, obj.card,
                  obj.is_token, obj.tapped, obj.face_down, obj.face, obj.class_level,
                  obj.controlled_since_turn_start, tuple(obj.counters.items()),
                  obj.stack_info, chars, options.german, hidden, selected, highlight,
                  hypothetical, attached, oid in self.affected)
        memo = self.memo
        kept = memo.placed(oid, inputs) if memo is not None else None
        if kept is not None and not (memo is not None and memo.check):
            return kept
        types = chars.types if chars is not None else frozenset()
        creature, is_land = CardType.CREATURE in types, CardType.LAND in types
        view = card_view(self.game, self.result, oid, german=options.german,
                         hidden=hidden, selected=selected, highlight=highlight,
                         hypothetical=hypothetical, attached_count=attached,
                         affected=self.affected)
        previous = obj.previous_oid
        known = self.game.state.lki.get(previous) if previous is not None else None
        came_from = known.obj.zone if known is not None else None
        placed = Placed(oid, zone, player, index, is_land and not creature, obj.attached_to,
                        view, hidden, previous, came_from, creature, is_land)
        if kept is not None:
            if kept != placed:
                raise AssertionError(f"the view memo kept a stale card for object {oid}: "
                                     f"{kept} instead of {placed}")
            return kept
        if memo is not None:
            memo.keep(oid, inputs, placed)
        return placed


def _top_card_shown(game: Game, player: str, options: ViewOptions) -> bool:
    """A library's top card is shown face up when it is revealed to all, or when its owner
    may look at it and the window shows that player's hidden cards (701.20b)."""
    return top_card_revealed(game, player) or (
        player in options.revealed_hands and top_card_known_to_owner(game, player))


def table_state(game: Game, result: LayerResult, options: ViewOptions | None = None,
                memo: ViewMemo | None = None) -> TableState:
    """The whole table: every card item's view, the piles, the players, the arrows.
    `memo` keeps views between calls (see `ViewMemo`)."""
    options = options or ViewOptions()
    state = game.state
    objects = state.objects
    cards: dict[int, Placed] = {}
    attached: dict[int, int] = {}
    battlefield = state.zones[(Zone.BATTLEFIELD, None)]
    for oid in battlefield:
        host = objects[oid].attached_to
        if host is not None:
            attached[host] = attached.get(host, 0) + 1
    placing = _Placing(game, result, options, attached, affected_ids(result), memo)
    for index, oid in enumerate(battlefield):
        obj = objects[oid]
        chars = result.chars.get(oid)
        controller = chars.controller if chars is not None and chars.controller else \
            obj.controller
        cards[oid] = placing.place(obj, Zone.BATTLEFIELD, controller, index)
    targets: list[tuple[int, tuple[object, ...]]] = []
    for index, oid in enumerate(state.zones[(Zone.STACK, None)]):
        obj = objects[oid]
        cards[oid] = placing.place(obj, Zone.STACK, obj.controller, index)
        if obj.stack_info is not None and obj.stack_info.targets:
            targets.append((oid, tuple(obj.stack_info.targets)))
    piles: dict[tuple[Zone, str], PileView] = {}
    for name in state.turn_order:
        for index, oid in enumerate(state.zones[(Zone.HAND, name)]):
            cards[oid] = placing.place(objects[oid], Zone.HAND, name, index)
        for zone in PILE_ZONES:
            ids = state.zone_ids(zone, name)
            top = None
            if ids and (zone != Zone.LIBRARY or _top_card_shown(game, name, options)):
                top = card_view(game, result, ids[-1], german=options.german)
            piles[(zone, name)] = PileView(zone, name, len(ids), top)
    if memo is not None:
        memo.forget_others(cards)
    return TableState(
        players=player_views(game), cards=cards, piles=piles, targets=tuple(targets),
        turn=state.turn, active=state.active, step=state.step, priority=state.priority,
        hypothetical=options.hypothetical, game_over=state.game_over,
        day_night=state.day_night,
    )
