"""Encoding: the ffmpeg program that the imageio-ffmpeg package ships, run as a separate
process that reads raw frames from a pipe.

Qt Multimedia's wheels encode only MPEG-1/2, MPEG-4 Part 2 and MJPEG; this ffmpeg has
libx264, libvpx-vp9 and gif. A writer thread feeds the pipe, so a frame is rendered
while the one before it is handed over; ffmpeg's messages go to a temporary file (a
pipe nobody reads could fill and stall it) and its last lines say why it failed.
"""

from __future__ import annotations

import contextlib
import os
import queue
import re
import subprocess
import sys
import tempfile
import threading
from pathlib import Path
from typing import IO

from ..i18n import translate
from .options import ExportError

RAW_PIXELS = "bgr0" if sys.byteorder == "little" else "0rgb"
"""The bytes of a QImage in Format_RGB32 as ffmpeg names them."""
QUEUED_FRAMES = 6
FINISH_TIMEOUT_S = 600.0
STDERR_TAIL = 800
STDERR_LINES = 4
_CONTEXT = re.compile(r"^\[[^\]]*@ 0x[0-9a-f]+\]\s*")  # "[vost#0:0 @ 0x55ee...] "


class EncoderFailed(ExportError):
    """ffmpeg stopped or could not start; the message ends with its own last words."""


def ffmpeg_program() -> str:
    """The path of the bundled ffmpeg (imageio-ffmpeg's, or IMAGEIO_FFMPEG_EXE)."""
    try:
        import imageio_ffmpeg  # type: ignore[import-untyped]

        return str(imageio_ffmpeg.get_ffmpeg_exe())
    except (ImportError, RuntimeError) as exc:
        raise EncoderFailed(translate(
            "Export", "no ffmpeg program to encode with (install the imageio-ffmpeg package): "
                      "{reason}").replace("{reason}", str(exc))) from None


def raw_input_args(width: int, height: int, fps: int) -> list[str]:
    """ffmpeg's input: raw frames of `width` x `height` from stdin at `fps`."""
    return ["-f", "rawvideo", "-pix_fmt", RAW_PIXELS, "-s", f"{width}x{height}",
            "-framerate", str(fps), "-i", "pipe:0"]


def video_args(kind: str, palette: Path | None = None) -> list[str]:
    """The codec and container of `kind` ("mp4", "webm" or "gif"); a GIF maps its frames
    onto `palette` (an image ffmpeg's palettegen made, see `palette_args`)."""
    if kind == "mp4":  # H.264 in yuv420p: what browsers and phones play
        return ["-c:v", "libx264", "-preset", "veryfast", "-tune", "animation", "-crf", "20",
                "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4"]
    if kind == "webm":
        return ["-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-b:v", "0", "-crf", "34",
                "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1", "-f", "webm"]
    if kind == "gif":
        if palette is None:
            raise ValueError("a GIF needs its palette")
        # ordered dithering stays put from frame to frame (no shimmer on the still table);
        # only the rectangle that changed is stored again
        return ["-i", str(palette), "-lavfi",
                "[0:v][1:v]paletteuse=dither=bayer:bayer_scale=4:diff_mode=rectangle",
                "-f", "gif"]
    raise ValueError(f"unknown video format {kind!r}")


def palette_args() -> list[str]:
    """One PNG: the 256 colours that represent the frames fed in best."""
    return ["-vf", "palettegen=max_colors=256:stats_mode=full", "-frames:v", "1",
            "-update", "1", "-f", "image2", "-c:v", "png"]


def command(program: str, width: int, height: int, fps: int, output: list[str],
            target: Path) -> list[str]:
    return [program, "-hide_banner", "-nostats", "-loglevel", "error",
            *raw_input_args(width, height, fps), "-an", *output, "-y", str(target)]


