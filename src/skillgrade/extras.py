"""Optional dependencies: which extra of ``pip install 'skillgrade[...]'`` brings which import.

The core install (what the pre-commit hook gets) covers the quick, offline path. A command that
reaches an import from a missing extra ends with a message naming the extra (exit 2), never a
traceback: see :func:`missing_extra`, used by the CLI's error boundary.
"""

from __future__ import annotations

EXTRA_OF: dict[str, str] = {
    "httpx": "llm",
    "rich": "llm",
    "numpy": "stats",
    "scipy": "stats",
    "github": "action",
    "requests": "action",
    "psycopg": "postgres",
}
"""Top-level module → the extra that installs it."""


def missing_extra(exc: ImportError) -> str | None:
    """The user-facing message for an import that failed because an extra is not installed;
    ``None`` when the missing module is not one an extra provides (a genuine bug)."""
    name = (exc.name or "").split(".")[0]
    extra = EXTRA_OF.get(name)
    if extra is None or not isinstance(exc, ModuleNotFoundError):
        return None
    return (
        f"this command needs the '{extra}' extra, which is not installed (no module named {name!r}): "
        f"pip install 'skillgrade[{extra}]' (or 'skillgrade[all]' for every feature)"
    )
