from .engine import Backtest
from . import fees

__all__ = ["Backtest", "fees"]
