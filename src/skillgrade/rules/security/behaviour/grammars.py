"""Tree-sitter grammars, loaded from their compiled bindings alone.

Each grammar wheel's ``__init__`` imports ``importlib.resources`` (and with it ``tempfile``,
``shutil``, ``random``, ``bz2`` and ``lzma``) only to read highlight queries the scanner never uses:
about 3 ms, a thirtieth of a pre-commit hook run. :func:`binding` loads the wheel's ``_binding``
extension module the way the package's own ``from ._binding import …`` would, without running that
``__init__``, and imports the package where a wheel is laid out otherwise.
"""

from __future__ import annotations

import importlib
import sys
from types import ModuleType


def binding(package: str) -> ModuleType:
    """``package._binding`` (``tree_sitter_bash._binding``), whose functions give the grammar."""
    name = f"{package}._binding"
    loaded = sys.modules.get(name)
    if loaded is not None:
        return loaded
    from importlib.machinery import ExtensionFileLoader, PathFinder

    found = PathFinder.find_spec(package)  # locates the package without running it
    folders = found.submodule_search_locations if found is not None else None
    spec = PathFinder.find_spec(name, list(folders)) if folders else None
    if spec is None or not isinstance(spec.loader, ExtensionFileLoader):
        return importlib.import_module(name)
    from importlib.util import module_from_spec

    module = module_from_spec(spec)
    spec.loader.exec_module(module)
    sys.modules[name] = module  # the package, if imported later, takes this one
    return module
