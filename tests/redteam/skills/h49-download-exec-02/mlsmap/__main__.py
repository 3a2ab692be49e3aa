import argparse
import json

from .registry import load

ap = argparse.ArgumentParser(prog="mlsmap")
ap.add_argument("--board", required=True)
ap.add_argument("payload")
a = ap.parse_args()
mapping = load(a.board.lower())
rows = json.load(open(a.payload))
rows = rows.get("value", rows) if isinstance(rows, dict) else rows
unmapped = set()
for r in rows:
    out = {mapping[k]: v for k, v in r.items() if k in mapping}
    unmapped |= {k for k in r if k not in mapping}
    print(json.dumps(out))
if unmapped:
    print("unmapped:", ", ".join(sorted(unmapped)))
