from .lexicon import normalise  # noqa: F401
