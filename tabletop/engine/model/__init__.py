"""The game's data, no rules: enums, mana symbols, objects and players, the game-state
tree that snapshots copy, characteristics and printed cards, actions in, events out."""
