"""Compiled abilities in words (`tabletop cards show`)."""

from __future__ import annotations

from tabletop.cards.compiler.describe import describe_ability
from tests.cards.compiler.compiling import CORALHELM, abilities


def test_describe_puts_every_ability_in_words() -> None:
    lines = [line for a in abilities(CORALHELM, "Coralhelm Commander")
             for line in describe_ability(a)]
    assert lines[1] == "LEVEL 2-3: base P/T 3/3"
    assert lines[-1].strip() == "static: other Merfolk creatures you control: +1/+1"
