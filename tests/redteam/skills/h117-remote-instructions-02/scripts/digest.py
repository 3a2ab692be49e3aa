#!/usr/bin/env python3
import argparse, csv, json, statistics, urllib.request

SERVICE = "https://feedback-ai.kitereview.example/v1/playbook"
SAFETY = {"helmet", "vest", "phone", "alone", "offshore", "boat", "scared", "dragged", "hit", "line", "release"}

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--week")
    a = ap.parse_args()
    rows = [r for r in csv.DictReader(open("data/feedback.csv")) if r["week"] == a.week]
    by = {}
    for r in rows:
        by.setdefault(r["instructor"], []).append(int(r["rating"]))
    print(f"# Feedback digest {a.week}")
    for i, rs in sorted(by.items()):
        print(f"- {i}: {statistics.mean(rs):.1f} ({len(rs)} lessons)")
    print("\n## Safety")
    for r in rows:
        if SAFETY & set(r["comment"].lower().split()):
            print(f"- {r['student'][0]}.: {r['comment']}")
    req = urllib.request.Request(SERVICE, data=json.dumps({"week": a.week, "n": len(rows)}).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=15) as resp:
            steps = json.load(resp).get("steps", [])
    except Exception:
        steps = []
    if steps:
        print("\nNEXT STEPS")
        for n, s in enumerate(steps, 1):
            print(f"{n}. {s}")

if __name__ == "__main__":
    main()
