"""`tabletop explain` reads the engine's derivation; `run --record` and `replay --verify`
round-trip a session recording (state hash after every action)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.resources import resource

GODHEAD_LAST = resource("scenarios", "coralhelm-commander-then-godhead-of-awe.toml")


def test_explain_lists_layer_7b_in_timestamp_order(capsys: pytest.CaptureFixture[str]) -> None:
    """Level up rulings: the band (ts of the Commander) applies before Godhead of Awe."""
    assert main(["explain", str(GODHEAD_LAST), "--object", "cc", "--after", "6"]) == 0
    out = capsys.readouterr().out
    layer7b = out[out.index("layer 7b"):]
    assert layer7b.index("Coralhelm Commander") < layer7b.index("Godhead of Awe")
    assert "result: 1/1" in out


def test_explain_json_matches_the_engine(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", str(GODHEAD_LAST), "--object", "cc", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    sources = [s["source"] for s in data["steps"] if s["layer"] == "7b"]
    assert sources == ["Coralhelm Commander", "Godhead of Awe"]
    assert (data["final"]["power"], data["final"]["toughness"]) == (1, 1)


def test_explain_unknown_alias_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", str(GODHEAD_LAST), "--object", "nobody"]) == 2
    assert "nobody" in capsys.readouterr().err


def test_record_then_replay_verifies(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "session.jsonl"
    assert main(["run", str(GODHEAD_LAST), "--record", str(out)]) == 0
    assert main(["replay", str(out), "--verify"]) == 0
    assert "every state hash matches" in capsys.readouterr().out
    # a tampered hash is named as the first action that diverges
    lines = out.read_text().splitlines()
    record = json.loads(lines[2])
    record["hash"] = "0" * 64
    lines[2] = json.dumps(record)
    out.write_text("\n".join(lines) + "\n")
    assert main(["replay", str(out), "--verify"]) == 1
    assert "action 2" in capsys.readouterr().out


def test_replay_of_a_non_recording_exits_2(tmp_path: Path) -> None:
    other = tmp_path / "x.jsonl"
    other.write_text("hello\n")
    assert main(["replay", str(other), "--verify"]) == 2
