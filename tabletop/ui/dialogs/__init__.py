"""Dialogs of the table window: the questions an action raises (modes, X, colours, copy
choices, replacement and trigger order), tokens and counters, zone browsing, errors.

The window asks every question through a `Prompter` (see `prompter.py`), so tests
answer them with a scripted prompter instead of clicking modal dialogs.
"""
