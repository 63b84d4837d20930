"""Bounded reading, UTF-8 decoding, and pydantic errors as "FILE:LINE: field: reason"."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import pytest
from pydantic import BaseModel, Field, ValidationError

from tabletop.inputs.errors import TabletopDataError
from tabletop.inputs.reading import decode_utf8, read_limited, read_text
from tabletop.inputs.schema import STRICT, Name, schema_error
from tabletop.inputs.toml_file import load_toml


def test_a_file_over_the_limit_is_refused_without_reading_it_all(tmp_path: Path) -> None:
    path = tmp_path / "big.toml"
    path.write_bytes(b"x" * 101)
    assert read_limited(path, 101) == b"x" * 101
    with pytest.raises(TabletopDataError, match="larger than the limit of 100 bytes"):
        read_limited(path, 100)
    with pytest.raises(TabletopDataError, match="larger than the limit"):
        read_limited("/dev/zero", 1000)  # endless: read up to the limit only


def test_missing_files_and_directories_are_data_errors(tmp_path: Path) -> None:
    with pytest.raises(TabletopDataError, match="cannot read"):
        read_text(tmp_path / "nope.toml", 100)
    with pytest.raises(TabletopDataError, match="directory"):
        read_text(tmp_path, 100)


def test_decoding_drops_a_bom_and_names_the_line_of_a_bad_byte() -> None:
    assert decode_utf8(b"\xef\xbb\xbfa = 1") == "a = 1"
    with pytest.raises(TabletopDataError) as info:
        decode_utf8(b"a = 1\nb = '\xff'\n", "f.toml")
    assert info.value.line == 2 and "not UTF-8" in str(info.value)


class _Band(BaseModel):
    model_config = STRICT
    min: Annotated[int, Field(ge=0, le=10)]
    name: Name | None = None
    size: int | str | None = None


class _File(BaseModel):
    model_config = STRICT
    title: str
    band: list[_Band] = []


TEXT = 'title = "t"\n\n[[band]]\nmin = 1\n\n[[band]]\nmin = 11\n'


def _error(text: str) -> TabletopDataError:
    data = load_toml(text)
    with pytest.raises(ValidationError) as info:
        _File.model_validate(data)
    return schema_error(info.value, data, text, Path("f.toml"))


def test_a_schema_error_names_file_line_field_and_reason() -> None:
    assert str(_error(TEXT)) == "f.toml:7: band[1].min: must be at most 10 (it is 11)"


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ("colour = 1", "f.toml:8: band[1].colour: unknown key"),
        ('name = ""', "f.toml:8: band[1].name: must not be empty"),
        ("name = 1979-05-27", "f.toml:8: band[1].name: must be a string, not a date or time"),
        ("size = 1.5", "f.toml:8: band[1].size: must be an integer or a string, not a float"),
    ],
)
def test_schema_errors_in_plain_words(extra: str, message: str) -> None:
    assert str(_error(TEXT.replace("min = 11", "min = 1\n" + extra))) == message


def test_a_missing_key_names_its_table() -> None:
    error = _error('title = "t"\n[[band]]\nname = "x"\n')
    assert str(error) == "f.toml:2: band[0].min: is required"
