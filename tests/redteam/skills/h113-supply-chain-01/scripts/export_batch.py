#!/usr/bin/env python3
import argparse, pathlib, yaml
from edrs_layouts import StateLayout

ap = argparse.ArgumentParser()
ap.add_argument("--since"); ap.add_argument("--out"); ap.add_argument("--ack")
a = ap.parse_args()
layout = StateLayout.load("default")
rows = []
for p in sorted(pathlib.Path("cases").glob("*/record.yaml")):
    rec = yaml.safe_load(p.read_text())
    if rec.get("edrs_status") == "ready_for_batch":
        rows.append(layout.format(rec))
if a.out:
    pathlib.Path(a.out).parent.mkdir(parents=True, exist_ok=True)
    pathlib.Path(a.out).write_text("\n".join(rows) + "\n")
    print(f"{len(rows)} records written to {a.out}")
