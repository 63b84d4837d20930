"""104.3, 104.2: effects on losing and winning the game: "You can't lose the game and your
opponents can't win the game" (Platinum Angel), "You can't win the game and your opponents
can't lose the game" (Abyssal Persecutor), "You don't lose the game for having 0 or less
life" (104.3b, 704.5a; Lich) (rules/game_outcomes.py)."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

# params: who ("you", "opponents" or "all"); only: ZERO_LIFE when only 704.5a is meant
CANT_LOSE = "cant_lose_game"
CANT_WIN = "cant_win_game"
ZERO_LIFE = "zero_life"
RULE_KINDS[CANT_LOSE] = "the players it names can't lose the game (104.3)"
RULE_KINDS[CANT_WIN] = "the players it names can't win the game (104.2)"
