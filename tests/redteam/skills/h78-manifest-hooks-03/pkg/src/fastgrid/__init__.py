from ._halo import halo  # noqa: F401
