"""Where invocations are kept: one ``skill_invocations`` table in SQLite or PostgreSQL.

The table carries the columns the seed's dashboard queries read (``quality_score``,
``completion_score``, ``efficiency_score``, ``quality_score_component``, ``satisfaction_score``,
``timestamp``), so those queries run on it unchanged in SQLite. In PostgreSQL a small SQL function
``datetime(text, text)`` stands in for SQLite's, so their ``WHERE timestamp > datetime('now',
'-30 days')`` runs unchanged too.

SQLite keeps timestamps as UTC text ``YYYY-MM-DD HH:MM:SS[.ffffff]``: the format
``datetime('now', …)`` returns, so text comparison is time comparison.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from types import TracebackType
from typing import Any, Protocol

from skillgrade.errors import UsageError

COLUMNS: tuple[str, ...] = (
    "id",
    "skill_name",
    "category",
    "timestamp",
    "source",
    "had_error",
    "quality_score",
    "completion_score",
    "efficiency_score",
    "quality_score_component",
    "satisfaction_score",
    "coverage",
    "completion_coverage",
    "efficiency_coverage",
    "quality_coverage",
    "satisfaction_coverage",
    "rubric_version",
    "record",
)

_TABLE = """CREATE TABLE IF NOT EXISTS skill_invocations (
    id TEXT PRIMARY KEY,
    skill_name TEXT NOT NULL,
    category TEXT,
    timestamp {ts} NOT NULL,
    source TEXT,
    had_error INTEGER,
    quality_score {real},
    completion_score {real},
    efficiency_score {real},
    quality_score_component {real},
    satisfaction_score {real},
    coverage {real} NOT NULL,
    completion_coverage {real} NOT NULL,
    efficiency_coverage {real} NOT NULL,
    quality_coverage {real} NOT NULL,
    satisfaction_coverage {real} NOT NULL,
    rubric_version INTEGER NOT NULL,
    record TEXT NOT NULL
)"""
_INDEXES = (
    "CREATE INDEX IF NOT EXISTS skill_invocations_skill_time ON skill_invocations (skill_name, timestamp)",
    "CREATE INDEX IF NOT EXISTS skill_invocations_time ON skill_invocations (timestamp)",
)
_PG_DATETIME = """DO $$ BEGIN
    IF to_regprocedure('datetime(text, text)') IS NULL THEN
        CREATE FUNCTION datetime(base text, modifier text) RETURNS timestamptz LANGUAGE sql STABLE AS $f$
            SELECT (CASE WHEN base = 'now' THEN now() ELSE base::timestamptz END) + modifier::interval
        $f$;
    END IF;
END $$"""


class Connection(Protocol):
    """The part of a DB-API connection the store uses (sqlite3 and psycopg both provide it)."""

    def cursor(self) -> Any: ...
    def commit(self) -> None: ...
    def rollback(self) -> None: ...
    def close(self) -> None: ...


@dataclass(frozen=True)
class Dialect:
    """What differs between the two databases."""

    name: str
    placeholder: str
    ddl: tuple[str, ...]
    insert: str
    day: str
    """SQL expression: the UTC day of ``timestamp`` as ``YYYY-MM-DD`` text."""

    def timestamp(self, moment: datetime) -> object:
        """A query parameter for a point in time."""
        if self.name == "postgresql":
            return moment.astimezone(timezone.utc)
        return sqlite_timestamp(moment)


def sqlite_timestamp(moment: datetime) -> str:
    return moment.astimezone(timezone.utc).strftime("%Y-%m-%d %H:%M:%S.%f")


def _insert(conflict_prefix: str, conflict_suffix: str, placeholder: str) -> str:
    values = ", ".join([placeholder] * len(COLUMNS))
    return f"{conflict_prefix} INTO skill_invocations ({', '.join(COLUMNS)}) VALUES ({values}){conflict_suffix}"


SQLITE = Dialect(
    name="sqlite",
    placeholder="?",
    ddl=(_TABLE.format(ts="TEXT", real="REAL"), *_INDEXES),
    insert=_insert("INSERT OR IGNORE", "", "?"),
    day="substr(timestamp, 1, 10)",
)
POSTGRESQL = Dialect(
    name="postgresql",
    placeholder="%s",
    ddl=(_TABLE.format(ts="TIMESTAMPTZ", real="DOUBLE PRECISION"), *_INDEXES, _PG_DATETIME),
    insert=_insert("INSERT", " ON CONFLICT (id) DO NOTHING", "%s"),
    day="to_char(timestamp AT TIME ZONE 'UTC', 'YYYY-MM-DD')",
)


class Store:
    """A connection to the invocation table. Use :func:`open_store`; close it (or use ``with``)."""

    def __init__(self, connection: Connection, dialect: Dialect, location: str) -> None:
        self.connection = connection
        self.dialect = dialect
        self.location = location

    def __enter__(self) -> Store:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None) -> None:
        self.close()

    def close(self) -> None:
        self.connection.close()

    def create_schema(self) -> None:
        with self.transaction() as cursor:
            for statement in self.dialect.ddl:
                cursor.execute(statement)

    def has_table(self) -> bool:
        """Whether the invocation table exists (checked without creating anything)."""
        sql = (
            "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'skill_invocations'"
            if self.dialect.name == "sqlite"
            else "SELECT COUNT(*) FROM information_schema.tables WHERE table_name = 'skill_invocations'"
        )
        return bool(self.query(sql)[0][0])

    def transaction(self) -> _Transaction:
        """``with store.transaction() as cursor:`` commits on success and rolls back on any error."""
        return _Transaction(self)

    def insert(self, rows: Iterable[Sequence[object]]) -> int:
        """Insert rows in one transaction, skipping ids already stored; return how many were new."""
        with self.transaction() as cursor:
            before = self._count(cursor)
            cursor.executemany(self.dialect.insert, rows)
            return self._count(cursor) - before

    def query(self, sql: str, params: Sequence[object] = ()) -> list[tuple[Any, ...]]:
        """Run a query written with ``?`` placeholders and return all rows."""
        if self.dialect.placeholder != "?":
            sql = sql.replace("?", self.dialect.placeholder)
        with self.transaction() as cursor:
            cursor.execute(sql, tuple(params))
            return [tuple(row) for row in cursor.fetchall()]

    @staticmethod
    def _count(cursor: Any) -> int:
        cursor.execute("SELECT COUNT(*) FROM skill_invocations")
        return int(cursor.fetchone()[0])


class _Transaction:
    def __init__(self, store: Store) -> None:
        self.store = store
        self.cursor: Any = None

    def __enter__(self) -> Any:
        self.cursor = self.store.connection.cursor()
        if self.store.dialect.name == "sqlite":
            self.cursor.execute("BEGIN IMMEDIATE")
        return self.cursor

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None) -> None:
        if kind is None:
            self.store.connection.commit()
        else:
            self.store.connection.rollback()
        self.cursor.close()


def default_location() -> Path:
    """``usage.db`` in skillgrade's user data directory."""
    import platformdirs

    return Path(platformdirs.user_data_dir("skillgrade")) / "usage.db"


