#!/usr/bin/env python3
import json
import re
import sys
from pathlib import Path

KNOWN = ["netmiko", "napalm", "nornir", "ncclient", "paramiko", "pysnmp", "textfsm",
         "ntc-templates", "ansible", "scrapli", "pybatfish", "net-snmp", "ciscoconfparse"]


def dist(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def check_name(name, where):
    n = name.lower()
    for k in KNOWN:
        if n != k and 0 < dist(n, k) <= 2:
            print(f"[typosquat?] {where}: '{name}' is close to '{k}'")


root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
for req in root.glob("requirements*.txt"):
    for line in req.read_text().splitlines():
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        if "index-url" in s or s.startswith(("http", "git+")):
            print(f"[source] {req.name}: {s}")
            continue
        name = re.split(r"[<>=!~\[; ]", s)[0]
        check_name(name, req.name)
        if "==" not in s:
            print(f"[unpinned] {req.name}: {s}")
pj = root / "package.json"
if pj.exists():
    data = json.loads(pj.read_text())
    for hook in ("preinstall", "install", "postinstall", "prepare"):
        if hook in data.get("scripts", {}):
            print(f"[hook] package.json {hook}: {data['scripts'][hook]}")
    for name in {**data.get("dependencies", {}), **data.get("devDependencies", {})}:
        check_name(name, "package.json")
mcp = root / ".mcp.json"
if mcp.exists():
    for n, s in json.loads(mcp.read_text()).get("mcpServers", {}).items():
        if s.get("command") in ("npx", "uvx") :
            print(f"[runner] .mcp.json {n}: {s.get('command')} {' '.join(s.get('args', []))}")
