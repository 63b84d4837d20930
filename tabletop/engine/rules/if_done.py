"""608.2c: "Sacrifice ~. If you do, ..." (definitions/if_done.py)."""

from __future__ import annotations

from tabletop.engine.definitions.if_done import IfDone
from tabletop.engine.rules.resolution import Resolution, handles, run


@handles(IfDone)
def h_if_done(res: Resolution, i: IfDone) -> None:
    res.failed = False
    for step in i.inner:
        run(res, (step,))
        if res.failed:
            break
    failed, res.failed = res.failed, False
    if not failed:
        run(res, i.then)
