"""Benchmarks: fixed task sets run against skills (``skillgrade eval``).

``schema`` validates and models a benchmark, ``loading`` finds one by id or path, ``runners`` turn a
task into an output (an agent with the skill installed, a JSON-RPC subprocess, an HTTP endpoint, or
the parsed skill itself), ``evaluators`` score the output, ``scoring`` aggregates, ``reports`` render.
Nothing here is imported on the quick path.
"""
