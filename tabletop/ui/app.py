"""Starting the program's window.

The table window (QGraphicsScene table, panels) is the next piece of work; until it
exists, `tabletop` and `tabletop open` say so and print the command overview, as the
foundation issue allows, so the README's run command always does something useful.
"""

from __future__ import annotations

import sys


def run_window(files: list[str] | None = None) -> int:
    from tabletop.cli import build_parser

    print("tabletop: the table window is not built yet; the rules engine is available "
          "through these commands:", file=sys.stderr)
    build_parser().print_help()
    if files:
        print(f"\n(to check a scenario now: tabletop run {' '.join(files)})")
    return 0
