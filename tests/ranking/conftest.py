"""The small corpus the ranking tests play against."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from agents.scripted import ScriptedModel, serve
from conftest import SkillFactory
from llm.fake_server import FakeServer

BEATEN = ("csv-cleaner", "csv-splitter", "csv-merger")
STRONG = "csv-validator"
FLIPPER = "csv-sorter"


@pytest.fixture
def corpus(make_skill: SkillFactory, tmp_path: Path) -> Path:
    root = tmp_path / "corpus"
    for name in (*BEATEN, STRONG, FLIPPER):
        make_skill(
            name, description=f"Work with CSV files: {name.split('-')[1]} rows and columns of a CSV.", parent=root
        )
    make_skill("pdf-maker", description="Render Markdown documents to PDF with page numbers.", parent=root)
    make_skill("git-helper", description="Write commit messages and tidy git branches.", parent=root)
    return root


@pytest.fixture
def server(model: ScriptedModel) -> Iterator[FakeServer]:
    """The scripted model (each test module's own ``model`` fixture) on 127.0.0.1."""
    running = serve(model)
    try:
        yield running
    finally:
        running.stop()
