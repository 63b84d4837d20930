"""Compiled cards are kept on disk by the card's text and the compiler's version: a second
start reads them instead of compiling, and a changed card is compiled afresh."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace

import pytest

from tabletop.cards import compile_cache as cc
from tabletop.cards.build import build_definition
from tabletop.cards.database import CardDatabase
from tabletop.cards.definition_codec import (
    DefinitionCodecError,
    dumps_definition,
    loads_definition,
)
from tabletop.cards.records import CardRecord


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing compiled in this process yet: only the disk can save a compile."""
    monkeypatch.setattr(cc, "_MEMORY", {})


def _new_cache() -> cc.CompileCache:
    path = cc.compile_cache().path
    cc.compile_cache().close()
    return cc.CompileCache(path)


def test_a_second_start_reads_compiled_cards_instead_of_compiling(fresh: None) -> None:
    record = CardDatabase.builtin().get("Coralhelm Commander")
    first = _new_cache()
    built = first.definition(record)
    assert (first.compiled, first.hits) == (1, 0)
    first.close()
    cc._MEMORY.clear()  # a new process
    second = _new_cache()
    assert second.definition(record) == built == build_definition(record)
    assert (second.compiled, second.hits) == (0, 1)
    second.close()


def test_a_changed_text_or_compiler_compiles_afresh(fresh: None,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    record = CardRecord(name="Test Drake", type_line="Creature — Drake", mana_cost="{2}{U}",
                        power="2", toughness="2", oracle="Flying")
    cache = _new_cache()
    cache.definition(record)
    changed = cache.definition(replace(record, oracle="Flying\nVigilance"))
    assert len(changed.abilities) == 2 and cache.compiled == 2
    key = cc.cache_key(record)
    monkeypatch.setattr(cc, "compiler_version", lambda: "another compiler")
    assert cc.cache_key(record) != key
    cache.close()


def test_a_damaged_cache_row_is_compiled_again(fresh: None) -> None:
    record = CardDatabase.builtin().get("Wind Drake")
    cache = _new_cache()
    cache.definition(record)
    cache.close()
    assert cache.path is not None
    with sqlite3.connect(cache.path) as db:
        db.execute("UPDATE compiled_cards SET data = ?",
                   (json.dumps({"c": "os:system", "a": []}),))
    cc._MEMORY.clear()
    again = _new_cache()
    assert again.definition(record) == build_definition(record) and again.compiled == 1
    again.close()


def test_every_built_in_card_reads_back_equal() -> None:
    for record in CardDatabase.builtin():
        definition = build_definition(record)
        assert loads_definition(dumps_definition(definition)) == definition, record.name


@pytest.mark.parametrize("data", [
    {"c": "os:system", "a": []},  # only engine classes are made
    {"c": "tabletop.engine.model.characteristics:CardDefinition", "a": [1]},  # its fields
    {"e": "tabletop.engine.model.enums:Color", "v": "purple"},
    {"x": 1}, [1, 2], "text",
])
def test_data_that_is_not_a_written_definition_is_refused(data: object) -> None:
    with pytest.raises(DefinitionCodecError):
        loads_definition(json.dumps(data))


def test_cards_of_an_older_compiler_are_dropped_when_one_is_stored(
        fresh: None, monkeypatch: pytest.MonkeyPatch) -> None:
    record = CardDatabase.builtin().get("Wind Drake")
    with monkeypatch.context() as patched:  # (undo() would drop TABLETOP_DATA_DIR too)
        patched.setattr(cc, "compiler_version", lambda: "old")
        old = _new_cache()
        old.definition(record)
        old.close()
    cc._MEMORY.clear()
    new = _new_cache()
    new.definition(CardDatabase.builtin().get("Grizzly Bears"))
    new.close()
    assert new.path is not None
    with sqlite3.connect(new.path) as db:
        versions = {v for (v,) in db.execute("SELECT version FROM compiled_cards")}
    assert versions == {cc.compiler_version()}
