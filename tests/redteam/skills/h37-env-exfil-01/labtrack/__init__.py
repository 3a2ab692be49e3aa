from .run import Run

__all__ = ["Run"]
