"""What a video file holds, read with the bundled ffmpeg (there is no ffprobe beside it):
its codec, pixel format, size and duration from `ffmpeg -i`, and its frame count by
copying every packet of the first video stream to nowhere."""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

from .encoder import ffmpeg_program

PROBE_TIMEOUT_S = 120.0
_DURATION = re.compile(r"Duration:\s*(\d+):(\d+):(\d+(?:\.\d+)?)")
_STREAM = re.compile(r"Stream #0:\d+\S*: Video: (.*)")
_SIZE = re.compile(r"^(\d+)x(\d+)")
_FPS = re.compile(r"^(\d+(?:\.\d+)?) fps$")
_FRAMES = re.compile(r"^frame=(\d+)$", re.MULTILINE)


@dataclass(frozen=True, slots=True)
class VideoFacts:
    codec: str
    pixel_format: str
    width: int
    height: int
    duration: float
    """Seconds, as the container says."""
    frames: int
    fps: float | None


def _fields(text: str) -> list[str]:
    """The comma-separated parts of a stream line, commas in brackets kept."""
    parts, depth, current = [], 0, ""
    for char in text:
        if char in "([":
            depth += 1
        elif char in ")]":
            depth -= 1
        if char == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += char
    parts.append(current.strip())
    return parts


def probe(path: str | Path) -> VideoFacts:
    """The facts of the first video stream; ValueError when there is none."""
    program = ffmpeg_program()
    shown = subprocess.run([program, "-hide_banner", "-i", str(path)], capture_output=True,
                           text=True, errors="replace", timeout=PROBE_TIMEOUT_S).stderr
    stream = _STREAM.search(shown)
    duration = _DURATION.search(shown)
    if stream is None or duration is None:
        raise ValueError(f"{path}: no video stream ({shown.strip().splitlines()[-1:]})")
    fields = _fields(stream.group(1))
    codec = fields[0].split()[0]
    pixel_format = fields[1].split("(")[0] if len(fields) > 1 else ""
    width = height = 0
    fps: float | None = None
    for field in fields[1:]:
        size = _SIZE.match(field)
        if size is not None and not width:
            width, height = int(size.group(1)), int(size.group(2))
        rate = _FPS.match(field)
        if rate is not None:
            fps = float(rate.group(1))
    hours, minutes, seconds = duration.groups()
    counted = subprocess.run(
        [program, "-hide_banner", "-nostats", "-loglevel", "error", "-i", str(path),
         "-map", "0:v:0", "-c", "copy", "-f", "null", "-progress", "pipe:1", "-"],
        capture_output=True, text=True, errors="replace", timeout=PROBE_TIMEOUT_S).stdout
    frames = _FRAMES.findall(counted)
    return VideoFacts(codec, pixel_format, width, height,
                      int(hours) * 3600 + int(minutes) * 60 + float(seconds),
                      int(frames[-1]) if frames else 0, fps)
