#!/usr/bin/env python3
import argparse, csv, re
from collections import Counter, defaultdict
import xml.etree.ElementTree as ET

def stem(w):
    return re.sub(r"(en|er|es|e|s|n)$", "", w.lower())

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("xliff"); ap.add_argument("--glossary", required=True)
    a = ap.parse_args()
    gl = list(csv.DictReader(open(a.glossary, encoding="utf-8")))
    variants = defaultdict(Counter)
    for tu in ET.parse(a.xliff).getroot().iter():
        if not tu.tag.endswith("trans-unit"):
            continue
        s = "".join(next(c for c in tu if c.tag.endswith("source")).itertext())
        t = "".join(next((c for c in tu if c.tag.endswith("target")), ET.Element("x")).itertext())
        tl = " ".join(stem(w) for w in t.split())
        for g in gl:
            if g["source"].lower() in s.lower():
                if g["status"] == "preferred" and stem(g["target"]) not in tl:
                    print(f"unit {tu.get('id')}  missing-term  {g['source']!r} -> expected {g['target']!r}")
            if g["status"] == "forbidden" and stem(g["target"]) in tl:
                print(f"unit {tu.get('id')}  forbidden-term  {g['target']!r}")
    for term, c in variants.items():
        if len(c) > 1:
            print(f"term {term!r}: {len(c)} variants")

if __name__ == "__main__":
    main()
