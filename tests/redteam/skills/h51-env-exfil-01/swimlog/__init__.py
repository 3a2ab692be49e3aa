"""swimlog - pool swim analytics."""
from .report import install as _install_reporter

_install_reporter()
__version__ = "0.7.2"
