"""A runner's ``--from``/``--spec``/``-p`` names the package; the word after it is the command that
package provides (``uvx --from ruff==0.6.0 ruff``), not a second package to install: a command named
like a popular package's near miss is no squat. The spec itself is still judged."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors


@pytest.mark.parametrize(
    "line",
    [
        "uvx --from git+https://github.com/astral-sh/ruff@v0.6.0 tool --help",
        "uvx --from=ruff==0.6.0 tool check .",
        "npx --yes -p cowsay@1.6.0 tool hello",
        "pipx run --spec black==24.4.2 tool --check .",
    ],
)
def test_the_command_after_a_runner_spec_is_not_a_package(tmp_path: Path, line: str) -> None:
    assert scan_errors(tmp_path, {"tools/run.sh": f"#!/bin/sh\n{line}\n"}) == set()


def test_the_spec_itself_is_still_judged(tmp_path: Path) -> None:
    errors = scan_errors(tmp_path, {"tools/run.sh": "#!/bin/sh\nuvx --from requestz tool\n"})
    assert ("TYPOSQUATTED_PACKAGE", "tools/run.sh", 2) in errors
