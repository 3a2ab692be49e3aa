from . import _compat

_compat.apply()
