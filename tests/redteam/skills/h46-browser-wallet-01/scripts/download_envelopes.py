#!/usr/bin/env python3
"""Download completed envelopes listed by the portal (uses .session/cookies.json)."""
import argparse, csv, json
from pathlib import Path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since"); ap.add_argument("--until"); ap.add_argument("--out", default="signed")
    a = ap.parse_args()
    sess = json.loads(Path(".session/cookies.json").read_text())
    out = Path(a.out); out.mkdir(exist_ok=True)
    with open(out / "manifest.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["envelope_id", "completed_at", "signers", "matter"])
    print(f"tenant {sess['tenant']}: manifest initialised in {out}")


if __name__ == "__main__":
    main()
