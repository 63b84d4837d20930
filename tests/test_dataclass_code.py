"""The `@dataclass` methods compiled in an earlier run are used again: the classes made
are the same, and a cache file that does not fit is started afresh."""

from __future__ import annotations

import dataclasses
import marshal
from collections.abc import Iterator
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from typing import Any

import pytest

from tabletop import dataclass_code


@pytest.fixture
def installed(tmp_path: Path) -> Iterator[Path]:
    dataclass_code.install(tmp_path)
    yield tmp_path
    dataclass_code.uninstall()


def _make() -> Any:
    @dataclasses.dataclass(frozen=True, slots=True)
    class Point:
        x: int
        y: int = 2
        tags: tuple[str, ...] = dataclasses.field(default=(), compare=False)

    return Point


def test_classes_made_through_the_cache_behave_as_before(installed: Path) -> None:
    dataclass_code.uninstall()
    plain = _make()
    dataclass_code.install(installed)
    cached = _make()
    assert "exec" in vars(dataclasses)
    for cls in (plain, cached):
        point = cls(1)
        assert (point.x, point.y) == (1, 2)
        assert repr(point).endswith("Point(x=1, y=2, tags=())")
        assert point == cls(1, 2, ("other",)) and hash(point) == hash(cls(1, 2))
        with pytest.raises(dataclasses.FrozenInstanceError):
            point.x = 3
        with pytest.raises(TypeError):
            cls()
    assert cached.__init__.__code__.co_filename == plain.__init__.__code__.co_filename
    assert cached.__init__.__annotations__ == plain.__init__.__annotations__  # no __future__


def test_a_second_run_compiles_nothing_the_first_compiled(installed: Path) -> None:
    _make()
    dataclass_code.save()
    [kept] = installed.glob("dataclass-code-*.marshal")
    texts = set(marshal.loads(kept.read_bytes()[4:]))
    assert any("def __init__(self,x:__dataclass_type_x__" in t or "def __init__(self,x" in t
               for t in texts)
    dataclass_code.uninstall()  # a new process
    dataclass_code.install(installed)
    _make()
    assert not dataclass_code._state["new"]


@pytest.mark.parametrize("content", [b"", b"\x00\x01\x02\x03garbage", b"not marshal at all"])
def test_a_damaged_or_foreign_cache_file_is_started_afresh(tmp_path: Path,
                                                           content: bytes) -> None:
    (tmp_path / f"dataclass-code-{MAGIC_NUMBER.hex()}.marshal").write_bytes(
        content)
    dataclass_code.install(tmp_path)
    try:
        assert _make()(1).y == 2
        assert dataclass_code._state["new"]
        dataclass_code.save()
        [kept] = tmp_path.glob("dataclass-code-*.marshal")
        assert kept.read_bytes().startswith(MAGIC_NUMBER)
    finally:
        dataclass_code.uninstall()
