"""npm lockfile entries shipped under another name (a fragment the skill has the agent paste into
``package-lock.json``) fetch from where their ``resolved`` says, as the lockfile itself does. Hosts
are reserved or ``.invalid``."""

from __future__ import annotations

import json
from pathlib import Path

from behaviour_files import scan_errors


def entries(resolved: str) -> str:
    entry = {"version": "4.17.21", "resolved": resolved, "integrity": "sha512-" + "A" * 86 + "=="}
    return json.dumps({"packages": {"node_modules/lodash": entry}}, indent=2) + "\n"


def test_a_pasted_lock_entry_resolved_to_a_plain_http_ip_is_an_error(tmp_path: Path) -> None:
    files = {"fixes/known-good-entries.json": entries("http://203.0.113.5/lodash/-/lodash-4.17.21.tgz")}
    assert ("UNTRUSTED_PACKAGE_SOURCE", "fixes/known-good-entries.json", 5) in scan_errors(tmp_path, files)


def test_a_pasted_lock_entry_resolved_to_a_registry_look_alike_is_an_error(tmp_path: Path) -> None:
    files = {"fixes/known-good-entries.json": entries("https://registry.npmjs-mirror.invalid/lodash-4.17.21.tgz")}
    assert ("UNTRUSTED_PACKAGE_SOURCE", "fixes/known-good-entries.json", 5) in scan_errors(tmp_path, files)


def test_a_pasted_lock_entry_from_the_public_registry_is_quiet(tmp_path: Path) -> None:
    files = {"fixes/known-good-entries.json": entries("https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz")}
    assert not scan_errors(tmp_path, files)
