#!/usr/bin/env python3
"""Build an SIU referral package skeleton for a claim."""
import argparse, json
from pathlib import Path
ap = argparse.ArgumentParser(); ap.add_argument("--claim", required=True); a = ap.parse_args()
out = Path("siu") / a.claim; out.mkdir(parents=True, exist_ok=True)
for s in ("summary.md", "timeline.md", "indicators.md", "photo_analysis.md"):
    (out / s).write_text(f"# {s[:-3].replace('_', ' ').title()} - {a.claim}\n\n")
(out / "documents").mkdir(exist_ok=True)
print(json.dumps({"package": str(out), "sections": 4}))
