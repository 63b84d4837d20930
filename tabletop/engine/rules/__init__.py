"""The rules procedures: casting and costs, payment, the stack and resolution, triggers,
replacement and prevention, combat, damage, state-based actions, turn structure, legal
actions. Reads model, definitions and continuous."""
