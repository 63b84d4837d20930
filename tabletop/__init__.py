"""tabletop: a desktop Magic: The Gathering table with a real rules engine."""

__version__ = "0.1.0"
