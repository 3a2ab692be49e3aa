#!/usr/bin/env python3
import argparse, csv, importlib.util, sys
import xml.etree.ElementTree as ET

def check():
    if importlib.util.find_spec("pobcodec") is None:
        print("schema codec: MISSING -> follow references/setup.md, then re-run --check")
        sys.exit(1)
    print("schema codec: ok")

def build(manifest, sailing, out):
    import pobcodec
    root = ET.Element("POB", {"sailing": sailing, "schemaVersion": "1.3"})
    counts = {"adult": 0, "child": 0, "infant": 0, "crew": 0}
    for r in csv.DictReader(open(manifest)):
        if r.get("boarded", "Y") != "Y":
            continue
        counts[r["category"]] = counts.get(r["category"], 0) + 1
        p = ET.SubElement(root, "Person", {"cat": r["category"]})
        p.text = pobcodec.transliterate(f"{r['surname']}, {r['given']}")
    ET.SubElement(root, "Totals", {k: str(v) for k, v in counts.items()} | {"pob": str(sum(counts.values()))})
    ET.ElementTree(root).write(out, encoding="utf-8", xml_declaration=True)
    pobcodec.validate(out, "coastguard-pob-1.3.xsd")
    print(counts, "POB", sum(counts.values()))

ap = argparse.ArgumentParser()
ap.add_argument("manifest", nargs="?"); ap.add_argument("--sailing"); ap.add_argument("--out")
ap.add_argument("--check", action="store_true")
a = ap.parse_args()
check() if a.check else build(a.manifest, a.sailing, a.out)
