"""How long each action is shown: the rule that maps a recording to a video's length.

The video is a row of equal slots of `seconds_per_action` (1 s unless asked otherwise):
the first shows the table before the first exported action, each further slot one
action. An action's changes start moving at the start of its slot (card movements take
`motion.MOVE_MS`, taps `TAP_MS`, P/T and counter changes `PT_FLASH_MS`/`PULSE_MS`) and
the rest of the slot holds the result. So N actions make (N + 1) slots of
round(fps x seconds_per_action) frames each.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Timing:
    fps: int
    seconds_per_action: float
    actions: int
    """The actions shown (the slots after the opening one)."""

    @property
    def frames_per_slot(self) -> int:
        return max(1, round(self.fps * self.seconds_per_action))

    @property
    def slots(self) -> int:
        return self.actions + 1

    @property
    def total_frames(self) -> int:
        return self.slots * self.frames_per_slot

    @property
    def duration(self) -> float:
        """Seconds."""
        return self.total_frames / self.fps

    def clock_ms(self, frame_in_slot: int) -> float:
        """The animation clock of a slot's frame: the first frame already shows the changes
        one frame's time under way, so every frame of a slot moves."""
        return (frame_in_slot + 1) * 1000.0 / self.fps
