"""608.2c: "Sacrifice ~. If you do, ..." (definitions/if_done.py)."""

from __future__ import annotations

from tabletop.engine.definitions.if_done import IfDone
from tabletop.engine.rules.resolution import Resolution, handles, run, run_unless_failed


@handles(IfDone)
def h_if_done(res: Resolution, i: IfDone) -> None:
    if not run_unless_failed(res, i.inner):
        run(res, i.then)
