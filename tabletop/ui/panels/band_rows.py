"""The inspector's "bands" row: which band of a Case (719.3c), a station card (721.2) or a
prototype card (718.3b) applies to the object shown, and why (engine: band_status.py)."""

from __future__ import annotations

from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QTreeWidgetItem

from tabletop.engine.game import Game
from tabletop.engine.rules.band_status import CASE, STATION, BandStatus, band_status
from tabletop.ui.i18n import translate

_IN_FORCE = QColor("#8a6200")  # the gold of a band in force on the card
_NOT_IN_FORCE = QColor("#777777")


def band_text(band: BandStatus) -> tuple[str, str]:
    """The band's label and why it applies or not, in the interface language."""
    if band.kind == STATION:
        label = translate("InspectorPanel", "STATION {n}+").replace("{n}", str(band.needed))
        why = translate("InspectorPanel", "{count} of {needed} charge counters")
    elif band.kind == CASE:
        label = translate("InspectorPanel", "Solved")
        why = translate("InspectorPanel", "the Case is solved") if band.in_force else \
            translate("InspectorPanel", "not solved yet: to solve at its controller's end "
                                        "step: {goal}")
    else:
        label = band.label.replace("Prototype", translate("InspectorPanel", "Prototype"), 1)
        why = translate("InspectorPanel", "cast prototyped") if band.in_force else \
            translate("InspectorPanel", "not cast prototyped: printed mana cost, colour and "
                                        "P/T")
    state = translate("InspectorPanel", "applies") if band.in_force else \
        translate("InspectorPanel", "does not apply")
    why = why.replace("{count}", str(band.count)).replace("{needed}", str(band.needed)) \
        .replace("{goal}", band.goal)
    return label, f"{state}: {why}"


def band_item(game: Game, oid: int, kind_role: int) -> QTreeWidgetItem | None:
    """A top-level row with one child per band, or None for a card without such bands."""
    if oid not in game.state.objects:
        return None
    bands = band_status(game, oid)
    if not bands:
        return None
    in_force = [b for b in bands if b.in_force]
    head = ", ".join(band_text(b)[0] for b in in_force) or \
        translate("InspectorPanel", "none in force")
    top = QTreeWidgetItem(["", translate("InspectorPanel", "bands"), head, "", "", "", ""])
    bold = QFont(top.font(1))
    bold.setBold(True)
    top.setFont(1, bold)
    top.setData(0, kind_role, "bands")
    for band in bands:
        label, why = band_text(band)
        child = QTreeWidgetItem(["", label, why, "", "", band.rule, ""])
        child.setToolTip(2, why)
        child.setData(0, kind_role, "band")
        color = _IN_FORCE if band.in_force else _NOT_IN_FORCE
        for c in (1, 2):
            child.setForeground(c, QBrush(color))
        if band.in_force:
            child.setFont(1, bold)
        top.addChild(child)
    top.setExpanded(True)
    return top
