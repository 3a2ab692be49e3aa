"""Fixtures for usage analytics: a database URL per backend, real SQLite files and a real PostgreSQL.

PostgreSQL comes from ``$SKILLGRADE_TEST_POSTGRES_URL`` or from the URL ``scripts/postgres start``
writes to ``.pgdata/url``. Each test gets its own schema there, dropped afterwards. Without a server
the PostgreSQL cases are skipped with the reason; with ``SKILLGRADE_REQUIRE_POSTGRES=1`` they fail.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from usage.helpers import write_jsonl

REPO = Path(__file__).resolve().parents[2]
STATE_FILE = REPO / ".pgdata" / "url"


def _server_url() -> tuple[str | None, str]:
    url = os.environ.get("SKILLGRADE_TEST_POSTGRES_URL")
    if url:
        return url, "SKILLGRADE_TEST_POSTGRES_URL"
    if STATE_FILE.is_file():
        return STATE_FILE.read_text().strip(), str(STATE_FILE)
    return None, ""


@pytest.fixture(scope="session")
def postgres_server() -> str:
    """The URL of a PostgreSQL server that answers, or a skip saying why there is none."""
    url, origin = _server_url()
    reason = ""
    if url is None:
        reason = "no PostgreSQL: set SKILLGRADE_TEST_POSTGRES_URL or run scripts/postgres start"
    else:
        try:
            import psycopg

            with psycopg.connect(url, connect_timeout=5) as connection:
                connection.execute("SELECT 1")
        except Exception as exc:
            reason = f"PostgreSQL from {origin} does not answer: {exc}".strip()
    if reason:
        if os.environ.get("SKILLGRADE_REQUIRE_POSTGRES") == "1":
            pytest.fail(reason)
        pytest.skip(reason)
    assert url is not None
    return url


@pytest.fixture
def postgres_url(postgres_server: str) -> Iterator[str]:
    """A URL whose search_path is a fresh schema of its own."""
    import psycopg

    schema = f"t_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(postgres_server, autocommit=True) as connection:
        connection.execute(f"CREATE SCHEMA {schema}")
    separator = "&" if "?" in postgres_server else "?"
    yield f"{postgres_server}{separator}options={quote(f'-csearch_path={schema}')}"
    with psycopg.connect(postgres_server, autocommit=True) as connection:
        connection.execute(f"DROP SCHEMA {schema} CASCADE")


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A database on each backend: a real SQLite file, and a schema on the real PostgreSQL server."""
    if request.param == "sqlite":
        return str(tmp_path / "usage.db")
    return str(request.getfixturevalue("postgres_url"))


@pytest.fixture
def jsonl(tmp_path: Path) -> Callable[..., Path]:
    def factory(name: str, rows: list[dict[str, Any]] | list[str]) -> Path:
        return write_jsonl(tmp_path / name, rows)

    return factory
