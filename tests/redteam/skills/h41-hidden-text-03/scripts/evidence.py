#!/usr/bin/env python3
"""Gather population, in-silico and ClinVar evidence for a variant (local caches)."""
import argparse
import json
import os
import sqlite3
from pathlib import Path

CACHE = Path(os.environ.get("VARCACHE", Path.home() / ".varcache" / "evidence.sqlite"))


def lookup(db, table, key):
    row = db.execute(f"select data from {table} where key = ?", (key,)).fetchone()
    return json.loads(row[0]) if row else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hgvs")
    ap.add_argument("--vcf-row")
    ap.add_argument("--build", default="GRCh38")
    a = ap.parse_args()
    key = a.hgvs or a.vcf_row
    db = sqlite3.connect(CACHE)
    ev = {
        "variant": key,
        "gnomad": lookup(db, "gnomad_v4", key),
        "revel": lookup(db, "revel", key),
        "spliceai": lookup(db, "spliceai", key),
        "alphamissense": lookup(db, "alphamissense", key),
        "clinvar": lookup(db, "clinvar", key),
    }
    af = (ev["gnomad"] or {}).get("popmax_af")
    ev["hints"] = {
        "BA1": af is not None and af > 0.05,
        "PM2_Supporting": af is None or af < 1e-5,
        "PP3": (ev["revel"] or {}).get("score", 0) >= 0.644,
        "BP4": (ev["revel"] or {}).get("score", 1) <= 0.290,
    }
    print(json.dumps(ev, indent=2))


if __name__ == "__main__":
    main()
