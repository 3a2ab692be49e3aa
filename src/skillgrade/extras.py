"""Optional dependencies: which extra of ``pip install 'skillgrade[...]'`` brings which import.

The core install (what the pre-commit hook gets: click, PyYAML, markdown-it-py) covers the quick,
offline path. A command that needs a missing extra ends with a message naming the extra (exit 2),
never a traceback: commands that know what they need call :func:`require` first; any other import
of a missing extra's module is named by :func:`missing_extra`, used by the CLI's error boundary.
"""

from __future__ import annotations

EXTRA_OF: dict[str, str] = {
    "pydantic": "models",
    "jsonschema": "models",
    "platformdirs": "models",
    "httpx": "llm",
    "rich": "llm",
    "numpy": "stats",
    "scipy": "stats",
    "github": "action",
    "requests": "action",
    "psycopg": "postgres",
}
"""Top-level module → the smallest extra that installs it (``models`` is part of ``llm`` and ``action``)."""

INCLUDES: dict[str, tuple[str, ...]] = {"llm": ("models",), "action": ("models",)}
"""Extras that install another one with them."""


class ExtraMissing(ModuleNotFoundError):
    """A command needs an extra that is not installed (raised by :func:`require`)."""

    def __init__(self, extra: str, module: str) -> None:
        super().__init__(f"No module named {module!r}", name=module)
        self.extra = extra


def require(extra: str) -> None:
    """Fail with :class:`ExtraMissing` unless every module ``extra`` installs can be imported, so a
    command names the extra it needs at once instead of the first missing piece of it."""
    wanted = {extra, *INCLUDES.get(extra, ())}
    for module, provider in EXTRA_OF.items():
        if provider in wanted and _missing(module):
            raise ExtraMissing(extra, module)


def missing_extra(exc: ImportError) -> str | None:
    """The user-facing message for an import that failed because an extra is not installed;
    ``None`` when the missing module is not one an extra provides (a genuine bug)."""
    name = (exc.name or "").split(".")[0]
    extra = exc.extra if isinstance(exc, ExtraMissing) else EXTRA_OF.get(name)
    if extra is None or not isinstance(exc, ModuleNotFoundError):
        return None
    return (
        f"this command needs the '{extra}' extra, which is not installed (no module named {name!r}): "
        f"pip install 'skillgrade[{extra}]' (or 'skillgrade[all]' for every feature)"
    )


def _missing(module: str) -> bool:
    import importlib.util  # only when a command names an extra: the quick path never does

    return importlib.util.find_spec(module) is None
