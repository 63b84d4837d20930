"""The choices an action may carry (601.2b-d, 614.12 ...) by key, each checked against the
kind of answer its question takes: the keys of the scenario format's `choices` table.

A new choice is one entry in CHOICE_KINDS. An action whose choices hold an unknown key or
a value of the wrong kind is refused before anything happens (730).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from tabletop.engine.model.enums import Color

# 105.1: colours by word or letter
_COLOR_WORDS = {c.name.lower() for c in Color} | {c.value.lower() for c in Color}


class ChoiceError(ValueError):
    """A choice that does not fit its question; the message says what was expected."""


def _int_at_least(low: int) -> Callable[[str, Any], None]:
    def check(key: str, value: Any) -> None:
        if isinstance(value, bool) or not isinstance(value, int | str):
            raise ChoiceError(f"choices {key!r}: expected a number, got {value!r}")
        if isinstance(value, str) and not (value.isascii() and value.strip().lstrip("-")
                                           .isdigit()):
            raise ChoiceError(f"choices {key!r}: {value!r} is not a number")
        if int(value) < low:
            raise ChoiceError(f"choices {key!r}: {value} is less than {low}")

    return check


def _modes(key: str, value: Any) -> None:
    """A mode by its number (700.2), several, or a word ("add" or "remove" a counter)."""
    for item in value if isinstance(value, list | tuple) else [value]:
        if isinstance(item, str) and item.isalpha():
            continue
        _int_at_least(1)(key, item)


def _text(key: str, value: Any) -> None:
    if not isinstance(value, str) or not value.strip() or len(value) > 200:
        raise ChoiceError(f"choices {key!r}: expected a word, got {value!r}")


def _color(key: str, value: Any) -> None:
    if not isinstance(value, str) or value.strip().lower() not in _COLOR_WORDS:
        raise ChoiceError(f"choices {key!r}: {value!r} is not a colour (white, blue, black, "
                          "red, green)")


def _color_set(key: str, value: Any) -> None:
    """105.1: one or more colours, as words ("white blue") or a list of them."""
    words = value.replace(",", " ").split() if isinstance(value, str) else value
    if not isinstance(words, list | tuple) or not words:
        raise ChoiceError(f"choices {key!r}: expected one or more colours, got {value!r}")
    for word in words:
        _color(key, word)


def _flag(key: str, value: Any) -> None:
    if not isinstance(value, bool):
        raise ChoiceError(f"choices {key!r}: expected true or false, got {value!r}")


def _kicked(key: str, value: Any) -> None:
    if not isinstance(value, bool):
        _int_at_least(0)(key, value)


def _refs(key: str, value: Any) -> None:
    """An object (id, or a card's name) or a player, or a list of them."""
    for item in value if isinstance(value, list | tuple) else [value]:
        if isinstance(item, bool) or not isinstance(item, int | str):
            raise ChoiceError(f"choices {key!r}: {item!r} is not an object or a player")


def _flag_or_ref(key: str, value: Any) -> None:
    """614.12: pay as it enters (true or false), or the card revealed."""
    if not isinstance(value, bool):
        _refs(key, value)


def _table(key: str, value: Any) -> None:
    if not isinstance(value, dict):
        raise ChoiceError(f"choices {key!r}: expected a table, got {value!r}")
    for k, v in value.items():
        _refs(key, k)
        if isinstance(v, dict):
            _table(key, v)
        elif isinstance(v, list | tuple):
            _refs(key, v)
        else:
            _int_at_least(0)(key, v)


def _votes(key: str, value: Any) -> None:
    """701.38a: a table of player to the option they vote for (a word)."""
    if not isinstance(value, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
        raise ChoiceError(f"choices {key!r}: expected a table of player to option, got "
                          f"{value!r}")


def _punish(key: str, value: Any) -> None:
    """608.2d: each opponent's answer to "may discard a card or sacrifice a permanent"."""
    if not isinstance(value, dict) or not all(
            isinstance(k, str) and v in ("discard", "sacrifice", "none")
            for k, v in value.items()):
        raise ChoiceError(f"choices {key!r}: expected a table player → \"discard\", "
                          f"\"sacrifice\" or \"none\", got {value!r}")


def _phyrexian(key: str, value: Any) -> None:
    if value not in ("life", "mana"):
        raise ChoiceError(f"choices {key!r}: expected \"life\" or \"mana\", got {value!r}")


def _face(key: str, value: Any) -> None:
    """A face by its name or its number (1: the front face or the left half)."""
    if isinstance(value, str):
        _text(key, value)
    else:
        _int_at_least(1)(key, value)


def _anything(key: str, value: Any) -> None:
    """Engine-internal entries (a copy's marks) carried through recordings as they are."""


# key -> (the check of its answer, the rule of its question)
CHOICE_KINDS: dict[str, tuple[Callable[[str, Any], None], str]] = {
    "mode": (_modes, "700.2"),
    "x": (_int_at_least(0), "107.3"),
    "color": (_color, "105"),
    "color_set": (_color_set, "105.1"),  # "the color or colors of your choice"
    "creature_type": (_text, "614.12"),
    "land_type": (_text, "614.12"),
    "card_name": (_text, "201.3"),
    "counter": (_text, "122"),
    "player": (_text, "614.12"),
    "copy_of": (_refs, "707.2"),
    "distribute": (_table, "601.2d"),
    "may": (_flag, "603.5"),
    "order": (_refs, "616.1"),
    "keep": (_refs, "704.5j"),
    "assign": (_table, "510.1c"),
    "damage_order": (_table, "509.2"),
    "sacrifice": (_refs, "118.3"),
    "discard": (_refs, "118.3"),
    "tap": (_refs, "118.3"),
    "search": (_refs, "701.19"),
    "reveal": (_refs, "701.16"),  # the cards a player reveals from their hand
    "as_enters_paid": (_flag_or_ref, "614.12"),  # the shock lands' life, a revealed card
    "exile": (_refs, "118.3"),
    "choose": (_refs, "608.2d"),
    "either": (_int_at_least(0), "608.2d"),  # "... or ...": 0 the first, 1 the second
    "number": (_int_at_least(0), "608.2d"),  # "Choose a number between 0 and 10"
    "source": (_refs, "609.7a"),  # "a source of your choice" to prevent damage from
    "scry": (_refs, "701.22"),
    "surveil": (_refs, "701.25"),
    "kicked": (_kicked, "702.33"),
    "kicker": (_text, "702.33b"),  # which of "Kicker {B} and/or {R}" a single kick pays
    "behold": (_refs, "702.8a"),  # the Dragon beheld to cast a spell as though with flash
    "cost": (_text, "118.9"),
    "chapter": (_int_at_least(1), "702.155b"),  # read ahead: the chapter it starts at
    "phyrexian": (_phyrexian, "107.4f"),
    "buyback": (_flag, "702.27"),
    "flashback": (_flag, "702.34"),
    "evoke": (_flag, "702.74"),
    "dash": (_flag, "702.109"),
    "jump_start": (_flag, "702.133"),
    "warp": (_flag, "702.185"),
    "plot": (_flag, "702.170"),
    "alternative": (_flag, "118.9"),  # "rather than pay this spell's mana cost"
    "additional_cost": (_int_at_least(1), "601.2b"),  # which of "A or B" is paid
    "offspring": (_flag, "702.175"),
    "impending": (_flag, "702.176"),
    "disturb": (_flag, "702.146"),
    "bargain": (_flag, "702.166"),
    "blitz": (_flag, "702.152"),
    "gift": (_flag, "702.174"),
    "old": (_text, "612"),
    "new": (_text, "612"),
    "new_targets": (_refs, "115.7"),
    "bottom": (_refs, "103.5"),
    "copy": (_anything, "707.10"),
    "trigger_object": (_anything, "603.2"),
    "trigger_player": (_anything, "603.2"),
    "trigger_amount": (_anything, "603.2"),
    "face": (_face, "709.3, 712.11b, 715.3a"),  # the half or face cast, by name or number
    "fuse": (_flag, "702.102"),
    "suspend_haste": (_flag, "702.62a"),  # cast by suspend: haste (engine-internal)
    "colors_spent": (_int_at_least(0), "702.44a"),  # sunburst (engine-internal)
    "colors_paid": (_text, "106.1"),  # the colours of mana spent to cast it (engine-internal)
    "mana_paid": (_int_at_least(0), "601.2h"),  # how much mana was spent (engine-internal)
    "entwine": (_flag, "702.42"),
    "rebound": (_flag, "702.88a"),  # cast from the hand: exiled as it resolves
    "splice": (_refs, "702.47a"),  # the cards spliced onto an Arcane spell
    "retrace": (_flag, "702.81a"),  # cast from the graveyard, discarding a land card
    "devour": (_refs, "702.82a"),  # the creatures sacrificed as it enters
    "devoured": (_int_at_least(0), "702.82a"),  # how many (engine-internal)
    "replicate": (_int_at_least(0), "702.56a"),  # times its replicate cost is paid
    "conspire": (_flag, "702.78a"),  # its conspire cost is paid (the creatures: `tap`)
    "clash_bottom": (_refs, "701.30b"),  # the revealed cards put on the bottom
    "clash_opponent": (_refs, "701.30a"),  # the opponent you clash with
    "reveal_kin": (_flag, "kinship"),  # reveal the top card that shares a creature type
    "tribute": (_flag, "702.104a"),  # the opponent pays tribute (the +1/+1 counters)
    # cast as though it had flash when a sorcery couldn't have been (engine-internal)
    "flash_sacrifice": (_flag, "702.8a"),
    "player_may": (_flag, "608.2d"),  # "that creature's controller may have ~ deal ..."
    "any_player": (_refs, "101.4"),  # the player who pays "any player may sacrifice a land"
    "punish": (_punish, "608.2d"),  # each opponent's "discard", "sacrifice" or "none"
    "mana_mix": (_face, "106.1"),  # "{W}{B}" of "Add {W}{W}, {W}{B}, or {B}{B}", or its number
    "encode": (_refs, "702.99a"),  # cipher: the creature to encode the card on (none: not)
    "vote": (_votes, "701.38a"),  # each player's vote: player -> option
    "overload": (_flag, "702.96a"),  # cast for its overload cost
    "join_forces": (_table, "join forces"),  # player -> the amount of mana they pay
}


def check_choices(choices: Iterable[tuple[str, Any]]) -> None:
    """Refuse an unknown key or a value of the wrong kind (ChoiceError)."""
    for key, value in choices:
        kind = CHOICE_KINDS.get(key)
        if kind is None:
            raise ChoiceError(f"no question is answered by choices {key!r} (choices: "
                              + ", ".join(sorted(CHOICE_KINDS)) + ")")
        check, rule = kind
        try:
            check(key, value)
        except ChoiceError as exc:
            raise ChoiceError(f"{exc} ({rule})") from None
