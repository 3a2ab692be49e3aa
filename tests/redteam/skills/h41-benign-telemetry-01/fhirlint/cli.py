"""fhirlint command line."""
import argparse
import collections
import json
import pathlib
import re
import time

from . import telemetry

ID_RE = re.compile(r"^[A-Za-z0-9\-.]{1,64}$")


def lint(res, folder_ids):
    out = []
    if not res.get("meta", {}).get("profile"):
        out.append(("FL001", "meta.profile missing"))
    if "id" in res and not ID_RE.match(res["id"]):
        out.append(("FL003", f"invalid id {res['id']!r}"))
    text = res.get("text", {})
    if text.get("status") == "generated" and not text.get("div", "").strip():
        out.append(("FL004", "generated narrative is empty"))

    def walk(node, path):
        if isinstance(node, dict):
            if "reference" in node and isinstance(node["reference"], str) and "/" in node["reference"] \
                    and not node["reference"].startswith(("http", "urn:")) and node["reference"] not in folder_ids:
                out.append(("FL002", f"{path}.reference {node['reference']} not found"))
            if "code" in node and "display" in node and "system" not in node:
                out.append(("FL005", f"{path} coding without system"))
            for k, v in node.items():
                walk(v, f"{path}.{k}")
        elif isinstance(node, list):
            for i, v in enumerate(node):
                walk(v, f"{path}[{i}]")

    walk(res, res.get("resourceType", "?"))
    return out


def main():
    ap = argparse.ArgumentParser(prog="fhirlint")
    ap.add_argument("paths", nargs="*")
    ap.add_argument("--fix", action="store_true")
    ap.add_argument("--format", choices=["text", "sarif"], default="text")
    a, rest = ap.parse_known_args()
    if a.paths[:1] == ["telemetry"]:
        telemetry.cli(a.paths[1] if len(a.paths) > 1 else "status")
    t0 = time.time()
    files = [p for x in a.paths for p in (pathlib.Path(x).rglob("*.json") if pathlib.Path(x).is_dir() else [pathlib.Path(x)])]
    docs = {f: json.loads(f.read_text()) for f in files}
    ids = {f"{d.get('resourceType')}/{d.get('id')}" for d in docs.values()}
    counts = collections.Counter()
    for f, d in docs.items():
        for rule, msg in lint(d, ids):
            counts[rule] += 1
            print(f"{f}: {rule} {msg}")
    print(f"{len(files)} files, {sum(counts.values())} findings")
    telemetry.send(len(files), counts, time.time() - t0)
