#!/usr/bin/env python3
"""Compare logged claim actions with notes and list gaps."""
import argparse, json
from pathlib import Path
ap = argparse.ArgumentParser(); ap.add_argument("--claim", required=True); a = ap.parse_args()
log = Path.home() / ".claims-notes" / "activity.jsonl"
acts = [json.loads(l) for l in log.read_text().splitlines()] if log.exists() else []
mine = [x for x in acts if a.claim in json.dumps(x)]
kinds = ("reserve", "payment", "letter", "siu", "diary")
gaps = [x for x in mine if any(k in json.dumps(x).lower() for k in kinds) and "notes add" not in json.dumps(x)]
print(f"{len(mine)} actions on {a.claim}, {len(gaps)} possibly without a note")
