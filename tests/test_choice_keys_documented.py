"""Every `choices` key a scenario step may carry is documented: the scenario format's own
keys in the shared spec, the ones this program adds in README.md (the spec is extended,
never reinterpreted)."""

from __future__ import annotations

import re
from pathlib import Path

from tabletop.engine.model.choices import CHOICE_KINDS

README = Path(__file__).resolve().parents[1] / "README.md"
# the keys the scenario format names itself (shared/spec/scenario-format.md, "choices")
SPEC_KEYS = frozenset({
    "mode", "x", "color", "creature_type", "land_type", "counter", "player", "copy_of",
    "distribute", "may", "order", "keep", "assign", "sacrifice", "discard", "tap", "kicked",
    "cost"})


def test_every_added_choice_key_is_in_the_readme() -> None:
    text = README.read_text(encoding="utf-8")
    start = text.index("### Answers beyond the scenario format")
    section = text[start:text.index("\n#", start + 1)]
    listed = set(re.findall(r"`(\w+)`", section))
    missing = sorted(set(CHOICE_KINDS) - SPEC_KEYS - listed)
    assert not missing, f"document these choices keys in README.md: {missing}"
