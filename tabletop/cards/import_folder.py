"""The folder of the user's imported card sources: `<data>/cards/NAME.toml`, and
`sources.json` beside them with the order they were imported in (oldest first) and what
each came from. Card files put there by hand join after the listed ones, in name order;
a damaged `sources.json` leaves the name order."""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any

MANIFEST = "sources.json"
NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")


def imports_dir() -> Path:
    from tabletop.resources import imports_dir as folder

    return folder()


def read_manifest(folder: Path) -> list[dict[str, Any]]:
    try:
        data = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []  # none yet, or damaged: the card files alone still say what there is
    entries = data.get("sources") if isinstance(data, dict) else None
    if not isinstance(entries, list):
        return []
    return [e for e in entries if isinstance(e, dict) and isinstance(e.get("name"), str)
            and NAME.fullmatch(e["name"])]


def write_manifest(folder: Path, entries: list[dict[str, Any]]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(dir=folder, prefix=".sources-", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            json.dump({"version": 1, "sources": entries}, out, indent=2)
        os.replace(temp, folder / MANIFEST)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def ordered_imports(folder: Path) -> list[tuple[str, Path, dict[str, Any]]]:
    """(name, file, manifest entry) of every import, in import order."""
    if not folder.is_dir():
        return []
    files = {p.stem: p for p in folder.iterdir()
             if p.suffix == ".toml" and p.is_file() and not p.name.startswith(".")}
    out: list[tuple[str, Path, dict[str, Any]]] = []
    for entry in read_manifest(folder):
        path = files.pop(entry["name"], None)
        if path is not None:
            out.append((entry["name"], path, entry))
    out += [(name, files[name], {}) for name in sorted(files)]
    return out


def newest_import() -> Path | None:
    """The card file of the most recent import, or None."""
    ordered = ordered_imports(imports_dir())
    dated = [(str(entry.get("imported", "")), n, path) for n, (_, path, entry)
             in enumerate(ordered)]
    return max(dated)[2] if dated else None
