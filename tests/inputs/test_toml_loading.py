"""The guarded TOML loader: nesting and sizes refused before the parser, values after."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from tabletop.inputs.errors import TabletopDataError
from tabletop.inputs.limits import MAX_NESTING_DEPTH, MAX_TOML_ITEMS
from tabletop.inputs.toml_file import load_toml
from tabletop.inputs.toml_outline import TomlShapeError, check_shape, key_lines, line_of


def _refused(text: str) -> TabletopDataError:
    with pytest.raises(TabletopDataError) as info:
        load_toml(text, Path("f.toml"))
    assert str(info.value).startswith("f.toml")
    return info.value


@pytest.mark.parametrize(
    ("text", "line", "reason"),
    [
        ("a = 1\nb = " + "[" * 10_000 + "]" * 10_000, 2, "nested deeper"),
        ("a = 1\nb = " + "{ c = " * 5_000 + "1" + " }" * 5_000, 2, "nested deeper"),
        ("a" + ".a" * 50_000 + " = 1", 1, "dotted key of more than"),
        ('"a"' + '."a"' * 50_000 + " = 1", 1, "dotted key of more than"),
        ("[" + "a." * 40 + "b]\nx = 1", 1, "table name of more than"),
        ("x = [" + "1," * (MAX_TOML_ITEMS + 1) + "]", 1, "more than 10000 entries"),
        ("\n\nx = " + "9" * 5_000, 3, "thousands of digits"),
        ("x = 9223372036854775808", 1, "64-bit"),
        ("[t]\ny = -9223372036854775809", 2, "64-bit"),
        ("x = 1\nx = 2", 2, "invalid TOML"),
        ('x = "open', 1, "invalid TOML"),
    ],
)
def test_hostile_toml_is_refused_with_its_line(text: str, line: int, reason: str) -> None:
    error = _refused(text)
    assert error.line == line
    assert reason in error.reason


def test_nesting_up_to_the_limit_and_odd_values_are_data() -> None:
    inner = "[" * (MAX_NESTING_DEPTH - 1) + "]" * (MAX_NESTING_DEPTH - 1)
    data = load_toml(f"a = {inner}\nf = nan\ng = -inf\nd = 1979-05-27\nbig = 9223372036854775807")
    assert math.isnan(data["f"]) and data["g"] == -math.inf
    assert data["big"] == 2**63 - 1
    assert "a" in data


def test_data_nested_by_dotted_keys_and_brackets_together_is_refused() -> None:
    # each part is within the pre-scan's limits; together they nest too deeply
    key = ".".join(["k"] * 20)
    error = _refused(f"{key} = {{ {key} = 1 }}")
    assert "nested deeper" in error.reason


def test_strings_and_comments_do_not_count_as_brackets() -> None:
    text = 'a = "[[[[{{{{" # ]]]]]]' + "\nb = '''\n" + "[" * 100 + "\n'''\n"
    check_shape(text)
    assert load_toml(text)["a"] == "[[[[{{{{"


def test_shape_check_names_the_line() -> None:
    with pytest.raises(TomlShapeError) as info:
        check_shape("a = 1\n\n\nb = " + "[" * 100)
    assert info.value.line == 4


def test_key_lines_follow_tables_arrays_of_tables_and_inline_tables() -> None:
    text = (
        'title = "t"\n'
        "[[step]]\n"
        'do = "enter"\n'
        "[[step]]\n"
        "expect.cc = { power = 1,\n"
        "  toughness = 2 }\n"
        "levels = [\n"
        "  { min = 1 },\n"
        "  { min = 2 },\n"
        "]\n"
    )
    lines = key_lines(text)
    assert lines[("title",)] == 1
    assert lines[("step", 0)] == 2 and lines[("step", 0, "do")] == 3
    assert lines[("step", 1)] == 4
    assert lines[("step", 1, "expect", "cc")] == 5
    assert line_of(text, ("step", 1, "expect", "cc", "toughness")) == 6
    assert line_of(text, ("step", 1, "levels", 1, "min")) == 9
    assert line_of(text, ("step", 1, "nothing", "here")) == 4
