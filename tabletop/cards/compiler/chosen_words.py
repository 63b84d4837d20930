"""614.12: compiling a Siege's choice and the abilities of each word
(chosen_word_blocks.py reads the text): an "as it enters" choice and, for each bullet, a
static ability giving the printed ability while that word is chosen."""

from __future__ import annotations

from tabletop.cards.compiler.banded_cards import BandCompiler
from tabletop.cards.compiler.chosen_word_blocks import ChosenWordBlock
from tabletop.engine.definitions.abilities import Ability, StaticAbility
from tabletop.engine.definitions.chosen_words import EntersChoosingWord, word_band


def compile_chosen_words(compiler: BandCompiler, block: ChosenWordBlock) -> list[Ability]:
    """The choice, then one band per bullet (unread abilities go to `compiler.unknown`)."""
    out: list[Ability] = [StaticAbility(text=block.header,
                                        replacement=EntersChoosingWord(block.words))]
    for word, clause in block.bands:
        granted = compiler.granted((clause,))
        out.append(word_band(word, f"• {word} — {clause.text}", granted))
    return out
