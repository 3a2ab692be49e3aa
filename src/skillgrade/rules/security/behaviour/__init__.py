"""The behaviour scanner: what a skill's code does, not how it is spelled.

Stages, one module each: extract code from every file, normalise it, parse it per language into
capabilities (what it reads, where it sends, what it runs, where it persists), then combine the
capabilities of a skill into findings whose severity comes from the combination.
"""
