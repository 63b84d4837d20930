"""Continuous effects at work: the layer system (613) with its 613.8 dependencies and the
derivation record. Reads model and definitions."""