class Encoder:
    """One ffmpeg process fed with frames: `write(frame)` for each, then `finish()`; or
    `abort()` (a cancel or a failure elsewhere), which kills it."""

    def __init__(self, args: list[str]) -> None:
        self.args = args
        self._errors: IO[bytes] = tempfile.TemporaryFile()  # noqa: SIM115 (closed by finish, abort)
        try:
            self._process = subprocess.Popen(args, stdin=subprocess.PIPE,
                                             stdout=subprocess.DEVNULL, stderr=self._errors)
        except OSError as exc:
            self._errors.close()
            raise EncoderFailed(translate("Export", "ffmpeg cannot start: {reason}").replace(
                "{reason}", exc.strerror or str(exc))) from None
        self._queue: queue.Queue[bytes | None] = queue.Queue(QUEUED_FRAMES)
        self._failure: str | None = None
        self._thread = threading.Thread(target=self._feed, name="ffmpeg-feed", daemon=True)
        self._thread.start()
        self.frames = 0

    # ------------------------------------------------------------------ the writer thread

    def _feed(self) -> None:
        stdin = self._process.stdin
        assert stdin is not None
        while True:
            frame = self._queue.get()
            if frame is None:
                break
            if self._failure is not None:
                continue  # drain: the producer learns of the failure at its next write
            try:
                stdin.write(frame)
            except (BrokenPipeError, OSError, ValueError) as exc:
                self._failure = str(exc) or type(exc).__name__
        with contextlib.suppress(OSError, ValueError):
            stdin.close()

    # ------------------------------------------------------------------ the producer

    @property
    def has_room(self) -> bool:
        """Whether `write` returns at once (the chunked window export waits otherwise)."""
        return not self._queue.full()

    def write(self, frame: bytes) -> None:
        """Queue one frame (waits while ffmpeg is behind); EncoderFailed when it stopped."""
        if self._failure is not None or self._process.poll() is not None:
            raise self._failed()
        self._queue.put(frame)
        self.frames += 1

    def close_input(self) -> None:
        """No more frames: ffmpeg finishes the file (`done` tells when)."""
        self._queue.put(None)

    @property
    def done(self) -> bool:
        """ffmpeg has ended (after `close_input`, or because it failed)."""
        return self._process.poll() is not None

    def check(self) -> None:
        """After `done`: EncoderFailed unless ffmpeg wrote the whole file."""
        self._thread.join()
        if self._process.wait() != 0 or self._failure is not None:
            raise self._failed()
        self._errors.close()

    def finish(self, timeout: float = FINISH_TIMEOUT_S) -> None:
        """`close_input`, wait for ffmpeg, `check`."""
        self.close_input()
        try:
            self._process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.abort()
            raise EncoderFailed(translate("Export", "ffmpeg did not finish in {s} s").replace(
                "{s}", f"{timeout:g}")) from None
        self.check()

    def abort(self) -> None:
        """Stop ffmpeg now; what it wrote is left for the caller to remove."""
        if self._process.poll() is None:
            self._process.kill()
        with contextlib.suppress(queue.Full):  # wake the writer thread if it waits
            while True:
                self._queue.put_nowait(None)
        self._process.wait()
        self._thread.join(timeout=5)
        self._errors.close()

    def _failed(self) -> EncoderFailed:
        if self._process.poll() is None:
            self._process.kill()
        code = self._process.wait()
        tail = self._stderr_tail()
        why = tail or self._failure or translate("Export", "exit status {code}").replace(
            "{code}", str(code))
        return EncoderFailed(translate("Export", "ffmpeg failed: {reason}").replace(
            "{reason}", why))

    def _stderr_tail(self) -> str:
        try:
            self._errors.flush()
            size = os.fstat(self._errors.fileno()).st_size
            self._errors.seek(max(0, size - STDERR_TAIL))
            text = self._errors.read().decode("utf-8", "replace")
        except (OSError, ValueError):
            return ""
        lines = [_CONTEXT.sub("", line).strip() for line in text.splitlines()]
        return " / ".join([line for line in lines if line][-STDERR_LINES:])