def open_store(location: str | Path | None, *, create: bool = True) -> Store:
    """Open the store at a path, a ``sqlite:///`` URL or a ``postgresql://`` URL.

    With ``create`` (ingest) a missing SQLite file and the table are created. Without it (the
    commands that only read) a missing SQLite file is a :class:`UsageError` and nothing is written.
    """
    text = str(location) if location is not None else str(default_location())
    if text.startswith(("postgresql://", "postgres://")):
        store = _open_postgresql(text)
    elif "://" in text and not text.startswith("sqlite:///"):
        scheme = text.split("://", 1)[0]
        raise UsageError(
            f"--db: unsupported database URL scheme {scheme!r}; use a file path, sqlite:///PATH or postgresql://"
        )
    else:
        path = Path(text.removeprefix("sqlite:///") if text.startswith("sqlite:///") else text)
        if not create and not path.is_file():
            raise UsageError(
                f"--db: no usage database at {path}; run `skillgrade usage ingest` first or point --db at one"
            )
        store = _open_sqlite(path, create)
    if create:
        store.create_schema()
    elif not store.has_table():
        store.close()
        raise UsageError(
            f"--db: {store.location} holds no skill_invocations table; run `skillgrade usage ingest` first"
        )
    return store


def _open_sqlite(path: Path, create: bool = True) -> Store:
    try:
        if create:
            path.parent.mkdir(parents=True, exist_ok=True)
        connection = sqlite3.connect(path, isolation_level=None, timeout=30)
        connection.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
    except (OSError, sqlite3.Error) as exc:
        raise UsageError(f"--db: cannot open the SQLite database {path}: {exc}") from None
    return Store(_SqliteConnection(connection), SQLITE, str(path))


class _SqliteConnection:
    """sqlite3 in autocommit mode with explicit transactions (``BEGIN IMMEDIATE`` … ``COMMIT``)."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self.raw = connection

    def cursor(self) -> sqlite3.Cursor:
        return self.raw.cursor()

    def commit(self) -> None:
        if self.raw.in_transaction:
            self.raw.execute("COMMIT")

    def rollback(self) -> None:
        if self.raw.in_transaction:
            self.raw.execute("ROLLBACK")

    def close(self) -> None:
        self.raw.close()


def _open_postgresql(url: str) -> Store:
    try:
        import psycopg
    except ImportError:
        raise UsageError("--db: a postgresql:// URL needs psycopg: pip install 'psycopg[binary]>=3.1'") from None
    try:
        connection = psycopg.connect(url, connect_timeout=10)
    except psycopg.Error as exc:
        raise UsageError(f"--db: cannot connect to PostgreSQL at {_redact(url)}: {str(exc).strip()}") from None
    return Store(connection, POSTGRESQL, _redact(url))


def _redact(url: str) -> str:
    """The URL without its password."""
    scheme, _, rest = url.partition("://")
    credentials, at, host = rest.rpartition("@")
    if not at or ":" not in credentials:
        return url
    return f"{scheme}://{credentials.split(':', 1)[0]}:***@{host}"
