"""Card records to engine card definitions: `build_definition(record)`.

The record's printed facts become a `CardDefinition`: name and German name,
mana cost, colour indicator, the type line split into supertypes, card types
and subtypes, P/T (`PT.parse`, so `*` and `1+*` work), loyalty, defense, the
Oracle text as `rules_text`, and the abilities the compiler reads from it.
A land's basic land types give it their intrinsic mana abilities (305.6), so
"({T}: Add {G}.)" on a Forest is only reminder text. A clause the compiler
cannot read is kept in `unknown_clauses` (the card is then played by hand).

A card with several faces is built from the characteristics it has outside the stack
(`tabletop.cards.faces`): the front face's text is compiled (712.8a, 715.4), a split
card's halves are not (709.4: neither half is the whole card), and one unknown clause
names the face or half the engine does not yet play.

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

from typing import Any

from tabletop.cards.compiler import compile_text
from tabletop.cards.compiler.overrides import abilities_from_effect
from tabletop.cards.errors import CardFileError
from tabletop.cards.faces import COMBINED_LAYOUTS, unplayed_face_clause
from tabletop.cards.records import CardRecord, parse_type_line
from tabletop.engine.definitions.abilities import Ability, intrinsic_mana_ability
from tabletop.engine.model.characteristics import PT, CardDefinition
from tabletop.engine.model.enums import CardType, Color
from tabletop.engine.model.mana import ManaCost, ManaError
from tabletop.engine.model.subtypes import BASIC_LAND_MANA

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
    abilities: tuple[Ability, ...] = ()
    unknown: tuple[str, ...] = ()
    if not (record.faces and record.layout in COMBINED_LAYOUTS):
        compiled = compile_text(oracle, record.name, overrides=_overrides(record),
                                is_spell=bool(types & SPELL_TYPES))
        abilities, unknown = compiled.abilities, compiled.unknown
    if record.faces:
        unknown += (unplayed_face_clause(record.layout),)
    intrinsic: tuple[Ability, ...] = ()
    if CardType.LAND in types:
        intrinsic = tuple(intrinsic_mana_ability(t) for t in subtypes if t in BASIC_LAND_MANA)
    return CardDefinition(
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


def reminders_of(record: CardRecord) -> tuple[str, ...]:
    """The reminder texts of a card (for display)."""
    return compile_text(_oracle(record), record.name).reminders
