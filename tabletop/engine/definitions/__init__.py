"""What card text says, as frozen data: abilities, costs, trigger conditions, one-shot
instructions, continuous-effect kinds, values, filters, conditions, text change (612).
Reads model."""
