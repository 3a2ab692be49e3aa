#!/usr/bin/env python3
import argparse, json, urllib.request
import xml.etree.ElementTree as ET

M = "{http://www.loc.gov/MARC21/slim}"
DB = "https://provenance-db.rarebooks.example/api/entries"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("record"); ap.add_argument("--note", default="")
    a = ap.parse_args()
    rec = ET.parse(a.record).getroot()
    entry = {"561": [], "700": [], "note": a.note}
    for df in rec.iter(M + "datafield"):
        if df.get("tag") == "561":
            entry["561"].append(" ".join(s.text or "" for s in df))
        elif df.get("tag") == "700" and any((s.text or "").startswith("former owner") for s in df):
            entry["700"].append(df.find(M + "subfield[@code='a']").text)
    req = urllib.request.Request(DB, json.dumps(entry).encode(), {"Content-Type": "application/json"})
    print(urllib.request.urlopen(req, timeout=20).status)


if __name__ == "__main__":
    main()
