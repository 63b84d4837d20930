"""Rules text before parsing: normal characters, reminder text, the card's own name.

Oracle text is normalised (curly quotes, U+2212 minus), reminder text in
parentheses is split off (kept for display, never compiled, 207.2), and the
card's own name becomes `~` so the grammar reads "~ gets +1/+0" for every card.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

SELF_MARK = "~"
_CHARS = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "–": "-", "\u00a0": " "})
# a keyword printed glued to its cost by a colon ("Unearth:{3}{R}{R}", Phyrexian Dragon
# Engine): the keyword and its cost (702.84a)
_GLUED_COST = re.compile(r"^(unearth|kicker|flashback|echo|evoke|dash|madness|ninjutsu"
                         r"|cycling|equip|embalm|eternalize|encore|disturb|blitz):(?=\{)",
                         re.IGNORECASE)


def normalize(text: str) -> str:
    """Curly quotes to straight ones, an en dash to '-', no stray spaces (U+2212, the
    minus of loyalty costs, is kept as printed)."""
    lines = [_GLUED_COST.sub(r"\1 ", " ".join(line.translate(_CHARS).split()))
             for line in text.splitlines()]
    return "\n".join(lines).strip("\n")


@dataclass(frozen=True, slots=True)
class Clause:
    """One line of rules text: what is compiled and the reminder text beside it."""

    text: str
    reminders: tuple[str, ...] = ()

    @property
    def is_reminder_only(self) -> bool:
        return not self.text and bool(self.reminders)


def split_reminders(line: str) -> Clause:
    """'Flying (This creature can fly.)' to Clause('Flying', ('This creature can fly.',)).

    Parentheses inside a quoted ability are part of that ability's text.
    """
    kept: list[str] = []
    reminders: list[str] = []
    depth = 0
    in_quote = False
    current: list[str] = []
    for ch in line:
        if ch == '"' and depth == 0:
            in_quote = not in_quote
        if ch == "(" and not in_quote:
            depth += 1
            if depth == 1:
                continue
        elif ch == ")" and depth > 0 and not in_quote:
            depth -= 1
            if depth == 0:
                reminders.append("".join(current).strip())
                current = []
                continue
        (current if depth else kept).append(ch)
    if depth:  # an unclosed parenthesis: keep it as text
        kept.append("(" + "".join(current))
    text = " ".join("".join(kept).split())
    text = re.sub(r"\s+([.,:])", r"\1", text)
    return Clause(text, tuple(r for r in reminders if r))


def name_pattern(card_name: str) -> re.Pattern[str] | None:
    """The card's name, and the short name of a legendary ("Mowu" for "Mowu, Loyal
    Companion"), as whole words."""
    names = [card_name.strip()]
    if "," in card_name:
        names.append(card_name.split(",")[0].strip())
    names = [n for n in names if n]
    if not names:
        return None
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    return re.compile(rf"(?<![\w'-])(?:{alternatives})(?![\w-])")


def mark_self(text: str, card_name: str) -> str:
    """Every mention of the card's own name becomes `~` (201.5), also one misprinted by a
    single letter ("Mukotail Soulripper" on Mukotai Soulripper)."""
    pattern = name_pattern(card_name)
    marked = text if pattern is None else pattern.sub(SELF_MARK, text)
    return _mark_misprinted_self(marked, card_name.strip())


