"""Reading a file's bytes with a size limit, and decoding them as UTF-8 text."""

from __future__ import annotations

from pathlib import Path

from tabletop.inputs.errors import TabletopDataError

ErrorType = type[TabletopDataError]


def read_limited(path: str | Path, limit: int, error: ErrorType = TabletopDataError) -> bytes:
    """The file's bytes; refuses a file over `limit` bytes without reading more than that.

    Reads at most limit + 1 bytes, so a device or a file that grows while it is read
    cannot exhaust memory. Raises `error` (never OSError) naming the file.
    """
    p = Path(path)
    try:
        if p.is_dir():
            raise error("is a directory, not a file", p)
        with p.open("rb") as stream:
            data = stream.read(limit + 1)
    except OSError as exc:
        raise error(f"cannot read: {exc.strerror or exc}", p) from None
    if len(data) > limit:
        raise error(f"file is larger than the limit of {limit} bytes", p)
    return data


def decode_utf8(data: bytes, path: str | Path | None = None,
                error: ErrorType = TabletopDataError) -> str:
    """UTF-8 text (a leading byte order mark is dropped); raises `error` at the bad byte's line."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise error(f"not UTF-8 text ({exc.reason} at byte {exc.start})", path, line) from None


def read_text(path: str | Path, limit: int, error: ErrorType = TabletopDataError) -> str:
    """`read_limited` then `decode_utf8`."""
    return decode_utf8(read_limited(path, limit, error), path, error)
