"""What an export makes: the file and its format, the picture size, the frame rate, which
actions, and what is drawn over the table. Checked here, before anything is read.

The format follows the output's suffix: .mp4 (H.264 in yuv420p, which browsers play),
.webm (VP9) or .gif (a palette generated from the frames). H.264 and VP9 in 4:2:0
need an even width and height.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ..i18n import translate
from ..settings import LANGUAGES

FORMATS: dict[str, str] = {".mp4": "mp4", ".webm": "webm", ".gif": "gif"}
DEFAULT_SIZE = "1280x720"
SIZE = re.compile(r"^\s*(\d{2,5})\s*[xX×]\s*(\d{2,5})\s*$")
MIN_SIZE = (320, 240)
MAX_SIZE = (7680, 4320)
DEFAULT_FPS = 30
MAX_FPS = 60
MAX_GIF_FPS = 50  # a GIF counts in hundredths of a second; browsers slow faster ones down
DEFAULT_SECONDS_PER_ACTION = 1.0
MIN_SECONDS_PER_ACTION = 0.1
MAX_SECONDS_PER_ACTION = 30.0


class ExportError(Exception):
    """An export that cannot be made or did not finish; `str()` says why in words."""

    exit_code = 1


class OptionError(ExportError):
    """A bad option or input file (exit 2)."""

    exit_code = 2


@dataclass(frozen=True, slots=True)
class ExportOptions:
    """A checked export request. `first` and `last` number the recording's actions from 1
    (None: from the first, to the last); `inspect` names the object of the inspector
    inset (a scenario alias, a card name or an object number)."""

    recording: Path
    out: Path
    width: int = 1280
    height: int = 720
    fps: int = DEFAULT_FPS
    first: int | None = None
    last: int | None = None
    captions: bool = False
    inspect: str | None = None
    language: str = "en"
    seconds_per_action: float = DEFAULT_SECONDS_PER_ACTION

    @property
    def format(self) -> str:
        """"mp4", "webm" or "gif"."""
        return FORMATS[self.out.suffix.lower()]

    @property
    def size(self) -> tuple[int, int]:
        return self.width, self.height


def video_format(out: str | Path) -> str:
    """The format of an output path by its suffix; OptionError for any other."""
    suffix = Path(out).suffix.lower()
    if suffix not in FORMATS:
        raise OptionError(translate(
            "Export", "{file}: the video must end in .mp4, .webm or .gif").replace(
            "{file}", str(out)))
    return FORMATS[suffix]


def video_size(text: str) -> tuple[int, int]:
    """"1280x720" as (1280, 720), between MIN_SIZE and MAX_SIZE; OptionError otherwise."""
    match = SIZE.match(text or "")
    if match is None:
        raise OptionError(translate("Export", "--size must look like 1280x720, not {text}")
                          .replace("{text}", repr(text)))
    width, height = int(match.group(1)), int(match.group(2))
    if not (MIN_SIZE[0] <= width <= MAX_SIZE[0] and MIN_SIZE[1] <= height <= MAX_SIZE[1]):
        raise OptionError(translate("Export", "--size {w}x{h} is out of range ({low} to {high})")
                          .replace("{w}", str(width)).replace("{h}", str(height))
                          .replace("{low}", "x".join(map(str, MIN_SIZE)))
                          .replace("{high}", "x".join(map(str, MAX_SIZE))))
    return width, height


def parse_options(recording: str | Path, out: str | Path, *, size: str = DEFAULT_SIZE,
                  fps: int = DEFAULT_FPS, first: int | None = None, last: int | None = None,
                  captions: bool = False, inspect: str | None = None,
                  language: str = "en",
                  seconds_per_action: float = DEFAULT_SECONDS_PER_ACTION) -> ExportOptions:
    """The options checked one by one; the first problem raises OptionError."""
    kind = video_format(out)
    width, height = video_size(size)
    if kind in ("mp4", "webm") and (width % 2 or height % 2):
        raise OptionError(translate(
            "Export", "--size {w}x{h}: MP4 and WebM need an even width and height").replace(
            "{w}", str(width)).replace("{h}", str(height)))
    top = MAX_GIF_FPS if kind == "gif" else MAX_FPS
    if not 1 <= fps <= top:
        raise OptionError(translate("Export", "--fps {fps} is out of range (1 to {top})")
                          .replace("{fps}", str(fps)).replace("{top}", str(top)))
    for name, value in (("--from", first), ("--to", last)):
        if value is not None and value < 1:
            raise OptionError(translate("Export", "{option} {n}: actions count from 1")
                              .replace("{option}", name).replace("{n}", str(value)))
    if first is not None and last is not None and first > last:
        raise OptionError(translate("Export", "--from {first} is after --to {last}")
                          .replace("{first}", str(first)).replace("{last}", str(last)))
    if language not in LANGUAGES:
        raise OptionError(translate("Export", "--lang {lang}: choose one of {choices}")
                          .replace("{lang}", language).replace("{choices}", ", ".join(LANGUAGES)))
    if not MIN_SECONDS_PER_ACTION <= seconds_per_action <= MAX_SECONDS_PER_ACTION:
        raise OptionError(translate(
            "Export", "--seconds-per-action {s} is out of range ({low} to {high})").replace(
            "{s}", f"{seconds_per_action:g}").replace("{low}", f"{MIN_SECONDS_PER_ACTION:g}")
            .replace("{high}", f"{MAX_SECONDS_PER_ACTION:g}"))
    alias = inspect.strip() if inspect is not None else None
    return ExportOptions(Path(recording), Path(out), width, height, fps, first, last,
                         captions, alias or None, language, seconds_per_action)
