"""Card records to engine card definitions: `build_definition(record)`.

The record's printed facts become a `CardDefinition`: name and German name,
mana cost, colour indicator, the type line split into supertypes, card types
and subtypes, P/T (`PT.parse`, so `*` and `1+*` work), loyalty, defense, the
Oracle text as `rules_text`, and the abilities the compiler reads from it.
A land's basic land types give it their intrinsic mana abilities (305.6), so
"({T}: Add {G}.)" on a Forest is only reminder text. A clause the compiler
cannot read is kept in `unknown_clauses` (the card is then played by hand).

A card with several faces is built from the characteristics it has outside the stack
(`tabletop.cards.faces`: a split card's halves combined 709.4, else the front face
712.8a, 715.4) and carries its layout and every face as a definition of its own, each
compiled from its own Oracle text; the engine shows the face cast, played, transformed or
flipped (`tabletop.engine.rules.faces`). A layout it does not play (meld, ...) keeps one
unknown clause naming it.

Overrides
---------
A record's `overrides` block replaces clauses the compiler cannot read. Each
entry is a table with the clause as printed and a structured `effect`:

    overrides = [
      { clause = "Creatures you control get +1/+1.",
        effect = { kind = "anthem", filter = { types = ["Creature"], controller = "you" },
                   power = 1, toughness = 1 } },
    ]

`clause` matches a line of the Oracle text regardless of case, reminder
text and the final period. `effect.kind` is one of:

- `anthem`: a static +power/+toughness for the objects `filter` matches.
- `static`: a static effect; `affects` is "self", "attached" (enchanted or
  equipped) or "matching" (with `filter`); any of `power`/`toughness`
  (+N/+N), `base_power`/`base_toughness` (sets base P/T), `add_keywords`
  (["Flying"]), `lose_all_abilities` (true), `add_types` (["Creature"]),
  `set_colors` (["Blue"]).
- `keywords`: `keywords = ["Flying", "First strike"]`.
- `rule`: a rules change the engine knows by name: `rule = "cant_be_blocked"`,
  `affects`, `filter`, `params = { ... }` (see tabletop.engine.definitions.replacement_specs).
- `text`: the clause reworded so the compiler can read it: `text = "..."`.
- `none`: the clause needs no primitive.

A `filter` table takes ObjectFilter's fields: `types`, `any_types`,
`not_types`, `subtypes`, `not_subtypes`, `supertypes`, `not_supertypes`,
`colors`, `not_colors` (lists of words), `controller` ("you"/"opponent"),
`owner`, `other`, `token`, `tapped`, `attacking` (booleans), `with_counter`,
`min_counters`, `with_ability`, `power_at_most`, `power_at_least`, `zone`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tabletop.cards.compiler import compile_text
from tabletop.cards.compiler.overrides import abilities_from_effect
from tabletop.cards.errors import CardFileError
from tabletop.cards.faces import COMBINED_LAYOUTS, unplayed_face_clause
from tabletop.cards.records import CardRecord, FaceRecord, parse_type_line
from tabletop.engine.definitions.abilities import Ability, SpellAbility, intrinsic_mana_ability
from tabletop.engine.model.characteristics import PT, CardDefinition
from tabletop.engine.model.enums import CardType, Color
from tabletop.engine.model.mana import ManaCost, ManaError
from tabletop.engine.model.subtypes import BASIC_LAND_MANA
from tabletop.engine.rules.faces import PLAYED_LAYOUTS

SPELL_TYPES = frozenset({CardType.INSTANT, CardType.SORCERY})


def _error(record: Any, reason: str, field: str | None = None) -> CardFileError:
    return CardFileError(f"card {record.name!r}: {reason}", getattr(record, "path", None),
                         getattr(record, "line", None), field)


def _overrides(record: Any) -> dict[str, tuple[Ability, ...]]:
    out: dict[str, tuple[Ability, ...]] = {}
    for n, item in enumerate(getattr(record, "overrides", ()) or (), 1):
        if not isinstance(item, dict) or not isinstance(item.get("clause"), str):
            raise _error(record, f"override {n} needs a 'clause' string", "overrides")
        clause = item["clause"]

        def reword(text: str, name: str = record.name) -> tuple[Ability, ...]:
            compiled = compile_text(text, name)
            if compiled.unknown:
                raise ValueError(f"the reworded text is not understood: {compiled.unknown[0]}")
            return compiled.abilities

        try:
            out[clause] = abilities_from_effect(clause, item.get("effect", {}), reword)
        except (ValueError, KeyError) as err:
            raise _error(record, f"override {n} ({clause!r}): {err}", "overrides") from None
    return out


def _oracle(record: Any) -> str:
    """The Oracle text; a leveler whose bands are only in `levels` gets them written out."""
    text = record.oracle or ""
    levels = getattr(record, "levels", ()) or ()
    cost = getattr(record, "level_up_cost", None)
    if levels and "LEVEL" not in text:
        lines = [text] if text.strip() else []
        if cost and "Level up" not in text:
            lines.insert(0, f"Level up {cost}")
        for band in levels:
            label = f"LEVEL {band.min}+" if band.max is None else f"LEVEL {band.min}-{band.max}"
            lines += [label, f"{band.power}/{band.toughness}", *band.abilities]
        text = "\n".join(lines)
    return text


def build_definition(record: CardRecord) -> CardDefinition:
    """The engine definition of a card record; raises CardFileError for bad facts."""
    try:
        supertypes, types, subtypes = parse_type_line(record.type_line)
        mana_cost = ManaCost.parse(record.mana_cost)
        power, toughness = PT.parse(record.power), PT.parse(record.toughness)
        indicator = frozenset(Color.from_word(c) for c in record.color_indicator)
    except (ValueError, ManaError) as err:
        raise _error(record, str(err)) from None
    oracle = _oracle(record)
    combined = bool(record.faces) and record.layout in COMBINED_LAYOUTS
    abilities: tuple[Ability, ...] = ()
    unknown: tuple[str, ...] = ()
    if not combined:
        compiled = compile_text(oracle, record.name, overrides=_overrides(record),
                                is_spell=bool(types & SPELL_TYPES))
        abilities, unknown = compiled.abilities, compiled.unknown
    intrinsic: tuple[Ability, ...] = ()
    if CardType.LAND in types:
        intrinsic = tuple(intrinsic_mana_ability(t) for t in subtypes if t in BASIC_LAND_MANA)
    card = CardDefinition(
        name=record.name,
        mana_cost=mana_cost,
        color_indicator=indicator,
        supertypes=supertypes,
        types=types,
        subtypes=subtypes,
        rules_text=oracle.strip(),
        power=power,
        toughness=toughness,
        loyalty=record.loyalty,
        defense=record.defense,
        abilities=intrinsic + abilities,
        german_name=record.german_name,
        unknown_clauses=unknown,
    )
    return _with_faces(record, card) if record.faces else card


def _with_faces(record: CardRecord, card: CardDefinition) -> CardDefinition:
    """A card with several faces: each face compiled from its own Oracle text. A split card
    outside the stack has its halves' abilities combined (709.4; a spell ability works
    only on the stack); any other card is its front face (712.8a, 715.4), which is its
    first face. A layout the engine does not play keeps one unknown clause naming it."""
    layout = record.layout
    german = (record.german_name or "").split(" // ")
    overrides = _overrides(record)
    faces: list[CardDefinition] = []
    for n, face in enumerate(record.faces):
        if n == 0 and layout not in COMBINED_LAYOUTS:
            faces.append(card)
            continue
        mana = face.mana_cost
        if layout == "flip":  # 710.1: the flipped half keeps the card's mana cost (colour)
            mana = record.mana_cost
        name = german[n] if len(german) == len(record.faces) else None
        faces.append(_face_definition(record, face, mana, name, overrides))
    unknown = tuple(dict.fromkeys(c for f in faces for c in f.unknown_clauses))
    if layout not in PLAYED_LAYOUTS:
        unknown += (unplayed_face_clause(layout),)
    if layout in COMBINED_LAYOUTS:
        spellless = tuple({(type(a), a.text): a for f in faces for a in f.abilities
                           if not isinstance(a, SpellAbility)}.values())  # fuse: once
        return replace(card, abilities=spellless, unknown_clauses=unknown, layout=layout,
                       faces=tuple(faces))
    return replace(card, unknown_clauses=unknown, layout=layout, faces=tuple(faces))


def _face_definition(record: CardRecord, face: FaceRecord, mana: str, german: str | None,
                     overrides: dict[str, tuple[Ability, ...]]) -> CardDefinition:
    try:
        supertypes, types, subtypes = parse_type_line(face.type_line)
        mana_cost = ManaCost.parse(mana)
        power, toughness = PT.parse(face.power), PT.parse(face.toughness)
        indicator = frozenset(Color.from_word(c) for c in face.color_indicator)
    except (ValueError, ManaError) as err:
        raise _error(record, f"face {face.name!r}: {err}") from None
    compiled = compile_text(face.oracle, face.name, overrides=overrides,
                            is_spell=bool(types & SPELL_TYPES))
    intrinsic: tuple[Ability, ...] = ()
    if CardType.LAND in types:
        intrinsic = tuple(intrinsic_mana_ability(t) for t in subtypes if t in BASIC_LAND_MANA)
    return CardDefinition(
        name=face.name, mana_cost=mana_cost, color_indicator=indicator,
        supertypes=supertypes, types=types, subtypes=subtypes,
        rules_text=face.oracle.strip(), power=power, toughness=toughness,
        loyalty=face.loyalty, defense=face.defense, abilities=intrinsic + compiled.abilities,
        german_name=german, unknown_clauses=compiled.unknown)


def reminders_of(record: CardRecord) -> tuple[str, ...]:
    """The reminder texts of a card (for display)."""
    return compile_text(_oracle(record), record.name).reminders
