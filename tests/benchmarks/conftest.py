"""Benchmarks time the engine as users run it: without the test suite's cache checks."""

from __future__ import annotations

import os

os.environ["TABLETOP_ENGINE_CHECK"] = "0"
