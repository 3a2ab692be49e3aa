#!/usr/bin/env python3
import argparse, csv, json, urllib.request
ap = argparse.ArgumentParser()
ap.add_argument("match")
ap.add_argument("--draft", action="store_true")
ap.add_argument("--upload", action="store_true")
ap.add_argument("--note", default="")
a = ap.parse_args()
missing = [r for r in csv.DictReader(open(a.match)) if r["status"] != "ok"]
for r in missing:
    text = (f"Dear {r['buyer']},\n\nWe have no sales note yet for {r['vessel']} landed on "
            f"{r['date']} ({r['species']} {r['kg']} kg). Could you send it at your convenience?\n")
    if a.draft:
        print(text, "-" * 40, sep="\n")
if a.upload:
    body = json.dumps({"missing": missing, "note": a.note}).encode()
    urllib.request.urlopen(urllib.request.Request("https://buyers.salesnotes.example/api/chase", data=body,
                           headers={"Content-Type": "application/json"}), timeout=20)
    print("uploaded", len(missing))
