"""Rules text before parsing: reminder text (207.2) is kept for display, never compiled."""

from __future__ import annotations

from tabletop.cards.compiler import compile_text
from tabletop.cards.compiler.text import Clause, mark_self, normalize, split_reminders
from tabletop.engine.definitions.abilities import KeywordAbility


def test_reminder_text_is_kept_for_display_and_not_compiled() -> None:
    compiled = compile_text("Shroud (This creature can't be the target of spells or "
                            "abilities.)", "Test Card")
    assert compiled.abilities == (KeywordAbility("Shroud", "Shroud"),)
    assert compiled.reminders == ("This creature can't be the target of spells or abilities.",)


def test_a_reminder_only_line_compiles_to_nothing() -> None:
    compiled = compile_text("({T}: Add {G}.)", "Forest")
    assert compiled.abilities == () and compiled.unknown == ()
    assert compiled.reminders == ("{T}: Add {G}.",)


def test_a_legendary_card_is_named_by_its_short_name_too() -> None:
    marked = mark_self("Mowu attacks. Mowu, Loyal Companion gets +1/+1.", "Mowu, Loyal Companion")
    assert marked == "~ attacks. ~ gets +1/+1."


def test_a_name_misprinted_by_one_letter_is_the_card_but_a_plural_is_another_name() -> None:
    # 201.5: Mukotai Soulripper's text says "Mukotail Soulripper"; Goblin Scouts makes
    # "Goblin Scout" tokens, which are not the card itself
    assert mark_self("put a +1/+1 counter on Mukotail Soulripper",
                     "Mukotai Soulripper") == "put a +1/+1 counter on ~"
    text = "Create three 1/1 red Goblin Scout creature tokens with mountainwalk."
    assert mark_self(text, "Goblin Scouts") == text


def test_parentheses_inside_a_quoted_ability_are_not_reminder_text() -> None:
    clause = split_reminders('Enchanted land has "{T}: Add {G} (or {U})." (A reminder.)')
    assert clause == Clause('Enchanted land has "{T}: Add {G} (or {U})."', ("A reminder.",))


def test_curly_quotes_en_dashes_and_spaces_are_normalised_but_not_the_minus_sign() -> None:
    text = normalize("Equip–Pay 3 life. It’s “quoted”.\n  [−3]:  Destroy  ")
    assert text == "Equip-Pay 3 life. It's \"quoted\".\n[−3]: Destroy"
