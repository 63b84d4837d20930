"""The named limits of every file reader: sizes, nesting, counts. One place, one meaning each.

A file over a limit is refused with a message that names the limit; nothing here is a
rule of the game. The numbers are far above anything a real file needs and low enough
that reading and running any file stays within a couple of seconds and a few hundred MB.
"""

from __future__ import annotations

from typing import Final

KIB: Final = 1024
MIB: Final = 1024 * KIB

# --- file sizes (bytes) --------------------------------------------------------------------
MAX_SCENARIO_BYTES: Final = 256 * KIB
"""A scenario file; the longest shipped one is a few KB."""
MAX_CARD_FILE_BYTES: Final = 64 * MIB
"""A card TOML file; a whole imported card database is about 20 MB."""
MAX_DECK_BYTES: Final = 5 * MIB
"""A deck list in any format."""
MAX_CARD_DATA_VALUE_CHARS: Final = 64 * MIB
"""One JSON value of a card data import (a card, or a set's other data); deeper than about
a thousand levels, the JSON parser itself refuses a value."""

MAX_LEADING_SKIPS: Final = 10_000
"""Objects at the start of a card data file that hold no importable card: more, and the
file is not card data (real files start with cards)."""

# --- structure ------------------------------------------------------------------------------
MAX_NESTING_DEPTH: Final = 32
"""Tables, arrays and inline tables inside one another (dotted key parts count as levels)."""
MAX_TOML_ITEMS: Final = 10_000
"""Entries of one TOML array or inline table."""
MIN_INTEGER: Final = -(2**63)
MAX_INTEGER: Final = 2**63 - 1
"""TOML integers are 64-bit (toml.io: an integer that does not fit is an error)."""
MAX_NUMBER_CHARS: Final = 100
"""Characters of one number (digits, sign, underscores, exponent) in a TOML or JSON file."""

# --- text -----------------------------------------------------------------------------------
MAX_NAME_LENGTH: Final = 200
"""A card name, an alias, a player name, a counter kind."""
MAX_TEXT_LENGTH: Final = 10_000
"""A scenario's title or source, an expected ability text, a choice given as text."""
MAX_LIST_ITEMS: Final = 1_000
"""Entries of one array or table in a scenario step (targets, expected abilities, ...)."""

# --- scenarios ------------------------------------------------------------------------------
MAX_STEPS: Final = 250
"""[[step]] tables in one scenario; the longest shipped scenario has 24."""
MAX_PLAYERS: Final = 8
MAX_LIFE: Final = 1_000_000
"""Starting life, and the absolute value of a life total an expectation names."""
MAX_LIBRARY_COUNT: Final = 100
"""Copies one `library` step puts into a library."""
MAX_SCENARIO_CARDS: Final = 200
"""Cards all the steps of one scenario create together (libraries, hands, battlefield).
Every engine action copies the game state, so steps times cards bounds a run's time."""
MAX_CHOICE_NUMBER: Final = 100
"""A number answered in `choices` (X, times kicked, a mode's index): the engine may make
that many objects or draw that many cards."""
MAX_RESOLVE: Final = 100
"""Objects one `resolve` step resolves (`n`)."""
MAX_PASSES_PER_STEP: Final = 1_000
"""Priority passes one `resolve` step makes before it gives up (a loop of triggers)."""
MAX_AMOUNT: Final = 1_000_000
"""The absolute value of a step's number: damage, counters, X, a resolve count, a mode."""

# --- deck lists -----------------------------------------------------------------------------
MAX_DECK_ENTRIES: Final = 2_000
"""Card lines of one deck list (main deck and sideboard together)."""
MAX_DECK_CARDS: Final = 10_000
"""Cards of one deck list, all entries' counts added up."""
MAX_COPIES: Final = 9_999
"""Copies of one card on one deck line."""
MAX_DECK_LINE_CHARS: Final = 1_000
"""Characters of one line of a text deck list."""
