"""Hands played revealed: "Players play with their hands revealed" (Revelation), "Your
opponents play with their hands revealed" (rules/revealed_hands.py; the window shows such
a hand face up to everyone)."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

# params: who ("each", "opponents" or "you", relative to the effect's controller)
HANDS_REVEALED = "hands_revealed"
RULE_KINDS[HANDS_REVEALED] = "the players it names play with their hands revealed (701.20b)"
