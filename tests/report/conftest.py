"""Helpers for the report-format tests: real skill folders on disk, the real CLI, the published schema."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from skillgrade.cli.main import main
from skillgrade.report.schema import published_schema

GOOD_SKILL = """\
---
name: good
description: >-
  Formats CSV and TSV data as Markdown tables with aligned columns. Use when the user pastes CSV,
  asks for a Markdown table, or wants a spreadsheet export shown in a README or a pull request.
---

# Good

Turns delimited text into a GitHub-flavoured Markdown table, keeping the header row and the order
of the columns. The heavy lifting is in [the format guide](references/format.md).

## When to use

Use this skill when a user pastes CSV or TSV text and wants it rendered as a Markdown table, or
asks to tidy a table copied from a spreadsheet. Do not use it for Excel workbooks or for JSON.

## Inputs

- **text**: the delimited data, with a header row.
- **delimiter**: a comma by default, a tab for TSV.

## Workflow

1. Parse the rows with the csv module and check that every row has as many cells as the header.
2. Escape pipes inside cells, then pad the columns.
3. Print the table and say how many rows it has.

## Examples

```python
import csv
import io

rows = list(csv.reader(io.StringIO(text)))
header, body = rows[0], rows[1:]
```

```bash
python scripts/format.py data.csv > table.md
wc -l table.md
```

```python
def cell(value: str) -> str:
    return value.replace("|", "\\\\|").strip()
```

## Output format

| part | content |
| --- | --- |
| header | the first row |
| body | one line per row |

## Troubleshooting

If a row has the wrong number of cells, stop and show the row: never guess the missing cells.
"""

BROKEN_SKILL = """\
---
name: broken
description: [unclosed
  bad: : yaml
---

# Broken
"""

DEAD_LINK_SKILL = """\
---
name: dead-link
description: Checks links in documentation. Use when the user asks whether the links of a page resolve.
---

# Dead link

Read [the guide](references/missing.md) first.

## Pipe | section

## Notes

<!-- skillgrade: disable-next-line=BROKEN_LINK -->
Then see [other notes](notes/absent.md).
"""


def write(folder: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        path = folder / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return folder


@pytest.fixture
def skills_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """``skills/`` with three real skills: good, broken (invalid YAML), dead-link (dead references/ link).

    The working directory is ``tmp_path``, so the reports show paths like ``skills/good/SKILL.md``.
    """
    monkeypatch.chdir(tmp_path)
    root = tmp_path / "skills"
    write(root / "good", {"SKILL.md": GOOD_SKILL, "references/format.md": "# Format guide\n\nPad the columns.\n"})
    write(root / "broken", {"SKILL.md": BROKEN_SKILL})
    write(root / "dead-link", {"SKILL.md": DEAD_LINK_SKILL, "references/unused.md": "# Unused\n"})
    return root


@dataclass
class Run:
    rc: int
    out: str
    err: str


Runner = Callable[..., Run]


@pytest.fixture
def run_cli(capsys: pytest.CaptureFixture[str]) -> Runner:
    """Run ``skillgrade`` in-process and capture what it printed."""

    def runner(*args: str | Path) -> Run:
        capsys.readouterr()
        rc = main([str(a) for a in args])
        captured = capsys.readouterr()
        return Run(rc, captured.out, captured.err)

    return runner


SCHEMA_VALIDATOR = Draft202012Validator(published_schema())


def check_report(report: Any) -> dict[str, Any]:
    """Fail the test unless ``report`` conforms to the published schema; return it."""
    errors = sorted(SCHEMA_VALIDATOR.iter_errors(report), key=lambda e: list(e.absolute_path))
    assert not errors, "\n".join(f"{list(e.absolute_path)}: {e.message}" for e in errors[:10])
    assert isinstance(report, dict)
    return report


JsonRunner = Callable[..., dict[str, Any]]


@pytest.fixture
def score_json(run_cli: Runner) -> JsonRunner:
    """``skillgrade score PATHS --format json``, parsed and validated against the published schema."""

    def runner(*args: str | Path) -> dict[str, Any]:
        result = run_cli("score", *args, "--format", "json")
        assert result.rc in (0, 1), result.err
        return check_report(json.loads(result.out))

    return runner


@pytest.fixture
def validate_report() -> Callable[[Any], dict[str, Any]]:
    """Fail the test unless a report conforms to the published schema."""
    return check_report


@pytest.fixture
def dead_link_text() -> str:
    return DEAD_LINK_SKILL