def _one_edit_apart(a: str, b: str) -> bool:
    """One letter added, dropped or changed (never the same text)."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) == 1
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    # a plural is another name ("Goblin Scout" tokens of Goblin Scouts), not a misprint
    return any(long_[:i] + long_[i + 1:] == short for i in range(len(long_))
               if not (long_[i] == "s" and (i + 1 == len(long_) or long_[i + 1] == " ")))


def _mark_misprinted_self(text: str, name: str) -> str:
    """A run of capitalised words as many as the name's (two or more) that is one letter
    off the name."""
    words = name.split()
    if len(words) < 2 or "," in name or len(name) < 8:
        return text
    more = len(words) - 1
    run = re.compile(r"(?<![\w'-])[A-Z][\w'-]*(?: [A-Z][\w'-]*){" + str(more) + r"}(?![\w-])")
    return run.sub(lambda m: SELF_MARK if _one_edit_apart(m.group(0), name)
                   else m.group(0), text)


# The card named by its type (2020s Oracle wording: "When this creature enters", "Sacrifice
# this Case"): the same object as its name (201.5). "this spell" and "this card" stay as
# written (the grammar reads them where they mean something else than a permanent).
_SELF_TYPES = (
    "creature", "artifact", "enchantment", "land", "permanent", "planeswalker", "battle",
    "Vehicle", "Spacecraft", "Case", "Class", "Saga", "Equipment", "Aura", "Mount", "Room",
    "Siege", "Planet", "Food", "Treasure", "Clue", "Map", "Role",
)
_THIS_TYPE = re.compile(r"\b[Tt]his (?:" + "|".join(_SELF_TYPES) + r")(?![\w-])")


def mark_self_by_type(text: str) -> str:
    """Outside quoted abilities, "this creature", "this Vehicle", "this Case" ... become `~`
    (in a quoted ability "this creature" is the object that has it, not the card)."""
    parts = text.split('"')
    for i in range(0, len(parts), 2):
        parts[i] = _THIS_TYPE.sub(SELF_MARK, parts[i])
    return '"'.join(parts)


def unmark_self(text: str, card_name: str) -> str:
    return text.replace(SELF_MARK, card_name)


_QUOTE_END = re.compile(r'([.!?]")(?=\s|$)')
# 'tokens with "This creature can't block," where X is ...': the sentence goes on after
# the quoted ability, whose own period the comma stands for
_QUOTE_COMMA = re.compile(r',"(?= where )')


def close_quotes(text: str) -> str:
    """'have "{T}: Add {G}."' ends its sentence inside the quotes: add the outer period
    the grammar expects ('have "{T}: Add {G}.".')."""
    return _QUOTE_END.sub(r"\1.", _QUOTE_COMMA.sub('.",', text))


# 207.2c: ability words tie cards together but have no rules meaning of their own
ABILITY_WORDS = frozenset({
    "adamant", "addendum", "alliance", "battalion", "bloodrush", "celebration", "channel",
    "chroma", "cohort", "constellation", "converge", "corrupted", "council's-dilemma", "coven",
    "delirium", "descend", "domain", "eerie", "eminence", "enrage", "fateful-hour", "ferocious",
    "flurry", "formidable", "grandeur", "hellbent", "heroic", "imprint", "inspired",
    "join-forces", "kinship", "landfall", "lieutenant", "magecraft", "metalcraft", "morbid",
    "pack-tactics", "paradox", "parley", "radiance", "raid", "rally", "revolt", "secret-council",
    "spell-mastery", "strive", "survival", "sweep", "tempting-offer", "threshold", "undergrowth",
    "valiant", "void", "will-of-the-council",
})
_ABILITY_WORD = re.compile(r"^([A-Z][a-z']*(?: [a-z']+)*(?: \d+)?) — (?=\S)")


# 207.2d: a flavor word ("Stand and Fight — Target creature gets +1/+3") or an ability's
# name ("Make a Retreat — ..."): words of a name before " — " (not a keyword's "—{2}")
_FLAVOR_WORD = re.compile(r"^([A-Z][\w'!,-]*(?: [\w'!,-]+){0,5}) — (?=\S)")


def strip_ability_word(text: str) -> str:
    """'Landfall — Whenever a land enters ...' to the ability it labels (207.2c); a flavor
    word or an ability's name before " — " is dropped too (207.2d)."""
    match = _ABILITY_WORD.match(text)
    if match is not None:
        word = re.sub(r" \d+$", "", match.group(1)).lower().replace(" ", "-")
        if word in ABILITY_WORDS:
            return text[match.end():]
    flavor = _FLAVOR_WORD.match(text)
    if flavor is not None and not _NOT_FLAVOR.match(flavor.group(1)):
        return text[flavor.end():]
    return text


# a keyword with a cost after a dash ("Equip — Pay 3 life", "Ward — Discard a card") and a
# modal header are no flavor words
_NOT_FLAVOR = re.compile(r"(?:choose|equip|ward|cumulative upkeep|kicker|flashback|buyback"
                         r"|cycling|echo|escape|embalm|eternalize|morph|megamorph|disguise"
                         r"|ninjutsu|dash|evoke|madness|miracle|unearth|bestow|prowl|surge"
                         r"|emerge|spectacle|impending|entwine|splice|transmute|channel"
                         r"|max speed|boast|exhaust|forecast)\b",
                         re.IGNORECASE)
