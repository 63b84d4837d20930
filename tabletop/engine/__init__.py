"""The rules engine: pure Python, no Qt, no files, no clock.

Game state, zones and objects, timestamps, the layer system (613) with its
derivation record, turns, priority and the stack, costs and mana, triggers,
state-based actions, replacement and prevention, combat, level up (702.87, 711).
"""
