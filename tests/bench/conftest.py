"""Benchmark tests never see the developer's own model keys."""

from __future__ import annotations

import pytest

from skillgrade.llm.keys import GENERIC_KEY_VARS, PROVIDER_KEY_VARS


@pytest.fixture(autouse=True)
def _no_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    for names in (*PROVIDER_KEY_VARS.values(), GENERIC_KEY_VARS):
        for name in names:
            monkeypatch.delenv(name, raising=False)
