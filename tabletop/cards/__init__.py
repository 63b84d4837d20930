"""Cards as data: card files in, card definitions out; the Oracle-text compiler; decks."""
