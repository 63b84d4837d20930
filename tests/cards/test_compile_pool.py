"""Many cards compiled on every processor give what one process gives, in the same order;
a pool that cannot start or breaks leaves the work to this process; a cancel stops it."""

from __future__ import annotations

import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

import pytest

from tabletop.cards import compile_cache as cc
from tabletop.cards import compile_pool
from tabletop.cards.build import build_definition
from tabletop.cards.commands import check_command
from tabletop.cards.database import CardDatabase
from tabletop.cards.errors import CardFileError
from tabletop.cards.records import CardRecord
from tests.conftest import REPO

BROKEN = CardRecord(name="Broken Bear", type_line="Creature — Bear", mana_cost="{X",
                    power="2", toughness="2")


def _records(count: int = 40) -> list[CardRecord]:
    found = list(CardDatabase.builtin())[:count]
    return [*found[:7], BROKEN, *found[7:]]


@pytest.fixture
def pool_of_two(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two workers and small chunks, even for a few cards; nothing compiled yet."""
    monkeypatch.setenv(compile_pool.WORKERS_VARIABLE, "2")
    monkeypatch.setattr(compile_pool, "MIN_CARDS", 5)
    monkeypatch.setattr(compile_pool, "CHUNK", 4)
    monkeypatch.setattr(cc, "_MEMORY", {})


def _expected(records: list[CardRecord]) -> list[Any]:
    out: list[Any] = []
    for record in records:
        try:
            out.append(build_definition(record))
        except CardFileError:
            out.append(None)
    return out


def test_workers_give_the_definitions_one_process_gives_in_order(pool_of_two: None) -> None:
    records = _records()
    assert compile_pool.worker_count(len(records)) == 2
    results = list(compile_pool.compile_many(records))
    assert [r and r[0] for r in results] == _expected(records)
    assert results[7] is None  # its facts do not build: the caller compiles it and sees why
    assert all(r is None or r[1] is not None for r in results)  # cache text for each
    assert multiprocessing.active_children() == []


def test_one_worker_or_few_cards_compile_here(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(compile_pool.WORKERS_VARIABLE, "1")
    assert compile_pool.worker_count(5000) == 1
    monkeypatch.setenv(compile_pool.WORKERS_VARIABLE, "4")
    assert compile_pool.worker_count(compile_pool.MIN_CARDS - 1) == 1
    assert compile_pool.worker_count(5000) == 4


class _NoPool:
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise OSError("no processes here")


class _BreaksAfterOneChunk(ProcessPoolExecutor):
    def map(self, fn: Any, *iterables: Any, **kwargs: Any) -> Any:
        results = super().map(fn, *iterables, **kwargs)
        yield next(results)
        raise BrokenProcessPool("a worker died")


@pytest.mark.parametrize("executor", [_NoPool, _BreaksAfterOneChunk])
def test_a_pool_that_cannot_start_or_breaks_leaves_the_rest_to_this_process(
        pool_of_two: None, monkeypatch: pytest.MonkeyPatch, executor: type) -> None:
    monkeypatch.setattr(compile_pool, "ProcessPoolExecutor", executor)
    records = _records(20)
    results = list(compile_pool.compile_many(records))
    assert [r and r[0] for r in results] == _expected(records)


class _Cancelled(Exception):
    pass


def test_a_cancel_stops_the_workers_and_keeps_what_was_compiled(pool_of_two: None,
                                                                 tmp_path: Path) -> None:
    records = _records()
    seen: list[int] = []

    def progress(done: int) -> None:
        seen.append(done)
        if done == 12:
            raise _Cancelled

    cache = cc.CompileCache(tmp_path / "compiled.sqlite")
    with pytest.raises(_Cancelled):
        cache.fill(records, progress)
    assert seen == list(range(13)) and multiprocessing.active_children() == []
    assert cache.compiled == 11  # the broken card is left to `definition`
    kept = cc.CompileCache(tmp_path / "compiled.sqlite")
    cc._MEMORY.clear()
    assert kept.definition(records[11]) == build_definition(records[11])
    assert kept.hits == 1
    cache.close()
    kept.close()


def test_fill_compiles_what_the_cache_lacks_and_definition_reads_it(pool_of_two: None,
                                                                    tmp_path: Path) -> None:
    records = _records()
    cache = cc.CompileCache(tmp_path / "compiled.sqlite")
    cache.definition(records[0])
    done: list[int] = []
    cache.fill(records, done.append)
    assert done[0] == 1 and done[-1] == len(records)
    assert cache.compiled == len(records) - 1  # all but the one compiled before and BROKEN
    with pytest.raises(CardFileError, match="Broken Bear"):
        cache.definition(BROKEN)
    cc._MEMORY.clear()
    again = cc.CompileCache(tmp_path / "compiled.sqlite")
    again.fill(records)
    assert again.compiled == 0  # every card that builds is on disk now
    assert [again.definition(r) for r in records if r is not BROKEN] == \
        [d for d in _expected(records) if d is not None]
    cache.close()
    again.close()


def test_check_reports_the_same_with_workers_as_in_one_process(
        pool_of_two: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    odd = tmp_path / "odd.toml"
    odd.write_text('[[card]]\nname = "Odd"\ntype_line = "Creature"\npower = "1"\n'
                   'toughness = "1"\noracle = "Whenever you cast a spell, venture into the '
                   'dungeon."\n', encoding="utf-8")
    files = [*map(str, sorted((REPO / "resources" / "cards").glob("*.toml"))), str(odd)]
    reports = []
    for workers in ("2", "1"):
        monkeypatch.setenv(compile_pool.WORKERS_VARIABLE, workers)
        monkeypatch.setattr(cc, "_MEMORY", {})
        monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / f"data{workers}"))
        status = check_command(files, as_json=True)
        reports.append((status, capsys.readouterr().out))
    assert reports[0] == reports[1]
    assert reports[0][0] == 1 and '"text": "Whenever you cast a spell, venture into the ' \
        'dungeon."' in reports[0][1]
