"""One export from start to end: read and verify the recording, draw every frame, encode,
and put the video in place, reporting progress and stoppable at any frame.

`read()` touches no Qt object (the window runs it in a worker thread); the frames are
drawn in the thread that owns Qt's widgets, in chunks (`step(budget)`) so a window
stays responsive, or all at once (`run()`, the command line). ffmpeg writes into a
hidden file beside the output, which becomes the output only when ffmpeg has finished
it; a cancel or a failure kills ffmpeg and removes that file, so no partial video is
ever left behind.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import tempfile
import time
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..i18n import translate
from .encoder import (
    Encoder,
    EncoderFailed,
    command,
    ffmpeg_program,
    palette_args,
    video_args,
)
from .frames import FrameRenderer
from .options import ExportError, ExportOptions
from .source import ExportSource, InspectTarget, inspect_target, load_source
from .timing import Timing

Progress = Callable[[str, int, int], None]
"""`progress(phase, done, total)`; phases "verify" (actions re-executed), "palette"
(GIF: pictures looked at for its colours), "frames" (frames drawn), "encode" (ffmpeg
finishing; total 0). It may raise to stop the export."""

WAIT_S = 0.01


class CannotWrite(ExportError):
    """The output (or the hidden file beside it) cannot be written."""


class ExportCancelled(ExportError):
    """Stopped by the person; nothing was written."""


def _quiet(phase: str, done: int, total: int) -> None:
    return None


@dataclass(frozen=True, slots=True)
class ExportResult:
    path: Path
    format: str
    width: int
    height: int
    fps: int
    frames: int
    duration: float
    first: int
    last: int
    warnings: list[str] = field(default_factory=list)


class ExportJob:
    def __init__(self, options: ExportOptions, cards: Callable[[str], Any], *,
                 allow_changed_cards: bool = False, progress: Progress = _quiet) -> None:
        self.options = options
        self.cards = cards
        self.allow_changed_cards = allow_changed_cards
        self.progress = progress
        self.source: ExportSource | None = None
        self.target: InspectTarget | None = None
        self.first = self.last = 0
        self.timing: Timing | None = None
        self.result: ExportResult | None = None
        self.frames_drawn = 0
        """Frames drawn anew (a still frame is sent again, not drawn again)."""
        self._work: Iterator[str] | None = None
        self._encoder: Encoder | None = None
        self._renderers: list[FrameRenderer] = []
        self._temp: Path | None = None
        self._palette: Path | None = None

    # ------------------------------------------------------------------ reading (no Qt)

    def read(self) -> ExportSource:
        """Re-execute and verify the recording, check --from/--to and --inspect."""
        options = self.options
        source = load_source(options.recording, self.cards, allow_changed_cards=
                             self.allow_changed_cards,
                             progress=lambda done, total: self.progress("verify", done, total))
        self.first, self.last = source.span(options.first, options.last)
        self.target = inspect_target(options.inspect, source) if options.inspect else None
        self.timing = Timing(options.fps, options.seconds_per_action,
                             self.last - self.first + 1)
        self.source = source
        return source

    # ------------------------------------------------------------------ drawing (Qt)

    def begin(self) -> None:
        """Make the hidden file and get ready to draw (after `read`)."""
        if self.source is None:
            raise RuntimeError("read() the recording first")
        self._temp = self._hidden_file()
        self._work = self._frames()

    def step(self, budget_s: float | None = None) -> bool:
        """Draw and encode frames for about `budget_s` seconds (None: to the end); True
        when the video is in place (`result`). Returns early, False, while ffmpeg is
        behind, so a window can paint meanwhile."""
        if self._work is None:
            raise RuntimeError("begin() the export first")
        deadline = None if budget_s is None else time.monotonic() + budget_s
        try:
            while True:
                if deadline is not None and time.monotonic() >= deadline:
                    return False
                if deadline is not None and self._encoder is not None \
                        and not self._encoder.has_room:
                    return False
                if next(self._work) == "wait":
                    if deadline is not None:
                        return False
                    time.sleep(WAIT_S)
        except StopIteration:
            return True
        except EncoderFailed as exc:
            hidden = self._temp
            self.abort()
            if hidden is None:
                raise
            # ffmpeg names the hidden file it wrote to; the person knows the video's name
            raise EncoderFailed(str(exc).replace(str(hidden), str(self.options.out))) from None
        except BaseException:
            self.abort()
            raise

    def run(self) -> ExportResult:
        """The whole export in this thread."""
        self.read()
        self.begin()
        self.step(None)
        assert self.result is not None
        return self.result

    def abort(self) -> None:
        """Stop now: ffmpeg killed, the hidden files removed. Safe to call twice."""
        self._work = None
        if self._encoder is not None:
            self._encoder.abort()
            self._encoder = None
        for renderer in self._renderers:
            renderer.close()
        self._renderers.clear()
        for path in (self._temp, self._palette):
            if path is not None:
                with contextlib.suppress(OSError):
                    path.unlink(missing_ok=True)
        self._temp = self._palette = None

    # ------------------------------------------------------------------ the passes

    def _renderer(self) -> FrameRenderer:
        assert self.source is not None
        options = self.options
        renderer = FrameRenderer(self.source, options.width, options.height,
                                 captions=options.captions, target=self.target,
                                 counter_total=len(self.source.actions))
        self._renderers.append(renderer)
        renderer.skip(self.source.actions[:self.first - 1])
        return renderer

    def _shown(self) -> list[tuple[int, Any]]:
        assert self.source is not None
        return list(enumerate(self.source.actions[self.first - 1:self.last], start=self.first))

    def _encoder_for(self, output: list[str], target: Path) -> Encoder:
        options = self.options
        encoder = Encoder(command(ffmpeg_program(), options.width, options.height,
                                  options.fps, output, target))
        self._encoder = encoder
        return encoder

    def _finish_encoder(self, encoder: Encoder) -> Iterator[str]:
        encoder.close_input()
        while not encoder.done:
            yield "wait"
        encoder.check()
        self._encoder = None

    def _frames(self) -> Iterator[str]:
        options, timing = self.options, self.timing
        assert timing is not None and self._temp is not None
        palette = None
        if options.format == "gif":
            palette = yield from self._palette_pass()
        renderer = self._renderer()
        encoder = self._encoder_for(video_args(options.format, palette), self._temp)
        shown = [(0, None), *self._shown()]
        written = 0
        for number, action in shown:
            if action is not None:
                renderer.perform(number, action)
            frame = b""
            for i in range(timing.frames_per_slot):
                if renderer.clock.running or not frame:  # the rest of a slot stands still
                    renderer.at(timing.clock_ms(i))
                    frame = renderer.frame_bytes()
                    self.frames_drawn += 1
                encoder.write(frame)
                written += 1
                self.progress("frames", written, timing.total_frames)
                yield "frame"
        self.progress("encode", 0, 0)
        yield from self._finish_encoder(encoder)
        self._put_in_place(renderer)

    def _palette_pass(self) -> Generator[str, None, Path]:
        """A GIF's 256 colours, from the table at rest before and after each action: a
        moving card shows the same colours on its way. Returns the palette's path."""
        fd, name = tempfile.mkstemp(prefix="tabletop-palette-", suffix=".png")
        os.close(fd)
        self._palette = Path(name)
        renderer = self._renderer()
        encoder = self._encoder_for(palette_args(), self._palette)
        shown = [(0, None), *self._shown()]
        for done, (number, action) in enumerate(shown, start=1):
            if action is not None:
                renderer.perform(number, action)
                renderer.clock.settle()
            encoder.write(renderer.frame_bytes())
            self.progress("palette", done, len(shown))
            yield "frame"
        yield from self._finish_encoder(encoder)
        renderer.close()
        self._renderers.remove(renderer)
        return self._palette

    # ------------------------------------------------------------------ files

    def _hidden_file(self) -> Path:
        out = self.options.out
        if out.is_dir():
            raise CannotWrite(translate("Export", "{file}: is a folder").replace(
                "{file}", str(out)))
        hidden = out.with_name(f".{out.name}.{secrets.token_hex(4)}.part")
        try:
            out.parent.mkdir(parents=True, exist_ok=True)
            # the video's permissions as any new file's (the umask's), not a temp file's
            os.close(os.open(hidden, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
        except OSError as exc:
            raise CannotWrite(translate("Export", "{file}: cannot write: {reason}").replace(
                "{file}", str(out)).replace("{reason}", exc.strerror or str(exc))) from None
        return hidden

    def _put_in_place(self, renderer: FrameRenderer) -> None:
        options, timing, temp = self.options, self.timing, self._temp
        assert timing is not None and temp is not None and self.source is not None
        try:
            os.replace(temp, options.out)
        except OSError as exc:
            raise CannotWrite(translate("Export", "{file}: cannot write: {reason}").replace(
                "{file}", str(options.out)).replace("{reason}", exc.strerror or str(exc))
            ) from None
        self._temp = None
        warnings = list(self.source.warnings)
        if renderer.inset is not None and not renderer.inset.ever_shown:
            warnings.append(translate(
                "Export", "--inspect {spec}: the object was not in the game during the "
                          "exported actions, so no inspector is shown").replace(
                "{spec}", options.inspect or ""))
        self.abort()  # the renderers and the palette go; the video stays
        self.result = ExportResult(options.out, options.format, options.width,
                                   options.height, options.fps, timing.total_frames,
                                   timing.duration, self.first, self.last, warnings)
