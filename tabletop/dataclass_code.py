"""The methods `@dataclass` writes, compiled once and kept between runs.

`@dataclass` writes the source of each class's `__init__`, `__repr__`, `__eq__`,
`__hash__`, `__setattr__`... and compiles it when the class is made: for the engine's
~300 classes that is some 1,600 small compiles, well over half the time `tabletop run`
spends importing the engine. The text is the same in every run, so `install()` gives the
`dataclasses` module an `exec` that compiles each text once, as `exec` itself would (the
name "<string>", no inherited `from __future__` flags), and keeps the code objects in
`<data>/cache/` for the next start. The classes made are the same; only the compile is
saved. The file is written when a run compiled something new, under the interpreter's
bytecode magic number; one that does not match or cannot be read is started afresh.
"""

from __future__ import annotations

import atexit
import builtins
import dataclasses
import marshal
import os
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from types import CodeType
from typing import Any

MAX_ENTRIES = 20_000  # more: the file is begun again with what this run used

_code: dict[str, CodeType] = {}
_used: set[str] = set()
_state: dict[str, Any] = {"path": None, "new": False}


def cached_exec(source: Any, globals: Any = None, locals: Any = None, /) -> None:
    """`exec` for the `dataclasses` module: a text is compiled once."""
    if isinstance(source, str):
        code = _code.get(source)
        if not isinstance(code, CodeType):
            code = compile(source, "<string>", "exec", dont_inherit=True)
            _code[source] = code
            _state["new"] = True
        _used.add(source)
        source = code
    if globals is None:  # as `exec` called in `dataclasses` would use
        globals = vars(dataclasses)
    builtins.exec(source, globals, locals)


def _read(path: Path) -> dict[str, CodeType]:
    try:
        data = path.read_bytes()
        if not data.startswith(MAGIC_NUMBER):
            return {}
        found = marshal.loads(data[len(MAGIC_NUMBER):])
    except (OSError, ValueError, EOFError, TypeError):
        return {}
    return found if isinstance(found, dict) else {}  # `cached_exec` checks each entry


def save() -> None:
    """Write the code objects when this run compiled a new one (atomically)."""
    path: Path | None = _state["path"]
    if path is None or not _state["new"]:
        return
    import tempfile  # only when writing: not on every start

    kept = _code if len(_code) <= MAX_ENTRIES else {k: _code[k] for k in _used}
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(MAGIC_NUMBER + marshal.dumps(kept))
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
    except (OSError, ValueError):
        return  # not kept: compiled again next time
    _state["new"] = False


def install(folder: Path) -> None:
    """Compile `@dataclass` methods through the code kept in `folder` (from now on)."""
    if _state["path"] is None:
        path = folder / f"dataclass-code-{MAGIC_NUMBER.hex()}.marshal"
        _code.update(_read(path))
        _state["path"] = path
        atexit.register(save)
    vars(dataclasses)["exec"] = cached_exec  # the module's own name `exec` is looked up first


def uninstall() -> None:
    """`dataclasses` compiles with the built-in `exec` again; nothing more is written."""
    vars(dataclasses).pop("exec", None)
    if _state["path"] is not None:
        atexit.unregister(save)
    _state.update(path=None, new=False)
    _code.clear()
    _used.clear()
