"""The quick path (``score --depth quick``, what the pre-commit hook runs) imports no library of an
extra: a real process scores a real skill, then lists what it loaded."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

HEAVY = ("pydantic", "pydantic_core", "jsonschema", "platformdirs", "numpy", "scipy", "httpx", "rich", "github")
OPENSSL = ("hashlib", "_hashlib")
"""A skill's content hash uses the interpreter's own SHA-256: loading OpenSSL was about 2 ms of a hook
run. Only SARIF's fingerprints need hashlib."""

PROBE = """
import json, sys
from skillgrade.cli.main import main
code = main(sys.argv[1:])
loaded = sorted({name.split(".")[0] for name in sys.modules})
print(json.dumps({"code": code, "loaded": loaded}), file=sys.stderr)
"""


@pytest.mark.parametrize("fmt", ["text", "json", "sarif", "junit", "markdown"])
def test_a_quick_score_imports_no_extra(tmp_path: Path, fmt: str) -> None:
    skill = tmp_path / "csv-cleaner"
    skill.mkdir()
    (skill / "SKILL.md").write_text(
        "---\nname: csv-cleaner\ndescription: Cleans CSV files. Use when the user asks to fix a CSV export.\n---\n\n"
        "# CSV cleaner\n\n1. Detect the delimiter.\n2. Drop duplicate rows.\n",
        encoding="utf-8",
    )
    (tmp_path / ".skillgrade.yaml").write_text("threshold: 10\nfail-on: error\n", encoding="utf-8")
    done = subprocess.run(
        (sys.executable, "-c", PROBE, "score", "--depth", "quick", "--format", fmt, str(skill)),
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=120,
    )
    result = json.loads(done.stderr.strip().splitlines()[-1])
    assert result["code"] == 0, done.stderr
    assert "skillgrade" in result["loaded"] and "yaml" in result["loaded"]  # the probe sees real imports
    assert not set(HEAVY) & set(result["loaded"]), sorted(set(HEAVY) & set(result["loaded"]))
    if fmt != "sarif":
        assert not set(OPENSSL) & set(result["loaded"]), sorted(set(OPENSSL) & set(result["loaded"]))
