"""Fingerprints of the program's own code, for caches that must not outlive it."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from functools import cache
from pathlib import Path

import tabletop

_PACKAGE = Path(tabletop.__file__).resolve().parent


def code_digest(parts: Iterable[str]) -> str:
    """sha256 (hex) of the source files under the package paths `parts` (a file or a
    folder: its *.py and *.lark files), with the program's version. A frozen bundle
    without sources falls back to the version alone."""
    digest = hashlib.sha256(tabletop.__version__.encode())
    for part in parts:
        base = _PACKAGE / part
        files = sorted(base.rglob("*")) if base.is_dir() else [base]
        for path in files:
            if path.suffix in (".py", ".lark") and path.is_file():
                digest.update(str(path.relative_to(_PACKAGE)).encode())
                digest.update(path.read_bytes())
    return digest.hexdigest()


@cache
def records_version() -> str:
    """The code that reads card files into records (what the source cache pickles)."""
    return code_digest(["cards/records.py", "cards/faces.py", "cards/importers.py",
                        "cards/database.py", "cards/sources.py"])[:16]


@cache
def compiler_version() -> str:
    """The code that turns a record into an engine card definition: the compiler, the
    build step and the engine classes a compiled definition is made of."""
    return code_digest(["cards/compiler", "cards/build.py", "cards/faces.py",
                        "cards/records.py", "engine"])[:16]
