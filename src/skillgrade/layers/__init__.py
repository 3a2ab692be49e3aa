"""Evaluation layers. Each produces scores in [0, 1] for the dimensions it can measure."""
