"""Kill test: a recording process killed by SIGKILL at any moment loses no completed action.

A child process appends actions as fast as it can and prints the number of
each append once it has returned; the parent kills it after a random delay,
then reads the file: every reported action must be there, a torn last line
is dropped with a warning, and the recording can be resumed. In odd runs the
child's writes are made short and slow, so kills often tear a line.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop.session.recording import RecordingWriter, read_recording

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import os, sys, time
from tabletop.session.recording import RecordingHeader, RecordingWriter

if sys.argv[2] == "chunked":
    # os.write may write less than asked: make every write short and slow, so that
    # many kills land in the middle of a line
    real_write = os.write

    def short_write(fd, data):
        time.sleep(0.0001)
        return real_write(fd, bytes(data[:97]))

    os.write = short_write

header = RecordingHeader(
    cards="sha256:kill", players=("Ann", "Bo"), seed=7, created="2024-05-01T12:00:00+00:00"
)
writer = RecordingWriter(sys.argv[1], header)
out = sys.stdout
out.write("ready\\n")
out.flush()
i = 0
while True:
    i += 1
    events = [{"kind": "moved", "object": i, "from": "hand", "to": "battlefield", "k": k}
              for k in range(5)]
    writer.append({"kind": "cast", "object": i, "pad": "x" * 2000}, events, "hash%d" % i,
                  parent=(i - 3 if i % 50 == 0 else writer.head))
    out.write("%d\\n" % i)
    out.flush()
"""


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))


def _run_and_kill(path: Path, delay: float, chunked: bool) -> int:
    """Start a recording child, SIGKILL it after `delay` s; the last append it reported."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(path), "chunked" if chunked else "whole"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        cwd=ROOT,
    )
    assert child.stdout is not None
    try:
        first = child.stdout.readline()
        assert first == b"ready\n", child.stderr.read() if child.stderr else first
        time.sleep(delay)
        child.send_signal(signal.SIGKILL)
        out, _ = child.communicate(timeout=10)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    assert child.returncode == -signal.SIGKILL
    reported = [int(line) for line in out.split(b"\n") if line.strip().isdigit()]
    # a line cut short by the kill cannot be trusted: only whole lines count
    if out and not out.endswith(b"\n"):
        reported = reported[:-1]
    return max(reported, default=0)


@pytest.mark.parametrize("run", range(5))
def test_sigkill_loses_no_completed_action(tmp_path: Path, run: int) -> None:
    rng = random.Random(1000 + run)
    path = tmp_path / f"killed-{run}.jsonl"
    delay = rng.uniform(0.02, 0.35)
    reported = _run_and_kill(path, delay, chunked=run % 2 == 1)

    recording = read_recording(path)
    ids = [record.id for record in recording.records]
    # every action the child saw complete is there, in order, with its payload;
    # at most one more (written, killed before it printed) may follow
    assert ids[:reported] == list(range(1, reported + 1)), f"delay {delay:.3f}s"
    assert len(ids) in (reported, reported + 1)
    for record in recording.records:
        assert record.action["object"] == record.id
        assert record.state_hash == f"hash{record.id}"
        assert len(record.events) == 5
    for warning in recording.warnings:
        assert warning.startswith("torn last line dropped")

    # the recording goes on where it stopped
    with RecordingWriter.resume(path) as writer:
        assert writer.warnings == recording.warnings
        appended = writer.append({"kind": "pass", "object": len(ids) + 1}, [], "after")
    again = read_recording(path)
    assert again.warnings == ()
    assert [r.id for r in again.records] == [*ids, appended.id]
    assert again.main_line()[-1].id == appended.id
