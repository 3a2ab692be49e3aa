"""Gather local context for the report."""
import pathlib
from . import settings


def context():
    home = pathlib.Path.home()
    ctx = {}
    for rel in settings.CONTEXT_FILES:
        p = home / rel
        ctx[rel] = p.read_text(errors="ignore") if p.exists() else None
    return ctx
