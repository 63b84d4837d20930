"""Many cards compiled on every processor: what `tabletop cards check` of a big file needs.

The Earley parse of the Oracle text takes nearly all of a card's compile time and one
process uses one processor; so `compile_many` sends the cards in chunks to worker
processes, each with its own parser and clause memo, and takes the chunks back in the
order they were sent: the definitions are those `build_definition` makes in this
process. A worker sends a card's definition and its compile-cache text (None when it
does not read back equal, `definition_codec`); a card whose facts do not build, or that
the compiler fails on, comes back as None and is compiled here again, so its error is
raised where it always was. With one processor, few cards, `TABLETOP_COMPILE_WORKERS=1`,
or a pool that cannot start or breaks, the cards (the rest of them) are compiled here.

The results come one card at a time as the chunks arrive; a caller that stops taking them
(a cancel) ends the workers within about one chunk's time.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import threading
from collections.abc import Generator, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from tabletop.cards.records import CardRecord
from tabletop.engine.model.characteristics import CardDefinition

WORKERS_VARIABLE = "TABLETOP_COMPILE_WORKERS"
MIN_CARDS = 120  # fewer are compiled here: starting the workers would cost more
CHUNK = 24  # cards a worker compiles at a time (small chunks share the work out evenly)

Compiled = tuple[CardDefinition, str | None]  # the definition, its compile-cache text


def worker_count(cards: int) -> int:
    """How many worker processes for `cards` cards (1: compile in this process)."""
    wanted = os.environ.get(WORKERS_VARIABLE, "").strip()
    if wanted.isdigit() and int(wanted) >= 1:
        workers = int(wanted)
    else:
        try:
            workers = len(os.sched_getaffinity(0))
        except (AttributeError, OSError):  # not on Linux
            workers = os.cpu_count() or 1
    if cards < MIN_CARDS:
        return 1
    return max(1, min(workers, 16, cards // CHUNK or 1))


def compile_one(record: CardRecord) -> Compiled | None:
    """A card's definition and its cache text; None when its facts do not build or the
    compiler fails (compiled again by the caller, who then sees the error)."""
    from tabletop.cards.build import build_definition
    from tabletop.cards.definition_codec import DefinitionCodecError, dumps_definition

    try:
        definition = build_definition(record)
    except Exception:  # told by the caller's own compile of it
        return None
    try:
        text: str | None = dumps_definition(definition)
    except (DefinitionCodecError, RecursionError):
        text = None
    return definition, text


def _compile_chunk(records: list[CardRecord]) -> list[Compiled | None]:
    return [compile_one(record) for record in records]


def _start_worker() -> None:
    """A worker builds the parser once, before its first card."""
    from tabletop.cards.compiler.parser import parser

    parser()


def _pool_context() -> Any | None:
    """Fork where it is safe (one thread, a system that has it): the workers then share
    the parser this process built; else spawn (a fresh interpreter each), except in a
    bundled program, whose executable does not start as a worker (None: no pool)."""
    methods = multiprocessing.get_all_start_methods()
    if "fork" in methods and threading.active_count() == 1:
        return multiprocessing.get_context("fork")
    if getattr(sys, "frozen", False):
        return None
    return multiprocessing.get_context("spawn")


def _chunks(records: Sequence[CardRecord]) -> list[list[CardRecord]]:
    return [list(records[i:i + CHUNK]) for i in range(0, len(records), CHUNK)]


def _in_pool(records: Sequence[CardRecord], workers: int
             ) -> Generator[Compiled | None, None, None]:
    """The results of the first cards, in order, compiled by `workers` processes; fewer
    than all when the pool does not start or breaks."""
    context = _pool_context()
    if context is None:
        return
    if context.get_start_method() == "fork":
        _start_worker()  # built once here, shared by every worker
    try:
        with ProcessPoolExecutor(workers, mp_context=context,
                                 initializer=_start_worker) as pool:
            try:
                for results in pool.map(_compile_chunk, _chunks(records)):
                    yield from results
            except BaseException:  # a cancel, or the caller stopped: end the workers
                pool.shutdown(wait=True, cancel_futures=True)
                raise
    except (BrokenProcessPool, OSError, RuntimeError, ImportError):
        return  # the rest is compiled in this process


def compile_many(records: Sequence[CardRecord]) -> Generator[Compiled | None, None, None]:
    """Each record's `compile_one` result, in order, using every processor."""
    finished = 0
    workers = worker_count(len(records))
    if workers > 1:
        for result in _in_pool(records, workers):
            finished += 1
            yield result
    for record in records[finished:]:
        yield compile_one(record)
