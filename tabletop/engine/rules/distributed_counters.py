"""Handler of "distribute N counters among ..." (definitions/distributed_counters.py)."""

from __future__ import annotations

from tabletop.engine.definitions.distributed_counters import DistributeCounters
from tabletop.engine.definitions.instructions import AllTargetsRef
from tabletop.engine.rules.resolution import Resolution, handles


@handles(DistributeCounters)
def h_distribute_counters(res: Resolution, i: DistributeCounters) -> None:
    """601.2d: the division announced as it was cast; a target illegal now gets nothing
    (608.2b). An ability's division not announced: evenly, the first get more."""
    targets = res.objects(AllTargetsRef())
    given = res.info.choices.get("distribute")
    shares = {str(k): int(v) for k, v in given.items()} if isinstance(given, dict) else {}
    if not shares and targets:
        base, extra = divmod(res.n(i.amount), len(targets))
        shares = {str(t): base + (1 if n < extra else 0) for n, t in enumerate(targets)}
    for oid in targets:
        n = shares.get(str(oid), 0)
        if n > 0:
            res.game.put_counters(oid, i.kind, n, source=res.source)
