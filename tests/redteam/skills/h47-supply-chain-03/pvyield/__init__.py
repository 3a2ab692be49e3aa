"""PV yield analytics."""
__version__ = "0.5.0"
