"""Fixtures for integration tests against a real small model (``scripts/local-model serve``).

Tests that need the model take the ``local_model`` fixture and carry ``@pytest.mark.integration``.
Without a running server they are skipped with the reason; set SKILLGRADE_REQUIRE_LOCAL_MODEL=1
to make that a failure instead (for a CI job that has started the server and must not skip).
"""

from __future__ import annotations

import os

import pytest

from integration.local_model import LocalModel, local_model_status


def pytest_configure(config: pytest.Config) -> None:
    # Also registered by the project config; repeating it is harmless and keeps
    # --strict-markers happy when this directory is run on its own.
    config.addinivalue_line("markers", "integration: needs a real local model server (scripts/local-model serve)")


@pytest.fixture(scope="session")
def local_model() -> LocalModel:
    found, reason = local_model_status()
    if found is None:
        if os.environ.get("SKILLGRADE_REQUIRE_LOCAL_MODEL", "") not in ("", "0"):
            pytest.fail(f"SKILLGRADE_REQUIRE_LOCAL_MODEL is set but {reason}")
        pytest.skip(reason)
    return found
