"""What the window says when a file cannot be used: the file, the place and the reason.

`OpenError` is a `TabletopDataError`, so `str(error)` is the command line's words
("FILE:LINE: reason"). `as_open_error` is the window's boundary: a reader that
raises anything else for a broken file (a bug in that reader) still gives words
here, never an exception's text; the details go to the log for developers.
"""

from __future__ import annotations

import logging
from pathlib import Path

from tabletop.inputs.errors import TabletopDataError

from .i18n import translate

log = logging.getLogger(__name__)


class OpenError(TabletopDataError):
    """A file the window cannot use: `path`, `line`, `field` and `reason`."""

    def __init__(self, path: str | Path | None, reason: str, line: int | None = None,
                 field: str | None = None) -> None:
        super().__init__(reason, path=path, line=line, field=field)

    @property
    def message(self) -> str:
        if self.path is None and self.line is None and not self.field:
            return self.reason
        return super().message

    @classmethod
    def from_data_error(cls, exc: TabletopDataError, path: str | Path | None) -> OpenError:
        if isinstance(exc, OpenError):
            return exc
        return cls(exc.path or path, exc.reason, exc.line, exc.field)


def unexpected_reason(exc: BaseException) -> str:
    """Words for an exception a reader should not have let out (the window's own words)."""
    if isinstance(exc, RecursionError):
        return translate("OpenError", "the file is nested too deeply to read")
    if isinstance(exc, MemoryError):
        return translate("OpenError", "the file is too large to read")
    if isinstance(exc, UnicodeError):
        return translate("OpenError", "the file is not text in a known encoding")
    if isinstance(exc, OSError):
        return exc.strerror or translate("OpenError", "the file cannot be read")
    return translate("OpenError", "the file holds something this program does not "
                     "understand (a value of the wrong kind, or one that is out of range)")


def as_open_error(exc: BaseException, path: str | Path | None) -> OpenError:
    """Any exception raised while opening `path`, as words the window can show."""
    if isinstance(exc, TabletopDataError):
        return OpenError.from_data_error(exc, path)
    log.error("opening %s raised an unexpected %s", path, type(exc).__name__, exc_info=exc)
    return OpenError(path, unexpected_reason(exc))


def place_text(error: TabletopDataError) -> str:
    """The place in the file, in the interface language: "line 3", "line 3, step 2: card"."""
    parts = []
    if error.line is not None:
        parts.append(translate("OpenError", "line {line}").replace("{line}", str(error.line)))
    if error.field:
        parts.append(str(error.field))
    return ", ".join(parts)


def error_lines(error: TabletopDataError, *, game_kept: bool) -> list[str]:
    """The words of the dialog: what failed, the file, the place, the reason."""
    lines = [translate("OpenError", "This file could not be used.")]
    if error.path is not None:
        lines.append(translate("OpenError", "File: {file}").replace("{file}", str(error.path)))
    place = place_text(error)
    if place:
        lines.append(translate("OpenError", "Where: {place}").replace("{place}", place))
    lines.append(translate("OpenError", "Why: {reason}").replace("{reason}", error.reason))
    if game_kept:
        lines.append(translate("OpenError", "The game on the table is unchanged."))
    return lines
