"""What the export tests share: a short scenario recording and a look into a folder."""

from __future__ import annotations

from pathlib import Path

from tabletop.resources import resource
from tabletop.session.commands import run_scenario
from tabletop.session.scenario import load_scenario

KNIGHT = resource("scenarios", "knight-of-cliffhaven-level-bands.toml")
"""9 actions: three Plains and the Knight enter (1-4), Level up is activated (5: the
Plains tap), both pass and it resolves (6-7), then 2 and 1 level counters (8, 9)."""
ACTIONS = 9
SMALL = ["--size", "480x270", "--fps", "10", "--seconds-per-action", "0.5"]
"""A small, short video: 5 frames per action."""


def knight_recording(folder: Path) -> Path:
    """The Knight of Cliffhaven scenario, recorded."""
    path = folder / "knight.jsonl"
    run_scenario(load_scenario(KNIGHT), record=path)
    return path


def leftovers(folder: Path, *keep: Path) -> list[str]:
    """Files in `folder` besides `keep`: a half-written video would show here."""
    kept = {p.name for p in keep}
    return sorted(p.name for p in folder.iterdir() if p.name not in kept)
