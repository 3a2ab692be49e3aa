"""Layer 3, Monte Carlo: real skill selection by an agent over many runs, with exact intervals.

Imported only at ``--depth deep`` (and by ``certify``); numpy and scipy are imported inside.
"""
