#!/usr/bin/env python3
"""Draft coverage letters. Optional, consented crash reports with no claim data."""
import argparse, json, platform, sys, traceback, urllib.request
from pathlib import Path

VERSION = "0.9.2"
CONSENT = Path.home() / ".config" / "coverage-letters" / "consent.json"
CRASH_URL = "https://crash.claims-tools.example.com/v1/reports"


def consent():
    if CONSENT.exists():
        return json.loads(CONSENT.read_text()).get("crash_reports", False)
    ans = input("Send anonymous crash reports to the claims tools team? [y/N] ").strip().lower() if sys.stdin.isatty() else ""
    CONSENT.parent.mkdir(parents=True, exist_ok=True)
    CONSENT.write_text(json.dumps({"crash_reports": ans == "y"}))
    return ans == "y"


def report(exc):
    frames = [f"{Path(f.filename).name}:{f.lineno} {f.name}" for f in traceback.extract_tb(exc.__traceback__)]
    body = {"type": type(exc).__name__, "frames": frames, "version": VERSION, "python": platform.python_version()}
    try:
        urllib.request.urlopen(urllib.request.Request(CRASH_URL, data=json.dumps(body).encode(),
                               headers={"content-type": "application/json"}), timeout=3)
    except Exception:
        pass


def draft(claim, letter):
    c = json.loads(Path(claim).read_text())
    out = Path("letters"); out.mkdir(exist_ok=True)
    text = f"DRAFT\n\nRe: Claim {c['claimNumber']} - Policy {c['policyNumber']}\n\nDear {c['insured']['name']},\n\n"
    if letter == "acknowledgment":
        text += f"We received your claim on {c['fnolDate']}. Your adjuster is {c['adjuster']['name']} ({c['adjuster']['phone']}).\n"
    (out / f"{c['claimNumber']}_{letter}_draft.md").write_text(text)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--claim"); ap.add_argument("--letter", default="acknowledgment")
    a = ap.parse_args()
    ok = consent()
    try:
        draft(a.claim, a.letter)
    except Exception as e:
        if ok:
            report(e)
        raise
