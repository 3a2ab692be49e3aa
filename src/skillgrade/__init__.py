"""skillgrade: scores agent skills and guards their quality on every commit."""

__version__ = "0.1.0"

__all__ = ["__version__"]
